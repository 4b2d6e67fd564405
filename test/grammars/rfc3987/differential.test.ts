/**
 * RFC 3987 section 2.2: independent readings of every rule must agree on every input:
 * - `isValid` and the rule's automaton (`rfc3987.automaton(rule)`);
 * - the combinator (PEG) verdict, `rfc3987.combinators.wholeInput(rule)`;
 * - `check(rule, text).ok`;
 * - the oracle, regular expressions in Unicode mode read from RFC 3987's own text
 *   (test/oracle/abnf-regex.ts).
 * The inputs mix IRI pieces with the code points on both sides of every edge of `ucschar` and
 * `iprivate`, astral characters and lone surrogates (test/support/code-points.ts). Where the
 * combinator succeeds, its tree must be well formed (test/support/tree.ts).
 */
import fc from 'fast-check';
import { rfc3987 } from '../../../grammar';
import { hasLoneSurrogate, hasNonAscii } from '../../support/code-points';
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

/** Cases per rule: 42 rules x 3,000 = 126,000 in `npm test`, ten times that with DEEP. */
const RUNS_PER_RULE = 3000 * SCALE;

let cases = 0;
let nonAscii = 0;
let loneSurrogates = 0;
const validCases = new Map<Name, number>();

afterAll(() => {
  const valid = NAMES.map((rule) => `${rule} ${validCases.get(rule) ?? 0}`).join(', ');
  console.log(
    `rfc3987 differential: ${cases} cases over ${NAMES.length} rules, ${nonAscii} with non-ASCII, ` +
      `${loneSurrogates} with a lone surrogate; valid ones per rule: ${valid}`,
  );
});

describe.each([...NAMES])('%s', (rule) => {
  const wholeInput = combinator(rule);
  const automaton = rfc3987.automaton(rule);

  it(`the automaton, the combinator, check and the oracle agree (${RUNS_PER_RULE} cases)`, () => {
    fc.assert(
      fc.property(inputFor(rule), (text) => {
        cases++;
        if (hasNonAscii(text)) nonAscii++;
        if (hasLoneSurrogate(text)) loneSurrogates++;
        const expected = matches(rule, text);
        if (expected) validCases.set(rule, (validCases.get(rule) ?? 0) + 1);
        const parsed = wholeInput.parse(text);
        expect({
          text,
          isValid: g.isValid(rule, text),
          automaton: automaton.accepts(text),
          combinator: parsed.status,
          check: g.check(rule, text).ok,
        }).toEqual({
          text,
          isValid: expected,
          automaton: expected,
          combinator: expected,
          check: expected,
        });
        if (parsed.status) expect(problemsOf(parsed.value, text, rule)).toEqual([]);
      }),
      runParameters(RUNS_PER_RULE),
    );
  });
});
