/**
 * `check`'s pipeline output (issue 28): `--only valid|invalid` prints the lines themselves as
 * grep would, `--quiet` the summary alone, `--summary-to stderr` keeps stdout for the answers,
 * and each JSON answer to an input line carries `line` (and `file` with several inputs).
 *
 * The fast paths answer a batch from its bytes (src/cli/check-batch.ts); a property test holds
 * their answers equal to the string path's (decode, split, answer each line), and the built
 * binary's output at `--jobs 2` equal byte for byte to `--jobs 1`'s on awkward files.
 */
import * as fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isValid } from '../../src';
import { parseArgs } from '../../src/cli/args';
import { isPlainJsonCharacter, isPlainLine } from '../../src/cli/check-batch';
import { checkCommand } from '../../src/cli/grammar-commands';
import { decode, splitLines } from '../../src/cli/lines';
import type { BatchContext, Prepared } from '../../src/cli/command';
import { grammarOrAbnfOption } from '../../src/cli/grammar-option';
import type { LineResult } from '../../src/cli/run';
import { generateCorpus } from '../bench/generated';
import { assertBuilt, jsonLines, runCli } from './run-cli';

let dir: string;

beforeAll(() => {
  assertBuilt();
  dir = mkdtempSync(join(tmpdir(), 'uri-grammar-pipeline-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Awkward input: CRLF, an empty line, a lone CR, invalid UTF-8, no line end after the last. */
const AWKWARD = Buffer.concat([
  Buffer.from('http://a/\nnot a uri\r\nhttp://b/\r\n\nhttp://c/\rd\n'),
  Buffer.from([0x68, 0x74, 0x74, 0x70, 0x3a, 0x2f, 0x2f, 0xff, 0x2f, 0x0a]), // http://\xff/
  Buffer.from('http://é.example/\nmailto:x@y\n\r\nhttp://last'),
]);

/** The lines of `bytes` as grep sees them: each with its line end, the last given an LF. */
function grepLines(bytes: Buffer): { raw: Buffer; text: string }[] {
  const lines: { raw: Buffer; text: string }[] = [];
  let start = 0;
  while (start < bytes.length) {
    const lf = bytes.indexOf(0x0a, start);
    const next = lf < 0 ? bytes.length : lf + 1;
    let end = lf < 0 ? bytes.length : lf;
    if (lf >= 0 && end > start && bytes[end - 1] === 0x0d) end--;
    const raw = Buffer.concat([
      bytes.subarray(start, next),
      lf < 0 ? Buffer.from('\n') : Buffer.alloc(0),
    ]);
    lines.push({ raw, text: bytes.subarray(start, end).toString('utf8') });
    start = next;
  }
  return lines;
}

describe('--only and --quiet', () => {
  const lines = grepLines(AWKWARD);
  const valid = lines.filter((line) => isValid('URI-reference', line.text));
  const invalid = lines.filter((line) => !isValid('URI-reference', line.text));

  test('the awkward input has both kinds of line', () => {
    expect(valid.length).toBeGreaterThan(3);
    expect(invalid.length).toBeGreaterThan(2);
  });

  test.each([['1'], ['2']])('--only valid prints the valid lines as read (--jobs %s)', (jobs) => {
    const run = runCli(['check', '--only', 'valid', '--jobs', jobs], AWKWARD);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('');
    expect(run.stdout.equals(Buffer.concat(valid.map((line) => line.raw)))).toBe(true);
  });

  test('--only invalid prints the invalid lines, invalid UTF-8 and lone CR as read', () => {
    const run = runCli(['check', '--only', 'invalid'], AWKWARD);
    expect(run.status).toBe(1);
    expect(run.stdout.equals(Buffer.concat(invalid.map((line) => line.raw)))).toBe(true);
    expect(run.stdout.includes(Buffer.from([0xff]))).toBe(true);
  });

  test('--only valid on all-valid input exits 0; TEXT arguments are printed as given', () => {
    const run = runCli(['check', '--only', 'valid', 'http://a/', 'b c', 'urn:x']);
    expect(run.stdout.toString()).toBe('http://a/\nurn:x\n');
    expect(run.status).toBe(1);
    expect(runCli(['check', '--only', 'invalid'], 'http://a/\n').stdout.length).toBe(0);
    expect(runCli(['check', '--only', 'invalid'], 'http://a/\n').status).toBe(0);
  });

  test('--quiet prints the summary alone; --summary-to stderr leaves stdout empty', () => {
    const quiet = runCli(['check', '--quiet'], AWKWARD);
    expect(quiet.status).toBe(1);
    const [summary, ...rest] = jsonLines(quiet.stdout);
    expect(rest).toEqual([]);
    expect(summary).toMatchObject({
      lines: lines.length,
      valid: valid.length,
      invalid: invalid.length,
    });
    const toStderr = runCli(['check', '--quiet', '--summary-to', 'stderr'], AWKWARD);
    expect(toStderr.stdout.length).toBe(0);
    expect(JSON.parse(toStderr.stderr)).toEqual(summary);
  });

  test('--summary-to stderr: stdout holds only the answers, one JSON object a line', () => {
    const run = runCli(['check', '--summary-to', 'stderr'], AWKWARD);
    const records = jsonLines(run.stdout);
    expect(records).toHaveLength(lines.length);
    expect(records.every((record) => 'input' in record)).toBe(true);
    expect(JSON.parse(run.stderr)).toMatchObject({ lines: lines.length });
    const withOnly = runCli(['check', '--only', 'valid', '--summary-to', 'stderr'], AWKWARD);
    expect(withOnly.stdout.equals(Buffer.concat(valid.map((line) => line.raw)))).toBe(true);
    expect(JSON.parse(withOnly.stderr)).toMatchObject({ valid: valid.length });
  });

  test.each([
    [['--only', 'maybe'], '--only is valid or invalid'],
    [['--only', 'valid', '--quiet'], 'give --only or --quiet, not both'],
    [['--only', 'valid', '--format', 'text'], '--format does not apply'],
    [['--summary-to', 'file'], '--summary-to is stdout or stderr'],
  ])('%j is a usage error', (options, message) => {
    const run = runCli(['check', ...options], 'http://a/\n');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(message);
  });
});

describe('line and file', () => {
  test('each JSON answer to a line carries its line, counted from 1', () => {
    const run = runCli(['check'], AWKWARD);
    const records = jsonLines(run.stdout);
    expect(records.map((record) => record.line)).toEqual(records.map((_, i) => i + 1));
    expect(Object.keys(records[0]!)[0]).toBe('line');
    expect(records.some((record) => 'file' in record)).toBe(false);
  });

  test('with several --input files each answer names its file; lines count per file', () => {
    const first = join(dir, 'first.txt');
    const second = join(dir, 'second.txt');
    writeFileSync(first, 'http://a/\nb c\n');
    writeFileSync(second, 'http://x/\n');
    const records = jsonLines(runCli(['check', '--input', first, '--input', second]).stdout);
    expect(records.map((record) => [record.file, record.line, record.input])).toEqual([
      [first, 1, 'http://a/'],
      [first, 2, 'b c'],
      [second, 1, 'http://x/'],
    ]);
  });

  test('TEXT arguments have no line', () => {
    expect(jsonLines(runCli(['check', 'http://a/']).stdout)).toEqual([
      { input: 'http://a/', rule: 'URI-reference', valid: true },
    ]);
  });

  test('parse numbers its answers too, --format text does not', () => {
    const [record] = jsonLines(runCli(['parse'], 'http://a/\n').stdout);
    expect(record).toMatchObject({ line: 1, input: 'http://a/', host: 'a' });
    expect(runCli(['check', '--format', 'text'], 'http://a/\n').stdout.toString()).toBe(
      'valid    http://a/\n',
    );
  });
});

describe('the byte path answers as the string path does', () => {
  /** Lines mixing ASCII, CR, non-ASCII and malformed UTF-8, in a batch with LF line ends. */
  const piece = fc.oneof(
    fc.constantFrom(
      'http://a/',
      'b c',
      '',
      '\r',
      '%zz',
      'http://[::1]/',
      'é',
      '\u2028',
      '#',
      // What keeps a line from being its own JSON string body (check-batch.ts's NOT_AS_IS).
      '"',
      '\\',
      '\x7f',
      '\t',
    ),
    fc.string({ maxLength: 6 }),
    fc.uint8Array({ maxLength: 4 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  );
  const batch = fc
    .tuple(fc.array(fc.array(piece, { maxLength: 4 }), { maxLength: 12 }), fc.boolean())
    .map(([lines, crlf]) => {
      const parts = lines.map((parts) => Buffer.from(parts.join(''), 'latin1'));
      const ends = parts.map((part, i) =>
        crlf && i % 2 ? Buffer.from('\r\n') : Buffer.from('\n'),
      );
      return Buffer.concat(parts.flatMap((part, i) => [part, ends[i]!]));
    });

  const prepare = (argv: string[]): Prepared<LineResult> =>
    checkCommand.stream.prepare(parseArgs(argv, checkCommand.options)) as Prepared<LineResult>;
  const bytesOf = (output: LineResult['output']): Buffer =>
    typeof output === 'string' ? Buffer.from(output) : Buffer.from(output);

  /** The fast path's answers equal the string path's, for `check` with `options`. */
  function holdsForCheck(options: string[]): void {
    const prepared = prepare([...options, '--summary']);
    const bare = options[0] === '--only' || options[0] === '--quiet';
    // Where answers are numbered: no place, a first line just below a power of ten (the line
    // number gains a digit inside the batch), a file name with a quote or a bidi control (kept
    // escaped, as all output is).
    const place = fc.constantFrom<BatchContext>(
      {},
      { firstLine: 1, file: 'a"b' },
      { firstLine: 7 },
      { firstLine: 95 },
      { firstLine: 999_999_998, file: 'e\u202e.txt' },
    );
    fc.assert(
      fc.property(batch, fc.boolean(), place, (bytes, dropLastEnd, numbered) => {
        const input = dropLastEnd && bytes.length > 0 ? bytes.subarray(0, -1) : bytes;
        const context = bare ? {} : numbered;
        const fast = prepared.processBytes!(input, context);
        const lines = splitLines(decode(input));
        const slow = prepared.process(lines, context) as LineResult;
        expect(fast.ok).toBe(slow.ok);
        expect(fast.lines).toBe(slow.lines);
        expect(fast.counts).toEqual(slow.counts);
        if (!bare) expect(bytesOf(fast.output).toString()).toBe(bytesOf(slow.output).toString());
        if (options[0] === '--only') {
          // The string path prints decoded lines; the byte path the bytes they came from.
          const picked = grepLines(input).filter(
            (line) => isValid('URI-reference', line.text) === (options[1] === 'valid'),
          );
          expect(bytesOf(fast.output).equals(Buffer.concat(picked.map((l) => l.raw)))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  }

  test.each([
    [[]],
    [['--only', 'valid']],
    [['--only', 'invalid']],
    [['--quiet']],
    // Refused lines' JSON answers are written from the refusal's fields: other rules and
    // grammars (RFC 3987's expected lists name non-ASCII ranges) hold them to the records.
    [['--rule', 'URI']],
    [['--grammar', 'rfc3987']],
    [['--grammar', 'rfc2396', '--rule', 'absoluteURI']],
  ])('check %j, with --summary', (options) => {
    holdsForCheck(options);
  });

  test('check --abnf with a rule that takes "\"", "\\" and controls (no plain fast path)', () => {
    const abnf = join(dir, 'any-line.abnf');
    writeFileSync(abnf, 'line = *( %x01-09 / %x0B-0C / %x0E-7F / %x80-10FFFF )\n');
    holdsForCheck(['--abnf', abnf]);
    holdsForCheck(['--quiet', '--abnf', abnf]);
  });

  test("the CLI's plain character, as a predicate and as the line search, is one set", () => {
    for (let code = 0; code <= 0xffff; code++) {
      const character = String.fromCharCode(code);
      if (isPlainLine(character) !== isPlainJsonCharacter(code)) {
        expect([code, isPlainLine(character)]).toEqual([code, isPlainJsonCharacter(code)]);
      }
    }
    expect(isPlainLine('http://a/b?c')).toBe(true);
    expect(isPlainLine('a"b')).toBe(false);
  });

  test('the plain fast path is taken where every accepted line is plain, and only there', () => {
    const plain = (argv: string[]): boolean => {
      const args = parseArgs(argv, checkCommand.options);
      const chosen = grammarOrAbnfOption(args);
      return chosen.plainWhenValid(args.values.get('rule') ?? chosen.defaultRule);
    };
    const abnf = join(dir, 'quote.abnf');
    writeFileSync(abnf, 'quoted = DQUOTE *ALPHA DQUOTE\n');
    expect(plain([])).toBe(true);
    expect(plain(['--rule', 'IPv6address'])).toBe(true);
    expect(plain(['--grammar', 'rfc6874'])).toBe(true);
    expect(plain(['--grammar', 'rfc2396'])).toBe(true);
    // IRIs take characters above U+007F, and a grammar of one's own is not looked into.
    expect(plain(['--grammar', 'rfc3987'])).toBe(false);
    expect(plain(['--abnf', abnf])).toBe(false);
  });
});

describe('--jobs 2 writes what --jobs 1 writes, on awkward generated files', () => {
  let file: string;

  beforeAll(() => {
    // Several batches: generated references, long lines, CRLF, empty lines, invalid UTF-8.
    const lines = generateCorpus(20_000, 0x28).map((line) => Buffer.from(line));
    for (let i = 0; i < lines.length; i += 997) lines[i] = Buffer.from([0x68, 0xc3, 0x28, 0xff]);
    for (let i = 5; i < lines.length; i += 1999)
      lines[i] = Buffer.from(`http://a/${'p'.repeat(70_000)}`);
    for (let i = 9; i < lines.length; i += 301) lines[i] = Buffer.alloc(0);
    const text = Buffer.concat(
      lines.flatMap((line, i) => [line, Buffer.from(i % 3 === 0 ? '\r\n' : '\n')]),
    );
    file = join(dir, 'awkward.txt');
    writeFileSync(file, text.subarray(0, -1)); // no line end after the last line
  });

  test.each([
    [['check']],
    [['check', '--only', 'valid']],
    [['check', '--only', 'invalid']],
    [['check', '--quiet']],
    [['check', '--summary', '--rule', 'URI']],
  ])('%j', (command) => {
    const one = runCli([...command, '--jobs', '1', '--input', file]);
    const two = runCli([...command, '--jobs', '2', '--input', file]);
    expect(one.stderr).toBe('');
    expect(one.status).toBe(1);
    expect(two.stderr).toBe('');
    expect(two.status).toBe(1);
    expect(two.stdout.length).toBeGreaterThan(0);
    expect(two.stdout.equals(one.stdout)).toBe(true);
  });
});
