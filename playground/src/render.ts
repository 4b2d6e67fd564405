/**
 * Draws an Analysis (analyze.ts) into the page's sections. Each function fills one section from
 * its value; none reads the input itself. Spans that a person can point at (tree nodes,
 * components, findings) carry `data-start` and `data-end`, which main.ts turns into a highlight
 * of the input.
 */
import type {
  Analysis,
  ComponentRow,
  FindingsView,
  NormalizedForm,
  Resolution,
  Section,
  Span,
  TreeRows,
  Validity,
} from './analyze';
import { element, fill, prose, runNode, valueNode, visible, visibleClipped } from './dom';
import { notableCharacters, visibleRuns } from './visible';
import type { Comparison } from './whatwg';

/** A class over a span of the input in the mirror. */
export interface Decoration extends Span {
  readonly className: string;
}

const COMPONENT_CLASSES: Readonly<Record<string, string>> = {
  scheme: 'c-scheme',
  userinfo: 'c-userinfo',
  host: 'c-host',
  port: 'c-port',
  path: 'c-path',
  query: 'c-query',
  fragment: 'c-fragment',
};

/** How much of a span's text a tree row or a table cell shows. */
const CLIP = 48;

function sectionProblem<T>(section: Exclude<Section<T>, { kind: 'shown' }>): HTMLElement {
  return section.kind === 'failed'
    ? element('p', { className: 'failed' }, prose(section.message))
    : element('p', { className: 'not-applicable' }, prose(section.reason));
}

function spanText(span: Span): string {
  return `[${span.start}, ${span.end})`;
}

function spanAttributes(span: Span): Record<string, string> {
  return { 'data-start': String(span.start), 'data-end': String(span.end) };
}

/** The colours of the components in the mirror: only spans the input has. */
export function componentDecorations(analysis: Analysis): Decoration[] {
  if (analysis.components.kind !== 'shown') return [];
  const rows = analysis.components.value;
  const decorations: Decoration[] = [];
  const hasHost = rows.some((row) => row.name === 'host' && row.span !== undefined);
  for (const row of rows) {
    if (row.span === undefined || row.span.start === row.span.end) continue;
    const className =
      row.name === 'authority'
        ? hasHost
          ? undefined
          : 'c-authority'
        : COMPONENT_CLASSES[row.name];
    if (className !== undefined) decorations.push({ ...row.span, className });
  }
  return decorations;
}

/**
 * The input, character by character, with special characters visible, components coloured, the
 * error marked, and `highlight` (a hovered or focused span) on top.
 */
export function renderMirror(
  mirror: HTMLElement,
  analysis: Analysis,
  highlight: Span | undefined,
): void {
  const { input, validity } = analysis;
  const decorations = componentDecorations(analysis);
  let errorAtEnd = false;
  if (!validity.ok) {
    const offset = validity.error.offset;
    if (offset >= input.length) {
      errorAtEnd = true;
    } else {
      const width = input.codePointAt(offset)! > 0xffff ? 2 : 1;
      decorations.push({ start: offset, end: offset + width, className: 'error-at' });
    }
  }
  if (highlight !== undefined && highlight.end > highlight.start) {
    decorations.push({ ...highlight, className: 'hl' });
  }
  const cuts = new Set<number>();
  for (const { start, end } of decorations) cuts.add(start).add(end);
  const sortedCuts = [...cuts].sort((a, b) => a - b);

  const children: Node[] = [];
  let cutIndex = 0;
  for (const run of visibleRuns(input)) {
    // Plain runs are cut where a decoration starts or ends; special runs are one character.
    const pieces: [number, number][] = [];
    let at = run.start;
    if (run.kind === 'plain') {
      while (cutIndex < sortedCuts.length && sortedCuts[cutIndex]! <= at) cutIndex++;
      while (cutIndex < sortedCuts.length && sortedCuts[cutIndex]! < run.end) {
        pieces.push([at, sortedCuts[cutIndex]!]);
        at = sortedCuts[cutIndex]!;
        cutIndex++;
      }
    }
    pieces.push([at, run.end]);
    for (const [start, end] of pieces) {
      const classes = decorations
        .filter((decoration) => decoration.start <= start && end <= decoration.end)
        .map((decoration) => decoration.className);
      const node =
        run.kind === 'plain' ? document.createTextNode(input.slice(start, end)) : runNode(run);
      children.push(
        classes.length === 0
          ? node
          : element(
              'span',
              { className: classes.join(' '), attributes: spanAttributes({ start, end }) },
              node,
            ),
      );
    }
  }
  if (input === '') {
    children.push(element('span', { className: 'empty-input' }, '(empty input)'));
  }
  if (errorAtEnd) {
    children.push(
      element(
        'span',
        { className: 'error-at', attributes: { title: 'end of input' } },
        '\u27e8end\u27e9',
      ),
    );
  }
  mirror.replaceChildren(...children);
}

