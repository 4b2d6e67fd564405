/**
 * RFC 3986 5.2 reference resolution: the RFC 5.4 examples (typed here from the RFC, and
 * checked against both the RFC text and the corpus), every entry of
 * test/fixtures/resolution.json, and the 5.2.3 and 5.2.4 routines on their own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '../../src/components';
import { UriSyntaxError } from '../../src/errors';
import { normalize } from '../../src/normalize';
import { mergePaths, removeDotSegments, resolve, resolveComponents } from '../../src/resolve';
import { isValid } from '../../src/validate';

const RFC_BASE = 'http://a/b/c/d;p?q';

/** RFC 3986 5.4.1, typed from the RFC. */
const NORMAL_EXAMPLES: readonly (readonly [string, string])[] = [
  ['g:h', 'g:h'],
  ['g', 'http://a/b/c/g'],
  ['./g', 'http://a/b/c/g'],
  ['g/', 'http://a/b/c/g/'],
  ['/g', 'http://a/g'],
  ['//g', 'http://g'],
  ['?y', 'http://a/b/c/d;p?y'],
  ['g?y', 'http://a/b/c/g?y'],
  ['#s', 'http://a/b/c/d;p?q#s'],
  ['g#s', 'http://a/b/c/g#s'],
  ['g?y#s', 'http://a/b/c/g?y#s'],
  [';x', 'http://a/b/c/;x'],
  ['g;x', 'http://a/b/c/g;x'],
  ['g;x?y#s', 'http://a/b/c/g;x?y#s'],
  ['', 'http://a/b/c/d;p?q'],
  ['.', 'http://a/b/c/'],
  ['./', 'http://a/b/c/'],
  ['..', 'http://a/b/'],
  ['../', 'http://a/b/'],
  ['../g', 'http://a/b/g'],
  ['../..', 'http://a/'],
  ['../../', 'http://a/'],
  ['../../g', 'http://a/g'],
];

/** RFC 3986 5.4.2, typed from the RFC; `http:g` is the strict reading. */
const ABNORMAL_EXAMPLES: readonly (readonly [string, string])[] = [
  ['../../../g', 'http://a/g'],
  ['../../../../g', 'http://a/g'],
  ['/./g', 'http://a/g'],
  ['/../g', 'http://a/g'],
  ['g.', 'http://a/b/c/g.'],
  ['.g', 'http://a/b/c/.g'],
  ['g..', 'http://a/b/c/g..'],
  ['..g', 'http://a/b/c/..g'],
  ['./../g', 'http://a/b/g'],
  ['./g/.', 'http://a/b/c/g/'],
  ['g/./h', 'http://a/b/c/g/h'],
  ['g/../h', 'http://a/b/c/h'],
  ['g;x=1/./y', 'http://a/b/c/g;x=1/y'],
  ['g;x=1/../y', 'http://a/b/c/y'],
  ['g?y/./x', 'http://a/b/c/g?y/./x'],
  ['g?y/../x', 'http://a/b/c/g?y/../x'],
  ['g#s/./x', 'http://a/b/c/g#s/./x'],
  ['g#s/../x', 'http://a/b/c/g#s/../x'],
  ['http:g', 'http:g'],
];

/** The backward-compatible answer to `http:g` (5.4.2). */
const NON_STRICT_EXAMPLE = ['http:g', 'http://a/b/c/g'] as const;

interface ResolutionEntry {
  readonly base: string;
  readonly reference: string;
  readonly expected: string | null;
  readonly strict: boolean;
  readonly source: string;
  readonly section?: string;
  readonly note?: string;
  readonly rfc3986_literal?: string;
  readonly error?: string;
  readonly expected_normalized?: string;
  readonly disagreement?: boolean;
}

const entries = JSON.parse(
  readFileSync(join(__dirname, '..', 'fixtures', 'resolution.json'), 'utf8'),
) as ResolutionEntry[];

const isHazard = (entry: ResolutionEntry): boolean => entry.note?.includes('HAZARD') ?? false;

