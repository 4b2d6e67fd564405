/**
 * A real browser for the playground tests: Debian's Chromium driven by playwright-core, on the
 * page `npm run playground` builds, opened from file://. Each page records what it logs, what
 * it throws and every request it makes, so a test can require that there are none.
 *
 * A missing Chromium is a failure that says how to install it, never a silent skip: the page is
 * only tested if a browser runs it.
 */
import { existsSync, mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { pathToFileURL } from 'url';
import {
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  chromium,
} from 'playwright-core';
import { type BuildResult, buildPlayground } from '../../playground/scripts/build';

/** The browser binary: Debian's chromium package, or PLAYGROUND_CHROMIUM. */
export const CHROMIUM = process.env.PLAYGROUND_CHROMIUM ?? '/usr/bin/chromium';

export function assertChromium(): void {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM}, and the playground tests run the page in a real browser. ` +
        'Install it with `apt-get update && apt-get install -y chromium` (Debian, as root; .ci/run does this), ' +
        'or point PLAYGROUND_CHROMIUM at a Chromium or Chrome binary.',
    );
  }
}

export interface PlaygroundBrowser {
  readonly browser: Browser;
  readonly build: BuildResult;
  /** The page's file:// address, without a fragment. */
  readonly url: string;
  close(): Promise<void>;
}

/** Builds the page into a fresh directory and starts Chromium. */
export async function startPlayground(): Promise<PlaygroundBrowser> {
  assertChromium();
  const outDir = mkdtempSync(join(tmpdir(), 'uri-grammar-playground-'));
  const build = await buildPlayground({ outDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  return {
    browser,
    build,
    url: pathToFileURL(build.file).href,
    async close() {
      await browser.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export interface OpenedPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console messages of type error or warning, and uncaught exceptions. */
  readonly problems: string[];
  /** Every request but the page itself. */
  readonly requests: string[];
  close(): Promise<void>;
}

/** Opens the page with `fragment` (with its "#") and waits until it has drawn its first view. */
export async function openPage(
  playground: PlaygroundBrowser,
  fragment = '',
  viewport = { width: 1280, height: 900 },
): Promise<OpenedPage> {
  const context = await playground.browser.newContext({ viewport });
  const page = await context.newPage();
  // A limit on waiting for what should be there already, so a failure is quick to report.
  page.setDefaultTimeout(15_000);
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    if (request.url().split('#')[0] !== playground.url) requests.push(request.url());
  });
  await page.goto(playground.url + fragment);
  await page.locator('#validity .status').waitFor();
  return {
    context,
    page,
    problems,
    requests,
    close: () => context.close(),
  };
}

/** The text of an element once it is there (whitespace runs folded, ends trimmed). */
export async function textOf(locator: Locator): Promise<string> {
  await locator.first().waitFor({ state: 'attached' });
  return ((await locator.first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** The texts of all elements a locator finds, once the first is there. */
export async function textsOf(locator: Locator): Promise<string[]> {
  await locator.first().waitFor({ state: 'attached' });
  return (await locator.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
}
