/**
 * `compileGrammar` as a user calls it: grammars loaded from their RFC's text (RFC 6901 JSON
 * Pointer, RFC 3339 dates; test/fixtures/grammars/), exact validation with offsets, trees,
 * imports from a built-in grammar, a recursive grammar, typed rule names, and the options read
 * as the rest of the API reads them.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AbnfError, compileGrammar, grammar } from '../../src';

const fixture = (name: string): string =>
  readFileSync(join(__dirname, '..', 'fixtures', 'grammars', name), 'utf8');

describe('RFC 6901 JSON Pointer, from its text', () => {
  const pointer = compileGrammar({
    name: 'json-pointer',
    title: 'RFC 6901',
    abnf: fixture('rfc6901.abnf'),
  });

  test("its rules, in the text's order", () => {
    expect(pointer.RULE_NAMES).toEqual(['json-pointer', 'reference-token', 'unescaped', 'escaped']);
    expect(pointer.rules.escaped!.abnf).toBe(
      `escaped         = "~" ( "0" / "1" )\n        ; representing '~' and '/', respectively`,
    );
    expect(pointer.traps()).toEqual([]);
  });

  // RFC 6901 section 5: the JSON strings of its example pointers, as printed there.
  test.each([
    '',
    '/foo',
    '/foo/0',
    '/',
    '/a~1b',
    '/c%d',
    '/e^f',
    '/g|h',
    '/i\\j',
    '/k"l',
    '/ ',
    '/m~0n',
  ])('the RFC 6901 section 5 example %j is a json-pointer', (text) => {
    expect(pointer.isValid('json-pointer', text)).toBe(true);
  });

  test.each([
    ['a', 0, ['"/"', 'end of input']],
    ['/~', 2, ['"0"', '"1"']],
    ['/a~2', 3, ['"0"', '"1"']],
  ])('%j is refused at offset %i, expecting %j', (text, offset, expected) => {
    const result = pointer.check('json-pointer', text);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect([result.error.offset, result.error.expected]).toEqual([offset, expected]);
  });

  test('differential: the same answers as a regular expression written from section 3', () => {
    // unescaped is every character but "/" and "~"; escaped is "~0" or "~1".
    const oracle = /^(?:\/(?:[^/~]|~[01])*)*$/u;
    const alphabet = fc.constantFrom('/', '~', '0', '1', '2', 'a', '\u00e9', '\u{1F600}', '\0');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 12 }), (characters) => {
        const text = characters.join('');
        expect(pointer.isValid('json-pointer', text)).toBe(oracle.test(text));
      }),
      { numRuns: 2000 },
    );
  });

  test('a tree names each reference token and escape', () => {
    const tree = pointer.parseTree('json-pointer', '/a~1b/c');
    const named = tree.children.filter((child) => child.rule !== null);
    expect(named.map(({ rule, start, end }) => [rule, start, end])).toEqual([
      ['reference-token', 1, 5],
      ['reference-token', 6, 7],
    ]);
  });
});

describe('RFC 3339 date-time, from its text', () => {
  const dates = compileGrammar({ name: 'rfc3339', abnf: fixture('rfc3339.abnf') });

  // RFC 3339 section 5.8, as printed there.
  test.each([
    '1985-04-12T23:20:50.52Z',
    '1996-12-19T16:39:57-08:00',
    '1990-12-31T23:59:60Z',
    '1990-12-31T15:59:60-08:00',
    '1937-01-01T12:00:27.87+00:20',
    // "T" and "Z" are quoted strings: case-insensitive (RFC 3339 5.6's own note)
    '1985-04-12t23:20:50z',
  ])('%s is a date-time', (text) => {
    expect(dates.isValid('date-time', text)).toBe(true);
  });

  test('a space for "T" is refused where it stands, naming what could', () => {
    const result = dates.check('date-time', '1985-04-12 23:20:50Z');
    expect(result).toMatchObject({ ok: false, error: { offset: 10, expected: ['"T"'] } });
  });

  test('core rules it uses come from RFC 5234 B.1', () => {
    expect(dates.RULE_NAMES.slice(-1)).toEqual(['DIGIT']);
    expect(dates.rules.DIGIT).toMatchObject({ rfc: 'RFC 5234', section: 'B.1' });
    expect(dates.traps()).toEqual([]);
  });
});

describe('imports, recursion, overrides', () => {
  test('rules taken from RFC 3986 bring the rules they use', () => {
    const hosts = compileGrammar({
      name: 'bracketed',
      abnf: 'bracketed = "[" IPv6address "]"\n',
      imports: [{ from: grammar('rfc3986'), rules: ['IPv6address'] }],
    });
    expect(hosts.RULE_NAMES).toEqual(
      expect.arrayContaining([
        'bracketed',
        'IPv6address',
        'h16',
        'ls32',
        'IPv4address',
        'dec-octet',
      ]),
    );
    expect(hosts.rules.IPv6address).toBe(grammar('rfc3986').rules.IPv6address);
    expect(hosts.isValid('bracketed', '[::1]')).toBe(true);
    expect(hosts.check('bracketed', '[1::2::3]')).toMatchObject({
      ok: false,
      error: { offset: 6 },
    });
    expect(hosts.traps()).toEqual([]);
  });

  test('a recursive grammar validates through the combinators, and cannot be verified', () => {
    const lists = compileGrammar({
      name: 'lists',
      abnf: 'list = "(" *item ")"\nitem = ALPHA / list\n',
    });
    expect(lists.isValid('list', '(a(b)c)')).toBe(true);
    expect(lists.check('list', '(a(b)')).toMatchObject({ ok: false, error: { offset: 5 } });
    expect(lists.traps()).toEqual([
      { rule: 'list', witness: null, unverifiable: expect.stringContaining('refers to itself') },
      { rule: 'item', witness: null, unverifiable: expect.stringContaining('refers to itself') },
      // ALPHA is regular, and agrees.
    ]);
  });

  test('a rule too large for an automaton is a RangeError at once, not minutes of work', () => {
    // 1000000"a" unrolls to a million positions; the second rule's subsets double per "(a/b)".
    const big = compileGrammar({
      name: 'big',
      abnf: 'huge = 1000000*1000000"a"\nsubsets = *("a" / "b") "a" 20("a" / "b")\nok = 3"a"\n',
    });
    for (const [rule, what] of [
      ['huge', 'more than 8192 positions'],
      ['subsets', 'more than 8192 states'],
    ] as const) {
      expect(() => big.isValid(rule, 'a')).toThrow(RangeError);
      expect(() => big.check(rule, 'a')).toThrow(`big ${rule} cannot be validated`);
      expect(() => big.isValid(rule, 'a')).toThrow(what);
    }
    expect(big.isValid('ok', 'aaa')).toBe(true);
    expect(big.traps()).toEqual([
      { rule: 'huge', witness: null, unverifiable: expect.stringContaining('8192 positions') },
      { rule: 'subsets', witness: null, unverifiable: expect.stringContaining('8192 states') },
    ]);
  });

  test('an override with a lookahead fixes a trap, and carries its note as peg', () => {
    const abnf = 'word = 1*ALPHA / 1*ALPHA "!"\n';
    const trapped = compileGrammar({ name: 'w', abnf });
    expect(trapped.traps()).toEqual([{ rule: 'word', witness: 'A!' }]);
    const fixed = compileGrammar({
      name: 'w',
      abnf,
      overrides: [
        { abnf: 'word = 1*ALPHA !"!" / 1*ALPHA "!"', note: 'a word before "!" is the second form' },
      ],
    });
    expect(fixed.traps()).toEqual([]);
    // Unfixed, the tree of a witness fails with a message that says so (not "internal error").
    expect(() => trapped.parseTree('word', 'A!')).toThrow(
      'w word accepts "A!" but its ordered-choice parser (the tree) fails at 1: a PEG trap',
    );
    expect(fixed.rules.word.peg).toBe('a word before "!" is the second form');
    expect(fixed.parseTree('word', 'ab!').end).toBe(3);
  });

  test('validation reads the ABNF as written: an override that changes the language is a trap', () => {
    // The automaton is the reference: built from the written rule, not from its override. An
    // override meant to reorder but dropping an alternative leaves isValid as the RFC says and
    // shows as a trap (before, the automaton was built after the overrides and refused "y").
    const narrowed = compileGrammar({
      name: 'n',
      abnf: 'a = "x" / "y"\n',
      overrides: [{ abnf: 'a = "x"', note: 'drops "y" by mistake' }],
    });
    expect(narrowed.isValid('a', 'y')).toBe(true);
    expect(narrowed.check('a', 'z')).toMatchObject({ ok: false, error: { offset: 0 } });
    expect(narrowed.traps()).toEqual([{ rule: 'a', witness: 'y' }]);
  });
});

describe('names and options', () => {
  test('rule names are typed when the text is a literal, and checked at run time', () => {
    const g = compileGrammar({ name: 'g', abnf: 'greeting = "hi" SP name\nname = 1*ALPHA\n' });
    expect(g.isValid('greeting', 'hi you')).toBe(true);
    // @ts-expect-error: not a rule of the text
    expect(() => g.isValid('salutation', 'hi')).toThrow(
      /unknown rule "salutation": the g rules are greeting, name, ALPHA, SP/,
    );
  });

  test.each([
    [undefined, /options are required|options must be an object/],
    [{ abnf: 'a = "x"' }, /name must be a non-empty string/],
    [{ name: 'x', abnf: 3 }, /abnf must be the grammar's text/],
    [{ name: 'x', abnf: 'a = "x"', overrides: 'no' }, /overrides must be an array/],
    [{ name: 'x', abnf: 'a = "x"', imports: [{ from: {}, rules: ['a'] }] }, /an import is/],
  ])('%j is a TypeError', (options, message) => {
    expect(() => compileGrammar(options as never)).toThrow(TypeError);
    expect(() => compileGrammar(options as never)).toThrow(message);
  });

  test('options are read as own properties: a polluted prototype adds no override', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.overrides = [{ abnf: 'a = "y"', note: 'polluted' }];
    try {
      const g = compileGrammar({ name: 'x', abnf: 'a = "x"\n' });
      expect(g.isValid('a', 'x')).toBe(true);
    } finally {
      delete proto.overrides;
    }
  });

  test('a broken text is an AbnfError with its place', () => {
    expect(() => compileGrammar({ name: 'x', abnf: 'a = "x"\nb = ( "y"\n' })).toThrow(AbnfError);
    try {
      compileGrammar({ name: 'x', abnf: 'a = "x"\nb = ( "y"\n' });
    } catch (error) {
      expect(error).toMatchObject({ line: 2, column: 10, offset: 17 });
    }
  });
});
