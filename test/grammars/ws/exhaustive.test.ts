/**
 * RFC 6455 section 3 (ws, wss), exhaustively: the automaton, the combinators and the oracle read
 * from RFC 6455's text agree on every string up to a length over two small alphabets, and RFC
 * 3986 section 3.1 holds: every string accepted is an absolute-URI. The enumerations
 * (exhaustive.ts) run in a plain Node process, started once here.
 */
import { join } from 'node:path';
import { countStrings } from '../../support/enumerate';
import { schemeExhaustiveSuite } from '../../support/scheme-exhaustive-suite';
import {
  HOST,
  HOST_LABEL,
  HOST_MAX,
  PREFIXES,
  SCHEMES,
  SCHEMES_LABEL,
  SCHEMES_MAX,
} from './exhaustive';

schemeExhaustiveSuite(
  'ws',
  join(__dirname, 'exhaustive.ts'),
  [
    { label: SCHEMES_LABEL, cases: countStrings(SCHEMES.length, SCHEMES_MAX) },
    { label: HOST_LABEL, cases: PREFIXES.length * countStrings(HOST.length, HOST_MAX) },
  ],
  270_117,
);
