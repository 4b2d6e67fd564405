/**
 * RFC 9110's http and https URIs (sections 4.2.1 and 4.2.2), exhaustively (exhaustive.test.ts
 * asserts on the outcomes), run as a plain Node process (test/support/exhaustive-child.ts says
 * why): the automaton, the combinators and the oracle read from RFC 9110's text agree on every
 * string, and every string they accept is an RFC 3986 absolute-URI
 * (test/support/scheme-enumeration.ts). Two alphabets: the scheme and its near misses as symbols
 * ("https:a", "http:/a", "HTTPS://", "http" "s" ":" "/" "/"); and after "http://" the
 * authority's and path's delimiters, a host, an IP literal, a percent-encoding that may lack its
 * second digit ("%4" then "a" or "/"), and "#", which http-URI leaves out.
 */
import { HTTP_DEFINITION } from '../../../src/uri-schemes/http';
import { compiledSchemeGrammar, schemeGrammarOf } from '../../../src/uri-schemes/scheme-grammars';
import { httpOracle } from '../../oracle/http-ws-urn-tel-oracles';
import { allStrings } from '../../support/enumerate';
import { type Enumerations, printOutcomes } from '../../support/exhaustive-child';
import { afterEach, compareScheme, type SchemeSubject } from '../../support/scheme-enumeration';

const SUBJECT: SchemeSubject = {
  rules: ['http-URI', 'https-URI'],
  isValid: schemeGrammarOf(HTTP_DEFINITION).isValid,
  compiled: compiledSchemeGrammar(HTTP_DEFINITION),
  oracle: httpOracle,
};

export const SCHEMES = ['http://', 'HTTPS://', 'http', 's', ':', '/', 'a'];
export const SCHEMES_MAX = 6;
export const AUTHORITY = ['a', '1', ':', '@', '/', '?', '#', '[::1]', '%4'];
export const AUTHORITY_MAX = 5;
export const PREFIXES = ['http://', 'https://'];

export const SCHEMES_LABEL = `http-URI / https-URI over "${SCHEMES.join(' ')}" up to ${SCHEMES_MAX}`;
export const AUTHORITY_LABEL = `"${PREFIXES.join('", "')}" then "${AUTHORITY.join(' ')}" up to ${AUTHORITY_MAX}`;

export const ENUMERATIONS: Enumerations = {
  [SCHEMES_LABEL]: () => compareScheme(allStrings(SCHEMES, SCHEMES_MAX), SUBJECT),
  [AUTHORITY_LABEL]: () =>
    compareScheme(
      afterEach(PREFIXES, () => allStrings(AUTHORITY, AUTHORITY_MAX)),
      SUBJECT,
    ),
};

if (require.main === module) printOutcomes(ENUMERATIONS);
