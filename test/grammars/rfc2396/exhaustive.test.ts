/**
 * RFC 2396 (with RFC 2732): every string up to a length over small alphabets, where the PEG
 * traps live. The automaton, the combinator verdict, the oracle (test/oracle/bnf-regex.ts) and,
 * for hostnames and addresses, checkers written by hand from the rules' meaning must all agree;
 * for `authority` and `host`, the tree must name the alternative the BNF's order picks first.
 * The enumerations (exhaustive.ts) run in a plain Node process, started once here
 * (test/support/exhaustive-child.ts says why); each test asserts on its outcome.
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
import {
  AUTHORITY,
  AUTHORITY_SERVER,
  HOSTNAMES,
  IPV6_PIECES,
  PATH_RULES,
  PATHS,
  REFERENCE_RULES,
  REFERENCES,
  isHostname,
  isIPv6,
} from './exhaustive';
import { matches } from './support';

let outcomes: Readonly<Record<string, ChildOutcome>>;

beforeAll(() => {
  outcomes = outcomesOf(join(__dirname, 'exhaustive.ts'));
}, 900_000);

const { expectAgreement, note } = agreementLog('rfc2396 exhaustive cases');
const agreement = (label: string, expectedCases: number): void =>
  expectAgreement(label, outcomeOf(outcomes, label), expectedCases);

describe('hostnames over a 1 - . (every string up to length 8)', () => {
  const total = countStrings(HOSTNAMES.length, 8);

  it.each(['hostname', 'domainlabel', 'toplabel'])('%s', (rule) => {
    agreement(`${rule} over "a1-." up to 8`, total);
  });

  it('host: its tree names hostname or IPv4address, as a hand-written check says', () => {
    agreement('host over "a1-." up to 8', total);
  });
});

describe('IPv4address over 9 1 . (every string up to length 10): no range check', () => {
  it('IPv4address', () => {
    agreement('IPv4address over "91." up to 10', countStrings(3, 10));
    expect(matches('IPv4address', '999.999.999.999')).toBe(true);
  });
});

describe('IPv6 pieces over 1 : . (every string up to length 10)', () => {
  const total = countStrings(IPV6_PIECES.length, 10);

  it.each(['IPv6address', 'hexpart', 'hexseq'])('%s', (rule) => {
    agreement(`${rule} over "1:." up to 10`, total);
  });

  it('IPv6reference over 1 : . [ ] (every string up to length 8)', () => {
    agreement('IPv6reference over "1:.[]" up to 8', countStrings(5, 8));
  });
});

describe('authority: server where both match', () => {
  it('over a _ : @ 1 . (every string up to length 7): all are reg_names; the tree names server exactly when server matches', () => {
    const total = countStrings(AUTHORITY_SERVER.length, 7);
    const outcome = outcomeOf(outcomes, 'authority over "a_:@1." up to 7');
    const servers = outcome.counts!.servers!;
    note(
      `authority over "a_:@1." up to 7: ${outcome.cases} strings, ${outcome.valid} valid, ${servers} of them servers`,
    );
    expect(outcome.disagreements).toEqual([]);
    expect(outcome.cases).toBe(total);
    // Every string over this alphabet but the empty one is a reg_name; "" is an empty server.
    expect(outcome.valid).toBe(total);
    expect(servers).toBeGreaterThan(0);
    expect(servers).toBeLessThan(total);
  });

  it('over a 1 : @ [ ] (every string up to length 7)', () => {
    agreement('authority over "a1:@[]" up to 7', countStrings(AUTHORITY.length, 7));
  });
});

describe('references over a : / ? # ; (every string up to length 7)', () => {
  it.each(REFERENCE_RULES)('%s', (rule) => {
    agreement(`${rule} over "a:/?#;" up to 7`, countStrings(REFERENCES.length, 7));
  });
});

describe('references over a / . [ ] : @ _ (every string up to length 6)', () => {
  it.each(PATH_RULES)('%s', (rule) => {
    agreement(`${rule} over "a/.[]:@_" up to 6`, countStrings(PATHS.length, 6));
  });
});

test('enumerates 4,778,260 strings in all (the count when the enumerations moved out of jest)', () => {
  expect(totalCases(outcomes)).toBe(4_778_260);
});

describe('the hand-written checkers can fail', () => {
  it.each([
    ['a.b.', true],
    ['a-.b', false],
    ['a.1', false],
    ['1.a', true],
    ['.a', false],
    ['a..', false],
  ])('isHostname(%j) is %s', (text, expected) => {
    expect(isHostname(text)).toBe(expected);
  });

  it.each([
    ['::1.2.3.4', false],
    [':::1.2.3.4', true],
    ['1:2:3:4:5:6:7:8:9', true],
    ['1::2::3', false],
    ['::', true],
    [':', false],
  ])('isIPv6(%j) is %s', (text, expected) => {
    expect(isIPv6(text)).toBe(expected);
  });
});
