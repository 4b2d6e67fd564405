/**
 * Issue 11: "a 10 MB line and 200,000 lines both work". `check` built a parse tree for every
 * valid input it only had to answer valid for: a 10 MB path of 5 million segments took seconds
 * and more than a gigabyte. Both now stream through, at --jobs 1 and 2, with the same output.
 */
import { assertBuilt, jsonLines, runCli } from '../cli/run-cli';

beforeAll(assertBuilt);

const TEN_MB_PATH = `http://a/${'a/'.repeat(5_000_000)}`;

test.each([['1'], ['2']])(
  'a 10 MB line between short ones (--jobs %s)',
  (jobs) => {
    const run = runCli(
      ['check', '--jobs', jobs, '--summary'],
      `x\n${TEN_MB_PATH}\r\n${TEN_MB_PATH} \ny\n`,
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    const records = jsonLines(run.stdout);
    const summary = records.pop();
    expect(records.map((record) => [String(record.input).length, record.valid])).toEqual([
      [1, true],
      [TEN_MB_PATH.length, true],
      [TEN_MB_PATH.length + 1, false],
      [1, true],
    ]);
    expect(summary).toEqual({
      lines: 4,
      valid: 3,
      invalid: 1,
      invalidBy: { 'URI-reference': { 'space in path': 1 } },
    });
  },
  120_000,
);

test('200,000 lines: one answer each, in order, the same at --jobs 1 and 2', () => {
  const lines = Array.from({ length: 200_000 }, (_, i) =>
    i % 1000 === 999 ? `bad ${i}` : `http://h/${i}`,
  );
  const input = `${lines.join('\n')}\n`;
  const one = runCli(['check', '--jobs', '1'], input);
  const two = runCli(['check', '--jobs', '2'], input);
  expect(one.status).toBe(1);
  expect(two.status).toBe(1);
  expect(two.stdout.equals(one.stdout)).toBe(true);
  const records = jsonLines(one.stdout);
  expect(records.map((record) => record.input)).toEqual(lines);
  expect(records.filter((record) => record.valid === false)).toHaveLength(200);
}, 120_000);
