/**
 * Everything the page shows about one input, computed without the DOM: validity and the error
 * (RFC 3986's offset and expected set, or the other grammars'), the parse tree as rows, the
 * components with where each stands in the input, the section 7 findings, the normalized and
 * resolved forms, and the browser's WHATWG reading beside the reference's.
 *
 * Every section is a value: shown, not applicable (with the reason the page gives), or failed
 * (with the library's or the browser's message). Nothing here throws on any input.
 */
import { END_OF_INPUT, type ParseTree, type RuleDefinition, visitNodes } from '../../grammar';
import type { Expr } from '../../grammar/engine/abnf';
import type { ComponentRecord } from '../../src/audit/confusion';
import { COMPONENT_NAMES } from '../../src/components';
import type { SyntaxErrorInfo } from '../../src/errors';
import { type GrammarName, grammar } from '../../src/grammars';
import { iriToUri, uriToIri } from '../../src/iri';
import { type Finding, inspect } from '../../src/security';
import { parseScheme } from '../../src/uri-schemes/parse-scheme';
import type { CheckResult } from '../../src/validate';
import { DEFAULT_RULES, type PlaygroundState } from './state';
import { type Comparison, compareWithWhatwg, messageOf, whatwgReading } from './whatwg';

/** Longer input is refused with the library's `too-long` error, as a service would. */
export const MAX_INPUT_LENGTH = 100_000;

/** Trees with more rows show this many and say how many more there are. */
export const MAX_TREE_ROWS = 2_000;

export type Section<T> =
  | { readonly kind: 'shown'; readonly value: T }
  | { readonly kind: 'not-applicable'; readonly reason: string }
  | { readonly kind: 'failed'; readonly message: string };

export interface Span {
  readonly start: number;
  readonly end: number;
}

export interface RuleInfo {
  readonly name: string;
  readonly rfc: string;
  readonly section: string;
  readonly abnf: string;
  readonly peg?: string;
}

export interface ExpectedItem {
  /** As the library names it: a rule name, a quoted string, or `end of input`. */
  readonly text: string;
  /** The ABNF of a rule name, as its RFC prints it. */
  readonly abnf?: string;
}

export type Validity =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly error: SyntaxErrorInfo<string>;
      readonly expected: readonly ExpectedItem[];
    };

export interface TreeRow {
  readonly depth: number;
  /** null: characters the parent rule read itself. */
  readonly rule: string | null;
  readonly start: number;
  readonly end: number;
  /** For a choice between rules, which one first-match-wins took. */
  readonly choice?: { readonly chosen: string; readonly alternatives: readonly string[] };
}

export interface TreeRows {
  readonly rows: readonly TreeRow[];
  /** Rule nodes not listed, beyond MAX_TREE_ROWS rows. */
  readonly omitted: number;
}

export interface ComponentRow {
  readonly name: string;
  /** undefined: absent (its delimiter is not there); "" present and empty. */
  readonly value: string | undefined;
  /** Where it stands in the input; none for what is derived (hostKind, authorityKind, zone). */
  readonly span?: Span;
  readonly derived?: boolean;
}

export interface FindingsView {
  /** The text inspected: the input, or an IRI's URI (RFC 3987 3.1). */
  readonly subject: string;
  /** Whether the findings' offsets are offsets into the input (so the page can mark them). */
  readonly offsetsInInput: boolean;
  readonly findings: readonly Finding[];
}

export interface NormalizedForm {
  readonly label: string;
  readonly value: Section<string>;
}

export interface Resolution {
  readonly base: string;
  readonly reference: Section<string>;
  readonly whatwg: Section<string>;
  readonly same: boolean;
}

export interface Analysis {
  readonly grammar: GrammarName;
  readonly title: string;
  /** The rule analysed: the state's, or the grammar's default when the state's is not one. */
  readonly rule: RuleInfo;
  /** The grammar's rule table, for what the page says about each tree node. */
  readonly rules: Readonly<Record<string, RuleDefinition<string>>>;
  /** What the page should say about the state it was given (an unknown rule). */
  readonly notices: readonly string[];
  readonly input: string;
  readonly validity: Validity;
  readonly tree: Section<TreeRows>;
  readonly components: Section<readonly ComponentRow[]>;
  readonly findings: Section<FindingsView>;
  readonly normalized: Section<readonly NormalizedForm[]>;
  readonly resolution: Section<Resolution>;
  readonly whatwg: Section<Comparison>;
  /**
   * What the scheme's own grammar says (issue 26, docs/schemes.md), for a valid RFC 3986 URI
   * whose scheme has one here; absent otherwise.
   */
  readonly scheme?: SchemeView;
}

