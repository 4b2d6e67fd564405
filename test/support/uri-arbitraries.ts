/**
 * Generators of valid URI references, built component by component from RFC 3986 Appendix A,
 * so that each generated string comes with the components `parse` must give for it.
 */
import fc from 'fast-check';
import type { UriComponents } from '../../src/components';

// ---------------------------------------------------------------------------------------------
// Generators of valid components, following RFC 3986 Appendix A.

export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const ALPHA = `${LOWER}${LOWER.toUpperCase()}`;
export const DIGIT = '0123456789';
export const HEXDIG = `${DIGIT}ABCDEFabcdef`;
export const SUB_DELIMS = "!$&'()*+,;=";

export const chars = (set: string): fc.Arbitrary<string> => fc.constantFrom(...set);
export const join = (
  unit: fc.Arbitrary<string>,
  maxLength: number,
  minLength = 0,
): fc.Arbitrary<string> => fc.array(unit, { minLength, maxLength }).map((parts) => parts.join(''));

/** pct-encoded, biased towards the interesting octets: dots, unreserved, reserved, UTF-8. */
export const pctEncoded = fc.oneof(
  fc.tuple(chars(HEXDIG), chars(HEXDIG)).map(([high, low]) => `%${high}${low}`),
  fc.constantFrom('%2E', '%2e', '%41', '%7E', '%7e', '%2F', '%3A', '%3f', '%25', '%C3%A9', '%ff'),
);
export const unreserved = chars(`${ALPHA}${DIGIT}-._~`);
export const subDelim = chars(SUB_DELIMS);
export const pchar = fc.oneof(
  { weight: 4, arbitrary: unreserved },
  { weight: 2, arbitrary: pctEncoded },
  { weight: 1, arbitrary: subDelim },
  { weight: 1, arbitrary: fc.constantFrom(':', '@') },
);

export const SPECIAL_SEGMENTS = [
  '',
  '.',
  '..',
  '%2E',
  '%2e',
  '.%2E',
  '%2E%2E',
  'a',
  'B',
  'g;x',
  'c:d',
];
export const segment = fc.oneof(fc.constantFrom(...SPECIAL_SEGMENTS), join(pchar, 4));
export const segmentNz = segment.filter((text) => text !== '');
export const segmentNzNc = segmentNz.filter((text) => !text.includes(':'));
export const pathAbempty = fc
  .array(segment, { maxLength: 5 })
  .map((s) => s.map((x) => `/${x}`).join(''));
export const pathAbsolute = fc.oneof(
  fc.constant('/'),
  fc.tuple(segmentNz, pathAbempty).map(([first, rest]) => `/${first}${rest}`),
);
export const pathRootless = fc.tuple(segmentNz, pathAbempty).map(([first, rest]) => first + rest);
export const pathNoscheme = fc.tuple(segmentNzNc, pathAbempty).map(([first, rest]) => first + rest);

export const scheme = fc.oneof(
  fc.constantFrom('http', 'HTTP', 'https', 'ftp', 'ws', 'wss', 'foo', 'f', 'urn'),
  fc
    .tuple(chars(ALPHA), join(chars(`${ALPHA}${DIGIT}+-.`), 5))
    .map(([first, rest]) => first + rest),
);

export const decOctet = fc.integer({ min: 0, max: 255 }).map(String);
export const ipv4 = fc
  .tuple(decOctet, decOctet, decOctet, decOctet)
  .map((octets) => octets.join('.'));

export interface Ipv6Rendering {
  readonly pieces: readonly number[];
  readonly text: string;
}

/** IPv6 pieces written in one of the many valid ways RFC 3986 3.2.2 allows. */
export const ipv6 = fc
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

export const ipvFuture = fc
  .tuple(
    fc.constantFrom('v', 'V'),
    join(chars(HEXDIG), 3, 1),
    join(fc.oneof(unreserved, subDelim, fc.constant(':')), 6, 1),
  )
  .map(([v, version, address]) => `[${v}${version}.${address}]`);

export const regName = fc.oneof(
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

export type HostKindGenerated = 'IPv4address' | 'IPv6address' | 'IPvFuture' | 'reg-name';
export const host: fc.Arbitrary<{ kind: HostKindGenerated; text: string }> = fc.oneof(
  ipv4.map((text) => ({ kind: 'IPv4address' as const, text })),
  ipv6.map(({ text }) => ({ kind: 'IPv6address' as const, text })),
  ipvFuture.map((text) => ({ kind: 'IPvFuture' as const, text })),
  { weight: 3, arbitrary: regName.map((text) => ({ kind: 'reg-name' as const, text })) },
);

export const userinfo = join(fc.oneof(unreserved, pctEncoded, subDelim, fc.constant(':')), 6);
export const port = fc.oneof(
  fc.constantFrom('', '80', '080', '443', '21', '8042'),
  join(chars(DIGIT), 5),
);
export const queryOrFragment = join(
  fc.oneof({ weight: 4, arbitrary: pchar }, fc.constantFrom('/', '?')),
  8,
);

export interface AuthorityParts {
  readonly userinfo: string | undefined;
  readonly host: { readonly kind: HostKindGenerated; readonly text: string };
  readonly port: string | undefined;
}

export const authorityParts: fc.Arbitrary<AuthorityParts> = fc.record({
  userinfo: fc.option(userinfo, { nil: undefined }),
  host,
  port: fc.option(port, { nil: undefined }),
});

export const optional = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.option(arbitrary, { nil: undefined });

export type Fields = Omit<UriComponents, 'hostKind'>;

export interface Shape {
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

export const PATHS = {
  abempty: pathAbempty,
  absolute: pathAbsolute,
  rootless: pathRootless,
  noscheme: pathNoscheme,
};

/** Components of a valid URI reference: each field what `parse` would give for it. */
export function componentsOf(shape: Shape): fc.Arbitrary<Fields> {
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

export const anyComponents = componentsOf({ scheme: optional(scheme) });
export const uriComponents = componentsOf({ scheme });

/** RFC 3986 5.3, unguarded, written here so that the tests do not rest on `recompose`. */
export function concatenate(
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

export const anyReference = anyComponents.map(concatenate);
export const anyUri = uriComponents.map(concatenate);

export const fieldsOf = (c: Fields | UriComponents): Fields => ({
  scheme: c.scheme,
  authority: c.authority,
  userinfo: c.userinfo,
  host: c.host,
  port: c.port,
  path: c.path,
  query: c.query,
  fragment: c.fragment,
});
