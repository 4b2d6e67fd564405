/**
 * The RFC 6570 rule table against RFC 6570's text: names and order (section 2's rules, then the
 * rules section 1.5 imports); each rule section 2 defines carries its ABNF verbatim and its
 * section; each imported rule is the very RFC 3986 or RFC 3987 definition object and reads the
 * same as RFC 6570 prints it again; no rule needs a PEG note; the samples are valid by the oracle.
 */
import { RFC3986_RULES, RFC3987_RULES } from '../../../grammar';
import { RFC6570_PATH, rfc6570Rules } from '../../oracle/abnf-regex';
import { printed, sectionOf } from '../../support/rfc-sections';
import { g, matches, type Name, NAMES, VALID_SAMPLES } from './support';

const PRINTED = rfc6570Rules();
const OWN = PRINTED.slice(0, 15);
const IMPORTED = PRINTED.slice(15);

describe('RULE_NAMES', () => {
  it("is section 2's 15 rules in their order, then section 1.5's 10 imports in theirs", () => {
    expect(OWN.map((rule) => rule.name)).toEqual([...NAMES.slice(0, 15)]);
    expect(IMPORTED.map((rule) => rule.name)).toEqual([...NAMES.slice(15)]);
    expect(NAMES).toHaveLength(25);
    expect(NAMES[0]).toBe('URI-Template');
  });
});

describe('the rules RFC 6570 defines', () => {
  it.each(OWN.map((rule) => [rule.name, rule.lines] as const))(
    '%s: rfc "RFC 6570", its section, .abnf verbatim from the RFC text',
    (name, lines) => {
      const definition = g.rules[name as Name];
      expect(definition.rfc).toBe('RFC 6570');
      expect(definition.abnf).toBe(printed(lines, 5));
      const marker = lines[0]!.trim();
      expect(definition.section).toBe(sectionOf(RFC6570_PATH, marker));
      expect(definition.peg).toBeUndefined();
    },
  );
});

describe('the rules section 1.5 imports', () => {
  it.each(IMPORTED.map((rule) => [rule.name, rule.lines] as const))(
    '%s is the RFC 3986 or RFC 3987 definition, and reads as RFC 6570 prints it',
    (name, lines) => {
      const definition = g.rules[name as Name];
      const source =
        name === 'ucschar' || name === 'iprivate'
          ? RFC3987_RULES[name]
          : RFC3986_RULES[name as keyof typeof RFC3986_RULES];
      expect(definition).toBe(source);
      // RFC 6570 aligns the "=" differently; the words between are the same.
      const words = (text: string) =>
        text
          .replace(/;[^\n]*/g, '')
          .split(/\s+/)
          .filter(Boolean);
      expect(words(definition.abnf)).toEqual(words(printed(lines, 5)));
    },
  );
});

describe('VALID_SAMPLES', () => {
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
