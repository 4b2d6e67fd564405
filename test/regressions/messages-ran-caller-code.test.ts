/**
 * Found by the hardening suite: messages about a bad argument were built with JSON.stringify,
 * which runs an object's toJSON (or a Proxy's traps), so their errors escaped as plain Errors;
 * and normalizePercentEncoding took any value. Every entry point now answers a TypeError.
 */
import { encode, normalize, normalizePercentEncoding, parseAs } from '../../src';
import { equivalent } from '../../src/equivalence';

const hostile: unknown = {
  toJSON(): never {
    throw new Error('caller code ran');
  },
};
const trap: unknown = new Proxy(
  {},
  {
    get(): never {
      throw new Error('caller code ran');
    },
  },
);

test.each([
  ['parseAs', (value: unknown) => parseAs(value as 'URI', 'a:b')],
  ['encode', (value: unknown) => encode('a', value as 'path')],
  ['normalize level', (value: unknown) => normalize('a:b', { level: value as 'syntax' })],
  ['equivalent level', (value: unknown) => equivalent('a:b', 'a:b', { level: value as 'syntax' })],
  ['normalizePercentEncoding', (value: unknown) => normalizePercentEncoding(value as string)],
])('%s refuses a hostile value with a TypeError, without running its code', (_name, call) => {
  for (const value of [hostile, trap, 1n, [], new String('a')]) {
    expect(() => call(value)).toThrow(TypeError);
  }
});
