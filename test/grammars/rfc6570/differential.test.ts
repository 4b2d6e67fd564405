/**
 * RFC 6570 section 2: independent readings of every rule must agree on every input: `isValid`
 * and the rule's automaton, the combinator (PEG) verdict, `check(rule, text).ok`, and the oracle
 * (regular expressions in Unicode mode read from RFC 6570's own text, test/oracle/abnf-regex.ts).
 * Where the combinator succeeds, its tree must be well formed.
 */
import fc from 'fast-check';
import { rfc6570 } from '../../../grammar';
import { expectToEqual } from '../../support/cheap-expect';
import {
  combinator,
  g,
  inputFor,
  matches,
  type Name,
  NAMES,
  problemsOf,
  runParameters,
  SCALE,
} from './support';

/** Cases per rule: 25 rules x 3,000 = 75,000 in `npm test`. */
const RUNS_PER_RULE = 3000 * SCALE;

let cases = 0;
const validCases = new Map<Name, number>();

afterAll(() => {
  const valid = NAMES.map((rule) => `${rule} ${validCases.get(rule) ?? 0}`).join(', ');
  console.log(
    `rfc6570 differential: ${cases} cases over ${NAMES.length} rules; valid ones per rule: ${valid}`,
  );
});

describe.each([...NAMES])('%s', (rule) => {
  const wholeInput = combinator(rule);
  const automaton = rfc6570.automaton(rule);

  it(`the automaton, the combinator, check and the oracle agree (${RUNS_PER_RULE} cases)`, () => {
    fc.assert(
      fc.property(inputFor(rule), (text) => {
        cases++;
        const expected = matches(rule, text);
        if (expected) validCases.set(rule, (validCases.get(rule) ?? 0) + 1);
        const parsed = wholeInput.parse(text);
        // Compared first, the matcher called only on a mismatch (test/support/cheap-expect.ts):
        // a matcher call per case was most of this file's time.
        expectToEqual(
          {
            text,
            isValid: g.isValid(rule, text),
            automaton: automaton.accepts(text),
            combinator: parsed.status,
            check: g.check(rule, text).ok,
          },
          {
            text,
            isValid: expected,
            automaton: expected,
            combinator: expected,
            check: expected,
          },
        );
        if (parsed.status) expectToEqual(problemsOf(parsed.value, text, rule), []);
      }),
      runParameters(RUNS_PER_RULE),
    );
  });

  it('valid inputs are found for every rule', () => {
    // Each rule's generator mixes its samples in; a rule never valid would test nothing.
    expect(validCases.get(rule) ?? 0).toBeGreaterThan(0);
  });
});
