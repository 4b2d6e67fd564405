/**
 * What the bench scripts share to time work and print tables: each figure is a median of
 * interleaved rounds, each round a batch calibrated to last a set time after a warm-up.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type * as Library from '../../src';

/** The library under test: the compiled JS when it is there (npm run bench builds it first). */
export function loadLibrary(): { lib: typeof Library; from: string } {
  const compiled = path.resolve(__dirname, '../../dist/src/index.js');
  if (fs.existsSync(compiled)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- measure the built JS
    return { lib: require(compiled) as typeof Library, from: 'dist/src (compiled JS)' };
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- fallback without a build
  return { lib: require('../../src') as typeof Library, from: 'src (via ts-node)' };
}

export function now(): bigint {
  return process.hrtime.bigint();
}

/** Nanoseconds for `reps` calls of `work`. */
export function timeReps(work: () => unknown, reps: number): number {
  const start = now();
  for (let i = 0; i < reps; i++) work();
  return Number(now() - start);
}

/**
 * Nanoseconds of this process's CPU time (user and system) for `reps` calls of `work`: on a
 * machine shared by many busy processes, wall time counts the waits for a CPU, which are most of
 * it and vary from one sample to the next; CPU time does not (microsecond resolution).
 */
export function cpuReps(work: () => unknown, reps: number): number {
  const start = process.cpuUsage();
  for (let i = 0; i < reps; i++) work();
  const spent = process.cpuUsage(start);
  return (spent.user + spent.system) * 1000;
}

/** Repetitions that make one sample last about `targetNs`, measured after running a while. */
export function calibrate(work: () => unknown, targetNs: number, warmupNs: number): number {
  let reps = 1;
  let spent = 0;
  let last = timeReps(work, 1);
  // Warm up (and let the JIT settle) for about warmupNs, doubling the batch as we go.
  while (spent < warmupNs) {
    last = timeReps(work, reps) / reps;
    spent += last * reps;
    if (last * reps < warmupNs / 4) reps *= 2;
  }
  return Math.max(1, Math.round(targetNs / Math.max(last, 1)));
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]): string =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function fixed(value: number, digits: number): string {
  return value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/**
 * The command line of the ratio scripts (policy-ratio.ts, refusal-ratios.ts):
 * `[--rounds N] [BUILD...]`, each BUILD a directory holding `dist/src/index.js`, this checkout
 * when none is given.
 */
export function ratioArgs(
  argv: readonly string[],
  defaultRounds: number,
): { rounds: number; builds: string[] } {
  const roundsFlag = argv.indexOf('--rounds');
  const rounds = roundsFlag >= 0 ? Number(argv[roundsFlag + 1]) : defaultRounds;
  const builds = argv.filter((arg, i) => !arg.startsWith('--') && argv[i - 1] !== '--rounds');
  if (builds.length === 0) builds.push(path.resolve(__dirname, '../..'));
  return { rounds, builds };
}
