/**
 * Shared pieces of the RFC 2396 (with RFC 2732) evidence: the grammar under test, the oracle,
 * valid samples of every rule, inputs built from RFC 2396 pieces, and tree checks.
 */
import fc from 'fast-check';
import { type ParseTree, rfc2396, type Rfc2396RuleName } from '../../../grammar';
import { grammar, type RuleName } from '../../../src';
import { oracle2396 } from '../../oracle/bnf-regex';
import { treeProblems } from '../../support/tree';
import { errorSubject } from '../../support/error-properties';
import type { GrammarFixture } from '../../support/grammar-suites';

export { runParameters, SCALE } from '../../support/arbitraries';

export type Name = Rfc2396RuleName;

/** `grammar('rfc2396')`: isValid, check, parseTree, parse, resolve. */
export const g = grammar('rfc2396');

export const NAMES: readonly Name[] = g.RULE_NAMES;

/** The oracle's verdict (test/oracle/bnf-regex.ts, read from the RFC texts). */
export const matches = (rule: Name, text: string): boolean => oracle2396.matches(rule, text);

/** The combinator (PEG) verdict and tree for the whole input. */
export function combinator(rule: Name) {
  return rfc2396.combinators.wholeInput(rule);
}

/** What is wrong with `tree` as the tree of `text` read as `rule` (test/support/tree.ts). */
export function problemsOf(tree: ParseTree<Name>, text: string, rule: Name): string[] {
  // treeProblems is typed with RFC 3986's rule names; what it checks does not depend on them.
  return treeProblems(
    tree as unknown as ParseTree<RuleName>,
    text,
    rule as unknown as RuleName,
    (name, part) => matches(name as unknown as Name, part),
  );
}

/** The root's named children as `[rule, text]` pairs (text leaves left out). */
export function namedChildren(tree: ParseTree<Name>, text: string): [Name, string][] {
  return tree.children.flatMap((child) =>
    child.rule === null ? [] : [[child.rule, text.slice(child.start, child.end)] as [Name, string]],
  );
}

/** Every node of `rule` in the tree, depth first, as the text it spans. */
export function nodesOf(tree: ParseTree<Name>, rule: Name, text: string): string[] {
  const found: string[] = [];
  const visit = (node: ParseTree<Name>): void => {
    if (node.rule === rule) found.push(text.slice(node.start, node.end));
    for (const child of node.children) visit(child);
  };
  visit(tree);
  return found;
}

