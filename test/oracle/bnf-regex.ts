/**
 * An independent test oracle for RFC 2396 as RFC 2732 amends it: reads the RFC texts in
 * test/fixtures (rfc2396.txt Appendix A, rfc2732.txt section 3, rfc2373.txt Appendix B), parses
 * their grammar notation with its own small parser, applies RFC 2732's three changes, and turns
 * every rule into an anchored JavaScript regular expression, plus one for the rule's viable
 * prefixes (for error offsets).
 *
 * Nothing here comes from `grammar/` or `src/`, nor from test/oracle/abnf-regex.ts: the rules are
 * read from the RFC texts, so a rule the library transcribes wrongly cannot be transcribed wrongly
 * here in the same way.
 *
 * Two notations are read:
 * - RFC 2396 section 1.6 (and RFC 2732, which writes the same way): "The grammar is that of
 *   [RFC822], except that "|" is used to designate alternatives": `=`, `|`, `( )`, `[ ]`,
 *   `<n>*<m>` repetition (`*x`, `1*x`, `n*m x`, and `n x` for exactly n), quoted literals,
 *   `;` comments. Section 1.6 says "each literal in the grammar corresponds to the character it
 *   represents", and the grammar lists "a" and "A" apart (lowalpha, upalpha, hex), so literals
 *   are case-sensitive here.
 * - RFC 2373 Appendix B, "Augmented BNF [ABNF]" (RFC 2234): quoted strings are case-insensitive
 *   and `DIGIT` and `HEXDIG` are the RFC 2234 core rules (typed below). RFC 2373 writes its
 *   alternatives with "|" rather than ABNF's "/"; both are read as alternation in this mode.
 *
 * Rule names are looked up exactly, and when no rule has the exact name, case-insensitively (the
 * one case: RFC 2732 defines `ipv6reference` and uses `IPv6reference` in `host`).
 *
 * A backtracking regular expression with alternation accepts exactly the language of the grammar,
 * whatever the order of the alternatives (unlike an ordered-choice parser). It can backtrack a lot
 * on long input, so use it on short strings only (fewer than about 200 characters). Regular
 * expressions here run on UTF-16 code units; the grammar is ASCII, so any other unit is refused.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const FIXTURES = join(__dirname, '..', 'fixtures');

/** The RFC 2234 section 6.1 core rules that RFC 2373 Appendix B uses, as printed there. */
export const RFC2234_CORE_RULES = `        DIGIT          =  %x30-39
                               ; 0-9
        HEXDIG         =  DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
`;

/** A grammar element. A `set` is one character out of inclusive code ranges. */
export type Node =
  | { readonly t: 'set'; readonly ranges: readonly (readonly [number, number])[] }
  | { readonly t: 'seq'; readonly items: readonly Node[] }
  | { readonly t: 'alt'; readonly items: readonly Node[] }
  | { readonly t: 'rep'; readonly min: number; readonly max: number; readonly item: Node }
  | { readonly t: 'ref'; readonly name: string };

/** `bnf`: RFC 2396 1.6 (RFC 822 with "|"), literals case-sensitive. `abnf`: RFC 2234. */
export type Notation = 'bnf' | 'abnf';

export interface BnfRule {
  readonly name: string;
  /** The rule's lines as printed (trailing whitespace removed), first line included. */
  readonly lines: readonly string[];
  readonly node: Node;
  /** Where the text comes from. */
  readonly rfc: 'RFC 2396' | 'RFC 2732' | 'RFC 2373' | 'RFC 2234';
  readonly notation: Notation;
}

// ---------------------------------------------------------------------------------------------
// Reading the RFC texts

/**
 * The lines of an RFC with the lines of its page breaks taken out: the footer (ending in
 * `[Page n]`), the form feed and the running header after it. The blank lines around them stay,
 * so a rule never runs across a page break (none of the rules read here does).
 */
