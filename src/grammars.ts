/**
 * `grammar(name)`: one compiled grammar with its API. RFC 3986 is the default, and the functions
 * exported at the top level of the package are `grammar('rfc3986')`'s. RFC 3987 (IRIs) and
 * RFC 6874 (zone identifiers; obsoleted by RFC 9844, kept for auditing) run on the same engine
 * with their own rule names, and share the semantic layer through their `ReferenceSyntax`.
 * RFC 2396 (with RFC 2732) runs on the same engine too, and is one more `ReferenceSyntax` of
 * the same parse and resolution; its API is its own (src/rfc2396.ts), since it has no
 * normalization, equivalence or relativization.
 */
import {
  type CompiledGrammar,
  type ParseTree,
  type Rfc3987RuleName,
  type Rfc6874RuleName,
  type Rfc6570RuleName,
  rfc6570,
  type RuleDefinition,
  type RuleName,
  type Trap,
} from '../grammar';
import {
  type UriComponents,
  type ZonedComponents,
  componentsFromTreeWith,
  parseReference,
} from './components';
import { type EquivalenceOptions, equivalentWith } from './equivalence';
import { type HostValue, type ZonedIpv6Value, parseHostWith } from './host';
import { type NormalizeOptions, normalizeWith } from './normalize';
import { type RecomposableComponents, recomposeWith } from './recompose';
import {
  type HostKind,
  type IriHostKind,
  RFC3986_SYNTAX,
  RFC3987_SYNTAX,
  RFC6874_SYNTAX,
  type ReferenceSyntax,
  type ZonedHostKind,
} from './reference-syntax';
import { relativizeWith } from './relativize';
import { type SafeParse, referenceSafeParser } from './safe-parse';
import { type ResolveOptions, resolveWith } from './resolve';
import { RFC2396_GRAMMAR, type Rfc2396Grammar } from './rfc2396';
import { type CheckOptions, type CheckResult, describeValue, validatorsOf } from './validate';
import {
  type SchemeGrammar,
  schemeDefinitionNamed,
  schemeGrammarNames,
  schemeGrammarOf,
} from './uri-schemes/scheme-grammars';

export const GRAMMAR_NAMES = ['rfc3986', 'rfc3987', 'rfc6874', 'rfc2396'] as const;

export type GrammarName = (typeof GRAMMAR_NAMES)[number];

/** What `parseHost` gives for an RFC 3987 `ireg-name`. */
export interface IregNameValue {
  readonly kind: 'ireg-name';
  /** The name percent-decoded when its octets are UTF-8, otherwise as written. */
  readonly name: string;
  readonly decoded: boolean;
}

/** A grammar of URI references: validation, trees, components and the RFC 3986 operations. */
export interface ReferenceGrammar<
  Name extends string,
  Reference extends Name,
  Components extends UriComponents<string>,
  Value,
