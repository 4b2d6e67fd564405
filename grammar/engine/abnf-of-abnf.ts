/**
 * The ABNF of ABNF (RFC 5234 section 4, with RFC 7405's `char-val`), as a grammar on this engine:
 * the reader (`abnf-reader.ts`) parses a grammar's text with it, so a mistake in that text is
 * reported like every other syntax error, with an offset and an expected set.
 *
 * The expressions are written here with the builders, once, because something has to read the
 * first grammar; `ABNF_OF_ABNF` below is the same grammar as text, and a test reads that text
 * with the reader and checks it gives these expressions back (test/engine/abnf-reader.test.ts).
 * The grammar is recursive (`group` holds an `alternation`), so it has no automaton: the
 * combinators validate it and report the error.
 */
import { type Expr, alt, lit, many, many1, oneOf, opt, range, ranges, ref, seq } from './abnf';

/**
 * RFC 5234 Appendix B.1, the core rules every grammar may use without defining them. DIGIT's
 * comment is printed on the next line in the RFC; it is kept on one line here, as the rule
 * tables have always shown it.
 */
export const CORE_RULES = `; RFC 5234 section B.1, Core Rules
ALPHA          =  %x41-5A / %x61-7A   ; A-Z / a-z
BIT            =  "0" / "1"
CHAR           =  %x01-7F
                       ; any 7-bit US-ASCII character,
                       ;  excluding NUL
CR             =  %x0D
                       ; carriage return
CRLF           =  CR LF
                       ; Internet standard newline
CTL            =  %x00-1F / %x7F
                       ; controls
DIGIT          =  %x30-39             ; 0-9
DQUOTE         =  %x22
                       ; " (Double Quote)
HEXDIG         =  DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
HTAB           =  %x09
                       ; horizontal tab
LF             =  %x0A
                       ; linefeed
LWSP           =  *(WSP / CRLF WSP)
                       ; Use of this linear-white-space rule
                       ;  permits lines containing only white
                       ;  space that are no longer legal in
                       ;  mail headers and have caused
                       ;  interoperability problems in other
                       ;  contexts.
                       ; Do not use when defining mail
                       ;  headers and use with caution in
                       ;  other contexts.
OCTET          =  %x00-FF
                       ; 8 bits of data
SP             =  %x20
VCHAR          =  %x21-7E
                       ; visible (printing) characters
WSP            =  SP / HTAB
                       ; white space
`;

/**
 * RFC 5234 section 4 as printed, with RFC 7405 section 2.2's `char-val` in place of the original,
 * and three extensions written as incremental alternatives at the end, so that the RFC's rules
 * stay as printed: a bare LF ends a line as well as CRLF (RFC texts are saved with LF), a
 * comment may hold any character but a line end, and a `lookahead` (`!element`, `&element`)
 * may stand in a concatenation, for the PEG overrides only (the reader refuses it in a grammar's
 * own text).
 */
