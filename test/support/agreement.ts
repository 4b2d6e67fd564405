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

/**
 * The assertion every exhaustive comparison makes, and a log of what each saw, printed under
 * `title` after the file's tests: `expectAgreement` records the counts and fails on any
 * disagreement, on a count other than the enumeration's, or on an alphabet that reaches only one
 * side of the rule (all valid or none, where the comparison says little); `note` adds a line.
 */
export function agreementLog(title: string): {
  readonly expectAgreement: (label: string, outcome: Outcome, expectedCases: number) => void;
  readonly note: (line: string) => void;
} {
  const lines: string[] = [];
  afterAll(() => console.log(`${title}:\n${lines.join('\n')}`));
  return {
    expectAgreement: (label, outcome, expectedCases) => {
      lines.push(`${label}: ${outcome.cases} strings, ${outcome.valid} valid`);
      expect(outcome.disagreements).toEqual([]);
      expect(outcome.cases).toBe(expectedCases);
      expect(outcome.valid).toBeGreaterThan(0);
      expect(outcome.valid).toBeLessThan(outcome.cases);
    },
    note: (line) => lines.push(line),
  };
}
