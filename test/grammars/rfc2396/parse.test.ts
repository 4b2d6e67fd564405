/**
 * RFC 2396 `parse`: components as sections 3 and 4.3 read them. An authority is server-based
 * where `server` matches (it wins where `reg_name` matches too, 3.2.1), else registry-based; only a
 * server-based authority has userinfo, host and port (3.2.2). An opaque URI's `opaque_part` is
 * its path, "?" included (3). `;param`s stay in their segments (3.3). Then a property: parse's
 * split is what the parse tree of URI-reference names (the server, reg_name, host, ... nodes).
 */
import fc from 'fast-check';
import type { ParseTree } from '../../../grammar';
import { UriSyntaxError } from '../../../src';
import type { Rfc2396Components } from '../../../src/rfc2396';
import {
  g,
  inputFor,
  matches,
  type Name,
  runParameters,
  SCALE,
  VALID_SAMPLES,
  mutationOf,
} from './support';
import { expectToBe, expectToEqual } from '../../support/cheap-expect';

const NONE = {
  scheme: undefined,
  authority: undefined,
  authorityKind: undefined,
  userinfo: undefined,
  host: undefined,
  port: undefined,
  query: undefined,
  fragment: undefined,
  opaquePart: undefined,
  hostKind: undefined,
};

describe('parse, worked by hand', () => {
  it.each<[string, Partial<Rfc2396Components>]>([
    [
      'http://u:p@h.example.com:80/a;p/b;q=1?x#f',
      {
        scheme: 'http',
        authority: 'u:p@h.example.com:80',
        authorityKind: 'server',
        userinfo: 'u:p',
        host: 'h.example.com',
        port: '80',
        path: '/a;p/b;q=1',
        query: 'x',
        fragment: 'f',
        hostKind: 'hostname',
      },
    ],
    [
      'http://a/',
      {
        scheme: 'http',
        authority: 'a',
        authorityKind: 'server',
        host: 'a',
        path: '/',
        hostKind: 'hostname',
      },
    ],
    ['http://a_b/c', { scheme: 'http', authority: 'a_b', authorityKind: 'registry', path: '/c' }],
    ['http://u@h:x/', { scheme: 'http', authority: 'u@h:x', authorityKind: 'registry', path: '/' }],
    ['http://a.1/', { scheme: 'http', authority: 'a.1', authorityKind: 'registry', path: '/' }],
    ['http:///x', { scheme: 'http', authority: '', authorityKind: 'server', path: '/x' }],
    [
      '//@h:',
      {
        authority: '@h:',
        authorityKind: 'server',
        userinfo: '',
        host: 'h',
        port: '',
        path: '',
        hostKind: 'hostname',
      },
    ],
    [
      'http://[::1]:80/',
      {
        scheme: 'http',
        authority: '[::1]:80',
        authorityKind: 'server',
        host: '[::1]',
        port: '80',
        path: '/',
        hostKind: 'IPv6reference',
      },
    ],
    [
      'http://999.1.1.1/',
      {
        scheme: 'http',
        authority: '999.1.1.1',
        authorityKind: 'server',
        host: '999.1.1.1',
        path: '/',
        hostKind: 'IPv4address',
      },
    ],
    ['mailto:x@y', { scheme: 'mailto', path: 'x@y', opaquePart: 'x@y' }],
    [
      'mailto:x@y?subject=a/b#f',
      { scheme: 'mailto', path: 'x@y?subject=a/b', opaquePart: 'x@y?subject=a/b', fragment: 'f' },
    ],
    ['a:/b?c', { scheme: 'a', path: '/b', query: 'c' }],
    ['g;x=1/../y', { path: 'g;x=1/../y' }],
    ['/a;p;q/b;r?', { path: '/a;p;q/b;r', query: '' }],
    ['', { path: '' }],
    ['#f', { path: '', fragment: 'f' }],
    ['//a', { authority: 'a', authorityKind: 'server', host: 'a', path: '', hostKind: 'hostname' }],
  ])('%j', (text, components) => {
    expect(g.parse(text)).toEqual({ ...NONE, path: '', ...components });
  });

  it('refuses what is not an RFC 2396 reference with a UriSyntaxError', () => {
    for (const text of ['?y', 'a:', 'http://a b', 'a;b:c', 'http://[::1.2.3.4]/']) {
      expect(() => g.parse(text)).toThrow(UriSyntaxError);
      expect(g.safeParse(text).ok).toBe(false);
    }
  });

  it('parseAs reads absoluteURI and relativeURI, and refuses other rules with a TypeError', () => {
    expect(g.parseAs('relativeURI', 'a/b:c').path).toBe('a/b:c');
    expect(() => g.parseAs('relativeURI', 'a:b')).toThrow(UriSyntaxError);
    expect(() => g.parseAs('absoluteURI', 'a/b')).toThrow(UriSyntaxError);
    expect(g.parseAs('absoluteURI', 'a:b').opaquePart).toBe('b');
    const untyped = g.parseAs as (rule: string, text: string) => unknown;
    expect(() => untyped('host', 'a')).toThrow(TypeError);
  });
});

