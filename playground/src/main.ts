/**
 * The playground page: reads the state from the URL's fragment, fills the controls, and on every
 * change analyses the input (analyze.ts), draws the result (render.ts) and writes the state back
 * into the fragment, so the address is always a link to what the page shows.
 */
import { type Analysis, analyze, ruleForGrammar, type Span } from './analyze';
import { element, fill, visible } from './dom';
import { EXAMPLE_GROUPS, type Example } from './examples';
import {
  renderComponents,
  renderFindings,
  renderLegendAndCharacters,
  renderMirror,
  renderNodeDetail,
  renderNormalized,
  renderResolution,
  renderRuleAbnf,
  renderTree,
  renderValidity,
  renderWhatwg,
} from './render';
import {
  DEFAULT_BASE,
  DEFAULT_RULES,
  INITIAL_STATE,
  type PlaygroundState,
  stateFromFragment,
  stateToFragment,
} from './state';
import { GRAMMAR_NAMES, grammar } from '../../src/grammars';
import { visibleText } from './visible';
import { DEFAULT_POLICY, policyVerdict } from './policy-box';
import { DEFAULT_TEMPLATE, DEFAULT_VARIABLES, templateView } from './template-box';
import { renderTemplate } from './template-render';

function byId<T extends HTMLElement>(id: string, type: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`the page has no #${id}`);
  return found;
}

const controls = {
  uri: byId('uri', HTMLTextAreaElement),
  base: byId('base', HTMLInputElement),
  grammar: byId('grammar', HTMLSelectElement),
  rule: byId('rule', HTMLSelectElement),
  permalink: byId('permalink', HTMLAnchorElement),
  notice: byId('notice', HTMLElement),
  policy: byId('policy', HTMLTextAreaElement),
  template: byId('template', HTMLInputElement),
  variables: byId('template-variables', HTMLTextAreaElement),
};

const targets = {
  ruleAbnf: byId('rule-abnf', HTMLElement),
  mirror: byId('mirror', HTMLElement),
  legend: byId('legend', HTMLElement),
  characters: byId('characters', HTMLElement),
  validity: byId('validity', HTMLElement),
  tree: byId('tree-area', HTMLElement),
  nodeDetail: byId('node-detail', HTMLElement),
  components: byId('components', HTMLElement),
  findings: byId('findings', HTMLElement),
  normalized: byId('normalized', HTMLElement),
  resolution: byId('resolution', HTMLElement),
  whatwg: byId('whatwg', HTMLElement),
  policyVerdict: byId('policy-verdict', HTMLElement),
  examples: byId('examples', HTMLElement),
  template: {
    validity: byId('template-validity', HTMLElement),
    expansion: byId('template-expansion', HTMLElement),
    match: byId('template-match', HTMLElement),
  },
};

let state: PlaygroundState = INITIAL_STATE;
let analysis: Analysis | undefined;
/** The fragment this page wrote last: a hashchange to it is our own and needs no reload. */
let writtenFragment = '';
/** The span a pointer is over, and the span of the element that has focus. */
let hovered: Span | undefined;
let focused: Span | undefined;

function showNotice(message: string | undefined): void {
  controls.notice.hidden = message === undefined;
  controls.notice.textContent = message === undefined ? '' : visibleText(message);
}

function fillGrammarOptions(): void {
  fill(
    controls.grammar,
    ...GRAMMAR_NAMES.map((name) =>
      element('option', { attributes: { value: name } }, `${name} (${grammar(name).title})`),
    ),
  );
}

function fillRuleOptions(): void {
  const { RULE_NAMES, rules } = grammar(state.grammar);
  const definitions = rules as Readonly<Record<string, { section: string; rfc: string }>>;
  fill(
    controls.rule,
    ...RULE_NAMES.map((name: string) =>
      element(
        'option',
        { attributes: { value: name } },
        `${name} (${definitions[name]!.rfc} ${definitions[name]!.section})`,
      ),
    ),
  );
}

/** Puts the state into the controls (after a link, an example or a grammar change). */
function syncControls(): void {
  controls.grammar.value = state.grammar;
  fillRuleOptions();
  controls.rule.value = analysis?.rule.name ?? state.rule;
  // Writing the same text back would move the caret; textarea values also fold CR LF to LF.
  if (controls.uri.value !== state.input) controls.uri.value = state.input;
  if (controls.base.value !== state.base) controls.base.value = state.base;
  const template = state.template ?? DEFAULT_TEMPLATE;
  const variables = state.variables ?? DEFAULT_VARIABLES;
  if (controls.template.value !== template) controls.template.value = template;
  if (controls.variables.value !== variables) controls.variables.value = variables;
}

