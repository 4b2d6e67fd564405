/**
 * RFC 2396 (with RFC 2732): independent readings of every rule must agree on every input:
 * - `isValid`, the library's automaton (and `rfc2396.automaton(rule)` itself);
 * - the combinator (PEG) verdict, `rfc2396.combinators.wholeInput(rule)`;
 * - `check(rule, text).ok`;
 * - the oracle, a regular expression built from the RFC texts (test/oracle/bnf-regex.ts);
 * - a small PEG interpreter run on the library's expressions (./literal-peg.ts), which checks that
 *   the combinators give the expressions PEG semantics and nothing else.
 * Where the combinator succeeds, its tree must be well formed (test/support/tree.ts), and where
 * two alternatives of a rule both match, the tree must name the first (ordered choice), as the
 * BNF's order reads.
 */
import fc from 'fast-check';
import type { ParseTree } from '../../../grammar';
import { rfc2396 } from '../../../grammar';
import { pegAccepts } from './literal-peg';
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

/** Cases per rule: 45 rules x 3,000 = 135,000 in `npm test`, ten times that with DEEP. */
const RUNS_PER_RULE = 3000 * SCALE;

const libraryExpr = (name: string) => g.rules[name as Name].expr;

/**
 * Alternatives whose tree must name the first that matches the whole node: `[rule, the
 * alternatives as the BNF orders them]`. A node of `rule` spanning a string of several of them
 * must have the first as its only named child.
 */
const ORDERED_CHOICES: readonly (readonly [Name, readonly Name[]])[] = [
  ['authority', ['server', 'reg_name']],
  ['host', ['hostname', 'IPv4address', 'IPv6reference']],
];

/** For every node of an ordered choice in the tree: its first matching alternative is named. */
function choiceProblems(tree: ParseTree<Name>, text: string): string[] {
  const problems: string[] = [];
  const visit = (node: ParseTree<Name>): void => {
    const choice = ORDERED_CHOICES.find(([rule]) => rule === node.rule);
    if (choice) {
      const span = text.slice(node.start, node.end);
      const first = choice[1].find((alternative) => matches(alternative, span));
      const named = node.children.filter((child) => child.rule !== null).map((c) => c.rule);
      if (named.length !== 1 || named[0] !== first) {
        problems.push(
          `${node.rule} ${JSON.stringify(span)} names ${named.join(',')}, not ${first}`,
        );
      }
    }
    node.children.forEach(visit);
  };
  visit(tree);
  return problems;
}

let cases = 0;
let bothAlternatives = 0;
const validCases = new Map<Name, number>();

afterAll(() => {
  const valid = NAMES.map((rule) => `${rule} ${validCases.get(rule) ?? 0}`).join(', ');
  console.log(
    `rfc2396 differential: ${cases} cases over ${NAMES.length} rules; ` +
      `${bothAlternatives} authorities both server and reg_name; valid ones per rule: ${valid}`,
  );
});

describe.each([...NAMES])('%s', (rule) => {
  const wholeInput = combinator(rule);
  const automaton = rfc2396.automaton(rule);

  it(`the automaton, the combinator, check, a PEG interpreter and the oracle agree (${RUNS_PER_RULE} cases)`, () => {
    fc.assert(
      fc.property(inputFor(rule), (text) => {
        cases++;
        const expected = matches(rule, text);
        if (expected) validCases.set(rule, (validCases.get(rule) ?? 0) + 1);
        const parsed = wholeInput.parse(text);
        expect({
          text,
          isValid: g.isValid(rule, text),
          automaton: automaton.accepts(text),
          combinator: parsed.status,
          check: g.check(rule, text).ok,
          interpreter: pegAccepts(libraryExpr, rule, text),
        }).toEqual({
          text,
          isValid: expected,
          automaton: expected,
          combinator: expected,
          check: expected,
          interpreter: expected,
        });
        if (parsed.status) {
          expect(problemsOf(parsed.value, text, rule)).toEqual([]);
          expect(choiceProblems(parsed.value, text)).toEqual([]);
        }
        if (rule === 'authority' && matches('server', text) && matches('reg_name', text)) {
          bothAlternatives++;
        }
      }),
      runParameters(RUNS_PER_RULE),
    );
  });
});

describe('the checks above can fail', () => {
  it('choiceProblems notices a tree naming reg_name for an authority that is also a server', () => {
    const text = 'a';
    const tree: ParseTree<Name> = {
      rule: 'authority',
      start: 0,
      end: 1,
      children: [{ rule: 'reg_name', start: 0, end: 1, children: [] }],
    };
    expect(choiceProblems(tree, text)).toEqual(['authority "a" names reg_name, not server']);
    expect(choiceProblems(g.parseTree('authority', text), text)).toEqual([]);
  });
});
