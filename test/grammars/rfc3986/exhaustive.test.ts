/**
 * Every string up to a length over small alphabets, where the PEG traps live: isValid, the
 * combinator verdict, the ABNF oracle, and (for the addresses) hand-written semantic checkers
 * must all say the same. The enumerations (exhaustive.ts) run in a plain Node process, started
 * once here (test/support/exhaustive-child.ts says why); each test asserts on its outcome.
 */
import { join } from 'node:path';
import { isValid } from '../../../src';
import { agreementLog } from '../../support/agreement';
import { countStrings } from '../../support/enumerate';
import {
  type ChildOutcome,
  outcomeOf,
  outcomesOf,
  totalCases,
} from '../../support/exhaustive-child';
import { DEC_OCTET, IPV4, IPV4_MAX, IPV6_PIECES, REFERENCE_RULES, REFERENCES } from './exhaustive';

let outcomes: Readonly<Record<string, ChildOutcome>>;

beforeAll(() => {
  outcomes = outcomesOf(join(__dirname, 'exhaustive.ts'));
}, 900_000);

const { expectAgreement, note } = agreementLog('exhaustive cases');
const agreement = (label: string, expectedCases: number): void =>
  expectAgreement(label, outcomeOf(outcomes, label), expectedCases);

describe('IPv6 pieces over 0 1 f : . (every string up to length 7)', () => {
  const total = countStrings(IPV6_PIECES.length, 7);

  it.each(['IPv6address', 'ls32', 'h16'])('%s', (rule) => {
    agreement(`${rule} over "01f:." up to 7`, total);
  });

  it('IPv6address with IPv4 tails, over 0 : . (every string up to length 10)', () => {
    agreement('IPv6address over "0:." up to 10', countStrings(3, 10));
    // "::0.0.0.0" and "0::0.0.0.0" are in reach.
    expect(isValid('IPv6address', '0::0.0.0.0')).toBe(true);
  });
});

describe('dec-octet over 0 1 2 5 6 9 . (every string up to length 4)', () => {
  it('dec-octet', () => {
    agreement('dec-octet over "012569." up to 4', countStrings(DEC_OCTET.length, 4));
  });
});

describe('IPv4address and host over 0 1 2 5 9 . (every string up to length 8)', () => {
  const total = countStrings(IPV4.length, IPV4_MAX);

  it('IPv4address', () => {
    agreement(`IPv4address over "01259." up to ${IPV4_MAX}`, total);
  });

  it('host: always a reg-name here, and the tree names IPv4address exactly for IPv4 addresses', () => {
    const label = `host over "01259." up to ${IPV4_MAX}`;
    const outcome = outcomeOf(outcomes, label);
    note(`${label}: ${outcome.cases} strings, ${outcome.valid} valid`);
    expect(outcome.disagreements).toEqual([]);
    expect(outcome.cases).toBe(total);
    expect(outcome.valid).toBe(total);
  });
});

describe('references over a : / ? # @ [ ] % (every string up to length 6)', () => {
  it.each(REFERENCE_RULES)('%s', (rule) => {
    agreement(`${rule} over "a:/?#@[]%" up to 6`, countStrings(REFERENCES.length, 6));
  });
});

test('enumerates 7,404,775 strings in all (the count when the enumerations moved out of jest)', () => {
  expect(totalCases(outcomes)).toBe(7_404_775);
});
