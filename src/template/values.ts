/**
 * Variable values as RFC 6570 section 2.3 defines them, read from what a caller passes: a string,
 * a list (an array) or an associative array (a Map, or a plain object read as own data
 * properties); `undefined` and `null` are undefined, and so are an empty list and an
 * associative array with no defined member. Anything else is an error naming the variable.
 */
import { ownProperty } from '../own-properties';
import { describeValue } from '../validate';
import { TemplateError } from './errors';

/** A member of a list or associative array: a string, or undefined (`undefined`, `null`). */
export type TemplateMember = string | null | undefined;

/** What a variable may hold. */
export type TemplateValue =
  | string
  | readonly TemplateMember[]
  | ReadonlyMap<string, TemplateMember>
  | { readonly [name: string]: TemplateMember }
  | null
  | undefined;

/** The variables of an expansion, by varname as the template writes it. */
export type TemplateVariables =
  { readonly [name: string]: TemplateValue } | ReadonlyMap<string, TemplateValue>;

/** A defined value, read and checked once. */
export type Value =
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | { readonly kind: 'map'; readonly pairs: readonly (readonly [string, string])[] };

const WHERE = 'expandTemplate';

function member(value: unknown, name: string, where: string, offset: number): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  throw new TemplateError(
    'invalid-value',
    offset,
    name,
    `${WHERE}: ${where} of variable "${name}" must be a string, undefined or null, got ${describeValue(value)}`,
  );
}

function isPlainObject(value: object): boolean {
  const prototype = Reflect.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The variable's value, or undefined when it is undefined (2.3). */
export function readValue(raw: unknown, name: string, offset: number): Value | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw === 'string') return { kind: 'string', value: raw };
  if (Array.isArray(raw)) {
    const items: string[] = [];
    for (let i = 0; i < raw.length; i++) {
      const item = member(raw[i], name, `member ${i}`, offset);
      if (item !== undefined) items.push(item);
    }
    return items.length === 0 ? undefined : { kind: 'list', items };
  }
  const pairs: [string, string][] = [];
  if (raw instanceof Map) {
    for (const [key, value] of raw as Map<unknown, unknown>) {
      if (typeof key !== 'string') {
        throw new TemplateError(
          'invalid-value',
          offset,
          name,
          `${WHERE}: the names of variable "${name}"'s associative array must be strings, got ${describeValue(key)}`,
        );
      }
      const item = member(value, name, `the member "${key}"`, offset);
      if (item !== undefined) pairs.push([key, item]);
    }
  } else if (typeof raw === 'object' && isPlainObject(raw)) {
    for (const key of Object.keys(raw)) {
      const item = member(ownProperty(raw, key, WHERE), name, `the member "${key}"`, offset);
      if (item !== undefined) pairs.push([key, item]);
    }
  } else {
    throw new TemplateError(
      'invalid-value',
      offset,
      name,
      `${WHERE}: variable "${name}" must be a string, an array, a Map or a plain object (or undefined or null), got ${describeValue(raw)}`,
    );
  }
  return pairs.length === 0 ? undefined : { kind: 'map', pairs };
}

/** The raw value of `name` in the caller's variables: an own data property, or a Map entry. */
export function lookup(variables: unknown, name: string): unknown {
  if (variables instanceof Map) return (variables as Map<unknown, unknown>).get(name);
  return ownProperty(variables as object, name, WHERE);
}

export function assertVariables(variables: unknown): void {
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) {
    throw new TypeError(
      `${WHERE}: variables must be an object or a Map, got ${Array.isArray(variables) ? 'an array' : describeValue(variables)}`,
    );
  }
}
