/**
 * `parse` validates with the automaton and splits at delimiters; `componentsFromTree` reads the
 * combinators' parse tree. The split is exact only because its input is valid; this test holds
 * the two routes to the same answer, for every reference rule `parseAs` takes.
 */
import fc from 'fast-check';
import {
  type ReferenceRule,
  UriSyntaxError,
  componentsFromTree,
  grammar,
  parse,
  parseAs,
  parseTree,
} from '../../src';
import { isValid } from '../../src/validate';
import { SCALE, VALID_SAMPLES, inputFor, runParameters } from '../support/arbitraries';
import { expectToEqual } from '../support/cheap-expect';
import { anyReference, anyUri } from '../support/uri-arbitraries';

const RULES: readonly ReferenceRule[] = ['URI-reference', 'URI', 'absolute-URI', 'relative-ref'];
const RUNS = 3000 * SCALE;

function bothRoutes(rule: ReferenceRule, text: string): void {
  expectToEqual(parseAs(rule, text), componentsFromTree(parseTree(rule, text), text));
}

describe.each(RULES)('%s: the split equals the tree', (rule) => {
  test('on the samples', () => {
    for (const text of VALID_SAMPLES[rule]) bothRoutes(rule, text);
  });

  test(`on ${RUNS} generated valid references and ${RUNS} piece strings`, () => {
    let valid = 0;
    const check = (text: string): void => {
      if (!isValid(rule, text)) return;
      valid++;
      bothRoutes(rule, text);
    };
    fc.assert(fc.property(fc.oneof(anyReference, anyUri), check), runParameters(RUNS));
    fc.assert(fc.property(inputFor(rule), check), runParameters(RUNS));
    expect(valid).toBeGreaterThan(RUNS / 4);
  });
});

test.each([
  ['http://u@1.2.3.4:80/p?q#f', 'IPv4address'],
  ['http://1.2.3.4.5/', 'reg-name'],
  ['//[::1]', 'IPv6address'],
  ['//[V1.x]', 'IPvFuture'],
  ['//', 'reg-name'],
])('hostKind of %s is %s by both routes', (text, kind) => {
  bothRoutes('URI-reference', text);
  expect(parseAs('URI-reference', text).hostKind).toBe(kind);
});

test.each([
  ['http://h:8/p', { authority: 'h:8', host: 'h', port: '8' }],
  ['http://u:p@h/p', { authority: 'u:p@h', userinfo: 'u:p', host: 'h', port: undefined }],
  ['http://a.example/x:y', { authority: 'a.example', host: 'a.example', port: undefined }],
  ['//[::1]:8', { authority: '[::1]:8', host: '[::1]', port: '8' }],
  ['a+b-c.d:x', { scheme: 'a+b-c.d', path: 'x' }],
  ['a%41/b:c', { scheme: undefined, path: 'a%41/b:c' }],
  ['./a:b', { scheme: undefined, path: './a:b' }],
])(
  'the split of %s: the port colon is searched in the authority only, a scheme is a run',
  (text, parts) => {
    bothRoutes('URI-reference', text);
    expect(parseAs('URI-reference', text)).toMatchObject(parts);
  },
);

test('parse remembers its last rule, and alternating rules and grammars each get their own answer', () => {
  const iri = grammar('rfc3987');
  for (let round = 0; round < 3; round++) {
    expect(parse('http://a').host).toBe('a');
    expect(() => parseAs('relative-ref', 'http://a')).toThrow(UriSyntaxError);
    expect(parseAs('relative-ref', '//a').host).toBe('a');
    expect(() => parse('http://é')).toThrow(UriSyntaxError);
    expect(iri.parse('http://é').host).toBe('é');
    expect(() => parseAs('nope' as ReferenceRule, 'x')).toThrow(TypeError);
    expect(() => parseAs('URI', 'x')).toThrow(UriSyntaxError);
  }
});