/** The legend of the colours present, and the list of special characters in the input. */
export function renderLegendAndCharacters(
  legend: HTMLElement,
  characters: HTMLElement,
  analysis: Analysis,
): void {
  const present = new Set(componentDecorations(analysis).map((decoration) => decoration.className));
  const names = [...Object.entries(COMPONENT_CLASSES), ['authority', 'c-authority'] as const];
  fill(
    legend,
    ...names
      .filter(([, className]) => present.has(className))
      .map(([name, className]) => element('li', { className }, name)),
  );
  const { listed, total } = notableCharacters(analysis.input, 20);
  if (total === 0) {
    fill(characters, 'Every character is printable ASCII.');
    return;
  }
  const items: (Node | string)[] = [
    `${total} character${total === 1 ? '' : 's'} outside printable ASCII: `,
  ];
  listed.forEach((character, index) => {
    if (index > 0) items.push(', ');
    const { kind, shown, codePoint, offset } = character;
    const named = kind === 'invisible' || kind === 'surrogate';
    items.push(
      element(
        'code',
        { className: `ch ch-${kind}`, attributes: { 'data-code-point': codePoint } },
        shown,
      ),
      named ? '' : ` ${codePoint}`,
      ` at ${offset}`,
    );
  });
  if (total > listed.length) items.push(`, and ${total - listed.length} more`);
  fill(characters, ...items);
}

export function renderRuleAbnf(target: HTMLElement, analysis: Analysis): void {
  const { rule } = analysis;
  fill(
    target,
    rule.abnf,
    element('span', { className: 'source' }, `  (${rule.rfc} ${rule.section})`),
  );
}

export function renderValidity(target: HTMLElement, analysis: Analysis): void {
  const validity: Validity = analysis.validity;
  const { rule } = analysis;
  if (validity.ok) {
    fill(
      target,
      element(
        'p',
        { className: 'status valid', attributes: { 'data-valid': 'true' } },
        `\u2713 Valid ${rule.name} (${analysis.title})`,
      ),
    );
    return;
  }
  const { error, expected } = validity;
  const found =
    error.offset < analysis.input.length
      ? element(
          'code',
          {},
          visible(
            analysis.input,
            error.offset,
            error.offset + (analysis.input.codePointAt(error.offset)! > 0xffff ? 2 : 1),
          ),
        )
      : 'the end of the input';
  const status =
    error.code === 'too-long'
      ? element(
          'p',
          { className: 'status invalid', attributes: { 'data-valid': 'false' } },
          `\u2717 Too long: the playground reads at most ${error.offset} characters (offset ${error.offset}).`,
        )
      : element(
          'p',
          { className: 'status invalid', attributes: { 'data-valid': 'false' } },
          `\u2717 Not a valid ${rule.name} (${analysis.title}): at offset `,
          element(
            'strong',
            { attributes: { 'data-offset': String(error.offset) } },
            String(error.offset),
          ),
          ', found ',
          found,
          '.',
        );
  fill(
    target,
    status,
    element('p', {}, `Expected at offset ${error.offset}, in ABNF terms:`),
    element(
      'ul',
      { className: 'expected', attributes: { 'aria-label': 'Expected' } },
      ...expected.map((item) =>
        element(
          'li',
          {},
          element('code', { className: 'expected-item' }, item.text),
          item.abnf === undefined ? null : element('span', { className: 'abnf-of' }, item.abnf),
        ),
      ),
    ),
    element('p', { className: 'message' }, prose(error.message)),
  );
}

