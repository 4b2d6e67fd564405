/**
 * An independent test oracle: reads RFC 3986 Appendix A (the text in
 * `test/fixtures/appendix-a.abnf`) plus the RFC 5234 core rules below, with its own small ABNF
 * parser, and turns every rule into an anchored JavaScript regular expression. It reads RFC 3987
 * section 2.2 and RFC 6874 section 2 from the RFC texts the same way (`oracle3987`, `oracle6874`).
 *
 * Nothing here comes from `grammar/` or `src/`: the rules are read from the RFC text, so a rule
 * the library transcribes wrongly cannot be transcribed wrongly here in the same way.
 *
 * A backtracking regular expression with alternation accepts exactly the language of the ABNF,
 * whatever the order of the alternatives (unlike an ordered-choice parser). It can backtrack a
 * lot on long input, so use it on short strings only (fewer than about 200 characters).
 *
 * The expressions run in Unicode mode (the `u` flag): a character is a code point, so a surrogate
 * pair is one character and a surrogate that is not half of a pair is a code point of its own,
 * which no ABNF range here contains (RFC 3987 leaves U+D800-DFFF out of every range).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** RFC 5234 Appendix B.1, the three core rules RFC 3986 uses, as printed there. */
export const CORE_RULES_ABNF = `ALPHA          =  %x41-5A / %x61-7A   ; A-Z / a-z
DIGIT          =  %x30-39
                       ; 0-9
HEXDIG         =  DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
`;

export const APPENDIX_A_PATH = join(__dirname, '..', 'fixtures', 'appendix-a.abnf');
export const RFC3987_PATH = join(__dirname, '..', 'fixtures', 'rfc3987.txt');
export const RFC6874_PATH = join(__dirname, '..', 'fixtures', 'rfc6874.txt');

/** An ABNF element. A `set` is one character out of inclusive code ranges. */
export type Node =
  | { readonly t: 'set'; readonly ranges: readonly (readonly [number, number])[] }
  | { readonly t: 'seq'; readonly items: readonly Node[] }
  | { readonly t: 'alt'; readonly items: readonly Node[] }
  | { readonly t: 'rep'; readonly min: number; readonly max: number; readonly item: Node }
  | { readonly t: 'ref'; readonly name: string }
  | { readonly t: 'prose'; readonly text: string };

export interface ParsedRule {
  readonly name: string;
  /** The rule's lines as printed (trailing whitespace removed), first line included. */
  readonly lines: readonly string[];
  readonly node: Node;
}

// ---------------------------------------------------------------------------------------------
// Reading a rule list (RFC 5234 section 4, the parts RFC 3986 uses)

type Token =
  | { readonly k: 'name'; readonly v: string }
  | { readonly k: 'repeat'; readonly min: number; readonly max: number }
  | { readonly k: 'punct'; readonly v: '/' | '(' | ')' | '[' | ']' }
  | { readonly k: 'node'; readonly node: Node };

const RULE_START = /^\s*([A-Za-z][A-Za-z0-9-]*)\s*=(?!\/)(.*)$/;

function charValue(text: string): Node {
  // RFC 5234 2.3: quoted strings are case-insensitive.
  const items: Node[] = [...text].map((ch) => {
    const lower = ch.toLowerCase().charCodeAt(0);
    const upper = ch.toUpperCase().charCodeAt(0);
    return {
      t: 'set',
      ranges: lower === upper ? [[lower, lower]] : [[upper, upper] as const, [lower, lower]],
    };
  });
  return items.length === 1 ? items[0]! : { t: 'seq', items };
}

