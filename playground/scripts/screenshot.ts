/**
 * `npm run playground:screenshot`: builds the playground, opens it in Debian's Chromium
 * (PLAYGROUND_CHROMIUM overrides the path) from file:// on a deceptive URL, and saves the top of
 * the page as docs/playground.png for the docs and the README; then the template mode, on a
 * URI its template matches, as docs/playground-templates.png.
 */
import { existsSync, mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { pathToFileURL } from 'url';
import { chromium } from 'playwright-core';
import { stateToFragment } from '../src/state';
import { buildPlayground } from './build';

const CHROMIUM = process.env.PLAYGROUND_CHROMIUM ?? '/usr/bin/chromium';
const OUTPUT = join(__dirname, '..', '..', 'docs', 'playground.png');
const TEMPLATES_OUTPUT = join(__dirname, '..', '..', 'docs', 'playground-templates.png');

/** What the picture shows: a userinfo posing as the host, a dot segment, a default port. */
const SHOWN = {
  grammar: 'rfc3986',
  rule: 'URI-reference',
  input: 'http://www.bank.example@evil.example:80/a/../login?next=%2F#top',
  base: 'http://a/b/c/d;p?q',
} as const;

/** The template mode: a template, its variables, and the URI they expand to, matched back. */
const TEMPLATE_SHOWN = {
  ...SHOWN,
  input: 'https://api.example/repos/whatwg/url/issues?state=open&labels=bug,spec',
  template: 'https://api.example/repos/{owner}/{repo}/issues{?state,labels}',
  variables: '{"owner": "whatwg", "repo": "url", "state": "open", "labels": ["bug", "spec"]}',
} as const;

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `no Chromium at ${CHROMIUM}: install it with \`apt-get install -y chromium\` or set PLAYGROUND_CHROMIUM`,
    );
  }
  const outDir = mkdtempSync(join(tmpdir(), 'uri-grammar-playground-'));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const { file } = await buildPlayground({ outDir });
    const page = await browser.newPage({ viewport: { width: 1280, height: 1900 } });
    await page.goto(`${pathToFileURL(file).href}#${stateToFragment(SHOWN)}`);
    await page.locator('#validity .status').waitFor();
    // Point at the host in the tree, as a reader would, so its span is marked in the input.
    await page.locator('#tree-area [data-rule="host"]').hover();
    await page.screenshot({ path: OUTPUT });
    console.log(`saved ${OUTPUT}`);
    await page.goto(`${pathToFileURL(file).href}#${stateToFragment(TEMPLATE_SHOWN)}`);
    await page.locator('#template-match [data-matched]').waitFor();
    await page.locator('.template-mode').screenshot({ path: TEMPLATES_OUTPUT });
    console.log(`saved ${TEMPLATES_OUTPUT}`);
  } finally {
    await browser.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
