/**
 * The ABNF reader: each construct of RFC 5234 (sections 2, 3 and 4) and RFC 7405, read into the
 * engine's expressions; the errors a grammar's text can have, each with its offset, line, column
 * and expected set; and the ABNF of ABNF read by itself.
 */
import {
  type Expr,
  alt,
  exact,
  lit,
  many,
  many1,
  notFollowedBy,
  oneOf,
  opt,
  range,
  ranges,
  ref,
  rep,
  seq,
} from '../../grammar/engine/abnf';
import {
  ABNF_OF_ABNF,
  ABNF_OF_ABNF_GRAMMAR,
  ABNF_OF_ABNF_OVERRIDES,
  CORE_RULES,
} from '../../grammar/engine/abnf-of-abnf';
import { AbnfError, readRules } from '../../grammar/engine/abnf-reader';
import { rulesFromText } from '../../grammar/engine/grammar-text';

/** The expression of the one rule `text` defines. */
function read(text: string, lookahead = false): Expr<string> {
  const rules = readRules(text, { lookahead });
  expect(rules).toHaveLength(1);
  return rules[0]!.expr;
}

/** The AbnfError reading `text` throws. */
function errorOf(run: () => unknown): AbnfError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AbnfError);
    return error as AbnfError;
  }
  throw new Error('no error');
}

