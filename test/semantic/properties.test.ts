/**
 * Properties of the semantic layer over generated URI references, and a differential test of
 * `resolve` against a second transcription of RFC 3986 5.2 written here, independently of
 * src/resolve.ts: it splits with the Appendix B expression, removes dot segments with the
 * RFC's own two string buffers (5.2.4), and recomposes with the plain 5.3 pseudocode.
 *
 * Case counts are printed at the end; `DEEP=1` multiplies them by ten.
 */
import fc from 'fast-check';
import { SCALE } from '../support/arbitraries';
import { expectToBe, expectToEqual, expectUndefined } from '../support/cheap-expect';
import { splitNonValidating } from '../../src/appendix-b';
import { parse } from '../../src/components';
import { equivalent } from '../../src/equivalence';
import { parseHost } from '../../src/host';
import { type NormalizationLevel, normalize } from '../../src/normalize';
import { recompose } from '../../src/recompose';
import { removeDotSegments, resolve, resolveComponents } from '../../src/resolve';
import { isValid } from '../../src/validate';
import {
  join,
  segment,
  segmentNzNc,
  pathAbempty,
  scheme,
  ipv6,
  host,
  queryOrFragment,
  type AuthorityParts,
  optional,
  type Fields,
  componentsOf,
  anyComponents,
  concatenate,
  anyReference,
  anyUri,
  fieldsOf,
} from '../support/uri-arbitraries';

const RUNS = Math.round(2000 * SCALE);
const DIFFERENTIAL_RUNS = Math.round(10000 * SCALE);

const counts = new Map<string, number>();
const count = (name: string): void => {
  counts.set(name, (counts.get(name) ?? 0) + 1);
};

afterAll(() => {
  const lines = [...counts].map(([name, n]) => `  ${name}: ${n}`);
  console.log(
    `semantic properties (DEEP=${process.env.DEEP ? '1' : 'unset'}):\n${lines.join('\n')}`,
  );
});

// ---------------------------------------------------------------------------------------------
// 5.3 recomposition.

