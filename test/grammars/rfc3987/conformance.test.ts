/**
 * The IRI conformance vectors (test/fixtures/iri.json: network-uri, python-hyper/rfc3986,
 * iri-string, fluent-uri; each entry's `source` names the file and line), every kind asserted
 * against the function it describes:
 * - validity: `grammar('rfc3987').isValid` ("URI (network-uri AbsId)" is an absolute IRI: `IRI`);
 * - components: `grammar('rfc3987').parse` (`null` in the vector = absent);
 * - iri-to-uri: `iriToUri`, with `{ idna: true }` for python-hyper's vectors (it converts hosts
 *   with IDNA), without for the others; a vector that expects an error expects a RangeError;
 * - iri-normalize: `normalize`; iri-normalize-to-uri: `iriToUri(normalize(x))`;
 * - uri-to-iri-normalize: `normalize(uriToIri(x))`; resolve-normalize: `normalize(resolve(b, r))`;
 * - lenient-encode: the raw input is not a URI reference but is an IRI reference, and `iriToUri`
 *   gives what the lenient source produced.
 * Where the library departs from a vector on purpose, DEPARTURES holds its answer and the reason;
 * everything else must match.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { grammar, iriToUri, uriToIri } from '../../../src';
import { oracle3987 } from '../../oracle/abnf-regex';
import { g, type Name } from './support';

interface IriEntry {
  readonly kind: string;
  readonly source: string;
  readonly input?: string;
  readonly base?: string;
  readonly reference?: string;
  readonly expected?: string | null;
  readonly error?: string;
  readonly rule?: string;
  readonly valid?: boolean;
  readonly [component: string]: unknown;
}

const ENTRIES: readonly IriEntry[] = JSON.parse(
  readFileSync(join(__dirname, '..', '..', 'fixtures', 'iri.json'), 'utf8'),
) as IriEntry[];

/** `kind input` of each vector the library answers differently on purpose: its answer, and why. */
const DEPARTURES: Readonly<Record<string, { readonly answer: string; readonly reason: string }>> = {
  'iri-to-uri http://ẞ.com:443': {
    answer: 'http://ss.com:443',
    reason:
      "IDNA is the platform's (src/iri.ts): Node's WHATWG URL maps U+1E9E (capital sharp s) to " +
      '"ss"; python\'s idna package maps it to "ß" (xn--zca)',
  },
  'iri-to-uri http://ẞ.foo.com': {
    answer: 'http://ss.foo.com',
    reason: 'U+1E9E mapped to "ss" by the platform\'s UTS 46, as above',
  },
  'iri-to-uri http://Bẞ.com': {
    answer: 'http://bss.com',
    reason: 'U+1E9E mapped to "ss" by the platform\'s UTS 46, as above (and "B" lowercased)',
  },
  'iri-to-uri http://♥.net': {
    answer: 'http://xn--g6h.net',
    reason:
      "python's idna (IDNA 2008) refuses the symbol U+2665; UTS 46 as the WHATWG URL Standard " +
      "applies it (no STD3 rules) accepts it, and the library takes the platform's answer",
  },
  'uri-to-iri-normalize http://xn--99zt52a.example.org/%e2%80%ae': {
    answer: 'http://xn--99zt52a.example.org/%E2%80%AE',
    reason:
      "RFC 3987 3.2.1's own example: U+202E (RIGHT-TO-LEFT OVERRIDE) is forbidden in IRIs by " +
      '4.1, so it stays percent-encoded (in uppercase hex); fluent-uri decodes it',
  },
};