export function rfcLines(file: string): string[] {
  const lines = readFileSync(join(FIXTURES, file), 'utf8').split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/\[Page \d+\]\s*$/.test(line)) continue;
    if (line.startsWith('\f')) {
      i++; // the running header
      continue;
    }
    kept.push(line.replace(/\s+$/, ''));
  }
  return kept;
}

/** The lines from the heading matching `start` up to (not including) the one matching `end`. */
export function sectionLines(lines: readonly string[], start: RegExp, end: RegExp): string[] {
  const from = lines.findIndex((line) => start.test(line));
  if (from < 0) throw new Error(`bnf: no heading ${String(start)}`);
  const to = lines.findIndex((line, i) => i > from && end.test(line));
  if (to < 0) throw new Error(`bnf: no heading ${String(end)} after ${String(start)}`);
  return lines.slice(from, to);
}

type Token =
  | { readonly k: 'name'; readonly v: string }
  | { readonly k: 'repeat'; readonly min: number; readonly max: number }
  | { readonly k: 'punct'; readonly v: '|' | '(' | ')' | '[' | ']' }
  | { readonly k: 'node'; readonly node: Node };

/** A rule starts on an indented line `name =` (the prose around the rules is indented less). */
const RULE_START = /^( {4,})([A-Za-z][A-Za-z0-9_-]*)\s*=(.*)$/;

function literal(text: string, notation: Notation): Node {
  if (text.length === 0) throw new Error('bnf: empty literal');
  const items: Node[] = [...text].map((ch) => {
    const code = ch.charCodeAt(0);
    if (notation === 'bnf') return { t: 'set', ranges: [[code, code]] };
    // RFC 2234 2.3: ABNF strings are case-insensitive.
    const lower = ch.toLowerCase().charCodeAt(0);
    const upper = ch.toUpperCase().charCodeAt(0);
    return {
      t: 'set',
      ranges: lower === upper ? [[lower, lower]] : [[upper, upper] as const, [lower, lower]],
    };
  });
  return items.length === 1 ? items[0]! : { t: 'seq', items };
}

/** `%x30-39` and `%x41.42` (ABNF only; RFC 2234 section 2.3). */
function numericValue(text: string): Node {
  const m = /^%x([0-9A-Fa-f]+)(?:-([0-9A-Fa-f]+)|((?:\.[0-9A-Fa-f]+)*))$/.exec(text);
  if (!m) throw new Error(`bnf: unsupported numeric value ${text}`);
  const first = parseInt(m[1]!, 16);
  if (m[2] !== undefined) return { t: 'set', ranges: [[first, parseInt(m[2], 16)]] };
  const codes = [
    first,
    ...(m[3] ?? '')
      .split('.')
      .slice(1)
      .map((hex) => parseInt(hex, 16)),
  ];
  const items: Node[] = codes.map((code) => ({ t: 'set', ranges: [[code, code]] }));
  return items.length === 1 ? items[0]! : { t: 'seq', items };
}

