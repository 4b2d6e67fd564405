/**
 * Reads a grammar from its ABNF text (RFC 5234 with RFC 7405's `%s` and `%i`) into the engine's
 * expressions. The text is parsed by the ABNF of ABNF (`abnf-of-abnf.ts`), a grammar on this
 * same engine, so a mistake in the text is an `AbnfError` with an offset, a line, a column and
 * an expected set.
 *
 * What the reader takes, beyond RFC 5234's strict form:
 * - text indented as RFCs print it: the indentation of the rules is removed before reading, and
 *   offsets, lines and columns are those of the text as given;
 * - lines ended by CRLF or by a bare LF, and a last line with no line end;
 * - section banners: a comment line `; RFC 3986 section 3.2.2, Host` names the document and
 *   section of the rules after it (`RuleDefinition.rfc` and `.section`).
 *
 * Alternatives of one character (`":" / "@"`, `%x41-5A / %x61-7A`) are folded into one set, as
 * the grammars have always been written: a set is one table lookup for both back ends.
 */
import { type Expr, alt, lit, exact, oneOf, ref, rep, seq, notFollowedBy } from './abnf';
import {
  ABNF_CHARACTER_RULES,
  ABNF_OF_ABNF_GRAMMAR,
  ABNF_RULE_NAMES,
  type AbnfRuleName,
} from './abnf-of-abnf';
import { MAX_CODE_POINT, normalizeIntervals } from './code-points';
import { PegCompiler } from './combinators';
import type { ParseTree } from './parse-tree';

/** Where a grammar's text is wrong, and what could have stood there. */
export class AbnfError extends SyntaxError {
  /** UTF-16 index into the text as given. */
  readonly offset: number;
  /** 1-based. */
  readonly line: number;
  /** 1-based, in UTF-16 code units. */
  readonly column: number;
  /** What the ABNF of ABNF could have read at `offset`; empty for errors past the syntax. */
  readonly expected: readonly string[];