/**
 * What this library must answer for an entry: RFC 3986 5.2 taken literally
 * (`rfc3986_literal` where the source departs from it, which includes the four entries where
 * the source refuses to resolve), written by the guarded recomposition. The guard matters for
 * the HAZARD entries only: there the literal target has no authority and a path starting with
 * "//", which plain 5.3 recomposition writes as a string with an authority (`f://g`: host
 * "g"). We write "/." before such a path (`f:/.//g`), the same path once dot segments are
 * removed, so the target stays a URI with the components 5.2.2 gave it.
 */
function expectedTarget(entry: ResolutionEntry): string {
  const literal = entry.rfc3986_literal ?? entry.expected;
  if (literal === null) throw new Error(`no answer recorded for ${entry.source}`);
  if (!isHazard(entry)) return literal;
  const guarded = literal.replace(/^([A-Za-z][A-Za-z0-9+.-]*:)\/\//, '$1/.//');
  if (guarded === literal) throw new Error(`HAZARD entry without a "//" path: ${entry.source}`);
  return guarded;
}

/** The 5.4 lines of the RFC text, read independently of the tables above. */
function examplesFromRfcText(): { strict: [string, string][]; nonStrict: [string, string][] } {
  const text = readFileSync(join(__dirname, '..', 'fixtures', 'rfc3986.txt'), 'utf8');
  const start = text.indexOf('\n5.4.1.  Normal Examples'); // the heading, not the contents line
  const end = text.indexOf('6.  Normalization and Comparison', start);
  const strict: [string, string][] = [];
  const nonStrict: [string, string][] = [];
  let previousReference = '';
  for (const line of text.slice(start, end).split('\n')) {
    const example = /^ {6}"([^"]*)" *= {2}"([^"]*)"/.exec(line);
    if (example) {
      previousReference = example[1]!;
      strict.push([example[1]!, example[2]!]);
      continue;
    }
    const alternative = /^ {22}\/ {2}"([^"]*)" ; for backward compatibility/.exec(line);
    if (alternative) nonStrict.push([previousReference, alternative[1]!]);
  }
  return { strict, nonStrict };
}

describe('RFC 3986 5.4 examples', () => {
  it('the typed tables match the RFC text and the corpus entries from rfc3986-5.4', () => {
    const fromText = examplesFromRfcText();
    expect(fromText.strict).toEqual([...NORMAL_EXAMPLES, ...ABNORMAL_EXAMPLES]);
    expect(fromText.nonStrict).toEqual([NON_STRICT_EXAMPLE]);

    const fromCorpus = entries.filter((entry) => entry.source === 'rfc3986-5.4');
    const asPairs = (section: string, strict: boolean): [string, string | null][] =>
      fromCorpus
        .filter((entry) => entry.section === section && entry.strict === strict)
        .map((entry) => [entry.reference, entry.expected]);
    expect(fromCorpus.every((entry) => entry.base === RFC_BASE)).toBe(true);
    expect(asPairs('5.4.1', true)).toEqual(NORMAL_EXAMPLES);
    expect(asPairs('5.4.2', true)).toEqual(ABNORMAL_EXAMPLES);
    expect(asPairs('5.4.2', false)).toEqual([NON_STRICT_EXAMPLE]);
    expect(fromCorpus).toHaveLength(43);
  });

  describe('5.4.1 normal examples (strict)', () => {
    it.each(NORMAL_EXAMPLES)('%j -> %j', (reference, target) => {
      expect(resolve(RFC_BASE, reference)).toBe(target);
      expect(resolve(RFC_BASE, reference, { strict: true })).toBe(target);
    });
  });

  describe('5.4.2 abnormal examples (strict)', () => {
    it.each(ABNORMAL_EXAMPLES)('%j -> %j', (reference, target) => {
      expect(resolve(RFC_BASE, reference)).toBe(target);
    });
  });

  it('5.4.2 "http:g" for backward compatibility (strict: false)', () => {
    expect(resolve(RFC_BASE, NON_STRICT_EXAMPLE[0], { strict: false })).toBe(NON_STRICT_EXAMPLE[1]);
  });

  it('strict: false changes only references whose scheme equals the base scheme', () => {
    for (const [reference, target] of [...NORMAL_EXAMPLES, ...ABNORMAL_EXAMPLES]) {
      if (reference === 'http:g') continue;
      expect(resolve(RFC_BASE, reference, { strict: false })).toBe(target);
    }
  });
});

