/**
 * RFC 3966 section 3 (tel), exhaustively: the automaton, the combinators and the oracle read from
 * RFC 3966's text agree on every string up to a length over two small alphabets, and RFC 3986
 * section 3.1 holds but where RFC 3966's ABNF departs from it ("[" and "]" in a parameter value,
 * "#" in a local number): each such string is counted. The enumerations (exhaustive.ts) run in a
 * plain Node process, started once here.
 */
import { join } from 'node:path';
import { countStrings } from '../../support/enumerate';
import { schemeExhaustiveSuite } from '../../support/scheme-exhaustive-suite';
import {
  CONTEXTS,
  NUMBERS,
  NUMBERS_LABEL,
  NUMBERS_MAX,
  PARAMETERS,
  PARAMETERS_LABEL,
  PARAMETERS_MAX,
  PREFIXES,
} from './exhaustive';

schemeExhaustiveSuite(
  'tel',
  join(__dirname, 'exhaustive.ts'),
  [
    {
      label: NUMBERS_LABEL,
      cases: CONTEXTS.length * countStrings(NUMBERS.length, NUMBERS_MAX),
      departures: 2_002,
    },
    {
      label: PARAMETERS_LABEL,
      cases: PREFIXES.length * countStrings(PARAMETERS.length, PARAMETERS_MAX),
      departures: 3_320,
    },
  ],
  496_736,
);
