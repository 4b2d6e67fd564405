/**
 * RFC 8089 (file), section 2 and Appendix F, exhaustively: the automaton, the combinators and the
 * oracle read from RFC 8089's text agree on every string up to a length over three small
 * alphabets, and RFC 3986 section 3.1 holds but for Appendix E.2's drive letters written with
 * "|": each such string is counted. The enumerations (exhaustive.ts) run in a plain Node process,
 * started once here. (The PEG-trap search is trap-search.test.ts.)
 */
import { join } from 'node:path';
import { countStrings } from '../../support/enumerate';
import { schemeExhaustiveSuite } from '../../support/scheme-exhaustive-suite';
import {
  APPENDIX_F_LABEL,
  APPENDIX_F_MAX,
  APPENDIX_F_PATHS,
  SCHEMES,
  SCHEMES_LABEL,
  SCHEMES_MAX,
  SECTION_2_LABEL,
  SECTION_2_MAX,
  SECTION_2_PATHS,
} from './exhaustive';

schemeExhaustiveSuite(
  'file',
  join(__dirname, 'exhaustive.ts'),
  [
    { label: SCHEMES_LABEL, cases: countStrings(SCHEMES.length, SCHEMES_MAX) },
    { label: SECTION_2_LABEL, cases: countStrings(SECTION_2_PATHS.length, SECTION_2_MAX) },
    {
      label: APPENDIX_F_LABEL,
      cases: countStrings(APPENDIX_F_PATHS.length, APPENDIX_F_MAX),
      departures: 393,
    },
  ],
  736_443,
);