/** Valid examples of every rule (checked against the oracle in rules.test.ts). */
export const VALID_SAMPLES: Readonly<Record<Name, readonly string[]>> = {
  'URI-reference': [
    'http://a/b/c/d;p?q',
    '',
    '#f',
    'g;x=1/../y',
    'mailto:x@y',
    '//a',
    'a/b:c',
    '../x',
    'ftp://u:p@h.example.com:21/a;type=d',
    'http://[::1]:80/?a[b]#c[d]',
    'news:comp.lang',
    './this:that',
  ],
  absoluteURI: [
    'http://a',
    'mailto:x@y',
    'a:b',
    'urn:isbn:0451450523',
    'h://1.2.3.4:8/%41?/?[',
    'S+-.9:/a//b',
    'x:?y',
    'x://',
    'http://999.1.1.1/',
    'http://[1:2::3]/',
  ],
  relativeURI: ['//a/b?c', '/a', 'a/b', 'g;x?y', '//', '///', '.', '..', '//a_b/'],
  hier_part: ['//a/b', '/a', '/', '//', '//u@h:1', '//[::1]', '/a?b'],
  opaque_part: ['x@y', 'a', '?', ':', 'isbn:0451450523', ';x/y?z', 'a[b]'],
  uric_no_slash: ['a', '%41', ';', '?', ':', '@', '&', '=', '+', '$', ',', '-', '~'],
  net_path: ['//a', '//', '//a/b', '//a_b/c', '//[::1]:80/x', '///'],
  abs_path: ['/', '/a', '/a//b', '/a;p;q/b', '/:@&=+$,'],
  rel_path: ['a', 'a/b', 'a;p/b', '.', '..', 'g;x=1/../y', 'a//'],
  rel_segment: ['a', ';', '@', '%41', 'a;b', '..'],
  scheme: ['http', 'a', 'A+b-c.1'],
  authority: ['a', '', 'u:p@h:80', '[::1]:0', '1.2.3.4', 'a_b', 'a.b.', '999.1.1.1', 'u@[1:2::3]'],
  reg_name: ['a_b', 'a', '$', ',', ';', ':', '@', '&', '=', '+', '%41', 'u@a_b:x'],
  server: ['', 'a', 'u@a', 'u:p@a.b.c:80', '1.2.3.4:', '[::1]', '@a'],
  userinfo: ['', 'u', 'u:p', '%41;:&=+$,'],
  hostport: ['a', 'a:', 'a:80', '[::1]:8', '1.2.3.4:1'],
  host: ['a', 'a.b.', 'a-b.c', '1.2.3.4', '999.1.1.1', '[::1]', 'x1.y-2.z3'],
  hostname: ['a', 'a.', 'a.b', 'a.b.', '1.a', 'a-b', 'a--b.c', 'a1'],
  domainlabel: ['a', '1', 'ab', 'a-b', '1-1', 'a--1'],
  toplabel: ['a', 'ab', 'a-b', 'a1', 'a-1', 'Z--z'],
  IPv4address: ['1.2.3.4', '999.1.1.1', '0.0.0.0', '255.255.255.255', '000.00.0.999'],
  IPv6reference: ['[::]', '[::1]', '[1:2:3:4:5:6:7:8]', '[::ffff:1.2.3.4]', '[FEDC:BA98::3210]'],
  IPv6address: [
    '::',
    '::1',
    '1::',
    '1:2::3',
    '::ffff:1.2.3.4',
    '1:2:3:4:5:6:1.2.3.4',
    ':::1.2.3.4',
    '1:2:3:4:5:6:7:8',
    'FEDC:BA98:7654:3210:FEDC:BA98:7654:3210',
    '1080::8:800:200C:417A',
  ],
  hexpart: ['1', '1:2', '::', '::1', '1::', '1::2', '1:2::3:4'],
  hexseq: ['1', '1:2', 'ffff:0:A'],
  hex4: ['0', 'ffff', 'A1b'],
  port: ['', '80', '0008080'],
  path: ['', '/', '/a/b', 'a', 'x@y', '?', 'a/b'],
  path_segments: ['', 'a', 'a/b', '/', 'a;p/b;q;r', '//'],
  segment: ['', 'a', 'a;p', ';', ';;', 'a:@&=+$,'],
  param: ['', 'a', 'a:@'],
  pchar: ['a', ':', '@', '&', '=', '+', '$', ',', '%41', '~'],
  query: ['', 'a=b&c=d', '?/', '[]', '%41;'],
  fragment: ['', 'f', '/?a', '[x]'],
  uric: [';', '/', '?', '[', ']', 'a', '%41', '-'],
  reserved: [';', '/', '?', ':', '@', '&', '=', '+', '$', ',', '[', ']'],
  unreserved: ['a', 'Z', '5', '-', '_', '.', '!', '~', '*', "'", '(', ')'],
  mark: ['-', '_', '.', '!', '~', '*', "'", '(', ')'],
  escaped: ['%41', '%fF', '%00'],
  hex: ['0', '9', 'a', 'F'],
  alphanum: ['a', 'Z', '0'],
  alpha: ['a', 'Z'],
  lowalpha: ['a', 'z'],
  upalpha: ['A', 'Z'],
  digit: ['0', '9'],
};

export const ALL_SAMPLES: readonly string[] = [
  ...new Set(NAMES.flatMap((rule) => VALID_SAMPLES[rule])),
];

/** Pieces of RFC 2396 references, and the characters just outside the grammar. */
export const PIECES: readonly string[] = [
  'http',
  'mailto:',
  'a',
  'A',
  'b',
  'f',
  'F',
  'g',
  'x',
  'z',
  'Z',
  ...'0123456789',
  '25',
  '255',
  '256',
  '999',
  '01',
  '1.2.3.4',
  '999.1.1.1',
  '1.2.3.4.5',
  '.',
  '..',
  ':',
  '::',
  '://',
  '/',
  '//',
  '?',
  '#',
  '@',
  '[',
  ']',
  '%',
  '%4',
  '%41',
  '%zz',
  '-',
  '_',
  '~',
  ..."!$&'()*+,;=",
  ';p',
  ';x=1',
  'a-',
  '-a',
  'a.b.',
  'a-.b',
  'x@y',
  'ffff',
  '::1',
  '[::1]',
  '[1:2:3:4:5:6:7:8:9]',
  ':1.2.3.4',
  ' ',
  '\\',
  '"',
  '<',
  '>',
  '{',
  '}',
  '^',
  '`',
  '|',
  '\u007f',
  'é',
  '\u0000',
  '\n',
  '\uD800',
  '😀',
];