const COMPONENTS = ['scheme', 'authority', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'];

/** What the library answers for an entry whose kind maps one input to one string. */
function answer(entry: IriEntry): string {
  const input = entry.input!;
  switch (entry.kind) {
    case 'iri-to-uri':
      return iriToUri(input, { idna: entry.source.startsWith('python-hyper/') });
    case 'iri-normalize':
      return g.normalize(input);
    case 'iri-normalize-to-uri':
      return iriToUri(g.normalize(input));
    case 'uri-to-iri-normalize':
      return g.normalize(uriToIri(input));
    case 'resolve-normalize':
      return g.normalize(g.resolve(entry.base!, entry.reference!));
    default:
      throw new Error(`no function for kind ${entry.kind}`);
  }
}

const key = (entry: IriEntry): string => `${entry.kind} ${entry.input ?? entry.reference}`;
const tally = { matched: 0, departures: 0 };
const byKind = new Map<string, number>();

afterAll(() => {
  const kinds = [...byKind].map(([kind, n]) => `${kind} ${n}`).join(', ');
  console.log(
    `rfc3987 conformance: ${ENTRIES.length} entries (${kinds}); ${tally.matched} match, ` +
      `${tally.departures} departures on purpose`,
  );
});

describe('iri.json', () => {
  it('holds 48 entries of the eight kinds, and every departure names an entry', () => {
    expect(ENTRIES).toHaveLength(48);
    for (const entry of ENTRIES) byKind.set(entry.kind, (byKind.get(entry.kind) ?? 0) + 1);
    expect([...byKind.keys()].sort()).toEqual([
      'components',
      'iri-normalize',
      'iri-normalize-to-uri',
      'iri-to-uri',
      'lenient-encode',
      'resolve-normalize',
      'uri-to-iri-normalize',
      'validity',
    ]);
    const keys = new Set(ENTRIES.map(key));
    for (const departure of Object.keys(DEPARTURES)) expect(keys.has(departure)).toBe(true);
  });

  it.each(ENTRIES.filter((entry) => entry.kind === 'validity').map((e) => [e.rule!, e.input!, e]))(
    'validity %s %j',
    (rule, input, entry) => {
      const name = (rule.startsWith('URI') ? 'IRI' : rule) as Name;
      expect(g.isValid(name, input)).toBe(entry.valid);
      expect(oracle3987.matches(name, input)).toBe(entry.valid);
      tally.matched++;
    },
  );

  it.each(ENTRIES.filter((entry) => entry.kind === 'components').map((e) => [e.input!, e]))(
    'components %j',
    (input, entry) => {
      const parsed = g.parse(input) as unknown as Record<string, unknown>;
      for (const component of COMPONENTS) {
        expect({ component, value: parsed[component] ?? null }).toEqual({
          component,
          value: entry[component],
        });
      }
      tally.matched++;
    },
  );

  it.each(ENTRIES.filter((entry) => entry.kind === 'lenient-encode').map((e) => [e.input!, e]))(
    'lenient-encode %j: not a URI reference, an IRI reference, and iriToUri encodes it',
    (input, entry) => {
      expect(grammar('rfc3986').isValid('URI-reference', input)).toBe(false);
      expect(g.isValid('IRI-reference', input)).toBe(true);
      expect(iriToUri(input)).toBe(entry.expected);
      tally.matched++;
    },
  );

  const mapped = ENTRIES.filter((entry) =>
    [
      'iri-to-uri',
      'iri-normalize',
      'iri-normalize-to-uri',
      'uri-to-iri-normalize',
      'resolve-normalize',
    ].includes(entry.kind),
  );

  it.each(mapped.filter((entry) => !(key(entry) in DEPARTURES)).map((e) => [key(e), e]))(
    '%s',
    (_, entry) => {
      if (entry.expected === null) {
        // The source refuses (python-hyper: InvalidAuthority): so must the library.
        expect(entry.error).toBeDefined();
        expect(() => answer(entry)).toThrow(RangeError);
      } else {
        expect(answer(entry)).toBe(entry.expected);
      }
      tally.matched++;
    },
  );

  it.each(Object.entries(DEPARTURES))('departure: %s (%j)', (entryKey, departure) => {
    const entry = ENTRIES.find((candidate) => key(candidate) === entryKey)!;
    expect(answer(entry)).toBe(departure.answer);
    expect(departure.answer).not.toBe(entry.expected);
    tally.departures++;
  });
});
