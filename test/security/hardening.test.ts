/**
 * Untrusted input against every public entry point (RFC 3986 section 7: a URI library is the
 * first thing hostile text meets). Whatever the input, a call returns its documented type or
 * throws a TypeError, UriSyntaxError or PercentDecodingError with a message: never another
 * error, never a stack overflow, never a hang (each input is linear to check), and repeated
 * calls leave no memory behind.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { RULE_NAMES, type RuleName } from '../../grammar';
import { parse, parseAs, type ReferenceRule } from '../../src/components';
import { safeParse } from '../../src/safe-parse';
import { UriSyntaxError } from '../../src/errors';
import {
  ENCODE_TARGETS,
  type EncodeTarget,
  PercentDecodingError,
  decode,
  encode,
  normalizePercentEncoding,
} from '../../src/percent';
import { inspect } from '../../src/security';
import { check, isValid, parseTree } from '../../src/validate';
import { SCALE, runParameters } from '../support/arbitraries';
import {
  expectGreaterThan,
  expectAtLeast,
  expectAtMost,
  expectInstanceOf,
  expectToBe,
} from '../support/cheap-expect';

const CONTAINED_ERRORS = [TypeError, UriSyntaxError, PercentDecodingError] as const;

/** Calls `call` and fails unless it returns or throws one of the contained errors with a message. */
function contained(call: () => unknown): { value?: unknown; error?: Error } {
  try {
    return { value: call() };
  } catch (error) {
    const isContained = CONTAINED_ERRORS.some((kind) => error instanceof kind);
    if (!isContained) throw new Error(`escaped: ${String(error)}`, { cause: error });
    expectGreaterThan((error as Error).message.length, 0);
    return { error: error as Error };
  }
}

/** Entry points taking text, typed loosely so the tests can hand them anything. */
type Call = (text: unknown) => unknown;
const TEXT_ENTRY_POINTS: Readonly<Record<string, Call>> = {
  isValid: (text) => isValid('URI-reference', text),
  check: (text) => check('URI-reference', text),
  parseTree: (text) => parseTree('URI-reference', text as string),
  parse: (text) => parse(text as string),
  parseAs: (text) => parseAs('URI', text as string),
  encode: (text) => encode(text as string, 'path'),
  decode: (text) => decode(text as string),
  normalizePercentEncoding: (text) => normalizePercentEncoding(text as string),
  inspect: (text) => inspect(text as string),
};

/** Entry points taking a rule (or component) name. */
const RULE_ENTRY_POINTS: Readonly<Record<string, Call>> = {
  isValid: (rule) => isValid(rule as RuleName, 'a'),
  check: (rule) => check(rule as RuleName, 'a'),
  parseTree: (rule) => parseTree(rule as RuleName, 'a'),
  parseAs: (rule) => parseAs(rule as ReferenceRule, 'a'),
  encode: (target) => encode('a', target as EncodeTarget),
};

const throwing = (): never => {
  throw new Error('a hostile method ran');
};

const NON_STRINGS: readonly (readonly [string, unknown])[] = [
  ['undefined', undefined],
  ['null', null],
  ['42', 42],
  ['NaN', NaN],
  ['42n', 42n],
  ['true', true],
  ['{}', {}],
  ['[]', []],
  ['["http://a"]', ['http://a']],
  ['Symbol', Symbol('http://a')],
  ['a String object', new String('http://a')],
  ['a function', () => 'http://a'],
  ['an object whose toString throws', { toString: throwing }],
  ['an object whose toJSON throws', { toJSON: throwing }],
  ['a Proxy that throws on every trap', new Proxy({}, { get: throwing, has: throwing })],
];

/** The guards: a non-string is an answer (false, an error value), never a throw. */
const GUARDS: Readonly<Record<string, readonly [Call, unknown]>> = {
  isValid: [(text) => isValid('URI-reference', text), false],
  check: [
    (text) => check('URI-reference', text),
    { ok: false, error: expect.objectContaining({ code: 'not-a-string', offset: 0 }) },
  ],
  safeParse: [
    (text) => safeParse('URI', text),
    { ok: false, error: expect.objectContaining({ code: 'not-a-string', offset: 0 }) },
  ],
};

