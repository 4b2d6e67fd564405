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
  /** Tabs that tests have released, each on about:blank, for `openPage` to load again. */
  readonly idle: PooledTab[];
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
    idle: [],
    async close() {
      await browser.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** What one test's use of a tab recorded. */
interface PageRecord {
  /** Console messages of type error or warning, and uncaught exceptions. */
  readonly problems: string[];
  /** Every request but the page itself. */
  readonly requests: string[];
}

/**
 * A browser tab kept for the tests of a file: a context of its own with one page, whose
 * listeners write into the record of the test using it (none while it is idle).
 */
interface PooledTab {
  readonly context: BrowserContext;
  readonly page: Page;
  record: PageRecord | undefined;
  viewport: { width: number; height: number };
}

export interface OpenedPage extends PageRecord {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Leaves the page (for about:blank) and gives the tab back for another test to load. */
  release(): Promise<void>;
}

const DEFAULT_VIEWPORT = { width: 1280, height: 900 };

async function newTab(
  playground: PlaygroundBrowser,
  viewport: { width: number; height: number },
): Promise<PooledTab> {
  const context = await playground.browser.newContext({ viewport });
  const page = await context.newPage();
  // A limit on waiting for what should be there already, so a failure is quick to report.
  page.setDefaultTimeout(15_000);
  const tab: PooledTab = { context, page, record: undefined, viewport };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      tab.record?.problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => tab.record?.problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    if (request.url().split('#')[0] !== playground.url) tab.record?.requests.push(request.url());
  });
  return tab;
}

/**
 * Opens the page with `fragment` (with its "#") and waits until it has drawn its first view.
 *
 * Each call loads the page afresh: a new document, with nothing of an earlier one (the page keeps
 * no storage, and its state is its document and fragment). The tab it loads in may be one an
 * earlier test released, on about:blank: a new browser context for each of the file's 40 tests
 * cost about twice the CPU of loading the page again in a kept one, and the page holds nothing
 * a context would separate. The mouse of a released tab is moved back to (0, 0), where a new
 * page's starts.
 */
export async function openPage(
  playground: PlaygroundBrowser,
  fragment = '',
  viewport = DEFAULT_VIEWPORT,
): Promise<OpenedPage> {
  const tab = playground.idle.pop() ?? (await newTab(playground, viewport));
  if (tab.viewport.width !== viewport.width || tab.viewport.height !== viewport.height) {
    await tab.page.setViewportSize(viewport);
    tab.viewport = viewport;
  }
  const record: PageRecord = { problems: [], requests: [] };
  tab.record = record;
  await tab.page.goto(playground.url + fragment);
  await tab.page.locator('#validity .status').waitFor();
  return {
    context: tab.context,
    page: tab.page,
    problems: record.problems,
    requests: record.requests,
    async release() {
      tab.record = undefined;
      await tab.page.goto('about:blank');
      await tab.page.mouse.move(0, 0);
      playground.idle.push(tab);
    },
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
