/**
 * Properties of the semantic layer over generated URI references, and a differential test of
 * `resolve` against a second transcription of RFC 3986 5.2 written here, independently of
 * src/resolve.ts: it splits with the Appendix B expression, removes dot segments with the
 * RFC's own two string buffers (5.2.4), and recomposes with the plain 5.3 pseudocode.
 *
 * Case counts are printed at the end; `DEEP=1` multiplies them by ten.
 */
import fc from 'fast-check';
import { splitNonValidating } from '../../src/appendix-b';
import { type UriComponents, parse } from '../../src/components';
import { equivalent } from '../../src/equivalence';
import { parseHost } from '../../src/host';
import { type NormalizationLevel, normalize } from '../../src/normalize';
import { recompose } from '../../src/recompose';
import { removeDotSegments, resolve, resolveComponents } from '../../src/resolve';
import { isValid } from '../../src/validate';

const SCALE = process.env.DEEP ? 10 : 1;
const RUNS = 2000 * SCALE;
const DIFFERENTIAL_RUNS = 10000 * SCALE;

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
// Generators of valid components, following RFC 3986 Appendix A.

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const ALPHA = `${LOWER}${LOWER.toUpperCase()}`;
const DIGIT = '0123456789';
const HEXDIG = `${DIGIT}ABCDEFabcdef`;
const SUB_DELIMS = "!$&'()*+,;=";

const chars = (set: string): fc.Arbitrary<string> => fc.constantFrom(...set);
const join = (unit: fc.Arbitrary<string>, maxLength: number, minLength = 0): fc.Arbitrary<string> =>
  fc.array(unit, { minLength, maxLength }).map((parts) => parts.join(''));

/** pct-encoded, biased towards the interesting octets: dots, unreserved, reserved, UTF-8. */
const pctEncoded = fc.oneof(
  fc.tuple(chars(HEXDIG), chars(HEXDIG)).map(([high, low]) => `%${high}${low}`),
  fc.constantFrom('%2E', '%2e', '%41', '%7E', '%7e', '%2F', '%3A', '%3f', '%25', '%C3%A9', '%ff'),
);
const unreserved = chars(`${ALPHA}${DIGIT}-._~`);
const subDelim = chars(SUB_DELIMS);
const pchar = fc.oneof(
  { weight: 4, arbitrary: unreserved },
  { weight: 2, arbitrary: pctEncoded },
  { weight: 1, arbitrary: subDelim },
  { weight: 1, arbitrary: fc.constantFrom(':', '@') },
);

const SPECIAL_SEGMENTS = ['', '.', '..', '%2E', '%2e', '.%2E', '%2E%2E', 'a', 'B', 'g;x', 'c:d'];
const segment = fc.oneof(fc.constantFrom(...SPECIAL_SEGMENTS), join(pchar, 4));
const segmentNz = segment.filter((text) => text !== '');
const segmentNzNc = segmentNz.filter((text) => !text.includes(':'));
const pathAbempty = fc.array(segment, { maxLength: 5 }).map((s) => s.map((x) => `/${x}`).join(''));
const pathAbsolute = fc.oneof(
  fc.constant('/'),
  fc.tuple(segmentNz, pathAbempty).map(([first, rest]) => `/${first}${rest}`),
);
const pathRootless = fc.tuple(segmentNz, pathAbempty).map(([first, rest]) => first + rest);
const pathNoscheme = fc.tuple(segmentNzNc, pathAbempty).map(([first, rest]) => first + rest);

const scheme = fc.oneof(
  fc.constantFrom('http', 'HTTP', 'https', 'ftp', 'ws', 'wss', 'foo', 'f', 'urn'),
  fc
    .tuple(chars(ALPHA), join(chars(`${ALPHA}${DIGIT}+-.`), 5))
    .map(([first, rest]) => first + rest),
);

const decOctet = fc.integer({ min: 0, max: 255 }).map(String);
const ipv4 = fc.tuple(decOctet, decOctet, decOctet, decOctet).map((octets) => octets.join('.'));

interface Ipv6Rendering {
  readonly pieces: readonly number[];
  readonly text: string;
}

