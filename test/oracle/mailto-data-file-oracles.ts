/**
 * Independent oracles for the scheme grammars, read from the RFC texts in test/fixtures/schemes/
 * with the test oracle's own ABNF reader (abnf-regex.ts): nothing here comes from `grammar/` or
 * `src/`.
 *
 * mailto (RFC 6068 section 2): the section's rules as printed, RFC 3986's `unreserved` and
 * `pct-encoded` from Appendix A, and RFC 5322's `dot-atom-text` and `quoted-string` built from a
 * different reading of section 2's prose than the grammar's hand-written rules: RFC 5322's
 * `atext`, `qtext`, VCHAR and WSP are read from the RFC texts as sets of characters (obs-qtext
 * left out, item 2), and every character of a set is allowed in the URI either as itself, unless
 * item 1 says it MUST be percent-encoded, or as its "%HH" triplet; a non-ASCII octet's triplet
 * is allowed where items 4 and 5 allow UTF-8 (atext, qtext), not in a quoted-pair (VCHAR).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AbnfGrammar,
  appendixRules,
  between,
  CORE_RULES,
  type Node,
  type ParsedRule,
  parseAbnf,
  removePageBreaks,
} from './abnf-regex';
import { BnfGrammar, rfc2396AppendixA } from './bnf-regex';

export const SCHEME_FIXTURES = join(__dirname, '..', 'fixtures', 'schemes');
export const RFC6068_PATH = join(SCHEME_FIXTURES, 'rfc6068.txt');
export const RFC5322_PATH = join(SCHEME_FIXTURES, 'rfc5322.txt');

const text = (path: string): string => removePageBreaks(readFileSync(path, 'utf8'));

/** RFC 6068 section 2's ABNF as printed: from `mailtoURI` to `some-delims`. */
export function rfc6068Rules(): ParsedRule[] {
  return parseAbnf(between(text(RFC6068_PATH), 'mailtoURI    =', '<addr-spec> is a mail address'));
}

/** The characters (ASCII) of a rule made of sets and alternatives; `obs-` references are empty. */
function charactersOf(node: Node, rules: ReadonlyMap<string, Node>): Set<number> {
  const out = new Set<number>();
  const walk = (n: Node): void => {
    switch (n.t) {
      case 'set':
        for (const [lo, hi] of n.ranges) for (let c = lo; c <= hi; c++) out.add(c);
        return;
      case 'alt':
        n.items.forEach(walk);
        return;
      case 'ref': {
        if (n.name.toLowerCase().startsWith('obs-')) return;
        const target = rules.get(n.name.toUpperCase());
        if (!target) throw new Error(`oracle: ${n.name} is not a set of characters here`);
        walk(target);
        return;
      }
      default:
        throw new Error(`oracle: ${n.t} is not a set of characters`);
    }
  };
  walk(node);
  return out;
}

/** RFC 3986's characters (unreserved and reserved), from Appendix A. */
function uriCharacters(): Set<number> {
  const rules = new Map<string, Node>();
  for (const rule of [...appendixRules(), ...CORE_RULES])
    rules.set(rule.name.toUpperCase(), rule.node);
  const unreserved = charactersOf(rules.get('UNRESERVED')!, rules);
  const reserved = charactersOf(rules.get('RESERVED')!, rules);
  return new Set([...unreserved, ...reserved]);
}

/** RFC 6068 section 2 item 1: the characters that MUST be percent-encoded in an addr-spec. */
function mustBeEncoded(code: number, uri: ReadonlySet<number>): boolean {
  return !uri.has(code) || '%/?#[]&;='.includes(String.fromCharCode(code));
}

const set = (codes: Iterable<number>): Node => ({
  t: 'set',
  ranges: [...codes].map((c) => [c, c] as const),
});
const literal = (chars: string): Node => ({
  t: 'seq',
  items: [...chars].map((c) => set([c.charCodeAt(0)])),
});
const alt = (...items: Node[]): Node => ({ t: 'alt', items });
const rep = (min: number, item: Node): Node => ({ t: 'rep', min, max: Infinity, item });
const seq = (...items: Node[]): Node => ({ t: 'seq', items });

/** The "%HH" triplets of `octets`, hex digits in either case. */
function tripletsOf(octets: Iterable<number>): Node {
  const digit = (d: string): Node => set(new Set([d.charCodeAt(0), d.toLowerCase().charCodeAt(0)]));
  return alt(
    ...[...octets].map((octet) => {
      const hex = octet.toString(16).toUpperCase().padStart(2, '0');
      return seq(set([0x25]), digit(hex[0]!), digit(hex[1]!));
    }),
  );
}

