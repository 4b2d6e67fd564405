/**
 * A run driven by its caller (`Automaton.beginRun`, `asciiSteps`, `stepAt`, `acceptsRest`), as
 * the policy's accept path (src/policy/accept.ts) drives one: the caller steps the automaton over
 * the first characters of the input and hands it the rest. At whatever index the hand-over
 * comes, the answer must be `accepts`' own, which the differential tests hold to the
 * combinators and the oracle.
 */
import fc from 'fast-check';
import { AUTOMATON_RUNS, type Automaton, rfc3986, rfc3987, rfc6874 } from '../../grammar';
import { runsOf } from '../support/automaton-runs';
import { ALL_SAMPLES, SCALE, mutationOf } from '../support/arbitraries';

const RUNS = Math.max(20, Math.round(400 * SCALE));

/** `accepts(text)` as a caller computes it: its own steps over `text.slice(0, handOver)`. */
function callerAccepts(automaton: Automaton, text: string, handOver: number): boolean {
  const { table, classOf } = automaton.asciiSteps;
  let state = automaton.beginRun();
  let i = 0;
  while (i < handOver && i < text.length) {
    const code = text.charCodeAt(i);
    if (code < 0x80) {
      state = table[state + classOf[code]!]!;
      i++;
    } else {
      state = automaton.stepAt(state, text, i);
      // A pair of surrogates is one step.
      i += code >= 0xd800 && code <= 0xdbff ? 2 : 1;
    }
    if (state === 0) return false;
  }
  return automaton.acceptsRest(text, i, state);
}

const SUBJECTS: readonly (readonly [string, () => Automaton])[] = [
  ['rfc3986 URI', () => rfc3986.automaton('URI')],
  ['rfc3986 URI-reference', () => rfc3986.automaton('URI-reference')],
  ['rfc3986 relative-ref', () => rfc3986.automaton('relative-ref')],
  ['rfc3987 IRI-reference', () => rfc3987.automaton('IRI-reference')],
  ['rfc6874 URI-reference', () => rfc6874.automaton('URI-reference')],
];

/** Samples and their mutations, with non-ASCII characters, surrogate pairs and lone halves. */
const input = fc.oneof(
  { weight: 3, arbitrary: mutationOf(ALL_SAMPLES) },
  {
    weight: 2,
    arbitrary: fc
      .array(
        fc.constantFrom(
          ...'ab:/?#@[]%41.-9 ',
          'http://',
          '//',
          'é',
          '\u00a0',
          '😀',
          '\ud800',
          '\udc00',
          '\ue000',
        ),
        { maxLength: 24 },
      )
      .map((pieces) => pieces.join('')),
  },
  {
    // Long enough for the vector runner, which takes the rest from the hand-over on.
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('http://a/', '//u@h:1/', 'x:', '/'),
        fc.array(fc.constantFrom(...'ab:/?#@[]%41.-9 ', '%4', 'é'), { maxLength: 12 }),
        fc.integer({ min: 64, max: 120 }),
      )
      .map(([start, pieces, length]) => {
        let text = start + pieces.join('');
        while (text.length < length) text += 'a';
        return text;
      }),
  },
);

describe.each(SUBJECTS)('%s: a run its caller drives answers as accepts does', (_name, of) => {
  test('at every hand-over index, on samples, mutations and non-ASCII input', () => {
    const automaton = of();
    fc.assert(
      fc.property(input, fc.nat({ max: 80 }), (text, handOver) => {
        // `run` reads a character a step, with no vector runner and no skips.
        expect([text, handOver, callerAccepts(automaton, text, handOver)]).toEqual([
          text,
          handOver,
          automaton.run(text).accepted,
        ]);
      }),
      { numRuns: RUNS },
    );
  });
});

test('the run starts in the state accepts starts in, and is counted once', () => {
  const automaton = rfc3986.automaton('URI');
  const start = automaton.beginRun();
  expect(start).not.toBe(0);
  // Nothing read: the rule refuses the empty string.
  expect(automaton.acceptsRest('', 0, start)).toBe(false);
  expect(automaton.acceptsRest('a:', 0, start)).toBe(true);
  // Past the end: the state alone answers.
  const { table, classOf } = automaton.asciiSteps;
  const afterA = table[start + classOf[0x61]!]!;
  const afterScheme = table[afterA + classOf[0x3a]!]!;
  expect(automaton.acceptsRest('a:', 3, afterScheme)).toBe(true);
  expect(automaton.acceptsRest('a:', 3, afterA)).toBe(false);
  expect(runsOf(() => callerAccepts(automaton, 'http://example.com/a?b#c', 12))).toBe(1);
  expect(AUTOMATON_RUNS.enabled).toBe(false);
});

test('stepAt reads a pair of surrogates as one character and a lone half as none', () => {
  const automaton = rfc3987.automaton('IRI');
  const { table, classOf } = automaton.asciiSteps;
  let state = automaton.beginRun();
  for (const code of [...'http://'].map((c) => c.charCodeAt(0)))
    state = table[state + classOf[code]!]!;
  const afterPair = automaton.stepAt(state, 'x😀', 1);
  expect(afterPair).not.toBe(0);
  expect(automaton.acceptsRest('http://😀', 9, afterPair)).toBe(true);
  expect(automaton.stepAt(state, 'x\ud800a', 1)).toBe(0);
  expect(automaton.stepAt(state, 'x\udc00', 1)).toBe(0);
  // A URI has no character above U+007F.
  const uri = rfc3986.automaton('URI');
  expect(uri.stepAt(uri.beginRun(), 'é', 0)).toBe(0);
});

test('acceptsRest reads the last odd character, and one above U+007F, of the rest', () => {
  const automaton = rfc3987.automaton('IRI');
  const start = automaton.beginRun();
  expect(automaton.acceptsRest('a:b', 0, start)).toBe(true);
  expect(automaton.acceptsRest('a:bé', 0, start)).toBe(true);
  expect(automaton.acceptsRest('a:b ', 0, start)).toBe(false);
  expect(automaton.acceptsRest('a:b c', 0, start)).toBe(false);
  expect(automaton.acceptsRest('a:é c', 0, start)).toBe(false);
});

test('skipsOn: input past the vector runner is read with the skips, shorter input is not', () => {
  const automaton = rfc3986.automaton('URI');
  expect(automaton.skipsOn(0)).toBe(false);
  expect(automaton.skipsOn(255)).toBe(false);
  // acceptsRest hands input of 64 to 65,536 characters to the vector runner, as accepts does.
  expect(automaton.skipsOn(256)).toBe(false);
  expect(automaton.skipsOn(1 << 16)).toBe(false);
  expect(automaton.skipsOn((1 << 16) + 1)).toBe(true);
});

test('marksOn: a marked run reads what the vector runner takes, or short input', () => {
  const automaton = rfc3986.automaton('URI');
  expect(automaton.marksOn(0)).toBe(true);
  expect(automaton.marksOn(255)).toBe(true);
  expect(automaton.marksOn(1 << 16)).toBe(true);
  // Longer input is better read by refusedAt's skips and split after.
  expect(automaton.marksOn((1 << 16) + 1)).toBe(false);
});
