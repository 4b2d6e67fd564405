/**
 * The exhaustive enumerations run in a plain Node process, as relativize's minimality does
 * (test/semantic/relativize-minimality.ts says why): inside jest's sandbox every global the
 * library reads goes through the sandbox's global object, and the same loops ran 2.5 to 5 times
 * slower there. Each grammar's `exhaustive.ts` lists its enumerations by label and, run as a
 * script, prints their outcomes as one JSON object; its `exhaustive.test.ts` starts that script
 * once and asserts on each outcome, test by test, with the counts it always asserted.
 */
import { spawnSync } from 'node:child_process';
import type { Outcome } from './agreement';
import { TRANSPILE_HOOK } from './transpile-hook';

/** An enumeration's comparison, with any counts it kept beside (zoned literals, servers...). */
export interface ChildOutcome extends Outcome {
  readonly counts?: Readonly<Record<string, number>>;
}

/** Each enumeration by its label; the label is also what the log prints. */
export type Enumerations = Readonly<Record<string, () => ChildOutcome>>;

/** In the child: runs every enumeration, in order, and prints the outcomes as JSON. */
export function printOutcomes(enumerations: Enumerations): void {
  const outcomes: Record<string, ChildOutcome> = {};
  for (const [label, run] of Object.entries(enumerations)) outcomes[label] = run();
  process.stdout.write(JSON.stringify(outcomes));
}

/**
 * In jest: runs `script` (a grammar's exhaustive.ts) in a plain Node process and returns its
 * outcomes. DEEP and MUTATION reach the child through the environment, as they reach jest.
 */
export function outcomesOf(script: string): Readonly<Record<string, ChildOutcome>> {
  const run = spawnSync(process.execPath, ['-r', TRANSPILE_HOOK, script], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 900_000,
  });
  if (run.status !== 0) {
    throw new Error(
      `the enumeration ${script} failed (${run.status ?? run.signal}): ${run.stderr}`,
    );
  }
  return JSON.parse(run.stdout) as Readonly<Record<string, ChildOutcome>>;
}

/** The outcome labelled `label`, or an error naming the labels there are. */
export function outcomeOf(
  outcomes: Readonly<Record<string, ChildOutcome>>,
  label: string,
): ChildOutcome {
  const found = Object.prototype.hasOwnProperty.call(outcomes, label) ? outcomes[label] : undefined;
  if (found === undefined) {
    throw new Error(
      `no enumeration labelled ${JSON.stringify(label)}: ${Object.keys(outcomes).join('; ')}`,
    );
  }
  return found;
}

/** How many strings the enumerations compared in all. */
export function totalCases(outcomes: Readonly<Record<string, ChildOutcome>>): number {
  return Object.values(outcomes).reduce((sum, outcome) => sum + outcome.cases, 0);
}
