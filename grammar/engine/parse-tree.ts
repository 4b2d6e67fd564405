/**
 * Parse trees, stored compactly and read as objects.
 *
 * The combinators write each completed rule match into a `NodeArena`: four integers (rule,
 * start, end, number of descendants) in post-order, 16 bytes a node, with no object per node.
 * A tree of ten million path segments is then 160 MB of typed arrays instead of gigabytes of
 * objects, which is what made `check` of 10 MB of "/" peak at 2.5 GB.
 *
 * `ParseTree` objects are views made on demand: a node's `children` are built the first time
 * they are read, so walking part of a tree costs what that part holds.
 */

/** A node of a parse tree: a named rule, or (`rule: null`) characters its parent read itself. */
export interface ParseTree<Name extends string = string> {
  readonly rule: Name | null;
  /** UTF-16 offsets into the input: the node spans `text.slice(start, end)`. */
  readonly start: number;
  readonly end: number;
  /** Named children and, between them, text leaves, so the leaves spell the input. */
  readonly children: readonly ParseTree<Name>[];
}

const FIELDS = 4;
const RULE = 0;
const START = 1;
const END = 2;
const SIZE = 3;

/** A tree of more integers than this gets its arena's buffer rather than a copy. */
const LARGE_TREE = FIELDS * (1 << 14);

/** Completed rule matches in post-order: a node's descendants are the `size` entries before it. */
export class NodeArena {
  private data: Int32Array;
  length = 0;

  constructor(data: Int32Array = new Int32Array(FIELDS * 64), length = 0) {
    this.data = data;
    this.length = length;
  }

  /**
   * The nodes written so far, in an arena of their own: a copy of exactly their size for a small
   * tree (the working buffer is then reused), the buffer itself for a large one (no second copy
   * of ten million nodes; the next parse starts a new buffer).
   */
  finished(): NodeArena {
    const used = this.length * FIELDS;
    if (used <= LARGE_TREE) return new NodeArena(this.data.slice(0, used), this.length);
    const whole = new NodeArena(this.data, this.length);
    this.data = new Int32Array(FIELDS * 64);
    return whole;
  }

  /** Starts over for the next parse; a buffer grown large is let go rather than kept. */
  reset(): void {
    this.length = 0;
    if (this.data.length > LARGE_TREE) this.data = new Int32Array(FIELDS * 64);
  }

  push(rule: number, start: number, end: number, descendants: number): void {
    if ((this.length + 1) * FIELDS > this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    const at = this.length * FIELDS;
    this.data[at + RULE] = rule;
    this.data[at + START] = start;
    this.data[at + END] = end;
    this.data[at + SIZE] = descendants;
    this.length++;
  }

  /** Drops the nodes a failed alternative wrote. */
  truncate(length: number): void {
    this.length = length;
  }

  rule(node: number): number {
    return this.data[node * FIELDS + RULE]!;
  }

  start(node: number): number {
    return this.data[node * FIELDS + START]!;
  }

  end(node: number): number {
    return this.data[node * FIELDS + END]!;
  }

  descendants(node: number): number {
    return this.data[node * FIELDS + SIZE]!;
  }

  /** The direct children of `node`, left to right. */
  childrenOf(node: number): number[] {
    const children: number[] = [];
    const first = node - this.descendants(node);
    for (let child = node - 1; child >= first; child -= this.descendants(child) + 1) {
      children.push(child);
    }
    return children.reverse();
  }
}

/** For each view this module made, where its node is: read by `visitNodes`. */
const NODES = new WeakMap<object, { arena: NodeArena; node: number; names: readonly string[] }>();

/**
 * Calls `visit` for every named node of `tree` with its parent's rule (null for the root), in
 * no particular order. A tree from this engine is read from its arena, making no objects, so a
 * tree of ten million nodes costs one pass; any other object is walked through its properties
 * with an explicit stack (no recursion to overflow).
 */
export function visitNodes(
  tree: ParseTree<string>,
  visit: (rule: string, start: number, end: number, parent: string | null) => void,
): void {
  tree = PendingParse.treeOf(tree) ?? tree;
  const known = NODES.get(tree);
  if (known) {
    const { arena, node: root, names } = known;
    // Post-order from the end is pre-order from the right: ancestors come before descendants.
    const ancestors: { node: number; first: number }[] = [];
    for (let node = root; node >= root - arena.descendants(root); node--) {
      while (ancestors.length > 0 && ancestors[ancestors.length - 1]!.first > node) ancestors.pop();
      const parent = ancestors[ancestors.length - 1];
      visit(
        names[arena.rule(node)]!,
        arena.start(node),
        arena.end(node),
        parent ? names[arena.rule(parent.node)]! : null,
      );
      ancestors.push({ node, first: node - arena.descendants(node) });
    }
    return;
  }
  const stack: [ParseTree<string>, string | null][] = [[tree, null]];
  while (stack.length > 0) {
    const [node, parent] = stack.pop()!;
    if (node.rule === null) continue;
    visit(node.rule, node.start, node.end, parent);
    for (const child of node.children) stack.push([child, node.rule]);
  }
}

/**
 * Gives a class's private field to an object made elsewhere (a constructor that returns another
 * object initializes its subclass's fields on that object): a pending tree's parse is kept in a
 * field no property reads, enumeration, `toEqual` or `JSON.stringify` can see, without the
 * `WeakMap` entry that cost more than the run that validated the input.
 */
class Stamped {
  constructor(target: object) {
    return target;
  }
}

class PendingParse extends Stamped {
  #parsed: ParseTree<string> | undefined;
  readonly #parse: () => ParseTree<string>;

