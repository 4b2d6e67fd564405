/**
 * The RFC 6874 rule table against the RFC texts: names in RFC 3986 Appendix A's order with RFC
 * 6874's ZoneID and IPv6addrz after IP-literal; the three rules of RFC 6874 section 2 carry their
 * ABNF verbatim and section 2; every other rule is the very RFC 3986 definition object; the PEG
 * note on IP-literal; and the samples the other tests use are valid by the oracle.
 */
import { RFC3986_RULES, RFC6874_RULES } from '../../../grammar';
import {
  parseAbnf,
  RFC6874_PATH,
  rfc6874GrammarRules,
  rfc6874Rules,
} from '../../oracle/abnf-regex';
import { printed, sectionOf } from '../../support/rfc-sections';
import { g, matches, type Name, NAMES, VALID_SAMPLES } from './support';

const OWN = rfc6874Rules();
const OWN_NAMES = OWN.map((rule) => rule.name);
const CORE_NAMES = ['ALPHA', 'DIGIT', 'HEXDIG'];

describe('RULE_NAMES', () => {
  it("is Appendix A with IP-literal, ZoneID, IPv6addrz in IP-literal's place, then the core rules", () => {
    expect(OWN_NAMES).toEqual(['IP-literal', 'ZoneID', 'IPv6addrz']);
    expect([...NAMES]).toEqual([...rfc6874GrammarRules().map((rule) => rule.name), ...CORE_NAMES]);
    expect(NAMES.slice(NAMES.indexOf('IP-literal'), NAMES.indexOf('IP-literal') + 4)).toEqual([
      'IP-literal',
      'ZoneID',
      'IPv6addrz',
      'IPvFuture',
    ]);
    expect(Object.keys(RFC6874_RULES)).toEqual([...NAMES]);
  });
});

describe('the three rules of RFC 6874 section 2', () => {
  it.each(OWN.map((rule) => [rule.name, rule.lines] as const))(
    '%s: rfc "RFC 6874", section 2, .abnf verbatim from the RFC text',
    (name, lines) => {
      expect(g.rules[name as Name]).toMatchObject({ name, rfc: 'RFC 6874', section: '2' });
      expect(g.rules[name as Name].abnf).toBe(printed(lines, 6));
    },
  );

  it('section 2 is the section that prints them', () => {
    expect(sectionOf(RFC6874_PATH, 'IPv6addrz = IPv6address "%25" ZoneID')).toBe('2');
  });

  it('the IP-literal it replaces is the one RFC 3986 prints, quoted in the same section', () => {
    expect(sectionOf(RFC6874_PATH, 'IP-literal = "[" ( IPv6address / IPvFuture  ) "]"')).toBe('2');
    expect(parseAbnf(RFC3986_RULES['IP-literal'].abnf)[0]?.node).toEqual(
      parseAbnf('IP-literal = "[" ( IPv6address / IPvFuture  ) "]"')[0]?.node,
    );
    expect(g.rules['IP-literal']).not.toBe(RFC3986_RULES['IP-literal']);
  });
});

describe('every other rule', () => {
  it.each(NAMES.filter((name) => !OWN_NAMES.includes(name)))(
    '%s is the RFC 3986 definition object itself',
    (name) => {
      expect(g.rules[name]).toBe(RFC3986_RULES[name as keyof typeof RFC3986_RULES]);
    },
  );
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

  it('PEG notes stand on IP-literal (the guard before "%25") and on the RFC 3986 rules with theirs', () => {
    expect(NAMES.filter((name) => g.rules[name].peg !== undefined)).toEqual([
      'host',
      'IP-literal',
      'IPv6address',
      'dec-octet',
      'path',
    ]);
    expect(g.rules['IP-literal'].peg).toContain('%25');
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