export function renderTree(target: HTMLElement, analysis: Analysis): void {
  const tree: Section<TreeRows> = analysis.tree;
  if (tree.kind !== 'shown') {
    fill(target, sectionProblem(tree));
    return;
  }
  const { rows, omitted } = tree.value;
  const list = element('ul', {
    className: 'tree',
    attributes: { role: 'tree', 'aria-label': 'Parse tree', 'aria-describedby': 'tree-help' },
  });
  rows.forEach((row, index) => {
    const leaf = row.rule === null;
    const text = analysis.input.slice(row.start, row.end);
    const item = element(
      'li',
      {
        className: leaf ? 'leaf' : 'node',
        attributes: {
          role: 'treeitem',
          'aria-level': String(row.depth + 1),
          tabindex: index === 0 ? '0' : '-1',
          'data-rule': row.rule ?? '',
          'data-index': String(index),
          ...spanAttributes(row),
        },
      },
      element('span', { className: 'rule' }, leaf ? 'text' : row.rule),
      element('span', { className: 'span' }, spanText(row)),
      element(
        'code',
        { className: 'text' },
        row.start === row.end
          ? element('span', { className: 'empty' }, 'empty')
          : visibleClipped(text, CLIP),
      ),
      row.choice === undefined
        ? null
        : element(
            'span',
            { className: 'choice' },
            `first match wins: ${row.choice.chosen} (of ${row.choice.alternatives.join(' / ')})`,
          ),
    );
    item.style.setProperty('--depth', String(row.depth));
    list.append(item);
  });
  fill(
    target,
    list,
    omitted > 0
      ? element('p', { className: 'help' }, `${omitted} more rule nodes are not listed.`)
      : null,
  );
}

/** What the detail line under the tree says about the node at `index`. */
export function renderNodeDetail(
  target: HTMLElement,
  analysis: Analysis,
  index: number | undefined,
): void {
  if (analysis.tree.kind !== 'shown' || index === undefined) {
    fill(target);
    return;
  }
  const row = analysis.tree.value.rows[index];
  if (row === undefined) return;
  if (row.rule === null) {
    fill(
      target,
      element('p', {}, `Characters ${spanText(row)} that the parent rule reads itself.`),
    );
    return;
  }
  const definition = analysis.rules[row.rule];
  fill(
    target,
    element(
      'p',
      {},
      element('strong', {}, row.rule),
      ` ${spanText(row)}: `,
      element('code', {}, definition?.abnf ?? ''),
      definition === undefined ? '' : ` (${definition.rfc} ${definition.section})`,
    ),
    row.choice === undefined
      ? null
      : element(
          'p',
          {},
          `First match wins: ${row.choice.chosen} is the first of ${row.choice.alternatives.join(' / ')} that lets the whole input match.`,
        ),
    definition?.peg === undefined
      ? null
      : element('p', { className: 'peg-note' }, `PEG note: ${definition.peg}`),
  );
}

function componentRowNode(row: ComponentRow): HTMLTableRowElement {
  const attributes: Record<string, string> = { 'data-component': row.name };
  if (row.span !== undefined)
    Object.assign(attributes, spanAttributes(row.span), { tabindex: '0' });
  return element(
    'tr',
    { className: `row-${row.name}`, attributes },
    element('th', { attributes: { scope: 'row' } }, row.name),
    element(
      'td',
      {},
      row.derived === true && row.value !== undefined
        ? element('span', { className: 'derived' }, row.value)
        : row.derived === true
          ? element('span', { className: 'absent' }, 'none')
          : valueNode(row.value),
    ),
    element(
      'td',
      { className: 'help span-cell' },
      row.span === undefined ? '' : spanText(row.span),
    ),
  );
}

/** What the scheme's own grammar says (RFC 3986 3.1), when the scheme has one here. */
function schemeNode(analysis: Analysis): HTMLElement | null {
  const view = analysis.scheme;
  if (view === undefined) return null;
  const attributes = { 'data-callout': 'scheme' };
  if (!view.valid) {
    return element(
      'p',
      { className: 'callout', attributes },
      `The scheme "${view.scheme}" has a grammar of its own, which refuses this URI at offset ${view.error!.offset}: ${view.error!.message}`,
    );
  }
  return element(
    'div',
    { className: 'callout', attributes },
    element('p', {}, `The scheme "${view.scheme}" has a grammar of its own; its components:`),
    element('pre', {}, view.components ?? ''),
  );
}

