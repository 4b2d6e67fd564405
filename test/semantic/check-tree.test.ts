/**
 * `check` returns, for valid input, a tree parsed only when its children are first read (the
 * root's `children` is an own, enumerable getter shared by every such root, and the parse is
 * kept in a private field rather than a WeakMap: issue 28, "refusals are cheap"). It must read
 * as the tree `parseTree` builds at once: through `toEqual`, `JSON.stringify`, spreading,
 * `Object.keys` and `componentsFromTree` (which walks it with `visitNodes`).
 */
import fc from 'fast-check';
import { pendingTree, rfc3986 } from '../../grammar';
import {
  check,
  componentsFromTree,
  isValid,
  parse,
  parseAs,
  parseTree,
  safeParse,
} from '../../src';
import { escapeJsonOutput } from '../../src/cli/escape';
import { inputFor, runParameters } from '../support/arbitraries';

const SAMPLES = [
  'http://user@example.com:8080/a/b?q=1#f',
  '//[v7.x]/',
  'a:',
  '',
  '../g;x?y#s',
  'mailto:a@b.example',
];

const treeOf = (text: string): ReturnType<typeof parseTree> => {
  const result = check('URI-reference', text);
  if (!result.ok) throw new Error(`${text} refused`);
  return result.tree;
};

describe("check's pending tree", () => {
  test.each(SAMPLES)('%j reads as the tree parseTree builds', (text) => {
    const pending = treeOf(text);
    const built = parseTree('URI-reference', text);
    expect(Object.keys(pending)).toEqual(['rule', 'start', 'end', 'children']);
    expect(Object.getOwnPropertyDescriptor(pending, 'children')).toMatchObject({
      enumerable: true,
      configurable: true,
    });
    expect(pending).toEqual(built);
    expect(JSON.stringify(treeOf(text))).toBe(JSON.stringify(built));
    expect({ ...treeOf(text) }).toEqual({ ...built });
  });

  test('where an environment has removed __defineGetter__, the same root from defineProperty', () => {
    // pendingTree defines `children` with `Object.prototype.__defineGetter__` as it was at load
    // (about half the cost of `Object.defineProperty`), and with defineProperty where it is gone.
    const prototype = Object.prototype as { __defineGetter__?: unknown };
    const original = prototype.__defineGetter__;
    let root: object | undefined;
    try {
      delete prototype.__defineGetter__;
      jest.isolateModules(() => {
        const path = '../../grammar/engine/parse-tree';
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded without it
        const fresh = require(path) as { pendingTree: typeof pendingTree };
        root = fresh.pendingTree('URI-reference', 9, () => parseTree('URI-reference', 'http://a/'));
      });
    } finally {
      prototype.__defineGetter__ = original;
    }
    const descriptor = (of: object): PropertyDescriptor =>
      Object.getOwnPropertyDescriptor(of, 'children')!;
    const usual = treeOf('http://a/');
    expect({ ...descriptor(root!), get: typeof descriptor(root!).get }).toEqual({
      ...descriptor(usual),
      get: typeof descriptor(usual).get,
    });
    expect(root).toEqual(usual);
  });

  test('is parsed once: the same children each time they are read', () => {
    const pending = treeOf('http://a/b');
    expect(pending.children).toBe(pending.children);
    expect(pending.children.length).toBeGreaterThan(0);
  });

  test('componentsFromTree reads an unread pending tree as it reads a built one', () => {
    fc.assert(
      fc.property(inputFor('URI-reference'), (text) => {
        const result = check('URI-reference', text);
        if (result.ok) expect(componentsFromTree(result.tree, text)).toEqual(parse(text));
      }),
      runParameters(300),
    );
  });

  test('a look-alike object with a children getter of its own is not taken for a pending tree', () => {
    const lookAlike = {
      rule: 'URI-reference',
      start: 0,
      end: 1,
      get children() {
        return [{ rule: 'scheme', start: 0, end: 1, children: [] }];
      },
    };
    expect(componentsFromTree(lookAlike, 'a').scheme).toBe('a');
  });
});

/**
 * The refusal path reads what could stand at the offset from a cache by minimal state, and
 * `safeParse(text)` takes a path of its own: both held to the plain automaton (`Automaton.run`,
 * one character a step on the table before minimization, no caches) and to the general form.
 */
describe('refusals against the plain automaton', () => {
  const automaton = rfc3986.automaton('URI-reference');
  const RULES = ['URI-reference', 'URI', 'absolute-URI', 'relative-ref'] as const;

  test('check and safeParse refuse where the plain run stops, expecting what its state expects', () => {
    fc.assert(
      fc.property(inputFor('URI-reference'), (text) => {
        const plain = automaton.run(text);
        const checked = check('URI-reference', text);
        const parsed = safeParse(text);
        expect(checked.ok).toBe(plain.accepted);
        expect(parsed.ok).toBe(plain.accepted);
        if (checked.ok || parsed.ok) return;
        expect(checked.error.offset).toBe(plain.offset);
        expect(checked.error.expected).toEqual(automaton.expectedAt(plain.state));
        expect(parsed.error).toEqual(checked.error);
      }),
      runParameters(1000),
    );
  });

  // The pair loops leave for the character-a-step loop when either character of a pair is past
  // ASCII, tested on the two codes ORed: U+0080 beside a NUL or beside itself is the one pair
  // whose OR is exactly 0x80, and read as a pair it indexes past the pair table.
  test.each(
    [
      '\u0080\u0000',
      'ab\u0080\u0000',
      'ab\u0000\u0080',
      'ab\u0080\u0080',
      'a\u0080\u0000',
      'http://a/b\u0080\u0080',
      'http://a/bc\u0080\u0000',
    ].map((text) => [escapeJsonOutput(JSON.stringify(text)), text]),
  )('a pair ORed to exactly 0x80 (%s) is refused where the plain run stops', (_shown, text) => {
    const plain = automaton.run(text);
    const checked = check('URI-reference', text);
    const parsed = safeParse(text);
    expect(plain.accepted).toBe(false);
    expect(isValid('URI-reference', text)).toBe(false);
    if (checked.ok || parsed.ok) throw new Error(`${JSON.stringify(text)} was accepted`);
    expect(checked.error.offset).toBe(plain.offset);
    expect(checked.error.expected).toEqual(automaton.expectedAt(plain.state));
    expect(parsed.error).toEqual(checked.error);
  });

  test('safeParse(text) answers as safeParse(rule, text) and parse do, for every rule', () => {
    fc.assert(
      fc.property(inputFor('URI-reference'), fc.constantFrom(...RULES), (text, rule) => {
        const withRule = safeParse(rule, text);
        if (rule === 'URI-reference') expect(safeParse(text)).toEqual(withRule);
        if (withRule.ok) expect(withRule.components).toEqual(parseAs(rule, text));
        else expect(() => parseAs(rule, text)).toThrow(withRule.error.message);
      }),
      runParameters(500),
    );
  });
});