/** `parseScheme`'s answer as the page shows it. */
export interface SchemeView {
  readonly scheme: string;
  readonly valid: boolean;
  /** The refusal's offset and message, when the scheme's grammar refuses the URI. */
  readonly error?: { readonly offset: number; readonly message: string };
  /** The scheme's components as JSON (bytes as their count), when it accepts it. */
  readonly components?: string;
}

/** The scheme's own reading of `input`, for the RFC 3986 grammar and a scheme it knows. */
function schemeViewOf(grammarName: GrammarName, input: string): SchemeView | undefined {
  if (grammarName !== 'rfc3986') return undefined;
  const result = parseScheme(input, { maxLength: MAX_INPUT_LENGTH });
  if (!result.known) return undefined;
  if (!result.valid) {
    const { offset, message } = result.error!;
    return { scheme: result.scheme, valid: false, error: { offset, message } };
  }
  const components = JSON.stringify(
    result.components,
    (_key, value: unknown) => (value instanceof Uint8Array ? `${value.length} bytes` : value),
    2,
  );
  return { scheme: result.scheme, valid: true, components };
}

/** The rules that describe a whole reference in each grammar (what `parseAs` takes). */
export const REFERENCE_RULES: Readonly<Record<GrammarName, readonly string[]>> = {
  rfc3986: ['URI-reference', 'URI', 'absolute-URI', 'relative-ref'],
  rfc3987: ['IRI-reference', 'IRI', 'absolute-IRI', 'irelative-ref'],
  rfc6874: ['URI-reference', 'URI', 'absolute-URI', 'relative-ref'],
  rfc2396: ['URI-reference', 'absoluteURI', 'relativeURI'],
};

/** The same rule under another grammar's name, for keeping the rule when the grammar changes. */
export const COUNTERPARTS: readonly (readonly string[])[] = [
  ['URI-reference', 'IRI-reference'],
  ['URI', 'IRI', 'absoluteURI'],
  ['absolute-URI', 'absolute-IRI', 'absoluteURI'],
  ['relative-ref', 'irelative-ref', 'relativeURI'],
  ['hier-part', 'ihier-part', 'hier_part'],
  ['authority', 'iauthority'],
  ['userinfo', 'iuserinfo'],
  ['host', 'ihost'],
  ['reg-name', 'ireg-name', 'reg_name'],
  ['path', 'ipath'],
  ['path-abempty', 'ipath-abempty'],
  ['path-absolute', 'ipath-absolute', 'abs_path'],
  ['path-noscheme', 'ipath-noscheme', 'rel_path'],
  ['path-rootless', 'ipath-rootless'],
  ['path-empty', 'ipath-empty'],
  ['segment', 'isegment'],
  ['query', 'iquery'],
  ['fragment', 'ifragment'],
  ['pchar', 'ipchar'],
  ['unreserved', 'iunreserved'],
  ['pct-encoded', 'escaped'],
  ['IPv6address', 'IPv6reference'],
];

/** The rule of `grammarName` that stands for `rule` of another grammar; the default otherwise. */
export function ruleForGrammar(grammarName: GrammarName, rule: string): string {
  const names: readonly string[] = grammar(grammarName).RULE_NAMES;
  if (names.includes(rule)) return rule;
  const family = COUNTERPARTS.find((group) => group.includes(rule));
  return family?.find((name) => names.includes(name)) ?? DEFAULT_RULES[grammarName];
}

/**
 * The grammars' APIs with rule names as plain strings: the page takes rule names from a control
 * and a link, and checks them against RULE_NAMES before any call.
 */
