/**
 * `minimize` (grammar/engine/determinize.ts): the smallest automaton that keeps each state's
 * acceptance and label, by Hopcroft's refinement. Held on random automata to an oracle written
 * from the definition: two states are equivalent when they have the same acceptance and label and
 * every class leads them to equivalent states, found by Moore's rounds with string signatures
 * until nothing splits. The minimal automaton must have as many states as the oracle's classes,
 * and on random words it must accept, and pass through labels, as the automaton it came from.
 */
import fc from 'fast-check';
import { minimize } from '../../grammar/engine/determinize';

interface Random {
  readonly classes: number;
  /** Row offsets, as the engine's tables: `table[s * classes + c]` is a row (0 the dead state). */
  readonly table: Int32Array;
  readonly accepting: number[];
  readonly labels: string[];
}

const automaton = fc
  .record({
    states: fc.integer({ min: 2, max: 40 }),
    classes: fc.integer({ min: 1, max: 4 }),
    seed: fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
    labelCount: fc.integer({ min: 1, max: 3 }),
  })
  .map(({ states, classes, seed, labelCount }): Random => {
    let k = 0;
    const next = (): number => seed[k++ % seed.length]! + k;
    const table = new Int32Array(states * classes);
    // State 0 is dead: every class leads back to it. State 1 is the start.
    for (let s = 1; s < states; s++) {
      for (let c = 0; c < classes; c++) table[s * classes + c] = (next() % states) * classes;
    }
    const accepting = Array.from({ length: states }, (_, s) => (s > 0 && next() % 2 ? 1 : 0));
    const labels = Array.from({ length: states }, (_, s) =>
      s === 0 ? '' : `l${next() % labelCount}`,
    );
    return { classes, table, accepting, labels };
  });

/** The number of equivalence classes, by Moore's rounds (the oracle). */
function mooreClasses({ classes, table, accepting, labels }: Random): number {
  const count = accepting.length;
  let block = accepting.map((flag, s) => `${flag}|${labels[s]}`);
  for (;;) {
    const signatures = block.map((b, s) => {
      const targets = [];
      for (let c = 0; c < classes; c++) targets.push(block[table[s * classes + c]! / classes]);
      return `${b}>${targets.join(',')}`;
    });
    const ids = new Map<string, string>();
    for (const signature of signatures) if (!ids.has(signature)) ids.set(signature, `${ids.size}`);
    const next = signatures.map((signature) => ids.get(signature)!);
    if (new Set(next).size === new Set(block).size) return new Set(next).size;
    block = next;
    if (block.length !== count) throw new Error('unreachable');
  }
}

test('minimize merges exactly the equivalent states (Hopcroft against Moore)', () => {
  fc.assert(
    fc.property(
      automaton,
      fc.array(fc.array(fc.nat(), { maxLength: 12 }), { maxLength: 20 }),
      (random, words) => {
        const { classes, table, accepting, labels } = random;
        const minimal = minimize(table, accepting, classes, (s) => labels[s]!);
        expect(minimal.member.length).toBe(mooreClasses(random));
        // The same acceptance, and the same label at each step, on every word.
        const labelOf = (row: number): string => labels[minimal.member[row / classes]!]!;
        for (const word of words) {
          let state = classes;
          let row = minimal.start;
          for (const letter of word) {
            const c = letter % classes;
            state = table[state + c]!;
            row = minimal.table[row + c]!;
            expect(labelOf(row)).toBe(labels[state / classes]);
          }
          expect(minimal.accepting[row]).toBe(accepting[state / classes]);
        }
      },
    ),
    { numRuns: 300 },
  );
});

test('a chain of thousands of states is minimized (Moore needed a round per state)', () => {
  // 5,000 states in a row, all distinct: the last accepts.
  const states = 5_002;
  const table = new Int32Array(states);
  for (let s = 1; s < states - 1; s++) table[s] = s + 1;
  const accepting = Array.from({ length: states }, (_, s) => (s === states - 1 ? 1 : 0));
  const minimal = minimize(table, accepting, 1);
  expect(minimal.member.length).toBe(states);
  expect(minimal.start).toBe(1);
});
