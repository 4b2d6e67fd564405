/**
 * The time `require('uri-grammar')` takes (the package's `main`: dist/cjs/index.cjs, the chunked
 * CommonJS build, since this stop; dist/src/index.js, tsc's, before), against the
 * same measurement of other commits' builds, in one run with the rounds interleaved (other work
 * shares the CPU, so the ratios mean more than the milliseconds). Each round starts a fresh Node
 * process per build and times the `require` alone, without Node's own start.
 *
 * The baselines: `main` (the branch this one merges into) and 08ced24^, the last commit before
 * the grammars were read from their ABNF text at import, whose 97.5 ms issue 25 set as the limit.
 * Each is built once into the temporary directory (git archive, then tsc with this checkout's
 * node_modules) and reused. Part of `npm run bench`; alone:
 *
 *   npm run build && node -r ts-node/register/transpile-only test/bench/import-time.ts [REF...]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const ROUNDS = Number(process.env.IMPORT_ROUNDS ?? 15);
const DEFAULT_BASELINES = ['main', '08ced24^'];

/** The directory of `ref`'s build (dist/src/index.js in it), built when missing. */
export function baselineBuild(ref: string): string | null {
  let commit: string;
  try {
    commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
  } catch {
    return null;
  }
  const dir = path.join(os.tmpdir(), `uri-grammar-import-${commit.slice(0, 12)}`);
  if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(mainOf(dir))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', commit], { cwd: ROOT, maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'],
    {
      cwd: dir,
      stdio: 'ignore',
    },
  );
  // A build whose main is the chunked CommonJS build (dist/cjs) makes it with esbuild after tsc.
  if (!fs.existsSync(mainOf(dir)) && fs.existsSync(path.join(dir, 'scripts/build-esm.ts'))) {
    execFileSync(
      process.execPath,
      ['-r', 'ts-node/register/transpile-only', 'scripts/build-esm.ts'],
      { cwd: dir, stdio: 'ignore' },
    );
  }
  return dir;
}

/** The file `require('uri-grammar')` loads in the build in `dir`: its package.json's `main`. */
export function mainOf(dir: string): string {
  const { main } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    main: string;
  };
  return path.join(dir, main);
}

/**
 * Milliseconds one fresh process takes to `require` the build in `dir`: wall-clock, and the
 * process's CPU time (user and system), which does not count the time spent waiting for a core
 * and so holds its ratios on a machine shared with other work.
 */
function requireTime(dir: string): { wall: number; cpu: number } {
  const file = mainOf(dir);
  const result = spawnSync(
    process.execPath,
    [
      '-e',
      `const t = process.hrtime.bigint(); const c = process.cpuUsage(); require(${JSON.stringify(file)}); ` +
        'const u = process.cpuUsage(c); ' +
        'console.log(Number(process.hrtime.bigint() - t) / 1e6, (u.user + u.system) / 1e3);',
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`require of ${file} failed: ${result.stderr}`);
  const [wall, cpu] = result.stdout.trim().split(' ').map(Number);
  return { wall: wall!, cpu: cpu! };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export function measureImportTimes(refs: readonly string[] = DEFAULT_BASELINES): string {
  const builds: { name: string; dir: string }[] = [{ name: 'this build', dir: ROOT }];
  for (const ref of refs) {
    const dir = baselineBuild(ref);
    if (dir) builds.push({ name: ref, dir });
    else console.error(`import time: no commit ${ref}, left out`);
  }
  const walls = builds.map(() => [] as number[]);
  const cpus = builds.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate the order, so neither build always runs right after the other.
    const order = builds.map((_, k) => k);
    if (round % 2 === 1) order.reverse();
    for (const k of order) {
      const { wall, cpu } = requireTime(builds[k]!.dir);
      walls[k]!.push(wall);
      cpus[k]!.push(cpu);
    }
  }
  const ours = median(walls[0]!);
  const oursCpu = median(cpus[0]!);
  const lines = [
    `Import time: require('uri-grammar') (each build's main: ${builds.map(({ dir }) => path.relative(dir, mainOf(dir))).join(', ')}) in a fresh process, median of ${ROUNDS} interleaved rounds`,
  ];
  builds.forEach((build, k) => {
    const value = median(walls[k]!);
    const cpu = median(cpus[k]!);
    const ratio =
      k === 0
        ? ''
        : `  this build takes ${(ours / value).toFixed(2)}x its time (${(oursCpu / cpu).toFixed(2)}x its CPU time)`;
    lines.push(
      `  ${build.name.padEnd(12)} ${value.toFixed(1).padStart(7)} ms, CPU ${cpu.toFixed(1).padStart(7)} ms${ratio}`,
    );
  });
  return lines.join('\n');
}

if (require.main === module) {
  const refs = process.argv.slice(2);
  console.log(measureImportTimes(refs.length > 0 ? refs : DEFAULT_BASELINES));
}
