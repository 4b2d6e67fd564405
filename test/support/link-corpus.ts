/**
 * Issue 30's labelled corpus, built at test time from text every machine has after `npm ci`:
 * the files under node_modules.
 *
 * - Markdown: every README (`readme.md`, `readme.markdown`). Its labels are the link targets
 *   markdown-it finds there (inline links and images, autolinks, reference definitions, used or
 *   not), and the `href` and `src` of the HTML in it, read by htmlparser2.
 * - HTML: every `.html` and `.htm` file, labelled by htmlparser2 (`href` and `src`).
 * - Source and CSS, the precision set: every `.css` file and a deterministic sample of the
 *   JavaScript and TypeScript (see `sampled`). Their labels are their colon words: each run of
 *   non-space characters with a ":" in it, a link when the text from its scheme reads as one
 *   to a reader (`readsAsLink`), otherwise a colon word (`util.c:330`, `std::vector`, `a:hover`).
 *
 * A label counts for recall when it is an absolute URI (the `URI` rule) that reads as a link and
 * that stands in the file as written (markdown-it decodes entities and escapes; a target it
 * changed cannot be found by anyone reading the text), and at most as many times as the text
 * holds it (a reference used twice is written once). The others are counted apart.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Parser } from 'htmlparser2';
import { LinkifyIt } from 'linkify-it';
import MarkdownIt from 'markdown-it';
import { extract, isValid } from '../../src';

export type Format = 'markdown' | 'html' | 'source';

/** A link target, and which parser found it: markdown-it, or htmlparser2 (HTML, in Markdown too). */
export interface Label {
  readonly target: string;
  readonly from: 'markdown' | 'html';
}

export interface CorpusFile {
  readonly path: string;
  readonly format: Format;
  readonly text: string;
  /** Link targets a parser found, as written (Markdown and HTML only). */
  readonly labels: readonly Label[];
  /** Targets left out of recall, and why. */
  readonly unlabelled: {
    readonly relative: number;
    readonly invalid: number;
    readonly changed: number;
  };
}

/** The schemes a reader takes for a link without `//`, with the shape that makes one. */
const LINK_WITHOUT_AUTHORITY =
  /^(?:mailto:[^\s@]+@|urn:[a-z0-9][a-z0-9-]*:|(?:tel|sms):\+?[0-9]|data:(?:[a-z]+\/[\w.+-]+)?[;,]|news:[\w+-]+[.@]|geo:-?[0-9]|magnet:\?|(?:sip|sips|xmpp):[^\s@]+@)/i;

/**
 * Whether `text`, read from its first character, is what a reader calls a link: a scheme and
 * "//" and something after it, or one of the schemes used without an authority, in its shape.
 * Written from the words, not from `extract`: it looks at the first characters only.
 */
export function readsAsLink(text: string): boolean {
  return (
    /^[a-z][a-z0-9+.-]*:\/\/[^\s/]/i.test(text) ||
    /^file:\/\/\//i.test(text) ||
    LINK_WITHOUT_AUTHORITY.test(text)
  );
}

const README = /^readme\.(?:md|markdown)$/i;
const HTML = /\.html?$/i;
const CSS = /\.css$/i;
const SOURCE = /\.(?:[cm]?js|ts)$/i;

/** One file in SOURCE_SAMPLE_RATE of the source files, chosen by a hash of its path. */
export const SOURCE_SAMPLE_RATE = 24;
/** Files bigger than this are left out (minified bundles): what is measured is text. */
export const MAX_FILE_BYTES = 256 * 1024;

/** Whether the path is in the sample: the first byte of its SHA-256, so every machine agrees. */
export function sampled(path: string, rate: number): boolean {
  return createHash('sha256').update(path).digest()[0]! % rate === 0;
}

