/**
 * Matching, the reverse of expansion (RFC 6570 section 1.4 leaves it undefined): variables such
 * that `expandTemplate(template, variables) === uri`, or a refusal with an offset.
 *
 * The template becomes an NFA of every URI it can expand to, with a capture for each varspec's
 * part (nfa.ts), run once over the URI without backtracking: linear time in the URI's length
 * for a fixed template. The values are read from the captured text alone, and the assignment
 * is expanded again and compared before it is returned (see below for when the first path's
 * values are refused).
 *
 * What a varspec can match (the shapes matching gives back):
 * - no modifier: a string, or a list when its text has a "," that a string's U encoding would
 *   have encoded (so `{a}` on `x,y` gives `["x", "y"]`); in `+` and `#` expressions always a
 *   string;
 * - a prefix (`:n`): a string of at most n characters;
 * - explode (`*`): a list; in `;`, `?` and `&` expressions, an associative array (a Map) when
 *   some member's name is not the varname, a list when all are.
 * Values are decoded (U) or kept as written (U+R). A variable may appear once in the template
 * (its occurrences would otherwise have to be equal, which no finite automaton can check). The
 * names of an associative array must be distinct, which no finite automaton checks either: the
 * values of the NFA's first path are read, and when they are refused (a name repeats: `{.b}{x*}`
 * on `.a0=a,0`, where greedy `b` takes the "a" of "a0" and leaves `x` the name "0" twice), the
 * NFA's paths are searched in the same order for the first whose values exist (`searchPaths`),
 * within a budget of eight times the run's work. A URI is refused when no path has values
 * (`{?a*}` on `?x=1&x=2`), or when the budget is spent first, each with its own message.
 *
 * The choice among assignments, where several expand to the same URI: the first path in this
 * order whose values exist wins. Varspecs are decided left to right; each is defined if it can
 * be (defined comes before undefined), and takes as many characters as it can (every
 * repetition is greedy). So `{a}{b}` on `xy` gives a = "xy", b = "", and `{a,b}` on `x,y`
 * gives a = ["x", "y"]. With `ambiguity: 'report'`, a second assignment that differs is
 * reported instead (two assignments that differ only in whether a variable is undefined or
 * empty, where that changes no character, count as one); when the run's second path has no
 * values, the search looks for a second that has, within the same budget.
 */
import { decode } from '../percent';
import { assertText, describeValue } from '../validate';
import { option } from '../own-properties';
import { TemplateError } from './errors';
import { expandTemplate } from './expand';
import { type ParsedTemplate, type TemplatePart, U_TABLE, UR_TABLE, parsedTemplate } from './parse';
import type { TemplateValue } from './values';
import {
  type Node,
  Nfa,
  type RunResult,
  type PathSearch,
  type SearchEnd,
  alt,
  charSet,
  literal,
  opt,
  plus,
  run,
  save,
  searchPaths,
  seq,
  set,
  star,
  tableSet,
  upto,
} from './nfa';

/** The variables a match found, by varname; undefined variables are absent. */
export type MatchedVariables = { readonly [name: string]: TemplateValue };

export interface TemplateMatchError {
  /** `no-match`: no assignment expands to the URI; `ambiguous`: more than one does (when asked). */
  readonly code: 'no-match' | 'ambiguous';
  /** `no-match`: where the URI leaves every expansion; `ambiguous`: where two first differ. */
  readonly offset: number;
  /** What could have stood at `offset` (`no-match`). */
  readonly expected: readonly string[];
  readonly message: string;
  /** `ambiguous`: two of the assignments. */
  readonly alternatives?: readonly [MatchedVariables, MatchedVariables];
}

export type TemplateRefusal = { readonly ok: false; readonly error: TemplateMatchError };

export type TemplateMatch =
  { readonly ok: true; readonly variables: MatchedVariables } | TemplateRefusal;

export interface MatchOptions {
  /** `first` (the default) picks by the rule above; `report` refuses an ambiguous URI. */
  readonly ambiguity?: 'first' | 'report' | undefined;
}

type Expression = Extract<TemplatePart, { kind: 'expression' }>;

interface Capture {
  readonly expression: Expression;
  readonly varspecIndex: number;
}

