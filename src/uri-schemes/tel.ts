/**
 * The `tel` scheme (RFC 3966 section 3): the number, global or local, with its `ext`, `isub`,
 * `phone-context` and other parameters; section 3's "MUST NOT appear more than once" and section
 * 5.3's "they cannot appear both at the same time" (isub and ext) as requirements; and section
 * 4's comparison (`telEquivalenceKey`).
 *
 * Choices: a ";" always ends a parameter here, as section 3 wants ("These characters MUST be
 * percent encoded if they appear in tel URI parameter values"), although the ABNF's isub value
 * (`1*uric`) may hold one. Section 3's order of parameters (isub or ext first, then
 * phone-context, then the rest in lexicographical order) is not required: it is there to make
 * character-by-character comparison work, and section 4 compares regardless of order.
 */
import { DESCRIPTION } from '../../grammar/schemes/tel';
import type { SchemeDefinition, SchemeRestrictionError } from './scheme-definition';

export interface TelParameter {
  /** As written (compare in lowercase: section 4 "URI comparisons are case-insensitive"). */
  readonly name: string;
  /** As written; undefined for a parameter without "=". */
  readonly value: string | undefined;
}

export interface TelComponents {
  /** Whether the number is a global (E.164) number: it starts with "+". */
  readonly global: boolean;
  /** The number as written, visual separators included. */
  readonly number: string;
  /** The number without visual separators ("-", ".", "(", ")"), as section 4 compares it. */
  readonly digits: string;
  readonly extension: string | undefined;
  readonly isdnSubaddress: string | undefined;
  /** The phone-context descriptor (a domain name or global number digits); local numbers only. */
  readonly phoneContext: string | undefined;
  /** Every parameter in order, ext, isub and phone-context included. */
  readonly parameters: readonly TelParameter[];
}

const VISUAL_SEPARATORS = /[-.()]/g;

interface Located {
  readonly name: string;
  readonly value: string | undefined;
  /** The offset of the ";" that starts it. */
  readonly at: number;
}

function parametersOf(uri: string, start: number): Located[] {
  const located: Located[] = [];
  let at = start;
  while (at < uri.length) {
    const next = uri.indexOf(';', at + 1);
    const end = next < 0 ? uri.length : next;
    const text = uri.slice(at + 1, end);
    const equals = text.indexOf('=');
    located.push({
      name: equals < 0 ? text : text.slice(0, equals),
      value: equals < 0 ? undefined : text.slice(equals + 1),
      at,
    });
    at = end;
  }
  return located;
}

function numberEnd(uri: string): number {
  const semicolon = uri.indexOf(';', 4);
  return semicolon < 0 ? uri.length : semicolon;
}

function telComponents(uri: string): TelComponents {
  const end = numberEnd(uri);
  const number = uri.slice(4, end);
  const parameters = parametersOf(uri, end);
  const find = (name: string): string | undefined =>
    parameters.find((parameter) => parameter.name.toLowerCase() === name)?.value;
  return Object.freeze({
    global: number.startsWith('+'),
    number,
    digits: number.replace(VISUAL_SEPARATORS, ''),
    extension: find('ext'),
    isdnSubaddress: find('isub'),
    phoneContext: find('phone-context'),
    parameters: Object.freeze(parameters.map(({ name, value }) => Object.freeze({ name, value }))),
  });
}

function telRequirements(uri: string): SchemeRestrictionError | null {
  const seen = new Set<string>();
  for (const parameter of parametersOf(uri, numberEnd(uri))) {
    const name = parameter.name.toLowerCase();
    if (seen.has(name)) {
      return {
        rule: 'telephone-uri',
        offset: parameter.at,
        expected: Object.freeze([`a parameter other than ${name}`]),
        message: `Not a valid telephone-uri at offset ${parameter.at}: the parameter "${name}" appears a second time, and RFC 3966 section 3 says each "MUST NOT appear more than once".`,
      };
    }
    if ((name === 'ext' && seen.has('isub')) || (name === 'isub' && seen.has('ext'))) {
      return {
        rule: 'telephone-uri',
        offset: parameter.at,
        expected: Object.freeze(['a parameter other than ext and isub']),
        message: `Not a valid telephone-uri at offset ${parameter.at}: a tel URI has an extension or an ISDN subaddress, "they cannot appear both at the same time" (RFC 3966 section 5.3).`,
      };
    }
    seen.add(name);
  }
  return null;
}

/**
 * RFC 3966 section 4: what two equivalent tel URIs have in common, as one string: the kind of
 * number, its digits without visual separators, and the parameters by name in lowercase, sorted
 * (the phone-context's visual separators removed when it is global-number-digits), all compared
 * case-insensitively. Percent-encoded triplets of unreserved characters are decoded first
 * (section 3: those characters "are equivalent to their "% HEX HEX" percent encoding").
 */
export function telEquivalenceKey(uri: string): string {
  const { number, parameters } = telComponents(uri);
  const lower = (text: string): string =>
    text
      .replace(/%([0-9a-fA-F]{2})/g, (triplet, hex: string) => {
        const character = String.fromCharCode(parseInt(hex, 16));
        return /[A-Za-z0-9\-_.!~*'()]/.test(character) ? character : triplet.toUpperCase();
      })
      .replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  const digits = lower(number).replace(VISUAL_SEPARATORS, '');
  const pairs = parameters.map(({ name, value }) => {
    const key = lower(name);
    let normal = value === undefined ? undefined : lower(value);
    if (
      normal !== undefined &&
      (key === 'phone-context' || key === 'ext') &&
      /^\+?[\d\-.()]+$/.test(normal)
    )
      normal = normal.replace(VISUAL_SEPARATORS, '');
    return normal === undefined ? key : `${key}=${normal}`;
  });
  pairs.sort();
  return `tel:${digits}${pairs.map((pair) => `;${pair}`).join('')}`;
}

export const TEL_DEFINITION: SchemeDefinition<string, TelComponents> = Object.freeze({
  name: 'tel',
  schemes: Object.freeze(['tel']),
  description: DESCRIPTION,
  uriRule: 'telephone-uri',
  fragment: 'generic',
  components: telComponents,
  restrictions: telRequirements,
});
