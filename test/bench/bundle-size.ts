/**
 * The size a browser application pays for uri-grammar: esbuild bundles (minified, parsimmon
 * included, `platform: 'browser'`) of the whole root, of `import { isValid }` alone, of
 * `uri-grammar/formats` and of its type guards (`isUri` alone: the small entry) and `addFormats`,
 * beside fast-uri, uri-js, validator's `isURL` and @hyperjump/uri's `isUri` bundled the same way,
 * with their gzipped size (zlib, default level) and the files that weigh
 * most. Issue 14's limit is 60 KB gzipped for the whole root; test/package/browser.test.ts holds
 * it there, this reports the figures. Part of `npm run bench`; alone:
 *
 *   npm run build && node -r ts-node/register/transpile-only test/bench/bundle-size.ts
 */
import * as path from 'node:path';
import { ESM_ROOT, ROOT, bundleForBrowser, importFromRoot } from '../support/bundle';

export interface BundleSizeRow {
  readonly bundle: string;
  readonly minifiedBytes: number;
  readonly gzipBytes: number;
  /**
   * The source files with the largest share of the same bundle made from src/ (TypeScript)
   * instead of dist/esm, where every module is its own file, in minified bytes.
   */
  readonly largest: readonly { readonly file: string; readonly bytes: number }[];
}

/** Issue 14's limit for the whole root, minified and gzipped. */
export const GZIP_LIMIT_BYTES = 60 * 1024;

const FORMATS = path.join(path.dirname(ESM_ROOT), 'formats.mjs');

export async function measureBundleSizes(): Promise<BundleSizeRow[]> {
  const fromSource = (file: string, names: string): string =>
    `export ${names} from ${JSON.stringify(path.join(ROOT, file))};`;
  const fromFormats = (names: string): string => `export ${names} from ${JSON.stringify(FORMATS)};`;
  const guards = '{ isUri, isUriReference, isIri, isIriReference, isUriTemplate, isIpv4, isIpv6 }';
  // Each bundle: its label, its entry, and the same entry from src/ for the largest parts (null
  // for another package: its own bundle's parts).
  const bundles: readonly [string, string, string | null][] = [
    ['uri-grammar (whole root)', importFromRoot('*'), fromSource('src/index.ts', '*')],
    ['import { isValid }', importFromRoot(['isValid']), fromSource('src/index.ts', '{ isValid }')],
    ['uri-grammar/formats (whole)', fromFormats('*'), fromSource('src/formats/index.ts', '*')],
    [
      'formats: import { isUri }',
      fromFormats('{ isUri }'),
      fromSource('src/formats/index.ts', '{ isUri }'),
    ],
    ['formats: the seven guards', fromFormats(guards), fromSource('src/formats/index.ts', guards)],
    [
      'formats: import { addFormats }',
      fromFormats('{ addFormats }'),
      fromSource('src/formats/index.ts', '{ addFormats }'),
    ],
    // Other packages' validators, bundled the same way (package name, from the repository).
    ['fast-uri (parse)', "export { parse } from 'fast-uri';", null],
    ['uri-js (parse)', "export { parse } from 'uri-js';", null],
    ["validator's isURL", "export { default } from 'validator/es/lib/isURL';", null],
    ["@hyperjump/uri's isUri", "export { isUri } from '@hyperjump/uri';", null],
  ];
  const rows: BundleSizeRow[] = [];
  for (const [bundle, entry, sourceEntry] of bundles) {
    const result = await bundleForBrowser(entry);
    const source = sourceEntry === null ? result : await bundleForBrowser(sourceEntry);
    if (result.nodeImports.length > 0) {
      throw new Error(`${bundle} reaches Node built-ins: ${result.nodeImports.join(', ')}`);
    }
    rows.push({
      bundle,
      minifiedBytes: result.bytes,
      gzipBytes: result.gzipBytes,
      largest: source.inputs.slice(0, 4),
    });
  }
  return rows;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** A bundled file's name for the table: a package by its name, a source file by its path. */
const shortName = (file: string): string =>
  file.replace(/^(?:.*\/)?node_modules\/((?:@[^/]+\/)?[^/]+)\/.*$/, '$1');

/** The rows as the bench prints them. */
export function formatBundleSizes(rows: readonly BundleSizeRow[]): string {
  const lines = [
    `Browser bundles (esbuild --bundle --minify --platform=browser of dist/esm, parsimmon included; gzip: zlib default level; limit for the whole root ${kb(GZIP_LIMIT_BYTES)} gzipped)`,
  ];
  const header = [
    'bundle',
    'minified',
    'gzipped',
    '',
    'largest parts (minified bytes, bundled from src/)',
  ];
  const body = rows.map((row) => [
    row.bundle,
    kb(row.minifiedBytes),
    kb(row.gzipBytes),
    row.bundle !== 'uri-grammar (whole root)' || row.gzipBytes <= GZIP_LIMIT_BYTES ? '' : 'OVER',
    row.largest.map(({ file, bytes }) => `${shortName(file)} ${kb(bytes)}`).join(', '),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((r) => r[i]!.length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, i) => (i === 0 || i === 4 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  lines.push(line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line));
  return lines.join('\n');
}

if (require.main === module) {
  measureBundleSizes()
    .then((rows) => console.log(formatBundleSizes(rows)))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
