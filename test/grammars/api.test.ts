/**
 * `grammar(name)`: the names, the TypeErrors for unknown grammars and rules (listing the valid
 * names), the shape of every rule definition, and the top-level functions being
 * grammar('rfc3986')'s.
 */
import fc from 'fast-check';
import {
  check,
  GRAMMAR_NAMES,
  grammar,
  isGrammarName,
  isValid,
  parse,
  parseTree,
  RULE_NAMES,
} from '../../src';
import { PIECES, runParameters, SCALE } from '../support/arbitraries';

describe('GRAMMAR_NAMES and grammar()', () => {
  it('names the four grammars, each its own object with its name and title', () => {
    expect([...GRAMMAR_NAMES]).toEqual(['rfc3986', 'rfc3987', 'rfc6874', 'rfc2396']);
    for (const name of GRAMMAR_NAMES) {
      expect(isGrammarName(name)).toBe(true);
      expect(grammar(name).name).toBe(name);
      expect(grammar(name)).toBe(grammar(name));
    }
    expect(grammar('rfc3987').title).toBe('RFC 3987');
    expect(grammar('rfc6874').title).toBe('RFC 6874');
  });

  it.each(['rfc3988', 'RFC3987', '', '__proto__', 'toString'])(
    'grammar(%j) is a TypeError listing the grammars',
    (name) => {
      const untyped = grammar as (name: string) => unknown;
      expect(() => untyped(name)).toThrow(TypeError);
      expect(() => untyped(name)).toThrow('rfc3986, rfc3987, rfc6874, rfc2396');
      expect(isGrammarName(name)).toBe(false);
    },
  );

  it('a non-string name is a TypeError too', () => {
    const untyped = grammar as (name: unknown) => unknown;
    for (const name of [undefined, null, 3987, {}]) expect(() => untyped(name)).toThrow(TypeError);
  });
});

describe.each(['rfc3987', 'rfc6874'] as const)('grammar(%s)', (name) => {
  const g = grammar(name);
  const untypedValid = g.isValid as (rule: string, text: string) => boolean;
  const untypedCheck = g.check as (rule: string, text: string) => unknown;

  it('an unknown rule is a TypeError that lists its rule names', () => {
    for (const rule of ['URI ', 'iri', 'ZoneId', '__proto__', 'constructor']) {
      expect(() => untypedValid(rule, 'x')).toThrow(TypeError);
      expect(() => untypedCheck(rule, 'x')).toThrow(g.RULE_NAMES.join(', '));
    }
  });

  it('rules names the grammar own rules: IRI rules in rfc3987, not in rfc6874 and back', () => {
    const other = name === 'rfc3987' ? ['URI', 'ZoneID'] : ['IRI', 'ucschar'];
    for (const rule of other) expect(() => untypedValid(rule, 'x')).toThrow(TypeError);
  });

  it.each([...g.RULE_NAMES])(
    'rules[%s] is { name, rfc, section, abnf, expr } (and peg)',
    (rule) => {
      const definition = g.rules[rule as keyof typeof g.rules] as unknown as Record<
        string,
        unknown
      >;
      expect(Object.keys(definition).sort()).toEqual(
        ['abnf', 'expr', 'name', 'rfc', 'section', ...('peg' in definition ? ['peg'] : [])].sort(),
      );
      expect(definition.name).toBe(rule);
      expect(definition.rfc).toMatch(/^RFC \d{4}$/);
      expect(definition.section).toMatch(/^[0-9A-Z]+(\.[0-9]+)*$/);
      expect(Object.isFrozen(definition)).toBe(true);
    },
  );
});

describe("the top-level functions are grammar('rfc3986')'s", () => {
  const g = grammar('rfc3986');
  it('the same rule names and definitions', () => {
    expect(g.RULE_NAMES).toEqual(RULE_NAMES);
  });

  const RUNS = 1000 * SCALE;
  it(`the same answers on ${RUNS} piece strings, for every rule`, () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RULE_NAMES),
        fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }).map((parts) => parts.join('')),
        (rule, text) => {
          expect(isValid(rule, text)).toBe(g.isValid(rule, text));
          expect(check(rule, text)).toEqual(g.check(rule, text));
          if (isValid(rule, text)) expect(parseTree(rule, text)).toEqual(g.parseTree(rule, text));
          if (isValid('URI-reference', text)) expect(parse(text)).toEqual(g.parse(text));
        },
      ),
      runParameters(RUNS),
    );
  });
});