interface LooseGrammar {
  readonly title: string;
  readonly RULE_NAMES: readonly string[];
  readonly rules: Readonly<Record<string, RuleDefinition<string>>>;
  readonly check: (
    rule: string,
    text: string,
    options?: { maxLength?: number },
  ) => CheckResult<string>;
  readonly parseAs: (rule: string, text: string) => Readonly<Record<string, string | undefined>>;
  readonly resolve: (base: string, reference: string) => string;
  readonly normalize?: (text: string, options?: { level?: 'syntax' | 'scheme' }) => string;
}

function looseGrammar(name: GrammarName): LooseGrammar {
  return grammar(name) as unknown as LooseGrammar;
}

function ruleInfo(definition: RuleDefinition<string>): RuleInfo {
  const { name, rfc, section, abnf, peg } = definition;
  return peg === undefined ? { name, rfc, section, abnf } : { name, rfc, section, abnf, peg };
}

/** Rule names and grammar literals, the way the library's expected lists write them. */
function expectedItems(
  expected: readonly string[],
  rules: Readonly<Record<string, RuleDefinition<string>>>,
  names: readonly string[],
): ExpectedItem[] {
  return expected.map((text) =>
    text !== END_OF_INPUT && names.includes(text) ? { text, abnf: rules[text]!.abnf } : { text },
  );
}

/** The rule names an alternative of a choice refers to at its top level. */
function namesIn(expr: Expr<string>): string[] {
  switch (expr.kind) {
    case 'ref':
      return [expr.name];
    case 'guard':
      return namesIn(expr.item);
    case 'seq':
      return expr.items.flatMap(namesIn);
    case 'rep':
      return namesIn(expr.item);
    default:
      return [];
  }
}

/** For a rule that is a choice (`host = IP-literal / IPv4address / reg-name`), its alternatives. */
function alternativesOf(definition: RuleDefinition<string>): string[][] | undefined {
  const { expr } = definition;
  return expr.kind === 'alt' ? expr.items.map(namesIn) : undefined;
}

/** How each alternative of a choice is named in the page: its first rule, or its ABNF part. */
function alternativeLabel(names: readonly string[]): string {
  return names.length === 0 ? '(characters)' : names.join(' ');
}

/** The parse tree as rows in document order, with the choice each named node made. */
export function treeRows(
  tree: ParseTree<string>,
  rules: Readonly<Record<string, RuleDefinition<string>>>,
): TreeRows {
  const rows: TreeRow[] = [];
  let namedShown = 0;
  // An explicit stack: no recursion to overflow, whatever the tree's depth.
  const stack: { node: ParseTree<string>; depth: number }[] = [{ node: tree, depth: 0 }];
  while (stack.length > 0 && rows.length < MAX_TREE_ROWS) {
    const { node, depth } = stack.pop()!;
    rows.push(rowOf(node, depth, rules));
    if (node.rule !== null) namedShown++;
    const children = node.children;
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push({ node: children[i]!, depth: depth + 1 });
    }
  }
  if (stack.length === 0) return { rows, omitted: 0 };
  // The rule nodes left out, counted from the tree's arena without making a view of each.
  let named = 0;
  visitNodes(tree, () => named++);
  return { rows, omitted: named - namedShown };
}

function rowOf(
  node: ParseTree<string>,
  depth: number,
  rules: Readonly<Record<string, RuleDefinition<string>>>,
): TreeRow {
  const { rule, start, end } = node;
  const row = { depth, rule, start, end };
  if (rule === null) return row;
  const definition = rules[rule];
  const alternatives = definition === undefined ? undefined : alternativesOf(definition);
  if (alternatives === undefined) return row;
  const named = node.children.filter((child) => child.rule !== null);
  const first = named[0]?.rule;
  if (first === undefined || first === null) return row;
  // Name the choice only where the child's rule belongs to exactly one alternative.
  const holding = alternatives.filter((names) => names.includes(first));
  if (holding.length !== 1) return row;
  return {
    ...row,
    choice: {
      chosen: alternativeLabel(holding[0]!),
      alternatives: alternatives.map(alternativeLabel),
    },
  };
}

