/**
 * RFC 6068 section 2 (mailto), exhaustively: the automaton, the combinators and the oracle read
 * from the RFC 6068 and RFC 5322 texts agree on every string up to a length over two small
 * alphabets, and RFC 3986 section 3.1 holds but for domain literals, whose brackets RFC 6068's
 * ABNF writes as themselves: each such string is counted. The enumerations (exhaustive.ts) run in
 * a plain Node process, started once here.
 */
import { join } from 'node:path';
import { countStrings } from '../../support/enumerate';
import { schemeExhaustiveSuite } from '../../support/scheme-exhaustive-suite';
import {
  ADDRESSES,
  ADDRESSES_LABEL,
  ADDRESSES_MAX,
  SCHEMES,
  SCHEMES_LABEL,
  SCHEMES_MAX,
} from './exhaustive';

schemeExhaustiveSuite(
  'mailto',
  join(__dirname, 'exhaustive.ts'),
  [
    { label: SCHEMES_LABEL, cases: countStrings(SCHEMES.length, SCHEMES_MAX) },
    {
      label: ADDRESSES_LABEL,
      cases: countStrings(ADDRESSES.length, ADDRESSES_MAX),
      departures: 14,
    },
  ],
  408_710,
);