const U_SET = tableSet(U_TABLE, 'unreserved');
const UR_SET = tableSet(UR_TABLE, 'unreserved / reserved');
const ANY_HEX = charSet('0123456789ABCDEFabcdef', 'HEXDIG');
const PERCENT = charSet('%', '"%"');
const ENCODED_U: Node = { t: 'encoded', ascii: true, anyCase: false };
const ENCODED_R: Node = { t: 'encoded', ascii: false, anyCase: true };
const TRIPLET: Node = seq(set(PERCENT), set(ANY_HEX), set(ANY_HEX));
/** One character of a U expansion: unreserved, or one code point percent-encoded. */
const UNIT_U: Node = alt(set(U_SET), ENCODED_U);
/** One character of a U+R expansion; a prefix counts a triplet run of one code point as one. */
const UNIT_R: Node = alt(set(UR_SET), TRIPLET);
const UNIT_R_PREFIX: Node = alt(set(UR_SET), ENCODED_R, TRIPLET);

/** A U value that may be a list: members separated by ",". */
const valueList = (): Node => seq(star(UNIT_U), star(seq(literal(','), star(UNIT_U))));

/** What one varspec's part (after `first` or `sep`) can be: see the module comment. */
function partOf(expression: Expression, index: number): Node {
  const row = expression.row!;
  const { name, prefix, explode } = expression.varspecs[index]!;
  if (!row.named) {
    if (prefix !== undefined) return upto(prefix, row.reserved ? UNIT_R_PREFIX : UNIT_U);
    if (row.reserved) return star(UNIT_R);
    if (!explode) return valueList();
    // A list, or else an associative array. A pair with an empty value is written "name" alone
    // (3.2.1), so "=" has a value after it; names are not empty, so that no two pairs have
    // the empty name (`{a*}{+b}` on `a=a,,` would otherwise give `a` the pairs ",", ",").
    const list = seq(star(UNIT_U), star(seq(literal(row.sep), star(UNIT_U))));
    const pair = seq(plus(UNIT_U), opt(seq(literal('='), plus(UNIT_U))));
    return alt(list, seq(pair, star(seq(literal(row.sep), pair))));
  }
  const named = literal(name);
  if (!explode) {
    const nonEmpty = prefix === undefined ? valueList() : seq(UNIT_U, upto(prefix - 1, UNIT_U));
    if (row.operator === ';') return seq(named, opt(seq(literal('='), nonEmpty)));
    const value = prefix === undefined ? valueList() : upto(prefix, UNIT_U);
    return seq(named, literal('='), value);
  }
  const key = alt(named, plus(UNIT_U));
  const member =
    row.operator === ';'
      ? seq(key, opt(seq(literal('='), plus(UNIT_U))))
      : seq(key, literal('='), star(UNIT_U));
  return seq(member, star(seq(literal(row.sep), member)));
}

/** An expression: `first` before the first defined varspec, `sep` before the others. */
function expressionNode(expression: Expression, firstSlot: number): Node {
  const row = expression.row!;
  const count = expression.varspecs.length;
  let some: Node = seq();
  let none: Node = seq();
  for (let i = count - 1; i >= 0; i--) {
    const slot = 2 * (firstSlot + i);
    const part = seq(save(slot), partOf(expression, i), save(slot + 1));
    const afterSome = some;
    some = alt(seq(literal(row.sep), part, afterSome), afterSome);
    none = alt(seq(literal(row.first), part, afterSome), none);
  }
  return none;
}

/** A template ready to match: its NFA and what each capture slot pair belongs to. */
export interface TemplateMatcher {
  readonly parsed: ParsedTemplate;
  readonly captures: readonly Capture[];
}

interface BuiltMatcher extends TemplateMatcher {
  readonly nfa: Nfa;
}

/** The most characters the prefixes of a template may add up to, for matching (one :9999 and change). */
export const MAX_PREFIX_TOTAL = 10_000;

