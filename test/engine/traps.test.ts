/**
 * The PEG-trap checker. Over RFC 3986's ABNF with no overrides it finds every trap the project
 * fixed by hand, each with a witness that is a real disagreement (the automaton accepts it and
 * the ordered-choice parser does not); with the overrides in place it finds none, in any of the
 * built-in grammars. It finds the traps of RFC 5234 section 4 itself, and says it cannot verify
 * a rule that refers to itself.
 */
import { compileGrammar, grammar, type AbnfGrammar, type GrammarOverride } from '../../src';
import { ABNF_OF_ABNF, ABNF_OF_ABNF_OVERRIDES } from '../../grammar/engine/abnf-of-abnf';
import { RFC3986_ABNF, RFC3986_OVERRIDES, RFC3986_PROSE } from '../../grammar/rfc3986/abnf';
import { RFC6874_ABNF } from '../../grammar/rfc6874/abnf';
import { RFC6570_OVERRIDES } from '../../grammar/rfc6570/abnf';
import { RFC3986_RULES } from '../../grammar';
import { type Expr, alt, lit, ref, rep, seq } from '../../grammar/engine/abnf';
import { recursiveRules } from '../../grammar/engine/traps';

/** Whether the two back ends really disagree on `witness` as `rule`. */
function disagree<Name extends string>(
  typed: AbnfGrammar<Name>,
  rule: string,
  witness: string,
): boolean {
  const compiled = typed as unknown as AbnfGrammar;
  // Validation reads the automaton; the tree needs the ordered-choice parser to agree with it.
  if (!compiled.isValid(rule, witness)) return false;
  try {
    compiled.parseTree(rule, witness);
    return false;
  } catch (error) {
    return /a PEG trap, which traps\(\) reports/.test(String(error));
  }
}

function rfc3986Without(...dropped: string[]): AbnfGrammar {
  // Typed loosely: the tests name rules from tables.
  const overrides: GrammarOverride[] = RFC3986_OVERRIDES.filter(
    (override) => !dropped.some((name) => override.abnf.startsWith(`${name} `)),
  );
  return compileGrammar({
    name: 'rfc3986-text',
    abnf: RFC3986_ABNF,
    overrides,
    prose: RFC3986_PROSE,
  });
}

describe('RFC 3986 from its text', () => {
  test('with no overrides, the checker finds the traps fixed by hand, each with a real witness', () => {
    const compiled = rfc3986Without('host', 'IPv6address', 'dec-octet', 'path');
    const traps = compiled.traps();
    const byRule = new Map(traps.map((trap) => [trap.rule, trap.witness]));
    for (const rule of ['IPv6address', 'dec-octet', 'path', 'host', 'IPv4address', 'ls32']) {
      expect(byRule.get(rule)).toEqual(expect.any(String));
    }
    for (const { rule, witness } of traps) {
      expect(witness).not.toBeNull();
      expect(disagree(compiled, rule, witness!)).toBe(true);
    }
    // The rules that contain none of them are not reported.
    for (const rule of ['scheme', 'reg-name', 'path-abempty', 'segment', 'query', 'pct-encoded']) {
      expect(byRule.has(rule)).toBe(false);
    }
  });

  test.each([
    // rule, what its witness must look like
    ['host', /^\d+\.\d+\.\d+\.\d+[^\]]+$/], // an IPv4address followed by reg-name characters
    ['IPv6address', /::/],
    ['dec-octet', /^\d\d+$/],
    ['path', /^.+$/],
  ])('without its own override only, %s is reported with a witness like %s', (rule, shape) => {
    const compiled = rfc3986Without(rule);
    const traps = compiled.traps().filter((trap) => trap.witness !== null);
    const own = traps.find((trap) => trap.rule === rule);
    expect(own?.witness).toMatch(shape);
    expect(disagree(compiled, rule, own!.witness)).toBe(true);
    // Every other rule reported contains the trap's rule.
    for (const trap of traps) expect(disagree(compiled, trap.rule, trap.witness)).toBe(true);
  });

  test("with today's overrides it finds none", () => {
    expect(rfc3986Without().traps()).toEqual([]);
  });
});

