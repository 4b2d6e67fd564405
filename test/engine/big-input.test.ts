/**
 * 10 MB inputs: isValid gives a boolean and check gives a result (a tree, or an error at the
 * offset worked out by hand) without throwing or overflowing the stack. No timing assertions;
 * each case has 60 s.
 */
import { check, isValid, type RuleName } from '../../src';

const N = 10_000_000;
const TIMEOUT = 60_000;

const run = (piece: string): string => piece.repeat(Math.ceil(N / piece.length));

/** `true`: valid; a number: invalid, with the error at that offset. */
type Expected = true | number;

const CASES: [string, RuleName, () => string, Expected][] = [
  ['http://a/ + 10 MB of "a"', 'URI', () => 'http://a/' + run('a'), true],
  ['http://a/? + 10 MB of "%41"', 'URI', () => 'http://a/?' + run('%41'), true],
  ['10 MB of "%41"', 'query', () => run('%41'), true],
  ['10 MB of "a"', 'reg-name', () => run('a'), true],
  ['10 MB of "a"', 'host', () => run('a'), true],
  ['http:// + 10 MB of "a"', 'URI', () => 'http://' + run('a'), true],
  ['10 MB of "1.2.3.4."', 'host', () => run('1.2.3.4.'), true],
  // ":" runs
  ['10 MB of ":"', 'userinfo', () => run(':'), true],
  ['10 MB of ":"', 'path', () => run(':'), true],
  ['10 MB of ":"', 'IPv6address', () => run(':'), 2],
  ['10 MB of ":"', 'URI-reference', () => run(':'), 0],
  // userinfo made of colons is waiting for its "@" until the very end
  ['10 MB of ":"', 'authority', () => run(':'), N],
  // "[" runs
  ['10 MB of "["', 'IP-literal', () => run('['), 1],
  ['10 MB of "["', 'host', () => run('['), 1],
  ['10 MB of "["', 'URI-reference', () => run('['), 0],
  // eight groups "1:1:1:1:1:1:1:1" fill the address; the ":" after them cannot stand
  ['http://[ + 10 MB of "1:"', 'URI', () => 'http://[' + run('1:'), 8 + 15],
  // "@" runs
  ['10 MB of "@"', 'URI-reference', () => run('@'), true],
  ['10 MB of "@"', 'userinfo', () => run('@'), 0],
  ['10 MB of "@"', 'authority', () => run('@'), 1],
  // "/" runs: ten million empty segments
  ['10 MB of "/"', 'path', () => run('/'), true],
  ['10 MB of "/"', 'URI-reference', () => run('/'), true],
  ['10 MB of "/"', 'path-absolute', () => run('/'), 1],
  ['10 MB of "/"', 'URI', () => run('/'), 0],
  // "%" runs
  ['10 MB of "%"', 'reg-name', () => run('%'), 1],
  ['10 MB of "%"', 'URI-reference', () => run('%'), 1],
  ['10 MB of "%"', 'query', () => run('%'), 1],
];

describe.each(CASES)('%s as %s', (_label, rule, make, expected) => {
  it(
    `isValid is ${expected === true ? 'true' : 'false'}`,
    () => {
      expect(isValid(rule, make())).toBe(expected === true);
    },
    TIMEOUT,
  );

  it(
    `check gives ${expected === true ? 'a tree of the whole input' : `an error at offset ${expected}`}`,
    () => {
      const text = make();
      const result = check(rule, text);
      if (expected === true) {
        expect(result.ok && [result.tree.rule, result.tree.start, result.tree.end]).toEqual([
          rule,
          0,
          text.length,
        ]);
      } else {
        expect(result.ok ? 'ok' : result.error.offset).toBe(expected);
      }
    },
    TIMEOUT,
  );
});
