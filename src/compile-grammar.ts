/**
 * `compileGrammar`: a grammar from its RFC's ABNF text, on the engine that runs RFC 3986. Exact
 * validation with offsets (the automaton of the ABNF as written), parse trees (the combinators,
 * with the grammar's PEG overrides), and the PEG-trap report that says where ordered choice
 * would accept less than the ABNF. See docs/grammars.md.
 */
import {
  AbnfError,
  CompiledGrammar,
  type GrammarImport,
  type GrammarOverride,
  type ParseTree,
  type RuleDefinition,
  SingleCharacters,
  type Trap,
  defineRules,
  rulesFromText,
} from '../grammar';
import { optionsObject, ownProperty } from './own-properties';
import { type CheckOptions, type CheckResult, describeValue, validatorsOf } from './validate';

export { AbnfError, type GrammarImport, type GrammarOverride, type Trap };

type Letter =
  | 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J' | 'K' | 'L' | 'M'
  | 'N' | 'O' | 'P' | 'Q' | 'R' | 'S' | 'T' | 'U' | 'V' | 'W' | 'X' | 'Y' | 'Z'
  | 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i' | 'j' | 'k' | 'l' | 'm'
  | 'n' | 'o' | 'p' | 'q' | 'r' | 's' | 't' | 'u' | 'v' | 'w' | 'x' | 'y' | 'z'; // prettier-ignore

type TrimStart<S extends string> = S extends ` ${infer Rest}` | `\t${infer Rest}`
  ? TrimStart<Rest>
  : S;
type TrimEnd<S extends string> = S extends `${infer Rest} ` | `${infer Rest}\t` | `${infer Rest}\r`
  ? TrimEnd<Rest>
  : S;
type NotInName = ' ' | '"' | '/' | '(' | '[' | ';' | '%' | '<' | '*' | '\t';

/** The rule a line starts, if it starts one: a name, blanks, then "=" or "=/". */
type RuleOfLine<Line extends string> =
  TrimStart<Line> extends `${infer Name}=${string}`
    ? TrimEnd<Name> extends infer Trimmed extends string
      ? Trimmed extends `${Letter}${string}`
        ? Trimmed extends `${string}${NotInName}${string}`
          ? never
          : Trimmed
        : never
      : never
    : never;

/** The rule names an ABNF text defines, when the text is a literal type. */
export type RuleNamesOf<Abnf extends string, Found extends string = never> = string extends Abnf
  ? string
  : Abnf extends `${infer Line}\n${infer Rest}`
    ? RuleNamesOf<Rest, Found | RuleOfLine<Line>>
    : Found | RuleOfLine<Abnf>;

/** RFC 5234 Appendix B.1: a grammar has those it uses. */
export type CoreRuleName =
  | 'ALPHA'
  | 'BIT'
  | 'CHAR'
  | 'CR'
  | 'CRLF'
  | 'CTL'
  | 'DIGIT'
  | 'DQUOTE'
  | 'HEXDIG'
  | 'HTAB'
  | 'LF'
  | 'LWSP'
  | 'OCTET'
  | 'SP'
  | 'VCHAR'
  | 'WSP';

export interface CompileGrammarOptions<
  Abnf extends string = string,
  Imports extends readonly GrammarImport[] = readonly GrammarImport[],
> {
  /** How the API names the grammar. */
  readonly name: string;
  /** How messages name its document (`RFC 6901`); the name when not given. */
  readonly title?: string | undefined;
  /** The rules, as the RFC prints them (indentation, comments and section banners allowed). */
  readonly abnf: Abnf;
  /** PEG adjustments, each one rule in ABNF with `!` / `&` lookaheads, and its note. */
  readonly overrides?: readonly GrammarOverride[] | undefined;
  /** Rules taken from another grammar: `{ from: grammar('rfc3986'), rules: ['IPv6address'] }`. */
  readonly imports?: Imports | undefined;
  /** Readings of prose values, which ABNF leaves to words: `{ pchar: 'pchar' }` reads `<pchar>`. */
  readonly prose?: Readonly<Record<string, string>> | undefined;
}

/** A grammar compiled from ABNF text. */
export interface AbnfGrammar<Name extends string = string> {
  readonly name: string;
  readonly title: string;
  /** Every rule name: the text's order, then imported rules, then the core rules used. */
  readonly RULE_NAMES: readonly Name[];
  /** Each rule's definition: `{ name, rfc, section, abnf, expr, peg? }`. */
  readonly rules: Readonly<Record<Name, RuleDefinition<Name>>>;
  readonly isValid: (rule: Name, text: string) => boolean;
  readonly check: (rule: Name, text: string, options?: CheckOptions) => CheckResult<Name>;
  readonly parseTree: (rule: Name, text: string, options?: CheckOptions) => ParseTree<Name>;
  /**
   * Where ordered choice (the trees) and the ABNF (validation) disagree: a witness string per
   * rule, empty when they agree. A rule that refers to itself has `witness: null` and says why
   * it cannot be checked. Computed on first call (seconds for a grammar the size of RFC 3986).
   */
  readonly traps: () => readonly Trap<Name>[];
}