function tokenize(text: string, notation: Notation): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === ';') {
      // RFC 822 2.8 and RFC 2234 3.9: a comment runs to the end of its line.
      while (i < text.length && text[i] !== '\n') i++;
    } else if (ch === '"') {
      // Neither notation has escapes inside quotes (RFC 2732's unwise rule writes "\" as is).
      const end = text.indexOf('"', i + 1);
      if (end < 0) throw new Error('bnf: unterminated literal');
      tokens.push({ k: 'node', node: literal(text.slice(i + 1, end), notation) });
      i = end + 1;
    } else if (ch === '%' && notation === 'abnf') {
      const m = /^%x[0-9A-Fa-f.-]+/.exec(text.slice(i));
      if (!m) throw new Error(`bnf: bad numeric value at ${text.slice(i, i + 10)}`);
      tokens.push({ k: 'node', node: numericValue(m[0]) });
      i += m[0].length;
    } else if (/[0-9*]/.test(ch)) {
      // RFC 822 2.4 and 2.6: `<l>*<m>element`, and `<n>element` for exactly n.
      const m = /^(\d*)(\*?)(\d*)/.exec(text.slice(i))!;
      const [all, lo, star, hi] = m as unknown as [string, string, string, string];
      tokens.push(
        star
          ? { k: 'repeat', min: lo ? Number(lo) : 0, max: hi ? Number(hi) : Infinity }
          : { k: 'repeat', min: Number(lo), max: Number(lo) },
      );
      i += all.length;
    } else if (ch === '|' || (ch === '/' && notation === 'abnf')) {
      tokens.push({ k: 'punct', v: '|' });
      i++;
    } else if ('()[]'.includes(ch)) {
      tokens.push({ k: 'punct', v: ch as '(' | ')' | '[' | ']' });
      i++;
    } else if (/[A-Za-z]/.test(ch)) {
      const m = /^[A-Za-z][A-Za-z0-9_-]*/.exec(text.slice(i))!;
      tokens.push({ k: 'name', v: m[0] });
      i += m[0].length;
    } else {
      throw new Error(`bnf: unexpected character ${JSON.stringify(ch)} in ${notation}`);
    }
  }
  return tokens;
}

/** alternation = concatenation *( "|" concatenation ), and so on down to elements. */
class ExpressionParser {
  private i = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  parseAll(): Node {
    const node = this.alternation();
    if (this.i !== this.tokens.length) throw new Error('bnf: trailing tokens');
    return node;
  }

  private isPunct(v: string): boolean {
    const token = this.tokens[this.i];
    return token?.k === 'punct' && token.v === v;
  }

  private alternation(): Node {
    const items = [this.concatenation()];
    while (this.isPunct('|')) {
      this.i++;
      items.push(this.concatenation());
    }
    return items.length === 1 ? items[0]! : { t: 'alt', items };
  }

  private concatenation(): Node {
    const items: Node[] = [];
    while (this.i < this.tokens.length && !this.isPunct('|') && !this.isPunct(')')) {
      if (this.isPunct(']')) break;
      items.push(this.repetition());
    }
    if (items.length === 0) throw new Error('bnf: empty concatenation');
    return items.length === 1 ? items[0]! : { t: 'seq', items };
  }

  private repetition(): Node {
    const token = this.tokens[this.i];
    if (token?.k === 'repeat') {
      this.i++;
      return { t: 'rep', min: token.min, max: token.max, item: this.element() };
    }
    return this.element();
  }

  private element(): Node {
    const token = this.tokens[this.i++];
    if (!token) throw new Error('bnf: unexpected end of rule');
    switch (token.k) {
      case 'name':
        return { t: 'ref', name: token.v };
      case 'node':
        return token.node;
      case 'repeat':
        throw new Error('bnf: a repeat must precede an element');
      case 'punct': {
        if (token.v !== '(' && token.v !== '[') throw new Error(`bnf: unexpected ${token.v}`);
        const inner = this.alternation();
        const close = token.v === '(' ? ')' : ']';
        if (!this.isPunct(close)) throw new Error(`bnf: expected ${close}`);
        this.i++;
        return token.v === '(' ? inner : { t: 'rep', min: 0, max: 1, item: inner };
      }
    }
  }
}

/**
 * The rule texts among `lines`, in order, unparsed. A rule starts at an indented line `name =`;
 * the non-blank lines after it that are indented more than it, and do not start a rule, continue
 * it. Other text (headings, prose) is skipped. `index` is the index of the rule's first line.
 */
export function ruleTexts(
  lines: readonly string[],
): { name: string; lines: string[]; index: number }[] {
  const groups: { indent: number; name: string; lines: string[]; index: number }[] = [];
  let current: (typeof groups)[number] | null = null;
  for (const [index, line] of lines.entries()) {
    const start = RULE_START.exec(line);
    if (start) {
      current = { indent: start[1]!.length, name: start[2]!, lines: [line], index };
      groups.push(current);
    } else if (current && line.trim() !== '' && /^ */.exec(line)![0].length > current.indent) {
      current.lines.push(line);
    } else {
      current = null;
    }
  }
  return groups.map(({ name, lines: ruleLines, index }) => ({ name, lines: ruleLines, index }));
}

