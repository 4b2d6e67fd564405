/** uri-grammar: RFC 3986 exactly. */
export {
  RULE_NAMES,
  RFC3986_RULES,
  type ParseTree,
  type RuleDefinition,
  type RuleName,
} from '../grammar';
export { UriSyntaxError, type ErrorCode, type SyntaxErrorInfo } from './errors';
export { check, isValid, parseTree, type CheckOptions, type CheckResult } from './validate';
export {
  componentsFromTree,
  parse,
  parseAs,
  type HostKind,
  type ReferenceRule,
  type UriComponents,
} from './components';
export {
  ENCODE_TARGETS,
  PercentDecodingError,
  decode,
  encode,
  normalizePercentEncoding,
  type EncodeTarget,
} from './percent';
export { extract, type ExtractedUri } from './extract';
export { recompose, type RecomposableComponents } from './recompose';
export {
  mergePaths,
  removeDotSegments,
  resolve,
  resolveComponents,
  type ReferenceComponents,
  type ResolveOptions,
} from './resolve';
export { relativize, relativizeComponents, type ResolutionRules } from './relativize';
export {
  DEFAULT_PORTS,
  normalize,
  normalizeCaseAndPercentEncoding,
  type NormalizationLevel,
  type NormalizeOptions,
} from './normalize';
export { equivalent, type EquivalenceOptions } from './equivalence';
export { hostValue, parseHost, type HostValue } from './host';
export { splitNonValidating, type NonValidatingSplit } from './appendix-b';
export {
  AuditUsageError,
  BUILTIN_CORPUS,
  BUILTIN_PEERS,
  audit,
  loadPeer,
  renderHtml,
  renderText,
  type AuditOptions,
  type AuditReport,
  type Disagreement,
  type Peer,
  type PeerReport,
  type PeerResult,
} from './audit';
export {
  FINDING_CODES,
  FINDING_SECTIONS,
  inspect,
  type Finding,
  type FindingCode,
  type FindingComponent,
  type InspectOptions,
} from './security';