function checkMatchable(parsed: ParsedTemplate): void {
  const seen = new Set<string>();
  let prefixTotal = 0;
  for (const part of parsed.parts) {
    if (part.kind !== 'expression') continue;
    if (part.row === undefined) {
      throw new TemplateError(
        'reserved-operator',
        part.offset + 1,
        undefined,
        `matchTemplate: the operator "${part.operator}" at offset ${part.offset + 1} is reserved for future extensions (RFC 6570 section 2.2)`,
      );
    }
    for (const varspec of part.varspecs) {
      if (seen.has(varspec.name)) {
        throw new TemplateError(
          'repeated-variable',
          varspec.offset,
          varspec.name,
          `matchTemplate: variable "${varspec.name}" appears twice (again at offset ${varspec.offset}); matching needs each variable once`,
        );
      }
      seen.add(varspec.name);
      prefixTotal += varspec.prefix ?? 0;
      if (prefixTotal > MAX_PREFIX_TOTAL) {
        throw new TemplateError(
          'template-too-large',
          varspec.offset,
          varspec.name,
          `matchTemplate: the prefixes add up to more than ${MAX_PREFIX_TOTAL} characters at variable "${varspec.name}" (offset ${varspec.offset}); each prefix character is a copy of the matcher's states`,
        );
      }
    }
  }
}

/** The matcher's NFA for `parsed`, its captures numbered from `firstCapture`. */
export function templateNode(
  parsed: ParsedTemplate,
  firstCapture = 0,
): { node: Node; captures: Capture[] } {
  checkMatchable(parsed);
  const captures: Capture[] = [];
  const items: Node[] = [];
  for (const part of parsed.parts) {
    if (part.kind === 'literal') {
      items.push(literal(part.expanded));
      continue;
    }
    items.push(expressionNode(part, firstCapture + captures.length));
    part.varspecs.forEach((_, varspecIndex) => captures.push({ expression: part, varspecIndex }));
  }
  return { node: seq(...items), captures };
}

const MATCHERS = new Map<string, BuiltMatcher>();
const MATCHER_LIMIT = 200;

/** The matcher of `template`, built once (the cache is bounded). */
export function templateMatcher(template: string): BuiltMatcher {
  let matcher = typeof template === 'string' ? MATCHERS.get(template) : undefined;
  if (matcher === undefined) {
    const parsed = parsedTemplate(template);
    const { node, captures } = templateNode(parsed);
    matcher = { parsed, nfa: new Nfa(node), captures };
    if (MATCHERS.size >= MATCHER_LIMIT) MATCHERS.clear();
    MATCHERS.set(template, matcher);
  }
  return matcher;
}

/** A U value as the text of an expansion holds it: decoded (the NFA took only what U writes). */
const decodeU = (text: string): string => decode(text);

/** `{a}` on `x,y`: a list when the text has a "," that U would have encoded in a string. */
function stringOrList(text: string, reserved: boolean): TemplateValue {
  if (reserved) return text;
  const members = text.split(',');
  return members.length === 1 ? decodeU(text) : members.map(decodeU);
}

/** The value of one varspec from the text its part matched; null when it cannot be one. */
function valueOf(capture: Capture, text: string): TemplateValue | null {
  const row = capture.expression.row!;
  const { name, prefix, explode } = capture.expression.varspecs[capture.varspecIndex]!;
  if (!row.named) {
    if (prefix !== undefined) return row.reserved ? text : decodeU(text);
    if (!explode) return stringOrList(text, row.reserved);
    if (row.reserved) return text.split(',');
    const tokens = text.split(row.sep);
    if (!tokens.some((token) => token.includes('='))) return tokens.map(decodeU);
    if (row.sep !== '.') return pairsOf(tokens.map(splitPair));
    const pairs = labelPairs(text);
    return pairs === null ? null : pairsOf(pairs);
  }
  if (!explode) {
    const rest = text.slice(name.length);
    if (rest === '') return '';
    const value = rest.slice(1);
    if (prefix !== undefined) return decodeU(value);
    if (row.operator === ';' && value === '') return [''];
    return stringOrList(value, false);
  }
  const members = text.split(row.sep).map(splitPair);
  if (members.every(([key]) => key === name)) return members.map(([, value]) => decodeU(value));
  return pairsOf(members);
}

function splitPair(member: string): readonly [string, string] {
  const equals = member.indexOf('=');
  return equals < 0 ? [member, ''] : [member.slice(0, equals), member.slice(equals + 1)];
}