function numValue(text: string): Node {
  // %x41, %x41-5A, %x41.42.43 (and the b / d bases).
  const base = { b: 2, d: 10, x: 16 }[text[0]!.toLowerCase() as 'b' | 'd' | 'x'];
  if (base === undefined) throw new Error(`abnf: bad numeric value %${text}`);
  const body = text.slice(1);
  const value = (digits: string): number => {
    const n = parseInt(digits, base);
    if (Number.isNaN(n)) throw new Error(`abnf: bad number ${digits} in %${text}`);
    return n;
  };
  if (body.includes('-')) {
    const [lo, hi] = body.split('-');
    return { t: 'set', ranges: [[value(lo!), value(hi!)]] };
  }
  const items: Node[] = body.split('.').map((d) => ({ t: 'set', ranges: [[value(d), value(d)]] }));
  return items.length === 1 ? items[0]! : { t: 'seq', items };
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === ';') {
      // A comment runs to the end of its line.
      while (i < text.length && text[i] !== '\n') i++;
    } else if (ch === '"') {
      const end = text.indexOf('"', i + 1);
      if (end < 0) throw new Error('abnf: unterminated quoted string');
      tokens.push({ k: 'node', node: charValue(text.slice(i + 1, end)) });
      i = end + 1;
    } else if (ch === '<') {
      const end = text.indexOf('>', i + 1);
      if (end < 0) throw new Error('abnf: unterminated prose value');
      tokens.push({ k: 'node', node: { t: 'prose', text: text.slice(i + 1, end) } });
      i = end + 1;
    } else if (ch === '%') {
      const m = /^%([bdxBDX][0-9A-Fa-f.-]+)/.exec(text.slice(i));
      if (!m) throw new Error(`abnf: bad numeric value at ${text.slice(i, i + 10)}`);
      tokens.push({ k: 'node', node: numValue(m[1]!) });
      i += m[0].length;
    } else if (/[0-9*]/.test(ch)) {
      const m = /^(\d*)(\*?)(\d*)/.exec(text.slice(i))!;
      const [all, lo, star, hi] = m as unknown as [string, string, string, string];
      if (star) {
        tokens.push({
          k: 'repeat',
          min: lo ? Number(lo) : 0,
          max: hi ? Number(hi) : Infinity,
        });
      } else {
        tokens.push({ k: 'repeat', min: Number(lo), max: Number(lo) });
      }
      i += all.length;
    } else if ('/()[]'.includes(ch)) {
      tokens.push({ k: 'punct', v: ch as '/' | '(' | ')' | '[' | ']' });
      i++;
    } else if (/[A-Za-z]/.test(ch)) {
      const m = /^[A-Za-z][A-Za-z0-9-]*/.exec(text.slice(i))!;
      tokens.push({ k: 'name', v: m[0] });
      i += m[0].length;
    } else {
      throw new Error(`abnf: unexpected character ${JSON.stringify(ch)}`);
    }
  }
  return tokens;
}

class ExpressionParser {
  private i = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  parseAll(): Node {
    const node = this.alternation();
    if (this.i !== this.tokens.length) throw new Error('abnf: trailing tokens');
    return node;
  }

  private peek(): Token | undefined {
    return this.tokens[this.i];
  }

  private isPunct(v: string): boolean {
    const token = this.peek();
    return token?.k === 'punct' && token.v === v;
  }

  private expect(v: string): void {
    if (!this.isPunct(v)) throw new Error(`abnf: expected ${v}`);
    this.i++;
  }

  private alternation(): Node {
    const items = [this.concatenation()];
    while (this.isPunct('/')) {
      this.i++;
      items.push(this.concatenation());
    }
    return items.length === 1 ? items[0]! : { t: 'alt', items };
  }

  private concatenation(): Node {
    const items: Node[] = [];
    for (;;) {
      const token = this.peek();
      if (
        !token ||
        (token.k === 'punct' && (token.v === '/' || token.v === ')' || token.v === ']'))
      )
        break;
      items.push(this.repetition());
    }
    if (items.length === 0) throw new Error('abnf: empty concatenation');
    return items.length === 1 ? items[0]! : { t: 'seq', items };
  }

  private repetition(): Node {
    const token = this.peek();
    if (token?.k === 'repeat') {
      this.i++;
      return { t: 'rep', min: token.min, max: token.max, item: this.element() };
    }
    return this.element();
  }

