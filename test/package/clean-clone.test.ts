/**
 * Issue 29: `npm pack` in a clone that was never built packed 7 files and no dist/, because
 * nothing built it. `prepack` runs the build now; this test packs as a contributor or a release
 * script would: a git clone of this repository's committed HEAD into a temporary directory,
 * its dependencies, `npm pack`, and the tarball holds the built entry points: thorough tier.
 *
 * The clone's node_modules is a link to this checkout's, which `npm ci` installed from the same
 * package-lock.json: what is under test is that `prepack` builds dist/ from sources alone, not
 * npm's installer, and a second `npm ci` took two thirds of this test's minute and a half.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const MINUTE = 60_000;

/** The environment without the parent npm's own npm_* variables. */
const ENV = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => !name.startsWith('npm_') || name === 'npm_config_cache',
  ),
);

function runOk(command: string, args: readonly string[], cwd: string): string {
  const result = spawnSync(command, args, {
    cwd,
    env: ENV,
    encoding: 'utf8',
    timeout: 15 * MINUTE,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited ${result.status}\n${result.stderr}`);
  }
  return result.stdout;
}

test(
  'a clean clone packs the built package (prepack builds)',
  () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'uri-grammar-clone-'));
    try {
      const clone = path.join(work, 'clone');
      runOk('git', ['clone', '--quiet', '--no-hardlinks', ROOT, clone], work);
      expect(fs.existsSync(path.join(clone, 'dist'))).toBe(false);
      fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(clone, 'node_modules'), 'dir');
      const packed = JSON.parse(
        runOk('npm', ['pack', '--json', '--pack-destination', work], clone),
      ) as {
        filename: string;
        files: { path: string }[];
      }[];
      const files = packed[0]!.files.map((file) => file.path);
      for (const built of [
        'dist/src/index.js',
        'dist/src/index.d.ts',
        'dist/cjs/index.cjs',
        'dist/cjs/formats.cjs',
        'dist/esm/index.mjs',
        'dist/esm/formats.mjs',
        'dist/esm/zod.mjs',
        'dist/esm/valibot.mjs',
        'dist/src/schemas/zod.d.ts',
        'dist/src/cli.js',
      ]) {
        expect([built, files.includes(built)]).toEqual([built, true]);
      }
      expect(files.some((file) => file.startsWith('test/') || file.startsWith('src/'))).toBe(false);
      expect(fs.existsSync(path.join(work, packed[0]!.filename))).toBe(true);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  },
  30 * MINUTE,
);
