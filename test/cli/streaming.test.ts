/**
 * The streaming commands at scale (issue 17), through the built binary: `--jobs N` writes the
 * bytes `--jobs 1` writes and exits the same; `--input` reads files (gzip too) and stdin in the
 * order given; `--summary` closes with the counts; nothing but results reaches stdout.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type AuditReport, audit, loadPeer } from '../../src/audit';
import { decode, splitLines } from '../../src/cli/lines';
import { generateCorpus } from '../bench/generated';
import { assertBuilt, jsonLines, runCli } from './run-cli';

let dir: string;
/** Several 64 KiB batches of generated references with the awkward lines among them. */
let corpusFile: string;
let corpusText: string;

const AWKWARD = [
  'http://good.example\r@evil.example/',
  'http://a/\u001b]0;title\u0007',
  'http://a/\u202eevil',
  'http://a/\u0085\u2028',
  '',
  'http://a/é',
  `http://a/${'b'.repeat(100_000)}`,
  '\r',
];

beforeAll(() => {
  assertBuilt();
  dir = mkdtempSync(join(tmpdir(), 'uri-grammar-streaming-'));
  const lines = generateCorpus(6000, 0x5eed);
  AWKWARD.forEach((line, i) => lines.splice(i * 700, 0, line));
  // CRLF on some lines, and no line end after the last.
  corpusText = lines.map((line, i) => (i % 5 === 0 ? `${line}\r\n` : `${line}\n`)).join('');
  corpusText = corpusText.slice(0, -1);
  corpusFile = join(dir, 'corpus.txt');
  writeFileSync(corpusFile, corpusText);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('--jobs N writes what --jobs 1 writes', () => {
  test.each([
    [['check']],
    [['check', '--format', 'text']],
    [['check', '--rule', 'URI', '--summary']],
    [['parse', '--summary']],
    [['normalize', '--level', 'syntax']],
    [['inspect', '--summary']],
    [['resolve', '--base', 'http://a/b/c/d;p?q']],
    [['explain', '--format', 'text']],
  ])('%j', (command) => {
    const one = runCli([...command, '--jobs', '1', '--input', corpusFile]);
    const three = runCli([...command, '--jobs', '3', '--input', corpusFile]);
    expect(one.stderr).toBe('');
    expect(one.status).toBe(1);
    expect(three.status).toBe(one.status);
    expect(three.stderr).toBe('');
    expect(three.stdout.equals(one.stdout)).toBe(true);
  });

  test('stdin and --input give the same bytes', () => {
    const fromStdin = runCli(['check', '--jobs', '2'], corpusText);
    const fromFile = runCli(['check', '--jobs', '1', '--input', corpusFile]);
    expect(fromStdin.stdout.equals(fromFile.stdout)).toBe(true);
  });

  test('one result per line: LF and CRLF end lines, a lone CR does not', () => {
    const records = jsonLines(runCli(['check', '--jobs', '2', '--input', corpusFile]).stdout);
    const expected = corpusText.split('\n').map((line) => line.replace(/\r$/, ''));
    expect(records.map((record) => record.input)).toEqual(expected);
  });

  test('extract over many blocks: the same URIs, lines and offsets', () => {
    // Running text with URIs in angle brackets broken across lines and a stray "<".
    const paragraphs = generateCorpus(3000, 7).map((uri, i) =>
      i % 3 === 0
        ? `see <${uri.slice(0, 10)}\n  ${uri.slice(10)}> and`
        : i % 3 === 1
          ? `"${uri}", and < not a tag`
          : `${uri}.`,
    );
    const text = paragraphs.join('\n');
    const file = join(dir, 'text.txt');
    writeFileSync(file, text);
    const one = runCli(['extract', '--jobs', '1', '--input', file]);
    const two = runCli(['extract', '--jobs', '2', '--summary'], text);
    const records = jsonLines(one.stdout);
    expect(records.length).toBeGreaterThan(1000);
    for (const record of records.slice(0, 200)) {
      const { uri, start, end, line, column } = record as {
        uri: string;
        start: number;
        end: number;
        line: number;
        column: number;
      };
      if (record.delimiter !== 'angle-brackets') expect(text.slice(start, end)).toBe(uri);
      const lineStart = text.lastIndexOf('\n', start - 1) + 1;
      expect(text.slice(0, lineStart).split('\n').length).toBe(line);
      expect(start - lineStart + 1).toBe(column);
    }
    const twoLines = two.stdout.toString().trimEnd().split('\n');
    expect(JSON.parse(twoLines.pop()!)).toEqual({
      lines: text.split('\n').length,
      uris: records.length,
    });
    expect(`${twoLines.join('\n')}\n`).toBe(one.stdout.toString());
  });
});

describe('--input', () => {
  test('gzip files, plain files and stdin, in the order given', () => {
    const gz = join(dir, 'corpus.txt.gz');
    writeFileSync(gz, gzipSync(readFileSync(corpusFile)));
    const first = join(dir, 'first.txt');
    writeFileSync(first, 'http://first/\nno line end');
    const run = runCli(
      ['check', '--jobs', '2', '--input', first, '--input', '-', '--input', gz],
      'http://from-stdin/\n',
    );
    const inputs = jsonLines(run.stdout).map((record) => record.input);
    expect(inputs.slice(0, 3)).toEqual(['http://first/', 'no line end', 'http://from-stdin/']);
    const alone = jsonLines(runCli(['check', '--input', corpusFile]).stdout);
    expect(inputs.slice(3)).toEqual(alone.map((record) => record.input));
  });

  test.each([
    [['check', '--input', 'no/such/file'], '--input no/such/file: no such file'],
    [['check', '--input', '.'], '--input .: not a file'],
    [['check', '--input', '-', '--input', '-'], '--input - (stdin) can be given once'],
    [['check', '--input', 'x', 'TEXT'], 'give TEXT arguments or --input, not both'],
    [['check', '--jobs', '0', 'x'], '--jobs takes a whole number from 1 to 256, not "0"'],
    [['check', '--jobs', '1.5', 'x'], '--jobs takes a whole number'],
    [['parse', '--jobs'], '--jobs needs a value'],
  ])('usage error %j', (args, reason) => {
    const run = runCli(args);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(reason);
    expect(run.stdout.length).toBe(0);
  });

  test('a corrupt gzip file: the lines before it, then a message and status 2', () => {
    const broken = join(dir, 'broken.gz');
    const whole = gzipSync(readFileSync(corpusFile));
    writeFileSync(broken, whole.subarray(0, whole.length >> 1));
    const run = runCli(['check', '--jobs', '2', '--input', broken]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^uri-grammar: .*broken\.gz: cannot read it: Z_BUF_ERROR/);
    expect(run.stderr).not.toContain('    at ');
    // The lines before the break, in order, as far as the file could be read.
    const inputs = jsonLines(run.stdout).map((record) => record.input);
    const expected = corpusText.split('\n').map((line) => line.replace(/\r$/, ''));
    expect(inputs.length).toBeGreaterThan(1000);
    expect(inputs).toEqual(expected.slice(0, inputs.length));
  });
});

describe('--summary', () => {
  test('a closing JSON line of counts that agrees with the lines before it', () => {
    const run = runCli(['check', '--summary', '--jobs', '2', '--input', corpusFile]);
    const records = jsonLines(run.stdout);
    const summary = records.pop() as {
      lines: number;
      valid: number;
      invalid: number;
      invalidBy: Record<string, Record<string, number>>;
    };
    expect(summary.lines).toBe(records.length);
    expect(summary.valid).toBe(records.filter((record) => record.valid === true).length);
    expect(summary.invalid).toBe(summary.lines - summary.valid);
    const reasons = summary.invalidBy['URI-reference']!;
    expect(Object.values(reasons).reduce((sum, count) => sum + count, 0)).toBe(summary.invalid);
    expect(reasons['CR in userinfo']).toBe(1);
    expect(reasons['space in path']).toBeGreaterThan(0);
  });

  test('inspect also counts its findings by code; empty input gives zero counts', () => {
    const run = runCli(['inspect', '--summary', 'http://u:p@a:25/%2e%2e/'], '');
    expect(jsonLines(run.stdout).pop()).toEqual({
      lines: 1,
      valid: 1,
      invalid: 0,
      invalidBy: {},
      findings: { 'encoded-dot-segment': 1, 'userinfo-password': 1, 'well-known-port': 1 },
    });
    expect(jsonLines(runCli(['check', '--summary']).stdout)).toEqual([
      { lines: 0, valid: 0, invalid: 0, invalidBy: {} },
    ]);
  });
});

describe('audit in batches', () => {
  test('--jobs 2 gives the report --jobs 1 gives, text and JSON', () => {
    const lines = corpusText.split('\n').slice(0, 2500).join('\n');
    const file = join(dir, 'audit.txt');
    writeFileSync(file, lines);
    for (const format of [[], ['--json']]) {
      const one = runCli(['audit', '--peer', 'node-url', ...format, '--jobs', '1', file]);
      const two = runCli([
        'audit',
        '--peer',
        'node-url',
        ...format,
        '--jobs',
        '2',
        '--input',
        file,
      ]);
      expect(one.status).toBe(1);
      expect(two.status).toBe(1);
      expect(two.stdout.equals(one.stdout)).toBe(true);
    }
  });

  test('--grammar all picks each grammar from the whole input, as one audit() pass does', async () => {
    const file = join(dir, 'audit-all.txt');
    writeFileSync(file, corpusText);
    // The inputs as the CLI reads them (CRLF ends a line; bytes decoded as UTF-8).
    const lines = splitLines(decode(Buffer.from(corpusText)));
    expect(Buffer.byteLength(corpusText)).toBeGreaterThan(2 * 64 * 1024);
    const run = runCli([
      'audit',
      '--peer',
      'node-url',
      '--grammar',
      'all',
      '--json',
      '--jobs',
      '2',
      file,
    ]);
    expect(run.status).toBe(1);
    const expected = await audit(lines, [loadPeer('node-url')], {
      grammar: 'all',
      keepExamples: 100,
    });
    const report = JSON.parse(run.stdout.toString()) as AuditReport;
    expect(report.peers[0]!.byGrammar).toBeDefined();
    expect(report).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  test('--grammar takes a grammar name or all, and nothing else', () => {
    const run = runCli(['audit', '--peer', 'node-url', '--grammar', 'rfc1738'], 'http://a/\n');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--grammar is rfc3986, rfc3987, rfc6874, rfc2396 or all');
  });

  test('empty stdin still audits the built-in corpus', () => {
    const run = runCli(['audit', '--peer', 'node-url', '--json']);
    const report = JSON.parse(run.stdout.toString()) as { peers: { inputs: number }[] };
    expect(report.peers[0]!.inputs).toBeGreaterThan(100);
  });
});

describe('progress', () => {
  test('never on stderr when stderr is not a terminal', () => {
    const run = runCli(['check', '--jobs', '2', '--input', corpusFile]);
    expect(run.stderr).toBe('');
  });
});