/**
 * An exploded associative array's members when the separator is "." (label expansion), which
 * U leaves unencoded inside names and values, so a "." of the text may be a separator or part
 * of a name or value (`{.b*}` with the name "." expands to `..=a`). "=" is always encoded
 * inside names and values, so each "=" of the text is one pair's own: the first name is
 * everything before the first "=" and the last value everything after the last one, and the
 * text between two "=" is a value, a ".", and the next name, cut at a "." that leaves both
 * non-empty (the NFA writes neither an empty name nor an empty value after "="). Whenever the
 * NFA's part matched, such a cut exists. Cuts are tried as the NFA's greedy path reads them,
 * the value as long as it can be (the last "." first); when that makes a name repeat
 * (`.b=a..b=a`, from the names "b" and ".b"), other cuts are searched for names that are all
 * distinct (`distinctCuts`). Null when there are none: the text is no expansion of an
 * associative array.
 */
function labelPairs(text: string): (readonly [string, string])[] | null {
  const pieces = text.split('=');
  const first = pieces[0]!;
  const last = pieces[pieces.length - 1]!;
  if (pieces.length < 2 || first === '' || last === '') return null;
  // The cuts of each piece between two "=", last first; no name needs more candidates than
  // there are names, so each list stops there (and all of them cost one pass over the text).
  const cuts: number[][] = [];
  for (let i = 1; i < pieces.length - 1; i++) {
    const piece = pieces[i]!;
    const found: number[] = [];
    for (let dot = piece.lastIndexOf('.', piece.length - 2); dot >= 1;) {
      found.push(dot);
      if (found.length >= pieces.length) break;
      dot = piece.lastIndexOf('.', dot - 1);
    }
    if (found.length === 0) return null;
    cuts.push(found);
  }
  const choice = distinctCuts(pieces, cuts, text.length);
  if (choice === null) return null;
  const pairs: (readonly [string, string])[] = [];
  let name = first;
  for (let i = 0; i < cuts.length; i++) {
    const piece = pieces[i + 1]!;
    const dot = cuts[i]![choice[i]!]!;
    pairs.push([name, piece.slice(0, dot)]);
    name = piece.slice(dot + 1);
  }
  pairs.push([name, last]);
  return pairs;
}

/**
 * For each piece between two "=", which of its cuts to take so that the decoded names are all
 * distinct: a system of distinct representatives, found by augmenting paths (Kuhn's bipartite
 * matching, the depth-first search kept on an explicit stack), each piece trying its cuts in
 * order, so the greedy cuts stand wherever they repeat no name. The first name is fixed. Null
 * when no cuts give distinct names, or when the search reads more than a budget of 16 times
 * the text's length in names (a URI built to make names collide), so that it stays linear.
 */
function distinctCuts(
  pieces: readonly string[],
  cuts: readonly (readonly number[])[],
  length: number,
): number[] | null {
  let budget = 16 * length + 64;
  const choice = cuts.map(() => 0);
  // Set 0 is the first name (one candidate); set i > 0 is the name after piece i's cut.
  const nameOf = (set: number, candidate: number): string => {
    const piece = pieces[set]!;
    const encoded = set === 0 ? piece : piece.slice(cuts[set - 1]![candidate]! + 1);
    budget -= encoded.length + 1;
    return decodeU(encoded);
  };
  const candidates = (set: number): number => (set === 0 ? 1 : cuts[set - 1]!.length);
  const owner = new Map<string, number>();
  for (let start = 0; start <= cuts.length; start++) {
    const visited = new Set<string>();
    const stack: { set: number; at: number; name: string; candidate: number }[] = [
      { set: start, at: 0, name: '', candidate: -1 },
    ];
    let placed = false;
    while (stack.length > 0 && !placed) {
      const top = stack[stack.length - 1]!;
      if (top.at >= candidates(top.set)) {
        stack.pop();
        continue;
      }
      top.candidate = top.at++;
      top.name = nameOf(top.set, top.candidate);
      if (budget < 0) return null;
      if (visited.has(top.name)) continue;
      visited.add(top.name);
      const holder = owner.get(top.name);
      if (holder !== undefined) {
        stack.push({ set: holder, at: 0, name: '', candidate: -1 });
        continue;
      }
      // A free name: each set on the path takes the name the next one held.
      for (const frame of stack) {
        owner.set(frame.name, frame.set);
        if (frame.set > 0) choice[frame.set - 1] = frame.candidate;
      }
      placed = true;
    }
    if (!placed) return null;
  }
  return choice;
}

