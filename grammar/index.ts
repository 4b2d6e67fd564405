/**
 * The grammars and the engine that runs them. Each grammar folder transcribes one RFC; the
 * engine (`engine/`) turns any of them into automata and combinators.
 */
import { CompiledGrammar } from './engine/compiled-grammar';
import { DESCRIPTION as RFC3986_DESCRIPTION } from './rfc3986';
import type { RuleName } from './rfc3986/rule-names';
import { DESCRIPTION as RFC3987_DESCRIPTION, type RuleName as Rfc3987RuleName } from './rfc3987';
import { DESCRIPTION as RFC6874_DESCRIPTION, type RuleName as Rfc6874RuleName } from './rfc6874';
import { DESCRIPTION as RFC2396_DESCRIPTION, type RuleName as Rfc2396RuleName } from './rfc2396';
import { DESCRIPTION as RFC6570_DESCRIPTION, type RuleName as Rfc6570RuleName } from './rfc6570';

export type { Expr, Grammar } from './engine/abnf';
export type { Automaton, RunResult, TransitionMarks } from './engine/automaton';
export { AUTOMATON_RUNS, END_OF_INPUT } from './engine/automaton';
export type { Interval } from './engine/code-points';
export {
  CompiledGrammar,
  type GrammarDescription,
  type Recognizer,
} from './engine/compiled-grammar';
export { type ParseTree, pendingTree, visitNodes } from './engine/parse-tree';
export { type RuleDefinition, defineRules } from './engine/rule';
export { AbnfError } from './engine/abnf-reader';
export {
  type GrammarImport,
  type GrammarOverride,
  type GrammarText,
  rulesFromText,
} from './engine/grammar-text';
export { SingleCharacters } from './engine/single-character';
export type { Trap } from './engine/traps';
export { RULE_NAMES, type RuleName } from './rfc3986/rule-names';
export { CHARACTER_RULES, MESSAGE_RULES, RFC3986, RFC3986_RULES } from './rfc3986';
export { RFC3987_RULES, RULE_NAMES as RFC3987_RULE_NAMES } from './rfc3987';
export type { RuleName as Rfc3987RuleName } from './rfc3987';
export { RFC6874_RULES, RULE_NAMES as RFC6874_RULE_NAMES } from './rfc6874';
export type { RuleName as Rfc6874RuleName } from './rfc6874';
export { RFC2396_RULES, RULE_NAMES as RFC2396_RULE_NAMES } from './rfc2396';
export type { RuleName as Rfc2396RuleName } from './rfc2396';
export { RFC6570_RULES, RULE_NAMES as RFC6570_RULE_NAMES } from './rfc6570';
export type { RuleName as Rfc6570RuleName } from './rfc6570';

/** RFC 3986, the default grammar. */
export const rfc3986 = new CompiledGrammar<RuleName>(RFC3986_DESCRIPTION);

/** RFC 3987 IRIs. */
export const rfc3987 = new CompiledGrammar<Rfc3987RuleName>(RFC3987_DESCRIPTION);

/** RFC 3986 with RFC 6874 zone identifiers (obsoleted by RFC 9844; see rfc6874/index.ts). */
export const rfc6874 = new CompiledGrammar<Rfc6874RuleName>(RFC6874_DESCRIPTION);

/** RFC 2396 as amended by RFC 2732 (obsoleted by RFC 3986; kept to judge parsers that follow it). */
export const rfc2396 = new CompiledGrammar<Rfc2396RuleName>(RFC2396_DESCRIPTION);

/** RFC 6570 URI Templates (the template syntax, not a grammar of URIs). */
export const rfc6570 = new CompiledGrammar<Rfc6570RuleName>(RFC6570_DESCRIPTION);
