/**
 * Issue 11: the CLI echoed its input raw. An input with ESC sequences could retitle or rewrite
 * the user's terminal, and bidi controls (U+202E) could make a URI read as another one. JSON
 * output escaped C0 controls only (JSON.stringify leaves DEL, C1, bidi controls and U+2028/9
 * raw); text output escaped nothing.
 *
 * What is tested is the output, so the CLI's `main` runs in this process (test/support/cli-main.ts;
 * a worker thread, where the CLI starts one, runs the build); test/cli/ runs the built CLI as a
 * user does.
 */
import { assertBuilt, jsonLines } from '../cli/run-cli';
import { runMain } from '../support/cli-main';

beforeAll(assertBuilt);

const HOSTILE = [
  'http://a/\u001b]0;pwned\u0007\u001b[2J',
  'http://a/\u007f\u0085\u009b31m',
  'http://a/\u202egnp.exe',
  'http://a/\u2066x\u2069\u200e\u061c',
  'http://a/\u2028\u2029',
];

/** What must never reach a terminal. */
const RAW =
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

test.each([
  ['check'],
  ['parse'],
  ['inspect'],
  ['normalize'],
  ['explain'],
  ['resolve', '--base', 'http://b/'],
])('%s: JSON keeps the input exactly, as \\u escapes', async (...command) => {
  const run = await runMain([...command, '--jobs', '2'], `${HOSTILE.join('\n')}\n`);
  const stdout = run.stdout.toString('utf8');
  expect(stdout).not.toMatch(RAW);
  const records = jsonLines(stdout);
  expect(records.map((record) => record.input ?? record.reference)).toEqual(HOSTILE);
  expect(stdout).toContain('\\u001b]0;pwned\\u0007');
  expect(stdout).toContain('\\u202egnp.exe');
});

test.each([['check'], ['parse'], ['inspect'], ['explain']])(
  '%s --format text shows \\xHH and <U+XXXX>',
  async (command) => {
    const run = await runMain([command, '--format', 'text'], `${HOSTILE.join('\n')}\n`);
    const stdout = run.stdout.toString('utf8');
    expect(stdout).not.toMatch(RAW);
    expect(stdout).toContain('\\x1b]0;pwned\\x07\\x1b[2J');
    expect(stdout).toContain('<U+202E>gnp.exe');
    expect(stdout).toContain('\\x7f<U+0085><U+009B>31m');
  },
);

test('a caret stays under the character it points at, escapes counted', async () => {
  const run = await runMain(['check', '--format', 'text', 'http://a/\u001b b']);
  const [line, marker] = run.stdout.toString('utf8').split('\n');
  expect(line).toBe('invalid  http://a/\\x1b b');
  expect(marker!.indexOf('^')).toBe(line!.indexOf('\\x1b'));
});

test('a line feed inside a TEXT argument does not start a line of text output', async () => {
  const run = await runMain(['check', '--format', 'text', 'http://a/\nvalid    http://forged/']);
  expect(run.stdout.toString('utf8').split('\n')[0]).toBe(
    'invalid  http://a/\\x0avalid    http://forged/',
  );
});

test('equivalent and usage errors are escaped too', async () => {
  const equivalent = await runMain([
    'equivalent',
    '--format',
    'text',
    'http://a/\u202e',
    'http://a/',
  ]);
  expect(equivalent.stdout.toString('utf8')).not.toMatch(RAW);
  const usage = await runMain(['check', '--rule', '\u001b]0;x\u0007']);
  expect(usage.status).toBe(2);
  expect(usage.stderr).not.toMatch(RAW);
});
