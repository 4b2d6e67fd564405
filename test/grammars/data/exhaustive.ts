/**
 * RFC 2397's data URLs (section 3), exhaustively (exhaustive.test.ts asserts on the outcomes),
 * run as a plain Node process (test/support/exhaustive-child.ts says why): the automaton, the
 * combinators and the oracle read from the RFC 2397, RFC 2045 and RFC 2396 texts agree on every
 * string, and every string they accept is an RFC 3986 absolute-URI
 * (test/support/scheme-enumeration.ts). Two alphabets:
 * - the scheme and its near misses ("data:", "DATA", ":") with ",", a token, ";base64" and
 *   "#", which RFC 2396's uric lacks;
 * - after "data:", the media type's and the data's characters: a token character, "/", ";",
 *   "=", ",", ";base64" as one symbol (a parameter's attribute too, with "=" after it), "?"
 *   (a urlchar) and "%4", which is an escape only with a hexadecimal digit after it.
 */
import { DATA_DEFINITION } from '../../../src/uri-schemes/data';
import { compiledSchemeGrammar, schemeGrammarOf } from '../../../src/uri-schemes/scheme-grammars';
import { oracleData } from '../../oracle/mailto-data-file-oracles';
import { allStrings } from '../../support/enumerate';
import { type Enumerations, printOutcomes } from '../../support/exhaustive-child';
import { afterEach, compareScheme, type SchemeSubject } from '../../support/scheme-enumeration';

const SUBJECT: SchemeSubject = {
  rules: ['dataurl'],
  isValid: schemeGrammarOf(DATA_DEFINITION).isValid,
  compiled: compiledSchemeGrammar(DATA_DEFINITION),
  oracle: oracleData,
};

export const SCHEMES = ['data:', 'DATA', ':', ',', 'a', ';base64', '#'];
export const SCHEMES_MAX = 6;
export const MEDIA_TYPES = ['a', '/', ';', '=', ',', ';base64', '?', '%4'];
export const MEDIA_TYPES_MAX = 6;

export const SCHEMES_LABEL = `dataurl over "${SCHEMES.join(' ')}" up to ${SCHEMES_MAX}`;
export const MEDIA_TYPES_LABEL = `"data:" then "${MEDIA_TYPES.join(' ')}" up to ${MEDIA_TYPES_MAX}`;

export const ENUMERATIONS: Enumerations = {
  [SCHEMES_LABEL]: () => compareScheme(allStrings(SCHEMES, SCHEMES_MAX), SUBJECT),
  [MEDIA_TYPES_LABEL]: () =>
    compareScheme(
      afterEach(['data:'], () => allStrings(MEDIA_TYPES, MEDIA_TYPES_MAX)),
      SUBJECT,
    ),
};

if (require.main === module) printOutcomes(ENUMERATIONS);