export function renderComponents(target: HTMLElement, analysis: Analysis): void {
  const components: Section<readonly ComponentRow[]> = analysis.components;
  if (components.kind !== 'shown') {
    fill(target, sectionProblem(components));
    return;
  }
  const rows = components.value;
  const userinfo = rows.find((row) => row.name === 'userinfo')?.value;
  const host = rows.find((row) => row.name === 'host')?.value;
  fill(
    target,
    element(
      'table',
      { attributes: { 'aria-label': 'Components' } },
      element(
        'thead',
        {},
        element(
          'tr',
          {},
          element('th', { attributes: { scope: 'col' } }, 'Component'),
          element('th', { attributes: { scope: 'col' } }, 'Value'),
          element('th', { attributes: { scope: 'col' } }, 'Span'),
        ),
      ),
      element('tbody', {}, ...rows.map(componentRowNode)),
    ),
    schemeNode(analysis),
    userinfo === undefined
      ? null
      : element(
          'p',
          { className: 'callout', attributes: { 'data-callout': 'userinfo' } },
          'The userinfo ',
          valueNode(userinfo, CLIP),
          ' is not the host: the host is ',
          valueNode(host, CLIP),
          ' (RFC 3986 7.6).',
        ),
    element(
      'p',
      { className: 'help' },
      '"absent": the delimiter is not there; "empty": it is, with nothing after it (RFC 3986 5.3 keeps the two apart).',
    ),
  );
}

export function renderFindings(target: HTMLElement, analysis: Analysis): void {
  const findings: Section<FindingsView> = analysis.findings;
  if (findings.kind !== 'shown') {
    fill(target, sectionProblem(findings));
    return;
  }
  const { subject, offsetsInInput, findings: list } = findings.value;
  const intro = offsetsInInput
    ? null
    : element(
        'p',
        {},
        'Inspected as its URI (RFC 3987 3.1): ',
        element('code', {}, visibleClipped(subject, 400)),
      );
  if (list.length === 0) {
    fill(target, intro, element('p', { attributes: { 'data-findings': '0' } }, 'No findings.'));
    return;
  }
  fill(
    target,
    intro,
    element(
      'ul',
      {
        className: 'findings',
        attributes: { 'aria-label': 'Findings', 'data-findings': String(list.length) },
      },
      ...list.map((finding) =>
        element(
          'li',
          {
            attributes: {
              'data-code': finding.code,
              ...(offsetsInInput ? { ...spanAttributes(finding), tabindex: '0' } : {}),
            },
          },
          element(
            'p',
            { className: 'finding-head' },
            element('code', { className: 'finding-code' }, finding.code),
            element('span', { className: 'finding-section' }, `RFC 3986 ${finding.section}`),
            element(
              'span',
              { className: 'finding-where' },
              `${finding.component} ${spanText(finding)}`,
            ),
          ),
          element('p', { className: 'finding-message' }, prose(finding.message)),
        ),
      ),
    ),
  );
}

export function renderNormalized(target: HTMLElement, analysis: Analysis): void {
  const normalized: Section<readonly NormalizedForm[]> = analysis.normalized;
  if (normalized.kind !== 'shown') {
    fill(target, sectionProblem(normalized));
    return;
  }
  fill(
    target,
    element(
      'table',
      { attributes: { 'aria-label': 'Normalized forms' } },
      element(
        'tbody',
        {},
        ...normalized.value.map((form) =>
          element(
            'tr',
            {},
            element('th', { attributes: { scope: 'row' } }, form.label),
            element(
              'td',
              {},
              form.value.kind === 'shown'
                ? element('code', { className: 'value' }, visibleClipped(form.value.value, 2000))
                : sectionProblem(form.value),
            ),
          ),
        ),
      ),
    ),
  );
}

