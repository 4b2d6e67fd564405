/**
 * The jest side of a scheme grammar's exhaustive enumerations (test/grammars/<scheme>/
 * exhaustive.test.ts): starts the grammar's `exhaustive.ts` once in a plain Node process
 * (exhaustive-child.ts) and gives each enumeration its test, which asserts that the readings agree
 * on every string (test/support/scheme-enumeration.ts), on the exact number of strings, on the
 * exact number of accepted strings that depart from RFC 3986 section 3.1 for the reason the
 * scheme's RFC gives, and on the file's total.
 */
import { agreementLog } from './agreement';
import { type ChildOutcome, outcomeOf, outcomesOf, totalCases } from './exhaustive-child';

export interface ExpectedEnumeration {
  /** The enumeration's label in exhaustive.ts. */
  readonly label: string;
  /** How many strings it compares. */
  readonly cases: number;
  /** How many accepted strings are not absolute-URIs, each for the scheme's stated reason. */
  readonly departures?: number;
}

export function schemeExhaustiveSuite(
  title: string,
  script: string,
  expected: readonly ExpectedEnumeration[],
  total: number,
): void {
  let outcomes: Readonly<Record<string, ChildOutcome>>;

  beforeAll(() => {
    outcomes = outcomesOf(script);
  }, 900_000);

  const { expectAgreement, note } = agreementLog(`${title} exhaustive`);

  it.each(expected.map((enumeration) => [enumeration.label, enumeration] as const))(
    '%s',
    (label, { cases, departures = 0 }) => {
      const outcome = outcomeOf(outcomes, label);
      expectAgreement(label, outcome, cases);
      if (outcome.counts?.departures !== undefined) {
        note(`  of which not RFC 3986 absolute-URIs, as the scheme's RFC allows: ${departures}`);
        expect(outcome.counts.departures).toBe(departures);
      }
    },
  );

  test(`enumerates ${total.toLocaleString('en')} strings in all`, () => {
    expect(expected.reduce((sum, enumeration) => sum + enumeration.cases, 0)).toBe(total);
    expect(totalCases(outcomes)).toBe(total);
  });
}
