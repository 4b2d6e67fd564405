/**
 * RFC 8141's URNs (section 2) with RFC 9562's UUID (section 4), exhaustively (exhaustive.test.ts
 * asserts on the outcomes), run as a plain Node process (test/support/exhaustive-child.ts says
 * why): the automaton, the combinators and the oracle read from the RFC texts agree on every
 * string, and every URN they accept is an RFC 3986 URI, an absolute-URI without its
 * f-component (test/support/scheme-enumeration.ts). Four alphabets:
 * - the scheme and its near misses as symbols ("urn", "URN:", ":");
 * - NIDs from blocks of 15, 2 and 1 letters and "-", which reach both sides of the 32-character
 *   limit and of the `NID` override's last character;
 * - after "urn:ab:" and "urn:uuid:", the NSS and the r-, q- and f-components ("?+", "?=", "?",
 *   "#", the `rq-components` override's trap), with a UUID as one symbol; here `parseScheme`
 *   must also say valid exactly when the URN is valid and, for `urn:uuid:`, its NSS is a UUID
 *   (a hand-written checker of RFC 9562's 8-4-4-4-12 form);
 * - `UUID` over blocks of hexadecimal digits, near misses ("7de", "g") and "-", against the same
 *   hand-written checker and `parseScheme` of "urn:uuid:" and the string.
 */
import { parseScheme } from '../../../src/uri-schemes/parse-scheme';
import { compiledSchemeGrammar, schemeGrammarOf } from '../../../src/uri-schemes/scheme-grammars';
import { URN_DEFINITION } from '../../../src/uri-schemes/urn';
import { urnOracle } from '../../oracle/http-ws-urn-tel-oracles';
import { compare } from '../../support/agreement';
import { allStrings } from '../../support/enumerate';
import { type Enumerations, printOutcomes } from '../../support/exhaustive-child';
import { afterEach, compareScheme, type SchemeSubject } from '../../support/scheme-enumeration';

const urn = schemeGrammarOf(URN_DEFINITION);
const compiled = compiledSchemeGrammar(URN_DEFINITION);

/** RFC 9562 section 4: 8-4-4-4-12 hexadecimal digits, either case. */
export const isUuid = (text: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

/** A valid URN meets the prose requirement: a `urn:uuid:` URN's NSS (up to "?" or "#") is a UUID. */
export function meetsUuidRequirement(text: string): boolean {
  const nid = /^urn:([^:]*):/i.exec(text)?.[1];
  if (nid?.toLowerCase() !== 'uuid') return true;
  return isUuid(text.slice(`urn:${nid}:`.length).split(/[?#]/)[0]!);
}

const SUBJECT: SchemeSubject = {
  rules: ['namestring'],
  isValid: urn.isValid,
  compiled,
  oracle: urnOracle,
  withFragment: true,
};

const WITH_PARSE_SCHEME: SchemeSubject = {
  ...SUBJECT,
  // Agrees with the others when parseScheme says valid exactly for a valid URN that meets the
  // UUID requirement.
  extra: (oracleVerdict) => ({
    parseScheme: (text) => {
      const valid = parseScheme(text).valid;
      return oracleVerdict(text) ? valid === meetsUuidRequirement(text) : valid;
    },
  }),
};

export const UUID = 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6';
export const SCHEMES = ['urn', 'URN:', ':', 'ab', '-', '#'];
export const SCHEMES_MAX = 6;
export const NIDS = ['abcdefghijklmno', 'ab', 'a', '-', ':'];
export const NIDS_MAX = 7;
export const COMPONENTS = ['a', '/', ':', '?+', '?=', '?', '#', '%4', UUID];
export const COMPONENTS_MAX = 5;
export const PREFIXES = ['urn:ab:', 'urn:uuid:'];
export const UUID_BLOCKS = ['f81d4fae-', '7dec-', 'A765-', '00a0c91e6bf6', '7de', '-', 'g'];
export const UUID_MAX = 6;

export const SCHEMES_LABEL = `namestring over "${SCHEMES.join(' ')}" up to ${SCHEMES_MAX}`;
export const NIDS_LABEL = `"urn:" then "${NIDS.join(' ')}" up to ${NIDS_MAX}`;
export const COMPONENTS_LABEL = `"${PREFIXES.join('", "')}" then "${COMPONENTS.join(' ')}" up to ${COMPONENTS_MAX}`;
export const UUID_LABEL = `UUID over "${UUID_BLOCKS.join(' ')}" up to ${UUID_MAX}`;

export const ENUMERATIONS: Enumerations = {
  [SCHEMES_LABEL]: () => compareScheme(allStrings(SCHEMES, SCHEMES_MAX), SUBJECT),
  [NIDS_LABEL]: () =>
    compareScheme(
      afterEach(['urn:'], () => allStrings(NIDS, NIDS_MAX)),
      SUBJECT,
    ),
  [COMPONENTS_LABEL]: () =>
    compareScheme(
      afterEach(PREFIXES, () => allStrings(COMPONENTS, COMPONENTS_MAX)),
      WITH_PARSE_SCHEME,
    ),
  [UUID_LABEL]: () => {
    const combinator = compiled.combinators.wholeInput('UUID');
    return compare(allStrings(UUID_BLOCKS, UUID_MAX), {
      automaton: (text) => urn.isValid('UUID', text),
      combinator: (text) => combinator.parse(text).status,
      oracle: (text) => urnOracle.matches('UUID', text),
      'RFC 9562 8-4-4-4-12': isUuid,
      'parseScheme of "urn:uuid:" and the string': (text) => parseScheme(`urn:uuid:${text}`).valid,
    });
  },
};

if (require.main === module) printOutcomes(ENUMERATIONS);
