/**
 * The matcher's machine on its own (src/template/nfa.ts): the search of paths gives the
 * accepting paths in the order a backtracking matcher tries them, drops a path where `keep`
 * refuses a capture, and stops at its budget; a star that could loop without reading is
 * refused when the NFA is built.
 */
import { Nfa, charSet, opt, run, save, searchPaths, seq, set, star } from '../../src/template/nfa';

const A = set(charSet('a'));
/** `(a*)a*`: the capture takes 3, 2, 1, then 0 of "aaa", greedy first. */
const split = new Nfa(seq(save(0), star(A), save(1), star(A)));

/** Every path `searchPaths` gives `visit` (which takes none), and how the search ended. */
function paths(
  keep: (slot: number, captures: Int32Array) => boolean,
  budget = 1000,
  nfa = split,
  input = 'aaa',
) {
  const seen: number[][] = [];
  const end = searchPaths(nfa, input, 2, {
    budget,
    costOfVisit: 0,
    keep,
    visit: (captures) => {
      seen.push([...captures]);
      return false;
    },
  });
  return { seen, end };
}

describe('searchPaths', () => {
  it('gives every accepting path, in priority order, the first being the Pike VM winner', () => {
    const { seen, end } = paths(() => true);
    expect(seen).toEqual([
      [0, 3],
      [0, 2],
      [0, 1],
      [0, 0],
    ]);
    expect(end).toBe('exhausted');
    const winner = run(split, 'aaa', 2, 1, () => false);
    expect(winner.ok && [...winner.captures]).toEqual(seen[0]);
  });

  it('drops a path where keep refuses the capture it closed', () => {
    const { seen } = paths((slot, captures) => captures[slot]! - captures[slot - 1]! < 2);
    expect(seen).toEqual([
      [0, 1],
      [0, 0],
    ]);
  });

  it('ends when visit takes a path, and when the budget is spent', () => {
    const taken = searchPaths(split, 'aaa', 2, {
      budget: 1000,
      costOfVisit: 0,
      keep: () => true,
      visit: (captures) => captures[1] === 1,
    });
    expect(taken).toBe('taken');
    expect(paths(() => true, 5)).toEqual({ seen: [], end: 'budget' });
  });

  it('restores the captures a path set when it backs out', () => {
    // a, (b)?, b?, d on "abd": keep refuses the captured b, so the path that reads b as the
    // second optional one is taken, and must see slot 0 unset again.
    const nfa = new Nfa(
      seq(
        set(charSet('a')),
        opt(seq(save(0), set(charSet('b')), save(1))),
        opt(set(charSet('b'))),
        set(charSet('d')),
      ),
    );
    const { seen } = paths(() => false, 1000, nfa, 'abd');
    expect(seen).toEqual([[-1, -1]]);
  });
});

test('a star over an item that can be empty is refused: the search would loop without reading', () => {
  expect(() => new Nfa(star(opt(A)))).toThrow('nfa: a star over an item that can be empty');
  expect(() => new Nfa(star(seq()))).toThrow('can be empty');
  expect(new Nfa(star(A)).size).toBeGreaterThan(0);
});
