/**
 * The loops refusal-ratios.ts times, in a module of their own: it loads this file once per build,
 * so that each build's loops are separate code with call sites of their own.
 */
import type * as Library from '../../src';

export interface Call {
  readonly name: string;
  readonly run: (strings: readonly string[]) => number;
}

/**
 * The calls of one build: `isValid`, `safeParse`, `safeParse`'s marked run alone (`marked`, whether
 * the run that validates and records where the components stand accepts; null for a build
 * without one, whose call does nothing), and `check`. The run's share of
 * `safeParse` tells it from what the components and the error cost.
 */
export function callsOf(
  lib: typeof Library,
  label: string,
  marked: ((text: string) => boolean) | null,
): Call[] {
  const { isValid, safeParse, check } = lib;
  return [
    {
      name: `${label} isValid`,
      run: (strings) => {
        let accepted = 0;
        for (const s of strings) if (isValid('URI-reference', s)) accepted++;
        return accepted;
      },
    },
    {
      name: `${label} safeParse`,
      run: (strings) => {
        let accepted = 0;
        for (const s of strings) if (safeParse(s).ok) accepted++;
        return accepted;
      },
    },
    marked === null
      ? { name: `${label} marked run (none)`, run: () => 0 }
      : {
          name: `${label} marked run`,
          run: (strings) => {
            let accepted = 0;
            for (const s of strings) if (marked(s)) accepted++;
            return accepted;
          },
        },
    {
      name: `${label} check`,
      run: (strings) => {
        let accepted = 0;
        for (const s of strings) if (check('URI-reference', s).ok) accepted++;
        return accepted;
      },
    },
  ];
}