describe('resolution.json', () => {
  it('has the 459 entries its README lists', () => {
    expect(entries).toHaveLength(459);
    expect(entries.filter((entry) => entry.rfc3986_literal !== undefined)).toHaveLength(29);
    expect(entries.filter((entry) => entry.expected === null)).toHaveLength(4);
    expect(entries.filter(isHazard)).toHaveLength(6);
    expect(entries.filter((entry) => !entry.strict)).toHaveLength(4);
  });

  const cases = entries.map((entry) => {
    const target = expectedTarget(entry);
    let why = '';
    if (entry.expected === null) why = ` (the source refuses: ${entry.error}; RFC 5.2 resolves it)`;
    else if (target !== entry.expected)
      why = ` (the source says ${JSON.stringify(entry.expected)})`;
    const mode = entry.strict ? '' : ' non-strict';
    return {
      ...entry,
      target,
      title: `${JSON.stringify(entry.base)} + ${JSON.stringify(entry.reference)}${mode} -> ${JSON.stringify(target)}${why} [${entry.source}]`,
    };
  });

  it.each(cases)('$title', ({ base, reference, strict, target }) => {
    const result = resolve(base, reference, { strict });
    expect(result).toBe(target);
    expect(isValid('URI', result)).toBe(true);
  });

  const normalizedCases = entries.filter((entry) => entry.expected_normalized !== undefined);
  it.each(normalizedCases)(
    'resolve then normalize (syntax): $base + $reference -> $expected_normalized',
    ({ base, reference, expected_normalized }) => {
      expect(normalize(resolve(base, reference), { level: 'syntax' })).toBe(expected_normalized);
    },
  );

  it('the two sources that disagree on f:/a + .//g both get f:/.//g', () => {
    const disagreeing = cases.filter((entry) => entry.disagreement);
    expect(disagreeing.map((entry) => entry.target)).toEqual(['f:/.//g', 'f:/.//g']);
  });
});

describe('HAZARD: the literal target path starts with "//" and there is no authority', () => {
  it.each([
    ['f:/a', './/g', '//g', 'f:/.//g'],
    ['f:/a/', '..//g', '//g', 'f:/.//g'],
    ['a:/', '/.//.', '//', 'a:/.//'],
    ['foo:/', './/@@', '//@@', 'foo:/.//@@'],
  ])(
    '%j + %j: resolveComponents gives path %j, resolve writes %j',
    (base, reference, path, target) => {
      const components = resolveComponents(parse(base), parse(reference));
      expect(components.path).toBe(path);
      expect(components.authority).toBeUndefined();
      expect(resolve(base, reference)).toBe(target);
      expect(parse(target).authority).toBeUndefined();
      expect(removeDotSegments(parse(target).path)).toBe(path);
    },
  );
});