  private element(): Node {
    const token = this.peek();
    if (!token) throw new Error('abnf: unexpected end of rule');
    this.i++;
    switch (token.k) {
      case 'name':
        return { t: 'ref', name: token.v };
      case 'node':
        return token.node;
      case 'punct':
        if (token.v === '(') {
          const inner = this.alternation();
          this.expect(')');
          return inner;
        }
        if (token.v === '[') {
          const inner = this.alternation();
          this.expect(']');
          return { t: 'rep', min: 0, max: 1, item: inner };
        }
        throw new Error(`abnf: unexpected ${token.v}`);
      case 'repeat':
        throw new Error('abnf: a repeat must precede an element');
    }
  }
}

/**
 * The rules of an ABNF rule list, in order. A rule starts at a line `name =`; the lines after
 * it that do not start a rule and are not blank continue it. Other text (the appendix title, a
 * form feed left by the RFC's pagination) is skipped.
 */
export function parseAbnf(text: string): ParsedRule[] {
  const groups: string[][] = [];
  let current: string[] | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (RULE_START.test(line)) {
      current = [line];
      groups.push(current);
    } else if (line.trim() === '') {
      current = null;
    } else if (current && /^\s/.test(line)) {
      current.push(line);
    } else {
      current = null;
    }
  }
  return groups.map((lines) => {
    const m = RULE_START.exec(lines[0]!)!;
    const body = [m[2]!, ...lines.slice(1)].join('\n');
    return { name: m[1]!, lines, node: new ExpressionParser(tokenize(body)).parseAll() };
  });
}

// ---------------------------------------------------------------------------------------------
// The grammar: Appendix A plus the core rules, with references inlined

export class AbnfGrammar {
  readonly rules: ReadonlyMap<string, ParsedRule>;
  private readonly resolved = new Map<string, Node>();
  private readonly full = new WeakMap<Node, string>();
  private readonly prefix = new WeakMap<Node, string>();
  private readonly regexes = new Map<string, RegExp>();
  private readonly prefixRegexes = new Map<string, RegExp>();

  constructor(rules: readonly ParsedRule[]) {
    const map = new Map<string, ParsedRule>();
    for (const rule of rules) {
      if (map.has(rule.name)) throw new Error(`abnf: rule ${rule.name} defined twice`);
      map.set(rule.name, rule);
    }
    this.rules = map;
  }

  /** The rule with every reference replaced by its definition, character sets merged. */
  resolve(name: string, active: readonly string[] = []): Node {
    const known = this.resolved.get(name);
    if (known) return known;
    if (active.includes(name)) throw new Error(`abnf: ${name} is recursive`);
    const rule = this.rules.get(name);
    if (!rule) throw new Error(`abnf: no rule ${name}`);
    const node = this.simplify(rule.node, [...active, name]);
    this.resolved.set(name, node);
    return node;
  }

