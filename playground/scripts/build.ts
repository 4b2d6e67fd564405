/**
 * `npm run playground`: builds the playground into playground/dist/index.html, one file with the
 * stylesheet and the script inlined (so it works from file://, where a page cannot load its own
 * modules, and from any static host), and a Content-Security-Policy that allows exactly those two
 * and no request at all. Then, unless PLAYGROUND_NO_SERVE is set, serves it on 127.0.0.1 and
 * prints the address (PLAYGROUND_PORT chooses the port; 0, the default, takes a free one).
 *
 * The script is bundled by esbuild from the library's TypeScript sources, importing the modules
 * the page needs rather than src/index.ts: the index re-exports the audit, whose peers spawn
 * processes (child_process, fs, path, url in src/audit/peers.ts and src/audit/cmd-peer.ts).
 * The build fails if anything reachable from the page imports a Node module.
 */
import { createHash } from 'crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'fs';
import { createServer } from 'http';
import { join, relative } from 'path';
import { build, transform } from 'esbuild';

const PLAYGROUND = join(__dirname, '..');

export interface BuildOptions {
  /** Where index.html goes; playground/dist by default. */
  readonly outDir?: string;
}

export interface BuildResult {
  readonly file: string;
  readonly bytes: number;
  /** The source files bundled, relative to the repository. */
  readonly inputs: readonly string[];
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

/** Replaces the one `<!-- NAME -->` marker of the template; a missing marker is a broken template. */
function fillMarker(template: string, name: string, content: string): string {
  const marker = `<!-- ${name} -->`;
  const at = template.indexOf(marker);
  if (at < 0 || template.indexOf(marker, at + 1) >= 0) {
    throw new Error(`playground/index.html must hold the marker ${marker} exactly once`);
  }
  return template.slice(0, at) + content + template.slice(at + marker.length);
}

export async function buildPlayground(options: BuildOptions = {}): Promise<BuildResult> {
  const outDir = options.outDir ?? join(PLAYGROUND, 'dist');
  const bundled = await build({
    entryPoints: [join(PLAYGROUND, 'src', 'main.ts')],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: ['es2022'],
    minify: true,
    legalComments: 'none',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const script = bundled.outputFiles[0]!.text.trim();
  // An inline script ends at the first "</script", wherever it stands; esbuild escapes it in
  // strings, and this makes sure nothing else wrote one.
  if (/<\/script/i.test(script)) throw new Error('the bundle contains "</script"');
  const css = (
    await transform(readFileSync(join(PLAYGROUND, 'src', 'style.css'), 'utf8'), {
      loader: 'css',
      minify: true,
    })
  ).code.trim();
  if (/<\/style/i.test(css)) throw new Error('the stylesheet contains "</style"');

  const policy = [
    "default-src 'none'",
    `script-src 'sha256-${sha256(script)}'`,
    `style-src 'sha256-${sha256(css)}'`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  let html = readFileSync(join(PLAYGROUND, 'index.html'), 'utf8');
  html = fillMarker(
    html,
    'CONTENT-SECURITY-POLICY',
    `<meta http-equiv="Content-Security-Policy" content="${policy}" />`,
  );
  html = fillMarker(html, 'STYLE', `<style>${css}</style>`);
  html = fillMarker(html, 'SCRIPT', `<script>${script}</script>`);

  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, 'index.html');
  writeFileSync(file, html);
  const root = join(PLAYGROUND, '..');
  return {
    file,
    bytes: Buffer.byteLength(html),
    inputs: Object.keys(bundled.metafile.inputs).map((input) =>
      relative(root, join(process.cwd(), input)),
    ),
  };
}

function serve(file: string): void {
  const page = readFileSync(file);
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split(/[?#]/)[0];
    if (path === '/' || path === '/index.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('The playground is one page: /\n');
    }
  });
  const port = Number(process.env.PLAYGROUND_PORT ?? 0);
  server.listen(port, '127.0.0.1', () => {
    const address = server.address();
    const bound = typeof address === 'object' && address !== null ? address.port : port;
    console.log(`serving the playground at http://127.0.0.1:${bound}/ (Ctrl-C stops it)`);
  });
}

if (require.main === module) {
  buildPlayground().then(
    (result) => {
      console.log(
        `built ${relative(process.cwd(), result.file)}: ${result.bytes} bytes, ${result.inputs.length} source files`,
      );
      if (process.env.PLAYGROUND_NO_SERVE === undefined) serve(result.file);
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