describe('the built-in grammars have no traps', () => {
  test.each(['rfc3986', 'rfc3987', 'rfc6874', 'rfc2396'] as const)(
    'grammar(%s).traps()',
    (name) => {
      expect(grammar(name).traps()).toEqual([]);
    },
  );

  test("grammar('rfc6570').traps(): RFC 6570's text needs no override", () => {
    expect(RFC6570_OVERRIDES).toEqual([]);
    expect(grammar('rfc6570').traps()).toEqual([]);
  });
});

test('RFC 6874 without its override: IP-literal, on an address with a zone', () => {
  const compiled = compileGrammar({
    name: 'rfc6874-text',
    abnf: RFC6874_ABNF,
    imports: [{ from: { rules: RFC3986_RULES }, rules: Object.keys(RFC3986_RULES) }],
  });
  const trap = compiled.traps().find((found) => found.rule === 'IP-literal');
  expect(trap?.witness).toContain('%25');
  expect(disagree(compiled, 'IP-literal', trap!.witness!)).toBe(true);
});

describe('the ABNF of ABNF', () => {
  test('without its two PEG overrides, the checker finds defined-as ("=/") and repeat ("1*2")', () => {
    const compiled = compileGrammar({ name: 'abnf', abnf: ABNF_OF_ABNF });
    const found = new Map(compiled.traps().map((trap) => [trap.rule, trap]));
    expect(found.get('defined-as')?.witness).toContain('=/');
    expect(found.get('repeat')?.witness).toMatch(/\*/);
    expect(disagree(compiled, 'defined-as', found.get('defined-as')!.witness!)).toBe(true);
  });

  test('its recursive rules cannot be verified, and the checker says so', () => {
    const compiled = compileGrammar({
      name: 'abnf',
      abnf: ABNF_OF_ABNF,
      overrides: ABNF_OF_ABNF_OVERRIDES,
    });
    const traps = compiled.traps();
    expect(traps.filter((trap) => trap.witness !== null)).toEqual([]);
    const unverified = traps.map((trap) => trap.rule);
    expect(unverified).toEqual(
      expect.arrayContaining(['rulelist', 'rule', 'alternation', 'group', 'option', 'element']),
    );
    expect(unverified).not.toContain('repeat');
    expect(traps.find((trap) => trap.rule === 'group')).toMatchObject({
      witness: null,
      unverifiable: expect.stringContaining('refers to itself'),
    });
    // Validation of a recursive rule goes through the combinators, with an offset.
    expect(compiled.isValid('rulelist', 'a = b / (c d)\n')).toBe(true);
    expect(compiled.check('rulelist', 'a = (b\n')).toMatchObject({ ok: false });
  });
});

test('which rules refer to themselves: each on a cycle names itself, each above one names a rule on it', () => {
  const grammar: Record<string, Expr<string>> = {
    a: ref('b'),
    b: seq(lit('x'), ref('c')),
    c: alt(lit('y'), ref('b')),
    d: ref('a'),
    e: lit('z'),
    f: rep(0, 1, ref('f')),
  };
  const found = recursiveRules([grammar], ['a', 'b', 'c', 'd', 'e', 'f']);
  expect([...found]).toEqual([
    ['a', 'b'],
    ['b', 'b'],
    ['c', 'c'],
    ['d', 'b'],
    ['f', 'f'],
  ]);
});

test('a grammar of 2,000 rules is analysed in one walk over its references, not one per rule reached', () => {
  // A chain r0 -> r1 -> ... and a cycle at its end: a walk per rule reached took minutes here.
  const names = Array.from({ length: 2000 }, (_, i) => `r${i}`);
  const grammar: Record<string, Expr<string>> = Object.fromEntries(
    names.map((name, i) => [name, seq(lit('x'), ref(names[i + 1] ?? 'r0'))]),
  );
  grammar.r1999 = alt(lit('y'), ref('r1998'));
  const found = recursiveRules([grammar], names);
  expect(found.get('r0')).toBe('r1998');
  expect(found.get('r1998')).toBe('r1998');
}, 20_000); // about 0.2 s; 3 minutes before
