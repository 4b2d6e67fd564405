/**
 * Three independent readings of every rule must agree on every input:
 * - `isValid`, the library's automaton;
 * - the combinator (PEG) verdict, `rfc3986.combinators.wholeInput(rule)`;
 * - the oracle, a regular expression built from the RFC's own text (test/oracle).
 * Where the combinator succeeds, its tree must also be well formed (test/support/tree.ts).
 */
import fc from 'fast-check';
import { rfc3986 } from '../grammar';
import { check, isValid, RULE_NAMES, type RuleName } from '../src';
import { oracle } from './oracle/abnf-regex';
import { inputFor, runParameters, SCALE } from './support/arbitraries';
import { treeProblems } from './support/tree';

/** Cases per rule: 39 rules x 3,000 = 117,000 in `npm test`, ten times that with DEEP. */
const RUNS_PER_RULE = 3000 * SCALE;

const matches = (rule: RuleName, text: string): boolean => oracle.matches(rule, text);

let cases = 0;
const validCases = new Map<RuleName, number>();

afterAll(() => {
  const valid = RULE_NAMES.map((rule) => `${rule} ${validCases.get(rule) ?? 0}`).join(', ');
  console.log(
    `differential: ${cases} cases over ${RULE_NAMES.length} rules; valid ones per rule: ${valid}`,
  );
});

describe.each([...RULE_NAMES])('%s', (rule) => {
  const combinator = rfc3986.combinators.wholeInput(rule);

  it(`isValid, the combinator and the oracle agree (${RUNS_PER_RULE} cases)`, () => {
    fc.assert(
      fc.property(inputFor(rule), (text) => {
        cases++;
        const expected = oracle.matches(rule, text);
        if (expected) validCases.set(rule, (validCases.get(rule) ?? 0) + 1);
        const parsed = combinator.parse(text);
        const verdicts = {
          text,
          isValid: isValid(rule, text),
          combinator: parsed.status,
          check: check(rule, text).ok,
        };
        expect(verdicts).toEqual({
          text,
          isValid: expected,
          combinator: expected,
          check: expected,
        });
        if (parsed.status) expect(treeProblems(parsed.value, text, rule, matches)).toEqual([]);
      }),
      runParameters(RUNS_PER_RULE),
    );
  });
});
