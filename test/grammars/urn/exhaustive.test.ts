/**
 * RFC 8141 section 2 (urn) with RFC 9562's UUID, exhaustively: the automaton, the combinators
 * and the oracle read from the RFC texts agree on every string up to a length over four small
 * alphabets; RFC 3986 section 3.1 holds (every URN accepted is a URI, an absolute-URI without
 * its f-component); `parseScheme` holds `urn:uuid:` URNs to the UUID form; `UUID` agrees with a
 * hand-written checker. The enumerations (exhaustive.ts) run in a plain Node process, started
 * once here.
 */
import { join } from 'node:path';
import { countStrings } from '../../support/enumerate';
import { schemeExhaustiveSuite } from '../../support/scheme-exhaustive-suite';
import {
  COMPONENTS,
  COMPONENTS_LABEL,
  COMPONENTS_MAX,
  NIDS,
  NIDS_LABEL,
  NIDS_MAX,
  PREFIXES,
  SCHEMES,
  SCHEMES_LABEL,
  SCHEMES_MAX,
  UUID_BLOCKS,
  UUID_LABEL,
  UUID_MAX,
} from './exhaustive';

schemeExhaustiveSuite(
  'urn',
  join(__dirname, 'exhaustive.ts'),
  [
    { label: SCHEMES_LABEL, cases: countStrings(SCHEMES.length, SCHEMES_MAX) },
    { label: NIDS_LABEL, cases: countStrings(NIDS.length, NIDS_MAX) },
    {
      label: COMPONENTS_LABEL,
      cases: PREFIXES.length * countStrings(COMPONENTS.length, COMPONENTS_MAX),
    },
    { label: UUID_LABEL, cases: countStrings(UUID_BLOCKS.length, UUID_MAX) },
  ],
  423_760,
);
