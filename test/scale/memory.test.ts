/**
 * Issue 17: "memory stays flat on any input size". The built CLI checks lines streamed from a
 * generator through a pipe (generate-lines.cjs; nothing big is on disk or in this process), at
 * `--jobs 1` and `--jobs 2`, for 20 MB and for 200 MB of input. Ten times the input may not need
 * meaningfully more memory: the peak RSS of the whole process (worker threads included, reported
 * by max-rss.cjs as it exits) may grow by less than 48 MB while the input grows by 180 MB and
 * the output by 400 MB. Holding either whole would break the bound many times over.
 *
 * The CLI runs with V8's heap sizing pinned, so that the peak shows what the CLI holds rather
 * than how long V8 waited before collecting garbage: the young generation at its full 16 MB
 * from the start (`--min-semi-space-size=16`; left alone, V8 grows it to that size over the
 * first seconds of a run, so a short run looks smaller) and each thread's old generation capped
 * at 32 MB (`--max-old-space-size=32`, far above the few MB the CLI keeps live; left alone, a
 * worker's promoted garbage reached 20 to 90 MB before a full collection, differently from run
 * to run). A leak on the heap would then end the run out of memory, which fails the test too.
 *
 * Measured here (2026-11-23, 2 shared cores, Node 20): 92-93 MB and 95-96 MB at --jobs 1;
 * 210-214 MB and 224-239 MB at --jobs 2. With the reader's bound lifted (no limit on the
 * batches in flight), the --jobs 2 run grew by 374 MB. RSS is not time; nothing here is timed.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { BIN, assertBuilt } from '../cli/run-cli';

beforeAll(assertBuilt);

const GENERATOR = join(__dirname, 'generate-lines.cjs');
const MAX_RSS = join(__dirname, 'max-rss.cjs');
/** About 73 bytes a line: 20 MB and 200 MB. */
const SMALL_LINES = 275_000;
const LARGE_LINES = 2_750_000;
const ALLOWED_GROWTH_MB = 48;

interface Run {
  readonly peakMegabytes: number;
  readonly summary: { lines: number; valid: number; invalid: number };
}

function checkStreamed(lines: number, jobs: number): Run {
  const pipeline =
    `"${process.execPath}" "${GENERATOR}" ${lines} | ` +
    `"${process.execPath}" --min-semi-space-size=16 --max-old-space-size=32 ` +
    `--require "${MAX_RSS}" "${BIN}" ` +
    `check --summary --jobs ${jobs} | tail -n 1`;
  const run = spawnSync('bash', ['-c', `set -o pipefail; ${pipeline}`], {
    encoding: 'utf8',
    timeout: 180_000,
  });
  // 1: some lines are invalid (pipefail gives the CLI's status; the generator and tail exit 0).
  expect(run.status).toBe(1);
  const peak = /max-rss (\d+)/.exec(run.stderr);
  if (!peak) throw new Error(`no max-rss line in ${JSON.stringify(run.stderr)}`);
  return {
    peakMegabytes: Number(peak[1]) / 1e6,
    summary: JSON.parse(run.stdout) as Run['summary'],
  };
}

test.each([1, 2])(
  '--jobs %i: 200 MB of piped input needs less than 48 MB more than 20 MB',
  (jobs) => {
    const small = checkStreamed(SMALL_LINES, jobs);
    const large = checkStreamed(LARGE_LINES, jobs);
    // Every line was read and counted: the large run really went through 200 MB.
    expect(small.summary).toMatchObject({ lines: SMALL_LINES, invalid: SMALL_LINES / 10 });
    expect(large.summary).toMatchObject({ lines: LARGE_LINES, invalid: LARGE_LINES / 10 });
    expect(large.peakMegabytes - small.peakMegabytes).toBeLessThan(ALLOWED_GROWTH_MB);
  },
  300_000,
);