describe('literal RFC 5.2 where some libraries differ', () => {
  it.each([
    // 5.2.3 adds "/" only when the base has an authority; 5.2.4 then leaves a rooted path.
    ['zz:abc', 'foo/../bar', 'zz:/bar'],
    ['foo:a/b', '../c', 'foo:/c'],
    ['HTTPS:', 'foo/bar/bogus', 'HTTPS:foo/bar/bogus'],
    ['foo:bar', 'baz', 'foo:baz'],
    ['foo:bar', '?baz', 'foo:bar?baz'],
    // 5.1: the base's fragment is dropped.
    ['http://example.com/#title1', 'foo', 'http://example.com/foo'],
    ['http://example.com/#title1', '', 'http://example.com/'],
    // "%2E" is not a dot segment (5.2.4 speaks of complete "." and ".." segments).
    ['scheme://a/b/c', '%2e/g', 'scheme://a/b/%2e/g'],
    ['scheme://a/b/c', '.%2E/g', 'scheme://a/b/.%2E/g'],
    // The base's own dot segments are kept unless the reference path replaces them.
    ['foo:/bar/..', '.', 'foo:/bar/'],
    ['foo:/bar/..', '?q', 'foo:/bar/..?q'],
  ])('%j + %j -> %j', (base, reference, target) => {
    expect(resolve(base, reference)).toBe(target);
  });

  it('compares schemes case-insensitively for strict: false, and keeps the base scheme', () => {
    expect(resolve('HTTP://a/b', 'http:c', { strict: false })).toBe('HTTP://a/c');
    expect(resolve('http://a/b', 'HTTP:c', { strict: false })).toBe('http://a/c');
    expect(resolve('http://a/b', 'HTTP:c')).toBe('HTTP:c');
  });
});

describe('invalid input', () => {
  it('refuses a base without a scheme, naming the problem', () => {
    expect(() => resolve('/a/b', 'c')).toThrow(UriSyntaxError);
    expect(() => resolve('/a/b', 'c')).toThrow(
      /base must be a URI with a scheme \(RFC 3986 5\.1\)/,
    );
    expect(() => resolve('//host/a', 'c')).toThrow(UriSyntaxError);
    expect(() => resolveComponents(parse('a/b'), parse('c'))).toThrow(
      new TypeError(
        'resolve: the base must be an absolute URI with a scheme (RFC 3986 5.1); resolve it against its own base first',
      ),
    );
  });

  it('refuses an invalid base or reference with the offset of the problem', () => {
    expect(() => resolve('http://a b/', 'c')).toThrow(UriSyntaxError);
    try {
      resolve('http://a/', 'c d');
      throw new Error('not refused');
    } catch (error) {
      expect(error).toBeInstanceOf(UriSyntaxError);
      expect((error as UriSyntaxError).offset).toBe(1);
    }
  });
});

describe('5.2.4 remove_dot_segments', () => {
  it.each([
    // The RFC's two worked examples.
    ['/a/b/c/./../../g', '/a/g'],
    ['mid/content=5/../6', 'mid/6'],
    ['', ''],
    ['.', ''],
    ['..', ''],
    ['/', '/'],
    ['/.', '/'],
    ['/..', '/'],
    ['/./', '/'],
    ['/../', '/'],
    ['../a', 'a'],
    ['./a', 'a'],
    ['a/..', '/'],
    ['a/../..', '/'],
    ['a/.', 'a/'],
    ['/a/./b/../../c/', '/c/'],
    ['/a//../b', '/a/b'],
    ['//', '//'],
    ['/.//g', '//g'],
    ['..//g', '/g'],
    ['/..//g', '//g'],
    ['/a/...', '/a/...'],
    ['/a/.b/b./..c', '/a/.b/b./..c'],
    ['/%2E/%2E%2E/x', '/%2E/%2E%2E/x'],
    ['a:b/../c', '/c'],
  ])('%j -> %j', (path, expected) => {
    expect(removeDotSegments(path)).toBe(expected);
  });
});

describe('5.2.3 merge', () => {
  it.each([
    [{ authority: 'a', path: '' }, 'g', '/g'],
    [{ authority: 'a', path: '/b/c' }, 'g', '/b/g'],
    [{ authority: 'a', path: '/b/c/' }, 'g', '/b/c/g'],
    [{ authority: undefined, path: '' }, 'g', 'g'],
    [{ authority: undefined, path: 'abc' }, 'g', 'g'],
    [{ authority: undefined, path: 'a/b' }, 'g', 'a/g'],
    [{ authority: '', path: '' }, 'g', '/g'],
  ])('%j with %j -> %j', (base, referencePath, expected) => {
    expect(mergePaths(base, referencePath)).toBe(expected);
  });
});
