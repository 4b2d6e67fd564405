/** Inputs for the property tests: strings built from URI pieces, and mutations of valid samples. */
import fc from 'fast-check';
import { RULE_NAMES, type RuleName } from '../../src';

/**
 * 10x more cases when `DEEP` is set (`npm run test:deep`); a tenth under `MUTATION`
 * (`npm run mutation`), where the suite runs once per mutant and a smaller sample still kills.
 */
export const SCALE = process.env.DEEP ? 10 : process.env.MUTATION ? 0.1 : 1;

/** Valid examples of every rule (checked against the oracle in conformance.test.ts). */
export const VALID_SAMPLES: Readonly<Record<RuleName, readonly string[]>> = {
  URI: [
    'http://a',
    'http://user:pw@[::1]:80/a/b?q=1#f',
    'a:',
    'urn:isbn:0451450523',
    'mailto:x@y.z',
    'f://[v1.x]/',
    'h://1.2.3.4:8/%41?/?#/?',
    'S+-.9:/a//b',
  ],
  'hier-part': ['//a/b', '/a', 'a:b', '', '//u@h:1', '//[::1]'],
  'URI-reference': ['http://a/b?c#d', '//a', '?q', '#f', '', 'a/b:c', '../x', 'g;x=1/../y'],
  'absolute-URI': ['http://a/b?q', 'a:', 'x:/y?z', 'x:y:z'],
  'relative-ref': ['//a/b?c#d', '/a', 'a/b', '', '?', '#', './a:b', '//u@[v1.x]:8'],
  'relative-part': ['//a/b', '/a', 'a/b', '', '//'],
  scheme: ['http', 'a', 'A+b-c.1'],
  authority: ['a', '', 'u:p@h:80', '[::1]:0', '1.2.3.4', 'v@[v9.a:b]', ':'],
  userinfo: ['', 'u:p', "%41!$&'()*+,;=:-._~"],
  host: ['a', '', '1.2.3.4', '[::1]', '[v1.x]', '256.1.1.1', 'a.b-c_d~', '%ff'],
  port: ['', '80', '0008080'],
  'IP-literal': ['[::1]', '[v1.x]', '[1:2:3:4:5:6:7:8]', '[::ffff:1.2.3.4]'],
  IPvFuture: ['v1.x', 'VfF.a:b', 'v0.!'],
  IPv6address: [
    '::',
    '::1',
    '1::',
    '1:2:3:4:5:6:7:8',
    '::ffff:1.2.3.4',
    'a:b:c:d:e:f:1.2.3.4',
    'fe80::1:2',
    '1:2:3:4:5:6:7::',
  ],
  h16: ['0', 'ffff', 'A1b'],
  ls32: ['1:2', '1.2.3.4', 'ffff:0'],
  IPv4address: ['1.2.3.4', '255.255.255.255', '0.0.0.0', '192.168.0.1', '249.199.99.9'],
  'dec-octet': ['0', '9', '10', '99', '100', '199', '200', '249', '250', '255'],
  'reg-name': ['', 'a', 'www.example.com', "%41-._~!$&'()*+,;="],
  path: ['', '/', '/a/b', 'a/b', 'a:b', '//a', '/a:b'],
  'path-abempty': ['', '/', '//', '/a/b/'],
  'path-absolute': ['/', '/a', '/a//b'],
  'path-noscheme': ['a', 'a/b:c', '%41@/'],
  'path-rootless': ['a', 'a:b', 'a:b/c//'],
  'path-empty': [''],
  segment: ['', 'a', 'a:@%41'],
  'segment-nz': ['a', ':', '@%41'],
  'segment-nz-nc': ['a', '@', '%41'],
  pchar: ['a', ':', '@', '%41', '~'],
  query: ['', '?/', 'a=b&c=d', '%41'],
  fragment: ['', 'f', '/?a'],
  'pct-encoded': ['%41', '%fF', '%00'],
  unreserved: ['a', 'Z', '5', '-', '.', '_', '~'],
  reserved: [':', '/', '!', '='],
  'gen-delims': [':', '/', '?', '#', '[', ']', '@'],
  'sub-delims': ['!', '$', '&', "'", '(', ')', '*', '+', ',', ';', '='],
  ALPHA: ['a', 'Z'],
  DIGIT: ['0', '9'],
  HEXDIG: ['0', 'a', 'F'],
};

