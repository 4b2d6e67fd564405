/**
 * Two functions of the entry points `uri-grammar/audit` and `uri-grammar/formats` let a caller's
 * own error out, found when the every-export property (test/security/every-export.test.ts) was
 * widened from the root to all three entry points:
 * - `new AuditUsageError(message, options)` read `options.cause` directly, so a Proxy whose `get`
 *   trap throws (or a `cause` getter) ran caller code and its error escaped;
 * - `addFormats(ajv)` read `ajv.addFormat` directly, with the same result for a hostile `ajv`.
 * Both now answer with a TypeError that names the call.
 */
import { AuditUsageError } from '../../src/audit';
import { addFormats, FORMAT_NAMES } from '../../src/formats';
import type { AjvLike } from '../../src/formats';

class CallerError extends Error {}

/** A Proxy every one of whose traps throws the caller's own error. */
const throwingProxy = (): object => {
  const trap = (): never => {
    throw new CallerError('caller code ran');
  };
  return new Proxy(
    {},
    { get: trap, has: trap, getOwnPropertyDescriptor: trap, ownKeys: trap, getPrototypeOf: trap },
  );
};

/** A Proxy whose `get` trap throws: read through `get`, it ran caller code. */
const throwingGetProxy = (): object =>
  new Proxy(
    {},
    {
      get: () => {
        throw new CallerError('caller code ran');
      },
    },
  );

test('AuditUsageError with a throwing options object is a TypeError, not the caller error', () => {
  expect(() => new AuditUsageError('m', throwingProxy() as { cause?: unknown })).toThrow(TypeError);
  const getter = Object.defineProperty({}, 'cause', {
    get: () => {
      throw new CallerError('caller code ran');
    },
  });
  expect(() => new AuditUsageError('m', getter)).toThrow(TypeError);
  // Only own data properties are read, so a `get` trap is never reached: no cause, no throw.
  expect(new AuditUsageError('m', throwingGetProxy() as { cause?: unknown }).cause).toBeUndefined();
});

test('AuditUsageError still keeps a plain cause', () => {
  const cause = new Error('the peer failed');
  expect(new AuditUsageError('m', { cause }).cause).toBe(cause);
  expect(new AuditUsageError('m').cause).toBeUndefined();
});

test('addFormats with an ajv whose properties throw is a TypeError', () => {
  expect(() => addFormats(throwingProxy() as AjvLike)).toThrow(TypeError);
  expect(() => addFormats(throwingGetProxy() as AjvLike)).toThrow(TypeError);
  const getter = Object.defineProperty({}, 'addFormat', {
    get: () => {
      throw new CallerError('caller code ran');
    },
  });
  expect(() => addFormats(getter as AjvLike)).toThrow(TypeError);
});

test('addFormats still registers through an inherited addFormat (ajv is a class)', () => {
  const names: string[] = [];
  class FakeAjv {
    addFormat(name: string): this {
      names.push(name);
      return this;
    }
  }
  const ajv = new FakeAjv();
  expect(addFormats(ajv)).toBe(ajv);
  expect(names).toEqual([...FORMAT_NAMES]);
  expect(names).toContain('uri-template');
});

test("addFormats wraps ajv's own refusal in a TypeError with it as the cause", () => {
  const refusal = new CallerError('ajv refused');
  const ajv: AjvLike = {
    addFormat: () => {
      throw refusal;
    },
  };
  expect(() => addFormats(ajv)).toThrow(TypeError);
  try {
    addFormats(ajv);
  } catch (error) {
    expect((error as Error).cause).toBe(refusal);
  }
  expect.assertions(2);
});
