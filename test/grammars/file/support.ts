/**
 * Shared pieces of the RFC 8089 ("file") evidence: section 2's grammar as `grammar('file')` will
 * serve it and Appendix F's (Appendix E's nonstandard forms), the oracles read from RFC 8089's
 * text and RFC 3986 Appendix A (test/oracle/mailto-data-file-oracles.ts), valid samples of every rule, and
 * inputs from file URI pieces.
 */
import { CompiledGrammar, type ParseTree } from '../../../grammar';
import {
  DESCRIPTION,
  NONSTANDARD_DESCRIPTION,
  NONSTANDARD_RULE_NAMES,
  type NonstandardRuleName,
  RULE_NAMES,
  type RuleName,
} from '../../../grammar/schemes/file';
import { validatorsOf } from '../../../src/validate';
import { oracleFile, oracleFileNonstandard } from '../../oracle/mailto-data-file-oracles';
import { PIECES as URI_PIECES, VALID_SAMPLES as URI_SAMPLES } from '../../support/arbitraries';
import { inputMix } from '../../support/code-points';
import { errorSubject } from '../../support/error-properties';
import type { GrammarFixture } from '../../support/grammar-suites';
import { problemsOf as problemsWith } from '../../support/grammar-trees';

export const compiled = new CompiledGrammar<RuleName>(DESCRIPTION);
export const g = validatorsOf(compiled);
export const nonstandard = new CompiledGrammar<NonstandardRuleName>(NONSTANDARD_DESCRIPTION);
export const n = validatorsOf(nonstandard);

const SECTION_2_SAMPLES = {
  'file-URI': [
    'file:///path/to/file',
    'file:/path/to/file',
    'file://host.example.com/path/to/file',
    'file://localhost/etc/fstab',
    'file://localhost.example/x',
    'FILE:///',
    'file://[::1]/c:/x',
  ],
  'file-scheme': ['file', 'FILE'],
  'file-hier-part': ['//localhost/a', '///', '/a/b', '//h/'],
  'auth-path': ['/', 'localhost/x', 'h.example/a//b', '1.2.3.4/x'],
  'local-path': ['/', '/a', '/c:/x'],
  'file-auth': ['localhost', 'LocalHost', 'localhosts', 'example.com', '[::1]', ''],
} as const;

const APPENDIX_F_SAMPLES = {
  'file-URI': [
    ...SECTION_2_SAMPLES['file-URI'],
    'file:c:/path/to/file',
    'file:///c|/path/to/file',
    'file:/c|/path/to/file',
    'file:c|/path/to/file',
    'file:////host.example.com/path/to/file',
    'file://///host.example.com/path/to/file',
    'file://u:p@h/x',
  ],
  'file-scheme': SECTION_2_SAMPLES['file-scheme'],
  'file-hier-part': [...SECTION_2_SAMPLES['file-hier-part'], 'c:/x', '////h/p'],
  'auth-path': [...SECTION_2_SAMPLES['auth-path'], '/c|/x', '//h/p', '///h/p', '///', '///A//'],
  'local-path': [...SECTION_2_SAMPLES['local-path'], 'c:/x', '/c|/x'],
  'file-auth': [...SECTION_2_SAMPLES['file-auth'], 'u@h', 'localhost:pw@h'],
  'unc-authority': ['//h', '///h', '//', '///', '//%5B::1%5D'],
  'file-host': ['h', '1.2.3.4', '1.2.3.4.5', '%5Bv1.x%5D', ''],
  'inline-IP': ['%5B::1%5D', '%5bv1.x%5d'],
  'file-absolute': ['/c:/', '/C|/x'],
  'drive-letter': ['c:', 'Z|'],
} as const;

const samplesFor = <Name extends string>(
  names: readonly Name[],
  own: Readonly<Record<string, readonly string[]>>,
): Readonly<Record<Name, readonly string[]>> =>
  Object.fromEntries(
    names.map((name) => [
      name,
      own[name] ?? (URI_SAMPLES as Readonly<Record<string, readonly string[]>>)[name]!,
    ]),
  ) as Record<Name, readonly string[]>;

export const VALID_SAMPLES = samplesFor(RULE_NAMES, SECTION_2_SAMPLES);
export const NONSTANDARD_SAMPLES = samplesFor(NONSTANDARD_RULE_NAMES, APPENDIX_F_SAMPLES);

export const PIECES: readonly string[] = [
  ...URI_PIECES,
  'file:',
  'FILE:',
  '//',
  '///',
  'localhost',
  'c:',
  'C|',
  '|',
  '\\',
  '%5B',
  '%5D',
  '%5B::1%5D',
  'host.example',
  '?',
  '#',
];

const mix = inputMix(VALID_SAMPLES, PIECES);
const nonstandardMix = inputMix(NONSTANDARD_SAMPLES, PIECES);

export const fixture: GrammarFixture<RuleName> = {
  id: 'file',
  names: RULE_NAMES,
  isValid: (rule, text) => g.isValid(rule, text),
  check: (rule, text) => g.check(rule, text),
  automaton: (rule) => compiled.automaton(rule),
  combinator: (rule) => compiled.combinators.wholeInput(rule),
  matches: (rule, text) => oracleFile.matches(rule, text),
  problemsOf: (tree: ParseTree<RuleName>, text, rule) =>
    problemsWith(tree, text, rule, (r, t) => oracleFile.matches(r, t)),
  inputFor: mix.inputFor,
  pieceString: mix.pieceString,
  errors: errorSubject(g, { names: RULE_NAMES, oracle: oracleFile, samples: VALID_SAMPLES }),
};

export const nonstandardFixture: GrammarFixture<NonstandardRuleName> = {
  id: 'file-nonstandard',
  names: NONSTANDARD_RULE_NAMES,
  isValid: (rule, text) => n.isValid(rule, text),
  check: (rule, text) => n.check(rule, text),
  automaton: (rule) => nonstandard.automaton(rule),
  combinator: (rule) => nonstandard.combinators.wholeInput(rule),
  matches: (rule, text) => oracleFileNonstandard.matches(rule, text),
  problemsOf: (tree: ParseTree<NonstandardRuleName>, text, rule) =>
    problemsWith(tree, text, rule, (r, t) => oracleFileNonstandard.matches(r, t)),
  inputFor: nonstandardMix.inputFor,
  pieceString: nonstandardMix.pieceString,
  errors: errorSubject(n, {
    names: NONSTANDARD_RULE_NAMES,
    oracle: oracleFileNonstandard,
    samples: NONSTANDARD_SAMPLES,
  }),
};