/** `characters`, and the non-ASCII octets where items 4 and 5 allow percent-encoded UTF-8. */
function withNonAscii(characters: ReadonlySet<number>, nonAscii: boolean): number[] {
  const octets = [...characters];
  if (nonAscii) for (let c = 0x80; c <= 0xff; c++) octets.push(c);
  return octets;
}

/** One character of `characters` as a URI writes it: itself where allowed, or its triplet. */
function inUri(characters: ReadonlySet<number>, nonAscii: boolean, uri: ReadonlySet<number>): Node {
  return alt(
    set([...characters].filter((c) => !mustBeEncoded(c, uri))),
    tripletsOf(withNonAscii(characters, nonAscii)),
  );
}

/**
 * RFC 5322's `dot-atom-text` and `quoted-string` as section 2 has a URI carry them, with the
 * pieces the grammar names too (`atext`, `qtext`, `quoted-pair`, `qcontent`, and the triplets
 * alone as `pct-atext`, `pct-qtext`, `pct-vchar`), so the differential covers each.
 */
export function rfc5322InUri(): ParsedRule[] {
  const rfc5322 = text(RFC5322_PATH);
  const read = [
    ...parseAbnf(between(rfc5322, '   atext           =', '   atom            =')),
    ...parseAbnf(between(rfc5322, '   qtext           =', '   qcontent        =')),
    ...CORE_RULES,
    ...parseAbnf('VCHAR =  %x21-7E\nWSP = SP / HTAB\nSP = %x20\nHTAB = %x09\n'),
  ];
  const rules = new Map(read.map((rule) => [rule.name.toUpperCase(), rule.node]));
  const uri = uriCharacters();
  const atextSet = charactersOf(rules.get('ATEXT')!, rules);
  const qtextSet = charactersOf(rules.get('QTEXT')!, rules);
  const vcharOrWspSet = new Set([
    ...charactersOf(rules.get('VCHAR')!, rules),
    ...charactersOf(rules.get('WSP')!, rules),
  ]);
  const atext = inUri(atextSet, true, uri);
  const qtext = inUri(qtextSet, true, uri);
  const quotedPair = seq(alt(literal('%5C'), literal('%5c')), inUri(vcharOrWspSet, false, uri));
  const dquote = literal('%22');
  const rule = (name: string, node: Node): ParsedRule => ({ name, lines: [], node });
  return [
    rule('dot-atom-text', seq(rep(1, atext), rep(0, seq(literal('.'), rep(1, atext))))),
    rule('atext', atext),
    rule('pct-atext', tripletsOf(withNonAscii(atextSet, true))),
    rule('quoted-string', seq(dquote, rep(0, alt(qtext, quotedPair)), dquote)),
    rule('qcontent', alt(qtext, quotedPair)),
    rule('qtext', qtext),
    rule('pct-qtext', tripletsOf(withNonAscii(qtextSet, true))),
    rule('quoted-pair', quotedPair),
    rule('pct-vchar', tripletsOf(vcharOrWspSet)),
  ];
}

/** RFC 3986 Appendix A's `unreserved` and `pct-encoded` (and what they use). */
function rfc3986Rules(names: readonly string[]): ParsedRule[] {
  return appendixRules().filter((rule) => names.includes(rule.name));
}

/** RFC 6068 section 2 with the rules it imports (see above) and the core rules. */
export const oracleMailto = new AbnfGrammar([
  ...rfc6068Rules(),
  ...rfc5322InUri(),
  ...rfc3986Rules(['unreserved', 'pct-encoded']),
  ...CORE_RULES,
]);

// ---------------------------------------------------------------------------------------------
// data (RFC 2397 section 3), from RFC 2397, RFC 2045 and RFC 2396's own texts

export const RFC2397_PATH = join(SCHEME_FIXTURES, 'rfc2397.txt');
export const RFC2045_PATH = join(SCHEME_FIXTURES, 'rfc2045.txt');

/** RFC 2045 section 5.1's tspecials, read from the quoted characters of its definition. */
function tspecials(): Set<string> {
  const definition = between(text(RFC2045_PATH), 'tspecials :=', '; Must be in quoted-string');
  const quoted = [...definition.matchAll(/"(.)"/g)].map((m) => m[1]!);
  if (definition.includes('<">')) quoted.push('"');
  return new Set(quoted);
}

