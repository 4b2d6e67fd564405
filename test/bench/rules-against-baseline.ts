/**
 * Issue 25's speed goal: `isValid` on every RFC 3986 rule as fast as before the grammars were
 * read from their ABNF text. This build's `isValid` and a baseline build's (08ced24^ by default,
 * built once by import-time.ts's `baselineBuild`), each as `require('uri-grammar')` loads it
 * (the package's main: dist/cjs/index.cjs here, dist/src/index.js there), run in one process on
 * the same inputs, with the rounds interleaved and timed in CPU time; each rule's figure is the
 * ratio of the medians (below 1: this build is faster). The inputs of a rule: its valid samples
 * (test/support/arbitraries.ts), and each with a NUL appended (a refusal at the end).
 * Not part of `npm run bench`'s tables (it builds another commit); alone:
 *
 *   npm run build && node -r ts-node/register/transpile-only test/bench/rules-against-baseline.ts [REF]
 */
import * as path from 'node:path';
import type * as Library from '../../src';
import { RULE_NAMES, type RuleName } from '../../grammar';
import { VALID_SAMPLES } from '../support/arbitraries';
import { baselineBuild, mainOf } from './import-time';
import { median } from './measure';

const ROUNDS = Number(process.env.RULE_ROUNDS ?? 7);
/** How much CPU time one sample should take, in microseconds. */
const SAMPLE_US = 15_000;

/**
 * Microseconds of this process's CPU time (user and system) for `reps` calls of `work`. CPU time,
 * not wall-clock time: on a machine shared by many processes a wall-clock sample also counts the
 * time the process waited for a core, which swung single rules from 0.03x to 20x between runs;
 * CPU time counts only the work, so the ratio holds under load.
 */
function cpuTime(work: () => unknown, reps: number): number {
  const start = process.cpuUsage();
  for (let i = 0; i < reps; i++) work();
  const spent = process.cpuUsage(start);
  return spent.user + spent.system;
}

type IsValid = (rule: RuleName, text: string) => boolean;

function load(dir: string): IsValid {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- measure the built JS
  return (require(mainOf(dir)) as typeof Library).isValid;
}

function main(): void {
  const ref = process.argv[2] ?? '08ced24^';
  const dir = baselineBuild(ref);
  if (dir === null) throw new Error(`no commit ${ref}`);
  const builds: [string, IsValid][] = [
    ['this build', load(path.resolve(__dirname, '../..'))],
    [ref, load(dir)],
  ];
  const lines = [
    `isValid per RFC 3986 rule, this build against ${ref} (one process, CPU time, median of ${ROUNDS} interleaved rounds; ratio < 1: this build is faster)`,
  ];
  const ratios: number[] = [];
  for (const rule of RULE_NAMES) {
    const inputs = VALID_SAMPLES[rule].flatMap((text) => [text, `${text}\u0000`]);
    const works = builds.map(([, isValid]) => () => {
      let accepted = 0;
      for (const text of inputs) if (isValid(rule, text)) accepted++;
      return accepted;
    });
    const answers = works.map((work) => work());
    if (answers[0] !== answers[1]) throw new Error(`${rule}: the builds disagree`);
    // One batch size for both builds (the baseline's), found by doubling; then a warm-up batch each.
    let reps = 1;
    while (cpuTime(works[1]!, reps) < SAMPLE_US) reps *= 2;
    for (const work of works) cpuTime(work, reps);
    const times = works.map(() => [] as number[]);
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const k of order) times[k]!.push(cpuTime(works[k]!, reps));
    }
    const ratio = median(times[0]!) / median(times[1]!);
    ratios.push(ratio);
    lines.push(`  ${rule.padEnd(14)} ${ratio.toFixed(2)}x`);
  }
  const geometric = Math.exp(ratios.reduce((sum, r) => sum + Math.log(r), 0) / ratios.length);
  lines.push(
    `  geometric mean ${geometric.toFixed(2)}x over ${ratios.length} rules; slowest ${Math.max(...ratios).toFixed(2)}x, fastest ${Math.min(...ratios).toFixed(2)}x`,
  );
  console.log(lines.join('\n'));
}

main();