describe('RFC 5234 constructs, read into expressions', () => {
  test.each<[string, Expr<string>]>([
    // 2.3 terminal values: %b, %d, %x; 3.4 value range; dotted concatenation
    ['a = %x41', range(0x41, 0x41)],
    ['a = %x41-5A', range(0x41, 0x5a)],
    ['a = %d13', { kind: 'chars', intervals: [[13, 13]], label: '%d13' }],
    ['a = %b1000001', { kind: 'chars', intervals: [[65, 65]], label: '%b1000001' }],
    ['a = %d48-57', { kind: 'chars', intervals: [[48, 57]], label: '%d48-57' }],
    ['a = %x0D.0A', seq(range(0x0d, 0x0d), range(0x0a, 0x0a))],
    ['a = %X0d', range(0x0d, 0x0d)],
    ['a = %x10FFFF', range(0x10ffff, 0x10ffff)],
    // 2.3 quoted strings are case-insensitive; RFC 7405 %s and %i
    ['a = "abc"', lit('abc')],
    ['a = %s"aBc"', exact('aBc')],
    ['a = %i"aBc"', lit('aBc')],
    ['a = ""', lit('')],
    // 3.1 concatenation, 3.2 alternatives, 3.5 grouping, 3.6-3.7 repetition, 3.8 option
    ['a = b c', seq(ref('b'), ref('c'))],
    ['a = b / c', alt(ref('b'), ref('c'))],
    ['a = b (c / d)', seq(ref('b'), alt(ref('c'), ref('d')))],
    ['a = *b', many(ref('b'))],
    ['a = 1*b', many1(ref('b'))],
    ['a = 2*5b', rep(2, 5, ref('b'))],
    ['a = *3b', rep(0, 3, ref('b'))],
    ['a = 3b', rep(3, 3, ref('b'))],
    ['a = 0b', rep(0, 0, ref('b'))],
    ['a = [b c]', opt(seq(ref('b'), ref('c')))],
    ['a = *( b / "x" )', many(alt(ref('b'), lit('x')))],
    // one-character alternatives folded into one set, as the grammars were always written
    ['a = "-" / "." / b / "_" / "~"', alt(oneOf('-.'), ref('b'), oneOf('_~'))],
    ['a = %x41-5A / %x61-7A', ranges([0x41, 0x5a], [0x61, 0x7a])],
    ['a = "A" / "B"', alt(lit('A'), lit('B'))],
    // 2.2 comments, continuation lines
    ['a = b ; a comment\n    / c ; another\n', alt(ref('b'), ref('c'))],
    ['a = b\n\t/ c', alt(ref('b'), ref('c'))],
  ])('%j', (text, expr) => {
    expect(read(text)).toStrictEqual(expr);
  });

  test('3.3 incremental alternatives join the rule they add to', () => {
    const { definitions } = rulesFromText({
      abnf: 'a = "x" / b\nb = "y"\na =/ "z"\na =/ b "w"\n',
      rfc: 'test',
    });
    expect(definitions[0]!.expr).toStrictEqual(
      alt(lit('x'), ref('b'), lit('z'), seq(ref('b'), lit('w'))),
    );
    expect(definitions[0]!.abnf).toBe('a = "x" / b\na =/ "z"\na =/ b "w"');
  });

  test('2.1 rule names are case-insensitive: a reference is spelled as its definition', () => {
    const { definitions } = rulesFromText({ abnf: 'Rule = digit other\nOTHER = "x"\n', rfc: 't' });
    expect(definitions[0]!.expr).toStrictEqual(seq(ref('DIGIT'), ref('OTHER')));
    expect(definitions.map((rule) => rule.name)).toEqual(['Rule', 'OTHER', 'DIGIT']);
  });

  test('CRLF and bare LF line ends read the same, and a last line needs none', () => {
    const lf = 'a = b\n    / c ; note\nb = "1"\nc = "2"';
    const crlf = lf.replace(/\n/g, '\r\n') + '\r\n';
    expect(rulesFromText({ abnf: crlf, rfc: 't' }).definitions.map((rule) => rule.expr)).toEqual(
      rulesFromText({ abnf: lf, rfc: 't' }).definitions.map((rule) => rule.expr),
    );
  });

  test('indented text, as RFCs print it, with a page break between rules', () => {
    const text = '   a = b\n     / c\n\n\f\n   b = "1"\n   c = "2"\n';
    const { definitions } = rulesFromText({ abnf: text, rfc: 't' });
    expect(definitions.map((rule) => rule.abnf)).toEqual(['a = b\n     / c', 'b = "1"', 'c = "2"']);
  });

  test('section banners name the document and section of the rules after them', () => {
    const { definitions } = rulesFromText({
      abnf: 'a = b\n; RFC 9999 section 3.2, Things\nb = "1"\n; section 4\nc = "2"\n',
      rfc: 'RFC 1',
    });
    expect(definitions.map(({ name, rfc, section }) => [name, rfc, section])).toEqual([
      ['a', 'RFC 1', ''],
      ['b', 'RFC 9999', '3.2'],
      ['c', 'RFC 9999', '4'],
    ]);
  });

  test('lookaheads in overrides: "a !b" and "a &b"', () => {
    expect(read('x = a !b', true)).toStrictEqual(notFollowedBy(ref('a'), ref('b')));
    expect(read('x = a b !c d', true)).toStrictEqual(
      seq(notFollowedBy(seq(ref('a'), ref('b')), ref('c')), ref('d')),
    );
    expect(read('x = a &b', true)).toStrictEqual(
      notFollowedBy(ref('a'), notFollowedBy(lit(''), ref('b'))),
    );
  });
});

