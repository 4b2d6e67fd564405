/**
 * Small DOM helpers for the playground: elements made with text content only (never HTML
 * strings, so no input can become markup), and text shown with its special characters made
 * visible (visible.ts).
 */
import { type Run, visibleRuns } from './visible';

type Child = Node | string | null | undefined | false;

export interface ElementOptions {
  readonly className?: string;
  readonly attributes?: Readonly<Record<string, string>>;
}

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  options: ElementOptions = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (options.className !== undefined) made.className = options.className;
  for (const [name, value] of Object.entries(options.attributes ?? {})) {
    made.setAttribute(name, value);
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    made.append(child);
  }
  return made;
}

const RUN_TITLES: Readonly<Record<Exclude<Run['kind'], 'plain'>, string>> = {
  control: 'control character',
  space: 'space',
  'non-ascii': 'non-ASCII character',
  invisible: 'invisible or formatting character',
  surrogate: 'lone surrogate (half of a pair)',
};

/** One run: plain text as a text node, a special character as a labelled span. */
export function runNode(run: Run): Node {
  if (run.kind === 'plain') return document.createTextNode(run.shown);
  const label = `${run.codePoint!} ${RUN_TITLES[run.kind]}`;
  return element(
    'span',
    {
      className: `ch ch-${run.kind}`,
      attributes: { title: label, 'data-code-point': run.codePoint! },
    },
    run.shown,
  );
}

/** `text.slice(start, end)` with its special characters visible. */
export function visible(text: string, start = 0, end = text.length): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const run of visibleRuns(text, start, end)) fragment.append(runNode(run));
  return fragment;
}

/**
 * A sentence for a person (a message, a reason) that may quote the input: spaces stay spaces,
 * every other special character is drawn as in `visible`.
 */
export function prose(text: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const run of visibleRuns(text)) {
    fragment.append(run.kind === 'space' ? document.createTextNode(' ') : runNode(run));
  }
  return fragment;
}

/** At most `limit` UTF-16 units of `text`, visibly, with an ellipsis saying how much is left. */
export function visibleClipped(text: string, limit: number): DocumentFragment {
  if (text.length <= limit) return visible(text);
  // Do not cut a surrogate pair in two.
  const cut = /[\ud800-\udbff]/.test(text[limit - 1]!) ? limit - 1 : limit;
  const fragment = visible(text, 0, cut);
  fragment.append(element('span', { className: 'help' }, ` … (${text.length - cut} more)`));
  return fragment;
}

/** A component value: "absent" and "empty" in words, anything else visibly in code. */
export function valueNode(value: string | null | undefined, limit = 400): HTMLElement {
  if (value === undefined || value === null)
    return element('span', { className: 'absent' }, 'absent');
  if (value === '') return element('span', { className: 'empty' }, 'empty ("")');
  return element('code', { className: 'value' }, visibleClipped(value, limit));
}

/** Replaces the children of `parent`. */
export function fill(parent: Element, ...children: Child[]): void {
  parent.replaceChildren();
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.append(child);
  }
}
