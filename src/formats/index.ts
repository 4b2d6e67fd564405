/**
 * `uri-grammar/formats`: exact validators for the JSON Schema string formats `uri`,
 * `uri-reference`, `iri` and `iri-reference` (JSON Schema Validation, draft 2020-12 section
 * 7.3.5 and draft-07 section 7.3.5: "according to RFC 3986" and "according to RFC 3987"), an
 * ajv plugin that registers them, and Standard Schema v1 schemas for any rule of any grammar.
 *
 * No schema library is imported: ajv is an optional peer, and the Standard Schema interface is a
 * plain object shape, so this entry point adds nothing to a bundle that does not use it.
 */
// Each entry point's declarations carry these, for the reason given in src/index.ts.
/// <reference lib="es2015.collection" preserve="true" />
/// <reference lib="es2015.iterable" preserve="true" />
/// <reference lib="es2018.asynciterable" preserve="true" />
export {
  FORMAT_NAMES,
  type FormatName,
  formats,
  addFormats,
  type AddFormatsOptions,
  type FormatPolicy,
  type AjvLike,
} from './json-schema';
export {
  URI_RULE_KEYWORD,
  addUriRuleKeyword,
  type AjvKeywordLike,
  type UriRuleKeywordError,
  type UriRuleKeywordValue,
} from './ajv-keyword';
export {
  uriSchema,
  type SchemaGrammarName,
  type SchemaRuleNames,
  type UriSchema,
  type UriSchemaIssue,
  type UriSchemaOptions,
} from './standard-schema';
export {
  isUri,
  isUriReference,
  isIri,
  isIriReference,
  isUriTemplate,
  isIpv4,
  isIpv6,
} from './predicates';
