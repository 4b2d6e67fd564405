/**
 * Issue 28's library ratios alone, for a loaded machine: `safeParse`, its marked run alone, `check`
 * and `URL.canParse` against `isValid` on the bench's corpora (and on their valid and invalid
 * strings apart), for one or more builds in one process, every call of every build once per
 * round, rounds interleaved, medians of many short rounds. `npm run bench` prints the same goals
 * among all the others; this is the script docs/performance.md's issue 28 tables come from. A
 * build older than the marked run (stop 41) shows "–" for it.
 *
 *     node -r ts-node/register/transpile-only test/bench/refusal-ratios.ts [--rounds N] [--flat] [BUILD...]
 *
 * A BUILD is a directory holding `dist/src/index.js` (this checkout's when none is given), so a
 * build of an older commit is measured beside this one. With `--flat` every string is first made
 * a flat string of its own, one-byte when it is ASCII (corpora.ts's `flat`), as a service receives
 * it; without it the strings are as bench.ts holds them (slices of a two-byte file, concatenations).
 */
import * as os from 'node:os';
import * as path from 'node:path';
import type * as Library from '../../src';
import { type Corpus, corpora, flat } from './corpora';
import { calibrate, cpuReps, fixed, median, ratioArgs, table } from './measure';
import type * as ComponentMarksModule from '../../src/component-marks';
import type * as ComponentsModule from '../../src/components';
import type * as ReferenceSyntaxModule from '../../src/reference-syntax';
import type * as RefusalCalls from './refusal-calls';
import type { Call } from './refusal-calls';

const { rounds: ROUNDS, builds } = ratioArgs(process.argv.slice(2), 31);
const FLAT = process.argv.includes('--flat');

const SAMPLE_NS = 20e6;

const WARMUP_NS = 150e6;

/**
 * Each build's calls from a fresh load of refusal-calls.ts: one loop's call site shared by two
 * builds would see two `isValid`s and slow down both.
 */
function callsOf(
  lib: typeof Library,
  label: string,
  marked: ((text: string) => boolean) | null,
): Call[] {
  const calls = require.resolve('./refusal-calls');
  delete require.cache[calls];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy per build
  return (require(calls) as typeof RefusalCalls).callsOf(lib, label, marked);
}

/**
 * `safeParse`'s run alone in `build`: the marked run of its `URI-reference` parser, into
 * positions of its own, as `safeParseWith` calls it for a short text (src/components.ts); null
 * for a build without one.
 */
function markedRunOf(build: string): ((text: string) => boolean) | null {
  /* eslint-disable @typescript-eslint/no-require-imports -- the build's own modules */
  const components = require(
    path.resolve(build, 'dist/src/components.js'),
  ) as typeof ComponentsModule;
  const { MARKED_POSITIONS } = require(
    path.resolve(build, 'dist/src/component-marks.js'),
  ) as typeof ComponentMarksModule;
  const { RFC3986_SYNTAX } = require(
    path.resolve(build, 'dist/src/reference-syntax.js'),
  ) as typeof ReferenceSyntaxModule;
  /* eslint-enable @typescript-eslint/no-require-imports */
  if (typeof components.referenceParser !== 'function') return null;
  const parser = components.referenceParser(RFC3986_SYNTAX, 'URI-reference', 'refusal-ratios');
  const { marking: automaton, marks } = parser;
  if (!automaton || !marks) return null;
  const positions = new Int32Array(MARKED_POSITIONS);
  return (text) => automaton.refusedAtMarking(text, marks, positions, text.length) < 0;
}

const markedRuns = builds.map(markedRunOf);
const calls: Call[] = builds.flatMap((build, i) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build chosen at run time
  const lib = require(path.resolve(build, 'dist/src/index.js')) as typeof Library;
  return callsOf(lib, builds.length === 1 ? '' : `[${i}]`, markedRuns[i]!);
});
calls.push({
  name: 'URL.canParse',
  run: (strings) => {
    let accepted = 0;
    for (const s of strings) if (URL.canParse(s)) accepted++;
    return accepted;
  },
});

