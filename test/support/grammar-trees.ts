/**
 * test/support/tree.ts for any grammar: the same tree invariants and views, typed with the
 * grammar's own rule names (what they check does not depend on the names).
 */
import type { ParseTree } from '../../grammar';
import type { RuleName } from '../../src';
import { treeProblems } from './tree';

/** What is wrong with `tree` as the tree of `text` read as `rule` (see treeProblems). */
export function problemsOf<Name extends string>(
  tree: ParseTree<Name>,
  text: string,
  rule: Name,
  matches: (rule: Name, text: string) => boolean,
): string[] {
  return treeProblems(
    tree as unknown as ParseTree<RuleName>,
    text,
    rule as unknown as RuleName,
    (name, part) => matches(name as unknown as Name, part),
  );
}

/** The root's named children as `[rule, text]` pairs (text leaves left out). */
export function namedChildren<Name extends string>(
  tree: ParseTree<Name>,
  text: string,
): [Name, string][] {
  return tree.children.flatMap((child) =>
    child.rule === null ? [] : [[child.rule, text.slice(child.start, child.end)] as [Name, string]],
  );
}

/** Every node of `rule` in the tree, depth first, as the text it spans. */
export function nodesOf<Name extends string>(
  tree: ParseTree<Name>,
  rule: Name,
  text: string,
): string[] {
  const found: string[] = [];
  const visit = (node: ParseTree<Name>): void => {
    if (node.rule === rule) found.push(text.slice(node.start, node.end));
    for (const child of node.children) visit(child);
  };
  visit(tree);
  return found;
}