function* walk(dir: string): Generator<string> {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (entry.name === '.bin' || entry.name === '.cache') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** The `href` and `src` values of an HTML text, as written (entities not decoded). */
export function htmlTargets(html: string): Label[] {
  const targets: Label[] = [];
  const parser = new Parser(
    {
      onattribute(name, value) {
        if (name === 'href' || name === 'src') targets.push({ target: value, from: 'html' });
      },
    },
    { decodeEntities: false, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return targets;
}

interface Token {
  readonly type: string;
  readonly content: string;
  readonly children: readonly Token[] | null;
  attrGet(name: string): string | null;
}

/** The link targets markdown-it finds in a Markdown text, HTML inside it included. */
export function markdownTargets(markdown: string): Label[] {
  const md = new MarkdownIt({ html: true, linkify: false });
  // Targets as written: no percent-encoding or punycode, and none refused.
  md.normalizeLink = (url: string) => url;
  md.validateLink = () => true;
  const env: { references?: Record<string, { href: string; title: string }> } = {};
  const tokens = md.parse(markdown, env) as unknown as Token[];
  const targets: Label[] = [];
  const visit = (list: readonly Token[]): void => {
    for (const token of list) {
      if (token.type === 'link_open') {
        targets.push({ target: token.attrGet('href') ?? '', from: 'markdown' });
      } else if (token.type === 'image') {
        targets.push({ target: token.attrGet('src') ?? '', from: 'markdown' });
      } else if (token.type === 'html_block' || token.type === 'html_inline') {
        targets.push(...htmlTargets(token.content));
      }
      if (token.children) visit(token.children);
    }
  };
  visit(tokens);
  // Reference definitions, used or not; a used one's target is a link_open too, so only the
  // unused ones are added.
  const used = new Set(targets.map((label) => label.target));
  for (const { href } of Object.values(env.references ?? {})) {
    if (!used.has(href)) targets.push({ target: href, from: 'markdown' });
  }
  return targets;
}

/** How often `target` stands in `text` whole: not as the start of a longer URI. */
function occurrences(text: string, target: string): number {
  let count = 0;
  for (let at = text.indexOf(target); at >= 0; at = text.indexOf(target, at + 1)) {
    if (!/[\w/#?%~-]/.test(text.charAt(at + target.length))) count++;
  }
  return count;
}

function labelled(
  path: string,
  format: Format,
  text: string,
  targets: readonly Label[],
): CorpusFile {
  const labels: Label[] = [];
  const unlabelled = { relative: 0, invalid: 0, changed: 0 };
  /** How many more times a target may be labelled: as often as the text holds it. */
  const left = new Map<string, number>();
  for (const label of targets) {
    const { target } = label;
    if (!/^[a-z][a-z0-9+.-]*:/i.test(target) || !readsAsLink(target)) {
      unlabelled.relative++;
    } else if (!isValid('URI', target)) {
      unlabelled.invalid++;
    } else if (!text.includes(target)) {
      unlabelled.changed++;
    } else {
      // A reference definition used twice is one target in the text, written once.
      const times = left.get(target) ?? occurrences(text, target);
      left.set(target, times - 1);
      if (times > 0) labels.push(label);
    }
  }
  return { path, format, text, labels, unlabelled };
}

/** The corpus under `root` (node_modules), in path order. */
export function buildCorpus(root: string): CorpusFile[] {
  const files: CorpusFile[] = [];
  for (const path of walk(root)) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    const format: Format | null = README.test(name)
      ? 'markdown'
      : HTML.test(name)
        ? 'html'
        : CSS.test(name) || (SOURCE.test(name) && sampled(relative(root, path), SOURCE_SAMPLE_RATE))
          ? 'source'
          : null;
    if (format === null || statSync(path).size > MAX_FILE_BYTES) continue;
    const text = readFileSync(path, 'utf8');
    const shown = relative(root, path);
    if (format === 'markdown') files.push(labelled(shown, format, text, markdownTargets(text)));
    else if (format === 'html') files.push(labelled(shown, format, text, htmlTargets(text)));
    else files.push(labelled(shown, format, text, []));
  }
  return files;
}

/** What a tool found in a file: the URI and the text it was read from. */
export interface Answer {
  readonly uri: string;
  readonly start: number;
}

export interface Score {
  readonly labels: number;
  readonly found: number;
  readonly answers: number;
  readonly correct: number;
  readonly colonWords: number;
  readonly recall: number;
  readonly precision: number;
}

/** Colon words of a text: each maximal run of non-space characters with a ":" in it. */
export function colonWords(text: string): { start: number; end: number; link: boolean }[] {
  const words: { start: number; end: number; link: boolean }[] = [];
  for (const match of text.matchAll(/[^\s:]*:\S*/g)) {
    const word = match[0];
    const scheme = /[a-z][a-z0-9+.-]*:/i.exec(word);
    const link = scheme !== null && readsAsLink(word.slice(scheme.index));
    words.push({ start: match.index, end: match.index + word.length, link });
  }
  return words;
}

/**
 * Recall: labels found, each occurrence matched at most once (a multiset intersection per
 * file). Precision: answers that are a label of their file or read as a link (a bare URI in
 * prose is a link though no parser labels it); anything else, a colon word or a non-link in
 * brackets (`<std::string>`), is a false positive.
 */
export function score(
  files: readonly CorpusFile[],
  answersOf: (file: CorpusFile) => readonly Answer[],
  labelsFrom?: Label['from'],
): Score {
  let labels = 0;
  let found = 0;
  let answers = 0;
  let correct = 0;
  let colonWordCount = 0;
  for (const file of files) {
    const given = answersOf(file);
    answers += given.length;
    const counts = new Map<string, number>();
    for (const answer of given) counts.set(answer.uri, (counts.get(answer.uri) ?? 0) + 1);
    const counted = file.labels
      .filter((label) => labelsFrom === undefined || label.from === labelsFrom)
      .map((label) => label.target);
    labels += counted.length;
    for (const label of counted) {
      const left = counts.get(label) ?? 0;
      if (left > 0) {
        found++;
        counts.set(label, left - 1);
      }
    }
    const labelSet = new Set(file.labels.map((label) => label.target));
    for (const answer of given) if (labelSet.has(answer.uri) || readsAsLink(answer.uri)) correct++;
    if (file.format === 'source') {
      colonWordCount += colonWords(file.text).filter((word) => !word.link).length;
    }
  }
  return {
    labels,
    found,
    answers,
    correct,
    colonWords: colonWordCount,
    recall: labels === 0 ? 1 : found / labels,
    precision: answers === 0 ? 1 : correct / answers,
  };
}

/** The tools compared: `extract` by default, and linkify-it (markdown-it's linkifier). */
export const TOOLS: Readonly<Record<string, (text: string) => Answer[]>> = (() => {
  const schemesOnly = new LinkifyIt().set({ fuzzyEmail: false });
  const linkifyDefault = new LinkifyIt();
  const linkify =
    (tool: LinkifyIt) =>
    (text: string): Answer[] =>
      (tool.match(text) ?? []).map((match) => ({ uri: match.raw, start: match.index }));
  return {
    extract: (text) => extract(text).map(({ uri, start }) => ({ uri, start })),
    'linkify-it, schemes only': linkify(schemesOnly),
    'linkify-it, defaults': linkify(linkifyDefault),
  };
})();

/** One row of the report: a tool on one part of the corpus. */
export interface Row {
  readonly part: string;
  readonly tool: string;
  readonly score: Score;
}

/**
 * Every tool on each part: recall on markdown-it's targets and on htmlparser2's (READMEs and
 * HTML files together), precision on each format's files.
 */
export function report(files: readonly CorpusFile[]): Row[] {
  const rows: Row[] = [];
  const markupFiles = files.filter((file) => file.format !== 'source');
  for (const [tool, find] of Object.entries(TOOLS)) {
    const answers = new Map<CorpusFile, Answer[]>();
    const answersOf = (file: CorpusFile): Answer[] => {
      let given = answers.get(file);
      if (given === undefined) answers.set(file, (given = find(file.text)));
      return given;
    };
    rows.push({
      part: 'Markdown link targets',
      tool,
      score: score(markupFiles, answersOf, 'markdown'),
    });
    rows.push({ part: 'HTML href and src', tool, score: score(markupFiles, answersOf, 'html') });
    for (const format of ['markdown', 'html', 'source'] as const) {
      const part = { markdown: 'READMEs', html: 'HTML files', source: 'source and CSS' }[format];
      rows.push({
        part,
        tool,
        score: score(
          files.filter((file) => file.format === format),
          answersOf,
        ),
      });
    }
  }
  return rows;
}
