/**
 * The scheme grammars' exhaustive comparison (test/grammars/<scheme>/exhaustive.ts): on every
 * string of an enumeration, the engine's automaton (`grammar(name).isValid`), the combinators
 * (the parse-tree back end, `wholeInput`) and the scheme's independent oracle read from its RFC
 * text must agree; and RFC 3986 section 3.1 must hold: "all strings matching their
 * scheme-specific syntax will also match the <absolute-URI> grammar". A scheme's URI rule leaves
 * the fragment out, so each string it accepts must be an RFC 3986 `absolute-URI`; RFC 8141's
 * namestring takes RFC 3986's `fragment` after "#" (`withFragment`), so each URN it accepts must
 * be an RFC 3986 `URI` and, without its fragment, an `absolute-URI`. Where a scheme's own RFC
 * departs from that (a literal "[" that RFC 3986 allows only in a host), the subject says which
 * strings and why, and each is counted.
 */
import type { CompiledGrammar } from '../../grammar';
import { isValid as isValid3986 } from '../../src/validate';
import { compare, type Checker } from './agreement';
import type { ChildOutcome } from './exhaustive-child';

export interface SchemeSubject {
  /** The rules whose union is the scheme's verdict: `http-URI` and `https-URI`. */
  readonly rules: readonly string[];
  /** The engine's automaton: `grammar(name).isValid`. */
  readonly isValid: (rule: string, text: string) => boolean;
  /** The compiled grammar whose combinators (`wholeInput`) give the parse-tree verdict. */
  readonly compiled: CompiledGrammar<string>;
  /** The independent oracle read from the RFC text (test/oracle/). */
  readonly oracle: { matches(rule: string, text: string): boolean };
  /**
   * Where the scheme's RFC departs from RFC 3986 section 3.1: true when an accepted `text` that
   * is not an RFC 3986 URI is explained (say how in the subject's comment). Counted as
   * `departures`.
   */
  readonly departure?: (text: string) => boolean;
  /** The rule takes RFC 3986's fragment after its first "#" (RFC 8141's f-component). */
  readonly withFragment?: boolean;
  /** More checkers, run after the oracle (a hand-written checker of a prose requirement). */
  readonly extra?: (oracleVerdict: (text: string) => boolean) => Readonly<Record<string, Checker>>;
}

/** RFC 3986: an absolute-URI; or, `withFragment`, a URI that without its fragment is one. */
export function isAbsoluteUri(text: string, withFragment = false): boolean {
  const hash = withFragment ? text.indexOf('#') : -1;
  return hash < 0
    ? isValid3986('absolute-URI', text)
    : isValid3986('URI', text) && isValid3986('absolute-URI', text.slice(0, hash));
}

/** Compares the subject's readings on every string of `strings` (see the file's comment). */
export function compareScheme(strings: Iterable<string>, subject: SchemeSubject): ChildOutcome {
  const { rules, isValid, compiled, oracle, departure } = subject;
  const combinators = rules.map((rule) => compiled.combinators.wholeInput(rule));
  // The oracle's verdict on the string being compared, which the RFC 3986 checker reuses.
  let lastText: string | undefined;
  let lastVerdict = false;
  const oracleVerdict = (text: string): boolean => {
    if (text !== lastText) {
      lastText = text;
      lastVerdict = rules.some((rule) => oracle.matches(rule, text));
    }
    return lastVerdict;
  };
  let departures = 0;
  const outcome = compare(strings, {
    automaton: (text) => rules.some((rule) => isValid(rule, text)),
    combinator: (text) => combinators.some((parser) => parser.parse(text).status),
    oracle: oracleVerdict,
    ...subject.extra?.(oracleVerdict),
    'an RFC 3986 absolute-URI (section 3.1)': (text) => {
      if (!oracleVerdict(text)) return false;
      if (isAbsoluteUri(text, subject.withFragment)) return true;
      if (departure?.(text)) {
        departures++;
        return true;
      }
      return false;
    },
  });
  return { ...outcome, counts: { departures } };
}

/** Each string of `strings` after each of `prefixes` (and before each of `suffixes`). */
export function* afterEach(
  prefixes: readonly string[],
  strings: () => Iterable<string>,
  suffixes: readonly string[] = [''],
): Generator<string> {
  for (const prefix of prefixes)
    for (const suffix of suffixes) for (const text of strings()) yield prefix + text + suffix;
}
