/**
 * RFC 8089 ("file") read from its text: section 2's rules as printed, the examples of Appendices
 * E and F (local and non-local forms), each PEG override's witness (exhaustive.test.ts runs the trap search);
 * host or local; conversion to and from POSIX and Windows paths, against Python's and Go's test
 * vectors (test/fixtures/schemes/file-path-vectors.json, sources beside it); round trips.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { DESCRIPTION, NONSTANDARD_DESCRIPTION } from '../../../grammar/schemes/file';
import { FILE_DEFINITION, fileUriToPath, pathToFileUri } from '../../../src/uri-schemes/file';
import { UriSyntaxError } from '../../../src';
import { removePageBreaks } from '../../oracle/abnf-regex';
import {
  oracleFile,
  oracleFileNonstandard,
  RFC8089_PATH,
  rfc8089AppendixFRules,
  rfc8089Rules,
  SCHEME_FIXTURES,
} from '../../oracle/mailto-data-file-oracles';
import { printed } from '../../support/rfc-sections';
import { compiled, g, n, nonstandard, NONSTANDARD_SAMPLES, VALID_SAMPLES } from './support';

const RFC_TEXT = removePageBreaks(readFileSync(RFC8089_PATH, 'utf8'));

describe('the grammar', () => {
  it('section 2 rules carry their ABNF as printed; Appendix F rules theirs', () => {
    for (const rule of rfc8089Rules()) {
      expect(compiled.rules[rule.name as 'file-URI']).toMatchObject({
        rfc: 'RFC 8089',
        section: '2',
      });
      expect(compiled.rules[rule.name as 'file-URI'].abnf).toBe(printed(rule.lines, 6));
    }
    for (const rule of rfc8089AppendixFRules()) {
      expect(nonstandard.rules[rule.name as 'file-URI'].abnf).toBe(printed(rule.lines, 6));
    }
  });

  it.each([
    // file-auth: "localhost" is a prefix of a reg-name.
    ['file://localhost.example/x', true, true],
    ['file://localhosts/x', true, true],
    // auth-path, local-path: path-absolute reads "/c" of "/c|/x".
    ['file:///c|/x', false, true],
    ['file:/c|/x', false, true],
    // unc-authority's third slash begins the path ("///A//").
    ['file://///A//', false, true],
    ['file://///', false, true],
    // file-host: inline-IP is a prefix of a reg-name (found by the differential, not traps()).
    ['file:////%5Bv1.x%5Dh/p', false, true],
    ['file:////%5B::1%5D/p', false, true],
    ['file:////1.2.3.4.5/p', false, true],
  ])('the override witness %s: section 2 %s, Appendix F %s', (uri, section2, appendixF) => {
    expect(g.isValid('file-URI', uri)).toBe(section2);
    expect(oracleFile.matches('file-URI', uri)).toBe(section2);
    expect(n.isValid('file-URI', uri)).toBe(appendixF);
    expect(oracleFileNonstandard.matches('file-URI', uri)).toBe(appendixF);
    expect(n.check('file-URI', uri).ok).toBe(appendixF);
  });

  it('a file-URI has no query (section 2 names none)', () => {
    const result = g.check('file-URI', 'file:///a?b');
    expect(result.ok ? null : result.error.offset).toBe(9);
  });
});

describe('the examples of RFC 8089 Appendices E and F', () => {
  const quoted = [...RFC_TEXT.matchAll(/"(file:[^"\s]*)"/g)].map((m) => m[1]!);

  it('hold the forms the appendices list', () => {
    expect(quoted).toEqual(
      expect.arrayContaining([
        'file:c:/path/to/file',
        'file:///c|/path/to/file',
        'file:/c|/path/to/file',
        'file:c|/path/to/file',
        'file:////host.example.com/path/to/file',
        'file://///host.example.com/path/to/file',
        'file:///path/to/file',
        'file:/path/to/file',
        'file://host.example.com/path/to/file',
      ]),
    );
  });

  it.each([
    ['file:///path/to/file', true, '/path/to/file', '\\path\\to\\file'],
    ['file:/path/to/file', true, '/path/to/file', '\\path\\to\\file'],
    ['file://host.example.com/path/to/file', true, null, '\\\\host.example.com\\path\\to\\file'],
    ['file:c:/path/to/file', false, '/c:/path/to/file', 'c:\\path\\to\\file'],
    ['file:///c|/path/to/file', false, '/c|/path/to/file', 'c:\\path\\to\\file'],
    ['file:/c|/path/to/file', false, '/c|/path/to/file', 'c:\\path\\to\\file'],
    ['file:c|/path/to/file', false, '/c|/path/to/file', 'c:\\path\\to\\file'],
    ['file:////host.example.com/path/to/file', false, null, '\\\\host.example.com\\path\\to\\file'],
    [
      'file://///host.example.com/path/to/file',
      false,
      null,
      '\\\\host.example.com\\path\\to\\file',
    ],
  ])('%s: section 2 %s; POSIX %j, Windows %j', (uri, section2, posix, windows) => {
    expect(g.isValid('file-URI', uri)).toBe(section2);
    expect(n.isValid('file-URI', uri)).toBe(true);
    const nonstandardOption = !section2;
    if (posix === null) {
      expect(() => fileUriToPath(uri, { nonstandard: nonstandardOption })).toThrow(TypeError);
    } else if (!uri.includes('|')) {
      expect(fileUriToPath(uri, { nonstandard: nonstandardOption })).toBe(posix);
    }
    expect(fileUriToPath(uri, { windows: true, nonstandard: nonstandardOption })).toBe(windows);
    if (!section2) expect(() => fileUriToPath(uri, { windows: true })).toThrow(UriSyntaxError);
  });

  it('E.3.1: the UNC string \\\\host.example.com\\Share\\path\\to\\file.txt', () => {
    expect(RFC_TEXT).toContain('file://host.example.com/Share/path/to/file.txt');
    expect(
      pathToFileUri('\\\\host.example.com\\Share\\path\\to\\file.txt', { windows: true }),
    ).toBe('file://host.example.com/Share/path/to/file.txt');
  });
});

describe('components: host or local', () => {
  it.each([
    ['file:///x', '', true],
    ['file:/x', '', true],
    ['file://localhost/x', 'localhost', true],
    ['file://LocalHost/x', 'LocalHost', true],
    ['file://localhost.example/x', 'localhost.example', false],
    ['file://h.example/x', 'h.example', false],
    ['file://[::1]/x', '[::1]', false],
  ])('%s: host %j, local %s', (uri, host, local) => {
    expect(FILE_DEFINITION.components(uri, 'file')).toEqual({ host, local, path: '/x' });
  });
});

describe('Python and Go test vectors (file-path-vectors.json)', () => {
  interface Vector {
    source: string;
    direction: 'uri-to-path' | 'path-to-uri';
    windows: boolean;
    uri: string;
    path: string | null;
    nonstandard?: boolean;
    departure?: string;
  }
  const vectors = JSON.parse(
    readFileSync(join(SCHEME_FIXTURES, 'file-path-vectors.json'), 'utf8'),
  ) as Vector[];

  it('92 cases from both, 18 where RFC 8089 decides otherwise', () => {
    expect(vectors).toHaveLength(92);
    expect(vectors.filter((v) => v.departure)).toHaveLength(18);
  });

  it.each(vectors.filter((v) => !v.departure).map((v) => [v.direction, v.uri, v.path, v] as const))(
    '%s %s <-> %j',
    (direction, uri, path, v) => {
      const options = { windows: v.windows, nonstandard: v.nonstandard ?? false };
      if (direction === 'path-to-uri') {
        expect(pathToFileUri(path!, { windows: v.windows })).toBe(uri);
      } else if (path === null) {
        expect(() => fileUriToPath(uri, options)).toThrow();
      } else {
        expect(fileUriToPath(uri, options)).toBe(path);
      }
    },
  );

  it.each(
    vectors.filter((v) => v.departure).map((v) => [v.direction, v.uri, v.departure!, v] as const),
  )('departure: %s %s (%s)', (direction, uri, _why, v) => {
    if (direction === 'path-to-uri') {
      let answer: string | Error;
      try {
        answer = pathToFileUri(v.path!, { windows: v.windows });
      } catch (error) {
        answer = error as Error;
      }
      expect(answer).not.toBe(uri);
    } else {
      expect(() =>
        fileUriToPath(uri, { windows: v.windows, nonstandard: v.nonstandard ?? false }),
      ).toThrow();
    }
  });
});

describe('bad input', () => {
  it.each([
    [() => fileUriToPath(42 as never)],
    [() => fileUriToPath('file:///a', null as never)],
    [() => fileUriToPath('file:///a%00b')],
    [() => fileUriToPath('file:///a%FFb')],
    [() => fileUriToPath('file:///a%5Cb', { windows: true })],
    [() => pathToFileUri('relative')],
    [() => pathToFileUri('/a\0b')],
    [() => pathToFileUri('/a\uD800')],
    [() => pathToFileUri('C:relative', { windows: true })],
    [() => pathToFileUri('\\\\.\\device', { windows: true })],
    [() => pathToFileUri('\\\\host', { windows: true })],
    [() => pathToFileUri('\\C:\\x', { windows: true })],
  ])('%# is a clear error', (call) => {
    expect(call).toThrow(Error);
  });

  it('a URI that is not a file-URI is a UriSyntaxError with its offset', () => {
    let error: unknown;
    try {
      fileUriToPath('file://h/a b');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UriSyntaxError);
    expect((error as UriSyntaxError).offset).toBe(10);
  });
});

describe('round trips', () => {
  const segment = fc
    .array(fc.oneof(fc.constantFrom(..."aZ09 ._-~%#?:@!$&'()*+,;=é"), fc.constant('\u{1F600}')), {
      maxLength: 6,
    })
    .map((a) => a.join(''));

  it('POSIX: path to URI and back', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        fc.pre(segments[0] !== '' || segments.length === 1);
        const path = `/${segments.join('/')}`;
        const uri = pathToFileUri(path);
        expect(oracleFile.matches('file-URI', uri)).toBe(true);
        expect(fileUriToPath(uri)).toBe(path);
      }),
      { numRuns: 500 },
    );
  });

  const windowsSegment = segment.map((s) => s.replace(/[:*?"<>|]/g, '_'));
  it('Windows: drive paths, rooted paths and UNC paths to URI and back', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc
            .tuple(fc.constantFrom('C:', 'd:', 'Z:'), fc.array(windowsSegment, { maxLength: 4 }))
            .map(([drive, segments]) => `${drive}\\${segments.join('\\')}`),
          fc
            .tuple(
              fc.constantFrom('host', 'h.example', '1.2.3.4'),
              fc
                .array(windowsSegment, { minLength: 1, maxLength: 4 })
                .filter((segments) => segments[0] !== ''),
            )
            .map(([host, segments]) => `\\\\${host}\\${segments.join('\\')}`),
          fc
            .array(windowsSegment, { minLength: 1, maxLength: 4 })
            .filter((segments) => !/^[A-Za-z]:$/.test(segments[0]!) && segments[0] !== '')
            .map((segments) => `\\${segments.join('\\')}`),
        ),
        (path) => {
          const uri = pathToFileUri(path, { windows: true });
          expect(oracleFile.matches('file-URI', uri)).toBe(true);
          expect(fileUriToPath(uri, { windows: true })).toBe(path);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the samples the other tests draw from', () => {
  it('every sample is valid by the oracle and by isValid', () => {
    for (const [name, samples] of Object.entries(VALID_SAMPLES)) {
      for (const sample of samples) {
        expect({
          name,
          sample,
          ok: oracleFile.matches(name, sample) && g.isValid(name as never, sample),
        }).toEqual({ name, sample, ok: true });
      }
    }
    for (const [name, samples] of Object.entries(NONSTANDARD_SAMPLES)) {
      for (const sample of samples) {
        expect({
          name,
          sample,
          ok: oracleFileNonstandard.matches(name, sample) && n.isValid(name as never, sample),
        }).toEqual({ name, sample, ok: true });
      }
    }
  });

  it('the descriptions are named file and file-nonstandard', () => {
    expect([DESCRIPTION.name, NONSTANDARD_DESCRIPTION.name]).toEqual(['file', 'file-nonstandard']);
  });
});
