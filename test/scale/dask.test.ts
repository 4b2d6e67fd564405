/**
 * The Dask recipe (issue 17, scale/dask/check_urls.py) on a LocalCluster of 2 worker processes:
 * over a generated input in three files (text cut into several byte ranges, and two gzip files),
 * its closing summary line is the single-process CLI's `--summary` line, byte for byte, and the
 * per-line results it writes with `--out DIR` are the CLI's output, in order. The same for
 * `parse` through `--command`. A worker process killed in the middle of a partition changes
 * nothing (Dask retries the partition; issue 28). A failing partition fails the run (status 2,
 * the partition named, no summary); an `--out` directory with old parts is refused.
 *
 * Dask is Debian's python3-distributed, for /usr/bin/python3 (`.ci/run` installs it). Without it
 * these tests fail with the command that installs it: the recipe is part of what ships.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { generateReferences } from '../bench/generated';
import { BIN, assertBuilt, runCli } from '../cli/run-cli';

const PYTHON = '/usr/bin/python3';
const SCRIPT = join(__dirname, '..', '..', 'scale', 'dask', 'check_urls.py');
/** The CLI the recipe runs: this build, as shlex reads it. */
const CLI = `'${process.execPath}' '${BIN}'`;
/** Small enough that the text file is cut into several partitions. */
const SPLIT_BYTES = 256 * 1024;

function assertDaskInstalled(): void {
  const probe = spawnSync(PYTHON, ['-c', 'import distributed'], { encoding: 'utf8' });
  if (probe.status !== 0) {
    throw new Error(
      `Dask is missing for ${PYTHON}: install it with \`apt-get install python3-distributed\` ` +
        `(as root; .ci/run does). ${probe.error?.message ?? probe.stderr.trim()}`,
    );
  }
}

let dir: string;
let files: string[];

/**
 * 40,000 generated references (about one in five invalid, in eight kinds of mistake) with lines
 * that test the reading itself mixed in: CRLF endings, empty lines, a lone CR inside a line,
 * broken UTF-8, a tab, DEL and a C1 control (escaped in the output), non-ASCII text.
 */
function inputLines(): Buffer[] {
  const hostile = [
    Buffer.from('http://good.example\r@evil.example/'),
    Buffer.from(''),
    Buffer.from([0x68, 0x74, 0x74, 0x70, 0x3a, 0x2f, 0x2f, 0xc3, 0x28, 0x2f]),
    Buffer.from('http://a.example/\tb'),
    Buffer.from('http://a.example/\u007f\u009b'),
    Buffer.from('http://bücher.example/straße'),
  ];
  const lines: Buffer[] = [];
  for (const [i, reference] of generateReferences(40_000, 0x17).entries()) {
    if (i % 97 === 0) lines.push(hostile[(i / 97) % hostile.length]!);
    const text = Buffer.from(reference.text);
    lines.push(i % 13 === 0 ? Buffer.concat([text, Buffer.from('\r')]) : text);
  }
  return lines;
}

