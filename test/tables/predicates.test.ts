/**
 * The small entry's type guards (src/formats/predicates.ts) run precompiled tables
 * (src/tables/): each table is the engine's minimal automaton, entry for entry, and each guard
 * answers what the full engine's `isValid` answers, on generated strings of every kind the
 * grammars' own differential tests draw (samples, mutations, pieces, non-ASCII edges, lone
 * surrogates) and on arbitrary text.
 */
import fc from 'fast-check';
import * as builtIn from '../../grammar';
import type { CompiledGrammar } from '../../grammar';
import {
  addFormats,
  formats,
  isIpv4,
  isIpv6,
  isIri,
  isIriReference,
  isUri,
  isUriReference,
  isUriTemplate,
} from '../../src/formats';
import { grammar } from '../../src';
import {
  type EncodedDfa,
  decodeDfa,
  decodeNumbers,
  encodeNumbers,
  predicate,
} from '../../src/tables/dfa';
import * as TABLES from '../../src/tables/formats';
import {
  addressLike,
  inputFor as rfc3986Input,
  runParameters,
  SCALE,
} from '../support/arbitraries';
import { EDGE_CHARACTERS, LONE_SURROGATES } from '../support/code-points';
import { inputFor as rfc3987Input } from '../grammars/rfc3987/support';
import { inputFor as rfc6570Input } from '../grammars/rfc6570/support';
import type { RuleName } from '../../grammar';
import type { Rfc3987RuleName, Rfc6570RuleName } from '../../grammar';

type Guard = (value: unknown) => value is string;

/** Each guard, the format it serves, and the rule of the full engine that decides it. */
const GUARDS: readonly {
  name: string;
  guard: Guard;
  format: keyof typeof formats;
  grammar: 'rfc3986' | 'rfc3987' | 'rfc6570';
  rule: string;
  input: fc.Arbitrary<string>;
}[] = [
  {
    name: 'isUri',
    guard: isUri,
    format: 'uri',
    grammar: 'rfc3986',
    rule: 'URI',
    input: rfc3986Input('URI'),
  },
  {
    name: 'isUriReference',
    guard: isUriReference,
    format: 'uri-reference',
    grammar: 'rfc3986',
    rule: 'URI-reference',
    input: rfc3986Input('URI-reference'),
  },
  {
    name: 'isIri',
    guard: isIri,
    format: 'iri',
    grammar: 'rfc3987',
    rule: 'IRI',
    input: rfc3987Input('IRI'),
  },
  {
    name: 'isIriReference',
    guard: isIriReference,
    format: 'iri-reference',
    grammar: 'rfc3987',
    rule: 'IRI-reference',
    input: rfc3987Input('IRI-reference'),
  },
  {
    name: 'isUriTemplate',
    guard: isUriTemplate,
    format: 'uri-template',
    grammar: 'rfc6570',
    rule: 'URI-Template',
    input: rfc6570Input('URI-Template'),
  },
  {
    name: 'isIpv4',
    guard: isIpv4,
    format: 'ipv4',
    grammar: 'rfc3986',
    rule: 'IPv4address',
    input: fc.oneof(rfc3986Input('IPv4address'), addressLike),
  },
  {
    name: 'isIpv6',
    guard: isIpv6,
    format: 'ipv6',
    grammar: 'rfc3986',
    rule: 'IPv6address',
    input: fc.oneof(rfc3986Input('IPv6address'), addressLike),
  },
];

/** The full engine's answer. */
function engine(grammarName: string, rule: string): (text: string) => boolean {
  const g = grammar(grammarName as 'rfc3986') as unknown as {
    isValid: (rule: string, text: string) => boolean;
  };
  return (text) => g.isValid(rule, text);
}

/** Any text: ASCII, any code unit (lone surrogates too), any code point. */
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc
    .array(fc.constantFrom(...EDGE_CHARACTERS, ...LONE_SURROGATES, 'a', ':', '/', '%', '['), {
      maxLength: 12,
    })
    .map((parts) => parts.join('')),
);

const RUNS = 3000 * SCALE;

/** A proxy whose every trap throws once revoked. */
const REVOKED: unknown = (() => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
})();

