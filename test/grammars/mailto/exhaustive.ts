/**
 * RFC 6068's mailto URIs (section 2), exhaustively (exhaustive.test.ts asserts on the outcomes),
 * run as a plain Node process (test/support/exhaustive-child.ts says why): the automaton, the
 * combinators and the oracle read from the RFC 6068 and RFC 5322 texts agree on every string, and
 * every string they accept is an RFC 3986 absolute-URI (test/support/scheme-enumeration.ts), but
 * for the departure docs/schemes.md names: `domain`'s `"[" *dtext-no-obs "]"` writes a domain
 * literal's brackets as themselves (and dtext-no-obs holds "%", "#" and "?" too), which RFC 3986
 * does not allow in a path; every accepted string that is not an absolute-URI holds a "[". Two
 * alphabets:
 * - the scheme and its near misses ("mailto:", "MAILTO", ":") with an address's and a header
 *   field's delimiters;
 * - after "mailto:", addresses and header fields: "a", ".", "@", ",", "?", "=", "&", a quote
 *   and a backslash percent-encoded ("%22", "%5C": quoted-string and quoted-pair), "[" and "]",
 *   and "%4", which is a pct-atext or pct-qtext with some next symbols and not with others.
 */
import { MAILTO_DEFINITION } from '../../../src/uri-schemes/mailto';
import { compiledSchemeGrammar, schemeGrammarOf } from '../../../src/uri-schemes/scheme-grammars';
import { oracleMailto } from '../../oracle/mailto-data-file-oracles';
import { allStrings } from '../../support/enumerate';
import { type Enumerations, printOutcomes } from '../../support/exhaustive-child';
import { afterEach, compareScheme, type SchemeSubject } from '../../support/scheme-enumeration';

/** RFC 6068's departure from RFC 3986 section 3.1: a domain literal's brackets. */
export const holdsDomainLiteral = (text: string): boolean => text.includes('[');

const SUBJECT: SchemeSubject = {
  rules: ['mailtoURI'],
  isValid: schemeGrammarOf(MAILTO_DEFINITION).isValid,
  compiled: compiledSchemeGrammar(MAILTO_DEFINITION),
  oracle: oracleMailto,
  departure: holdsDomainLiteral,
};

export const SCHEMES = ['mailto:', 'MAILTO', ':', 'a', '@', '?', '='];
export const SCHEMES_MAX = 6;
export const ADDRESSES = ['a', '.', '@', ',', '?', '=', '&', '%22', '%5C', '[', ']', '%4'];
export const ADDRESSES_MAX = 5;

export const SCHEMES_LABEL = `mailtoURI over "${SCHEMES.join(' ')}" up to ${SCHEMES_MAX}`;
export const ADDRESSES_LABEL = `"mailto:" then "${ADDRESSES.join(' ')}" up to ${ADDRESSES_MAX}`;

export const ENUMERATIONS: Enumerations = {
  [SCHEMES_LABEL]: () => compareScheme(allStrings(SCHEMES, SCHEMES_MAX), SUBJECT),
  [ADDRESSES_LABEL]: () =>
    compareScheme(
      afterEach(['mailto:'], () => allStrings(ADDRESSES, ADDRESSES_MAX)),
      SUBJECT,
    ),
};

if (require.main === module) printOutcomes(ENUMERATIONS);