/**
 * Which strings are valid, asked of a copy of the first build loaded for that alone and then let
 * go: asked of a build under test, its first calls came from this one-string-at-a-time loop, and
 * that build then ran every call on short strings about three times slower than the others (seen
 * again and again, whichever build came first).
 */
function validityOf(build: string): (text: string) => boolean {
  const dist = path.resolve(build, 'dist') + path.sep;
  const cached = Object.keys(require.cache).filter((file) => file.startsWith(dist));
  const saved = cached.map((file) => [file, require.cache[file]] as const);
  for (const file of cached) delete require.cache[file];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a throwaway copy
  const lib = require(path.resolve(build, 'dist/src/index.js')) as typeof Library;
  for (const file of Object.keys(require.cache))
    if (file.startsWith(dist)) delete require.cache[file];
  for (const [file, module] of saved) require.cache[file] = module;
  return (text) => lib.parseTree('URI-reference', text) !== null;
}
const validity = validityOf(builds[0]!);
const isValidText = (text: string): boolean => {
  try {
    return validity(text);
  } catch {
    return false;
  }
};
const split = (corpus: Corpus): Corpus[] => {
  const valid = corpus.strings.filter(isValidText);
  const invalid = corpus.strings.filter((s) => !isValidText(s));
  return [
    corpus,
    { name: `${corpus.name}, ${valid.length} valid` as Corpus['name'], strings: valid },
    { name: `${corpus.name}, ${invalid.length} invalid` as Corpus['name'], strings: invalid },
  ];
};
const sets = corpora
  .map((corpus) => (FLAT ? { name: corpus.name, strings: flat(corpus.strings) } : corpus))
  .flatMap((corpus) => (corpus.name === 'long' ? [corpus] : split(corpus)));

const reps = new Map<string, number>();
const key = (call: Call, set: Corpus): string => `${call.name}\u0000${set.name}`;
for (const set of sets) {
  for (const call of calls) {
    reps.set(
      key(call, set),
      calibrate(() => call.run(set.strings), SAMPLE_NS, WARMUP_NS),
    );
  }
}
const samples = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round++) {
  for (const set of sets) {
    for (let i = 0; i < calls.length; i++) {
      const call = calls[(i + round) % calls.length]!;
      const n = reps.get(key(call, set))!;
      const ns = cpuReps(() => call.run(set.strings), n) / n / set.strings.length;
      const list = samples.get(key(call, set)) ?? [];
      list.push(ns);
      samples.set(key(call, set), list);
    }
  }
}

// Each ratio per round (the two calls of one round ran close together), then its median.
const ratio = (call: Call, base: Call, set: Corpus): number =>
  median(
    samples.get(key(call, set))!.map((ns, round) => ns / samples.get(key(base, set))![round]!),
  );
const rows: string[][] = [];
for (let b = 0; b < builds.length; b++) {
  const [isValid, safeParse, marked, check] = calls.slice(b * 4, b * 4 + 4) as [
    Call,
    Call,
    Call,
    Call,
  ];
  for (const set of sets) {
    rows.push([
      `${builds.length === 1 ? '' : `[${b}] `}${set.name}`,
      `${fixed(median(samples.get(key(isValid, set))!), 1)} ns`,
      fixed(ratio(safeParse, isValid, set), 2),
      markedRuns[b] === null ? '–' : fixed(ratio(marked, isValid, set), 2),
      fixed(ratio(check, isValid, set), 2),
      fixed(ratio(isValid, calls[calls.length - 1]!, set), 2),
    ]);
  }
}
console.log(
  `${ROUNDS} rounds interleaved, CPU time, medians of per-round ratios, strings ${
    FLAT ? 'flat' : 'as read'
  }; load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
builds.forEach((build, b) => console.log(`[${b}] ${build}`));
console.log(
  table(
    [
      'strings',
      'isValid',
      'safeParse ÷ isValid',
      'its run ÷ isValid',
      'check ÷ isValid',
      'isValid ÷ canParse',
    ],
    rows,
  ),
);
