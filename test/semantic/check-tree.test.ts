/**
 * `check` returns, for valid input, a tree parsed only when its children are first read (the
 * root's `children` is an own, enumerable getter shared by every such root, and the parse is
 * kept in a private field rather than a WeakMap: issue 28, "refusals are cheap"). It must read
 * as the tree `parseTree` builds at once: through `toEqual`, `JSON.stringify`, spreading,
 * `Object.keys` and `componentsFromTree` (which walks it with `visitNodes`).
 */
import fc from 'fast-check';
import { check, componentsFromTree, parse, parseTree } from '../../src';
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