/** An associative array from encoded pairs; null when a name repeats. */
function pairsOf(members: readonly (readonly [string, string])[]): TemplateValue | null {
  const pairs = new Map<string, string>();
  for (const [key, value] of members) {
    const decodedKey = decodeU(key);
    if (pairs.has(decodedKey)) return null;
    pairs.set(decodedKey, decodeU(value));
  }
  return pairs;
}

/** The assignment the captures describe, or null when a value cannot be built. */
export function variablesOfMatch(
  matcher: TemplateMatcher,
  captures: Int32Array,
  uri: string,
  from = 0,
): MatchedVariables | null {
  const variables = Object.create(null) as Record<string, TemplateValue>;
  for (let i = 0; i < matcher.captures.length; i++) {
    const start = captures[2 * (from + i)]!;
    const end = captures[2 * (from + i) + 1]!;
    if (start < 0 || end < 0) continue;
    const capture = matcher.captures[i]!;
    const value = valueOf(capture, uri.slice(start, end));
    if (value === null) return null;
    variables[capture.expression.varspecs[capture.varspecIndex]!.name] = value;
  }
  return Object.freeze(variables);
}

/** The assignment the captures describe when it expands to `uri` again, else null. */
export function variablesExpandingTo(
  template: string,
  matcher: TemplateMatcher,
  captures: Int32Array,
  uri: string,
  from = 0,
): MatchedVariables | null {
  const variables = variablesOfMatch(matcher, captures, uri, from);
  return variables !== null && expandTemplate(template, variables) === uri ? variables : null;
}

/**
 * For a search of paths: whether the exploded varspec whose capture `slot` closes has a value
 * (an associative array's names do not repeat), so that a path is dropped where its first
 * value fails and not at its end. The matcher's captures are numbered from `from`.
 */
export function valueExists(
  matcher: TemplateMatcher,
  uri: string,
  from: number,
  slot: number,
  captures: Int32Array,
): boolean {
  const capture = matcher.captures[(slot - 1) / 2 - from];
  if (capture === undefined || !capture.expression.varspecs[capture.varspecIndex]!.explode) {
    return true;
  }
  return valueOf(capture, uri.slice(captures[slot - 1], captures[slot])) !== null;
}

/** Non-named parts that are empty read as undefined: they change no character (see above). */
function sameAssignment(matcher: TemplateMatcher, from: number) {
  return (a: Int32Array, b: Int32Array): boolean => {
    for (let i = 0; i < matcher.captures.length; i++) {
      let a0 = a[2 * (from + i)]!;
      let a1 = a[2 * (from + i) + 1]!;
      let b0 = b[2 * (from + i)]!;
      let b1 = b[2 * (from + i) + 1]!;
      if (!matcher.captures[i]!.expression.row!.named) {
        if (a0 >= 0 && a0 === a1) a0 = a1 = -1;
        if (b0 >= 0 && b0 === b1) b0 = b1 = -1;
      }
      if (a0 !== b0 || a1 !== b1) return false;
    }
    return true;
  };
}

function firstDifference(matcher: TemplateMatcher, a: Int32Array, b: Int32Array): number {
  let offset = Infinity;
  for (let i = 0; i < 2 * matcher.captures.length; i++) {
    const [x, y] = [a[i]!, b[i]!];
    if (x !== y) offset = Math.min(offset, x < 0 ? y : y < 0 ? x : Math.min(x, y));
  }
  return offset === Infinity ? 0 : offset;
}

function refusal(
  code: TemplateMatchError['code'],
  offset: number,
  expected: readonly string[],
  message: string,
  alternatives?: readonly [MatchedVariables, MatchedVariables],
): TemplateRefusal {
  const error: TemplateMatchError = alternatives
    ? { code, offset, expected: Object.freeze([...expected]), message, alternatives }
    : { code, offset, expected: Object.freeze([...expected]), message };
  return { ok: false, error: Object.freeze(error) };
}

/**
 * Variables such that `expandTemplate(template, variables) === uri`, or a refusal with the
 * offset where the URI leaves every expansion of the template. Time is linear in the URI's
 * length for a fixed template. An invalid template is a `UriSyntaxError`; a reserved operator
 * or a variable named twice is a `TemplateError`.
 */
