/**
 * Bundling the package root for a browser, as an application's bundler would: esbuild with
 * `platform: 'browser'` over the ES module build (dist/esm, made by `npm run build`), parsimmon
 * included. Shared by the browser test (test/package/browser.test.ts), which fails on any Node
 * built-in the bundle reaches, and the bench (test/bench/bundle-size.ts), which reports its size.
 */
import { builtinModules } from 'node:module';
import * as path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

export const ROOT = path.resolve(__dirname, '../..');
/** The ES module build of the root, as the `import` condition of `exports["."]` names it. */
export const ESM_ROOT = path.join(ROOT, 'dist/esm/index.mjs');

const NODE_BUILTINS = new Set(builtinModules);

/** Whether an import path names a Node built-in (`fs`, `node:fs`, `fs/promises`). */
export function isNodeBuiltin(importPath: string): boolean {
  return (
    importPath.startsWith('node:') ||
    NODE_BUILTINS.has(importPath) ||
    NODE_BUILTINS.has(importPath.split('/')[0]!)
  );
}

export interface BrowserBundle {
  /** The minified bundle. */
  readonly code: string;
  readonly bytes: number;
  /** Its size gzipped with zlib's default level. */
  readonly gzipBytes: number;
  /** Every Node built-in an import in the bundle named, with the file that imported it. */
  readonly nodeImports: readonly string[];
  /** The files the bundle holds, relative to `resolveDir`, largest share of the bundle first. */
  readonly inputs: readonly { readonly file: string; readonly bytes: number }[];
}

export interface BundleOptions {
  readonly format?: 'esm' | 'iife';
  readonly globalName?: string;
  /** Where `entry`'s imports are resolved from, and file names are relative to: the repository. */
  readonly resolveDir?: string;
}

/**
 * Bundles `entry` (module source: an import from the root by absolute path, or by package name
 * from a `resolveDir` that has it installed) for the browser. A Node built-in is recorded and
 * left out rather than failing the build, so a test can name it.
 */
export async function bundleForBrowser(
  entry: string,
  options: BundleOptions = {},
): Promise<BrowserBundle> {
  const nodeImports: string[] = [];
  const resolveDir = options.resolveDir ?? ROOT;
  const result = await esbuild.build({
    absWorkingDir: resolveDir,
    stdin: { contents: entry, resolveDir, loader: 'js', sourcefile: 'entry.js' },
    bundle: true,
    platform: 'browser',
    format: options.format ?? 'esm',
    ...(options.globalName === undefined ? {} : { globalName: options.globalName }),
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'record-node-builtins',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) => {
            if (!isNodeBuiltin(args.path)) return undefined;
            nodeImports.push(`${args.path} (from ${path.relative(resolveDir, args.importer)})`);
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  const code = result.outputFiles[0]!.text;
  const output = Object.values(result.metafile.outputs)[0]!;
  const bytes = Buffer.byteLength(code);
  return {
    code,
    bytes,
    gzipBytes: gzipSync(code).length,
    nodeImports,
    inputs: Object.entries(output.inputs)
      .map(([file, { bytesInOutput }]) => ({ file, bytes: bytesInOutput }))
      .sort((a, b) => b.bytes - a.bytes),
  };
}

/** Entry source importing `names` from the root ES module build (`*`: the whole root). */
export function importFromRoot(names: readonly string[] | '*'): string {
  const from = JSON.stringify(ESM_ROOT);
  return names === '*'
    ? `export * from ${from};\n`
    : `export { ${names.join(', ')} } from ${from};\n`;
}
