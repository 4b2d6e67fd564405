/** The built `uri-grammar` binary, spawned as a user would run it (`npm test` builds first). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertBuilt, jsonLines, runCliText as run } from './run-cli';

beforeAll(assertBuilt);

describe('uri-grammar (no command)', () => {
  test('prints usage on stderr and exits 2', () => {
    const result = run([]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage: uri-grammar COMMAND');
  });

  test('--help lists every command and exits 0', () => {
    const result = run(['--help']);
    expect(result.status).toBe(0);
    for (const name of ['check', 'parse', 'explain', 'extract', 'rules', 'demo']) {
      expect(result.stdout).toContain(`  ${name}`);
    }
  });

  test('an unknown command is a usage error', () => {
    const result = run(['frobnicate']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('unknown command "frobnicate"');
  });
});

describe('check', () => {
  test('arguments: one JSON object per input, exit 1 when any is invalid', () => {
    const result = run(['check', '--rule', 'URI', 'http://a b', 'http://example.com/']);
    expect(result.status).toBe(1);
    const [bad, good] = jsonLines(result.stdout);
    expect(bad).toEqual({
      input: 'http://a b',
      rule: 'URI',
      valid: false,
      error: expect.objectContaining({ offset: 8, message: expect.stringContaining('offset 8') }),
    });
    expect(good).toEqual({ input: 'http://example.com/', rule: 'URI', valid: true });
  });

  test('stdin: one input per line, exit 0 when all are valid, default rule URI-reference', () => {
    const result = run(['check'], 'http://a\r\n../b\n\n');
    expect(result.status).toBe(0);
    expect(jsonLines(result.stdout).map((record) => [record.input, record.rule])).toEqual([
      ['http://a', 'URI-reference'],
      ['../b', 'URI-reference'],
      ['', 'URI-reference'],
    ]);
  });

  test('--format text puts a caret under the offending character', () => {
    const result = run(['check', '--format', 'text', '--rule', 'IPv6address', '1::2::3']);
    expect(result.status).toBe(1);
    const [line, marker] = result.stdout.split('\n');
    expect(line).toBe('invalid  1::2::3');
    expect(marker!.indexOf('^')).toBe('invalid  '.length + 5);
  });

  test.each([
    [['check', '--rule', 'nope', 'x'], 'unknown rule "nope"'],
    [['check', '--rule'], '--rule needs a value'],
    [['check', '--frob', 'x'], 'unknown option --frob'],
    [['check', '--format', 'xml', 'x'], '--format is json or text'],
  ])('usage error %j', (args, reason) => {
    const result = run(args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(reason);
    expect(result.stdout).toBe('');
  });

  test('--help', () => {
    const result = run(['check', '--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('uri-grammar check [--grammar NAME] [--rule NAME]');
  });
});

describe('parse', () => {
  test('absent components are null, empty ones ""', () => {
    const result = run(['parse', 'http://a?', '//[::1]:8080/x#']);
    expect(result.status).toBe(0);
    const [first, second] = jsonLines(result.stdout);
    expect(first).toEqual({
      input: 'http://a?',
      valid: true,
      scheme: 'http',
      authority: 'a',
      userinfo: null,
      host: 'a',
      port: null,
      path: '',
      query: '',
      fragment: null,
      hostKind: 'reg-name',
    });
    expect(second).toMatchObject({
      scheme: null,
      host: '[::1]',
      port: '8080',
      fragment: '',
      hostKind: 'IPv6address',
    });
  });

  test('invalid input reports the offset; --rule URI refuses a relative reference', () => {
    const result = run(['parse', '--rule', 'URI', '../x']);
    expect(result.status).toBe(1);
    expect(jsonLines(result.stdout)[0]).toMatchObject({
      valid: false,
      error: { offset: 0, rule: 'URI' },
    });
  });

  test('--format text', () => {
    const result = run(['parse', '--format', 'text', 'a:b']);
    expect(result.stdout).toMatch(/^ {2}scheme +a$/m);
    expect(result.stdout).toMatch(/^ {2}query +\(absent\)$/m);
  });
});

describe('explain', () => {
  test('text: every named rule with its span, indented', () => {
    const result = run(['explain', '--format', 'text', '--rule', 'URI', 'http://[::1]:80/a']);
    expect(result.status).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('URI 0-17 "http://[::1]:80/a"');
    expect(lines).toContain('          IPv6address 8-11 "::1"');
    expect(lines).toContain('      port 13-15 "80"');
  });

  test('json: a nested tree with text', () => {
    const result = run(['explain', '--rule', 'host', '1.2.3.4']);
    const tree = jsonLines(result.stdout)[0]!.tree as {
      rule: string;
      children: { rule: string }[];
    };
    expect(tree.rule).toBe('host');
    expect(tree.children.map((child) => child.rule)).toEqual(['IPv4address']);
  });
});

describe('rules', () => {
  test('every rule as JSON with its ABNF and section', () => {
    const records = jsonLines(run(['rules']).stdout);
    expect(records).toHaveLength(39);
    expect(records[0]).toMatchObject({ name: 'URI', section: '3' });
    expect(records.find((record) => record.name === 'dec-octet')).toHaveProperty('peg');
  });

  test('named rules as text', () => {
    const result = run(['rules', '--format', 'text', 'h16']);
    expect(result.stdout).toContain('h16           = 1*4HEXDIG');
  });
});

describe('extract', () => {
  test('the RFC 3986 Appendix C example', () => {
    const text = [
      'Yes, Jim, I found it under "http://www.w3.org/Addressing/",',
      'but you can probably pick it up from <ftp://foo.example.',
      'com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/',
      'ietf/uri/historical.html#WARNING>.',
    ].join('\n');
    const result = run(['extract'], text);
    expect(result.status).toBe(0);
    expect(jsonLines(result.stdout).map((record) => [record.uri, record.line])).toEqual([
      ['http://www.w3.org/Addressing/', 1],
      ['ftp://foo.example.com/rfc/', 2],
      ['http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING', 3],
    ]);
  });

  test('links by default; --schemes all takes every URI, a list filters by scheme', () => {
    const text = 'See [docs](https://example.com/docs), util.c:330 and mailto:a@b.example.';
    const found = (args: string[]): unknown[] =>
      jsonLines(run(['extract', ...args], text).stdout).map((record) => record.uri);
    expect(found([])).toEqual(['https://example.com/docs', 'mailto:a@b.example']);
    expect(found(['--schemes', 'all'])).toEqual([
      'https://example.com/docs',
      'util.c:330',
      'mailto:a@b.example',
    ]);
    expect(found(['--schemes', 'mailto,ftp'])).toEqual(['mailto:a@b.example']);
    expect(run(['extract', '--schemes', 'a b'], text).status).toBe(2);
    expect(run(['extract', '--grammar', 'rfc2396'], text).status).toBe(2);
  });

  test('--grammar rfc3987 finds IRIs', () => {
    const result = run(['extract', '--grammar', 'rfc3987', 'voir', 'http://résumé.example/ö.']);
    expect(jsonLines(result.stdout).map((record) => record.uri)).toEqual([
      'http://résumé.example/ö',
    ]);
  });

  test('several --inputs: each record names its input, and line and offsets count in it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-'));
    try {
      const a = join(dir, 'a.md');
      const b = join(dir, 'b.txt');
      writeFileSync(a, 'one\ntwo [t](https://a.example/x)\n');
      writeFileSync(b, 'man ⟨https://b.example/\n  y⟩\n');
      const result = run(['extract', '--input', a, '--input', b, '--summary']);
      const records = jsonLines(result.stdout);
      expect(records).toEqual([
        {
          input: a,
          uri: 'https://a.example/x',
          start: 12,
          end: 31,
          delimiter: 'parentheses',
          line: 2,
          column: 9,
        },
        {
          input: b,
          uri: 'https://b.example/y',
          start: 5,
          end: 27,
          delimiter: 'angle-brackets',
          line: 1,
          column: 6,
        },
        { lines: 4, uris: 2 },
      ]);
      const text = run(['extract', '--format', 'text', '--input', a, '--input', b]).stdout;
      expect(text).toBe(`${a}:2:9 https://a.example/x\n${b}:1:6 https://b.example/y\n`);
      // One input: as before, no name.
      expect(jsonLines(run(['extract', '--input', a]).stdout)[0]).not.toHaveProperty('input');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('bare URIs lose sentence punctuation; no URI exits 1', () => {
    expect(jsonLines(run(['extract', 'see', 'http://a/b.']).stdout)[0]).toMatchObject({
      uri: 'http://a/b',
    });
    expect(run(['extract', 'Note:', 'nothing', 'here']).status).toBe(1);
  });
});

describe('demo', () => {
  test('shows the PEG traps and the components', () => {
    const result = run(['demo']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/IPv6address {2}a:: +valid/);
    expect(result.stdout).toMatch(/host {2}1\.2\.3\.4\.5 +valid \(reg-name\)/);
    expect(result.stdout).toContain('the tree and the fast split give the same components: true');
  });
});