export function matchTemplate(
  template: string,
  uri: string,
  options?: MatchOptions,
): TemplateMatch {
  const matcher = templateMatcher(template);
  assertText(uri);
  const ambiguity = option(options, 'ambiguity', 'matchTemplate') ?? 'first';
  if (ambiguity !== 'first' && ambiguity !== 'report') {
    throw new TypeError(
      `matchTemplate: ambiguity must be "first" or "report", got ${describeValue(ambiguity)}`,
    );
  }
  const same = sameAssignment(matcher, 0);
  const want = ambiguity === 'report' ? 2 : 1;
  const slots = 2 * matcher.captures.length;
  const result = run(matcher.nfa, uri, slots, want, same);
  if (!result.ok) {
    const found = result.offset < uri.length ? JSON.stringify(uri[result.offset]) : 'the end';
    return refusal(
      'no-match',
      result.offset,
      result.expected,
      `The URI does not match the template at offset ${result.offset}: found ${found} where ${result.expected.join(', ')} could stand.`,
    );
  }
  const read = (captures: Int32Array) => variablesExpandingTo(template, matcher, captures, uri);
  const keep = (slot: number, captures: Int32Array) => valueExists(matcher, uri, 0, slot, captures);
  const { found, end } = assignmentsOf(matcher.nfa, uri, slots, result, want, read, keep, same);
  if (found.length === 0) return unexpandable(uri, end, 'the template');
  const [first, second] = found;
  if (second !== undefined) {
    const offset = firstDifference(matcher, first!.captures, second.captures);
    return refusal(
      'ambiguous',
      offset,
      [],
      `The URI matches the template in more than one way (the assignments first differ at offset ${offset}).`,
      [first!.value, second.value],
    );
  }
  return { ok: true, variables: first!.value };
}

/** An assignment the search took, and the captures it was read from. */
export interface FoundAssignment<T> {
  readonly captures: Int32Array;
  readonly value: T;
}

/**
 * The first `want` assignments in the rule's order whose values `read` accepts (it gives null
 * when a value cannot be built, or does not expand to the URI: an associative array's names
 * repeat), the second differing from the first (after `same`). The Pike VM's paths are read
 * first; only when one of them is refused are the paths searched in the same order
 * (`searchPaths`), for at most 8 times the Pike VM's work and a few thousand steps more, so the
 * time stays linear. `end` says how a search ended, when there was one.
 */
export function assignmentsOf<T>(
  nfa: Nfa,
  uri: string,
  slots: number,
  result: Extract<RunResult, { ok: true }>,
  want: 1 | 2,
  read: (captures: Int32Array) => T | null,
  keep: PathSearch['keep'],
  same: (a: Int32Array, b: Int32Array) => boolean,
): { found: FoundAssignment<T>[]; end: SearchEnd | undefined } {
  const found: FoundAssignment<T>[] = [];
  const first = read(result.captures);
  if (first !== null) {
    found.push({ captures: result.captures, value: first });
    if (want === 1 || result.second === undefined) return { found, end: undefined };
    const second = read(result.second);
    if (second !== null) {
      found.push({ captures: result.second, value: second });
      return { found, end: undefined };
    }
  }
  // Captures are read once: the run's paths read above (the first kept when it has values),
  // then the search's paths that differ from one read before only in how they read a character
  // (they capture the same offsets). Made only here: a match found above allocates none of it.
  const tried = new Set([result.captures.join()]);
  if (first !== null) tried.add(result.second!.join());
  const end = searchPaths(nfa, uri, slots, {
    budget: 8 * result.threads + 4096,
    costOfVisit: uri.length + slots,
    keep,
    visit: (captures) => {
      const key = captures.join();
      if (tried.has(key)) return false;
      tried.add(key);
      if (found.length > 0 && same(found[0]!.captures, captures)) return false;
      const value = read(captures);
      if (value === null) return false;
      found.push({ captures: captures.slice(), value });
      return found.length === want;
    },
  });
  return { found, end };
}

/** The refusal of a URI that has the form of `which` but whose values do not expand to it. */
export function unexpandable(
  uri: string,
  end: SearchEnd | undefined,
  which: string,
): TemplateRefusal {
  const form = `The URI has the form of ${which}, but`;
  return refusal(
    'no-match',
    uri.length,
    [],
    end === 'budget'
      ? `${form} the search for values that expand to it stopped at its bound: an associative array's names kept repeating.`
      : `${form} no values expand to it: an associative array would need the same name twice.`,
  );
}