describe.each(Object.entries(GUARDS))(
  '%s on a value that is not a string',
  (name, [call, answer]) => {
    for (const [label, value] of NON_STRINGS) {
      it(`text: ${name} answers without throwing for ${label}`, () => {
        expect(contained(() => call(value))).toEqual({ value: answer });
      });
    }
  },
);

describe.each(Object.entries(TEXT_ENTRY_POINTS).filter(([name]) => !Object.hasOwn(GUARDS, name)))(
  '%s on text that is not a string',
  (name, call) => {
    for (const [label, value] of NON_STRINGS) {
      it(`text: ${name} throws a TypeError for ${label}`, () => {
        const { error } = contained(() => call(value));
        expect(error).toBeInstanceOf(TypeError);
      });
    }
  },
);

const UNKNOWN_RULES: readonly (readonly [string, unknown])[] = [
  ...['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '', 'uri', ' URI'].map(
    (name) => [JSON.stringify(name), name] as const,
  ),
  ...NON_STRINGS,
];

describe.each(Object.entries(RULE_ENTRY_POINTS))('%s with an unknown rule name', (name, call) => {
  for (const [label, rule] of UNKNOWN_RULES) {
    it(`rule: ${name} throws a TypeError for ${label}`, () => {
      const { error } = contained(() => call(rule));
      expect(error).toBeInstanceOf(TypeError);
    });
  }
});

const AWKWARD_STRINGS: readonly string[] = [
  '',
  '\uD800',
  '\uDC00',
  'http://a/\uD83D',
  'http://a/\uDE00x',
  '\uD83D\uDE00',
  'http://a/\u0000',
  '\u0000',
  'http://a/\r\n',
  'http://a\r\n.example/',
  '\n',
  'http://é.example/',
  'http://a/ü?ß#€',
  '%',
  '%C3',
  '%ff',
  '%C0%AF',
  '%ED%A0%80',
  'http://%00/',
  '[',
  'http://[',
  'http://[::1',
  '::::::::',
  '\\\\server\\share',
  'javascript:alert(1)',
  ' http://a/',
  'http://a/ ',
  '\uFEFFhttp://a/',
];

describe.each(Object.entries(TEXT_ENTRY_POINTS))('%s on awkward strings', (name, call) => {
  it.each(AWKWARD_STRINGS.map((text) => [JSON.stringify(text), text]))('contains %s', (_, text) => {
    const { value, error } = contained(() => call(text));
    if (name === 'isValid') expect(typeof value).toBe('boolean');
    if (name === 'inspect' && !error) expect(Array.isArray(value)).toBe(true);
  });
});

const TEN_MB = 10 * 1024 * 1024;

/**
 * Stryker's worker processes carry STRYKER_MUTATOR_WORKER. The 10 MB and memory tests cover
 * nearly every mutant and take seconds each, so under mutation testing they would run for
 * every mutant while killing none the small cases do not; they are skipped there.
 */
const describeHeavy = process.env.STRYKER_MUTATOR_WORKER === undefined ? describe : describe.skip;

/** Long inputs, linear for every entry point, and whether each is a URI reference. */
const LONG_INPUTS: readonly (readonly [string, () => string, boolean])[] = [
  ['10 MB of "a"', () => 'a'.repeat(TEN_MB), true],
  ['10 MB of "%41"', () => '%41'.repeat(TEN_MB / 3), true],
  ['10 MB of "%"', () => '%'.repeat(TEN_MB), false],
  ['10 MB of "["', () => '['.repeat(TEN_MB), false],
  ['10 MB of lone surrogates', () => '\uD800'.repeat(TEN_MB), false],
  ['a 10 MB host with a space at the end', () => `http://${'a'.repeat(TEN_MB)} `, false],
  ['a 10 MB port of zeros', () => `http://a:${'0'.repeat(TEN_MB)}/`, true],
  ['a 10 MB userinfo of dotted labels', () => `http://${'ab.'.repeat(TEN_MB / 3)}x@h/`, true],
];

