/**
 * Reading the values a caller interpolates or passes as query parameters, without running any of
 * the caller's code: primitives are written as text; arrays and objects are read through their own
 * data properties (src/own-properties.ts), so getters, Proxies and a polluted prototype change
 * nothing and what escapes is a TypeError.
 */
import { ownProperty } from '../own-properties';
import { describeValue } from '../validate';

/** What a value may be where it becomes text. */
export type UriTagScalar = string | number | bigint | boolean;

/** A query parameter's value: text, a list of texts (one pair each), or undefined (left out). */
export type QueryParameterValue = UriTagScalar | readonly UriTagScalar[] | undefined | null;

/** A whole set of query parameters: key-value pairs in order, or an object's own properties. */
export type QueryParameters =
  | readonly (readonly [UriTagScalar, UriTagScalar | undefined])[]
  | { readonly [key: string]: QueryParameterValue };

/** What one interpolation in a `uri` template may be. */
export type UriTagValue = UriTagScalar | readonly UriTagScalar[] | QueryParameters;

/** The text of a primitive value; anything else is a TypeError naming `where`. */
export function scalarText(value: unknown, where: string): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      if (!Number.isFinite(value)) {
        throw new RangeError(`uri: ${where} is ${String(value)}, which is no text to write`);
      }
      return String(value);
    case 'bigint':
    case 'boolean':
      return String(value);
    default:
      throw new TypeError(
        `uri: ${where} must be a string, a number, a bigint or a boolean, got ${describeValue(value)}`,
      );
  }
}

/** Whether `value` is an object or function (something with properties). */
export function isObject(value: unknown): value is object {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

/** The items of an array, read as own data (a getter or a Proxy's trap is never run). */
export function arrayItems(array: readonly unknown[], where: string): unknown[] {
  const items: unknown[] = [];
  try {
    const length = ownDataValue(array, 'length');
    if (typeof length !== 'number') throw new TypeError();
    for (let i = 0; i < length; i++) items.push(ownDataValue(array, i));
  } catch {
    throw new TypeError(`uri: the items of ${where} could not be read as plain values`);
  }
  return items;
}

/** An own data property's value (undefined when absent); throws on a getter. */
function ownDataValue(object: object, key: string | number): unknown {
  const descriptor = Reflect.getOwnPropertyDescriptor(object, key);
  if (descriptor === undefined) return undefined;
  if (!Object.hasOwn(descriptor, 'value')) throw new TypeError();
  return descriptor.value as unknown;
}

/**
 * Key-value pairs from an array of pairs or an object's own string-keyed properties, in order.
 * An object's property whose value is an array gives one pair per item; one whose value is
 * undefined or null is left out. A value of undefined in an array pair gives a key with no "=".
 */
export function queryEntries(value: object, where: string): [string, string | undefined][] {
  const entries: [string, string | undefined][] = [];
  if (Array.isArray(value)) {
    for (const [i, item] of arrayItems(value, where).entries()) {
      const name = `${where}, pair ${i + 1}`;
      if (!Array.isArray(item)) {
        throw new TypeError(
          `uri: ${name} must be a [key, value] array, got ${describeValue(item)}`,
        );
      }
      const pair = arrayItems(item, name);
      if (pair.length !== 2) {
        throw new TypeError(`uri: ${name} must be a [key, value] array of two items`);
      }
      const [key, text] = pair;
      entries.push([
        scalarText(key, `${name}'s key`),
        text === undefined ? undefined : scalarText(text, `${name}'s value`),
      ]);
    }
    return entries;
  }
  let keys: (string | symbol)[];
  try {
    keys = Reflect.ownKeys(value);
  } catch {
    throw new TypeError(`uri: the keys of ${where} could not be read`);
  }
  for (const key of keys) {
    if (typeof key !== 'string') continue;
    const item = ownProperty(value, key, `uri: ${where}`);
    if (item === undefined || item === null) continue;
    if (Array.isArray(item)) {
      for (const each of arrayItems(item, `${where}.${key}`)) {
        entries.push([key, scalarText(each, `an item of ${where}.${key}`)]);
      }
    } else {
      entries.push([key, scalarText(item, `${where}.${key}`)]);
    }
  }
  return entries;
}