> {
  /** The grammar's name, as `grammar()` takes it. */
  readonly name: Exclude<GrammarName, 'rfc2396'>;
  /** How messages and docs name it: `RFC 3987`. */
  readonly title: string;
  /** Every rule name, in the RFC's order. */
  readonly RULE_NAMES: readonly Name[];
  /** Each rule's definition: `{ name, rfc, section, abnf, expr, peg? }`. */
  readonly rules: Readonly<Record<Name, RuleDefinition<Name>>>;
  readonly isValid: (rule: Name, text: unknown) => boolean;
  readonly check: (rule: Name, text: unknown, options?: CheckOptions) => CheckResult<Name>;
  readonly parseTree: (rule: Name, text: string, options?: CheckOptions) => ParseTree<Name>;
  /** The components of a reference (`URI-reference`, `IRI-reference`). */
  readonly parse: (text: string, options?: CheckOptions) => Components;
  /**
   * `parse` with the error as a value instead of thrown: `safeParse(text, options?)`, or
   * `safeParse(rule, text, options?)` for one of the reference rules (src/safe-parse.ts).
   */
  readonly safeParse: SafeParse<Reference, Components>;
  /** The components of `text` as one of the reference rules. */
  readonly parseAs: (rule: Reference, text: string, options?: CheckOptions) => Components;
  /** The components a parse tree of this grammar names. */
  readonly componentsFromTree: (tree: ParseTree<Name>, text: string) => UriComponents<string>;
  /** RFC 3986 5.3, checked against this grammar's component rules. */
  readonly recompose: (components: RecomposableComponents) => string;
  /** RFC 3986 5.2 (RFC 3987 6.5 for IRIs). */
  readonly resolve: (base: string, reference: string, options?: ResolveOptions) => string;
  /** RFC 3986 6.2 (RFC 3987 5.3 for IRIs). */
  readonly normalize: (text: string, options?: NormalizeOptions) => string;
  readonly equivalent: (a: string, b: string, options?: EquivalenceOptions) => boolean;
  /** A shortest reference that resolves from `base` to `target` (the inverse of `resolve`). */
  readonly relativize: (base: string, target: string) => string;
  /** The value of a host as `parse` returns it. */
  readonly parseHost: (host: string) => Value;
  /**
   * The PEG-trap report: a string per rule on which the trees' ordered choice and the ABNF
   * disagree; empty, as the tests hold it, for the built-in grammars with their overrides.
   */
  readonly traps: () => readonly Trap<Name>[];
}

export type Rfc3986Grammar = ReferenceGrammar<
  RuleName,
  'URI-reference' | 'URI' | 'absolute-URI' | 'relative-ref',
  UriComponents<HostKind>,
  HostValue
>;

export type Rfc3987Grammar = ReferenceGrammar<
  Rfc3987RuleName,
  'IRI-reference' | 'IRI' | 'absolute-IRI' | 'irelative-ref',
  UriComponents<IriHostKind>,
  Exclude<HostValue, { kind: 'reg-name' }> | IregNameValue
>;

export type Rfc6874Grammar = ReferenceGrammar<
  Rfc6874RuleName,
  'URI-reference' | 'URI' | 'absolute-URI' | 'relative-ref',
  ZonedComponents<ZonedHostKind>,
  HostValue | ZonedIpv6Value
>;

export type AnyGrammar = Rfc3986Grammar | Rfc3987Grammar | Rfc6874Grammar | Rfc2396Grammar;

export type { Rfc2396Grammar } from './rfc2396';

/**
 * RFC 6570's template syntax: validation of any of its rules, and nothing else of the URI
 * operations (a template is not a URI). `expandTemplate` and `matchTemplate` work from it. It is
 * not in GRAMMAR_NAMES, which lists the grammars of URI references (each with `parse`).
 */
export interface Rfc6570Grammar {
  readonly name: 'rfc6570';
  readonly title: string;
  readonly RULE_NAMES: readonly Rfc6570RuleName[];
  readonly rules: Readonly<Record<Rfc6570RuleName, RuleDefinition<Rfc6570RuleName>>>;
  readonly isValid: (rule: Rfc6570RuleName, text: unknown) => boolean;
  readonly check: (
    rule: Rfc6570RuleName,
    text: unknown,
    options?: CheckOptions,
  ) => CheckResult<Rfc6570RuleName>;
  readonly parseTree: (
    rule: Rfc6570RuleName,
    text: string,
    options?: CheckOptions,
  ) => ParseTree<Rfc6570RuleName>;
  /** The PEG-trap report, as for the other grammars: empty. */
  readonly traps: () => readonly Trap<Rfc6570RuleName>[];
}

const RFC6570_VALIDATORS = validatorsOf(rfc6570);

const RFC6570_GRAMMAR: Rfc6570Grammar = Object.freeze({
  name: 'rfc6570',
  title: rfc6570.title,
  RULE_NAMES: rfc6570.names,
  rules: rfc6570.rules,
  isValid: RFC6570_VALIDATORS.isValid,
  check: RFC6570_VALIDATORS.check,
  parseTree: RFC6570_VALIDATORS.parseTree,
  traps: () => rfc6570.traps(),
});

