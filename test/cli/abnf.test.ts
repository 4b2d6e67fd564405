/**
 * The CLI with a grammar of one's own: `check`, `explain` and `rules` with `--abnf FILE --rule
 * NAME`, and `traps`, which prints the PEG-trap report as JSON lines.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertBuilt, jsonLines, runCli } from './run-cli';

const FIXTURES = join(__dirname, '..', 'fixtures', 'grammars');
const POINTER = join(FIXTURES, 'rfc6901.abnf');
const DATES = join(FIXTURES, 'rfc3339.abnf');

function file(text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'uri-grammar-abnf-')), 'grammar.abnf');
  writeFileSync(path, text);
  return path;
}

beforeAll(assertBuilt);

test("check --abnf --rule validates against the file's rule, with offsets", () => {
  const run = runCli([
    'check',
    '--abnf',
    DATES,
    '--rule',
    'date-time',
    '1990-12-31T23:59:60Z',
    '1990-12-31 23:59:60Z',
  ]);
  expect(run.status).toBe(1);
  expect(jsonLines(run.stdout)).toEqual([
    { input: '1990-12-31T23:59:60Z', rule: 'date-time', valid: true },
    expect.objectContaining({
      valid: false,
      error: expect.objectContaining({ offset: 10, expected: ['"T"'] }),
    }),
  ]);
});

test('without --rule, the first rule of the file', () => {
  const run = runCli(['check', '--abnf', POINTER, '/a~1b']);
  expect(run.status).toBe(0);
  expect(jsonLines(run.stdout)).toEqual([{ input: '/a~1b', rule: 'json-pointer', valid: true }]);
});

test('explain --abnf prints the tree', () => {
  const run = runCli(['explain', '--abnf', POINTER, '--format', 'text', '/a~1b']);
  expect(run.stdout.toString()).toBe(
    'json-pointer 0-5 "/a~1b"\n  reference-token 1-5 "a~1b"\n    escaped 2-4 "~1"\n',
  );
});

test('explain --abnf on input whose tree a PEG trap keeps from the parser: a usage error, status 2', () => {
  // The grammar is at fault, not the input: no "internal error" and status 70 (as before), but
  // the trap, named, and where the report is.
  const grammar = file('word = 1*ALPHA / 1*ALPHA "!"\n');
  const run = runCli(['explain', '--abnf', grammar, 'A!']);
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('word accepts "A!" but its ordered-choice parser (the tree) fails');
  expect(run.stderr).toContain(`'uri-grammar traps --abnf ${grammar}' lists the grammar's traps`);
  expect(run.stderr).not.toContain('internal error:');
  expect(runCli(['explain', '--abnf', grammar, 'ab']).status).toBe(0);
});

test('rules --abnf lists the rules as the file writes them', () => {
  const run = runCli(['rules', '--abnf', POINTER, 'unescaped']);
  expect(jsonLines(run.stdout)).toEqual([
    {
      name: 'unescaped',
      rfc: 'rfc6901.abnf',
      section: '',
      abnf: "unescaped       = %x00-2E / %x30-7D / %x7F-10FFFF\n         ; %x2F ('/') and %x7E ('~') are excluded from 'unescaped'",
    },
  ]);
});

test('rules --abnf --rule NAME lists that rule, as check and explain take --rule', () => {
  const run = runCli(['rules', '--abnf', POINTER, '--rule', 'escaped']);
  expect(run.status).toBe(0);
  expect(jsonLines(run.stdout).map((row) => row.name)).toEqual(['escaped']);
});

test('traps prints a JSON line per trap, and exits 1 when there is one', () => {
  const trapped = runCli(['traps', '--abnf', file('word = 1*ALPHA / 1*ALPHA "!"\n')]);
  expect(trapped.status).toBe(1);
  expect(jsonLines(trapped.stdout)).toEqual([{ rule: 'word', witness: 'A!' }]);
  const clean = runCli(['traps', '--abnf', POINTER]);
  expect([clean.status, clean.stdout.toString()]).toEqual([0, '']);
  const recursive = runCli(['traps', '--abnf', file('list = "(" *list ")"\n')]);
  expect([recursive.status, jsonLines(recursive.stdout)]).toEqual([
    0,
    [{ rule: 'list', witness: null, unverifiable: expect.stringContaining('refers to itself') }],
  ]);
});

test.each([
  [['check', '--abnf', '/nonexistent/grammar.abnf', 'x'], '--abnf /nonexistent/grammar.abnf'],
  [['check', '--abnf', 'BROKEN', 'x'], 'ABNF syntax error at line 1, column 7'],
  [['check', '--abnf', POINTER, '--grammar', 'rfc3986', 'x'], '--abnf and --grammar'],
  [['check', '--abnf', POINTER, '--rule', 'nope', 'x'], 'unknown rule "nope" in rfc6901.abnf'],
  [['parse', '--abnf', POINTER, 'x'], 'abnf'],
])('%j is a usage error (exit 2) saying %s', (args, message) => {
  const resolved = args.map((arg) => (arg === 'BROKEN' ? file('a = (b\n') : arg));
  const run = runCli(resolved);
  expect(run.status).toBe(2);
  expect(run.stderr).toContain(message);
});