  private constructor(root: object, parse: () => ParseTree<string>) {
    super(root);
    this.#parse = parse;
  }

  static stamp(root: object, parse: () => ParseTree<string>): void {
    new PendingParse(root, parse);
  }

  /** The tree a pending root stands for, parsed at the first call; undefined for any other. */
  static treeOf(root: object): ParseTree<string> | undefined {
    if (!(#parsed in root)) return undefined;
    return (root.#parsed ??= root.#parse());
  }
}

/**
 * How a pending root's `children` reads: one getter shared by every root, so that defining it
 * keeps one object shape (a getter written in an object literal is a new function each time,
 * and V8 gave each root a shape of its own: that was most of what `check` cost on valid input).
 * Enumerable and configurable, as an object literal's getter is.
 */
function pendingChildren(this: object): readonly ParseTree<string>[] {
  return PendingParse.treeOf(this)!.children;
}
const PENDING_CHILDREN: PropertyDescriptor = {
  get: pendingChildren,
  enumerable: true,
  configurable: true,
};

/**
 * `Object.prototype.__defineGetter__` as it was when this module loaded (null where an
 * environment has removed it): it defines the same enumerable, configurable getter as
 * `Object.defineProperty` with `PENDING_CHILDREN`, in about half the time in V8, which was most
 * of what `check` cost beyond its run on valid input. Taken at load, so that a prototype changed
 * later cannot reach it.
 */
const DEFINE_GETTER =
  (
    Object.prototype as {
      __defineGetter__?: (this: object, name: string, get: () => unknown) => void;
    }
  ).__defineGetter__ ?? null;

/**
 * A tree of `rule` over the whole of a text of `length` characters that is parsed only when its
 * children are first read: checking a valid input then costs its validation, and the parse is
 * paid by the callers that walk the tree. It reads as the tree `parse` gives.
 */
export function pendingTree<Name extends string>(
  rule: Name,
  length: number,
  parse: () => ParseTree<Name>,
): ParseTree<Name> {
  const root = { rule, start: 0, end: length };
  PendingParse.stamp(root, parse);
  if (DEFINE_GETTER) DEFINE_GETTER.call(root, 'children', pendingChildren);
  else Object.defineProperty(root, 'children', PENDING_CHILDREN);
  return root as unknown as ParseTree<Name>;
}

/** The tree rooted at the arena's last node, with rule names read from `names`. */
export function treeOf<Name extends string>(
  arena: NodeArena,
  names: readonly Name[],
): ParseTree<Name> {
  const root = view(arena, arena.length - 1, names);
  // Only roots are registered: `visitNodes` reads a subtree through its properties instead.
  NODES.set(root, { arena, node: arena.length - 1, names });
  return root;
}

function view<Name extends string>(
  arena: NodeArena,
  node: number,
  names: readonly Name[],
): ParseTree<Name> {
  const start = arena.start(node);
  const end = arena.end(node);
  let children: readonly ParseTree<Name>[] | undefined;
  return {
    rule: names[arena.rule(node)]!,
    start,
    end,
    get children(): readonly ParseTree<Name>[] {
      children ??= Object.freeze(childViews(arena, node, start, end, names));
      return children;
    },
  };
}

/** Gaps between named children become text leaves, so the leaves spell the input. */
function childViews<Name extends string>(
  arena: NodeArena,
  node: number,
  start: number,
  end: number,
  names: readonly Name[],
): ParseTree<Name>[] {
  const named = arena.childrenOf(node);
  const children: ParseTree<Name>[] = [];
  let at = start;
  for (const child of named) {
    const childStart = arena.start(child);
    if (childStart > at) children.push(leaf(at, childStart));
    children.push(view(arena, child, names));
    at = arena.end(child);
  }
  if (named.length > 0 && end > at) children.push(leaf(at, end));
  return children;
}

const NO_CHILDREN: readonly never[] = Object.freeze([]);

function leaf(start: number, end: number): ParseTree<never> {
  return { rule: null, start, end, children: NO_CHILDREN };
}
