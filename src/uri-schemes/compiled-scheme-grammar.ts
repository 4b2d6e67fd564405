/**
 * Each scheme grammar compiled once, at its first use: importing the library compiles none of
 * them (test/engine/import-cost.test.ts), and `grammar(name)`, `parseScheme` and each scheme's
 * own functions (mailtoComponents, dataUri, ...) share the one instance of a grammar, keyed by its
 * description, so its automata and character tables are built once.
 */
import { CompiledGrammar, type GrammarDescription } from '../../grammar/engine/compiled-grammar';

const COMPILED = new WeakMap<GrammarDescription<string>, CompiledGrammar<string>>();

/** The compiled grammar of `description`, built the first time it is asked for. */
export function compiledGrammarOf<Name extends string>(
  description: GrammarDescription<Name>,
): CompiledGrammar<Name> {
  const key = description as unknown as GrammarDescription<string>;
  let compiled = COMPILED.get(key);
  if (!compiled) {
    compiled = new CompiledGrammar<string>(key);
    COMPILED.set(key, compiled);
  }
  return compiled as unknown as CompiledGrammar<Name>;
}

/** `make()`, called at the first call and remembered: a table read off a lazily compiled grammar. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