describe.each(GUARDS.map((entry) => [entry.name, entry] as const))('%s', (name, entry) => {
  const full = engine(entry.grammar, entry.rule);

  test(`answers as the engine's ${entry.grammar} isValid('${entry.rule}', …) on its rule's input mix`, () => {
    fc.assert(
      fc.property(entry.input, (text) => entry.guard(text) === full(text)),
      runParameters(RUNS),
    );
  });

  test('answers as the engine on any text, non-ASCII and lone surrogates included', () => {
    fc.assert(
      fc.property(anyText, (text) => entry.guard(text) === full(text)),
      runParameters(RUNS),
    );
  });

  test('a valid string with a character changed anywhere: the same answer', () => {
    const valid = fc
      .tuple(entry.input, fc.nat(), fc.constantFrom(...EDGE_CHARACTERS, ...LONE_SURROGATES))
      .map(([text, at, ch]) => {
        const i = text.length === 0 ? 0 : at % text.length;
        return text.slice(0, i) + ch + text.slice(i);
      });
    fc.assert(
      fc.property(valid, (text) => entry.guard(text) === full(text)),
      runParameters(RUNS / 3),
    );
  });

  test('accepts some and refuses some of its input mix (the property is not vacuous)', () => {
    const samples = fc.sample(entry.input, { numRuns: 400, seed: 1 });
    expect(samples.some((text) => entry.guard(text))).toBe(true);
    expect(samples.some((text) => !entry.guard(text))).toBe(true);
  });

  test(`is the format's validator: formats['${entry.format}']`, () => {
    expect(formats[entry.format]).toBe(entry.guard);
  });

  test.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 1],
    ['a bigint', 1n],
    ['true', true],
    ['a symbol', Symbol('http://a')],
    ['an object', { toString: () => 'http://a' }],
    ['an array', ['http://a']],
    ['a String object', Object('http://a')],
    ['a function', () => 'http://a'],
    ['a revoked proxy', REVOKED],
  ])('is false, without a throw, for %s', (_, value) => {
    expect(entry.guard(value)).toBe(false);
  });
});

test('the table examples the docs give', () => {
  expect([isUri('http://a/b?c#d'), isUri('a:'), isUri('/a'), isUri('http://a b')]).toEqual([
    true,
    true,
    false,
    false,
  ]);
  expect([isUriReference('/a'), isUriReference('%zz'), isUriReference('')]).toEqual([
    true,
    false,
    true,
  ]);
  expect([isIri('http://é.example/ü'), isUri('http://é.example/ü')]).toEqual([true, false]);
  expect([isIri('http://a/\uD800'), isIri('http://a/\u{10000}')]).toEqual([false, true]);
  expect([isUriTemplate('/a{b}{?c*}'), isUriTemplate('/a{b')]).toEqual([true, false]);
  expect([isIpv4('1.2.3.4'), isIpv4('01.2.3.4'), isIpv6('::1'), isIpv6('1::2::3')]).toEqual([
    true,
    false,
    true,
    false,
  ]);
});

describe('the precompiled tables', () => {
  const tables = Object.entries(TABLES as Record<string, EncodedDfa>);

  test('cover every guard', () => {
    expect(tables.map(([, t]) => `${t.grammar} ${t.rule}`).sort()).toEqual(
      GUARDS.map((entry) => `${entry.grammar} ${entry.rule}`).sort(),
    );
  });

  test.each(tables)('%s is the engine’s minimal automaton, entry for entry', (_, encoded) => {
    const compiled = (builtIn as unknown as Record<string, CompiledGrammar<string>>)[
      encoded.grammar
    ]!;
    const expected = compiled.automaton(encoded.rule).membershipTables();
    const dfa = decodeDfa(encoded);
    expect({
      classes: dfa.classes,
      start: dfa.start,
      next: Array.from(dfa.next),
      accepting: Array.from(dfa.accepting),
      classOf: Array.from(dfa.classOf),
      nonAscii:
        dfa.nonAsciiStarts === null
          ? null
          : { starts: [...dfa.nonAsciiStarts], classes: Array.from(dfa.nonAsciiClasses!) },
    }).toEqual(expected);
  });

  test('numbers survive the encoding, at every width', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 2 })
          .chain((width) =>
            fc.tuple(
              fc.constant(width),
              fc.array(fc.integer({ min: 0, max: 64 ** width - 1 }), { maxLength: 50 }),
            ),
          ),
        ([width, numbers]) => {
          const text = encodeNumbers(numbers, width);
          expect(text).toMatch(/^[A-Za-z0-9+/]*$/);
          expect(Array.from(decodeNumbers(text, width))).toEqual(numbers);
        },
      ),
    );
    expect(() => encodeNumbers([64], 1)).toThrow(RangeError);
  });

  test('a predicate decodes its table once, at its first call', () => {
    let reads = 0;
    const encoded = { ...TABLES.IPV4 };
    Object.defineProperty(encoded, 'next', {
      get: () => {
        reads++;
        return TABLES.IPV4.next;
      },
    });
    const guard = predicate(encoded);
    expect(reads).toBe(0);
    expect([guard('1.2.3.4'), guard('1.2.3'), guard(4)]).toEqual([true, false, false]);
    expect(reads).toBe(1);
  });
});

test('addFormats registers the guards themselves', () => {
  const added = new Map<string, unknown>();
  addFormats({
    addFormat: (name, format) => {
      added.set(name, format.validate);
    },
  });
  for (const entry of GUARDS) expect(added.get(entry.format)).toBe(entry.guard);
});

// Keep the rule-name types honest: each guard's rule is a rule of its grammar.
const _rules: readonly (RuleName | Rfc3987RuleName | Rfc6570RuleName)[] = [
  'URI',
  'URI-reference',
  'IRI',
  'IRI-reference',
  'URI-Template',
  'IPv4address',
  'IPv6address',
];
void _rules;
