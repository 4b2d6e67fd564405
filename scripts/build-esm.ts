/**
 * The ES module build (`npm run build` runs it after tsc's CommonJS build): esbuild bundles the
 * three entry points, `uri-grammar` (src/index.ts), `uri-grammar/formats` and
 * `uri-grammar/audit`, into dist/esm/*.mjs in one build with code splitting, so the entry points
 * share one copy of the engine (an `UriSyntaxError` from the root is the one the formats throw)
 * and a bundler that imports only the root gets no audit code. parsimmon stays an import (it is a
 * dependency, so an application that uses it too gets one copy).
 *
 * Each entry point gets a `.d.mts` that re-exports tsc's declarations, so TypeScript under
 * `module: nodenext` sees ES module types for `import` and CommonJS types for `require`.
 *
 *   node -r ts-node/register/transpile-only scripts/build-esm.ts
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as esbuild from 'esbuild';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'dist', 'esm');

/** Entry point name in dist/esm → [source, its tsc declaration relative to dist/esm]. */
export const ENTRY_POINTS = {
  index: ['src/index.ts', '../src/index.js'],
  formats: ['src/formats/index.ts', '../src/formats/index.js'],
  audit: ['src/audit/index.ts', '../src/audit/index.js'],
  zod: ['src/schemas/zod.ts', '../src/schemas/zod.js'],
  valibot: ['src/schemas/valibot.ts', '../src/schemas/valibot.js'],
} as const;

/**
 * The audit loads optional peers with `require(name)` (only when one is asked for) and finds
 * adapters/ from `__dirname`; neither exists in an ES module. This prepends both, made the Node
 * way, to the one module that uses them. The audit is Node-only, and no other entry point
 * imports this module, so `node:module` stays out of the root (test/package/browser.test.ts).
 */
const nodeGlobalsForTheAudit: esbuild.Plugin = {
  name: 'node-globals-for-the-audit',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]audit[\\/]peers\.ts$/ }, (args) => ({
      loader: 'ts',
      contents:
        "import { createRequire as createRequire$ } from 'node:module';\n" +
        "import { fileURLToPath as fileURLToPath$ } from 'node:url';\n" +
        'const require = createRequire$(import.meta.url);\n' +
        'const __dirname = fileURLToPath$(new URL(".", import.meta.url));\n' +
        fs.readFileSync(args.path, 'utf8'),
    }));
  },
};

/**
 * Entry points that no subpath exports, there to draw chunk boundaries. esbuild puts modules
 * reached from the same set of entry points into one chunk, and an application's bundler keeps a
 * chunk's top-level statements once it uses any export of it: `addFormats` (json-schema.ts)
 * reaches only small leaf modules, but without this entry those modules would share a chunk with
 * the engine (both are reached from every entry point), and `import { addFormats }` would bundle
 * the engine. As its own entry, `addFormats` and what it reaches get chunks of their own.
 */
export const CHUNK_BOUNDARIES = {
  'formats-json-schema': 'src/formats/json-schema.ts',
} as const;

/**
 * What both builds share: every entry point and chunk boundary, bundled as ES modules with
 * shared chunks (esbuild splits only ES modules), written to `outdir` with `extension`.
 * `platform: 'node'`: the audit's node: built-ins stay imports. The root imports none (tested).
 */
function splitBuild(outdir: string, extension: '.mjs' | '.cjs'): esbuild.BuildOptions {
  return {
    absWorkingDir: ROOT,
    entryPoints: {
      ...Object.fromEntries(Object.entries(ENTRY_POINTS).map(([name, [source]]) => [name, source])),
      ...CHUNK_BOUNDARIES,
    },
    outdir,
    outExtension: { '.js': extension },
    chunkNames: 'shared-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: ['parsimmon'],
    logLevel: 'warning',
  };
}

export async function buildEsm(): Promise<esbuild.Metafile> {
  fs.rmSync(OUT, { recursive: true, force: true });
  const result = await esbuild.build({
    ...splitBuild(OUT, '.mjs'),
    plugins: [nodeGlobalsForTheAudit],
    metafile: true,
  });
  for (const [name, [, declarations]] of Object.entries(ENTRY_POINTS)) {
    fs.writeFileSync(
      path.join(OUT, `${name}.d.mts`),
      `// The types of uri-grammar's ES module build: tsc's declarations, shared with require().\n` +
        `export * from '${declarations}';\n`,
    );
  }
  return result.metafile;
}

const CJS_OUT = path.join(ROOT, 'dist', 'cjs');

/**
 * The CommonJS build that `require('uri-grammar')` and the other `require` conditions load:
 * the same entry points and chunks as the ES module build, each chunk turned into a CommonJS
 * module that requires its sibling chunks (`./shared-*.cjs`). Loading tsc's one file per module
 * (dist/src, about 120 of them for the root) spent most of the root's import time resolving and
 * compiling modules; a handful of chunks costs a fraction of it (test/bench/import-time.ts). The
 * entry points still share one engine, as in the ES module build, so an `UriSyntaxError` from
 * the root is the one the formats throw. dist/src stays: the CLI and the declarations are there.
 */
export async function buildCjs(): Promise<void> {
  fs.rmSync(CJS_OUT, { recursive: true, force: true });
  // The chunks' imports of each other name `.cjs` files, what the transform below writes.
  const result = await esbuild.build({ ...splitBuild(CJS_OUT, '.cjs'), write: false });
  fs.mkdirSync(CJS_OUT, { recursive: true });
  for (const file of result.outputFiles) {
    const { code } = await esbuild.transform(file.text, {
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      loader: 'js',
    });
    fs.writeFileSync(file.path, code);
  }
}

const CLI_OUT = path.join(ROOT, 'dist', 'cli', 'uri-grammar.cjs');

/**
 * The CLI in one CommonJS file (src/cli-bundle.ts), which `bin` names: loading it costs a fifth
 * less of a run's start than tsc's 150 modules in dist/src, and a worker thread of `--jobs N`
 * starts from the same file. parsimmon stays a require, as in the library's builds; the audit's
 * `require(name)` of optional peers and its adapters/ path, two directories up, work as in
 * dist/src. dist/src/cli.js stays, the same command module by module.
 */
export async function buildCli(): Promise<void> {
  await esbuild.build({
    entryPoints: [path.join(ROOT, 'src', 'cli-bundle.ts')],
    outfile: CLI_OUT,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['parsimmon'],
    banner: { js: '#!/usr/bin/env node' },
    define: { URI_GRAMMAR_CLI_BUNDLE: 'true' },
    logLevel: 'error',
  });
  fs.chmodSync(CLI_OUT, 0o755);
}

if (require.main === module) {
  Promise.all([buildEsm(), buildCjs(), buildCli()]).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
