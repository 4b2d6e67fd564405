/**
 * The collected conformance corpus (test/fixtures/validity.json) against `isValid`, and against
 * the independent ABNF oracle (which validates the oracle itself). Entries where the source
 * library departs from strict RFC 3986 carry `rfc3986_strict`, the answer expected here.
 */
import { isValid, RULE_NAMES } from '../../../src';
import { oracle } from '../../oracle/abnf-regex';
import { VALID_SAMPLES } from '../../support/arbitraries';
import { strictExpectation, validityEntries } from '../../support/fixtures';

const entries = validityEntries();

const cases = entries.map((entry) => ({
  ...entry,
  expected: strictExpectation(entry),
  title: `${entry.rule} ${JSON.stringify(entry.input)} is ${strictExpectation(entry) ? 'valid' : 'invalid'}${
    entry.rfc3986_strict === undefined
      ? ''
      : ` (strict RFC; the source says ${String(entry.valid)})`
  } [${entry.source}]`,
}));

describe('validity.json', () => {
  it('has the 1797 entries its README lists, 40 of them with a strict override', () => {
    expect(entries).toHaveLength(1797);
    expect(entries.filter((entry) => entry.rfc3986_strict !== undefined)).toHaveLength(40);
  });

  describe('isValid', () => {
    it.each(cases)('$title', ({ rule, input, expected }) => {
      expect(isValid(rule, input)).toBe(expected);
    });
  });

  describe('the oracle', () => {
    it.each(cases)('$title', ({ rule, input, expected }) => {
      expect(oracle.matches(rule, input)).toBe(expected);
    });
  });
});

describe('VALID_SAMPLES (used by the property tests)', () => {
  it.each([...RULE_NAMES])('every sample of %s is valid by the oracle and by isValid', (rule) => {
    for (const sample of VALID_SAMPLES[rule]) {
      expect({ sample, oracle: oracle.matches(rule, sample) }).toEqual({ sample, oracle: true });
      expect({ sample, isValid: isValid(rule, sample) }).toEqual({ sample, isValid: true });
    }
  });
});