  constructor(what: string, text: string, offset: number, expected: readonly string[] = []) {
    // Made by the reader; anything else given is not used, so a caller's object runs no code.
    if (typeof what !== 'string') what = 'error';
    if (typeof text !== 'string') text = '';
    if (typeof offset !== 'number' || !(offset >= 0)) offset = 0;
    expected = Array.isArray(expected)
      ? expected.filter((item): item is string => typeof item === 'string')
      : [];
    const { line, column } = lineAndColumn(text, offset);
    const wanted = expected.length > 0 ? ` (expected ${expected.join(', ')})` : '';
    super(`ABNF ${what} at line ${line}, column ${column} (offset ${offset})${wanted}`);
    this.name = 'AbnfError';
    this.offset = offset;
    this.line = line;
    this.column = column;
    this.expected = Object.freeze([...expected]);
  }
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** One rule definition as read: its text, its place, and its expression as written. */
export interface ReadRule {
  readonly name: string;
  /** Defined with `=/`: more alternatives for a rule defined before (RFC 5234 section 3.3). */
  readonly incremental: boolean;
  /** The rule's lines as printed (the first from the rule name on), trailing blanks removed. */
  readonly abnf: string;
  /** From the last banner before the rule, or undefined. */
  readonly rfc: string | undefined;
  readonly section: string | undefined;
  readonly expr: Expr<string>;
  /** Where the rule starts in the text as given, and the first place each name is used. */
  readonly offset: number;
  readonly uses: ReadonlyMap<string, number>;
}

/** The text with the indentation of its rules removed, and the way back to the text as given. */
interface Dedented {
  readonly text: string;
  /** Per line of `text`: where it starts there, and where its first kept character is in the original. */
  readonly lineStarts: readonly number[];
  readonly originalStarts: readonly number[];
  readonly originalLength: number;
}

function dedent(original: string): Dedented {
  const lines = original.split(/(?<=\n)/);
  const indentOf = (line: string): number => line.length - line.replace(/^ +/, '').length;
  const isContent = (line: string): boolean => {
    const trimmed = line.trim();
    return trimmed !== '' && !trimmed.startsWith(';');
  };
  const indents = lines.filter(isContent).map(indentOf);
  const indent = indents.length > 0 ? Math.min(...indents) : 0;
  let text = '';
  const lineStarts: number[] = [];
  const originalStarts: number[] = [];
  let at = 0;
  for (const line of lines) {
    // A line of blanks (a form feed between pages of an RFC too) reads as an empty line.
    const blank = /^[ \t\f]+(?=\r?\n?$)/.exec(line);
    const removed = blank ? blank[0].length : Math.min(indent, indentOf(line));
    lineStarts.push(text.length);
    originalStarts.push(at + removed);
    text += line.slice(removed);
    at += line.length;
  }
  if (!text.endsWith('\n')) text += '\n';
  return { text, lineStarts, originalStarts, originalLength: original.length };
}

function originalOffset(dedented: Dedented, offset: number): number {
  const { lineStarts, originalStarts } = dedented;
  let line = 0;
  while (line + 1 < lineStarts.length && lineStarts[line + 1]! <= offset) line++;
  return Math.min(originalStarts[line]! + (offset - lineStarts[line]!), dedented.originalLength);
}

const META = new PegCompiler<AbnfRuleName>(
  ABNF_OF_ABNF_GRAMMAR,
  ABNF_RULE_NAMES,
  ABNF_CHARACTER_RULES,
);

/** Section banners: `; RFC 3986 section 3.2.2, Host` or `; section 3.2.2`. */
const BANNER =
  /^[ \t]*;+[ \t]*(?:(RFC[ \t]*\d+)[ \t]*,?[ \t]+)?section[ \t]+([0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*)/i;

interface Banner {
  readonly offset: number;
  readonly rfc: string | undefined;
  readonly section: string;
}

function bannersOf(text: string): Banner[] {
  const banners: Banner[] = [];
  let offset = 0;
  let rfc: string | undefined;
  for (const line of text.split(/(?<=\n)/)) {
    const match = BANNER.exec(line);
    if (match) {
      // A banner that names no document keeps the one named last.
      rfc = match[1]?.replace(/^RFC[ \t]*/i, 'RFC ') ?? rfc;
      banners.push({ offset, rfc, section: match[2]! });
    }
    offset += line.length;
  }
  return banners;
}

export interface ReadOptions {
  /** Whether `!element` and `&element` may stand in a concatenation (overrides only). */
  readonly lookahead?: boolean;
  /** Readings of prose values: `{ pchar: 'pchar' }` reads `<pchar>` as the element `pchar`. */
  readonly prose?: Readonly<Record<string, string>>;
}

/** The code point of a `%b`, `%d` or `%x` digit string. */
function numberIn(digits: string, base: number): number {
  let value = 0;
  for (const digit of digits) {
    value = value * base + parseInt(digit, base);
    if (value > MAX_CODE_POINT) return Infinity;
  }
  return value;
}

function hex(code: number): string {
  return code.toString(16).toUpperCase().padStart(2, '0');
}

/** One-character alternatives of the same kind, next to each other, folded into one set. */
function foldAlternatives(items: readonly Expr<string>[]): Expr<string>[] {
  const folded: Expr<string>[] = [];
  let run: Expr<string>[] = [];
  let runKind: 'quoted' | 'value' | null = null;
  const kindOf = (item: Expr<string>): 'quoted' | 'value' | null => {
    if (item.kind === 'literal' && [...item.text].length === 1 && !/[A-Za-z]/.test(item.text)) {
      return 'quoted';
    }
    if (item.kind === 'chars' && item.intervals.length === 1 && item.label.startsWith('%')) {
      return 'value';
    }
    return null;
  };
  const flush = (): void => {
    if (run.length === 1) folded.push(run[0]!);
    else if (runKind === 'quoted') {
      folded.push(oneOf(run.map((item) => (item as { text: string }).text).join('')));
    } else if (runKind === 'value') {
      const sets = run as Extract<Expr<string>, { kind: 'chars' }>[];
      folded.push({
        kind: 'chars',
        intervals: normalizeIntervals(sets.flatMap((set) => set.intervals)),
        label: sets.map((set) => set.label).join(' / '),
      });
    }
    run = [];
    runKind = null;
  };
  for (const item of items) {
    const kind = kindOf(item);
    if (kind === null || kind !== runKind) flush();
    if (kind === null) folded.push(item);
    else {
      run.push(item);
      runKind = kind;
    }
  }
  flush();
  return folded;
}

export function alternationOf(items: readonly Expr<string>[]): Expr<string> {
  const folded = foldAlternatives(items);
  return folded.length === 1 ? folded[0]! : alt(...folded);
}

/** Reads the parse tree of a rule list into rule definitions. */
class TreeReader {
  readonly uses = new Map<string, number>();
  /** The rule being read, and where it starts in the dedented text. */
  text = '';
  base = 0;

  constructor(
    private readonly dedented: Dedented,
    private readonly original: string,
    private readonly options: ReadOptions,
  ) {}

  private error(what: string, offset: number): AbnfError {
    return new AbnfError(what, this.original, originalOffset(this.dedented, this.base + offset));
  }

  private slice(node: ParseTree<AbnfRuleName>): string {
    return this.text.slice(node.start, node.end);
  }

  private named(node: ParseTree<AbnfRuleName>, name: AbnfRuleName): ParseTree<AbnfRuleName>[] {
    return node.children.filter((child) => child.rule === name);
  }

  private one(node: ParseTree<AbnfRuleName>, name: AbnfRuleName): ParseTree<AbnfRuleName> {
    return this.named(node, name)[0]!;
  }

  alternation(node: ParseTree<AbnfRuleName>): Expr<string> {
    return alternationOf(this.named(node, 'concatenation').map((c) => this.concatenation(c)));
  }

  private concatenation(node: ParseTree<AbnfRuleName>): Expr<string> {
    let items: Expr<string>[] = [];
    for (const repetition of this.named(node, 'repetition')) {
      const lookahead = this.named(repetition, 'lookahead')[0];
      if (lookahead === undefined) {
        items.push(this.repetition(repetition));
        continue;
      }
      if (!this.options.lookahead) {
        throw this.error('lookahead (!, &) outside an override', lookahead.start);
      }
      // `a b !c`: the items before the lookahead, then the test, as one guarded expression.
      const before = items.length === 0 ? lit('') : items.length === 1 ? items[0]! : seq(...items);
      const follower = this.element(this.one(lookahead, 'element'));
      const negated = this.text[lookahead.start] === '!';
      items = [
        negated
          ? notFollowedBy(before, follower)
          : notFollowedBy(before, notFollowedBy(lit(''), follower)),
      ];
    }
    return items.length === 1 ? items[0]! : seq(...items);
  }

  private repetition(node: ParseTree<AbnfRuleName>): Expr<string> {
    const element = this.element(this.one(node, 'element'));
    const repeat = this.named(node, 'repeat')[0];
    if (repeat === undefined) return element;
    const text = this.slice(repeat);
    const star = text.indexOf('*');
    const min = star < 0 ? Number(text) : star === 0 ? 0 : Number(text.slice(0, star));
    const max = star < 0 ? min : star === text.length - 1 ? Infinity : Number(text.slice(star + 1));
    if (!Number.isSafeInteger(min) || !(max === Infinity || Number.isSafeInteger(max))) {
      throw this.error(`repeat count ${text} too large`, repeat.start);
    }
    if (min > max)
      throw this.error(`repeat ${text} has its minimum above its maximum`, repeat.start);
    return rep(min, max, element);
  }

  private element(node: ParseTree<AbnfRuleName>): Expr<string> {
    const inner = node.children.find((child) => child.rule !== null)!;
    switch (inner.rule) {
      case 'rulename': {
        const name = this.slice(inner);
        if (!this.uses.has(name)) {
          this.uses.set(name, originalOffset(this.dedented, this.base + inner.start));
        }
        return ref(name);
      }
      case 'group':
        return this.alternation(this.one(inner, 'alternation'));
      case 'option':
        return rep(0, 1, this.alternation(this.one(inner, 'alternation')));
      case 'char-val':
        return this.charVal(inner);
      case 'num-val':
        return this.numVal(inner);
      case 'prose-val':
        return this.prose(inner);
      default:
        throw new Error(`unreachable: element ${String(inner.rule)}`);
    }
  }

  private charVal(node: ParseTree<AbnfRuleName>): Expr<string> {
    const sensitive = this.named(node, 'case-sensitive-string').length > 0;
    const quoted = this.slice(node).replace(/^%[si]/i, '');
    const text = quoted.slice(1, -1);
    return sensitive ? exact(text) : lit(text);
  }

  private numVal(node: ParseTree<AbnfRuleName>): Expr<string> {
    const written = this.slice(node);
    const base = { b: 2, d: 10, x: 16 }[written[1]!.toLowerCase() as 'b' | 'd' | 'x'];
    const body = written.slice(2);
    const code = (digits: string): number => {
      const value = numberIn(digits, base);
      if (value > MAX_CODE_POINT) throw this.error(`value ${written} is past U+10FFFF`, node.start);
      return value;
    };
    const label = (lo: number, hi: number): string =>
      base === 16 ? (lo === hi ? `%x${hex(lo)}` : `%x${hex(lo)}-${hex(hi)}`) : written;
    const dash = body.indexOf('-');
    if (dash >= 0) {
      const lo = code(body.slice(0, dash));
      const hi = code(body.slice(dash + 1));
      if (lo > hi) throw this.error(`range ${written} runs backwards`, node.start);
      return { kind: 'chars', intervals: [[lo, hi]], label: label(lo, hi) };
    }
    const codes = body.split('.').map(code);
    const chars = codes.map((c): Expr<string> => ({
      kind: 'chars',
      intervals: [[c, c]],
      label: codes.length === 1 ? label(c, c) : `%x${hex(c)}`,
    }));
    return chars.length === 1 ? chars[0]! : seq(...chars);
  }

  private prose(node: ParseTree<AbnfRuleName>): Expr<string> {
    const text = this.slice(node).slice(1, -1);
    const prose = this.options.prose;
    const reading =
      prose !== undefined && Object.prototype.hasOwnProperty.call(prose, text)
        ? prose[text]
        : undefined;
    if (typeof reading !== 'string') {
      throw this.error(
        `prose value <${text}> cannot be read: ABNF leaves its meaning to words (give it a reading, or an override)`,
        node.start,
      );
    }
    const [rule] = readRules(`prose = ${reading}\n`, {});
    return rule!.expr;
  }
}

/**
 * The rules of `text`, in its order, each with its expression as written (incremental
 * alternatives `=/` are separate entries here; `collectRules` joins them).
 */
export function readRules(original: string, options: ReadOptions): ReadRule[] {
  const dedented = dedent(original);
  const { text } = dedented;
  const banners = bannersOf(original);
  const reader = new TreeReader(dedented, original, options);
  const rules: ReadRule[] = [];
  // Each rule (a line that starts with a name, and the indented lines after it) is read alone:
  // an error is then reported where it is, not where the last good rule ended.
  for (const [start, end] of chunksOf(text)) {
    const chunk = text.slice(start, end);
    const tooDeep = tooDeepAt(chunk);
    if (tooDeep >= 0) {
      throw new AbnfError(
        `groups and options nested deeper than ${MAX_NESTING}`,
        original,
        originalOffset(dedented, start + tooDeep),
      );
    }
    const result = META.wholeInput('rulelist').parse(chunk);
    if (!result.status) {
      const error = syntaxError(chunk, result, start, dedented, original);
      if (options.lookahead) throw error;
      // A lookahead is read only in an override: the text of a grammar cannot have one.
      const expected = error.expected.filter((item) => item !== LOOKAHEAD_EXPECTED);
      throw new AbnfError('syntax error', original, error.offset, expected);
    }
    reader.text = chunk;
    reader.base = start;
    for (const node of result.value.children) {
      if (node.rule !== 'rule') continue;
      const [nameNode, definedAs, elements] = node.children.filter((child) => child.rule !== null);
      const name = chunk.slice(nameNode!.start, nameNode!.end);
      const incremental = chunk.slice(definedAs!.start, definedAs!.end).includes('=/');
      reader.uses.clear();
      const expr = reader.alternation(
        elements!.children.find((child) => child.rule === 'alternation')!,
      );
      const offset = originalOffset(dedented, start + node.start);
      const end = originalOffset(dedented, start + node.end);
      const banner = banners.filter((b) => b.offset <= offset).pop();
      rules.push({
        name,
        incremental,
        abnf: original
          .slice(offset, end)
          .split(/\r?\n/)
          .map((line) => line.trimEnd())
          .filter((line) => !/^\s*$/.test(line))
          .join('\n'),
        rfc: banner?.rfc,
        section: banner?.section,
        expr,
        offset,
        uses: new Map(reader.uses),
      });
    }
  }
  return rules;
}

/** How the ABNF of ABNF's `lookahead` rule (`( "!" / "&" ) element`) starts an expected set. */
const LOOKAHEAD_EXPECTED = '( "!" / "&" )';

/** How deep `(` and `[` may nest: the parsers recurse per level, and deeper would overflow. */
const MAX_NESTING = 200;

/** Where a `(` or `[` opens level MAX_NESTING + 1, outside strings, prose and comments, or -1. */
function tooDeepAt(chunk: string): number {
  let depth = 0;
  for (let i = 0; i < chunk.length; i++) {
    const c = chunk[i];
    const close = c === '"' ? '"' : c === '<' ? '>' : c === ';' ? '\n' : null;
    if (close !== null) {
      const at = chunk.indexOf(close, i + 1);
      if (at < 0) break;
      i = at;
    } else if (c === '(' || c === '[') {
      if (++depth > MAX_NESTING) return i;
    } else if (c === ')' || c === ']') depth--;
  }
  return -1;
}

/**
 * The error of a rule list that did not parse. When the list stopped before the end of its text
 * (a line that neither starts a rule nor continues one), the text from there is read as a rule,
 * so the error points into that line rather than at its start.
 */
function syntaxError(
  chunk: string,
  result: { readonly index: { readonly offset: number }; readonly expected: readonly string[] },
  start: number,
  dedented: Dedented,
  original: string,
): AbnfError {
  let offset = result.index.offset;
  let expected = result.expected;
  // The list could have ended there: the line is no rule's continuation nor a rule.
  if (expected.includes('end of input')) {
    const blanks = /^[ \t\r\n]*/.exec(chunk.slice(offset))![0].length;
    const rest = META.wholeInput('rule').parse(chunk.slice(offset + blanks));
    if (!rest.status) {
      offset += blanks + rest.index.offset;
      expected = rest.expected;
    }
  }
  return new AbnfError('syntax error', original, originalOffset(dedented, start + offset), [
    ...new Set(expected),
  ]);
}

/** The line ranges of each rule: a line that does not start with a blank or ";" starts one. */
function chunksOf(text: string): [number, number][] {
  const chunks: [number, number][] = [];
  let start = 0;
  let at = 0;
  for (const line of text.split(/(?<=\n)/)) {
    if (at > start && /^[^ \t;\r\n]/.test(line)) {
      chunks.push([start, at]);
      start = at;
    }
    at += line.length;
  }
  if (at > start) chunks.push([start, at]);
  return chunks;
}
