/**
 * Importing the root builds no automaton (each costs import time: docs/performance.md, "Import
 * time"): the tables modules read at import come from character sets, and the automata are built
 * at their first use. And a table read off a rule's character set is the one its automaton gives.
 */
import { rfc3986, rfc3987, rfc6570 } from '../../grammar';
import type { CompiledGrammar } from '../../grammar';
import { asciiCharactersOf } from '../../src/percent';

test('importing the root builds no automaton', () => {
  const built: string[] = [];
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const engine = require('../../grammar/engine/compiled-grammar') as {
      CompiledGrammar: { prototype: CompiledGrammar<string> };
    };
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its `this` below
    const automaton = engine.CompiledGrammar.prototype.automaton;
    engine.CompiledGrammar.prototype.automaton = function (this: CompiledGrammar<string>, name) {
      built.push(`${this.name} ${name}`);
      return automaton.call(this, name);
    };
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const root = require('../../src') as typeof import('../../src');
      expect(built).toEqual([]);
      // The first use builds what it needs.
      expect(root.parse('a:b').scheme).toBe('a');
      expect(root.expandTemplate('{x}', { x: 'y' })).toBe('y');
      expect(built.length).toBeGreaterThan(0);
    } finally {
      engine.CompiledGrammar.prototype.automaton = automaton;
    }
  });
});

test.each([
  ['rfc3986', rfc3986],
  ['rfc3987', rfc3987],
  ['rfc6570', rfc6570],
] as [string, CompiledGrammar<string>][])(
  '%s: every rule’s ASCII table is what its automaton accepts as one character',
  (_, grammar) => {
    for (const rule of grammar.names) {
      if (grammar.isRecursive(rule)) continue;
      const automaton = grammar.automaton(rule);
      const expected = new Uint8Array(256);
      for (let c = 0; c < 128; c++) expected[c] = automaton.accepts(String.fromCharCode(c)) ? 1 : 0;
      expect({ rule, table: Array.from(asciiCharactersOf(grammar, rule)) }).toEqual({
        rule,
        table: Array.from(expected),
      });
    }
  },
);
