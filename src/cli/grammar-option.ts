/**
 * `--grammar NAME`: which grammar a command reads its input with (issues 12 and 13). RFC 3986 by
 * default; `rfc3987` (IRIs), `rfc6874` (zone IDs) and `rfc2396` name the others. Each grammar has
 * its own rule names, so `--rule` is checked against the chosen grammar's.
 */
import {
  type AnyGrammar,
  GRAMMAR_NAMES,
  type GrammarName,
  grammar,
  isGrammarName,
} from '../grammars';
import { readFileSync } from 'node:fs';
import type { CompiledGrammar } from '../../grammar';
import { basename } from 'node:path';
import { AbnfError, type AbnfGrammar, compileGrammar } from '../compile-grammar';
import {
  RFC2396_SYNTAX,
  RFC3986_SYNTAX,
  RFC3987_SYNTAX,
  RFC6874_SYNTAX,
} from '../reference-syntax';
import { UsageError, type ParsedArgs } from './args';
import { isPlainJsonCharacter } from './check-batch';

/** The help line every command that takes `--grammar` shows. */
export const GRAMMAR_HELP = `  --grammar NAME   ${GRAMMAR_NAMES.join(', ')} (default rfc3986); its rules:
                   uri-grammar rules --grammar NAME`;

export function grammarName(args: ParsedArgs): GrammarName {
  const name = args.values.get('grammar') ?? 'rfc3986';
  if (!isGrammarName(name)) {
    throw new UsageError(
      `unknown grammar ${JSON.stringify(name)}; the grammars are ${GRAMMAR_NAMES.join(', ')}`,
    );
  }
  return name;
}

/** The help lines of the commands that also read a grammar from ABNF text. */
export const ABNF_HELP = `  --abnf FILE      a grammar of your own, read from its ABNF (RFC 5234) in FILE, instead
                   of --grammar; --rule names its rule (default: the first in FILE)`;

/** The grammar `--grammar` (or `--abnf`) names, with its functions taking any rule name (checked first). */
export interface CliGrammar<Api = AnyGrammar> {
  /** The grammar's name: one of GRAMMAR_NAMES, or the --abnf file's name. */
  readonly name: string;
  readonly api: Api;
  /** The rule `check` and `explain` use by default: the grammar's reference rule. */
  readonly defaultRule: string;
  /** The rules `parse` takes, the default first. */
  readonly referenceRules: readonly string[];
  isValid(rule: string, text: string): boolean;
  check(rule: string, text: string): ReturnType<AnyGrammar['check']>;
  /**
   * Whether every string `rule` accepts is printable ASCII without `"` or `\`: then a valid line
   * is its own JSON string body, and `check` need not look for characters to escape in it
   * (check-batch.ts). False when not known (a grammar read with --abnf, a rule that is not
   * regular).
   */
  plainWhenValid(rule: string): boolean;
}

/**
 * Each grammar's reference syntax: its reference rules, as its `parseAs` takes them, and its
 * engine, whose automata tell what characters a rule accepts.
 */
const SYNTAXES: Readonly<
  Record<
    GrammarName,
    { readonly referenceRules: readonly string[]; readonly grammar: CompiledGrammar<string> }
  >
> = {
  rfc3986: RFC3986_SYNTAX,
  rfc3987: RFC3987_SYNTAX,
  rfc6874: RFC6874_SYNTAX,
  rfc2396: RFC2396_SYNTAX,
};

/** Grammars read with --abnf, by path: a worker reads each file once. */
const FROM_FILES = new Map<string, AbnfGrammar>();

/** The grammar in the ABNF file `path`; its errors are usage errors that say where. */
export function abnfGrammar(path: string): AbnfGrammar {
  let compiled = FROM_FILES.get(path);
  if (!compiled) {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      throw new UsageError(`--abnf ${path}: ${(error as Error).message}`);
    }
    try {
      compiled = compileGrammar({ name: basename(path), abnf: text });
    } catch (error) {
      if (error instanceof AbnfError || error instanceof TypeError) {
        throw new UsageError(`--abnf ${path}: ${error.message}`);
      }
      throw error;
    }
    FROM_FILES.set(path, compiled);
  }
  return compiled;
}

/** `--abnf FILE` when given (check, explain, rules, traps), else `--grammar NAME`. */
export function grammarOrAbnfOption(args: ParsedArgs): CliGrammar<AnyGrammar | AbnfGrammar> {
  const path = args.values.get('abnf');
  if (path !== undefined) {
    if (args.values.has('grammar')) throw new UsageError('--abnf and --grammar: give one');
    const api = abnfGrammar(path);
    return {
      name: api.name,
      api,
      defaultRule: api.RULE_NAMES[0]!,
      referenceRules: [],
      isValid: (rule, text) => api.isValid(rule, text),
      check: (rule, text) => api.check(rule, text) as ReturnType<AnyGrammar['check']>,
      plainWhenValid: () => false,
    };
  }
  return grammarOption(args);
}

export function grammarOption(args: ParsedArgs): CliGrammar {
  const name = grammarName(args);
  const api = grammar(name);
  const loose = api as unknown as {
    isValid(rule: string, text: string): boolean;
    check(rule: string, text: string): ReturnType<AnyGrammar['check']>;
  };
  const { referenceRules, grammar: compiled } = SYNTAXES[name];
  return {
    name,
    api,
    defaultRule: referenceRules[0]!,
    referenceRules,
    isValid: (rule, text) => loose.isValid(rule, text),
    check: (rule, text) => loose.check(rule, text),
    plainWhenValid: (rule) =>
      compiled.isRuleName(rule) &&
      !compiled.isRecursive(rule) &&
      compiled.automaton(rule).acceptsOnlyAscii(isPlainJsonCharacter),
  };
}

/** `--rule NAME` of the chosen grammar (default: its reference rule). */
export function ruleOf(
  args: ParsedArgs,
  chosen: CliGrammar<AnyGrammar | AbnfGrammar>,
  fallback = chosen.defaultRule,
): string {
  const rule = args.values.get('rule') ?? fallback;
  if (!(chosen.api.RULE_NAMES as readonly string[]).includes(rule)) {
    throw new UsageError(
      `unknown rule ${JSON.stringify(rule)} in ${chosen.name}; 'uri-grammar rules ${args.values.has('abnf') ? '--abnf' : '--grammar'} ${args.values.get('abnf') ?? chosen.name}' lists them`,
    );
  }
  return rule;
}
