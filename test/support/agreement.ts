/**
 * The exhaustive tests' comparison: run several checkers on every string of an enumeration and
 * collect the strings on which they differ.
 */

export type Checker = (text: string) => boolean;

export interface Outcome {
  readonly cases: number;
  /** How many strings the first checker accepts. */
  readonly valid: number;
  /** The first few inputs on which the verdicts differ, with every verdict. */
  readonly disagreements: readonly Record<string, string | boolean>[];
}

/** Runs every checker on every string and collects the strings on which they differ. */
export function compare(
  strings: Iterable<string>,
  byName: Readonly<Record<string, Checker>>,
): Outcome {
  const checkers = Object.entries(byName);
  let cases = 0;
  let valid = 0;
  const disagreements: Record<string, string | boolean>[] = [];
  for (const text of strings) {
    cases++;
    const verdicts = checkers.map(([, checker]) => checker(text));
    if (verdicts[0]) valid++;
    if (verdicts.some((verdict) => verdict !== verdicts[0]) && disagreements.length < 10) {
      disagreements.push({
        text,
        ...Object.fromEntries(checkers.map(([n], i) => [n, verdicts[i]!])),
      });
    }
  }
  return { cases, valid, disagreements };
}

/** Every code point from U+0000 to U+10FFFF as a string (a surrogate stands alone). */
export function* everyCodePoint(): Generator<string> {
  for (let code = 0; code <= 0x10ffff; code++) yield String.fromCodePoint(code);
}
