/**
 * `expect(actual).toBe(expected)` and `.toEqual(expected)` for the bodies of property loops,
 * which run them tens of thousands of times. A matcher call costs far more than the comparison
 * it makes (the matcher object, its state, its message machinery), so these compare first and
 * call the matcher only on a mismatch, where it fails with its usual message. They pass and fail
 * on exactly the inputs the matcher does:
 *
 * - `Object.is` is the comparison `toBe` makes;
 * - `isDeepStrictEqual` holds only of values `toEqual` also holds equal (it is stricter: it
 *   compares prototypes and tells a missing property from an undefined one), and where it does
 *   not hold, `toEqual` decides.
 */
import { isDeepStrictEqual } from 'node:util';

export function expectToBe(actual: unknown, expected: unknown): void {
  if (!Object.is(actual, expected)) expect(actual).toBe(expected);
}

export function expectToEqual(actual: unknown, expected: unknown): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual).toEqual(expected);
}

export function expectUndefined(actual: unknown): void {
  if (actual !== undefined) expect(actual).toBeUndefined();
}

export function expectDefined(actual: unknown): void {
  if (actual === undefined) expect(actual).toBeDefined();
}

// The number comparisons: each matcher requires two numbers (or bigints), then compares with the
// operator named; anything but two numbers goes to the matcher, which decides.

/** `toBeLessThanOrEqual`: its comparison is `<=`. */
export function expectAtMost(actual: number, expected: number): void {
  if (!(typeof actual === 'number' && typeof expected === 'number' && actual <= expected)) {
    expect(actual).toBeLessThanOrEqual(expected);
  }
}

/** `toBeGreaterThanOrEqual`: its comparison is `>=`. */
export function expectAtLeast(actual: number, expected: number): void {
  if (!(typeof actual === 'number' && typeof expected === 'number' && actual >= expected)) {
    expect(actual).toBeGreaterThanOrEqual(expected);
  }
}

/** `toBeLessThan`: its comparison is `<`. */
export function expectLessThan(actual: number, expected: number): void {
  if (!(typeof actual === 'number' && typeof expected === 'number' && actual < expected))
    expect(actual).toBeLessThan(expected);
}

/** `toBeGreaterThan`: its comparison is `>`. */
export function expectGreaterThan(actual: number, expected: number): void {
  if (!(typeof actual === 'number' && typeof expected === 'number' && actual > expected))
    expect(actual).toBeGreaterThan(expected);
}

/** `toHaveLength`: a non-negative integer `expected`, and a `length` equal to it. */
export function expectLength(actual: { readonly length: number }, expected: number): void {
  if (!(Number.isInteger(expected) && expected >= 0 && actual?.length === expected)) {
    expect(actual).toHaveLength(expected);
  }
}

/** `toContain` on a string: its comparison is `includes`. */
export function expectToContain(actual: string, expected: string): void {
  if (!actual.includes(expected)) expect(actual).toContain(expected);
}

/** `toBeInstanceOf`: its comparison is `instanceof`. */
export function expectInstanceOf(
  actual: unknown,
  expected: abstract new (...args: never[]) => unknown,
): void {
  if (!(actual instanceof expected)) expect(actual).toBeInstanceOf(expected);
}
