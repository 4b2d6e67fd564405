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
  /** The chunks `file` imports, directly or through other chunks. */
  const reached = (file: string): Set<string> => {
    const seen = new Set<string>();
    const visit = (name: string): void => {
      for (const chunk of importsOf(name)) {
        if (!seen.has(chunk)) {
          seen.add(chunk);
          visit(chunk);
        }
      }
    };
    visit(file);
    return seen;
  };
  const fromRoot = reached('index.mjs');
  const shared = [...reached('formats.mjs')].filter((chunk) => fromRoot.has(chunk));
  const engine = shared.filter((chunk) =>
    /class CompiledGrammar|function buildAutomaton/.test(
      fs.readFileSync(path.join(esm, chunk), 'utf8'),
    ),
  );
  expect(engine).toHaveLength(1);
  expect(fs.statSync(path.join(esm, engine[0]!)).size).toBeGreaterThan(50_000);
  // The engine is in the shared chunk, not copied into the formats entry point, which holds its
  // own code alone.
  const formats = fs.readFileSync(path.join(esm, 'formats.mjs'), 'utf8');
  expect(formats).not.toMatch(/class CompiledGrammar|function buildAutomaton/);
  expect(formats.length).toBeLessThan(10_000);
  // addFormats, the type guards and their precompiled tables (src/tables/formats.ts) are in a
  // chunk that neither the root nor the engine imports (scripts/build-esm.ts's CHUNK_BOUNDARIES),
  // so `import { addFormats }` bundles no engine.
  const tables = fs
    .readdirSync(esm)
    .filter((file) =>
      fs.readFileSync(path.join(esm, file), 'utf8').includes('// src/tables/formats.ts'),
    );
  expect(tables).toHaveLength(1);
  expect(fromRoot.has(tables[0]!)).toBe(false);
  expect(reached(tables[0]!).has(engine[0]!)).toBe(false);
  expect(fs.readFileSync(path.join(esm, tables[0]!), 'utf8')).toContain('function addFormats');
});