/**
 * RFC 2397 section 3 as rules of the ABNF oracle (so it answers viable prefixes too): `urlchar`
 * is RFC 2396's `uric` (its Appendix A, before RFC 2732's brackets), its characters read with
 * the RFC 2396 oracle; a token is RFC 2045's CHARs except SPACE, CTLs and tspecials, each as
 * itself where it is a `uric` other than "%", or escaped; "data:" and ";base64" without case.
 */
export function dataOracle(): AbnfGrammar {
  const rfc2396 = new BnfGrammar(rfc2396AppendixA());
  const ascii = Array.from({ length: 128 }, (_, c) => c);
  const of = (rule: string): number[] =>
    ascii.filter((c) => rfc2396.matches(rule, String.fromCharCode(c)));
  const special = tspecials();
  const tokenChars = ascii.filter(
    (c) => c > 0x20 && c < 0x7f && !special.has(String.fromCharCode(c)),
  );
  const uricChars = of('uric').filter((c) => c !== 0x25);
  const ref = (name: string): Node => ({ t: 'ref', name });
  const opt = (item: Node): Node => ({ t: 'rep', min: 0, max: 1, item });
  const caseless = (word: string): Node =>
    seq(
      ...[...word].map((c) =>
        set(new Set([c.toLowerCase().charCodeAt(0), c.toUpperCase().charCodeAt(0)])),
      ),
    );
  const rule = (name: string, node: Node): ParsedRule => ({ name, lines: [], node });
  return new AbnfGrammar([
    rule(
      'dataurl',
      seq(
        caseless('data:'),
        opt(ref('mediatype')),
        opt(caseless(';base64')),
        literal(','),
        ref('data'),
      ),
    ),
    rule(
      'mediatype',
      seq(
        opt(seq(ref('type'), literal('/'), ref('subtype'))),
        rep(0, seq(literal(';'), ref('parameter'))),
      ),
    ),
    rule('data', rep(0, ref('urlchar'))),
    rule('parameter', seq(ref('attribute'), literal('='), ref('value'))),
    rule('type', ref('token')),
    rule('subtype', ref('token')),
    rule('attribute', ref('token')),
    rule('value', ref('token')),
    rule(
      'token',
      rep(1, alt(set(tokenChars.filter((c) => uricChars.includes(c))), ref('escaped'))),
    ),
    rule('urlchar', alt(set(uricChars), ref('escaped'))),
    ...[
      'reserved',
      'unreserved',
      'mark',
      'hex',
      'alphanum',
      'alpha',
      'lowalpha',
      'upalpha',
      'digit',
    ].map((name) => rule(name, set(of(name)))),
    rule('escaped', seq(literal('%'), ref('hex'), ref('hex'))),
  ]);
}

export const oracleData = dataOracle();

// ---------------------------------------------------------------------------------------------
// file (RFC 8089 section 2, and Appendix F), from RFC 8089's text and RFC 3986 Appendix A

export const RFC8089_PATH = join(SCHEME_FIXTURES, 'rfc8089.txt');

/** RFC 8089 section 2's six rules as printed (from `file-URI` to `file-auth`'s `host`). */
export function rfc8089Rules(): ParsedRule[] {
  return parseAbnf(
    between(text(RFC8089_PATH), '      file-URI       =', '   The "host" is the fully'),
  );
}

/** RFC 8089 Appendix F's collected nonstandard rules as printed. */
export function rfc8089AppendixFRules(): ParsedRule[] {
  const whole = text(RFC8089_PATH);
  const appendix = whole.slice(whole.lastIndexOf('Appendix F.  Collected'));
  return parseAbnf(
    between(appendix, '      file-URI       =', '   This collected syntax is intended'),
  );
}

/** RFC 8089 section 2 with RFC 3986 Appendix A (host, path-absolute, ...) and the core rules. */
export const oracleFile = new AbnfGrammar([...rfc8089Rules(), ...appendixRules(), ...CORE_RULES]);

/** RFC 8089 Appendix F with RFC 3986 Appendix A and the core rules. */
export const oracleFileNonstandard = new AbnfGrammar([
  ...rfc8089AppendixFRules(),
  ...appendixRules(),
  ...CORE_RULES,
]);
