/**
 * RFC 6874 section 2, exhaustively: every string up to a length over small alphabets built around
 * "%25", its near misses and the brackets. The automaton, the combinator, the oracle and a
 * hand-written checker of zoned literals (from section 2's prose: an IPv6 address, "%25", then
 * one or more unreserved or percent-encoded characters) must agree on each; RFC 3986 must refuse
 * every string that RFC 6874 accepts only through a zone. The enumerations (exhaustive.ts) run
 * in a plain Node process, started once here (test/support/exhaustive-child.ts says why); each
 * test asserts on its outcome.
 */
import { join } from 'node:path';
import { agreementLog } from '../../support/agreement';
import { countStrings } from '../../support/enumerate';
import {
  type ChildOutcome,
  outcomeOf,
  outcomesOf,
  totalCases,
} from '../../support/exhaustive-child';
import { LITERALS, MAX, REFERENCE_RULES, REFERENCES, ZONE_IDS, ZONED } from './exhaustive';

let outcomes: Readonly<Record<string, ChildOutcome>>;

beforeAll(() => {
  outcomes = outcomesOf(join(__dirname, 'exhaustive.ts'));
}, 900_000);

const { expectAgreement, note } = agreementLog('rfc6874 exhaustive');
const agreement = (label: string, expectedCases: number): ChildOutcome => {
  const outcome = outcomeOf(outcomes, label);
  expectAgreement(label, outcome, expectedCases);
  return outcome;
};

describe('IP-literal and host over [ ] :: : 1 %25 %2 e (every string up to 6 symbols)', () => {
  const total = countStrings(LITERALS.length, MAX);

  it('IP-literal, with a hand-written checker', () => {
    agreement(`IP-literal over "[ ] :: : 1 %25 %2 e" up to ${MAX}`, total);
  });

  it('host; and RFC 3986 accepts exactly the hosts that hold no zone', () => {
    const outcome = agreement(`host over "[ ] :: : 1 %25 %2 e" up to ${MAX}`, total);
    const zoned = outcome.counts!.zoned!;
    note(`  of which zoned literals (refused by RFC 3986): ${zoned}`);
    expect(zoned).toBeGreaterThan(20);
  });
});

describe('IPv6addrz over : :: 1 . %25 % e (every string up to 6 symbols)', () => {
  it('IPv6addrz, with a hand-written checker', () => {
    agreement(`IPv6addrz over ": :: 1 . %25 % e" up to ${MAX}`, countStrings(ZONED.length, MAX));
  });
});

describe('ZoneID over a % 2 5 F ~ é (every string up to length 6)', () => {
  it('ZoneID, with a hand-written checker', () => {
    agreement(`ZoneID over "a%25F~é" up to ${MAX}`, countStrings(ZONE_IDS.length, MAX));
  });
});

describe('references over a // / [ ] :: %25 : ? (every string up to 6 symbols)', () => {
  it.each(REFERENCE_RULES)('%s', (rule) => {
    const outcome = agreement(
      `${rule} over "a // / [ ] :: %25 : ?" up to ${MAX}`,
      countStrings(REFERENCES.length, MAX),
    );
    const zoned = outcome.counts!.zoned!;
    note(`  of which valid only with a zone: ${zoned}`);
    // A URI needs a scheme and "//" too: its shortest zoned string has 7 symbols.
    if (rule !== 'URI') expect(zoned).toBeGreaterThan(0);
  });
});

test('enumerates 2,667,313 strings in all (the count when the enumerations moved out of jest)', () => {
  expect(totalCases(outcomes)).toBe(2_667_313);
});
