/**
 * The `tel` scheme (RFC 3966 section 3): the number, global or local, with its `ext`, `isub`,
 * `phone-context` and other parameters; section 3's "MUST NOT appear more than once" and section
 * 5.3's "they cannot appear both at the same time" (isub and ext) as requirements; and section
 * 4's comparison, as a normal form (`normalize`, and so `equivalent`).
 *
 * Choices: a ";" always ends a parameter here, as section 3 wants ("These characters MUST be
 * percent encoded if they appear in tel URI parameter values"), although the ABNF's isub value
 * (`1*uric`) may hold one. Section 3's order of parameters (isub or ext first, then
 * phone-context, then the rest in lexicographical order) is not required: it is there to make
 * character-by-character comparison work, and section 4 compares regardless of order.
 */
import { DESCRIPTION } from '../../grammar/schemes/tel';
import { normalizePercentEncoding } from '../percent';
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

/** RFC 2396's unreserved characters, which RFC 3966 section 3 says equal their encoding. */
const TEL_UNRESERVED = /[A-Za-z0-9\-_.!~*'()]/;

/**
 * Section 4's "URI comparisons are case-insensitive", and section 3's "Characters other than
 * those in the "reserved" and "unsafe" sets ... are equivalent to their "% HEX HEX" percent
 * encoding": lowercase, those triplets decoded, the others in uppercase hex (RFC 3986 6.2.2.1).
 */
function caseAndPercent(text: string): string {
  let out = '';
  let at = 0;
  for (let percent = text.indexOf('%'); percent >= 0; percent = text.indexOf('%', at)) {
    out += text.slice(at, percent).toLowerCase();
    const triplet = text.slice(percent, percent + 3);
    const character = String.fromCharCode(parseInt(triplet.slice(1), 16));
    out += TEL_UNRESERVED.test(character) ? character.toLowerCase() : triplet.toUpperCase();
    at = percent + 3;
  }
  return out + text.slice(at).toLowerCase();
}

/** Section 3's order: isub or ext first, then phone-context, then the rest by name. */
function parameterRank(name: string): number {
  if (name === 'isub' || name === 'ext') return 0;
  return name === 'phone-context' ? 1 : 2;
}

/**
 * RFC 3966 section 4 as a normal form, so that two tel URIs are equivalent when their normal forms
 * are equal: the number without visual separators, everything in lowercase (section 4: "URI
 * comparisons are case-insensitive"), triplets of RFC 2396 unreserved characters decoded, the
 * separators of ext and of a phone-context's global-number-digits removed, and the parameters in
 * section 3's order (isub or ext, phone-context, then the others in lexicographical order, which
 * section 4's "regardless of the order" makes free). The fragment is normalized as RFC 3986 does.
 */
function normalizeTel(uri: string): string {
  const hash = uri.indexOf('#');
  const { number, parameters } = telComponents(hash < 0 ? uri : uri.slice(0, hash));
  const pairs = parameters.map(({ name, value }) => {
    const key = name.toLowerCase();
    let normal = value === undefined ? undefined : caseAndPercent(value);
    if (
      normal !== undefined &&
      (key === 'ext' || (key === 'phone-context' && normal.startsWith('+')))
    ) {
      normal = normal.replace(VISUAL_SEPARATORS, '');
    }
    return { key, text: normal === undefined ? `;${key}` : `;${key}=${normal}` };
  });
  pairs.sort(
    (a, b) =>
      parameterRank(a.key) - parameterRank(b.key) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  const fragment = hash < 0 ? '' : `#${normalizePercentEncoding(uri.slice(hash + 1))}`;
  return `tel:${number.toLowerCase().replace(VISUAL_SEPARATORS, '')}${pairs.map((pair) => pair.text).join('')}${fragment}`;
}

export const TEL_DEFINITION: SchemeDefinition<string, TelComponents> = Object.freeze({
  name: 'tel',
  schemes: Object.freeze(['tel']),
  description: DESCRIPTION,
  uriRule: 'telephone-uri',
  fragment: 'generic',
  components: telComponents,
  restrictions: telRequirements,
  normalize: normalizeTel,
});