/** The rules among `lines` (see `ruleTexts`), parsed. */
export function parseRules(
  lines: readonly string[],
  rfc: BnfRule['rfc'],
  notation: Notation,
): BnfRule[] {
  return ruleTexts(lines).map(({ name, lines: ruleLines }) => {
    const body = [RULE_START.exec(ruleLines[0]!)![3]!, ...ruleLines.slice(1)].join('\n');
    return {
      name,
      lines: ruleLines,
      node: new ExpressionParser(tokenize(body, notation)).parseAll(),
      rfc,
      notation,
    };
  });
}

/** RFC 2396 Appendix A, "Collected BNF for URI", in the appendix's order. */
export function rfc2396AppendixA(): BnfRule[] {
  const lines = sectionLines(rfcLines('rfc2396.txt'), /^A\. Collected BNF for URI$/, /^B\. /);
  return parseRules(lines, 'RFC 2396', 'bnf');
}

/** RFC 2732 section 3, "Changes to RFC 2396": host, ipv6reference, reserved, unwise. */
export function rfc2732Section3(): BnfRule[] {
  const lines = sectionLines(rfcLines('rfc2732.txt'), /^3\. Changes to RFC 2396$/, /^4\. /);
  return parseRules(lines, 'RFC 2732', 'bnf');
}

/** RFC 2373 Appendix B, "ABNF Description of Text Representations". */
export function rfc2373AppendixB(): BnfRule[] {
  const lines = sectionLines(rfcLines('rfc2373.txt'), /^APPENDIX B: /, /^APPENDIX C: /);
  return parseRules(lines, 'RFC 2373', 'abnf');
}

export function rfc2234CoreRules(): BnfRule[] {
  return parseRules(RFC2234_CORE_RULES.split('\n'), 'RFC 2234', 'abnf');
}

/** The names a node refers to. */
export function references(node: Node): string[] {
  switch (node.t) {
    case 'set':
      return [];
    case 'ref':
      return [node.name];
    case 'rep':
      return references(node.item);
    case 'seq':
    case 'alt':
      return node.items.flatMap(references);
  }
}

/** Finds `name` exactly, else case-insensitively (when one rule only has that spelling). */
function lookUp<T extends { readonly name: string }>(
  rules: readonly T[],
  name: string,
): T | undefined {
  const exact = rules.find((rule) => rule.name === name);
  if (exact) return exact;
  const folded = rules.filter((rule) => rule.name.toLowerCase() === name.toLowerCase());
  if (folded.length > 1) throw new Error(`bnf: ${name} could be ${folded.length} rules`);
  return folded[0];
}

/**
 * The grammar: RFC 2396 Appendix A with RFC 2732 section 3's changes, in the appendix's order.
 * (1) `host` is replaced by RFC 2732's, which adds `ipv6reference`; (2) `IPv4address` is
 * replaced by RFC 2373's; (3) `reserved` is replaced by RFC 2732's. (RFC 2732's `unwise` is not
 * an Appendix A rule: it lists characters the grammar leaves out, so it replaces nothing.) After
 * the appendix come the rules the new ones need: from RFC 2732 (ipv6reference), then RFC 2373
 * (IPv6address, hexpart, hexseq, hex4) and the RFC 2234 core rules (DIGIT, HEXDIG), each in its
 * text's order: every rule reachable from the appendix and no other.
 */
