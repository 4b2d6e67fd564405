/**
 * The ES module build (dist/esm, esbuild) and the CommonJS build (dist/src, tsc) of each entry
 * point in package.json's exports map export the same names (checked in a child process, since
 * jest's module system cannot import() an ES module), and the ES module entry points share one
 * copy of the engine. It needs the build (`npm test` builds first).
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

interface Manifest {
  exports: Record<string, string | { import: { default: string }; require: { default: string } }>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the package's own manifest
const manifest = require('../../package.json') as Manifest;

const entries = Object.entries(manifest.exports).flatMap<[string, string, string]>(
  ([subpath, target]) =>
    typeof target === 'string' ? [] : [[subpath, target.import.default, target.require.default]],
);

function inNode(source: string): unknown {
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', source], {
      cwd: ROOT,
      encoding: 'utf8',
    }),
  ) as unknown;
}

test('the exports map has the five entry points', () => {
  expect(entries.map(([subpath]) => subpath)).toEqual([
    '.',
    './formats',
    './audit',
    './zod',
    './valibot',
  ]);
});

test.each(entries)('%s: import and require give the same names', (_subpath, esm, cjs) => {
  const names = inNode(`
    import { createRequire } from 'node:module';
    const require = createRequire(import.meta.url);
    const esm = await import(${JSON.stringify(path.join(ROOT, esm))});
    const cjs = require(${JSON.stringify(path.join(ROOT, cjs))});
    console.log(JSON.stringify({ esm: Object.keys(esm).sort(), cjs: Object.keys(cjs).sort() }));
  `) as { esm: string[]; cjs: string[] };
  expect(names.esm.length).toBeGreaterThan(0); // the schema entries export one function each
  expect(names.esm).toEqual(names.cjs);
});

test('the ES module entry points share one engine, in a chunk they both import', () => {
  const esm = path.join(ROOT, 'dist/esm');
  const importsOf = (file: string): string[] =>
    [
      ...fs.readFileSync(path.join(esm, file), 'utf8').matchAll(/from "\.\/(shared-[\w-]+\.mjs)"/g),
    ].map((match) => match[1]!);
  const shared = importsOf('formats.mjs').filter((chunk) => importsOf('index.mjs').includes(chunk));
  expect(shared).not.toEqual([]);
  // The engine is in the shared chunk, not copied into the formats entry point, which holds its
  // own code and the precompiled tables of its type guards (src/tables/formats.ts) alone.
  const formats = fs.readFileSync(path.join(esm, 'formats.mjs'), 'utf8');
  expect(formats).not.toMatch(/class CompiledGrammar|function buildAutomaton/);
  const tables = /\/\/ src\/tables\/formats\.ts\n[\s\S]*?(?=\n\/\/ src\/)/.exec(formats);
  expect(tables).not.toBeNull();
  expect(formats.length - tables![0].length).toBeLessThan(10_000);
  expect(
    Math.max(...shared.map((chunk) => fs.statSync(path.join(esm, chunk)).size)),
  ).toBeGreaterThan(50_000);
});
