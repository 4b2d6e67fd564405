/**
 * The scheme grammars' PEG-trap reports (issue 25's `traps()`), in the thorough tier with the
 * other trap searches (test/engine/traps.test.ts): each report compares the ordered-choice
 * transcription with the automaton on generated inputs, rule by rule, about 3 s of CPU for the
 * four grammars.
 */
import { grammar } from '../../src';

it.each(['http', 'ws', 'urn', 'tel'])('%s: traps() finds none', (name) => {
  expect(grammar(name).traps()).toEqual([]);
});