export const ALL_SAMPLES: readonly string[] = [
  ...new Set(RULE_NAMES.flatMap((rule) => VALID_SAMPLES[rule])),
];

/** Pieces of URIs, including the characters just outside the grammar. */
export const PIECES: readonly string[] = [
  'http',
  'a',
  'A',
  'v',
  'V',
  'f',
  'F',
  'g',
  'G',
  'z',
  ...'0123456789',
  '25',
  '255',
  '256',
  '01',
  '1.2.3.4',
  '.',
  '..',
  ':',
  '::',
  '://',
  '/',
  '//',
  '?',
  '#',
  '@',
  '[',
  ']',
  '%',
  '%4',
  '%41',
  '%zz',
  '%2F',
  '-',
  '_',
  '~',
  ..."!$&'()*+,;=",
  ' ',
  '\\',
  '"',
  '<',
  '{',
  '^',
  '`',
  '|',
  '\u007f',
  'é',
  '\u0000',
  '\n',
  '\uD800',
  '😀',
  'ffff',
  '::1',
  'v1.x',
  '[::1]',
  '[v1.x]',
];

/** Every single character that occurs in a piece (UTF-16 code units). */
export const PIECE_CHARACTERS: readonly string[] = [...new Set(PIECES.join('').split(''))];

/** 0 to 12 pieces, concatenated. */
export const pieceString: fc.Arbitrary<string> = fc
  .array(fc.constantFrom(...PIECES), { maxLength: 12 })
  .map((pieces) => pieces.join(''));

type Edit = {
  readonly kind: 'insert' | 'delete' | 'replace';
  readonly at: number;
  readonly ch: string;
};

const edit: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom('insert' as const, 'delete' as const, 'replace' as const),
  at: fc.nat(),
  ch: fc.constantFrom(...PIECE_CHARACTERS),
});

function applyEdit(text: string, { kind, at, ch }: Edit): string {
  if (kind === 'insert' || text.length === 0) {
    const i = at % (text.length + 1);
    return text.slice(0, i) + ch + text.slice(i);
  }
  const i = at % text.length;
  return text.slice(0, i) + (kind === 'replace' ? ch : '') + text.slice(i + 1);
}

/** A sample with one or two characters inserted, deleted or replaced. */
export function mutationOf(samples: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...samples), fc.array(edit, { minLength: 1, maxLength: 2 }))
    .map(([sample, edits]) => edits.reduce(applyEdit, sample));
}

/** Groups joined by ":" (IPv6-like) or "." (IPv4-like), sometimes bracketed or in a URI. */
export const addressLike: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(':', '.'),
    fc.array(
      fc.constantFrom('', '0', '1', '9', '25', '255', '256', '01', 'a', 'FFFF', '12345', 'g'),
      { maxLength: 10 },
    ),
    fc.constantFrom('', '1.2.3.4', ':1.2.3.4', ':01.2.3.4', ':1.2.3.256', '::', ':'),
    fc.constantFrom(['', ''], ['[', ']'], ['http://[', ']/'], ['//', ':80'], ['v1.', '']),
  )
  .map(
    ([separator, groups, tail, [before, after]]) => before + groups.join(separator) + tail + after,
  );

/** The mix the differential and error properties draw from, for one rule. */
export function inputFor(rule: RuleName): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: pieceString },
    { weight: 2, arbitrary: addressLike },
    { weight: 3, arbitrary: mutationOf(VALID_SAMPLES[rule]) },
    { weight: 1, arbitrary: mutationOf(ALL_SAMPLES) },
    { weight: 1, arbitrary: fc.constantFrom(...VALID_SAMPLES[rule]) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...VALID_SAMPLES[rule]),
          pieceString,
          fc.constantFrom(...ALL_SAMPLES),
        )
        .map((parts) => parts.join('')),
    },
  );
}

/** fast-check parameters: `FC_SEED` replays a reported failure. */
export function runParameters(runs: number): fc.Parameters<unknown> {
  const numRuns = Math.max(1, Math.round(runs));
  const seed = process.env.FC_SEED;
  return seed === undefined ? { numRuns } : { numRuns, seed: Number(seed) };
}