export const ABNF_OF_ABNF = `; RFC 5234 section 4, ABNF Definition of ABNF
rulelist       =  1*( rule / (*c-wsp c-nl) )

rule           =  rulename defined-as elements c-nl
                       ; continues if next line starts
                       ;  with white space

rulename       =  ALPHA *(ALPHA / DIGIT / "-")

defined-as     =  *c-wsp ("=" / "=/") *c-wsp
                       ; basic rules definition and
                       ;  incremental alternatives

elements       =  alternation *c-wsp

c-wsp          =  WSP / (c-nl WSP)

c-nl           =  comment / CRLF
                       ; comment or newline

comment        =  ";" *(WSP / VCHAR) CRLF

alternation    =  concatenation
                  *(*c-wsp "/" *c-wsp concatenation)

concatenation  =  repetition *(1*c-wsp repetition)

repetition     =  [repeat] element

repeat         =  1*DIGIT / (*DIGIT "*" *DIGIT)

element        =  rulename / group / option /
                  char-val / num-val / prose-val

group          =  "(" *c-wsp alternation *c-wsp ")"

option         =  "[" *c-wsp alternation *c-wsp "]"

num-val        =  "%" (bin-val / dec-val / hex-val)

bin-val        =  "b" 1*BIT
                  [ 1*("." 1*BIT) / ("-" 1*BIT) ]
                       ; series of concatenated bit values
                       ;  or single ONEOF range

dec-val        =  "d" 1*DIGIT
                  [ 1*("." 1*DIGIT) / ("-" 1*DIGIT) ]

hex-val        =  "x" 1*HEXDIG
                  [ 1*("." 1*HEXDIG) / ("-" 1*HEXDIG) ]

prose-val      =  "<" *(%x20-3D / %x3F-7E) ">"
                       ; bracketed string of SP and VCHAR
                       ;  without angles
                       ; prose description, to be used as
                       ;  last resort

; RFC 7405 section 2.2, ABNF Definition of ABNF - char-val
char-val       =  case-insensitive-string /
                  case-sensitive-string

case-insensitive-string =
                  [ "%i" ] quoted-string

case-sensitive-string =
                  "%s" quoted-string

quoted-string  =  DQUOTE *(%x20-21 / %x23-7E) DQUOTE
                       ; quoted string of SP and VCHAR
                       ;  without DQUOTE

; This engine's extensions, as incremental alternatives (RFC 5234 section 3.3)
c-nl           =/ LF
                       ; a bare LF ends a line too: RFC texts are saved with LF

comment        =/ ";" *comment-char line-end

line-end       =  CRLF / LF

comment-char   =  WSP / VCHAR / %x80-10FFFF
                       ; a comment may hold any character but a line end

repetition     =/ lookahead

lookahead      =  ( "!" / "&" ) element
                       ; overrides only: "a !b" is a not followed by b
`;

/**
 * The PEG traps of section 4 itself, which the trap checker finds in the text above when it is
 * compiled without these overrides (test/engine/traps.test.ts).
 */
export const ABNF_OF_ABNF_OVERRIDES: readonly { readonly abnf: string; readonly note: string }[] = [
  {
    abnf: 'defined-as = *c-wsp ("=/" / "=") *c-wsp',
    note: '"=" matches the first character of "=/", and ordered choice keeps it: "=/" is tried first.',
  },
  {
    abnf: 'repeat = (*DIGIT "*" *DIGIT) / 1*DIGIT',
    note: '1*DIGIT matches the "1" of "1*2" and ordered choice keeps it: the form with "*" is tried first.',
  },
];

type MetaRule =
  | 'rulelist'
  | 'rule'
  | 'rulename'
  | 'defined-as'
  | 'elements'
  | 'c-wsp'
  | 'c-nl'
  | 'comment'
  | 'alternation'
  | 'concatenation'
  | 'repetition'
  | 'repeat'
  | 'element'
  | 'group'
  | 'option'
  | 'num-val'
  | 'bin-val'
  | 'dec-val'
  | 'hex-val'
  | 'prose-val'
  | 'char-val'
  | 'case-insensitive-string'
  | 'case-sensitive-string'
  | 'quoted-string'
  | 'line-end'
  | 'comment-char'
  | 'lookahead'
  | 'ALPHA'
  | 'BIT'
  | 'CR'
  | 'CRLF'
  | 'DIGIT'
  | 'DQUOTE'
  | 'HEXDIG'
  | 'HTAB'
  | 'LF'
  | 'SP'
  | 'VCHAR'
  | 'WSP';

export type AbnfRuleName = MetaRule;

const r = (name: MetaRule): Expr<MetaRule> => ref(name);
const cwsp = many(r('c-wsp'));

/** `"x" 1*D [ 1*("." 1*D) / ("-" 1*D) ]` */
function value(letter: string, digit: MetaRule): Expr<MetaRule> {
  return seq(
    lit(letter),
    many1(r(digit)),
    opt(alt(many1(seq(lit('.'), many1(r(digit)))), seq(lit('-'), many1(r(digit))))),
  );
}

