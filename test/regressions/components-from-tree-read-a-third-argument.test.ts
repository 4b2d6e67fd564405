/**
 * Found by test/security/every-export.test.ts (seed 2083513426): `componentsFromTree` took a
 * third, undocumented parameter, the grammar's description, which the package root's export let
 * any caller fill. A Proxy there had its traps run by the library, and the caller's own error
 * escaped through it, where every export promises TypeError, RangeError or its documented errors.
 * The export now takes the two documented arguments and ignores the rest; each grammar's API
 * reads its own trees.
 */
import { componentsFromTree, grammar, parseTree } from '../../src';

class CallerError extends Error {}
const hostile = new Proxy(
  {},
  {
    get: () => {
      throw new CallerError('the caller code ran and threw');
    },
  },
);
const callWithThree = componentsFromTree as (...args: unknown[]) => unknown;

test("a third argument is ignored: the fuzz test's counterexample", () => {
  // A node with a null rule is text its parent read itself: a tree that names no component.
  expect(callWithThree({ rule: null }, 'http://a b', hostile)).toEqual({
    scheme: undefined,
    authority: undefined,
    userinfo: undefined,
    host: undefined,
    port: undefined,
    path: '',
    query: undefined,
    fragment: undefined,
    hostKind: undefined,
  });
});

test('a third argument is ignored: a real tree gives the RFC 3986 components', () => {
  const text = 'http://a/b?c#d';
  expect(callWithThree(parseTree('URI-reference', text), text, hostile)).toEqual(
    componentsFromTree(parseTree('URI-reference', text), text),
  );
  expect(componentsFromTree(parseTree('URI-reference', text), text)).toMatchObject({
    scheme: 'http',
    host: 'a',
    path: '/b',
    query: 'c',
    fragment: 'd',
    hostKind: 'reg-name',
  });
});

test("each grammar's API still reads its own trees", () => {
  const text = 'http://[fe80::1%25eth0]/';
  const rfc6874 = grammar('rfc6874');
  expect(rfc6874.componentsFromTree(rfc6874.parseTree('URI-reference', text), text)).toMatchObject({
    host: '[fe80::1%25eth0]',
    hostKind: 'IPv6addrz',
  });
});