/** The names of a compiled grammar: the text's, the imported ones and the core rules. */
export type AbnfRuleName<
  Abnf extends string,
  Imports extends readonly GrammarImport[],
> = string extends Abnf
  ? string
  : RuleNamesOf<Abnf> | Imports[number]['rules'][number] | CoreRuleName;

const WHERE = 'compileGrammar';

function stringOption(options: object, name: string, required: boolean): string | undefined {
  const value = ownProperty(options, name, WHERE);
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string' || (required && value === '')) {
    throw new TypeError(
      `${WHERE}: ${name} must be a non-empty string, got ${describeValue(value)}`,
    );
  }
  return value;
}

function listOption(options: object, name: string): readonly object[] {
  const value = ownProperty(options, name, WHERE);
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'object' && item !== null)) {
    throw new TypeError(
      `${WHERE}: ${name} must be an array of objects, got ${describeValue(value)}`,
    );
  }
  return value as readonly object[];
}

function overrideOf(entry: object): GrammarOverride {
  const abnf = ownProperty(entry, 'abnf', WHERE);
  const note = ownProperty(entry, 'note', WHERE);
  if (typeof abnf !== 'string' || typeof note !== 'string') {
    throw new TypeError(`${WHERE}: an override is { abnf: string, note: string }`);
  }
  return { abnf, note };
}

function importOf(entry: object): GrammarImport {
  const from = ownProperty(entry, 'from', WHERE);
  const rules = ownProperty(entry, 'rules', WHERE);
  const fromRules =
    typeof from === 'object' && from !== null ? ownProperty(from, 'rules', WHERE) : undefined;
  if (
    typeof fromRules !== 'object' ||
    fromRules === null ||
    !Array.isArray(rules) ||
    !rules.every((rule) => typeof rule === 'string')
  ) {
    throw new TypeError(
      `${WHERE}: an import is { from: a grammar (with its rules), rules: rule names }`,
    );
  }
  return {
    from: { rules: fromRules as Readonly<Record<string, RuleDefinition<string>>> },
    rules: rules,
  };
}

function proseOf(options: object): Readonly<Record<string, string>> | undefined {
  const value = ownProperty(options, 'prose', WHERE);
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null) {
    throw new TypeError(`${WHERE}: prose must be an object of strings`);
  }
  const prose = Object.create(null) as Record<string, string>;
  for (const key of Object.keys(value)) {
    const reading = ownProperty(value, key, WHERE);
    if (typeof reading !== 'string') throw new TypeError(`${WHERE}: prose.${key} must be a string`);
    prose[key] = reading;
  }
  return prose;
}

/**
 * A grammar from its ABNF text (RFC 5234, with RFC 7405's `%s` and `%i`). Errors in the text
 * throw an `AbnfError` with `offset`, `line`, `column` and `expected`; a rule used but never
 * defined, and a prose value with no reading, are errors too.
 */
export function compileGrammar<
  const Abnf extends string,
  const Imports extends readonly GrammarImport[] = readonly [],
>(options: CompileGrammarOptions<Abnf, Imports>): AbnfGrammar<AbnfRuleName<Abnf, Imports>> {
  type Name = AbnfRuleName<Abnf, Imports>;
  const given = optionsObject(options, WHERE);
  if (options === undefined) throw new TypeError(`${WHERE}: options are required`);
  const name = stringOption(given, 'name', true)!;
  const title = stringOption(given, 'title', false) ?? name;
  const abnf = ownProperty(given, 'abnf', WHERE);
  if (typeof abnf !== 'string') {
    throw new TypeError(`${WHERE}: abnf must be the grammar's text, got ${describeValue(abnf)}`);
  }
  const { names, definitions } = rulesFromText({
    abnf,
    rfc: title,
    overrides: listOption(given, 'overrides').map(overrideOf),
    imports: listOption(given, 'imports').map(importOf),
    prose: proseOf(given),
  });
  const registry = defineRules<Name>(
    names as Name[],
    definitions as readonly RuleDefinition<Name>[],
  );
  // Rules of one character are folded into their parents' nodes and named in messages.
  const single = new SingleCharacters(registry.grammar, {
    followsRule: () => true,
    throughGuards: false,
  });
  const characterRules = new Set(
    registry.names.filter((rule) => single.of(registry.grammar[rule])),
  );
  const compiled = new CompiledGrammar<Name>({
    name,
    title,
    registry,
    characterRules,
    messageRules: characterRules,
  });
  const { isValid, check, parseTree } = validatorsOf(compiled);
  return Object.freeze({
    name,
    title,
    RULE_NAMES: compiled.names,
    rules: compiled.rules,
    isValid,
    check,
    parseTree,
    traps: () => compiled.traps(),
  });
}