/** Where each component stands, from their lengths: they follow each other in a fixed order. */
function componentSpans(
  components: Readonly<Record<string, string | undefined>>,
): Map<string, Span> {
  const spans = new Map<string, Span>();
  const take = (name: string, at: number): number => {
    const value = components[name];
    if (value === undefined) return at;
    spans.set(name, { start: at, end: at + value.length });
    return at + value.length;
  };
  let at = 0;
  if (components.scheme !== undefined) at = take('scheme', at) + 1;
  const authority = components.authority;
  if (authority !== undefined) {
    at += 2;
    const authorityStart = at;
    spans.set('authority', { start: at, end: at + authority.length });
    if (components.userinfo !== undefined) at = take('userinfo', at) + 1;
    at = take('host', at);
    if (components.port !== undefined) take('port', at + 1);
    at = authorityStart + authority.length;
  }
  at = take('path', at);
  if (components.query !== undefined) at = take('query', at + 1);
  if (components.fragment !== undefined) take('fragment', at + 1);
  if (components.opaquePart !== undefined) spans.set('opaquePart', spans.get('path')!);
  return spans;
}

/** The rows the components table lists for each grammar, in the order of the input. */
const COMPONENT_ROWS: Readonly<Record<GrammarName, readonly string[]>> = {
  rfc3986: [...COMPONENT_NAMES, 'hostKind'],
  rfc3987: [...COMPONENT_NAMES, 'hostKind'],
  rfc6874: [
    'scheme',
    'authority',
    'userinfo',
    'host',
    'zone',
    'port',
    'path',
    'query',
    'fragment',
    'hostKind',
  ],
  rfc2396: [
    'scheme',
    'authority',
    'authorityKind',
    'userinfo',
    'host',
    'port',
    'path',
    'opaquePart',
    'query',
    'fragment',
    'hostKind',
  ],
};

const DERIVED = new Set(['hostKind', 'authorityKind', 'zone']);

function componentRows(
  grammarName: GrammarName,
  components: Readonly<Record<string, string | undefined>>,
): ComponentRow[] {
  const spans = componentSpans(components);
  return COMPONENT_ROWS[grammarName].map((name): ComponentRow => {
    const value = components[name];
    if (DERIVED.has(name)) return { name, value, derived: true };
    const span = spans.get(name);
    return span === undefined ? { name, value } : { name, value, span };
  });
}

function attempt<T>(compute: () => T): Section<T> {
  try {
    return { kind: 'shown', value: compute() };
  } catch (error) {
    return { kind: 'failed', message: messageOf(error) };
  }
}

function notApplicable<T>(reason: string): Section<T> {
  return { kind: 'not-applicable', reason };
}

function findingsFor(grammarName: GrammarName, input: string): Section<FindingsView> {
  const inspectInput = (subject: string, offsetsInInput: boolean): Section<FindingsView> => {
    const valid = looseGrammar('rfc3986').check('URI-reference', subject);
    if (!valid.ok) {
      return notApplicable(
        `inspect reads RFC 3986 URI references, and this input is not one (${valid.error.message})`,
      );
    }
    return attempt(() => ({ subject, offsetsInInput, findings: inspect(subject) }));
  };
  if (grammarName === 'rfc3987') {
    let uri: string;
    try {
      uri = iriToUri(input);
    } catch (error) {
      return { kind: 'failed', message: messageOf(error) };
    }
    return inspectInput(uri, uri === input);
  }
  return inspectInput(input, true);
}

function normalizedFor(
  grammarName: GrammarName,
  input: string,
): Section<readonly NormalizedForm[]> {
  if (grammarName === 'rfc2396') {
    return notApplicable(
      'RFC 2396 section 6 leaves normal forms to each scheme; the library offers none for it (RFC 3986 6 and RFC 3987 5.3 define them)',
    );
  }
  const { normalize } = looseGrammar(grammarName);
  const sections =
    grammarName === 'rfc3987'
      ? { syntax: '5.3.2', scheme: '5.3.3' }
      : { syntax: '6.2.2', scheme: '6.2.3' };
  const title = grammarName === 'rfc3987' ? 'RFC 3987' : 'RFC 3986';
  const forms: NormalizedForm[] = [
    {
      label: `Syntax-based (${title} ${sections.syntax})`,
      value: attempt(() => normalize!(input, { level: 'syntax' })),
    },
    {
      label: `Scheme-based (${title} ${sections.scheme})`,
      value: attempt(() => normalize!(input, { level: 'scheme' })),
    },
  ];
  if (grammarName === 'rfc3987') {
    forms.push({ label: 'As a URI (RFC 3987 3.1)', value: attempt(() => iriToUri(input)) });
  } else if (grammarName === 'rfc3986') {
    forms.push({ label: 'As an IRI (RFC 3987 3.2)', value: attempt(() => uriToIri(input)) });
  }
  return { kind: 'shown', value: forms };
}

