/**
 * Issue 17: "memory stays flat on any input size". The built CLI checks lines streamed from a
 * generator through a pipe (generate-lines.cjs; nothing big is on disk or in this process), at
 * `--jobs 1` and `--jobs 2`, for 20 MB and for 200 MB of input. Ten times the input may not need
 * meaningfully more memory: the peak RSS of the whole process (worker threads included, reported
 * by max-rss.cjs as it exits) may grow by less than 32 MB while the input grows by 180 MB and
 * the output by 400 MB. Holding either whole would break the bound many times over.
 *
 * The CLI runs with V8's young generation at its full size from the start
 * (`--min-semi-space-size=16`, in MB). Left alone, V8 grows it with the allocation rate, up to
 * that same size, over the first few seconds of a run: a short run would then look smaller for
 * V8's reasons, not the CLI's. Measured here (2026-11-23, 2 shared cores, Node 20): 94 MB and
 * 96 MB at --jobs 1, 214 MB and 226 MB at --jobs 2; with the bound lifted from the reader (no
 * window of batches in flight), the --jobs 2 run grew by 289 MB. RSS is not time; nothing
 * here is timed.
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
const ALLOWED_GROWTH_MB = 32;

interface Run {
  readonly peakMegabytes: number;
  readonly summary: { lines: number; valid: number; invalid: number };
}

function checkStreamed(lines: number, jobs: number): Run {
  const pipeline =
    `"${process.execPath}" "${GENERATOR}" ${lines} | ` +
    `"${process.execPath}" --min-semi-space-size=16 --require "${MAX_RSS}" "${BIN}" ` +
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
  '--jobs %i: 200 MB of piped input needs less than 32 MB more than 20 MB',
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