describe('errors in a grammar text: offset, line, column, expected', () => {
  test.each<[string, string, number, number, number, string[]]>([
    // text, what, offset, line, column, some of what was expected
    ['a = b )\n', 'syntax error', 6, 1, 7, []],
    ['a = b\nc = (d\n', 'syntax error', 12, 2, 7, ['")"']],
    ['a = b\n  = c\n', 'syntax error', 8, 2, 3, []],
    ['a = "unclosed\n', 'syntax error', 4, 1, 5, []],
    ['a = %x\n', 'syntax error', 5, 1, 6, ['hex-val']],
    // Where the furthest step failed, even inside a repetition that then ended without it: after
    // the "/" an element was expected (before, the error said c-nl at the "/").
    ['a = "x" /\n', 'syntax error', 9, 1, 10, ['rulename', '"("', 'quoted-string']],
    ['a = "x" / \n', 'syntax error', 10, 1, 11, ['rulename']],
    ['a = "x" *\n', 'syntax error', 9, 1, 10, ['rulename', '"["']],
    ['a = 3\n', 'syntax error', 5, 1, 6, ['rulename', 'prose-val']],
    ['a = b\n     / c\n\n     / d\n', 'syntax error', 21, 4, 6, []],
  ])('%j: %s at %i (line %i, column %i)', (text, what, offset, line, column, expected) => {
    const error = errorOf(() => readRules(text, {}));
    expect(error.message).toContain(what);
    expect([error.offset, error.line, error.column]).toEqual([offset, line, column]);
    expect(error.expected).toEqual(expect.arrayContaining(expected));
    expect(Object.isFrozen(error.expected)).toBe(true);
  });

  test.each<[string, string, number]>([
    ['a = <prose>\n', 'prose value <prose> cannot be read', 4],
    ['a = b\n', 'rule b is used but never defined', 4],
    ['a = "x"\nb = a / missing\n', 'rule missing is used but never defined', 16],
    ['a = "x"\na = "y"\n', 'rule a is defined twice', 8],
    ['a =/ "x"\n', '=/ adds to a, which is not defined before', 0],
    ['a = %x110000\n', 'past U+10FFFF', 4],
    ['a = %x5A-41\n', 'runs backwards', 4],
    ['a = 3*2"x"\n', 'minimum above its maximum', 4],
    ['a = "x" !"y"\n', 'lookahead (!, &) outside an override', 8],
    // Ordered choice would recurse forever (a RangeError at the first isValid, before).
    ['x = "y"\na = a "x" / "y"\n', 'rule a -> a is left-recursive', 8],
    ['a = [b] c\nb = "x"\nc = *"y" a / "z"\n', 'rule a -> c -> a is left-recursive', 0],
  ])('%j: %s', (text, what, offset) => {
    const error = errorOf(() => rulesFromText({ abnf: text, rfc: 't' }));
    expect(error.message).toContain(what);
    expect(error.offset).toBe(offset);
  });

  test('the expected set of a grammar text offers no lookahead, which only overrides may have', () => {
    const text = 'a = "x\n';
    const inText = errorOf(() => readRules(text, {})).expected;
    expect(inText).toEqual(expect.arrayContaining(['"("', '"["']));
    expect(inText).not.toContain('( "!" / "&" )');
    expect(errorOf(() => readRules(text, { lookahead: true })).expected).toContain('( "!" / "&" )');
  });

  test('a chain of references through more than 500 rules is an error at its rule, not a stack overflow', () => {
    // Each rule uses the next; a set of rules that use each other counts as all of them.
    const chain = (rules: number, extra = ''): string =>
      Array.from({ length: rules }, (_, i) =>
        i === rules - 1 ? `r${i} = "a"${extra}\n` : `r${i} = r${i + 1} / "b" r${i + 1}\n`,
      ).join('');
    expect(rulesFromText({ abnf: chain(500), rfc: 't' }).names).toHaveLength(500);
    const error = errorOf(() => rulesFromText({ abnf: chain(6000), rfc: 't' }));
    expect(error.message).toContain('reaches 501 rules through a chain of references');
    expect(error.message).toContain('more than the 500 this engine follows');
    expect([error.line, error.column]).toEqual([5500, 1]); // r5499, 501 rules from the end
    // The last rule and one that uses it back: a cycle of two counts as two.
    const cyclic = chain(500, ' / "c" s\ns = "(" r499 ")"');
    expect(errorOf(() => rulesFromText({ abnf: cyclic, rfc: 't' })).message).toContain(
      'reaches 501 rules',
    );
  });

  test('groups nested past 200 levels are an error at the 201st, not a stack overflow', () => {
    const nested = (open: string, close: string, depth: number): string =>
      `a = ${open.repeat(depth)}"x"${close.repeat(depth)}\n`;
    expect(rulesFromText({ abnf: nested('(', ')', 200), rfc: 't' }).names).toEqual(['a']);
    expect(rulesFromText({ abnf: nested('( ";(<" ', ')', 200), rfc: 't' }).names).toEqual(['a']);
    for (const [open, close] of [
      ['(', ')'],
      ['[', ']'],
    ]) {
      const error = errorOf(() => rulesFromText({ abnf: nested(open!, close!, 5000), rfc: 't' }));
      expect(error.message).toContain('nested deeper than 200');
      expect([error.offset, error.line, error.column]).toEqual([204, 1, 205]);
    }
  });

  test('a lookahead at the start of an override can make a rule left-recursive', () => {
    const overrides = [{ abnf: 'b = &a "y"', note: 'n' }];
    const abnf = 'a = b "x"\nb = "y"\n';
    expect(() => rulesFromText({ abnf, rfc: 't', overrides })).toThrow(
      'rule a -> b -> a is left-recursive',
    );
  });

  test('recursion after a character is read is not left recursion', () => {
    const abnf = 'a = "(" *a ")" / b\nb = 1*"x" b / "y"\n';
    expect(rulesFromText({ abnf, rfc: 't' }).names).toEqual(['a', 'b']);
  });

  test('a prose value is read when the grammar gives it a reading', () => {
    const { definitions } = rulesFromText({
      abnf: 'a = 0<pchar>\npchar = "x"\n',
      rfc: 't',
      prose: { pchar: 'pchar' },
    });
    expect(definitions[0]!.expr).toStrictEqual(rep(0, 0, ref('pchar')));
  });

  test.each([
    [[{ abnf: 'a = "x"\nb = "y"', note: 'n' }], 'exactly one rule'],
    [[{ abnf: 'zz = "x"', note: 'n' }], 'does not define'],
    [[{ abnf: 'a = "x"', note: '' }], 'needs a note'],
  ])('overrides are checked: %j', (overrides, what) => {
    expect(() => rulesFromText({ abnf: 'a = "x"\n', rfc: 't', overrides })).toThrow(what);
  });
});

