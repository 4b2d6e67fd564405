/**
 * Regression: templateRouter spread its argument (`[...templates]`), which runs the caller's
 * iterator, getters and Proxy traps (found by test/security/every-export.test.ts); values read
 * arrays by index and Maps by their own iteration the same way. Each is now read as own data:
 * a getter is refused with a TypeError, never called, and a Map subclass's overrides are not
 * used.
 */
import { expandTemplate, templateRouter } from '../../src';

function withGetter<T extends object>(target: T, key: string, calls: { n: number }): T {
  Object.defineProperty(target, key, {
    get: () => {
      calls.n++;
      return 'x';
    },
    enumerable: true,
  });
  return target;
}

test('templateRouter refuses an array with a getter, without calling it', () => {
  const calls = { n: 0 };
  const templates = withGetter(['/a'], '1', calls);
  expect(() => templateRouter(templates)).toThrow(TypeError);
  expect(calls.n).toBe(0);
});

test('templateRouter does not run an overridden iterator', () => {
  const templates = ['/a', '/b'];
  let iterated = false;
  (templates as unknown as { [Symbol.iterator]: () => Iterator<string> })[Symbol.iterator] =
    function* () {
      iterated = true;
      yield '/evil';
    };
  expect(templateRouter(templates).templates).toEqual(['/a', '/b']);
  expect(iterated).toBe(false);
});

test('expandTemplate refuses a list member behind a getter, without calling it', () => {
  const calls = { n: 0 };
  const list = withGetter(['a', 'b'], '0', calls);
  expect(() => expandTemplate('{l}', { l: list })).toThrow(TypeError);
  expect(calls.n).toBe(0);
});

test("expandTemplate reads a Map subclass by Map's own iteration and lookup", () => {
  class Tricky extends Map<string, string> {
    override forEach(): void {
      throw new Error('forEach ran');
    }
    override get(): string {
      throw new Error('get ran');
    }
    override [Symbol.iterator](): MapIterator<[string, string]> {
      throw new Error('iterator ran');
    }
  }
  const pairs = new Tricky([['k', 'v']]);
  expect(expandTemplate('{?m*}', { m: pairs })).toBe('?k=v');
  const variables = new Tricky([['a', 'b']]);
  expect(expandTemplate('{a}', variables as never)).toBe('b');
});