/** IPv6 pieces written in one of the many valid ways RFC 3986 3.2.2 allows. */
const ipv6 = fc
  .record({
    pieces: fc.array(
      fc.oneof(
        { weight: 4, arbitrary: fc.constant(0) },
        { weight: 1, arbitrary: fc.constantFrom(1, 0xffff, 0xabc, 0xc000) },
        { weight: 2, arbitrary: fc.integer({ min: 0, max: 0xffff }) },
      ),
      { minLength: 8, maxLength: 8 },
    ),
    mapped: fc.boolean(),
    elision: fc.nat(),
    dotted: fc.boolean(),
    padded: fc.boolean(),
    upper: fc.boolean(),
  })
  .map(({ pieces: drawn, mapped, elision, dotted, padded, upper }): Ipv6Rendering => {
    const pieces = mapped ? [0, 0, 0, 0, 0, 0xffff, ...drawn.slice(6)] : drawn;
    const hex = (piece: number): string => {
      const text = piece.toString(16);
      const written = padded ? text.padStart(4, '0') : text;
      return upper ? written.toUpperCase() : written;
    };
    const hexCount = dotted ? 6 : 8;
    const units = pieces.slice(0, hexCount).map(hex);
    if (dotted) {
      const [high = 0, low = 0] = pieces.slice(6);
      units.push(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
    }
    const runs: [number, number][] = [];
    for (let start = 0; start < hexCount; start++) {
      for (let end = start; end < hexCount && pieces[end] === 0; end++) runs.push([start, end + 1]);
    }
    const choice = runs[elision % (runs.length + 1)];
    if (!choice) return { pieces, text: `[${units.join(':')}]` };
    const [start, end] = choice;
    const text = `${units.slice(0, start).join(':')}::${units.slice(end).join(':')}`;
    return { pieces, text: `[${text}]` };
  });

const ipvFuture = fc
  .tuple(
    fc.constantFrom('v', 'V'),
    join(chars(HEXDIG), 3, 1),
    join(fc.oneof(unreserved, subDelim, fc.constant(':')), 6, 1),
  )
  .map(([v, version, address]) => `[${v}${version}.${address}]`);

const regName = fc.oneof(
  fc.constantFrom(
    '',
    'example.com',
    'EXAMPLE.com',
    'localhost',
    '1.2.3.256',
    '127.0.0.%31',
    'a%2Fb',
  ),
  join(fc.oneof({ weight: 4, arbitrary: unreserved }, pctEncoded, subDelim), 8),
);

type HostKindGenerated = 'IPv4address' | 'IPv6address' | 'IPvFuture' | 'reg-name';
const host: fc.Arbitrary<{ kind: HostKindGenerated; text: string }> = fc.oneof(
  ipv4.map((text) => ({ kind: 'IPv4address' as const, text })),
  ipv6.map(({ text }) => ({ kind: 'IPv6address' as const, text })),
  ipvFuture.map((text) => ({ kind: 'IPvFuture' as const, text })),
  { weight: 3, arbitrary: regName.map((text) => ({ kind: 'reg-name' as const, text })) },
);

const userinfo = join(fc.oneof(unreserved, pctEncoded, subDelim, fc.constant(':')), 6);
const port = fc.oneof(fc.constantFrom('', '80', '080', '443', '21', '8042'), join(chars(DIGIT), 5));
const queryOrFragment = join(
  fc.oneof({ weight: 4, arbitrary: pchar }, fc.constantFrom('/', '?')),
  8,
);

interface AuthorityParts {
  readonly userinfo: string | undefined;
  readonly host: { readonly kind: HostKindGenerated; readonly text: string };
  readonly port: string | undefined;
}

const authorityParts: fc.Arbitrary<AuthorityParts> = fc.record({
  userinfo: fc.option(userinfo, { nil: undefined }),
  host,
  port: fc.option(port, { nil: undefined }),
});

const optional = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.option(arbitrary, { nil: undefined });

type Fields = Omit<UriComponents, 'hostKind'>;

interface Shape {
  readonly scheme: fc.Arbitrary<string | undefined>;
  /** `false`: never an authority (paths starting with "//" only arise without one). */
  readonly authority?: false | fc.Arbitrary<AuthorityParts>;
  readonly segmentPaths?: {
    readonly abempty: fc.Arbitrary<string>;
    readonly absolute: fc.Arbitrary<string>;
    readonly rootless: fc.Arbitrary<string>;
    readonly noscheme: fc.Arbitrary<string>;
  };
}

const PATHS = {
  abempty: pathAbempty,
  absolute: pathAbsolute,
  rootless: pathRootless,
  noscheme: pathNoscheme,
};

/** Components of a valid URI reference: each field what `parse` would give for it. */
function componentsOf(shape: Shape): fc.Arbitrary<Fields> {
  const paths = shape.segmentPaths ?? PATHS;
  return fc
    .record({
      scheme: shape.scheme,
      authority:
        shape.authority === false
          ? fc.constant(undefined)
          : optional(shape.authority ?? authorityParts),
      query: optional(queryOrFragment),
      fragment: optional(queryOrFragment),
    })
    .chain(({ scheme: schemeText, authority, query, fragment }) => {
      const path =
        authority !== undefined
          ? paths.abempty
          : fc.oneof(
              paths.absolute,
              schemeText === undefined ? paths.noscheme : paths.rootless,
              fc.constant(''),
            );
      return path.map((pathText): Fields => {
        let authorityText: string | undefined;
        if (authority) {
          authorityText = authority.host.text;
          if (authority.userinfo !== undefined) {
            authorityText = `${authority.userinfo}@${authorityText}`;
          }
          if (authority.port !== undefined) authorityText = `${authorityText}:${authority.port}`;
        }
        return {
          scheme: schemeText,
          authority: authorityText,
          userinfo: authority?.userinfo,
          host: authority?.host.text,
          port: authority?.port,
          path: pathText,
          query,
          fragment,
        };
      });
    });
}

const anyComponents = componentsOf({ scheme: optional(scheme) });
const uriComponents = componentsOf({ scheme });

/** RFC 3986 5.3, unguarded, written here so that the tests do not rest on `recompose`. */
function concatenate(
  c: Pick<Fields, 'scheme' | 'authority' | 'path' | 'query' | 'fragment'>,
): string {
  let text = '';
  if (c.scheme !== undefined) text += `${c.scheme}:`;
  if (c.authority !== undefined) text += `//${c.authority}`;
  text += c.path;
  if (c.query !== undefined) text += `?${c.query}`;
  if (c.fragment !== undefined) text += `#${c.fragment}`;
  return text;
}

const anyReference = anyComponents.map(concatenate);
const anyUri = uriComponents.map(concatenate);

const fieldsOf = (c: Fields | UriComponents): Fields => ({
  scheme: c.scheme,
  authority: c.authority,
  userinfo: c.userinfo,
  host: c.host,
  port: c.port,
  path: c.path,
  query: c.query,
  fragment: c.fragment,
});

// ---------------------------------------------------------------------------------------------
// 5.3 recomposition.

describe('recompose', () => {
  it(`the generators give valid references (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(anyComponents, (c) => {
        count('generated references checked against URI-reference');
        expect(isValid('URI-reference', concatenate(c))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it(`recompose(parse(x)) === x for valid x (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(anyReference, (text) => {
        count('recompose(parse(x)) === x');
        expect(recompose(parse(text))).toBe(text);
      }),
      { numRuns: RUNS },
    );
  });

  it(`parse(recompose(c)) equals c, with the authority given or built (${RUNS} cases)`, () => {
    fc.assert(
      fc.property(anyComponents, (c) => {
        count('parse(recompose(c)) equals c');
        expect(fieldsOf(parse(recompose(c)))).toEqual(c);
        expect(fieldsOf(parse(recompose({ ...c, authority: undefined })))).toEqual(c);
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
        expect(reparsed.authority).toBeUndefined();
        expect(reparsed.path).toBe(`/.${withSlashes.path}`);
        expect(removeDotSegments(reparsed.path)).toBe(removeDotSegments(withSlashes.path));
        const colon = recompose({ ...withColon, scheme: undefined, authority: undefined });
        expect(parse(colon).scheme).toBeUndefined();
        expect(parse(colon).path).toBe(`./${withColon.path}`);
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
        expect(splitNonValidating(text)).toEqual({ scheme: s, authority, path, query, fragment });
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
        expect(concatenate(splitNonValidating(text))).toBe(text);
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
          expect(parseHost(`[${value.canonical}]`)).toEqual(value);
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
        expect(parseHost(text).kind).toBe(expected);
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
        expect(isValid('URI-reference', once)).toBe(true);
        expect(normalize(once, { level: chosen })).toBe(once);
        expect(parse(once).scheme === undefined).toBe(parse(text).scheme === undefined);
        expect(parse(once).authority === undefined).toBe(parse(text).authority === undefined);
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
          expect(equivalent(text, variant, { level: chosen })).toBe(true);
          expect(equivalent(variant, text, { level: chosen })).toBe(true);
          if (c.scheme !== undefined) {
            expect(normalize(variant, { level: chosen })).toBe(normalize(text, { level: chosen }));
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
        expect(equivalent(text, other, { ignoreFragment: true })).toBe(true);
        expect(equivalent(text, other)).toBe(false);
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
        expect(isValid('URI', target)).toBe(true);
        expect(parse(target).fragment).toBe(parse(reference).fragment);
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
          expect(actual).toEqual(expected);

          const literal = concatenate(expected);
          const hazard = expected.authority === undefined && expected.path.startsWith('//');
          const target = resolve(base, reference, { strict });
          if (hazard) {
            count('differential pairs where the literal target re-parses with an authority');
            expect(target).toBe(literal.replace(/^([^:]*:)\/\//, '$1/.//'));
          } else {
            expect(target).toBe(literal);
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
        expect(removeDotSegments(path)).toBe(oracleRemoveDotSegments(path));
      }),
      { numRuns: DIFFERENTIAL_RUNS },
    );
  });
});