beforeAll(() => {
  assertBuilt();
  assertDaskInstalled();
  dir = mkdtempSync(join(tmpdir(), 'uri-grammar-dask-'));
  const lines = inputLines();
  const text = (part: Buffer[]): Buffer =>
    Buffer.concat(part.flatMap((line) => [line, Buffer.from('\n')]));
  const third = Math.floor(lines.length / 3);
  files = [join(dir, 'a.txt'), join(dir, 'b.txt.gz'), join(dir, 'c.txt.gz')];
  writeFileSync(files[0]!, text(lines.slice(0, third)));
  writeFileSync(files[1]!, gzipSync(text(lines.slice(third, 2 * third))));
  // The last file ends without a line end: its last line still counts, on its own.
  const last = text(lines.slice(2 * third));
  writeFileSync(files[2]!, gzipSync(last.subarray(0, last.length - 1)));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface RecipeRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function runRecipe(options: readonly string[], inputs: readonly string[] = files): RecipeRun {
  const run = spawnSync(
    PYTHON,
    [
      SCRIPT,
      '--workers',
      '2',
      '--cli',
      CLI,
      '--split-bytes',
      String(SPLIT_BYTES),
      ...options,
      ...inputs,
    ],
    { encoding: 'utf8', timeout: 180_000, maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error) throw run.error;
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The CLI's output over the same files in one process: per-line results, and the summary line. */
function singleProcess(command: readonly string[]): {
  status: number | null;
  lines: Buffer;
  summary: string;
} {
  const run = runCli([...command, '--summary', ...files.flatMap((file) => ['--input', file])]);
  const text = run.stdout;
  const lastStart = text.lastIndexOf(0x0a, text.length - 2) + 1;
  return {
    status: run.status,
    lines: text.subarray(0, lastStart),
    summary: text.subarray(lastStart).toString('utf8').trimEnd(),
  };
}

describe.each([
  ['check', ['check']],
  ['parse', ['parse']],
])('%s on a LocalCluster of 2 workers', (name, command) => {
  test('the summary line and the per-line results are the single-process CLI’s', () => {
    const out = join(dir, `out-${name}`);
    const recipe = runRecipe(['--command', command.join(' '), '--out', out]);
    const expected = singleProcess(command);
    expect(expected.status).toBe(1);
    expect(recipe.status).toBe(expected.status);

    const summary = recipe.stdout.trimEnd().split('\n').pop();
    expect(summary).toBe(expected.summary);
    const counts = JSON.parse(summary!) as {
      lines: number;
      invalid: number;
      invalidBy: Record<string, Record<string, number>>;
    };
    expect(counts.lines).toBeGreaterThan(40_000);
    expect(Object.keys(counts.invalidBy['URI-reference'] ?? {}).length).toBeGreaterThan(10);

    // Several partitions: the text file in byte ranges, each gzip file whole.
    const parts = readdirSync(out).sort();
    expect(parts.length).toBeGreaterThanOrEqual(5);
    expect(parts.every((part) => /^part-\d{5}\.jsonl$/.test(part))).toBe(true);
    const written = Buffer.concat(parts.map((part) => readFileSync(join(out, part))));
    expect(written.equals(expected.lines)).toBe(true);
  }, 240_000);
});

test('a worker process killed in the middle of a partition changes nothing: Dask retries it', () => {
  const out = join(dir, 'out-killed');
  const marker = join(dir, 'killed-once');
  const run = spawnSync(
    PYTHON,
    [
      SCRIPT,
      '--workers',
      '2',
      '--cli',
      CLI,
      '--split-bytes',
      String(SPLIT_BYTES),
      '--out',
      out,
      ...files,
    ],
    {
      encoding: 'utf8',
      timeout: 180_000,
      maxBuffer: 64 * 1024 * 1024,
      // Partition 1 is a byte range of the text file: killed after its first output is written.
      env: { ...process.env, CHECK_URLS_TEST_KILL: `1:${marker}` },
    },
  );
  const expected = singleProcess(['check']);
  expect(readdirSync(dir)).toContain('killed-once');
  expect(run.status).toBe(expected.status);
  expect(run.stdout.trimEnd().split('\n').pop()).toBe(expected.summary);
  const parts = readdirSync(out).sort();
  const written = Buffer.concat(parts.map((part) => readFileSync(join(out, part))));
  expect(written.equals(expected.lines)).toBe(true);
}, 240_000);

test('a failing partition fails the run: status 2, the partition named, no summary', () => {
  const broken = join(dir, 'broken.txt.gz');
  writeFileSync(broken, gzipSync(Buffer.from('http://a/\n'.repeat(10_000))).subarray(0, 200));
  const recipe = runRecipe([], [files[0]!, broken]);
  expect(recipe.status).toBe(2);
  expect(recipe.stdout).toBe('');
  expect(recipe.stderr).toMatch(
    /check_urls: partition \d+ \(.*broken\.txt\.gz\) failed with status 2: .*cannot read it/,
  );
}, 240_000);

test('a CLI that cannot start, or prints no summary, fails the run with status 2', () => {
  const missing = runRecipe(['--cli', join(dir, 'no-such-cli')], [files[0]!]);
  expect(missing.status).toBe(2);
  expect(missing.stderr).toMatch(
    /check_urls: partition \d+ .* failed: (FileNotFoundError|PermissionError): .*no-such-cli/,
  );
  const silent = runRecipe(['--cli', 'true'], [files[0]!]);
  expect(silent.status).toBe(2);
  expect(silent.stderr).toContain('is not a --summary line');
}, 240_000);

test('--out refuses a directory that already holds parts', () => {
  const out = join(dir, 'stale');
  mkdirSync(out);
  writeFileSync(join(out, 'part-00007.jsonl'), '{}\n');
  const recipe = runRecipe(['--out', out], [files[0]!]);
  expect(recipe.status).toBe(2);
  expect(recipe.stderr).toContain('already holds part-*.jsonl files');
});
