/**
 * Reading what callers hand the scheme builders: own data properties only (src/own-properties.ts),
 * so a getter, a Proxy's trap or a polluted prototype never runs, and what escapes is a
 * TypeError naming the call.
 */
import { ownProperty } from '../own-properties';
import { describeValue } from '../validate';

/** The items of an array, each an own data property. */
export function ownItems(value: unknown, where: string, what: string): unknown[] {
  if (!Array.isArray(value)) {
    throw new TypeError(`${where}: ${what} must be an array, got ${describeValue(value)}`);
  }
  const length = ownProperty(value, 'length', where);
  if (typeof length !== 'number') {
    throw new TypeError(`${where}: ${what} must be an array, got one with no plain length`);
  }
  const items: unknown[] = [];
  for (let i = 0; i < length; i++) items.push(ownProperty(value, String(i), where));
  return items;
}

/** `value` as an object to read fields from, or a TypeError. */
export function ownObject(value: unknown, where: string, what: string): object {
  if (typeof value !== 'object' || value === null) {
    throw new TypeError(`${where}: ${what} must be an object, got ${describeValue(value)}`);
  }
  return value;
}