function referenceGrammar<Name extends string, Kind extends string>(
  name: Exclude<GrammarName, 'rfc2396'>,
  compiled: CompiledGrammar<Name>,
  syntax: ReferenceSyntax<Name, Kind>,
): ReferenceGrammar<Name, Name, UriComponents<Kind>, unknown> {
  const { isValid, check, parseTree } = validatorsOf(compiled);
  const generic = syntax as unknown as ReferenceSyntax<string, Kind>;
  return Object.freeze({
    name,
    title: compiled.title,
    RULE_NAMES: compiled.names,
    rules: compiled.rules,
    isValid,
    check,
    parseTree,
    parse: (text: string, options?: CheckOptions) =>
      parseReference(syntax, syntax.reference, text, options, 'parse'),
    safeParse: referenceSafeParser(syntax),
    parseAs: (rule: Name, text: string, options?: CheckOptions) =>
      parseReference(syntax, rule, text, options, 'parseAs'),
    componentsFromTree: (tree: ParseTree<Name>, text: string) =>
      componentsFromTreeWith(generic, tree, text),
    recompose: (components: RecomposableComponents) =>
      recomposeWith(generic, components as RecomposableComponents<Kind>),
    resolve: (base: string, reference: string, options?: ResolveOptions) =>
      resolveWith(generic, base, reference, options),
    normalize: (text: string, options?: NormalizeOptions) => normalizeWith(generic, text, options),
    equivalent: (a: string, b: string, options?: EquivalenceOptions) =>
      equivalentWith(generic, a, b, options),
    relativize: (base: string, target: string) => relativizeWith(generic, base, target),
    parseHost: (host: string) => parseHostWith(generic, host),
    traps: () => compiled.traps(),
  });
}

const GRAMMARS: Readonly<Record<GrammarName, AnyGrammar>> = Object.freeze({
  rfc3986: referenceGrammar('rfc3986', RFC3986_SYNTAX.grammar, RFC3986_SYNTAX) as Rfc3986Grammar,
  rfc3987: referenceGrammar('rfc3987', RFC3987_SYNTAX.grammar, RFC3987_SYNTAX) as Rfc3987Grammar,
  rfc6874: referenceGrammar('rfc6874', RFC6874_SYNTAX.grammar, RFC6874_SYNTAX) as Rfc6874Grammar,
  rfc2396: RFC2396_GRAMMAR,
});

/** Whether `name` is one of `GRAMMAR_NAMES` (not fooled by `__proto__` or `toString`). */
export function isGrammarName(name: unknown): name is GrammarName {
  return typeof name === 'string' && (GRAMMAR_NAMES as readonly string[]).includes(name);
}

/**
 * The compiled grammar `name`. An unknown name throws a TypeError that lists the known ones.
 * Each grammar's automata and combinators are built the first time a rule is used.
 */
export function grammar(name: 'rfc3986'): Rfc3986Grammar;
export function grammar(name: 'rfc3987'): Rfc3987Grammar;
export function grammar(name: 'rfc6874'): Rfc6874Grammar;
export function grammar(name: 'rfc2396'): Rfc2396Grammar;
export function grammar(name: 'rfc6570'): Rfc6570Grammar;
export function grammar(name: GrammarName): AnyGrammar;
/** A URI scheme's own grammar (`http`, `urn`, `mailto`, ...: the registry's), validation only. */
export function grammar(name: string): SchemeGrammar;
export function grammar(name: string): AnyGrammar | Rfc6570Grammar | SchemeGrammar {
  if (name === 'rfc6570') return RFC6570_GRAMMAR;
  if (!isGrammarName(name)) {
    const scheme = schemeDefinitionNamed(name);
    if (scheme) return schemeGrammarOf(scheme);
    throw new TypeError(
      `unknown grammar ${describeValue(name)}: the grammars are ${GRAMMAR_NAMES.join(', ')} (and rfc6570, URI Templates; the scheme grammars ${schemeGrammarNames().join(', ')})`,
    );
  }
  return GRAMMARS[name];
}
