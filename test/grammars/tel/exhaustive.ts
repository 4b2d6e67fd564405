/**
 * RFC 3966's tel URIs (section 3), exhaustively (exhaustive.test.ts asserts on the outcomes), run
 * as a plain Node process (test/support/exhaustive-child.ts says why): the automaton, the
 * combinators and the oracle read from RFC 3966's text agree on every string, and every string
 * they accept is an RFC 3986 absolute-URI (test/support/scheme-enumeration.ts), but for two
 * departures of RFC 3966's ABNF: a parameter value may hold "[" and "]" (`param-unreserved`),
 * which RFC 3986 allows only around an IP literal in a host, never in a path; and a local number
 * may hold "#" (`phonedigit-hex`), which RFC 3986 reads as the start of a fragment. Every
 * accepted string that is not an absolute-URI holds one of the three. Two alphabets:
 * - the scheme and its near misses ("tel:", "TEL:") with the numbers' characters: "+", a digit,
 *   a hexadecimal letter, a visual separator and "#" (the `global-number-digits` and
 *   `local-number-digits` overrides' traps); each string alone (a global number) and followed by
 *   ";phone-context=a" (a local number needs one);
 * - after "tel:+1" and "tel:1", parameters: ";", "=", ";ext=", ";isub=" and ";phone-context="
 *   as symbols, a digit, a letter, "+", "[" (a paramchar that uric lacks: the `isdn-subaddress`
 *   and `local-number` overrides' traps) and "?" (a uric that paramchar lacks).
 */
import { compiledSchemeGrammar, schemeGrammarOf } from '../../../src/uri-schemes/scheme-grammars';
import { TEL_DEFINITION } from '../../../src/uri-schemes/tel';
import { telOracle } from '../../oracle/http-ws-urn-tel-oracles';
import { allStrings } from '../../support/enumerate';
import { type Enumerations, printOutcomes } from '../../support/exhaustive-child';
import { afterEach, compareScheme, type SchemeSubject } from '../../support/scheme-enumeration';

/** RFC 3966's departures from RFC 3986 section 3.1: "[" or "]" in a value, "#" in a number. */
export const departsFrom3986 = (text: string): boolean => /[[\]#]/.test(text);

const SUBJECT: SchemeSubject = {
  rules: ['telephone-uri'],
  isValid: schemeGrammarOf(TEL_DEFINITION).isValid,
  compiled: compiledSchemeGrammar(TEL_DEFINITION),
  oracle: telOracle,
  departure: departsFrom3986,
};

export const NUMBERS = ['tel:', 'TEL:', '+', '1', 'f', '-', '#'];
export const CONTEXTS = ['', ';phone-context=a'];
export const NUMBERS_MAX = 6;
export const PARAMETERS = ['a', '1', '+', '=', ';', ';ext=', ';isub=', ';phone-context=', '[', '?'];
export const PARAMETERS_MAX = 5;
export const PREFIXES = ['tel:+1', 'tel:1'];

export const NUMBERS_LABEL = `telephone-uri over "${NUMBERS.join(' ')}" up to ${NUMBERS_MAX}, then "" or ";phone-context=a"`;
export const PARAMETERS_LABEL = `"${PREFIXES.join('", "')}" then "${PARAMETERS.join(' ')}" up to ${PARAMETERS_MAX}`;

export const ENUMERATIONS: Enumerations = {
  [NUMBERS_LABEL]: () =>
    compareScheme(
      afterEach([''], () => allStrings(NUMBERS, NUMBERS_MAX), CONTEXTS),
      SUBJECT,
    ),
  [PARAMETERS_LABEL]: () =>
    compareScheme(
      afterEach(PREFIXES, () => allStrings(PARAMETERS, PARAMETERS_MAX)),
      SUBJECT,
    ),
};

if (require.main === module) printOutcomes(ENUMERATIONS);