export function amendedRules(): BnfRule[] {
  const appendix = rfc2396AppendixA();
  const changes = rfc2732Section3();
  const architecture = rfc2373AppendixB();
  const replacements: readonly BnfRule[] = [
    lookUp(changes, 'host')!,
    lookUp(architecture, 'IPv4address')!,
    lookUp(changes, 'reserved')!,
  ];
  const amended = appendix.map(
    (rule) => replacements.find((replacement) => replacement.name === rule.name) ?? rule,
  );
  if (amended.filter((rule, i) => rule !== appendix[i]).length !== replacements.length) {
    throw new Error('bnf: a change of RFC 2732 section 3 replaced no Appendix A rule');
  }
  const supplies = [...changes, ...architecture, ...rfc2234CoreRules()];
  // Looked up among all of them at once, so that the exact `DIGIT` wins over Appendix A's `digit`.
  const everything = [...amended, ...supplies];
  const reached = new Set<BnfRule>();
  const pending = amended.flatMap((rule) => references(rule.node));
  while (pending.length > 0) {
    const name = pending.pop()!;
    const rule = lookUp(everything, name);
    if (!rule) throw new Error(`bnf: no rule ${name}`);
    if (!amended.includes(rule) && !reached.has(rule)) {
      reached.add(rule);
      pending.push(...references(rule.node));
    }
  }
  return [...amended, ...supplies.filter((rule) => reached.has(rule))];
}

// ---------------------------------------------------------------------------------------------
// Regular expressions

export class BnfGrammar {
  readonly rules: readonly BnfRule[];
  private readonly resolved = new Map<string, Node>();
  private readonly full = new WeakMap<Node, string>();
  private readonly prefix = new WeakMap<Node, string>();
  private readonly regexes = new Map<string, RegExp>();
  private readonly prefixRegexes = new Map<string, RegExp>();

  constructor(rules: readonly BnfRule[]) {
    const names = new Set<string>();
    for (const rule of rules) {
      if (names.has(rule.name)) throw new Error(`bnf: rule ${rule.name} defined twice`);
      names.add(rule.name);
    }
    this.rules = rules;
  }

  /** The rule called `name` (exactly, else case-insensitively), or undefined. */
  rule(name: string): BnfRule | undefined {
    return lookUp(this.rules, name);
  }

  /** The rule with every reference replaced by its definition, character sets merged. */
  resolve(name: string, active: readonly string[] = []): Node {
    const rule = this.rule(name);
    if (!rule) throw new Error(`bnf: no rule ${name}`);
    const known = this.resolved.get(rule.name);
    if (known) return known;
    if (active.includes(rule.name)) throw new Error(`bnf: ${rule.name} is recursive`);
    const node = this.simplify(rule.node, [...active, rule.name]);
    this.resolved.set(rule.name, node);
    return node;
  }

  private simplify(node: Node, active: readonly string[]): Node {
    switch (node.t) {
      case 'set':
        return node;
      case 'ref':
        return this.resolve(node.name, active);
      case 'rep':
        return { ...node, item: this.simplify(node.item, active) };
      case 'seq': {
        const items = node.items.map((item) => this.simplify(item, active));
        return items.length === 1 ? items[0]! : { t: 'seq', items };
      }
      case 'alt': {
        const items = node.items.map((item) => this.simplify(item, active));
        if (items.every((item) => item.t === 'set')) {
          return {
            t: 'set',
            ranges: merged(items.flatMap((item) => (item.t === 'set' ? item.ranges : []))),
          };
        }
        return { t: 'alt', items };
      }
    }
  }

  /** Regular-expression source for `node`, usable as the operand of a quantifier. */
  private atom(node: Node): string {
    return node.t === 'set' ? this.source(node) : `(?:${this.source(node)})`;
  }

  private source(node: Node): string {
    const known = this.full.get(node);
    if (known !== undefined) return known;
    let source: string;
    switch (node.t) {
      case 'set':
        source = `[${node.ranges
          .map(([lo, hi]) => (lo === hi ? escape(lo) : `${escape(lo)}-${escape(hi)}`))
          .join('')}]`;
        break;
      case 'seq':
        source = node.items
          .map((item) => (item.t === 'alt' ? this.atom(item) : this.source(item)))
          .join('');
        break;
      case 'alt':
        source = node.items.map((item) => this.source(item)).join('|');
        break;
      case 'rep':
        source = `${this.atom(node.item)}${quantifier(node.min, node.max)}`;
        break;
      case 'ref':
        throw new Error('bnf: unresolved reference');
    }
    this.full.set(node, source);
    return source;
  }