describe('recompose', () => {
  it(`the generators give valid references (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(anyComponents, (c) => {
        count('generated references checked against URI-reference');
        expectToBe(isValid('URI-reference', concatenate(c)), true);
      }),
      { numRuns: RUNS },
    );
  });

  it(`recompose(parse(x)) === x for valid x (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(anyReference, (text) => {
        count('recompose(parse(x)) === x');
        expectToBe(recompose(parse(text)), text);
      }),
      { numRuns: RUNS },
    );
  });

  it(`parse(recompose(c)) equals c, with the authority given or built (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(anyComponents, (c) => {
        count('parse(recompose(c)) equals c');
        expectToEqual(fieldsOf(parse(recompose(c))), c);
        expectToEqual(fieldsOf(parse(recompose({ ...c, authority: undefined }))), c);
      }),
      { numRuns: RUNS },
    );
  });

  it(`guards a "//" path without authority and a colon in a relative first segment (${RUNS} cases)`, () => {
    const slashSlash = fc.record({
      scheme: optional(scheme),
      path: pathAbempty.map((rest) => `//${rest.slice(1)}`),
      query: optional(queryOrFragment),
      fragment: optional(queryOrFragment),
    });
    const colonFirst = fc.record({
      path: fc
        .tuple(segmentNzNc, segment, pathAbempty)
        .map(([before, after, rest]) => `${before}:${after}${rest}`),
      query: optional(queryOrFragment),
      fragment: optional(queryOrFragment),
    });
    fc.assert(
      fc.property(slashSlash, colonFirst, (withSlashes, withColon) => {
        count('guarded recompositions');
        const slashed = recompose({ ...withSlashes, authority: undefined });
        const reparsed = parse(slashed);
        expectUndefined(reparsed.authority);
        expectToBe(reparsed.path, `/.${withSlashes.path}`);
        expectToBe(removeDotSegments(reparsed.path), removeDotSegments(withSlashes.path));
        const colon = recompose({ ...withColon, scheme: undefined, authority: undefined });
        expectUndefined(parse(colon).scheme);
        expectToBe(parse(colon).path, `./${withColon.path}`);
      }),
      { numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Appendix B.

describe('splitNonValidating', () => {
  it(`agrees with parse on valid references (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(anyReference, (text) => {
        count('Appendix B agrees with parse');
        const { scheme: s, authority, path, query, fragment } = parse(text);
        expectToEqual(splitNonValidating(text), { scheme: s, authority, path, query, fragment });
      }),
      { numRuns: RUNS },
    );
  });

  it(`never fails, and its groups concatenate back to the string (${RUNS} cases)`, () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 20 }),
      join(fc.constantFrom(':', '/', '?', '#', 'a', '\n', '%', '@', '['), 12),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        count('Appendix B on any string');
        expectToBe(concatenate(splitNonValidating(text)), text);
      }),
      { numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Hosts.

/** RFC 5952 text, by a different route: find the runs of ":0" in the colon-framed text. */
function canonicalByRegex(pieces: readonly number[]): string {
  if (pieces.slice(0, 5).every((piece) => piece === 0) && pieces[5] === 0xffff) {
    const bytes = pieces.slice(6).flatMap((piece) => [piece >> 8, piece & 255]);
    return `::ffff:${bytes.join('.')}`;
  }
  const framed = `:${pieces.map((piece) => piece.toString(16)).join(':')}:`;
  let best: { at: number; length: number } | undefined;
  for (const run of framed.matchAll(/(?::0)+:/g)) {
    if (run[0].length >= 5 && (!best || run[0].length > best.length)) {
      best = { at: run.index, length: run[0].length };
    }
  }
  if (!best) return framed.slice(1, -1);
  const text = `${framed.slice(0, best.at)}::${framed.slice(best.at + best.length)}`;
  return text.replace(/^:(?!:)/, '').replace(/(?<!:):$/, '');
}

describe('parseHost', () => {
  it(`reads back the pieces of any IPv6 writing; canonical is RFC 5952 (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(ipv6, ({ pieces, text }) => {
        count('IPv6 writings');
        const value = parseHost(text);
        expect(value).toEqual({
          kind: 'IPv6address',
          pieces,
          canonical: canonicalByRegex(pieces),
        });
        if (value.kind === 'IPv6address') {
          expectToEqual(parseHost(`[${value.canonical}]`), value);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it(`gives every generated host the kind of its rule, first-match-wins (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(host, ({ kind, text }) => {
        count('host kinds');
        const expected = kind === 'reg-name' && isValid('IPv4address', text) ? 'IPv4address' : kind;
        expectToBe(parseHost(text).kind, expected);
      }),
      { numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Normalization and equivalence.

const level = fc.constantFrom<NormalizationLevel>('syntax', 'scheme');

describe('normalize', () => {
  it(`is idempotent and gives a valid URI reference (${RUNS} cases per level)`, () => {
    fc.assert(
      fc.property(anyReference, level, (text, chosen) => {
        count('normalize idempotent and valid');
        const once = normalize(text, { level: chosen });
        expectToBe(isValid('URI-reference', once), true);
        expectToBe(normalize(once, { level: chosen }), once);
        expectToBe(parse(once).scheme === undefined, parse(text).scheme === undefined);
        expectToBe(parse(once).authority === undefined, parse(text).authority === undefined);
      }),
      { numRuns: 2 * RUNS },
    );
  });
});

/** A coin toss per call, drawn from numbers fast-check generated (so failures shrink). */
function coins(draws: readonly number[]): () => boolean {
  let at = 0;
  return () => ((draws[at++ % Math.max(draws.length, 1)] ?? 0) & 1) === 1;
}

function randomCase(text: string, toss: () => boolean): string {
  return [...text].map((c) => (toss() ? c.toUpperCase() : c.toLowerCase())).join('');
}

/**
 * `text` with the hex digits of its triplets in random case and some unreserved characters
 * percent-encoded (2.3: equivalent). Letters outside triplets keep their case unless
 * `anyCase`, for the case-insensitive components (3.1, 3.2.2).
 */
function variantOf(text: string, toss: () => boolean, anyCase: boolean): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '%') {
      out += `%${randomCase(text.slice(i + 1, i + 3), toss)}`;
      i += 2;
    } else if (/[A-Za-z0-9\-._~]/.test(c) && toss()) {
      const hex = c.charCodeAt(0).toString(16).toUpperCase();
      out += `%${randomCase(hex, toss)}`;
    } else {
      out += anyCase ? randomCase(c, toss) : c;
    }
  }
  return out;
}

/** An equivalent writing of the same reference (6.2.2.1 and 6.2.2.2 only). */
function equivalentVariant(c: Fields, toss: () => boolean): string {
  let hostText = c.host;
  if (hostText !== undefined) {
    hostText = hostText.startsWith('[')
      ? randomCase(hostText, toss)
      : variantOf(hostText, toss, true);
  }
  const maybe = (text: string | undefined): string | undefined =>
    text === undefined ? undefined : variantOf(text, toss, false);
  return recompose({
    scheme: c.scheme === undefined ? undefined : randomCase(c.scheme, toss),
    authority: undefined,
    userinfo: maybe(c.userinfo),
    host: hostText,
    port: c.port,
    path: variantOf(c.path, toss, false),
    query: maybe(c.query),
    fragment: maybe(c.fragment),
  });
}

describe('equivalent', () => {
  it(`holds between a reference and a writing that differs in case or percent-encoding (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(
        anyComponents,
        fc.array(fc.nat(), { minLength: 1, maxLength: 64 }),
        level,
        (c, draws, chosen) => {
          count('equivalent(x, variant(x))');
          const text = concatenate(c);
          const variant = equivalentVariant(c, coins(draws));
          expectToBe(equivalent(text, variant, { level: chosen }), true);
          expectToBe(equivalent(variant, text, { level: chosen }), true);
          if (c.scheme !== undefined) {
            expectToBe(normalize(variant, { level: chosen }), normalize(text, { level: chosen }));
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it(`ignoreFragment makes the fragment irrelevant, and only then (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(anyComponents, queryOrFragment, (c, fragment) => {
        count('ignoreFragment');
        const text = concatenate(c);
        const other = concatenate({ ...c, fragment: `${c.fragment ?? ''}${fragment}!` });
        expectToBe(equivalent(text, other, { ignoreFragment: true }), true);
        expectToBe(equivalent(text, other), false);
      }),
      { numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Resolution: every target is a URI, and a second transcription of 5.2 agrees.

describe('resolve', () => {
  it(`always gives a valid URI (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(anyUri, anyReference, fc.boolean(), (base, reference, strict) => {
        count('resolve gives a URI');
        const target = resolve(base, reference, { strict });
        expectToBe(isValid('URI', target), true);
        expectToBe(parse(target).fragment, parse(reference).fragment);
      }),
      { numRuns: RUNS },
    );
  });
});

interface Five {
  scheme: string | undefined;
  authority: string | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
}

/** Appendix B, again, so that the oracle shares nothing with the library. */
function oracleSplit(text: string): Five {
  const match = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/s.exec(text)!;
  return {
    scheme: match[2],
    authority: match[4],
    path: match[5] ?? '',
    query: match[7],
    fragment: match[9],
  };
}

/** 5.2.4 with the RFC's two string buffers, step by step. */
function oracleRemoveDotSegments(path: string): string {
  let input = path;
  let output = '';
  const dropLastOutputSegment = (): void => {
    output = output.slice(0, Math.max(output.lastIndexOf('/'), 0));
  };
  while (input.length > 0) {
    if (input.startsWith('../')) {
      input = input.slice(3);
    } else if (input.startsWith('./')) {
      input = input.slice(2);
    } else if (input.startsWith('/./')) {
      input = `/${input.slice(3)}`;
    } else if (input === '/.') {
      input = '/';
    } else if (input.startsWith('/../')) {
      input = `/${input.slice(4)}`;
      dropLastOutputSegment();
    } else if (input === '/..') {
      input = '/';
      dropLastOutputSegment();
    } else if (input === '.' || input === '..') {
      input = '';
    } else {
      const first = /^\/?[^/]*/.exec(input)![0];
      output += first;
      input = input.slice(first.length);
    }
  }
  return output;
}

/** 5.2.2 and 5.2.3, line by line. Schemes are compared ignoring case, as the library does. */
function oracleTransform(base: Five, reference: Five, strict: boolean): Five {
  const r = { ...reference };
  if (!strict && r.scheme?.toLowerCase() === base.scheme?.toLowerCase()) r.scheme = undefined;
  const t: Five = {
    scheme: undefined,
    authority: undefined,
    path: '',
    query: undefined,
    fragment: undefined,
  };
  if (r.scheme !== undefined) {
    t.scheme = r.scheme;
    t.authority = r.authority;
    t.path = oracleRemoveDotSegments(r.path);
    t.query = r.query;
  } else {
    if (r.authority !== undefined) {
      t.authority = r.authority;
      t.path = oracleRemoveDotSegments(r.path);
      t.query = r.query;
    } else {
      if (r.path === '') {
        t.path = base.path;
        t.query = r.query !== undefined ? r.query : base.query;
      } else {
        if (r.path.startsWith('/')) {
          t.path = oracleRemoveDotSegments(r.path);
        } else {
          let merged: string;
          if (base.authority !== undefined && base.path === '') merged = `/${r.path}`;
          else merged = base.path.replace(/[^/]*$/, '') + r.path;
          t.path = oracleRemoveDotSegments(merged);
        }
        t.query = r.query;
      }
      t.authority = base.authority;
    }
    t.scheme = base.scheme;
  }
  t.fragment = r.fragment;
  return t;
}

/** Paths made of few, mostly dot, segments, so that 5.2.4 has work in most pairs. */
const dotSegment = fc.constantFrom('', '.', '..', '.', '..', 'a', 'b', '%2E', 'c:d', 'g;x');
const dotAbempty = fc
  .array(dotSegment, { maxLength: 6 })
  .map((s) => s.map((x) => `/${x}`).join(''));
const dotNz = dotSegment.filter((text) => text !== '');
/** `.//g`, `..//g`: the references whose literal target can start with "//" (the HAZARD). */
const emptySecondSegment = fc
  .tuple(fc.constantFrom('.', '..'), dotAbempty)
  .map(([dots, rest]) => `${dots}//${rest.slice(1)}`);
const DOT_PATHS = {
  abempty: dotAbempty,
  absolute: fc.oneof(
    fc.constant('/'),
    fc.tuple(dotNz, dotAbempty).map(([first, rest]) => `/${first}${rest}`),
  ),
  rootless: fc.oneof(
    fc.tuple(dotNz, dotAbempty).map(([first, rest]) => first + rest),
    emptySecondSegment,
  ),
  noscheme: fc.oneof(
    fc
      .tuple(
        dotNz.filter((text) => !text.includes(':')),
        dotAbempty,
      )
      .map(([first, rest]) => first + rest),
    emptySecondSegment,
  ),
};
const sharedSchemes = fc.constantFrom('http', 'HTTP', 'f', 'foo');
/** Few authorities, the empty one among them (5.2.3 treats an empty path under it specially). */
const DIFFERENTIAL_HOSTS = [
  { kind: 'reg-name', text: '' },
  { kind: 'reg-name', text: 'a' },
  { kind: 'reg-name', text: 'A' },
  { kind: 'IPv6address', text: '[::1]' },
] as const;
const differentialAuthority: fc.Arbitrary<AuthorityParts> = fc.constantFrom(
  ...DIFFERENTIAL_HOSTS.flatMap((host) => [
    { userinfo: undefined, host, port: undefined },
    { userinfo: 'u', host, port: '' },
  ]),
);
const differentialBase = fc
  .oneof(
    componentsOf({
      scheme: sharedSchemes,
      segmentPaths: DOT_PATHS,
      authority: differentialAuthority,
    }),
    componentsOf({ scheme: sharedSchemes, segmentPaths: DOT_PATHS, authority: false }),
  )
  .map(concatenate);
const differentialReference = componentsOf({
  scheme: fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, sharedSchemes),
  segmentPaths: DOT_PATHS,
  authority: differentialAuthority,
}).map(concatenate);

describe('differential: resolve against a second transcription of RFC 3986 5.2', () => {
  it(`agrees on ${DIFFERENTIAL_RUNS} base/reference pairs`, () => {
    fc.assert(
      fc.property(
        differentialBase,
        differentialReference,
        fc.boolean(),
        (base, reference, strict) => {
          count('differential pairs');
          const expected = oracleTransform(oracleSplit(base), oracleSplit(reference), strict);
          const actual = resolveComponents(parse(base), parse(reference), { strict });
          expectToEqual(actual, expected);

          const literal = concatenate(expected);
          const hazard = expected.authority === undefined && expected.path.startsWith('//');
          const target = resolve(base, reference, { strict });
          if (hazard) {
            count('differential pairs where the literal target re-parses with an authority');
            expectToBe(target, literal.replace(/^([^:]*:)\/\//, '$1/.//'));
          } else {
            expectToBe(target, literal);
          }
          if (expected.path !== oracleSplit(reference).path) {
            count('differential pairs where the target path differs from the reference path');
          }
          if (!strict && parse(reference).scheme !== undefined) {
            count('differential pairs in non-strict mode with a reference scheme');
          }
        },
      ),
      { numRuns: DIFFERENTIAL_RUNS },
    );
  });

  it(`removeDotSegments agrees with the two-buffer loop on any path (${DIFFERENTIAL_RUNS} cases)`, () => {
    const anyPath = join(fc.constantFrom('/', '.', '..', 'a', '%2E', ':'), 12);
    fc.assert(
      fc.property(anyPath, (path) => {
        count('removeDotSegments differential');
        expectToBe(removeDotSegments(path), oracleRemoveDotSegments(path));
      }),
      { numRuns: DIFFERENTIAL_RUNS },
    );
  });
});