function spanOf(target: EventTarget | null): { span: Span; element: HTMLElement } | undefined {
  if (!(target instanceof Element)) return undefined;
  const holder = target.closest<HTMLElement>('[data-start][data-end]');
  if (holder === null || holder.closest('#mirror') !== null) return undefined;
  return {
    element: holder,
    span: { start: Number(holder.dataset.start), end: Number(holder.dataset.end) },
  };
}

function redrawMirror(): void {
  if (analysis !== undefined) renderMirror(targets.mirror, analysis, hovered ?? focused);
}

function render(): void {
  analysis = analyze(state);
  hovered = undefined;
  focused = undefined;
  const notices = [...analysis.notices];
  if (analysis.rule.name !== state.rule) state = { ...state, rule: analysis.rule.name };
  if (controls.rule.value !== analysis.rule.name) controls.rule.value = analysis.rule.name;
  showNotice(notices.length === 0 ? undefined : notices.join(' '));
  renderRuleAbnf(targets.ruleAbnf, analysis);
  redrawMirror();
  renderLegendAndCharacters(targets.legend, targets.characters, analysis);
  renderValidity(targets.validity, analysis);
  renderTree(targets.tree, analysis);
  renderNodeDetail(targets.nodeDetail, analysis, undefined);
  renderComponents(targets.components, analysis);
  renderWhatwg(targets.whatwg, analysis);
  renderFindings(targets.findings, analysis);
  renderNormalized(targets.normalized, analysis);
  renderResolution(targets.resolution, analysis);
  renderPolicyVerdict();
  renderTemplateMode();
  writeFragment();
}

/** The template mode: the template checked, expanded with the JSON box, matched to the input. */
function renderTemplateMode(): void {
  const template = state.template ?? DEFAULT_TEMPLATE;
  const view = templateView(template, state.variables ?? DEFAULT_VARIABLES, state.input);
  renderTemplate(targets.template, view, template, state.input);
}

/** A template or variables as the state keeps them: undefined when they are the first ones. */
function unlessDefault(value: string, first: string): string | undefined {
  return value === first ? undefined : value;
}

/** The policy box's verdict on the input: the clause that refused it, marked in the input. */
function renderPolicyVerdict(): void {
  const verdict = policyVerdict(controls.policy.value, state.input);
  switch (verdict.kind) {
    case 'none':
      fill(targets.policyVerdict, element('p', {}, 'No policy.'));
      return;
    case 'malformed':
      fill(targets.policyVerdict, element('p', { className: 'invalid' }, verdict.reason));
      return;
    case 'accepted':
      fill(targets.policyVerdict, element('p', { className: 'valid' }, 'Accepted by the policy.'));
      return;
    default:
      fill(
        targets.policyVerdict,
        element(
          'p',
          {
            className: 'invalid',
            attributes: {
              'data-clause': verdict.clause,
              'data-start': String(verdict.start),
              'data-end': String(verdict.end),
            },
          },
          'Refused by the clause ',
          element('code', {}, verdict.clause),
          ` at ${verdict.start}–${verdict.end} (`,
          visible(state.input, verdict.start, verdict.end),
          `): ${verdict.message}`,
        ),
      );
  }
}

/** The state with the template mode's fields set, or left out when undefined. */
function withTemplate(
  template: string | undefined,
  variables: string | undefined,
): PlaygroundState {
  const { grammar: chosen, rule, input, base } = state;
  return {
    grammar: chosen,
    rule,
    input,
    base,
    ...(template === undefined ? {} : { template }),
    ...(variables === undefined ? {} : { variables }),
  };
}

function writeFragment(): void {
  writtenFragment = stateToFragment(state);
  const link = `#${writtenFragment}`;
  controls.permalink.href = link;
  if (location.hash !== link) history.replaceState(null, '', link);
}

function loadFragment(): void {
  const reading = stateFromFragment(location.hash);
  if (reading.ok) {
    state = reading.state;
    analysis = undefined;
    syncControls();
    render();
    return;
  }
  state = INITIAL_STATE;
  analysis = undefined;
  syncControls();
  render();
  showNotice(`${reading.problem} Showing the first example instead.`);
}

function applyExample(example: Example): void {
  const { template, variables } = state;
  state = {
    grammar: example.grammar,
    rule: example.rule,
    input: example.input,
    base: example.base ?? DEFAULT_BASE,
    // An example is a URI: the template mode keeps what it holds.
    ...(template === undefined ? {} : { template }),
    ...(variables === undefined ? {} : { variables }),
  };
  analysis = undefined;
  syncControls();
  render();
}

