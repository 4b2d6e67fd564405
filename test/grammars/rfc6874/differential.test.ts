/**
 * RFC 6874 (RFC 3986 with section 2's zone identifiers): independent readings of every rule
 * must agree on every input:
 * - `isValid` and the rule's automaton (`rfc6874.automaton(rule)`);
 * - the combinator (PEG) verdict, `rfc6874.combinators.wholeInput(rule)`;
 * - `check(rule, text).ok`;
 * - the oracle, regular expressions in Unicode mode read from the RFC 3986 and RFC 6874 texts
 *   (test/oracle/abnf-regex.ts).
 * The inputs mix zone literals and URI pieces with the code points on both sides of RFC 3987's
 * range edges, astral characters and lone surrogates (test/support/code-points.ts). Where the
 * combinator succeeds, its tree must be well formed (test/support/tree.ts).
 */
import fc from 'fast-check';
import { rfc6874 } from '../../../grammar';
import { isRuleName } from '../../../grammar';
import { oracle } from '../../oracle/abnf-regex';
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

/** Cases per rule: 41 rules x 3,000 = 123,000 in `npm test`, ten times that with DEEP. */
const RUNS_PER_RULE = 3000 * SCALE;

let cases = 0;
let nonAscii = 0;
let loneSurrogates = 0;
/** Valid cases of an RFC 3986 rule that RFC 3986 itself refuses: the zone identifiers. */
let zonedOnly = 0;
const validCases = new Map<Name, number>();

afterAll(() => {
  const valid = NAMES.map((rule) => `${rule} ${validCases.get(rule) ?? 0}`).join(', ');
  console.log(
    `rfc6874 differential: ${cases} cases over ${NAMES.length} rules, ${nonAscii} with non-ASCII, ` +
      `${loneSurrogates} with a lone surrogate, ${zonedOnly} valid only with RFC 6874; valid ones per rule: ${valid}`,
  );
});

describe.each([...NAMES])('%s', (rule) => {
  const wholeInput = combinator(rule);
  const automaton = rfc6874.automaton(rule);

  it(`the automaton, the combinator, check and the oracle agree (${RUNS_PER_RULE} cases)`, () => {
    fc.assert(
      fc.property(inputFor(rule), (text) => {
        cases++;
        if (hasNonAscii(text)) nonAscii++;
        if (hasLoneSurrogate(text)) loneSurrogates++;
        const expected = matches(rule, text);
        if (expected) validCases.set(rule, (validCases.get(rule) ?? 0) + 1);
        if (expected && isRuleName(rule) && !oracle.matches(rule, text)) zonedOnly++;
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
