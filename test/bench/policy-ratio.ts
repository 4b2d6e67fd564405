/**
 * Issue 24's speed goal alone, for a loaded machine: `policy({ every clause but whatwg }).isValid`
 * against `isValid('URI')` on the realistic corpus, and `policy({ whatwg: 'same' }).isValid`
 * beside `URL.canParse`, for one or more builds in one process. Each call runs once per round,
 * the order turning from round to round; each sample is CPU time (not wall time, which counts the
 * waits for a CPU); each ratio is taken per round (its two calls ran close together) and the
 * median of those is printed, with the quartiles. `npm run bench` prints the same
 * two rows among all the others.
 *
 *     node -r ts-node/register/transpile-only test/bench/policy-ratio.ts [--rounds N] [BUILD...]
 *
 * A BUILD is a directory holding `dist/src/index.js` (this checkout's when none is given), so a
 * build of an older commit is measured beside this one.
 */
import * as os from 'node:os';
import * as path from 'node:path';
import type * as Library from '../../src';
import { realistic } from './corpora';
import { calibrate, cpuReps, fixed, median, ratioArgs, table } from './measure';
import type * as PolicyCalls from './policy-calls';
import type { Call } from './policy-calls';

const { rounds: ROUNDS, builds } = ratioArgs(process.argv.slice(2), 151);

/**
 * Short samples, many rounds: a sample shorter than the scheduler's time slice often runs
 * without being preempted (on a loaded machine, a preemption hands the caches to another
 * process), and the median drops the samples that were.
 */
const SAMPLE_NS = 2e6;
const WARMUP_NS = 150e6;

/** Each build's calls from a fresh load of policy-calls.ts: call sites of their own. */
function callsOf(lib: typeof Library, label: string): Call[] {
  const calls = require.resolve('./policy-calls');
  delete require.cache[calls];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy per build
  return (require(calls) as typeof PolicyCalls).callsOf(lib, label);
}

const perBuild = builds.map((build, i) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build chosen at run time
  const lib = require(path.resolve(build, 'dist/src/index.js')) as typeof Library;
  return callsOf(lib, builds.length === 1 ? '' : `[${i}] `);
});
const canParse: Call = {
  name: 'URL.canParse',
  run: (strings) => {
    let accepted = 0;
    for (const s of strings) if (URL.canParse(s)) accepted++;
    return accepted;
  },
};
const calls = [...perBuild.flat(), canParse];

const reps = calls.map((call) => calibrate(() => call.run(realistic), SAMPLE_NS, WARMUP_NS));
const samples = calls.map((): number[] => []);
for (let round = 0; round < ROUNDS; round++) {
  for (let k = 0; k < calls.length; k++) {
    const i = (k + round) % calls.length;
    const n = reps[i]!;
    samples[i]!.push(cpuReps(() => calls[i]!.run(realistic), n) / n / realistic.length);
  }
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}
const ratioRow = (what: string, of: Call, base: Call): string[] => {
  const ofSamples = samples[calls.indexOf(of)]!;
  const baseSamples = samples[calls.indexOf(base)]!;
  const ratios = ofSamples.map((ns, round) => ns / baseSamples[round]!);
  return [
    what,
    fixed(median(ratios), 2),
    fixed(percentile(ratios, 0.25), 2),
    fixed(percentile(ratios, 0.75), 2),
    `${fixed(median(ofSamples), 1)} ns`,
  ];
};

const rows: string[][] = [];
perBuild.forEach(([uri, everyClause, sameAsWhatwg]) => {
  rows.push(
    ratioRow(`${everyClause!.name} ÷ ${uri!.name}`, everyClause!, uri!),
    ratioRow(`${sameAsWhatwg!.name} ÷ ${canParse.name}`, sameAsWhatwg!, canParse),
  );
});
console.log(
  `realistic corpus (${realistic.length} strings); ${ROUNDS} rounds interleaved, CPU time, ` +
    `per-round ratios; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
builds.forEach((build, b) => console.log(`[${b}] ${build}`));
console.log(table(['ratio', 'median', 'p25', 'p75', 'ns (median, loaded)'], rows));
console.log('issue 24 asks for the first ratio of each build to be at most 1.5');
