/**
 * The RFC 3987 rule table against RFC 3987 section 2.2's text: names and order; each rule RFC 3987
 * defines carries its ABNF verbatim (page break removed) and section 2.2; each rule it says "are
 * the same as those in [RFC3986]" is the very RFC 3986 definition object, and that definition's
 * ABNF reads the same as RFC 3987 prints the rule again; the PEG notes; and the samples the other
 * tests use are valid by the oracle.
 */
import { RFC3986_RULES, RFC3987_RULES } from '../../../grammar';
import { readFileSync } from 'node:fs';
import {
  between,
  CORE_RULES,
  parseAbnf,
  removePageBreaks,
  RFC3987_PATH,
  rfc3987Rules,
} from '../../oracle/abnf-regex';
import { printed, sectionOf } from '../../support/rfc-sections';
import { g, matches, type Name, NAMES, VALID_SAMPLES } from './support';

const PRINTED = rfc3987Rules();
const CORE_NAMES = ['ALPHA', 'DIGIT', 'HEXDIG'];
/** Where RFC 3987 2.2 turns from its own rules to RFC 3986's. */
const SAME_MARKER = 'The following rules are the same as those in [RFC3986]';

/** The rules printed before the "same" marker: the ones RFC 3987 defines. */
const OWN: readonly string[] = parseAbnf(
  between(
    removePageBreaks(readFileSync(RFC3987_PATH, 'utf8')),
    'The following rules are different',
    SAME_MARKER,
  ),
).map((rule) => rule.name);
const SAME = PRINTED.map((rule) => rule.name).filter((name) => !OWN.includes(name));

describe('RULE_NAMES', () => {
  it('is section 2.2 in its order: 25 rules of its own, 14 the same as RFC 3986, then the core rules', () => {
    expect(OWN).toHaveLength(25);
    expect(SAME).toHaveLength(14);
    expect(OWN[0]).toBe('IRI');
    expect(SAME[0]).toBe('scheme');
    expect([...NAMES]).toEqual([...OWN, ...SAME, ...CORE_NAMES]);
    expect(Object.keys(RFC3987_RULES)).toEqual([...NAMES]);
  });
});

describe('the rules RFC 3987 defines', () => {
  it.each(
    PRINTED.filter((rule) => OWN.includes(rule.name)).map(
      (rule) => [rule.name, rule.lines] as const,
    ),
  )('%s: rfc "RFC 3987", section 2.2, .abnf verbatim from the RFC text', (name, lines) => {
    const definition = g.rules[name as Name];
    expect(definition).toMatchObject({ name, rfc: 'RFC 3987', section: '2.2' });
    expect(definition.abnf).toBe(printed(lines, 3));
  });

  it('irelative-part, which a page break splits, is read whole', () => {
    expect(g.rules['irelative-part'].abnf.split('\n')).toHaveLength(4);
    expect(g.rules['irelative-part'].abnf).toContain('/ ipath-noscheme');
  });

  it('section 2.2 is the section that prints them', () => {
    expect(sectionOf(RFC3987_PATH, 'irelative-part = "//"')).toBe('2.2');
    expect(sectionOf(RFC3987_PATH, 'iprivate       = %xE000')).toBe('2.2');
  });
});

describe('the rules that "are the same as those in [RFC3986]"', () => {
  it.each(SAME)('%s is the RFC 3986 definition object itself', (name) => {
    expect(g.rules[name as Name]).toBe(RFC3986_RULES[name as keyof typeof RFC3986_RULES]);
    expect(g.rules[name as Name].rfc).toBe('RFC 3986');
  });

  it.each(
    PRINTED.filter((rule) => SAME.includes(rule.name)).map((rule) => [rule.name, rule] as const),
  )('%s: its RFC 3986 ABNF reads as the same ABNF as RFC 3987 prints it', (name, rule) => {
    const [parsed] = parseAbnf(g.rules[name as Name].abnf);
    expect(parsed?.name).toBe(name);
    expect(parsed?.node).toEqual(rule.node);
  });

  it.each(CORE_NAMES)('%s is the RFC 5234 core rule, the RFC 3986 object', (name) => {
    const definition = g.rules[name as Name];
    expect(definition).toBe(RFC3986_RULES[name as keyof typeof RFC3986_RULES]);
    expect([definition.rfc, definition.section]).toEqual(['RFC 5234', 'B.1']);
    expect(parseAbnf(definition.abnf)[0]?.node).toEqual(
      CORE_RULES.find((rule) => rule.name === name)!.node,
    );
  });
});

describe('rules[name]', () => {
  it.each([...NAMES])(
    '%s has name, rfc, section, abnf and expr, and its abnf parses as that rule',
    (name) => {
      const definition = g.rules[name];
      expect(definition.name).toBe(name);
      for (const key of ['rfc', 'section', 'abnf'] as const)
        expect(typeof definition[key]).toBe('string');
      expect(typeof definition.expr.kind).toBe('string');
      expect(parseAbnf(definition.abnf).map((rule) => rule.name)).toEqual([name]);
    },
  );

  it('PEG notes stand on ihost and ipath (and on the RFC 3986 rules reused with theirs)', () => {
    const noted = NAMES.filter((name) => g.rules[name].peg !== undefined);
    expect(noted).toEqual(['ihost', 'ipath', 'IPv6address', 'dec-octet']);
  });
});

describe('the samples the other tests draw from', () => {
  it.each([...NAMES])('%s: every sample is valid by the oracle and by isValid', (name) => {
    for (const sample of VALID_SAMPLES[name]) {
      expect({ sample, oracle: matches(name, sample), isValid: g.isValid(name, sample) }).toEqual({
        sample,
        oracle: true,
        isValid: true,
      });
    }
  });
});
