/** Invariants every parse tree must keep. */
import type { ParseTree, RuleName } from '../../src';

/**
 * What is wrong with `tree` as the tree of `text` read as `rule` (empty when nothing is):
 * the root is the rule and spans the input; every node's children are contiguous and cover
 * exactly its span; a text leaf (`rule: null`) is non-empty and has no children; the leaves,
 * in order, spell the input; and each named node spans a string of its own rule (a PEG match
 * of an expression is always a string of that expression), checked with `matches`.
 */
export function treeProblems(
  tree: ParseTree,
  text: string,
  rule: RuleName,
  matches: (rule: RuleName, text: string) => boolean,
): string[] {
  const problems: string[] = [];
  if (tree.rule !== rule) problems.push(`root is ${String(tree.rule)}, not ${rule}`);
  if (tree.start !== 0 || tree.end !== text.length) {
    problems.push(`root spans [${tree.start},${tree.end}), not [0,${text.length})`);
  }
  let leaves = '';
  const visit = (node: ParseTree, path: string): void => {
    const where = `${path}[${node.start},${node.end})`;
    if (node.start > node.end) problems.push(`${where}: start after end`);
    if (node.rule === null) {
      if (node.children.length > 0) problems.push(`${where}: a text leaf has children`);
      if (node.start === node.end) problems.push(`${where}: an empty text leaf`);
    } else if (!matches(node.rule, text.slice(node.start, node.end))) {
      problems.push(
        `${where}: ${JSON.stringify(text.slice(node.start, node.end))} is not a ${node.rule}`,
      );
    }
    if (node.children.length === 0) {
      leaves += text.slice(node.start, node.end);
      return;
    }
    let at = node.start;
    for (const child of node.children) {
      if (child.start !== at)
        problems.push(`${where}: a child starts at ${child.start}, not ${at}`);
      visit(child, `${path}${String(child.rule)}/`);
      at = child.end;
    }
    if (at !== node.end) problems.push(`${where}: children end at ${at}`);
  };
  visit(tree, `${rule}/`);
  if (leaves !== text) problems.push(`leaves spell ${JSON.stringify(leaves)}`);
  return problems;
}

/** The rule names of the root's children, in order. */
export function childRules(tree: ParseTree): (RuleName | null)[] {
  return tree.children.map((child) => child.rule);
}

/** The root's named children as `[rule, text]` pairs (text leaves left out). */
export function namedChildren(tree: ParseTree, text: string): [RuleName, string][] {
  return tree.children.flatMap((child) =>
    child.rule === null
      ? []
      : [[child.rule, text.slice(child.start, child.end)] as [RuleName, string]],
  );
}

/** The first node of `rule` in the tree (depth first), or undefined. */
export function findNode(tree: ParseTree, rule: RuleName): ParseTree | undefined {
  if (tree.rule === rule) return tree;
  for (const child of tree.children) {
    const found = findNode(child, rule);
    if (found) return found;
  }
  return undefined;
}
