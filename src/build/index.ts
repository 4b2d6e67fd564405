/** Building URI references safely: the `uri` tagged template and immutable references. */
export {
  uri,
  type BuildGrammarName,
  type QueryEncoding,
  type UriTag,
  type UriTagOptions,
} from './uri';
export type { QueryParameterValue, QueryParameters, UriTagScalar, UriTagValue } from './values';
export {
  reference,
  type QueryParameter,
  type ReferenceOptions,
  type UriReference,
} from './reference';
