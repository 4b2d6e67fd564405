/**
 * RFC 6455's ws and wss URIs (section 3), exhaustively (exhaustive.test.ts asserts on the
 * outcomes), run as a plain Node process (test/support/exhaustive-child.ts says why): the
 * automaton, the combinators and the oracle read from RFC 6455's text agree on every string, and
 * every string they accept is an RFC 3986 absolute-URI (test/support/scheme-enumeration.ts). Two
 * alphabets: the scheme and its near misses as symbols; and after "ws://" and "wss://" a host
 * that is an IPv4 address or, with a "." or "1" after it, a reg-name (the `host` override's
 * trap), a port, "@" (no userinfo in a WebSocket URI, though RFC 3986 allows one) and "#" (section
 * 3: no fragment).
 */
import { compiledSchemeGrammar, schemeGrammarOf } from '../../../src/uri-schemes/scheme-grammars';
import { WS_DEFINITION } from '../../../src/uri-schemes/ws';
import { wsOracle } from '../../oracle/http-ws-urn-tel-oracles';
import { allStrings } from '../../support/enumerate';
import { type Enumerations, printOutcomes } from '../../support/exhaustive-child';
import { afterEach, compareScheme, type SchemeSubject } from '../../support/scheme-enumeration';

const SUBJECT: SchemeSubject = {
  rules: ['ws-URI', 'wss-URI'],
  isValid: schemeGrammarOf(WS_DEFINITION).isValid,
  compiled: compiledSchemeGrammar(WS_DEFINITION),
  oracle: wsOracle,
};

export const SCHEMES = ['ws://', 'WSS://', 'ws', 's', ':', '/', 'a'];
export const SCHEMES_MAX = 6;
export const HOST = ['1', '1.2.3.4', '.', ':', '@', '/', '?', '#', '%4'];
export const HOST_MAX = 5;
export const PREFIXES = ['ws://', 'wss://'];

export const SCHEMES_LABEL = `ws-URI / wss-URI over "${SCHEMES.join(' ')}" up to ${SCHEMES_MAX}`;
export const HOST_LABEL = `"${PREFIXES.join('", "')}" then "${HOST.join(' ')}" up to ${HOST_MAX}`;

export const ENUMERATIONS: Enumerations = {
  [SCHEMES_LABEL]: () => compareScheme(allStrings(SCHEMES, SCHEMES_MAX), SUBJECT),
  [HOST_LABEL]: () =>
    compareScheme(
      afterEach(PREFIXES, () => allStrings(HOST, HOST_MAX)),
      SUBJECT,
    ),
};

if (require.main === module) printOutcomes(ENUMERATIONS);
