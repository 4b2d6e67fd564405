/**
 * RFC 2396 (with RFC 2732): independent readings of every rule must agree on every input
 * (test/support/grammar-suites.ts; 45 rules x 3,000 cases, ten times that with DEEP):
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
import type { ParseTree } from '../../../grammar';
import { pegAccepts } from './literal-peg';
import { differentialSuite } from '../../support/grammar-suites';
import { fixture, g, matches, type Name } from './support';

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

differentialSuite(fixture, {
  readings: { interpreter: (rule, text) => pegAccepts(libraryExpr, rule, text) },
  treeChecks: (tree, text) => choiceProblems(tree, text),
  counts: {
    'authorities both server and reg_name': (rule, text) =>
      rule === 'authority' && matches('server', text) && matches('reg_name', text),
  },
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
