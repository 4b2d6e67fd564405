/**
 * RFC 3987 section 2.2, exhaustively: every code point (U+0000 to U+10FFFF, each surrogate alone)
 * against the character rules and a checker written from Unicode's own properties, and every
 * string up to a length over a small alphabet with non-ASCII characters, an astral character and
 * both halves of a surrogate pair (which make a pair when a high half precedes a low one). The
 * automaton, the combinator and the oracle must agree on each. The enumerations (exhaustive.ts)
 * run in a plain Node process, started once here (test/support/exhaustive-child.ts says why);
 * each test asserts on its outcome.
 */
import { join } from 'node:path';
import { agreementLog } from '../../support/agreement';
import { cp } from '../../support/code-points';
import { countStrings } from '../../support/enumerate';
import {
  type ChildOutcome,
  outcomeOf,
  outcomesOf,
  totalCases,
} from '../../support/exhaustive-child';
import {
  HOSTS,
  HOSTS_MAX,
  REFERENCE_RULES,
  REFERENCES,
  REFERENCES_LABEL,
  REFERENCES_MAX,
  isIprivate,
  isUcschar,
  sweepSize,
} from './exhaustive';
import { g } from './support';

let outcomes: Readonly<Record<string, ChildOutcome>>;

beforeAll(() => {
  outcomes = outcomesOf(join(__dirname, 'exhaustive.ts'));
}, 900_000);

const { expectAgreement } = agreementLog('rfc3987 exhaustive');
const agreement = (label: string, expectedCases: number): void =>
  expectAgreement(label, outcomeOf(outcomes, label), expectedCases);

describe('every code point, U+0000 to U+10FFFF (1,114,112 one-character strings)', () => {
  const ALL = 0x110000;
  it.each(['ucschar', 'iprivate'])('%s', (rule) => {
    agreement(`${rule} over every code point`, ALL);
  });

  it('iunreserved, and ipchar as its superset, over ASCII and the code points near every edge (all with DEEP)', () => {
    const size = sweepSize();
    agreement('iunreserved over the sweep', size);
    agreement('ipchar over the sweep', size);
  });

  it('the property checkers see the edges 2.2 names', () => {
    expect(
      [0x9f, 0xa0, 0xd7ff, 0xf8ff, 0xf900, 0xfdcf, 0xfdd0, 0xfdf0, 0xffef, 0xfff0, 0xfffd].map(
        (c) => isUcschar(cp(c)),
      ),
    ).toEqual([false, true, true, false, true, true, false, true, true, false, false]);
    expect(
      [0x1fffd, 0x1fffe, 0xe0fff, 0xe1000, 0xefffd, 0xf0000].map((c) => isUcschar(cp(c))),
    ).toEqual([true, false, false, true, true, false]);
    expect(
      [0xdfff, 0xe000, 0xf8ff, 0xf900, 0xf0000, 0xffffe, 0x10fffd, 0x10fffe].map((c) =>
        isIprivate(cp(c)),
      ),
    ).toEqual([false, true, true, false, true, false, true, false]);
  });
});

describe('references over a : / ? # % é U+E000 U+FDD0 U+10000 and the halves D800, DC00', () => {
  const total = countStrings(REFERENCES.length, REFERENCES_MAX);

  it.each(REFERENCE_RULES)('%s', (rule) => {
    agreement(`${rule} ${REFERENCES_LABEL}`, total);
  });

  it('a high half then a low half is a character; the other way round is two lone surrogates', () => {
    expect(g.isValid('ipath', '\uD800\uDC00')).toBe(true);
    expect(g.isValid('ipath', '\uDC00\uD800')).toBe(false);
    expect(g.isValid('iquery', '\uE000')).toBe(true);
    expect(g.isValid('ifragment', '\uE000')).toBe(false);
  });
});

describe('the host over 1 . 2 5 é % a (every string up to length 6)', () => {
  const total = countStrings(HOSTS.length, HOSTS_MAX);

  it('ireg-name', () => {
    agreement(`ireg-name over "1.25é%a" up to ${HOSTS_MAX}`, total);
  });

  it('ihost: the tree names IPv4address exactly when a hand-written IPv4 checker says so', () => {
    agreement(`ihost over "1.25é%a" up to ${HOSTS_MAX}`, total);
  });
});

test('enumerates 4,406,611 strings in all (the count when the enumerations moved out of jest)', () => {
  const expected =
    2 * 0x110000 +
    2 * sweepSize() +
    REFERENCE_RULES.length * countStrings(REFERENCES.length, REFERENCES_MAX) +
    2 * countStrings(HOSTS.length, HOSTS_MAX);
  expect(totalCases(outcomes)).toBe(expected);
  // With DEEP the sweep of iunreserved and ipchar reads every code point.
  if (!process.env.DEEP) expect(expected).toBe(4_406_611);
});
