/**
 * RFC 6570 section 2, exhaustively: every code point against `literals` and `varchar` and a
 * checker written from section 2.1's prose ("any Unicode character except: CTL, SP, DQUOTE, "'",
 * "%" (aside from pct-encoded), "<", ">", "\", "^", "`", "{", "|", "}"", with RFC 3987's
 * ucschar and iprivate for the non-ASCII), and every string up to a length over small alphabets
 * against URI-Template, expression and varname. The automaton, the combinator and the oracle
 * must agree on each. The enumerations (exhaustive.ts) run in a plain Node process, started once
 * here (test/support/exhaustive-child.ts says why); each test asserts on its outcome.
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
import { MAX, TEMPLATE_RULES, TEMPLATES } from './exhaustive';

let outcomes: Readonly<Record<string, ChildOutcome>>;

beforeAll(() => {
  outcomes = outcomesOf(join(__dirname, 'exhaustive.ts'));
}, 900_000);

const { expectAgreement } = agreementLog('rfc6570 exhaustive');
const agreement = (label: string, expectedCases: number): void =>
  expectAgreement(label, outcomeOf(outcomes, label), expectedCases);

describe('every code point, U+0000 to U+10FFFF', () => {
  it.each(['literals', 'varchar'])('%s', (rule) => {
    agreement(`${rule} over every code point`, 0x110000);
  });
});

describe('templates over { } a . , : 1 0 * + %41 % (every string up to 5 symbols)', () => {
  it.each(TEMPLATE_RULES)('%s', (rule) => {
    agreement(
      `${rule} over "{ } a . , : 1 0 * + %41 %" up to ${MAX}`,
      countStrings(TEMPLATES.length, MAX),
    );
  });
});

test('enumerates 3,585,489 strings in all (the count when the enumerations moved out of jest)', () => {
  expect(totalCases(outcomes)).toBe(3_585_489);
});
