/**
 * RFC 2397 section 3 (data), exhaustively: the automaton, the combinators and the oracle read
 * from the RFC 2397, RFC 2045 and RFC 2396 texts agree on every string up to a length over two
 * small alphabets, and RFC 3986 section 3.1 holds: every string accepted is an absolute-URI. The
 * enumerations (exhaustive.ts) run in a plain Node process, started once here.
 */
import { join } from 'node:path';
import { countStrings } from '../../support/enumerate';
import { schemeExhaustiveSuite } from '../../support/scheme-exhaustive-suite';
import {
  MEDIA_TYPES,
  MEDIA_TYPES_LABEL,
  MEDIA_TYPES_MAX,
  SCHEMES,
  SCHEMES_LABEL,
  SCHEMES_MAX,
} from './exhaustive';

schemeExhaustiveSuite(
  'data',
  join(__dirname, 'exhaustive.ts'),
  [
    { label: SCHEMES_LABEL, cases: countStrings(SCHEMES.length, SCHEMES_MAX) },
    { label: MEDIA_TYPES_LABEL, cases: countStrings(MEDIA_TYPES.length, MEDIA_TYPES_MAX) },
  ],
  436_850,
);
