/**
 * The CLI in every grammar (issues 12 and 13): `--grammar` on check, parse, explain, resolve,
 * normalize and rules, the `to-uri` and `to-iri` commands of RFC 3987 3.1 and 3.2, and the
 * same answers from worker threads, which parse `--grammar` themselves.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GRAMMAR_NAMES, grammar } from '../../src';
import { assertBuilt, jsonLines, runCli } from './run-cli';

beforeAll(assertBuilt);

const ZONED = 'http://[fe80::1%25eth0]/';

describe('check --grammar', () => {
  test('a zone ID is valid under rfc6874 only', () => {
    const zoned = runCli(['check', '--grammar', 'rfc6874', ZONED]);
    expect(zoned.status).toBe(0);
    expect(jsonLines(zoned.stdout)).toEqual([{ input: ZONED, rule: 'URI-reference', valid: true }]);
    const plain = runCli(['check', ZONED]);
    expect(plain.status).toBe(1);
    expect(jsonLines(plain.stdout)[0]).toMatchObject({ valid: false, error: { offset: 15 } });
  });

  test('rfc3987 checks IRI-reference by default, and knows its own rule names', () => {
    const run = runCli(['check', '--grammar', 'rfc3987', 'http://résumé.example/', 'a\u{E000}']);
    expect(jsonLines(run.stdout)).toEqual([
      { input: 'http://résumé.example/', rule: 'IRI-reference', valid: true },
      expect.objectContaining({
        input: 'a\u{E000}',
        valid: false,
        error: expect.objectContaining({ offset: 1 }),
      }),
    ]);
    const query = runCli(['check', '--grammar', 'rfc3987', '--rule', 'iquery', '\u{E000}']);
    expect(query.status).toBe(0);
  });

  test('rfc2396 takes 999.1.1.1 as an IPv4address, which RFC 3986 does not', () => {
    const run = runCli(['check', '--grammar', 'rfc2396', '--rule', 'IPv4address', '999.1.1.1']);
    expect(run.status).toBe(0);
    expect(runCli(['check', '--rule', 'IPv4address', '999.1.1.1']).status).toBe(1);
  });

  test('an unknown grammar, or a rule of another grammar, is a usage error naming the valid ones', () => {
    const unknown = runCli(['check', '--grammar', 'rfc1738', 'x']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('the grammars are rfc3986, rfc3987, rfc6874, rfc2396');
    const foreign = runCli(['check', '--grammar', 'rfc2396', '--rule', 'absolute-URI', 'x']);
    expect(foreign.status).toBe(2);
    expect(foreign.stderr).toContain("'uri-grammar rules --grammar rfc2396' lists them");
  });
});

describe('rules --grammar', () => {
  test.each(GRAMMAR_NAMES)('%s lists every rule of its grammar, in order, with its RFC', (name) => {
    const run = runCli(['rules', '--grammar', name]);
    expect(run.status).toBe(0);
    const rows = jsonLines(run.stdout);
    const api = grammar(name);
    expect(rows.map((row) => row.name)).toEqual([...api.RULE_NAMES]);
    const rules = api.rules as unknown as Record<string, { rfc: string; abnf: string }>;
    for (const row of rows) {
      expect(row.abnf).toBe(rules[row.name as string]!.abnf);
      expect(row.rfc).toBe(rules[row.name as string]!.rfc);
    }
  });
});

describe('parse --grammar', () => {
  test('rfc2396 says whether the authority is server-based and gives the opaque part', () => {
    const [server, opaque] = jsonLines(
      runCli(['parse', '--grammar', 'rfc2396', 'http://999.1.1.1/a;p', 'mailto:x@y']).stdout,
    );
    expect(server).toMatchObject({ authorityKind: 'server', host: '999.1.1.1', path: '/a;p' });
    expect(opaque).toMatchObject({ opaquePart: 'x@y', authority: null, authorityKind: null });
  });

  test('rfc6874 gives the zone, rfc3987 the IRI host', () => {
    const [zoned] = jsonLines(runCli(['parse', '--grammar', 'rfc6874', ZONED]).stdout);
    expect(zoned).toMatchObject({ host: '[fe80::1%25eth0]', zone: 'eth0', hostKind: 'IPv6addrz' });
    const [iri] = jsonLines(
      runCli(['parse', '--grammar', 'rfc3987', 'http://résumé.example/ö']).stdout,
    );
    expect(iri).toMatchObject({ host: 'résumé.example', path: '/ö', hostKind: 'ireg-name' });
  });

  test('the default grammar prints exactly the RFC 3986 fields', () => {
    const [record] = jsonLines(runCli(['parse', 'http://a/']).stdout);
    expect(Object.keys(record!)).toEqual([
      'input',
      'valid',
      'scheme',
      'authority',
      'userinfo',
      'host',
      'port',
      'path',
      'query',
      'fragment',
      'hostKind',
    ]);
  });
});

describe('explain, resolve and normalize --grammar', () => {
  test('explain names RFC 2396 rules (hostname with a trailing dot)', () => {
    const [record] = jsonLines(runCli(['explain', '--grammar', 'rfc2396', 'http://a.b./x']).stdout);
    expect(JSON.stringify(record)).toContain('"rule":"hostname","start":7,"end":11');
  });

  test('resolve follows RFC 2396 5.2 step 6: ../../../g keeps its ".."', () => {
    const base = 'http://a/b/c/d;p?q';
    const old = jsonLines(
      runCli(['resolve', '--grammar', 'rfc2396', '--base', base, '../../../g']).stdout,
    );
    const now = jsonLines(runCli(['resolve', '--base', base, '../../../g']).stdout);
    expect(old[0]!.target).toBe('http://a/../g');
    expect(now[0]!.target).toBe('http://a/g');
  });

  test('normalize decodes iunreserved under rfc3987; rfc2396 has no normalization', () => {
    const [record] = jsonLines(
      runCli(['normalize', '--grammar', 'rfc3987', 'HTTP://example.org/%C3%A9']).stdout,
    );
    expect(record!.normalized).toBe('http://example.org/é');
    const refused = runCli(['normalize', '--grammar', 'rfc2396', 'http://a/']);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('RFC 2396 defines no normalization');
  });
});

describe('to-uri and to-iri (RFC 3987 3.1, 3.2)', () => {
  test('to-uri percent-encodes UTF-8, and with --idna converts the host by ToASCII', () => {
    const [plain] = jsonLines(runCli(['to-uri', 'http://résumé.example.org/ö']).stdout);
    expect(plain!.uri).toBe('http://r%C3%A9sum%C3%A9.example.org/%C3%B6');
    const [idna] = jsonLines(runCli(['to-uri', '--idna', 'http://résumé.example.org/']).stdout);
    expect(idna!.uri).toBe('http://xn--rsum-bpad.example.org/');
  });

  test('to-iri decodes UTF-8 and leaves what 3.2 keeps encoded (the section examples)', () => {
    const run = runCli([
      'to-iri',
      'http://www.example.org/D%C3%BCrst',
      'http://www.example.org/D%FCrst',
      'http://xn--99zt52a.example.org/%e2%80%ae',
    ]);
    expect(jsonLines(run.stdout).map((row) => row.iri)).toEqual([
      'http://www.example.org/Dürst',
      'http://www.example.org/D%FCrst',
      'http://xn--99zt52a.example.org/%E2%80%AE',
    ]);
  });

  test('an input that is not an IRI (to-uri) or a URI (to-iri) exits 1 with the offset', () => {
    const notIri = runCli(['to-uri', 'http://a b/']);
    expect(notIri.status).toBe(1);
    expect(jsonLines(notIri.stdout)[0]).toMatchObject({ valid: false, error: { offset: 8 } });
    const notUri = runCli(['to-iri', 'http://é/']);
    expect(notUri.status).toBe(1);
    expect(jsonLines(notUri.stdout)[0]).toMatchObject({ valid: false, error: { offset: 7 } });
  });
});

describe('worker threads read --grammar too', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'uri-grammar-grammars-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('check --grammar rfc3987 --jobs 2 writes what --jobs 1 writes', () => {
    const lines = Array.from({ length: 30_000 }, (_, i) =>
      i % 3 === 0 ? `http://é${i}.example/` : i % 3 === 1 ? `x:\u{E000}${i}` : `a b ${i}`,
    );
    const file = join(dir, 'iris.txt');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const one = runCli(['check', '--grammar', 'rfc3987', '--jobs', '1', '--input', file]);
    const two = runCli(['check', '--grammar', 'rfc3987', '--jobs', '2', '--input', file]);
    expect(two.stdout.equals(one.stdout)).toBe(true);
    const valid = jsonLines(one.stdout).filter((row) => row.valid).length;
    expect(valid).toBe(10_000);
  });
});
