/**
 * The scheme grammars as `grammar(name)` serves them: validation only (`isValid`, `check`,
 * `parseTree`, `traps`), like `grammar('rfc6570')`, each compiled the first time it is asked
 * for. They are found in the registry (registry.ts) by grammar name or by any scheme they judge,
 * so a scheme added there is served here with no change.
 */
import type { CompiledGrammar } from '../../grammar';
import type { AbnfGrammar } from '../compile-grammar';
import { validatorsOf } from '../validate';
import { compiledGrammarOf } from './compiled-scheme-grammar';
import { SCHEME_DEFINITIONS } from './registry';
import type { SchemeDefinition } from './scheme-definition';

/**
 * A URI scheme's own grammar: what `compileGrammar` gives (rules by name, validation, trees and
 * the trap report), with the schemes it judges and the rule a whole URI of them must match.
 */
export interface SchemeGrammar extends AbnfGrammar<string> {
  /** The grammar's name (`http`, `urn`); `grammar()` also takes each of `schemes`. */
  readonly name: string;
  /** The lowercase schemes it judges: `['http', 'https']`. */
  readonly schemes: readonly string[];
  /** The rule a URI of the scheme (without its fragment) must match: `http-URI`, `namestring`. */
  readonly uriRule: string;
}

const SERVED = new WeakMap<SchemeDefinition, SchemeGrammar>();

/** The compiled grammar of `definition`, built once (the instance its own module uses). */
export function compiledSchemeGrammar(definition: SchemeDefinition): CompiledGrammar<string> {
  return compiledGrammarOf(definition.description);
}

/** The definition that judges `scheme` (compared in lowercase), or undefined. */
export function schemeDefinitionOf(scheme: string): SchemeDefinition | undefined {
  const name = scheme.toLowerCase();
  return SCHEME_DEFINITIONS.find((definition) => definition.schemes.includes(name));
}

/** The definition whose grammar is called `name`, or which judges the scheme `name`. */
export function schemeDefinitionNamed(name: unknown): SchemeDefinition | undefined {
  if (typeof name !== 'string') return undefined;
  return (
    SCHEME_DEFINITIONS.find((definition) => definition.name === name) ??
    SCHEME_DEFINITIONS.find((definition) => definition.schemes.includes(name))
  );
}

/** Every scheme grammar's name, in the registry's order. */
export function schemeGrammarNames(): readonly string[] {
  return SCHEME_DEFINITIONS.map((definition) => definition.name);
}

/** The grammar `grammar(name)` serves for `definition`. */
export function schemeGrammarOf(definition: SchemeDefinition): SchemeGrammar {
  let served = SERVED.get(definition);
  if (!served) {
    const compiled = compiledSchemeGrammar(definition);
    const { isValid, check, parseTree } = validatorsOf(compiled);
    served = Object.freeze({
      name: definition.name,
      title: compiled.title,
      schemes: Object.freeze([...definition.schemes]),
      uriRule: definition.uriRule,
      RULE_NAMES: compiled.names,
      rules: compiled.rules,
      isValid,
      check,
      parseTree,
      traps: () => compiled.traps(),
    });
    SERVED.set(definition, served);
  }
  return served;
}