function resolutionFor(grammarName: GrammarName, input: string, base: string): Resolution {
  const { resolve } = looseGrammar(grammarName);
  const reference = attempt(() => resolve(base, input));
  const browser = whatwgReading(input, base);
  const whatwg: Section<string> = browser.ok
    ? { kind: 'shown', value: browser.href }
    : { kind: 'failed', message: browser.message };
  const same =
    reference.kind === 'shown' && whatwg.kind === 'shown' && reference.value === whatwg.value;
  return { base, reference, whatwg, same };
}

/** The eight components as the audit compares them (null: absent). */
function asRecord(components: Readonly<Record<string, string | undefined>>): ComponentRecord {
  const record: ComponentRecord = {};
  for (const name of COMPONENT_NAMES) record[name] = components[name] ?? null;
  return record;
}

/** Everything the page shows for `state`. */
export function analyze(state: PlaygroundState): Analysis {
  const { grammar: grammarName, input, base } = state;
  const g = looseGrammar(grammarName);
  const notices: string[] = [];
  let ruleName = state.rule;
  if (!g.RULE_NAMES.includes(ruleName)) {
    ruleName = DEFAULT_RULES[grammarName];
    notices.push(
      `${g.title} has no rule ${JSON.stringify(state.rule.slice(0, 80))}; showing ${ruleName} instead.`,
    );
  }
  const rule = ruleInfo(g.rules[ruleName]!);
  const checked = g.check(ruleName, input, { maxLength: MAX_INPUT_LENGTH });
  const validity: Validity = checked.ok
    ? { ok: true }
    : {
        ok: false,
        error: checked.error,
        expected: expectedItems(checked.error.expected, g.rules, g.RULE_NAMES),
      };
  const tree: Section<TreeRows> = checked.ok
    ? { kind: 'shown', value: treeRows(checked.tree, g.rules) }
    : notApplicable('The input is not valid, so there is no tree; see where it fails above.');
  const referenceRule = REFERENCE_RULES[grammarName].includes(ruleName);
  const common = {
    grammar: grammarName,
    title: g.title,
    rule,
    rules: g.rules,
    notices,
    input,
    validity,
    tree,
  };

  if (!referenceRule) {
    const reason = `Components, findings, normalization, resolution and the browser's reading apply to whole references (${REFERENCE_RULES[grammarName].join(', ')}); the rule chosen is ${ruleName}.`;
    return {
      ...common,
      components: notApplicable(reason),
      findings: notApplicable(reason),
      normalized: notApplicable(reason),
      resolution: notApplicable(reason),
      whatwg: notApplicable(reason),
    };
  }
  // The browser's reading is shown for invalid input too: that is where readers disagree most.
  if (!checked.ok) {
    const reason = `The input is not a valid ${ruleName}.`;
    return {
      ...common,
      components: notApplicable(reason),
      findings: notApplicable(reason),
      normalized: notApplicable(reason),
      resolution: notApplicable(reason),
      whatwg: attempt(() => compareWithWhatwg(input, undefined)),
    };
  }
  const components = attempt(() => g.parseAs(ruleName, input));
  return {
    ...common,
    components:
      components.kind === 'shown'
        ? { kind: 'shown', value: componentRows(grammarName, components.value) }
        : components,
    findings: findingsFor(grammarName, input),
    normalized: normalizedFor(grammarName, input),
    resolution: { kind: 'shown', value: resolutionFor(grammarName, input, base) },
    whatwg:
      components.kind === 'shown'
        ? attempt(() => compareWithWhatwg(input, asRecord(components.value)))
        : components,
    ...optionalScheme(grammarName, input),
  };
}

function optionalScheme(grammarName: GrammarName, input: string): { scheme?: SchemeView } {
  const scheme = schemeViewOf(grammarName, input);
  return scheme === undefined ? {} : { scheme };
}