export function renderResolution(target: HTMLElement, analysis: Analysis): void {
  const resolution: Section<Resolution> = analysis.resolution;
  if (resolution.kind !== 'shown') {
    fill(target, sectionProblem(resolution));
    return;
  }
  const { reference, whatwg, same } = resolution.value;
  const cell = (section: Section<string>): HTMLElement =>
    section.kind === 'shown'
      ? element('code', { className: 'value' }, visibleClipped(section.value, 2000))
      : sectionProblem(section);
  fill(
    target,
    element(
      'table',
      { attributes: { 'aria-label': 'Resolution' } },
      element(
        'tbody',
        {},
        element(
          'tr',
          { attributes: { 'data-resolved': 'reference' } },
          element(
            'th',
            { attributes: { scope: 'row' } },
            `${analysis.grammar === 'rfc2396' ? 'RFC 2396 5.2' : analysis.grammar === 'rfc3987' ? 'RFC 3987 6.5 (RFC 3986 5.2)' : 'RFC 3986 5.2'}`,
          ),
          element('td', {}, cell(reference)),
        ),
        element(
          'tr',
          { className: same ? '' : 'differs', attributes: { 'data-resolved': 'whatwg' } },
          element(
            'th',
            { attributes: { scope: 'row' } },
            'Browser: ',
            element('code', {}, 'new URL(input, base)'),
          ),
          element(
            'td',
            {},
            cell(whatwg),
            same
              ? ' (the same)'
              : element('span', { className: 'note' }, '\u2260 differs from the reference'),
          ),
        ),
      ),
    ),
  );
}

export function renderWhatwg(target: HTMLElement, analysis: Analysis): void {
  const whatwg: Section<Comparison> = analysis.whatwg;
  if (whatwg.kind !== 'shown') {
    fill(target, sectionProblem(whatwg));
    return;
  }
  const comparison = whatwg.value;
  const referenceTitle = comparison.referenceValid
    ? `${analysis.title} (${analysis.rule.name})`
    : `RFC 3986 Appendix B's split (${analysis.title} rejects the input)`;
  const summary = comparison.whatwg.ok
    ? element(
        'p',
        {},
        element('code', {}, 'new URL(input)'),
        ' in this browser gives ',
        element(
          'code',
          { className: 'value', attributes: { 'data-href': '' } },
          visibleClipped(comparison.whatwg.href, 2000),
        ),
      )
    : element(
        'p',
        { attributes: { 'data-whatwg-rejects': '' } },
        element('code', {}, 'new URL(input)'),
        ' in this browser throws: ',
        prose(comparison.whatwg.message),
        comparison.referenceValid
          ? ` (it needs an absolute URL; see the resolution below for new URL(input, base))`
          : '',
      );
  const verdict = element(
    'p',
    { className: 'status', attributes: { 'data-agree': String(!comparison.disagree) } },
    comparison.disagree
      ? '\u2260 The browser and the reference disagree.'
      : '= The browser and the reference agree on every component.',
  );
  const labels =
    comparison.labels.length === 0
      ? null
      : element(
          'p',
          { className: 'labels' },
          'URL-confusion categories (Claroty and Snyk, 2022): ',
          ...comparison.labels.flatMap((label, index) => [
            index > 0 ? ', ' : '',
            element('code', {}, label),
          ]),
        );
  const table =
    comparison.rows.length === 0
      ? null
      : element(
          'table',
          { attributes: { 'aria-label': 'Reference and browser, component by component' } },
          element(
            'thead',
            {},
            element(
              'tr',
              {},
              element('th', { attributes: { scope: 'col' } }, 'Component'),
              element('th', { attributes: { scope: 'col' } }, referenceTitle),
              element('th', { attributes: { scope: 'col' } }, 'Browser (WHATWG URL)'),
              element(
                'th',
                { attributes: { scope: 'col' } },
                element('span', { className: 'visually-hidden' }, 'Same?'),
              ),
            ),
          ),
          element(
            'tbody',
            {},
            ...comparison.rows.map((row) =>
              element(
                'tr',
                {
                  className: row.same ? '' : 'differs',
                  attributes: { 'data-component': row.name, 'data-same': String(row.same) },
                },
                element('th', { attributes: { scope: 'row' } }, row.name),
                element('td', {}, valueNode(row.reference)),
                element(
                  'td',
                  {},
                  valueNode(row.whatwg),
                  row.note === undefined ? null : element('span', { className: 'note' }, row.note),
                ),
                element(
                  'td',
                  { className: 'marker' },
                  row.same ? '=' : '\u2260',
                  element(
                    'span',
                    { className: 'visually-hidden' },
                    row.same ? ' same' : ' differs',
                  ),
                ),
              ),
            ),
          ),
        );
  fill(target, summary, verdict, labels, table);
}
