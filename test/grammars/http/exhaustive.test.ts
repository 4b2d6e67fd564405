/**
 * RFC 9110 sections 4.2.1 and 4.2.2 (http, https), exhaustively: the automaton, the combinators
 * and the oracle read from RFC 9110's text agree on every string up to a length over two small
 * alphabets, and RFC 3986 section 3.1 holds: every string accepted is an absolute-URI. The
 * enumerations (exhaustive.ts) run in a plain Node process, started once here.
 */
import { join } from 'node:path';
import { countStrings } from '../../support/enumerate';
import { schemeExhaustiveSuite } from '../../support/scheme-exhaustive-suite';
import {
  AUTHORITY,
  AUTHORITY_LABEL,
  AUTHORITY_MAX,
  PREFIXES,
  SCHEMES,
  SCHEMES_LABEL,
  SCHEMES_MAX,
} from './exhaustive';

schemeExhaustiveSuite(
  'http',
  join(__dirname, 'exhaustive.ts'),
  [
    { label: SCHEMES_LABEL, cases: countStrings(SCHEMES.length, SCHEMES_MAX) },
    {
      label: AUTHORITY_LABEL,
      cases: PREFIXES.length * countStrings(AUTHORITY.length, AUTHORITY_MAX),
    },
  ],
  270_117,
);