/**
 * 10 MB of "/" or "/." is one parse-tree node per segment: `check` and `parseTree` build
 * millions of nodes (seconds and gigabytes), which is what `maxLength` is for. The other entry
 * points take it in one pass.
 */
const MANY_SEGMENTS: readonly (readonly [string, () => string])[] = [
  ['10 MB of "/"', () => '/'.repeat(TEN_MB)],
  ['10 MB of "/."', () => '/.'.repeat(TEN_MB / 2)],
];

describeHeavy('10 MB inputs', () => {
  it.each(LONG_INPUTS)(
    'every entry point contains %s',
    (_, make, isReference) => {
      const text = make();
      expect(isValid('URI-reference', text)).toBe(isReference);
      for (const call of Object.values(TEXT_ENTRY_POINTS)) contained(() => call(text));
      const { error } = contained(() => inspect(text));
      expect(error === undefined).toBe(isReference);
    },
    120_000,
  );

  it.each(MANY_SEGMENTS)(
    'the one-pass entry points contain %s, and maxLength stops the tree builders',
    (_, make) => {
      const text = make();
      expect(isValid('URI-reference', text)).toBe(true);
      for (const name of ['parse', 'encode', 'decode', 'normalizePercentEncoding', 'inspect']) {
        contained(() => TEXT_ENTRY_POINTS[name]!(text));
      }
      const limited = check('URI-reference', text, { maxLength: 2048 });
      expect(limited).toMatchObject({ ok: false, error: { code: 'too-long', offset: 2048 } });
      expect(() => parseTree('URI-reference', text, { maxLength: 2048 })).toThrow(
        expect.objectContaining({ code: 'too-long' }),
      );
    },
    120_000,
  );
});

describe('maxLength', () => {
  const text = 'http://example.com/a/b';
  it.each([
    ['check', () => check('URI', text, { maxLength: 10 })],
    ['parseTree', () => parseTree('URI', text, { maxLength: 10 })],
    ['parse', () => parse(text, { maxLength: 10 })],
    ['parseAs', () => parseAs('URI', text, { maxLength: 10 })],
    ['inspect', () => inspect(text, { maxLength: 10 })],
  ])('makes %s refuse longer input with code too-long', (_, call) => {
    const { value, error } = contained(call);
    const info = error ?? (value as { error: unknown }).error;
    expect(info).toMatchObject({ code: 'too-long', offset: 10 });
    if (error) expect(error).toBeInstanceOf(UriSyntaxError);
  });

  it('lets input of exactly maxLength through', () => {
    expect(check('URI', text, { maxLength: text.length }).ok).toBe(true);
    expect(parse(text, { maxLength: text.length }).host).toBe('example.com');
    expect(inspect(text, { maxLength: text.length })).toEqual([]);
  });
});

/** One UTF-16 code unit, lone surrogates included (`unit: 'binary'` leaves them out). */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

const DELIMITERS_AND_CONTROLS = [
  ...':/?#[]@!$&\'()*+,;=%.-_~\\ "<>^`{|}',
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
  'a',
  'A',
  '1',
  'f',
  'v',
  '\u00e9',
  '\uD800',
];

const HOSTILE_TEXT: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.string({ unit: codeUnit, maxLength: 64 }),
  fc.string({ unit: fc.constantFrom(...DELIMITERS_AND_CONTROLS), maxLength: 64 }),
  fc.string({ unit: fc.constantFrom('%', '2', 'e', 'E', 'F', 'C', '3', '/', '.'), maxLength: 64 }),
);

/** A few long ones: runs of a delimiter pattern, tens of thousands of characters. */
const LONG_HOSTILE_TEXT: fc.Arbitrary<string> = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...DELIMITERS_AND_CONTROLS), minLength: 1, maxLength: 8 }),
    fc.integer({ min: 1000, max: 20000 }),
    fc.string({ unit: codeUnit, maxLength: 4 }),
  )
  .map(([pattern, times, tail]) => pattern.repeat(times) + tail);

