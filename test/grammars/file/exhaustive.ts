/**
 * RFC 8089's file URIs, section 2 and Appendix F (Appendix E's nonstandard forms), exhaustively
 * (exhaustive.test.ts asserts on the outcomes), run as a plain Node process
 * (test/support/exhaustive-child.ts says why): the automaton, the combinators and the oracle read
 * from RFC 8089's text agree on every string, and every string they accept is an RFC 3986
 * absolute-URI (test/support/scheme-enumeration.ts), but for Appendix E.2's departure: a drive
 * letter written with "|" ("file:c|/x"), which RFC 3986 does not allow anywhere; every string
 * Appendix F accepts that is not an absolute-URI holds a "|". Three alphabets:
 * - section 2, the scheme and its near misses ("file:", "FILE", ":") with "/", a host character,
 *   "?" and "#", which file-URI leaves out;
 * - section 2, after "file:": "/", "localhost" (with "s" or "." after it a reg-name, the
 *   `file-auth` override's trap), ":", "@" (no userinfo in section 2), an IP literal and "%4";
 * - Appendix F, after "file:": "/" (UNC's "//" and "///"), a drive letter's "c", ":" and "|",
 *   "localhost", "@" (userinfo), an inline IP ("%5Bv1.x%5D") and an IPv4 address, each of which
 *   a "c" or "." after it makes a reg-name (the `file-host` override's traps).
 */
import { NONSTANDARD_DESCRIPTION } from '../../../grammar/schemes/file';
import { compiledGrammarOf } from '../../../src/uri-schemes/compiled-scheme-grammar';
import { FILE_DEFINITION } from '../../../src/uri-schemes/file';
import { compiledSchemeGrammar, schemeGrammarOf } from '../../../src/uri-schemes/scheme-grammars';
import { validatorsOf } from '../../../src/validate';
import { oracleFile, oracleFileNonstandard } from '../../oracle/mailto-data-file-oracles';
import { allStrings } from '../../support/enumerate';
import { type Enumerations, printOutcomes } from '../../support/exhaustive-child';
import { afterEach, compareScheme, type SchemeSubject } from '../../support/scheme-enumeration';

/** Appendix E.2's departure from RFC 3986 section 3.1: a drive letter's "|". */
export const holdsVerticalLine = (text: string): boolean => text.includes('|');

const SECTION_2: SchemeSubject = {
  rules: ['file-URI'],
  isValid: schemeGrammarOf(FILE_DEFINITION).isValid,
  compiled: compiledSchemeGrammar(FILE_DEFINITION),
  oracle: oracleFile,
};

// The instance fileUriToPath({ nonstandard: true }) uses (src/uri-schemes/file.ts).
const appendixF = compiledGrammarOf<string>(NONSTANDARD_DESCRIPTION);
const APPENDIX_F: SchemeSubject = {
  rules: ['file-URI'],
  isValid: validatorsOf(appendixF).isValid,
  compiled: appendixF,
  oracle: oracleFileNonstandard,
  departure: holdsVerticalLine,
};

export const SCHEMES = ['file:', 'FILE', ':', '/', 'a', '?', '#'];
export const SCHEMES_MAX = 6;
export const SECTION_2_PATHS = ['/', 'localhost', 's', '.', ':', '@', '[::1]', '%4'];
export const SECTION_2_MAX = 6;
export const APPENDIX_F_PATHS = ['/', 'c', ':', '|', 'localhost', '@', '%5Bv1.x%5D', '1.2.3.4'];
export const APPENDIX_F_MAX = 6;

export const SCHEMES_LABEL = `section 2: file-URI over "${SCHEMES.join(' ')}" up to ${SCHEMES_MAX}`;
export const SECTION_2_LABEL = `section 2: "file:" then "${SECTION_2_PATHS.join(' ')}" up to ${SECTION_2_MAX}`;
export const APPENDIX_F_LABEL = `Appendix F: "file:" then "${APPENDIX_F_PATHS.join(' ')}" up to ${APPENDIX_F_MAX}`;

export const ENUMERATIONS: Enumerations = {
  [SCHEMES_LABEL]: () => compareScheme(allStrings(SCHEMES, SCHEMES_MAX), SECTION_2),
  [SECTION_2_LABEL]: () =>
    compareScheme(
      afterEach(['file:'], () => allStrings(SECTION_2_PATHS, SECTION_2_MAX)),
      SECTION_2,
    ),
  [APPENDIX_F_LABEL]: () =>
    compareScheme(
      afterEach(['file:'], () => allStrings(APPENDIX_F_PATHS, APPENDIX_F_MAX)),
      APPENDIX_F,
    ),
};

if (require.main === module) printOutcomes(ENUMERATIONS);
