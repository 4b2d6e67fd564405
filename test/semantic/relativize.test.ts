/**
 * `relativize`, the inverse of RFC 3986 5.2 resolution: tables (the cases, the traps
 * of 5.2.2 to 5.2.4 and 4.2, the RFC's 5.4.1 targets), properties over generated URIs, every
 * target of test/fixtures/resolution.json, other resolution rules, errors and big input.
 *
 * Case counts are printed at the end; `DEEP=1` multiplies the property runs by ten. Minimality
 * against every short reference is test/semantic/relativize-minimality.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { SCALE } from '../support/arbitraries';
import { expectAtMost, expectDefined, expectToBe } from '../support/cheap-expect';
import { anyReference, anyUri, concatenate } from '../support/uri-arbitraries';
import { parse } from '../../src/components';
import { UriSyntaxError } from '../../src/errors';
import { recompose } from '../../src/recompose';
import { relativize, relativizeComponents } from '../../src/relativize';
import { type ReferenceComponents, resolve, resolveComponents } from '../../src/resolve';
import { isValid } from '../../src/validate';

const RUNS = Math.round(3000 * SCALE);

const counts = new Map<string, number>();
const count = (name: string, n = 1): void => {
  counts.set(name, (counts.get(name) ?? 0) + n);
};

afterAll(() => {
  const lines = [...counts].map(([name, n]) => `  ${name}: ${n}`);
  console.log(`relativize (DEEP=${process.env.DEEP ? '1' : 'unset'}):\n${lines.join('\n')}`);
});

/** relativize, and the checks every answer must pass: it resolves back, and is no longer. */
function relativizeChecked(base: string, target: string): string {
  const reference = relativize(base, target);
  expectToBe(resolve(base, reference), target);
  expectAtMost(reference.length, target.length);
  return reference;
}

