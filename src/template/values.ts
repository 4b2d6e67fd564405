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

// Unbound on purpose: called with .call on the caller's Map, so an override cannot run.
// eslint-disable-next-line @typescript-eslint/unbound-method
const MAP_FOR_EACH = Map.prototype.forEach as (
  this: Map<unknown, unknown>,
  callback: (value: unknown, key: unknown) => void,
) => void;
// eslint-disable-next-line @typescript-eslint/unbound-method
const MAP_GET = Map.prototype.get as (this: Map<unknown, unknown>, key: unknown) => unknown;

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
    // Own data properties only: a getter or a Proxy trap is refused, never run.
    const length = ownProperty(raw, 'length', WHERE) as number;
    const items: string[] = [];
    for (let i = 0; i < length; i++) {
      const item = member(ownProperty(raw, String(i), WHERE), name, `member ${i}`, offset);
      if (item !== undefined) items.push(item);
    }
    return items.length === 0 ? undefined : { kind: 'list', items };
  }
  const pairs: [string, string][] = [];
  if (raw instanceof Map) {
    // Map.prototype's own iteration: a subclass's or an instance's override is not called.
    const entries: [unknown, unknown][] = [];
    MAP_FOR_EACH.call(raw, (value: unknown, key: unknown) => entries.push([key, value]));
    for (const [key, value] of entries) {
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
  if (variables instanceof Map) return MAP_GET.call(variables as Map<unknown, unknown>, name);
  return ownProperty(variables as object, name, WHERE);
}

export function assertVariables(variables: unknown): void {
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) {
    throw new TypeError(
      `${WHERE}: variables must be an object or a Map, got ${Array.isArray(variables) ? 'an array' : describeValue(variables)}`,
    );
  }
}