  private simplify(node: Node, active: readonly string[]): Node {
    switch (node.t) {
      case 'set':
        return node;
      case 'ref':
        return this.resolve(node.name, active);
      case 'prose':
        throw new Error(`abnf: prose <${node.text}> can only be repeated zero times`);
      case 'rep':
        // `0<pchar>`: zero repetitions of anything is the empty string.
        if (node.max === 0) return { t: 'seq', items: [] };
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
            ranges: items.flatMap((item) => (item.t === 'set' ? item.ranges : [])),
          };
        }
        return { t: 'alt', items };
      }
    }
  }

  /** Regular-expression source for `node`, usable as an operand of a quantifier. */
  private atom(node: Node): string {
    const source = this.source(node);
    return node.t === 'set' ? source : `(?:${source})`;
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
      case 'prose':
        throw new Error('abnf: unresolved node');
    }
    this.full.set(node, source);
    return source;
  }

  /**
   * Source of a regular expression for the prefixes of the strings `node` matches. It relies on
   * every sub-expression matching at least one string, which holds for RFC 3986.
   * - a character: nothing or that character;
   * - `a b c`: a prefix of a, or a then a prefix of `b c`;
   * - `a / b`: a prefix of either;
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
        // S(i) = prefix(item i) | item i S(i+1), and S(last) = prefix(last item); each S
        // matches the empty string, so no optional marks are needed.
        source = '';
        for (let i = node.items.length - 1; i >= 0; i--) {
          const item = node.items[i]!;
          source =
            i === node.items.length - 1
              ? `(?:${this.prefixSource(item)})`
              : `(?:${this.prefixSource(item)}|${this.atom(item)}${source})`;
        }
        break;
      }
      case 'alt':
        source = `(?:${node.items.map((item) => this.prefixSource(item)).join('|')})`;
        break;
      case 'rep': {
        const whole = node.max === 1 ? '' : `${this.atom(node.item)}${quantifier(0, node.max - 1)}`;
        source = `${whole}(?:${this.prefixSource(node.item)})`;
        break;
      }
      case 'ref':
      case 'prose':
        throw new Error('abnf: unresolved node');
    }
    this.prefix.set(node, source);
    return source;
  }

  /** `^(?:...)$` for the rule. */
  regexSource(name: string): string {
    return `^(?:${this.source(this.resolve(name))})$`;
  }

  regex(name: string): RegExp {
    let regex = this.regexes.get(name);
    if (!regex) {
      regex = new RegExp(this.regexSource(name), 'u');
      this.regexes.set(name, regex);
    }
    return regex;
  }

  /** Whether the whole of `text` matches the rule. */
  matches(name: string, text: string): boolean {
    return this.regex(name).test(text);
  }

  /** Whether `text` is the beginning of at least one string that matches the rule. */
  isViablePrefix(name: string, text: string): boolean {
    let regex = this.prefixRegexes.get(name);
    if (!regex) {
      regex = new RegExp(`^(?:${this.prefixSource(this.resolve(name))})$`, 'u');
      this.prefixRegexes.set(name, regex);
    }
    return regex.test(text);
  }

  /**
   * The length, in UTF-16 code units, of the longest prefix of `text` that some string of the
   * rule begins with. The prefixes tried end between characters: a surrogate pair is taken whole
   * (half of it would be a lone surrogate, which nothing matches).
   */
  longestViablePrefix(name: string, text: string): number {
    // Viable prefixes are closed under taking prefixes, so scan from the left.
    let k = 0;
    while (k < text.length) {
      const next = k + (text.codePointAt(k)! > 0xffff ? 2 : 1);
      if (!this.isViablePrefix(name, text.slice(0, next))) break;
      k = next;
    }
    return k;
  }
}

function escape(code: number): string {
  return `\\u{${code.toString(16)}}`;
}

function quantifier(min: number, max: number): string {
  if (min === 0 && max === Infinity) return '*';
  if (min === 1 && max === Infinity) return '+';
  if (min === 0 && max === 1) return '?';
  if (max === Infinity) return `{${min},}`;
  if (min === max) return `{${min}}`;
  return `{${min},${max}}`;
}

// ---------------------------------------------------------------------------------------------
// Reading the RFC texts

const FOOTER = /\[Page \d+\]\s*$/;
const RUNNING_HEADER = /^RFC \d+ /;

/**
 * `text` with its page breaks taken out, so that what a page break splits reads as one piece: at
 * each form feed, the footer line before it (`Duerst & Suignard ... [Page 7]`), the running
 * header after it (`RFC 3987 ... January 2005`) and the blank lines around them go, and the
 * lines on either side meet. RFC 3987 splits `irelative-part` across pages 7 and 8; without this,
 * the blank lines would end the rule after its second line.
 */
export function removePageBreaks(text: string): string {
  const lines = text.split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.includes('\f')) {
      kept.push(line);
      continue;
    }
    // Before the form feed: blank lines, the footer, blank lines (the page's padding).
    while (kept.length > 0 && kept[kept.length - 1]!.trim() === '') kept.pop();
    if (kept.length > 0 && FOOTER.test(kept[kept.length - 1]!)) kept.pop();
    while (kept.length > 0 && kept[kept.length - 1]!.trim() === '') kept.pop();
    // The form feed may share its line with the running header.
    const rest = line.replace(/\f/g, '');
    let next = i + 1;
    if (rest.trim() === '' && next < lines.length && RUNNING_HEADER.test(lines[next]!)) next++;
    while (next < lines.length && lines[next]!.trim() === '') next++;
    if (rest.trim() !== '' && !RUNNING_HEADER.test(rest)) kept.push(rest);
    i = next - 1;
  }
  return kept.join('\n');
}

