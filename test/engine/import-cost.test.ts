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

test('importing the root reads no ABNF text and compiles no scheme grammar; each is compiled once, at its first use', () => {
  const read: string[] = [];
  const compiled: string[] = [];
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const text = require('../../grammar/engine/grammar-text') as {
      rulesFromText: (source: { rfc: string }) => unknown;
    };
    const engine = require('../../grammar/engine/compiled-grammar') as {
      CompiledGrammar: new (description: { name: string }) => CompiledGrammar<string>;
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
    const { rulesFromText } = text;
    const Original = engine.CompiledGrammar;
    text.rulesFromText = (source) => {
      read.push(source.rfc);
      return rulesFromText(source);
    };
    engine.CompiledGrammar = class extends Original {
      constructor(description: { name: string }) {
        super(description);
        compiled.push(description.name);
      }
    };
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const root = require('../../src') as typeof import('../../src');
      expect(read).toEqual([]);
      // The built-in grammars of grammar/index.ts, whose compiling builds no automaton (above).
      expect(compiled).toEqual(['rfc3986', 'rfc3987', 'rfc6874', 'rfc2396', 'rfc6570']);
      compiled.length = 0;
      // A scheme's grammar is compiled at its first use, once, for parseScheme, grammar(name)
      // and the scheme's own functions alike.
      expect(root.parseScheme('mailto:someone@example.org').valid).toBe(true);
      expect(root.grammar('mailto').isValid('mailtoURI', 'mailto:a@b')).toBe(true);
      expect(root.mailtoUri({ to: ['a@b'] })).toBe('mailto:a@b');
      expect(compiled).toEqual(['mailto']);
      expect(root.dataUri(new Uint8Array([0x78]), { base64: false })).toBe('data:,x');
      expect(root.grammar('data').isValid('dataurl', 'data:,x')).toBe(true);
      expect(root.parseScheme('data:,x').valid).toBe(true);
      expect(root.fileUriToPath('file:///tmp/x')).toBe('/tmp/x');
      expect(root.parseScheme('file:///tmp/x').valid).toBe(true);
      expect(root.grammar('file').isValid('file-URI', 'file:/x')).toBe(true);
      expect(compiled).toEqual(['mailto', 'data', 'file']);
      for (const name of ['http', 'ws', 'urn', 'tel']) root.grammar(name).traps();
      expect(root.parseScheme('urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6').valid).toBe(true);
      expect(compiled).toEqual(['mailto', 'data', 'file', 'http', 'ws', 'urn', 'tel']);
      expect(read).toEqual([]);
    } finally {
      text.rulesFromText = rulesFromText;
      engine.CompiledGrammar = Original;
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
