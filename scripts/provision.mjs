#!/usr/bin/env node
/**
 * What `npm test` needs beyond npm, installed where it is missing, before anything runs.
 *
 * Four suites run real programs outside Node: the audit's adapters (test/audit/adapters.test.ts,
 * peers.test.ts) run Python's urllib, Java's java.net.URI and Perl's URI module; the playground
 * tests run the page in Chromium; the Dask recipe's test runs Debian's Dask, which installs for
 * /usr/bin/python3 only. On Debian as root this installs whichever is missing and says what; on
 * any other system it stops at once, naming each missing piece and the command that installs it,
 * so a run never fails ten minutes in for want of a package.
 *
 * `npm run test:quick` needs none of them. `--check` reports without installing (exit 1 if any
 * is missing).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Whether `command args…` runs and exits 0 (quietly; a missing program is false). */
function runs(command, args) {
  const result = spawnSync(command, args, { stdio: 'ignore', timeout: 60_000 });
  return result.status === 0;
}

/** Each piece: what needs it, how to tell it is there, and the Debian package that brings it. */
const PIECES = [
  {
    name: 'python3',
    for: 'the python-urllib audit adapter',
    present: () => runs('python3', ['-c', 'import urllib.parse']),
    debian: 'python3',
  },
  {
    name: 'a JDK (java with jdk.compiler)',
    for: 'the java-uri audit adapter, which compiles its source',
    present: () => {
      const result = spawnSync('java', ['--list-modules'], { encoding: 'utf8', timeout: 60_000 });
      return result.status === 0 && /^jdk\.compiler@/m.test(result.stdout);
    },
    debian: 'openjdk-17-jdk-headless',
  },
  {
    name: "Perl's URI and JSON::PP modules",
    for: 'the perl-uri audit adapter',
    present: () => runs('perl', ['-MURI', '-MJSON::PP', '-e', '1']),
    debian: 'liburi-perl',
  },
  {
    name: 'Chromium (/usr/bin/chromium)',
    for: 'the playground tests',
    present: () => existsSync(process.env.PLAYGROUND_CHROMIUM ?? '/usr/bin/chromium'),
    debian: 'chromium',
  },
  {
    name: "Dask's distributed for /usr/bin/python3",
    for: 'the Dask recipe test',
    present: () => runs('/usr/bin/python3', ['-c', 'import distributed']),
    debian: 'python3-distributed',
  },
];

const missing = PIECES.filter((piece) => !piece.present());
if (missing.length === 0) process.exit(0);

const packages = missing.map((piece) => piece.debian);
const installCommand = `apt-get update && apt-get install -y --no-install-recommends ${packages.join(' ')}`;
const isDebian = existsSync('/etc/debian_version') && runs('apt-get', ['--version']);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const list = missing.map(
  (piece) => `  - ${piece.name}, for ${piece.for} (Debian: ${piece.debian})`,
);

if (process.argv.includes('--check') || !isDebian || !isRoot) {
  const why = process.argv.includes('--check')
    ? 'asked only to check'
    : !isDebian
      ? 'this is not a Debian system with apt-get'
      : 'installing needs root';
  console.error(
    [
      `npm test needs what this machine lacks (${why}):`,
      ...list,
      isDebian
        ? `Install them with: sudo sh -c '${installCommand}'`
        : 'Install them with your system package manager (the Debian names are given above).',
      'npm run test:quick runs the unit, rule, regression and semantic tests without them.',
    ].join('\n'),
  );
  process.exit(1);
}

console.log(['npm test: installing what this machine lacks:', ...list].join('\n'));
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...packages]]) {
  const result = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env });
  if (result.status !== 0) {
    console.error(`npm test: \`apt-get ${args.join(' ')}\` failed (status ${result.status}).`);
    process.exit(1);
  }
}
const stillMissing = PIECES.filter((piece) => !piece.present());
if (stillMissing.length > 0) {
  console.error(
    `npm test: still missing after the install: ${stillMissing.map((p) => p.name).join(', ')}`,
  );
  process.exit(1);
}
console.log('npm test: installed.');