/** The text of `text` from the line holding `from` up to (not including) the line holding `to`. */
export function between(text: string, from: string, to: string): string {
  const start = text.indexOf(from);
  if (start < 0) throw new Error(`abnf: ${JSON.stringify(from)} is not in the text`);
  const end = text.indexOf(to, start);
  if (end < 0) throw new Error(`abnf: ${JSON.stringify(to)} does not follow ${from}`);
  return text.slice(text.lastIndexOf('\n', start) + 1, text.lastIndexOf('\n', end) + 1);
}

/** The rules of RFC 3986 Appendix A, in the appendix's order. */
export function appendixRules(): ParsedRule[] {
  return parseAbnf(readFileSync(APPENDIX_A_PATH, 'utf8'));
}

export const CORE_RULES: readonly ParsedRule[] = parseAbnf(CORE_RULES_ABNF);

/** RFC 3986 Appendix A with the RFC 5234 core rules. */
export const oracle = new AbnfGrammar([...appendixRules(), ...CORE_RULES]);

/**
 * RFC 3987 section 2.2 as printed, page breaks removed: its "different" rules, then the rules
 * that "are the same as those in [RFC3986]" (the RFC prints those again, and they are read here
 * from RFC 3987's own text).
 */
export function rfc3987Rules(): ParsedRule[] {
  const text = removePageBreaks(readFileSync(RFC3987_PATH, 'utf8'));
  return parseAbnf(
    between(text, 'The following rules are different', 'This syntax does not support'),
  );
}

/** RFC 6874 section 2's three rules, "IP-literal", "ZoneID" and "IPv6addrz", as printed. */
export function rfc6874Rules(): ParsedRule[] {
  const text = removePageBreaks(readFileSync(RFC6874_PATH, 'utf8'));
  return parseAbnf(between(text, 'is replaced by three rules:', 'This syntax fills the gap'));
}

/** RFC 3987 section 2.2 with the RFC 5234 core rules. */
export const oracle3987 = new AbnfGrammar([...rfc3987Rules(), ...CORE_RULES]);

/**
 * RFC 3986 Appendix A with `IP-literal` replaced by RFC 6874's three rules (in its place, so the
 * order is Appendix A's with ZoneID and IPv6addrz after IP-literal), and the core rules.
 */
export function rfc6874GrammarRules(): ParsedRule[] {
  const replacement = rfc6874Rules();
  return appendixRules().flatMap((rule) => (rule.name === 'IP-literal' ? replacement : [rule]));
}

export const oracle6874 = new AbnfGrammar([...rfc6874GrammarRules(), ...CORE_RULES]);

export const RFC6570_PATH = join(__dirname, '..', 'fixtures', 'rfc6570.txt');

/**
 * RFC 6570 as printed, page breaks removed: section 2's rules (from "2.  Syntax" to
 * "3.  Expansion"), then the rules section 1.5 imports from RFC 5234, RFC 3986 and RFC 3987
 * (printed there again, core rules included, and read from RFC 6570's own text).
 */
export function rfc6570Rules(): ParsedRule[] {
  const raw = readFileSync(RFC6570_PATH, 'utf8');
  const text = removePageBreaks(raw);
  return [
    ...parseAbnf(rfc6570Figures(between(raw, '2.  Syntax\n', '3.  Expansion\n'))),
    ...parseAbnf(between(text, 'The following ABNF rules are imported', '1.6.  Character')),
  ];
}

/**
 * The ABNF figures of RFC 6570 section 2 (read with its page breaks, which are paragraphs of
 * their own): the paragraphs whose first line is a rule at the figures' five-space margin.
 * Section 2.2's table of operators has a line that reads like a rule (`name=value pairs
 * separated by "&"; and,`); it is inside a paragraph of prose. No figure of section 2 spans a
 * page break (test/grammars/rfc6570/rules.test.ts counts its 15 rules).
 */
function rfc6570Figures(text: string): string {
  return text
    .split(/\n\s*\n/)
    .filter((paragraph) => /^ {5}[A-Za-z][A-Za-z0-9-]* *=/.test(paragraph))
    .join('\n\n');
}

export const oracle6570 = new AbnfGrammar(rfc6570Rules());
