/**
 * The grammars read from their RFC text are the grammars the project wrote by hand: for every
 * rule of every grammar, the expression read from the text (after its overrides) is structurally
 * equal to the hand-written one, and the rule data users see (`abnf`, `section`, `rfc`, `peg`)
 * is the same. The hand-written expressions are kept in test/fixtures/hand-written-expressions.json
 * (written from the transcriptions before they were deleted; see its note in the fixtures README).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  RFC3986_RULES,
  RFC3987_RULES,
  RFC6570_RULES,
  RFC6874_RULES,
  rulesFromText,
} from '../../grammar';
import type { GrammarText, RuleDefinition } from '../../grammar';
import { RFC3986_ABNF, RFC3986_OVERRIDES, RFC3986_PROSE } from '../../grammar/rfc3986/abnf';
import {
  FROM_RFC3986,
  RFC3987_ABNF,
  RFC3987_OVERRIDES,
  RFC3987_PROSE,
} from '../../grammar/rfc3987/abnf';
import { RFC6874_ABNF, RFC6874_OVERRIDES } from '../../grammar/rfc6874/abnf';
import {
  FROM_RFC3986 as RFC6570_FROM_RFC3986,
  FROM_RFC3987 as RFC6570_FROM_RFC3987,
  RFC6570_ABNF,
  RFC6570_OVERRIDES,
} from '../../grammar/rfc6570/abnf';

const HAND_WRITTEN = JSON.parse(
  readFileSync(join(__dirname, '..', 'fixtures', 'hand-written-expressions.json'), 'utf8'),
  (_key, value: unknown) => (value === 'Infinity' ? Infinity : value),
) as Record<string, Record<string, unknown>>;

const TEXTS: Record<string, GrammarText> = {
  rfc3986: {
    abnf: RFC3986_ABNF,
    rfc: 'RFC 3986',
    overrides: RFC3986_OVERRIDES,
    prose: RFC3986_PROSE,
  },
  rfc3987: {
    abnf: RFC3987_ABNF,
    rfc: 'RFC 3987',
    overrides: RFC3987_OVERRIDES,
    prose: RFC3987_PROSE,
    imports: [{ from: { rules: RFC3986_RULES }, rules: FROM_RFC3986 }],
  },
  rfc6874: {
    abnf: RFC6874_ABNF,
    rfc: 'RFC 6874',
    overrides: RFC6874_OVERRIDES,
    imports: [{ from: { rules: RFC3986_RULES }, rules: Object.keys(RFC3986_RULES) }],
  },
  rfc6570: {
    abnf: RFC6570_ABNF,
    rfc: 'RFC 6570',
    overrides: RFC6570_OVERRIDES,
    imports: [
      { from: { rules: RFC3986_RULES }, rules: RFC6570_FROM_RFC3986 },
      { from: { rules: RFC3987_RULES }, rules: RFC6570_FROM_RFC3987 },
    ],
  },
};

const GRAMMARS: [string, Readonly<Record<string, RuleDefinition<string>>>][] = [
  ['rfc3986', RFC3986_RULES],
  ['rfc3987', RFC3987_RULES],
  ['rfc6874', RFC6874_RULES],
  ['rfc6570', RFC6570_RULES],
];

describe.each(GRAMMARS)('%s read from its RFC text', (name, compiled) => {
  const expected = HAND_WRITTEN[name]!;
  const read = rulesFromText(TEXTS[name]!);
  const rules = Object.fromEntries(read.definitions.map((rule) => [rule.name, rule]));

  test("the rule data users see is the compiled grammar's, rule for rule", () => {
    for (const definition of read.definitions) {
      const { name: rule, rfc, section, abnf, peg } = compiled[definition.name]!;
      expect({ rule, rfc, section, abnf, peg }).toEqual({
        rule: definition.name,
        rfc: definition.rfc,
        section: definition.section,
        abnf: definition.abnf,
        peg: definition.peg,
      });
    }
  });

  test('has the hand-written rules, no more, no fewer', () => {
    expect(Object.keys(rules).sort()).toEqual(Object.keys(expected).sort());
  });

  test.each(Object.keys(expected))('%s: the same expression as the hand-written one', (rule) => {
    // toStrictEqual: the same kinds, items, labels and bounds, not merely the same language.
    expect(JSON.parse(JSON.stringify(rules[rule]!.expr, infinity), revive)).toStrictEqual(
      expected[rule],
    );
  });
});

function infinity(_key: string, value: unknown): unknown {
  return value === Infinity ? 'Infinity' : value;
}

function revive(_key: string, value: unknown): unknown {
  return value === 'Infinity' ? Infinity : value;
}
