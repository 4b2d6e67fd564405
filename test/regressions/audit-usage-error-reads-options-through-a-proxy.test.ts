/**
 * Bug (open, for the lead): `new AuditUsageError(message, options)` reads `options.cause` with an
 * ordinary property access, so an `options` object that is a Proxy (or has a `cause` getter) runs
 * the caller's code inside the constructor, and what that code throws escapes. Every other export
 * reads options as own data (src/own-properties.ts). Found by test/security/every-export.test.ts
 * with FC_SEED=1281381923: `AuditUsageError("http://a b", <Proxy whose get throws>)`.
 */
import { AuditUsageError } from '../../src';

class CallerError extends Error {}

test.failing('a Proxy as options runs no caller code', () => {
  const hostile = new Proxy(
    {},
    {
      get: () => {
        throw new CallerError('the caller code ran');
      },
    },
  );
  let thrown: unknown;
  try {
    new AuditUsageError('http://a b', hostile);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).not.toBeInstanceOf(CallerError);
});

test('a plain cause still works (what a fix must keep)', () => {
  const error = new AuditUsageError('m', { cause: 'c' });
  expect(error.cause).toBe('c');
  expect(error.name).toBe('AuditUsageError');
});