/** The note, with the grammar and rule named where they are not the defaults. */
function exampleNote(example: Example): string {
  const where = [
    example.grammar === 'rfc3986' ? '' : example.grammar,
    example.rule === DEFAULT_RULES[example.grammar] ? '' : `rule ${example.rule}`,
  ].filter((part) => part !== '');
  return where.length === 0 ? example.note : `${where.join(', ')}: ${example.note}`;
}

function renderExamples(): void {
  fill(
    targets.examples,
    ...EXAMPLE_GROUPS.map((group) => {
      const headingId = `examples-${group.title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
      return element(
        'section',
        { attributes: { 'aria-labelledby': headingId } },
        element('h3', { attributes: { id: headingId } }, group.title),
        element(
          'ul',
          {},
          ...group.examples.map((example) => {
            const button = element(
              'button',
              { attributes: { type: 'button', 'data-example': example.label } },
              element('span', { className: 'example-input' }, visible(example.input)),
              element('span', { className: 'example-note' }, exampleNote(example)),
            );
            button.addEventListener('click', () => applyExample(example));
            return element('li', {}, button);
          }),
        ),
      );
    }),
  );
}

/** Arrow keys, Home and End move the focus through the tree (one tab stop for all of it). */
function onTreeKey(event: KeyboardEvent): void {
  const current = event.target;
  if (!(current instanceof HTMLElement) || current.getAttribute('role') !== 'treeitem') return;
  const items = [...targets.tree.querySelectorAll<HTMLElement>('[role="treeitem"]')];
  const index = items.indexOf(current);
  const moves: Readonly<Record<string, number>> = {
    ArrowDown: index + 1,
    ArrowUp: index - 1,
    Home: 0,
    End: items.length - 1,
    PageDown: index + 10,
    PageUp: index - 10,
  };
  const next = moves[event.key];
  if (next === undefined) return;
  event.preventDefault();
  const target = items[Math.max(0, Math.min(items.length - 1, next))];
  if (target === undefined) return;
  current.tabIndex = -1;
  target.tabIndex = 0;
  target.focus();
}

function wire(): void {
  controls.uri.addEventListener('input', () => {
    state = { ...state, input: controls.uri.value };
    render();
  });
  controls.policy.value = DEFAULT_POLICY;
  controls.policy.addEventListener('input', renderPolicyVerdict);
  controls.template.addEventListener('input', () => {
    state = withTemplate(unlessDefault(controls.template.value, DEFAULT_TEMPLATE), state.variables);
    renderTemplateMode();
    writeFragment();
  });
  controls.variables.addEventListener('input', () => {
    state = withTemplate(
      state.template,
      unlessDefault(controls.variables.value, DEFAULT_VARIABLES),
    );
    renderTemplateMode();
    writeFragment();
  });
  controls.base.addEventListener('input', () => {
    state = { ...state, base: controls.base.value };
    render();
  });
  controls.grammar.addEventListener('change', () => {
    const chosen = GRAMMAR_NAMES.find((name) => name === controls.grammar.value) ?? state.grammar;
    state = { ...state, grammar: chosen, rule: ruleForGrammar(chosen, state.rule) };
    analysis = undefined;
    syncControls();
    render();
  });
  controls.rule.addEventListener('change', () => {
    state = { ...state, rule: controls.rule.value };
    render();
  });
  window.addEventListener('hashchange', () => {
    if (location.hash.slice(1) !== writtenFragment) loadFragment();
  });

  // Pointing at or focusing anything with a span marks that span in the input.
  document.addEventListener('pointerover', (event) => {
    const found = spanOf(event.target);
    const next = found?.span;
    if (next?.start === hovered?.start && next?.end === hovered?.end) return;
    hovered = next;
    redrawMirror();
    for (const item of document.querySelectorAll('.hovered')) item.classList.remove('hovered');
    found?.element.classList.add('hovered');
  });
  document.addEventListener('focusin', (event) => {
    const found = spanOf(event.target);
    focused = found?.span;
    redrawMirror();
    const index = found?.element.dataset.index;
    if (analysis !== undefined && found?.element.getAttribute('role') === 'treeitem') {
      renderNodeDetail(
        targets.nodeDetail,
        analysis,
        index === undefined ? undefined : Number(index),
      );
    }
  });
  targets.tree.addEventListener('keydown', onTreeKey);
}

fillGrammarOptions();
renderExamples();
wire();
loadFragment();