// ---------------------------------------------------------------------------------------------
// parse = the tree

function* walk(node: ParseTree<Name>): Generator<ParseTree<Name>> {
  yield node;
  for (const child of node.children) yield* walk(child);
}

/** The components the parse tree of URI-reference names. */
function componentsFromTree(text: string): Rfc2396Components {
  const tree = g.parseTree('URI-reference', text);
  const nodes = [...walk(tree)];
  const first = (...rules: Name[]) => nodes.find((node) => rules.includes(node.rule as Name));
  const slice = (node: ParseTree<Name> | undefined) =>
    node === undefined ? undefined : text.slice(node.start, node.end);
  const authorityNode = first('authority');
  const kind = authorityNode?.children.find((child) => child.rule !== null)?.rule;
  const hostNode = first('host');
  const hostportNode = first('hostport');
  const host = slice(hostNode);
  const hostport = slice(hostportNode);
  // The path: the opaque part, or the first rel_path or abs_path (an abs_path inside a rel_path
  // comes after the rel_path in this order).
  const opaque = slice(first('opaque_part'));
  return {
    scheme: slice(first('scheme')),
    authority: slice(authorityNode),
    authorityKind: kind === undefined ? undefined : kind === 'server' ? 'server' : 'registry',
    userinfo: slice(first('userinfo')),
    host,
    port:
      hostport !== undefined && hostport.length > host!.length
        ? hostport.slice(host!.length + 1)
        : undefined,
    path: opaque ?? slice(first('rel_path', 'abs_path')) ?? '',
    query: slice(first('query')),
    fragment: slice(first('fragment')),
    opaquePart: opaque,
    hostKind: hostNode?.children.find((child) => child.rule !== null)?.rule as
      Rfc2396Components['hostKind'] | undefined,
  };
}

const uricChars = fc.constantFrom(..."a;/?:@&=+$,-_.!~*'()[]", '%41');
const pcharChars = fc.constantFrom(..."a1:@&=+$,-_.!~*'()", '%41');
const word = (chars: fc.Arbitrary<string>, min = 0) =>
  fc.array(chars, { minLength: min, maxLength: 5 }).map((parts) => parts.join(''));

const segment = fc
  .tuple(word(pcharChars), fc.array(word(pcharChars), { maxLength: 2 }))
  .map(([head, params]) => [head, ...params].join(';'));