const RULE = fc.constantFrom(...RULE_NAMES);
const TARGET = fc.constantFrom(...ENCODE_TARGETS);

/**
 * Each comparison is made first and its matcher called only on a mismatch
 * (test/support/cheap-expect.ts): 3,000 cases of a dozen matcher calls each were most of what
 * the property cost.
 */
function containedOnAll(text: string, rule: RuleName, target: EncodeTarget): void {
  expectToBe(typeof isValid(rule, text), 'boolean');
  const result = check(rule, text);
  if (!result.ok) {
    expectAtLeast(result.error.offset, 0);
    expectAtMost(result.error.offset, text.length);
    expectGreaterThan(result.error.message.length, 0);
  }
  const parsed = contained(() => parse(text));
  if (parsed.error) expectInstanceOf(parsed.error, UriSyntaxError);
  const inspected = contained(() => inspect(text));
  if (inspected.error) expectInstanceOf(inspected.error, UriSyntaxError);
  else expectToBe(Array.isArray(inspected.value), true);
  expectToBe(parsed.error === undefined, inspected.error === undefined);
  expectToBe(parsed.error === undefined, isValid('URI-reference', text));
  const encoded = contained(() => encode(text, target));
  if (encoded.error) expectInstanceOf(encoded.error, TypeError);
  else expectToBe(isValid(target, encoded.value), true);
  const decoded = contained(() => decode(text));
  if (decoded.error) expectInstanceOf(decoded.error, PercentDecodingError);
  contained(() => normalizePercentEncoding(text));
}

describe('properties on hostile text', () => {
  it('every entry point returns its type or throws its own error', () => {
    fc.assert(fc.property(HOSTILE_TEXT, RULE, TARGET, containedOnAll), runParameters(3000 * SCALE));
  });

  it('so does every entry point on long text', () => {
    fc.assert(
      fc.property(LONG_HOSTILE_TEXT, RULE, TARGET, containedOnAll),
      runParameters(30 * SCALE),
    );
  });
});

/** `global.gc` when node runs with --expose-gc, otherwise the same function obtained at run time. */
function garbageCollector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

function settledHeap(collect: () => void): number {
  for (let i = 0; i < 3; i++) collect();
  return process.memoryUsage().heapUsed;
}

/** The i-th of a million different strings, half of them invalid. */
function variedString(i: number): string {
  switch (i % 6) {
    case 0:
      return `http://h${i}.example:${i % 65536}/p/${i}?q=${i}#f${i}`;
    case 1:
      return `//u${i}:pw@[::${(i % 65535).toString(16)}]/%${(i % 256).toString(16).padStart(2, '0')}`;
    case 2:
      return `/a/${i}/../b%2E${i}`;
    case 3:
      return `http://h${i} /`;
    case 4:
      return `x${i}:%zz${i}`;
    default:
      return `[${i}]:${'/'.repeat(i % 7)}`;
  }
}

const MEGABYTE = 1024 * 1024;

describeHeavy('memory', () => {
  it('does not grow with the number of distinct inputs (no cache keyed by input)', () => {
    const collect = garbageCollector();
    const rules: readonly RuleName[] = ['URI-reference', 'URI', 'host', 'path', 'query'];
    const workload = (isValidCalls: number, treeCalls: number): number => {
      let accepted = 0;
      for (let i = 0; i < isValidCalls; i++) {
        if (isValid(rules[i % rules.length]!, variedString(i))) accepted++;
      }
      for (let i = 0; i < treeCalls; i++) {
        const text = variedString(i);
        if (check('URI-reference', text).ok) accepted++;
        try {
          parse(text);
          accepted++;
        } catch {
          // Invalid on purpose: half of the inputs.
        }
      }
      return accepted;
    };
    // Warm up: automata and character tables are built once per rule, which is not growth.
    expect(workload(10_000, 10_000)).toBeGreaterThan(0);
    const before = settledHeap(collect);
    expect(workload(1_000_000, 100_000)).toBeGreaterThan(0);
    const after = settledHeap(collect);
    expect((after - before) / MEGABYTE).toBeLessThan(20);
  }, 300_000);
});