/** The grammar above, after its overrides, as the engine's expressions. */
export const ABNF_OF_ABNF_GRAMMAR: Readonly<Record<MetaRule, Expr<MetaRule>>> = {
  rulelist: many1(alt(r('rule'), seq(cwsp, r('c-nl')))),
  rule: seq(r('rulename'), r('defined-as'), r('elements'), r('c-nl')),
  rulename: seq(r('ALPHA'), many(alt(r('ALPHA'), r('DIGIT'), lit('-')))),
  'defined-as': seq(cwsp, alt(lit('=/'), lit('=')), cwsp),
  elements: seq(r('alternation'), cwsp),
  'c-wsp': alt(r('WSP'), seq(r('c-nl'), r('WSP'))),
  'c-nl': alt(r('comment'), r('CRLF'), r('LF')),
  comment: alt(
    seq(lit(';'), many(alt(r('WSP'), r('VCHAR'))), r('CRLF')),
    seq(lit(';'), many(r('comment-char')), r('line-end')),
  ),
  alternation: seq(r('concatenation'), many(seq(cwsp, lit('/'), cwsp, r('concatenation')))),
  concatenation: seq(r('repetition'), many(seq(many1(r('c-wsp')), r('repetition')))),
  repetition: alt(seq(opt(r('repeat')), r('element')), r('lookahead')),
  repeat: alt(seq(many(r('DIGIT')), lit('*'), many(r('DIGIT'))), many1(r('DIGIT'))),
  element: alt(r('rulename'), r('group'), r('option'), r('char-val'), r('num-val'), r('prose-val')),
  group: seq(lit('('), cwsp, r('alternation'), cwsp, lit(')')),
  option: seq(lit('['), cwsp, r('alternation'), cwsp, lit(']')),
  'num-val': seq(lit('%'), alt(r('bin-val'), r('dec-val'), r('hex-val'))),
  'bin-val': value('b', 'BIT'),
  'dec-val': value('d', 'DIGIT'),
  'hex-val': value('x', 'HEXDIG'),
  'prose-val': seq(lit('<'), many(ranges([0x20, 0x3d], [0x3f, 0x7e])), lit('>')),
  'char-val': alt(r('case-insensitive-string'), r('case-sensitive-string')),
  'case-insensitive-string': seq(opt(lit('%i')), r('quoted-string')),
  'case-sensitive-string': seq(lit('%s'), r('quoted-string')),
  'quoted-string': seq(r('DQUOTE'), many(ranges([0x20, 0x21], [0x23, 0x7e])), r('DQUOTE')),
  'line-end': alt(r('CRLF'), r('LF')),
  'comment-char': alt(r('WSP'), r('VCHAR'), range(0x80, 0x10ffff)),
  lookahead: seq(oneOf('!&'), r('element')),
  ALPHA: ranges([0x41, 0x5a], [0x61, 0x7a]),
  BIT: oneOf('01'),
  CR: range(0x0d, 0x0d),
  CRLF: seq(r('CR'), r('LF')),
  DIGIT: range(0x30, 0x39),
  DQUOTE: range(0x22, 0x22),
  HEXDIG: alt(r('DIGIT'), lit('A'), lit('B'), lit('C'), lit('D'), lit('E'), lit('F')),
  HTAB: range(0x09, 0x09),
  LF: range(0x0a, 0x0a),
  SP: range(0x20, 0x20),
  VCHAR: range(0x21, 0x7e),
  WSP: alt(r('SP'), r('HTAB')),
};

/** The order the rules are listed in, for the engine. */
export const ABNF_RULE_NAMES = Object.keys(ABNF_OF_ABNF_GRAMMAR) as readonly MetaRule[];

/** Rules read by their parents, not nodes of the tree the reader walks. */
export const ABNF_CHARACTER_RULES: ReadonlySet<MetaRule> = new Set<MetaRule>([
  'c-wsp',
  'c-nl',
  'comment',
  'comment-char',
  'line-end',
  'ALPHA',
  'BIT',
  'CR',
  'CRLF',
  'DIGIT',
  'DQUOTE',
  'HEXDIG',
  'HTAB',
  'LF',
  'SP',
  'VCHAR',
  'WSP',
]);