const absPath = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => `/${s.join('/')}`);
const host = fc.oneof(
  fc.constantFrom(
    'a',
    'a.b.',
    'x-1.y',
    '1.a',
    '999.1.1.1',
    '1.2.3.4',
    '[::1]',
    '[1:2::3]',
    '[::ffff:1.2.3.4]',
  ),
  word(fc.constantFrom('a', 'b', '1', '-', '.'), 1),
);
const server = fc
  .tuple(
    fc.option(word(fc.constantFrom('u', ':', ';', '%41', '&')), { nil: undefined }),
    host,
    fc.option(fc.constantFrom('', '80', '08'), { nil: undefined }),
  )
  .map(
    ([user, h, port]) =>
      `${user === undefined ? '' : `${user}@`}${h}${port === undefined ? '' : `:${port}`}`,
  );
const regName = word(
  fc.constantFrom('a', '_', '$', ',', ';', ':', '@', '&', '=', '+', '%41', '.', '-'),
  1,
);
const authority = fc.oneof(server, regName, fc.constant(''));
const netPath = fc.tuple(authority, fc.option(absPath, { nil: '' })).map(([a, p]) => `//${a}${p}`);
const relPath = fc
  .tuple(
    word(fc.constantFrom('a', '.', ';', '@', '&', '=', '+', '$', ',', '%41'), 1),
    fc.option(absPath, { nil: '' }),
  )
  .map(([s, p]) => s + p);
const query = fc.option(
  word(uricChars).map((q) => `?${q}`),
  { nil: '' },
);
const fragment = fc.option(
  word(uricChars).map((f) => `#${f}`),
  { nil: '' },
);
const scheme = fc.constantFrom('http', 'a', 'x+y-z.1', 'mailto');
const opaquePart = fc
  .tuple(fc.constantFrom('a', ';', '?', ':', '@', '%41', '~'), word(uricChars))
  .map(([head, tail]) => head + tail);

/** RFC 2396 URI references built from their rules, most of them valid. */
const reference: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(scheme, fc.oneof(netPath, absPath), query, fragment)
    .map(([s, h, q, f]) => `${s}:${h}${q}${f}`),
  fc.tuple(scheme, opaquePart, fragment).map(([s, o, f]) => `${s}:${o}${f}`),
  fc.tuple(fc.oneof(netPath, absPath, relPath), query, fragment).map(([p, q, f]) => p + q + f),
  fragment,
  mutationOf(VALID_SAMPLES['URI-reference']),
  inputFor('URI-reference'),
);

describe('parse = the parse tree of URI-reference', () => {
  const RUNS = 5000 * SCALE;
  let valid = 0;
  let registry = 0;
  let opaque = 0;
  afterAll(() => {
    console.log(
      `rfc2396 parse = tree: ${valid} valid references (${registry} registry-based, ${opaque} opaque)`,
    );
  });

  it(`on valid references (${RUNS} cases drawn)`, () => {
    fc.assert(
      fc.property(reference, (text) => {
        if (!matches('URI-reference', text)) {
          expectToBe(g.safeParse(text).ok, false);
          return;
        }
        valid++;
        const components = g.parse(text);
        if (components.authorityKind === 'registry') registry++;
        if (components.opaquePart !== undefined) opaque++;
        expectToEqual({ text, ...components }, { text, ...componentsFromTree(text) });
        // Step 7 of 5.2 puts them back together as they were.
        const { scheme: s, authority: a, path, query: q, fragment: f } = components;
        expectToBe(
          (s === undefined ? '' : `${s}:`) +
            (a === undefined ? '' : `//${a}`) +
            path +
            (q === undefined ? '' : `?${q}`) +
            (f === undefined ? '' : `#${f}`),
          text,
        );
        // Server-based exactly when the oracle says the authority is a server.
        if (a !== undefined) {
          expectToBe(components.authorityKind, matches('server', a) ? 'server' : 'registry');
        }
      }),
      runParameters(RUNS),
    );
    expect(valid).toBeGreaterThan(RUNS / 3);
    expect(registry).toBeGreaterThan(0);
    expect(opaque).toBeGreaterThan(0);
  });
});