/** Every single character (UTF-16 code unit) that occurs in a piece. */
export const PIECE_CHARACTERS: readonly string[] = [...new Set(PIECES.join('').split(''))];

/** 0 to 12 pieces, concatenated. */
export const pieceString: fc.Arbitrary<string> = fc
  .array(fc.constantFrom(...PIECES), { maxLength: 12 })
  .map((pieces) => pieces.join(''));

/** Labels with hyphens and digits at their edges, joined by dots, sometimes with a final dot. */
export const hostnameLike: fc.Arbitrary<string> = fc
  .tuple(
    fc.array(fc.constantFrom('a', 'ab', 'a-b', 'a-', '-a', '1', '1a', 'a1', '-', '', 'x--y', '_'), {
      minLength: 1,
      maxLength: 5,
    }),
    fc.constantFrom('', '.', '..'),
    fc.constantFrom(['', ''], ['//', '/'], ['http://', ':80/'], ['u@', ':'], ['', ':8']),
  )
  .map(([labels, end, [before, after]]) => before + labels.join('.') + end + after);

/** Groups joined by ":" (IPv6-like) or "." (IPv4-like), sometimes bracketed or in a reference. */
export const addressLike: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(':', '.'),
    fc.array(
      fc.constantFrom('', '0', '1', '9', '25', '999', '1234', '01', 'a', 'FFFF', '12345', 'g'),
      { maxLength: 10 },
    ),
    fc.constantFrom('', '1.2.3.4', ':1.2.3.4', '::1.2.3.4', ':1.2.3.4.5', ':1234.1.1.1', '::', ':'),
    fc.constantFrom(['', ''], ['[', ']'], ['http://[', ']/'], ['//', ':80'], ['//u@[', ']:']),
  )
  .map(
    ([separator, groups, tail, [before, after]]) => before + groups.join(separator) + tail + after,
  );

type Edit = {
  readonly kind: 'insert' | 'delete' | 'replace';
  readonly at: number;
  readonly ch: string;
};

const edit: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom('insert' as const, 'delete' as const, 'replace' as const),
  at: fc.nat(),
  ch: fc.constantFrom(...PIECE_CHARACTERS),
});

function applyEdit(text: string, { kind, at, ch }: Edit): string {
  if (kind === 'insert' || text.length === 0) {
    const i = at % (text.length + 1);
    return text.slice(0, i) + ch + text.slice(i);
  }
  const i = at % text.length;
  return text.slice(0, i) + (kind === 'replace' ? ch : '') + text.slice(i + 1);
}

/** A sample with one or two characters inserted, deleted or replaced. */
export function mutationOf(samples: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...samples), fc.array(edit, { minLength: 1, maxLength: 2 }))
    .map(([sample, edits]) => edits.reduce(applyEdit, sample));
}

/** The mix the differential and error properties draw from, for one rule. */
export function inputFor(rule: Name): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: pieceString },
    { weight: 2, arbitrary: addressLike },
    { weight: 2, arbitrary: hostnameLike },
    { weight: 3, arbitrary: mutationOf(VALID_SAMPLES[rule]) },
    { weight: 1, arbitrary: mutationOf(ALL_SAMPLES) },
    { weight: 1, arbitrary: fc.constantFrom(...VALID_SAMPLES[rule]) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...VALID_SAMPLES[rule]),
          pieceString,
          fc.constantFrom(...ALL_SAMPLES),
        )
        .map((parts) => parts.join('')),
    },
  );
}

export const fixture: GrammarFixture<Name> = {
  id: 'rfc2396',
  names: NAMES,
  isValid: (rule, text) => g.isValid(rule, text),
  check: (rule, text) => g.check(rule, text),
  automaton: (rule) => rfc2396.automaton(rule),
  combinator,
  matches,
  problemsOf,
  inputFor,
  pieceString,
  // RFC 2396's labels are its BNF's: `%s"x"` for a string matched exactly, `rule_name`.
  errors: errorSubject(g, {
    names: NAMES,
    oracle: oracle2396,
    samples: VALID_SAMPLES,
    notation: 'bnf',
  }),
};
