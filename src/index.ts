/**
 * uri-grammar: RFC 3986 exactly, and RFC 3987, RFC 6874 and RFC 2396 on the same engine.
 *
 * The package root: it imports nothing from Node, so bundlers can ship it to browsers. The
 * parser audit (child processes, files) is the Node-only entry point `uri-grammar/audit`
 * (src/audit/index.ts), and the JSON Schema formats are `uri-grammar/formats`.
 */
// The published types name ES2015 collections and iterables and ES2018 async iterables. These
// directives keep them in the declarations (tsc drops unmarked ones), so a consumer compiles
// with TypeScript's default target and lib too (test/package/consumer.test.ts).
/// <reference lib="es2015.collection" preserve="true" />
/// <reference lib="es2015.iterable" preserve="true" />
/// <reference lib="es2018.asynciterable" preserve="true" />
import type { ParseTree as EngineParseTree, RuleName } from '../grammar';

export { RULE_NAMES, RFC3986_RULES, type RuleDefinition, type RuleName } from '../grammar';

/** A node of a parse tree: a named rule (RFC 3986's unless said), or text its parent read itself. */
export type ParseTree<Name extends string = RuleName> = EngineParseTree<Name>;
export { UriSyntaxError, type ErrorCode, type SyntaxErrorInfo } from './errors';
export { check, isValid, parseTree, type CheckOptions, type CheckResult } from './validate';
export {
  componentsFromTree,
  parse,
  parseAs,
  type ComponentName,
  type ParseResult,
  type HostKind,
  type ReferenceRule,
  type UriComponents,
  type ZonedComponents,
} from './components';
export { safeParse, type SafeParse } from './safe-parse';
export {
  GRAMMAR_NAMES,
  grammar,
  isGrammarName,
  type AnyGrammar,
  type GrammarName,
  type IregNameValue,
  type ReferenceGrammar,
  type Rfc3986Grammar,
  type Rfc3987Grammar,
  type Rfc6874Grammar,
  type Rfc2396Grammar,
} from './grammars';
export type {
  Rfc2396Components,
  Rfc2396HostKind,
  Rfc2396ReferenceRule,
  Rfc2396ResolveOptions,
} from './rfc2396';
export type { IriHostKind, ZonedHostKind } from './reference-syntax';
export type { Rfc2396RuleName, Rfc3987RuleName, Rfc6874RuleName } from '../grammar';
export { iriToUri, uriToIri, type IriToUriOptions } from './iri';
export {
  ENCODE_TARGETS,
  PercentDecodingError,
  decode,
  encode,
  normalizePercentEncoding,
  type EncodeTarget,
} from './percent';
export {
  LINK_SCHEMES_WITHOUT_AUTHORITY,
  MAX_LINE_BREAKS,
  extract,
  type ExtractDelimiter,
  type ExtractOptions,
  type ExtractSchemes,
  type ExtractedUri,
} from './extract';
export { recompose, type RecomposableComponents } from './recompose';
export {
  mergePaths,
  removeDotSegments,
  resolve,
  resolveComponents,
  type ReferenceComponents,
  type ResolveOptions,
} from './resolve';
export { relativize, relativizeComponents } from './relativize';
export {
  DEFAULT_PORTS,
  normalize,
  normalizeCaseAndPercentEncoding,
  type NormalizationLevel,
  type NormalizeOptions,
} from './normalize';
export { equivalent, type EquivalenceOptions } from './equivalence';
export { hostValue, parseHost, type HostValue, type ZonedIpv6Value } from './host';
export { splitNonValidating, type NonValidatingSplit } from './appendix-b';
export {
  FINDING_CODES,
  FINDING_SECTIONS,
  inspect,
  type Finding,
  type FindingCode,
  type FindingComponent,
  type InspectOptions,
} from './security';
export {
  reference,
  uri,
  type BuildGrammarName,
  type QueryEncoding,
  type QueryParameter,
  type QueryParameterValue,
  type QueryParameters,
  type ReferenceOptions,
  type UriTagScalar,
  type UriTagValue,
  type UriReference,
  type UriTag,
  type UriTagOptions,
} from './build';
export {
  AbnfError,
  compileGrammar,
  type AbnfGrammar,
  type AbnfRuleName,
  type CompileGrammarOptions,
  type CoreRuleName,
  type GrammarImport,
  type GrammarOverride,
  type RuleNamesOf,
  type Trap,
} from './compile-grammar';

// RFC 6570 URI Templates: the grammar, expansion and matching (docs/templates.md).
export type { Rfc6570Grammar } from './grammars';
export type { Rfc6570RuleName } from '../grammar';
export {
  expandTemplate,
  matchTemplate,
  templateRouter,
  type RouteMatch,
  type TemplateRouter,
  type MatchOptions,
  type MatchedVariables,
  type TemplateMatch,
  type TemplateMatchError,
  TemplateError,
  type TemplateErrorCode,
  type TemplateMember,
  type TemplateValue,
  type TemplateVariables,
} from './template';
// The URI schemes' own grammars (docs/schemes.md).
export type { SchemeGrammar } from './uri-schemes/scheme-grammars';
export { parseScheme, type SchemeParseResult } from './uri-schemes/parse-scheme';
export type { HttpComponents } from './uri-schemes/http';
export type { WsComponents } from './uri-schemes/ws';
export type { UrnComponents, UuidValue, UuidVariant } from './uri-schemes/urn';
export type { TelComponents, TelParameter } from './uri-schemes/tel';
export {
  ADDRESS_CLASSES,
  POLICY_CLAUSES,
  policy,
  type AddressClass,
  type PolicyClause,
  type PolicyError,
  type PolicyOptions,
  type PolicyResult,
  type UriPolicy,
} from './policy';
// The URI schemes' own grammars (docs/schemes.md): mailto (RFC 6068), data (RFC 2397) and
// file (RFC 8089), each built or converted from its parts.
export {
  mailtoUri,
  type MailtoComponents,
  type MailtoFields,
  type MailtoHeader,
} from './uri-schemes/mailto';
export {
  dataUri,
  type DataComponents,
  type DataParameter,
  type DataUriOptions,
} from './uri-schemes/data';
export {
  fileUriToPath,
  pathToFileUri,
  type FileComponents,
  type FileUriToPathOptions,
  type PathToFileUriOptions,
} from './uri-schemes/file';