function thrown(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

const RFC_BASE = 'http://a/b/c/d;p?q';

describe('the cases the issue lists', () => {
  it.each([
    // The one the issue quotes: @hyperjump/uri answers "this:that", a URI with the scheme "this".
    ['http://a/b/', 'http://a/b/this:that', './this:that'],
    // a different scheme: the target itself
    [RFC_BASE, 'https://a/b/c/g', 'https://a/b/c/g'],
    [RFC_BASE, 'g:h', 'g:h'],
    // a different authority: a network-path reference
    [RFC_BASE, 'http://g', '//g'],
    [RFC_BASE, 'http://g/x', '//g/x'],
    [RFC_BASE, 'http://g/b/c/d;p?q', '//g/b/c/d;p?q'],
    [RFC_BASE, 'http://a:80/b/c/d;p?q', '//a:80/b/c/d;p?q'],
    // the same path: an empty reference, or a query or fragment alone
    [RFC_BASE, RFC_BASE, ''],
    [RFC_BASE, 'http://a/b/c/d;p?q#s', '#s'],
    [RFC_BASE, 'http://a/b/c/d;p?y', '?y'],
    [RFC_BASE, 'http://a/b/c/d;p?y#s', '?y#s'],
    [RFC_BASE, 'http://a/b/c/d;p?q#', '#'],
    // an empty base path
    ['http://a', 'http://a/x', 'x'],
    ['http://a', 'http://a/', '/'],
    ['http://a?q', 'http://a?q#s', '#s'],
    ['f:', 'f:x', 'x'],
    ['f:', 'f:/x', '/x'],
    ['f:?q', 'f:', '.'],
    // a first segment with a colon (4.2)
    ['http://a/b/c', 'http://a/b/this:that', './this:that'],
    ['http://a/b/c', 'http://a/b/this:that/x', './this:that/x'],
    ['foo:b', 'foo:a:b', './a:b'],
    ['http://a/bbbb/c/d', 'http://a/bbbb/this:that', '../this:that'],
    // targets that need "../"
    ['http://a/bbbb/c/d', 'http://a/bbbb/x', '../x'],
    ['http://a/bbbbbb/cc/dd/ee', 'http://a/bbbbbb/x/y', '../../x/y'],
    ['http://a/bbbbbb/cc/dd', 'http://a/bbbbbb/', '..'],
    ['http://a/bbbbbb/cc/dd/ee', 'http://a/bbbbbb/', '../..'],
  ])('%j to %j is %j', (base, target, expected) => {
    expect(relativizeChecked(base, target)).toBe(expected);
  });
});

describe('the traps', () => {
  it.each([
    // An empty reference keeps the base's query (5.2.2): without one the last segment is
    // needed, and "?" alone would give an empty query, which is not the same as none.
    ['http://a/b/c?q', 'http://a/b/c', 'c'],
    ['http://a/b/c?q', 'http://a/b/c?', '?'],
    ['http://a/b/c?', 'http://a/b/c?', ''],
    ['http://a/b/c?', 'http://a/b/c', 'c'],
    ['http://a/b/?q', 'http://a/b/', '.'],
    ['http://a?q', 'http://a', '//a'],
    // A fragment of the base is not read (5.1).
    ['http://a/b/c#f', 'http://a/b/c', ''],
    ['http://a/b/c#f', 'http://a/b/c#f', '#f'],
    // A target whose last segment is empty.
    ['http://a/b/c', 'http://a/b/', '.'],
    ['http://a/b', 'http://a/b/', 'b/'],
    ['http://a/b/c/', 'http://a/b/c/', ''],
    ['http://a/b/c/', 'http://a/b/c/d/', 'd/'],
    // A target with an authority and an empty path: no relative path gives one.
    ['http://a/b', 'http://a', '//a'],
    ['http://a/b', 'http://a#s', '//a#s'],
    // Empty segments: the first one of a relative path would make an absolute path ("/"),
    // and after a slash at the start of an absolute path an authority ("//").
    ['http://a/b/c', 'http://a/b//x', './/x'],
    ['http://a/bbbb/c/d', 'http://a/bbbb//x', '..//x'],
    ['http://a/b/c', 'http://a//x', '/.//x'],
    [RFC_BASE, 'http://a/b/c/g//x', 'g//x'],
    [RFC_BASE, 'http://a/b/c//x', './/x'],
    [RFC_BASE, 'http://a//x', '/.//x'],
    ['http://a//c', 'http://a//x', 'x'],
    ['http://a/b//c', 'http://a/b/', '..'],
    ['file:///a/b', 'file:////x', '////x'],
    // "%2E" is not a dot segment (5.2.4 speaks of complete segments).
    ['http://a/b/c', 'http://a/b/%2E', '%2E'],
    ['http://a/b/c', 'http://a/b/%2E%2E/x', '%2E%2E/x'],
    ['http://a/b/%2E/c', 'http://a/b/%2E/x', 'x'],
    // Schemes: resolution keeps the base's scheme as written, so another case is another
    // scheme here (normalize both first to compare them case-insensitively, 3.1).
    ['HTTP://a/b', 'HTTP://a/c', 'c'],
    ['HTTP://a/b', 'http://a/c', 'http://a/c'],
    // Authorities are compared as written too.
    ['http://a/b', 'http://A/c', '//A/c'],
    // No authority on one side only.
    ['http://a/b', 'http:/b', 'http:/b'],
    ['f:/a', 'f://h/a', '//h/a'],
    ['f://h/a', 'f:/a', 'f:/a'],
    // A base path with dot segments: resolution removes them from a merged path.
    ['f:/a/../b/c', 'f:/b/x', 'x'],
    ['f:/a/./c', 'f:/a/x', 'x'],
    // ... but an empty reference keeps them, so a target can have them only that way.
    ['foo:/bar/..?q', 'foo:/bar/..?y', '?y'],
    ['foo:/bar/..?q', 'foo:/bar/..?q#s', '#s'],
    // A rootless base path (5.2.3 adds no "/"; 5.2.4 roots a path that pops past its start).
    ['f:a/b', 'f:a/c', 'c'],
    ['f:a/b', 'f:a/', '.'],
    ['f:a/b/c', 'f:a/', '..'],
    ['f:a/b', 'f:/c', '/c'],
    ['f:a/b', 'f:/', '/'],
    ['f:a/bbbb/c/d', 'f:/.//x', '/.//x'],
    ['f:a/b', 'f:a', 'f:a'],
    ['f:a/b', 'f:', 'f:'],
    ['f:a/b', 'f:x/y', 'f:x/y'],
    ['f:../a/b', 'f:a/c', 'c'],
    ['f:a/../b/c', 'f:/b/x', 'x'],
    // No authority and a path starting with "//": written "/.//g" (see resolve.ts).
    ['f:/a', 'f:/.//g', './/g'],
    ['f:/a/', 'f:/.//g', '/.//g'],
    ['f:', 'f:/.//g', '/.//g'],
    ['f:/.//g/h', 'f:/.//g/x', 'x'],
  ])('%j to %j is %j', (base, target, expected) => {
    expect(relativizeChecked(base, target)).toBe(expected);
  });
});

describe('ties', () => {
  it.each([
    // Same length: the reference that reads fewer components of the base wins. The target
    // itself before a network path, before an absolute path, before a relative path.
    [RFC_BASE, 'http://a/b/g', '/b/g', '../g'],
    ['http://a/b/c/d', 'http://a/b/c', '/b/c', '../c'],
    ['f:a/b', 'f:/.//x', '/.//x', '..//x'],
    ['file:///a/b', 'file:////x', '////x', '/.//x'],
    ['f:x', 'f:a:b', 'f:a:b', './a:b'],
  ])('%j to %j is %j, not the equally long %j', (base, target, expected, other) => {
    expect(resolve(base, other)).toBe(target);
    expect(other.length).toBe(expected.length);
    expect(relativizeChecked(base, target)).toBe(expected);
  });
});

describe('RFC 3986 5.4.1: the targets of the normal examples', () => {
  // Base http://a/b/c/d;p?q. The RFC's reference is one way to reach each target; the
  // shortest is never longer, and differs only for http://a/b/g (a tie, see above).
  it.each([
    ['g:h', 'g:h', 'g:h'],
    ['g', 'http://a/b/c/g', 'g'],
    ['./g', 'http://a/b/c/g', 'g'],
    ['g/', 'http://a/b/c/g/', 'g/'],
    ['/g', 'http://a/g', '/g'],
    ['//g', 'http://g', '//g'],
    ['?y', 'http://a/b/c/d;p?y', '?y'],
    ['g?y', 'http://a/b/c/g?y', 'g?y'],
    ['#s', 'http://a/b/c/d;p?q#s', '#s'],
    ['g#s', 'http://a/b/c/g#s', 'g#s'],
    ['g?y#s', 'http://a/b/c/g?y#s', 'g?y#s'],
    [';x', 'http://a/b/c/;x', ';x'],
    ['g;x', 'http://a/b/c/g;x', 'g;x'],
    ['g;x?y#s', 'http://a/b/c/g;x?y#s', 'g;x?y#s'],
    ['', 'http://a/b/c/d;p?q', ''],
    ['.', 'http://a/b/c/', '.'],
    ['./', 'http://a/b/c/', '.'],
    ['..', 'http://a/b/', '..'],
    ['../', 'http://a/b/', '..'],
    ['../g', 'http://a/b/g', '/b/g'],
    ['../..', 'http://a/', '/'],
    ['../../', 'http://a/', '/'],
    ['../../g', 'http://a/g', '/g'],
  ])('%j gives %j, reached by %j', (reference, target, expected) => {
    expect(resolve(RFC_BASE, reference)).toBe(target);
    const shortest = relativizeChecked(RFC_BASE, target);
    expect(shortest).toBe(expected);
    expect(shortest.length).toBeLessThanOrEqual(reference.length);
  });
});

describe('properties over generated URIs', () => {
  it(`the target of any reference comes back as one no longer than it (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(anyUri, anyReference, (base, reference) => {
        count('generated base and reference');
        const target = resolve(base, reference);
        const found = relativize(base, target);
        expectToBe(resolve(base, found), target);
        expectAtMost(found.length, target.length);
        expectAtMost(found.length, reference.length);
        expectToBe(isValid('URI-reference', found), true);
      }),
      { numRuns: RUNS },
    );
  });

  it(`any URI as target: reached unless its path has dot segments (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(anyUri, anyUri, (base, target) => {
        const { path } = parse(target);
        const hasDotSegments = path.split('/').some((s) => s === '.' || s === '..');
        let found: string | undefined;
        try {
          found = relativize(base, target);
        } catch (error) {
          expect(error).toBeInstanceOf(RangeError);
          expectToBe(hasDotSegments, true);
          count('generated URI targets, none reaches (RangeError)');
          return;
        }
        count('generated URI targets, reached');
        expectToBe(resolve(base, found), target);
        expectAtMost(found.length, target.length);
      }),
      { numRuns: RUNS },
    );
  });

  it(`relativizeComponents gives a path recompose writes as it is (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(anyUri, anyReference, (base, reference) => {
        const baseComponents = parse(base);
        const target = resolveComponents(baseComponents, parse(reference));
        const found = relativizeComponents(baseComponents, target);
        expectDefined(found);
        expectToBe(recompose(found!), concatenate(found!));
        expectToBe(recompose(resolveComponents(baseComponents, found!)), recompose(target));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('resolution.json: every strict entry', () => {
  interface Entry {
    readonly base: string;
    readonly reference: string;
    readonly strict: boolean;
  }
  const entries = (
    JSON.parse(
      readFileSync(join(__dirname, '..', 'fixtures', 'resolution.json'), 'utf8'),
    ) as Entry[]
  ).filter((entry) => entry.strict);

  it(`relativizes the target of each of the ${entries.length} entries`, () => {
    expect(entries.length).toBe(455);
    for (const { base, reference } of entries) {
      const target = resolve(base, reference);
      const found = relativizeChecked(base, target);
      expect(found.length).toBeLessThanOrEqual(reference.length);
    }
    count('resolution.json targets', entries.length);
  });
});

describe('relativizeComponents, strict and non-strict', () => {
  const nonStrict = { strict: false } as const;
  const components = (text: string): ReferenceComponents => parse(text);
  const written = (found: ReferenceComponents | undefined): string | undefined =>
    found && recompose(found);

  it('returns the path as it is written, guards included', () => {
    const reference = (path: string): ReferenceComponents => ({
      scheme: undefined,
      authority: undefined,
      path,
      query: undefined,
      fragment: undefined,
    });
    // With the scheme "f", the target itself ("f:a:b") would tie with "./a:b" and win.
    expect(relativizeComponents(components('foo:x'), components('foo:a:b'))).toEqual(
      reference('./a:b'),
    );
    expect(relativizeComponents(components('foo:/x'), components('foo:/.//g'))).toEqual(
      reference('.//g'),
    );
    expect(relativizeComponents(components('foo:'), components('foo:/.//g'))).toEqual(
      reference('/.//g'),
    );
  });

  it('defaults to RFC 3986 5.2', () => {
    const base = components('f:a/b');
    expect(written(relativizeComponents(base, components('f:')))).toBe('f:');
    expect(written(relativizeComponents(base, components('f:'), { strict: true }))).toBe('f:');
  });

  it('refuses a strict option that is not a boolean, as resolve does', () => {
    const base = components('f:a/b');
    expect(() =>
      relativizeComponents(base, base, { strict: 'no' } as unknown as { strict: boolean }),
    ).toThrow(new TypeError('relativize: strict must be true or false, not "no"'));
  });

  it('returns what resolves non-strictly, or undefined when nothing does', () => {
    // Non-strict resolution reads "f:" against f:a/b as an empty reference: f:a/b.
    expect(relativizeComponents(components('f:a/b'), components('f:'), nonStrict)).toBeUndefined();
    // Non-strict resolution reads a scheme equal to the base's in another case as no scheme
    // and keeps the base's spelling, so no reference reaches a target spelled otherwise.
    expect(
      relativizeComponents(components('http://a/b'), components('HTTP://a/b'), nonStrict),
    ).toBeUndefined();
    expect(
      written(relativizeComponents(components('http://a/b'), components('http://a/c'), nonStrict)),
    ).toBe('c');
  });

  it(`non-strict targets come back under non-strict resolution (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(anyUri, anyReference, (base, reference) => {
        const target = resolve(base, reference, { strict: false });
        const found = written(relativizeComponents(parse(base), parse(target), nonStrict));
        expectDefined(found);
        expectToBe(resolve(base, found!, { strict: false }), target);
        expectAtMost(found!.length, reference.length);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('invalid input', () => {
  it('refuses a base or target that is not a URI reference with UriSyntaxError', () => {
    const badBase = thrown(() => relativize('http://a b/', 'http://a/'));
    expect(badBase).toBeInstanceOf(UriSyntaxError);
    expect((badBase as UriSyntaxError).offset).toBe(8);
    const badTarget = thrown(() => relativize('http://a/', 'http://a/ c'));
    expect(badTarget).toBeInstanceOf(UriSyntaxError);
    expect((badTarget as UriSyntaxError).offset).toBe(9);
  });

  it('refuses a relative base or target, naming it', () => {
    const base = thrown(() => relativize('/a/b', 'http://a/'));
    expect(base).toBeInstanceOf(UriSyntaxError);
    expect((base as UriSyntaxError).rule).toBe('URI');
    expect((base as Error).message).toBe(
      'relativize: the base "/a/b" is a relative reference; a base must be a URI with a scheme (RFC 3986 5.1)',
    );
    const target = thrown(() => relativize('http://a/', '//a/b'));
    expect(target).toBeInstanceOf(UriSyntaxError);
    expect((target as UriSyntaxError).rule).toBe('URI');
    expect((target as Error).message).toBe(
      'relativize: the target "//a/b" is a relative reference; resolution always gives a URI with a scheme (RFC 3986 5.2.2)',
    );
  });

  it('says why no reference reaches a target with dot segments', () => {
    const error = thrown(() => relativize('f:/x', 'f:/a/../b'));
    expect(error).toBeInstanceOf(RangeError);
    expect((error as Error).message).toBe(
      'relativize: no reference resolves to "f:/a/../b" against "f:/x": its path has dot segments, which resolution removes from every path but the base\'s own (RFC 3986 5.2.4); remove them first (removeDotSegments, or normalize)',
    );
    // Even the base's own path, when the base has a query and the target none.
    expect(thrown(() => relativize('f:/a/..?q', 'f:/a/..'))).toBeInstanceOf(RangeError);
    expect(thrown(() => relativize('http://a/b', 'http://a/./b'))).toBeInstanceOf(RangeError);
  });

  it('refuses arguments of the wrong type with TypeError', () => {
    expect(() => relativize(1 as unknown as string, 'a:')).toThrow(TypeError);
    expect(() => relativize('a:', null as unknown as string)).toThrow(TypeError);
    const uri = parse('f:/a');
    const relative = parse('/a');
    expect(() => relativizeComponents(null as unknown as ReferenceComponents, uri)).toThrow(
      new TypeError('relativize: the base must be a components object, got null'),
    );
    expect(() => relativizeComponents(uri, 'f:/a' as unknown as ReferenceComponents)).toThrow(
      new TypeError('relativize: the target must be a components object, got "f:/a"'),
    );
    expect(() => relativizeComponents(relative, uri)).toThrow(
      new TypeError('relativize: the base must be an absolute URI with a scheme (RFC 3986 5.1)'),
    );
    expect(() => relativizeComponents(uri, relative)).toThrow(
      new TypeError(
        'relativize: the target must be a URI with a scheme, as every resolved reference is (RFC 3986 5.2.2)',
      ),
    );
    expect(() => relativizeComponents(uri, { ...uri, path: 'a b' })).toThrow(TypeError);
  });
});

describe('big input', () => {
  // A million segments (2 MB): linear work, no recursion, no array of segments. Each case has
  // 60 s as a guard against a hang, and nothing asserts a time. Under MUTATION, where the
  // suite runs once per mutant, ten thousand.
  const SEGMENTS = process.env.MUTATION ? 10_000 : 1_000_000;
  const TIMEOUT = 60_000;
  const deep = 's/'.repeat(SEGMENTS);

  it(
    'climbs out of a deep directory',
    () => {
      expect(relativizeChecked(`http://a/${deep}x`, `http://a/${deep}y`)).toBe('y');
      expect(relativizeChecked(`http://a/${deep}x`, `http://a/t`)).toBe('/t');
      expect(relativizeChecked(`http://a/${deep}x`, `http://a/${deep}`)).toBe('.');
    },
    TIMEOUT,
  );

  it(
    'walks a long shared prefix and a long climb',
    () => {
      const base = `http://a/${deep}u/${'v/'.repeat(1000)}x`;
      expect(relativizeChecked(base, `http://a/${deep}w`)).toBe(`${'../'.repeat(1001)}w`);
    },
    TIMEOUT,
  );

  it(
    'handles a rootless base with many segments',
    () => {
      expect(relativizeChecked(`f:${deep}x`, 'f:/t')).toBe('/t');
      expect(relativizeChecked(`f:${deep}x`, `f:${deep}y/z`)).toBe('y/z');
    },
    TIMEOUT,
  );
});
