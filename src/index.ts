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
