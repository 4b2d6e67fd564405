/**
 * The four built-in grammars of URI references, and the rules each has an automaton for: what a
 * test of the engine's runs goes through, grammar by grammar and rule by rule.
 */
import { type CompiledGrammar, rfc2396, rfc3986, rfc3987, rfc6874 } from '../../grammar';

export const REFERENCE_GRAMMARS: Readonly<Record<string, CompiledGrammar<string>>> = {
  rfc3986,
  rfc3987,
  rfc6874,
  rfc2396,
};

/** The rules of `grammar` that are regular: each has an automaton (a recursive rule has none). */
export function regularRules(grammar: CompiledGrammar<string>): string[] {
  return grammar.names.filter((name) => !grammar.isRecursive(name));
}
