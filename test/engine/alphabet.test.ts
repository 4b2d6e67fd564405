/**
 * `Automaton.acceptsOnlyAscii(allowed)`: whether every string a rule accepts is made of ASCII
 * characters `allowed` takes. The CLI asks it with "printable ASCII but `"` and `\`" to answer a
 * valid line from its bytes (src/cli/check-batch.ts); a wrong "yes" would print a line's raw bytes
 * where JSON needs an escape.
 *
 * The oracle reads the rule's strings, not its table: the transition cover's accepted strings
 * take every live transition, each at some position of some string, so a character the rule can
 * read is one that, put at some position of some accepted cover string in place of what stands
 * there, still gives an accepted string (the character of a transition's class goes where the
 * class's representative went). Tried for every character `allowed` refuses, and for characters
 * above U+007F.
 */
import { type Automaton, rfc3986, rfc3987 } from '../../grammar';
import { isPlainJsonCharacter } from '../../src/cli/check-batch';
import { REFERENCE_GRAMMARS, regularRules } from '../support/reference-grammars';

const BEYOND_ASCII = ['\u00a0', '\u00e9', '\ufffd', '\u{10000}', '\u{e000}', '\u{f0000}'];

/** Whether some accepted string of the rule holds a character `allowed` refuses (see above). */
function readsRefused(automaton: Automaton, allowed: (code: number) => boolean): boolean {
  const refused = [...BEYOND_ASCII];
  for (let code = 0; code < 0x80; code++)
    if (!allowed(code)) refused.push(String.fromCharCode(code));
  const accepted = new Set(automaton.transitionCover().filter((text) => automaton.accepts(text)));
  for (const text of accepted) {
    const characters = [...text];
    for (let i = 0; i < characters.length; i++) {
      const before = characters.slice(0, i).join('');
      const after = characters.slice(i + 1).join('');
      if (refused.some((c) => automaton.accepts(before + c + after))) return true;
    }
  }
  return false;
}

describe.each(Object.entries(REFERENCE_GRAMMARS))('%s', (_, grammar) => {
  const rules = regularRules(grammar);

  test.each(rules)('%s: the answer agrees with the strings the rule accepts', (rule) => {
    const automaton = grammar.automaton(rule);
    for (const allowed of [isPlainJsonCharacter, (code: number) => code !== 0x25]) {
      expect(automaton.acceptsOnlyAscii(allowed)).toBe(!readsRefused(automaton, allowed));
    }
  });
});

test('known answers', () => {
  expect(rfc3986.automaton('URI-reference').acceptsOnlyAscii(isPlainJsonCharacter)).toBe(true);
  expect(rfc3987.automaton('IRI-reference').acceptsOnlyAscii(isPlainJsonCharacter)).toBe(false);
  // "%" stands in pct-encoded, and nowhere in a scheme.
  const noPercent = (code: number): boolean => code !== 0x25;
  expect(rfc3986.automaton('pct-encoded').acceptsOnlyAscii(noPercent)).toBe(false);
  expect(rfc3986.automaton('scheme').acceptsOnlyAscii(noPercent)).toBe(true);
  expect(rfc3986.automaton('path').acceptsOnlyAscii(noPercent)).toBe(false);
});