describe('the ABNF of ABNF is a grammar on this engine', () => {
  test('its text (RFC 5234 section 4, RFC 7405 char-val), with its overrides, reads as the expressions the reader runs', () => {
    const { definitions } = rulesFromText({
      abnf: ABNF_OF_ABNF,
      rfc: 'RFC 5234',
      overrides: ABNF_OF_ABNF_OVERRIDES,
    });
    const read = Object.fromEntries(definitions.map((rule) => [rule.name, rule.expr]));
    expect(read).toStrictEqual({ ...ABNF_OF_ABNF_GRAMMAR });
  });

  test('its section 4 block is RFC 5234 as printed (read from the RFC text)', () => {
    // Every line of ABNF_OF_ABNF's section 4 block stands in RFC 5234 section 4, indented by 9.
    const rfc = RFC5234_SECTION_4.split('\n').map((line) => line.replace(/^ {9}/, ''));
    const block = ABNF_OF_ABNF.split('; RFC 7405')[0]!.split('\n').slice(1);
    for (const line of block.filter((line) => line.trim() !== '')) {
      expect(rfc).toContain(line);
    }
  });

  test('B.1 core rules read from their text', () => {
    const names = readRules(CORE_RULES, {}).map((rule) => rule.name);
    expect(names).toEqual([
      'ALPHA',
      'BIT',
      'CHAR',
      'CR',
      'CRLF',
      'CTL',
      'DIGIT',
      'DQUOTE',
      'HEXDIG',
      'HTAB',
      'LF',
      'LWSP',
      'OCTET',
      'SP',
      'VCHAR',
      'WSP',
    ]);
  });
});

/** RFC 5234 section 4 as printed (page breaks removed), from /work/shared/rfc/rfc5234.txt. */
const RFC5234_SECTION_4 = `         rulelist       =  1*( rule / (*c-wsp c-nl) )

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

         char-val       =  DQUOTE *(%x20-21 / %x23-7E) DQUOTE
                                ; quoted string of SP and VCHAR
                                ;  without DQUOTE

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
                                ;  last resort`;
