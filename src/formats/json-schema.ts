/**
 * The JSON Schema formats of URIs and IRIs, exactly: `uri` is RFC 3986's `URI`, `uri-reference`
 * its `URI-reference`, `iri` RFC 3987's `IRI` and `iri-reference` its `IRI-reference`. Each is
 * the library's automaton, so `a:` is a `uri`, and `/a"b`, `1a:b`, `%zz` and `/[::1]` are not
 * `uri-reference`s (ajv-formats' regular expressions disagree on each; ajv-formats #118).
 *
 * `uri-template` is RFC 6570's `URI-Template`; `ipv4` and `ipv6` are RFC 3986's `IPv4address`
 * and `IPv6address`. JSON Schema names RFC 2673 section 3.2 and RFC 4291 section 2.2 for those
 * two: RFC 4291's text forms are RFC 3986's language, and RFC 2673's `dotted-quad` differs in
 * one way, a decbyte with a leading zero (`001.2.3.4`), which RFC 3986 leaves out and so does
 * `ipv4` here (docs/formats.md says why; test/formats/ip-formats.test.ts shows the difference is
 * exactly that).
 */
import { describeValue } from '../describe-value';
import { option, ownProperty } from '../own-properties';
import type { UriPolicy } from '../policy';
import {
  isIpv4,
  isIpv6,
  isIri,
  isIriReference,
  isUri,
  isUriReference,
  isUriTemplate,
} from './predicates';

export const FORMAT_NAMES = [
  'uri',
  'uri-reference',
  'iri',
  'iri-reference',
  'uri-template',
  'ipv4',
  'ipv6',
] as const;

export type FormatName = (typeof FORMAT_NAMES)[number];

/**
 * Each format as a predicate on strings (a non-string is not in any format): the precompiled
 * tables' type guards (predicates.ts), whose answers are the engine's `isValid`. Nothing here
 * runs at import, so a bundle that takes one predicate leaves the engine out.
 */
export const formats: Readonly<Record<FormatName, (value: string) => boolean>> =
  /*#__PURE__*/ Object.freeze({
    uri: isUri,
    'uri-reference': isUriReference,
    iri: isIri,
    'iri-reference': isIriReference,
    'uri-template': isUriTemplate,
    ipv4: isIpv4,
    ipv6: isIpv6,
  });

/** What `addFormats` needs of an ajv instance (ajv 8's `addFormat`), so ajv stays optional. */
export interface AjvLike {
  addFormat(
    name: string,
    format: { type: 'string'; validate: (value: string) => boolean },
  ): unknown;
}

/**
 * `ajv.addFormat`, read once. It is inherited (a method of ajv's class), so it cannot be read as
 * an own data property; a getter or Proxy trap that throws becomes a TypeError instead of letting
 * the caller's error out.
 */
function addFormatOf(ajv: unknown): AjvLike['addFormat'] {
  let addFormat: unknown;
  try {
    addFormat =
      typeof ajv === 'object' && ajv !== null
        ? (ajv as { addFormat?: unknown }).addFormat
        : undefined;
  } catch (cause) {
    throw new TypeError('addFormats: ajv.addFormat could not be read from the object given', {
      cause,
    });
  }
  if (typeof addFormat !== 'function') {
    throw new TypeError(`addFormats: expected an ajv instance, got ${describeValue(ajv)}`);
  }
  return addFormat as AjvLike['addFormat'];
}

/** What `addFormats` takes besides ajv. */
export interface AddFormatsOptions {
  /** The formats to register; all seven when absent. */
  readonly formats?: readonly FormatName[] | undefined;
  /**
   * Named policies (docs/policy.md), compiled by the root's `policy`, each registered as a format
   * of its name: `{ policies: { webhook: policy({ schemes: ['https'], deny: ['private'] }) } }`
   * makes `{ "format": "webhook" }` mean that policy. They come compiled so that `addFormats`
   * does not bundle the policy compiler and the engine (the guards' few KB, not the root's).
   */
  readonly policies?: Readonly<Record<string, FormatPolicy>> | undefined;
}

/** What `addFormats` needs of a policy: its `isValid` (a `UriPolicy`, what `policy` returns). */
export type FormatPolicy = Pick<UriPolicy, 'isValid'>;

/**
 * Each policy of `options.policies` by name, its `isValid` read once: all of them before anything
 * is registered, so a malformed one leaves ajv untouched. A policy's options object (not compiled)
 * is refused with the call that compiles it.
 */
function policyFormats(options: unknown): [string, (value: string) => boolean][] {
  const policies = option(options, 'policies', 'addFormats');
  if (policies === undefined) return [];
  if (typeof policies !== 'object' || policies === null || Array.isArray(policies)) {
    throw new TypeError(
      `addFormats: policies must be an object of named policies, got ${describeValue(policies)}`,
    );
  }
  return Object.keys(policies).map((name) => {
    if ((FORMAT_NAMES as readonly string[]).includes(name) || name === '') {
      throw new TypeError(
        `addFormats: a policy cannot be named ${describeValue(name)}: the formats are ${FORMAT_NAMES.join(', ')}`,
      );
    }
    const compiled = ownProperty(policies, name, 'addFormats');
    const isValid =
      typeof compiled === 'object' && compiled !== null
        ? ownProperty(compiled, 'isValid', 'addFormats')
        : undefined;
    if (typeof isValid !== 'function') {
      throw new TypeError(
        `addFormats: policies[${JSON.stringify(name)}] must be a compiled policy, got ${describeValue(compiled)}: ` +
          "pass policy({ ... }) from 'uri-grammar' (docs/policy.md)",
      );
    }
    return [name, isValid as (value: string) => boolean];
  });
}

/**
 * Registers the formats on `ajv` (all seven, or those named in `options.formats`) and the named
 * `options.policies`, and returns it, replacing any definition of the same name (ajv-formats'
 * included). A value that is not an ajv instance, a malformed policy, and an `addFormat` that
 * throws, are a TypeError (the last with ajv's error as its `cause`).
 */
export function addFormats<Ajv extends AjvLike>(ajv: Ajv, options?: AddFormatsOptions): Ajv {
  const addFormat = addFormatOf(ajv);
  const named = policyFormats(options);
  const chosen = option(options, 'formats', 'addFormats') ?? FORMAT_NAMES;
  if (!Array.isArray(chosen)) {
    throw new TypeError('addFormats: formats must be an array of format names');
  }
  for (const name of chosen as unknown[]) {
    if (!(FORMAT_NAMES as readonly unknown[]).includes(name)) {
      throw new TypeError(
        `addFormats: unknown format ${describeValue(name)}; the formats are ${FORMAT_NAMES.join(', ')}`,
      );
    }
  }
  for (const name of chosen as FormatName[]) {
    try {
      addFormat.call(ajv, name, { type: 'string', validate: formats[name] });
    } catch (cause) {
      throw new TypeError(`addFormats: the ajv instance refused the format "${name}"`, { cause });
    }
  }
  for (const [name, validate] of named) {
    try {
      addFormat.call(ajv, name, { type: 'string', validate });
    } catch (cause) {
      throw new TypeError(`addFormats: the ajv instance refused the policy format "${name}"`, {
        cause,
      });
    }
  }
  return ajv;
}