  /**
   * Source of a regular expression for the prefixes of the strings `node` matches (every
   * sub-expression here matches at least one string, which this relies on):
   * - a character: nothing or that character;
   * - `a b c`: a prefix of a, or a then a prefix of `b c`;
   * - `a | b`: a prefix of either;
   * - `n*m a` (m >= 1): up to m-1 whole a's, then a prefix of a.
   */
  private prefixSource(node: Node): string {
    const known = this.prefix.get(node);
    if (known !== undefined) return known;
    let source: string;
    switch (node.t) {
      case 'set':
        source = `${this.source(node)}?`;
        break;
      case 'seq': {
        // P(i) = prefix(item i) | item i P(i+1), and P(last) = prefix(last item).
        source = `(?:${this.prefixSource(node.items[node.items.length - 1]!)})`;
        for (let i = node.items.length - 2; i >= 0; i--) {
          const item = node.items[i]!;
          source = `(?:${this.prefixSource(item)}|${this.atom(item)}${source})`;
        }
        break;
      }
      case 'alt':
        source = `(?:${node.items.map((item) => this.prefixSource(item)).join('|')})`;
        break;
      case 'rep': {
        if (node.max < 1) throw new Error('bnf: a repetition of at most zero');
        const whole = node.max === 1 ? '' : `${this.atom(node.item)}${quantifier(0, node.max - 1)}`;
        source = `${whole}(?:${this.prefixSource(node.item)})`;
        break;
      }
      case 'ref':
        throw new Error('bnf: unresolved reference');
    }
    this.prefix.set(node, source);
    return source;
  }

  /** `^(?:...)$` for the rule. */
  regexSource(name: string): string {
    return `^(?:${this.source(this.resolve(name))})$`;
  }

  /** Whether the whole of `text` is a string of the rule. */
  matches(name: string, text: string): boolean {
    let regex = this.regexes.get(name);
    if (!regex) {
      regex = new RegExp(this.regexSource(name));
      this.regexes.set(name, regex);
    }
    return regex.test(text);
  }

  /** Whether `text` is the beginning of at least one string of the rule. */
  isViablePrefix(name: string, text: string): boolean {
    let regex = this.prefixRegexes.get(name);
    if (!regex) {
      regex = new RegExp(`^(?:${this.prefixSource(this.resolve(name))})$`);
      this.prefixRegexes.set(name, regex);
    }
    return regex.test(text);
  }

  /** The length of the longest prefix of `text` that some string of the rule begins with. */
  longestViablePrefix(name: string, text: string): number {
    // Viable prefixes are closed under taking prefixes, so scan from the left.
    let k = 0;
    while (k < text.length && this.isViablePrefix(name, text.slice(0, k + 1))) k++;
    return k;
  }
}

/** The same characters as `ranges`, in order, touching and overlapping ranges joined. */
function merged(ranges: readonly (readonly [number, number])[]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const result: [number, number][] = [];
  for (const [lo, hi] of sorted) {
    const last = result[result.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else result.push([lo, hi]);
  }
  return result;
}

function escape(code: number): string {
  return `\\u${code.toString(16).padStart(4, '0')}`;
}

function quantifier(min: number, max: number): string {
  if (min === 0 && max === Infinity) return '*';
  if (min === 1 && max === Infinity) return '+';
  if (min === 0 && max === 1) return '?';
  if (max === Infinity) return `{${min},}`;
  if (min === max) return `{${min}}`;
  return `{${min},${max}}`;
}

/** RFC 2396 Appendix A as amended by RFC 2732 section 3. */
export const oracle2396 = new BnfGrammar(amendedRules());
