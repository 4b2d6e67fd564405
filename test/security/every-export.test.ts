/**
 * Issue 11's closing property: every exported function, fed arbitrary strings and arbitrary
 * objects (getters that throw, Proxies whose traps throw, symbols, BigInts, String objects,
 * functions), either returns or throws one of the errors it documents: TypeError, RangeError,
 * UriSyntaxError, PercentDecodingError (decode), AbnfError (compileGrammar) or AuditUsageError (`uri-grammar/audit`). No caller's own
 * error escapes through the library, and no call hangs (a hang fails the suite by its timeout;
 * every input here is small, so each call is short).
 *
 * The list of functions is taken from the package's exports, so a new export is covered (or this
 * test fails to say it is not) without anyone remembering to add it.
 */
import fc from 'fast-check';
import * as library from '../../src';
import * as auditEntry from '../../src/audit';
import * as formatsEntry from '../../src/formats';
import { SCALE, runParameters } from '../support/arbitraries';

const ALLOWED: readonly (abstract new (...args: never[]) => Error)[] = [
  TypeError,
  RangeError,
  library.UriSyntaxError,
  library.PercentDecodingError,
  library.AbnfError,
  auditEntry.AuditUsageError,
];

class CallerError extends Error {}

const hostileThrow = (): never => {
  throw new CallerError('the caller code ran and threw');
};

/** Objects a caller (or an attacker who controls an object) can hand over, built fresh per call. */
const HOSTILE_OBJECTS: readonly (() => unknown)[] = [
  () => ({}),
  () => Object.create(null) as object,
  () => [],
  () => new String('http://a'),
  () => () => 'http://a',
  () => ({ toString: hostileThrow, valueOf: hostileThrow }),
  () => ({ [Symbol.toPrimitive]: hostileThrow }),
  () => ({ toJSON: hostileThrow }),
  () =>
    Object.defineProperties(
      {},
      Object.fromEntries(
        ['level', 'maxLength', 'strict', 'host', 'path', 'scheme', 'peers', 'rule', 'children'].map(
          (name) => [name, { get: hostileThrow, enumerable: true }] as const,
        ),
      ),
    ),
  () =>
    new Proxy(
      {},
      {
        get: hostileThrow,
        has: hostileThrow,
        ownKeys: hostileThrow,
        getOwnPropertyDescriptor: hostileThrow,
        getPrototypeOf: hostileThrow,
      },
    ),
  () => new Proxy([], { get: hostileThrow, getOwnPropertyDescriptor: hostileThrow }),
  () => ({ rule: 'URI', start: 0, end: 1, children: [{ rule: null }] }),
  () => ({ peers: [{ name: 1 }] }),
  () => ({ [Symbol.iterator]: hostileThrow }),
  () => ({ [Symbol.asyncIterator]: hostileThrow }),
];

const OTHER_VALUES: readonly unknown[] = [
  undefined,
  null,
  0,
  -1,
  NaN,
  Infinity,
  1n,
  true,
  Symbol('s'),
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.constantFrom(
    'http://a b',
    '\uD800',
    'http://[::1',
    '%',
    '__proto__',
    'constructor',
    'URI',
    'host',
    'path',
    'rfc3987',
    'node-url',
    'cmd:false',
  ),
);

/** A recipe for an argument: plain data fast-check can show; `build` makes the value. */
type Recipe =
  | { kind: 'string'; value: string }
  | { kind: 'object'; index: number }
  | { kind: 'other'; index: number }
  | { kind: 'record'; value: Record<string, string | number | boolean | null> };

const recipe: fc.Arbitrary<Recipe> = fc.oneof(
  hostileString.map((value) => ({ kind: 'string' as const, value })),
  fc.nat(HOSTILE_OBJECTS.length - 1).map((index) => ({ kind: 'object' as const, index })),
  fc.nat(OTHER_VALUES.length - 1).map((index) => ({ kind: 'other' as const, index })),
  fc
    .dictionary(
      fc.constantFrom('level', 'maxLength', 'strict', 'host', 'path', 'scheme', 'query', 'rule'),
      fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
    )
    .map((value) => ({ kind: 'record' as const, value })),
);

function build(from: Recipe): unknown {
  switch (from.kind) {
    case 'string':
    case 'record':
      return from.value;
    case 'object':
      return HOSTILE_OBJECTS[from.index]!();
    case 'other':
      return OTHER_VALUES[from.index];
  }
}

/**
 * Every function the package exports from its three entry points, `uri-grammar`,
 * `uri-grammar/audit` and `uri-grammar/formats` (classes too: called without `new`, then with it).
 */
const FUNCTIONS = (
  [
    ['', library],
    ['audit: ', auditEntry],
    ['formats: ', formatsEntry],
  ] as const
).flatMap(([entry, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => typeof value === 'function')
    .map(([name, value]) => [entry + name, value] as [string, (...args: unknown[]) => unknown]),
);

/** The functions of each grammar's API. */
const GRAMMAR_FUNCTIONS = library.GRAMMAR_NAMES.flatMap((name) =>
  Object.entries(library.grammar(name))
    .filter(([, value]) => typeof value === 'function')
    .map(
      ([key, value]) =>
        [`grammar('${name}').${key}`, value] as [string, (...a: unknown[]) => unknown],
    ),
);

/** Calls, then resolves a returned promise, and says what escaped (null when nothing did). */
async function escapedFrom(call: () => unknown): Promise<string | null> {
  try {
    const value = call();
    if (value instanceof Promise) await value;
    return null;
  } catch (error) {
    if (ALLOWED.some((kind) => error instanceof kind)) {
      return (error as Error).message.length > 0 ? null : 'an allowed error with no message';
    }
    return `${(error as Error)?.constructor?.name ?? typeof error}: ${String((error as Error)?.message)}`;
  }
}

describe('every exported function contains arbitrary input', () => {
  test('the export list is what this test thinks it is', () => {
    expect(FUNCTIONS.length).toBeGreaterThan(30);
    expect(GRAMMAR_FUNCTIONS.length).toBeGreaterThan(30);
  });

  test.each([...FUNCTIONS, ...GRAMMAR_FUNCTIONS])(
    '%s',
    async (name, fn) => {
      const isClass = /^class\b/.test(Function.prototype.toString.call(fn));
      await fc.assert(
        fc.asyncProperty(fc.array(recipe, { maxLength: 3 }), async (recipes) => {
          const args = recipes.map(build);
          const call = isClass
            ? () => new (fn as unknown as new (...a: unknown[]) => unknown)(...args)
            : () => fn(...args);
          const escaped = await escapedFrom(call);
          if (escaped !== null)
            throw new Error(`${name}(${JSON.stringify(recipes)}) let out ${escaped}`);
        }),
        runParameters(150 * SCALE),
      );
    },
    60_000,
  );
});
