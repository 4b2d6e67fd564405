/**
 * The `urn` scheme (RFC 8141 section 2): NID, NSS, and the r-, q- and f-components; for the
 * `uuid` namespace, the UUID of RFC 9562 with its version and variant, and the requirement that
 * the NSS be one (RFC 9562 section 4: "urn:uuid:" followed by the string representation).
 * URN-equivalence (section 3) is `urnEquivalenceKey`.
 */
import { DESCRIPTION } from '../../grammar/schemes/urn';
import { normalizePercentEncoding } from '../percent';
import { validatorsOf } from '../validate';
import type { SchemeDefinition, SchemeRestrictionError } from './scheme-definition';
import { compiledSchemeGrammar } from './scheme-grammars';

/** RFC 9562 section 4.1, Table 1: the variant field's meaning. */
export type UuidVariant = 'ncs' | 'rfc9562' | 'microsoft' | 'future';

export interface UuidValue {
  /** The 32 hexadecimal digits' UUID in lowercase, with its dashes. */
  readonly uuid: string;
  /** Section 4.2: the high four bits of octet 6 (0 to 15; 1 to 8 are defined for the RFC variant). */
  readonly version: number;
  readonly variant: UuidVariant;
  /** Section 5.9 and 5.10: the Nil UUID (all zeros) and the Max UUID (all ones). */
  readonly nil: boolean;
  readonly max: boolean;
}

export interface UrnComponents {
  /** The namespace identifier as written (compare it in lowercase: section 2.1). */
  readonly nid: string;
  readonly nss: string;
  /** After "?+", undefined when absent (section 2.3.1). */
  readonly rComponent: string | undefined;
  /** After "?=", undefined when absent (section 2.3.2). */
  readonly qComponent: string | undefined;
  /** The fragment (section 2.3.3), undefined when absent. */
  readonly fComponent: string | undefined;
  /** For the `uuid` NID: the UUID (RFC 9562). */
  readonly uuid: UuidValue | undefined;
}

/** The offsets of "?+" (r-component) and "?=" (q-component) in a valid URN, -1 when absent. */
function rqOffsets(uri: string): { r: number; q: number } {
  const first = uri.indexOf('?');
  if (first < 0) return { r: -1, q: -1 };
  if (uri[first + 1] === '=') return { r: -1, q: first };
  // An r-component ends at the first "?=" a pchar follows (the grammar's reading, abnf.ts).
  let q = -1;
  for (let at = uri.indexOf('?=', first + 2); at >= 0; at = uri.indexOf('?=', at + 1)) {
    const next = uri.charCodeAt(at + 2);
    if (!Number.isNaN(next) && next !== 0x2f && next !== 0x3f) {
      q = at;
      break;
    }
  }
  return { r: first, q };
}

/** RFC 9562 section 4.1's variant from the variant nibble (the first digit of octet 8). */
function variantOf(nibble: number): UuidVariant {
  if (nibble < 8) return 'ncs';
  if (nibble < 12) return 'rfc9562';
  if (nibble < 14) return 'microsoft';
  return 'future';
}

/** The UUID of a string `UUID` accepted. */
export function uuidValue(text: string): UuidValue {
  const uuid = text.toLowerCase();
  const hex = uuid.replace(/-/g, '');
  return Object.freeze({
    uuid,
    version: parseInt(hex[12]!, 16),
    variant: variantOf(parseInt(hex[16]!, 16)),
    nil: /^0+$/.test(hex),
    max: /^f+$/.test(hex),
  });
}

function urnComponents(uri: string, _scheme: string, fragment?: string): UrnComponents {
  const nidEnd = uri.indexOf(':', 4);
  const { r, q } = rqOffsets(uri);
  const nssEnd = r >= 0 ? r : q >= 0 ? q : uri.length;
  const nid = uri.slice(4, nidEnd);
  const nss = uri.slice(nidEnd + 1, nssEnd);
  return Object.freeze({
    nid,
    nss,
    rComponent: r >= 0 ? uri.slice(r + 2, q >= 0 ? q : uri.length) : undefined,
    qComponent: q >= 0 ? uri.slice(q + 2) : undefined,
    fComponent: fragment,
    uuid: nid.toLowerCase() === 'uuid' ? uuidValue(nss) : undefined,
  });
}

/** RFC 9562 section 4: the NSS of a `urn:uuid:` URN is a UUID's string representation. */
function uuidRequirement(uri: string): SchemeRestrictionError | null {
  const nidEnd = uri.indexOf(':', 4);
  if (uri.slice(4, nidEnd).toLowerCase() !== 'uuid') return null;
  const { r, q } = rqOffsets(uri);
  const nss = uri.slice(nidEnd + 1, r >= 0 ? r : q >= 0 ? q : uri.length);
  const error = validatorsOf(compiledSchemeGrammar(URN_DEFINITION)).findError('UUID', nss);
  if (error === null) return null;
  const offset = nidEnd + 1 + error.offset;
  return {
    rule: 'UUID',
    offset,
    expected: error.expected,
    message: `Not a valid urn:uuid URN at offset ${offset}: the NSS must be a UUID (RFC 9562 section 4: 8-4-4-4-12 hexadecimal digits), and ${error.expected.join(' or ')} must stand there.`,
  };
}

/**
 * RFC 8141 section 3.1: the part of a valid URN that URN-equivalence compares, normalized: the
 * assigned name with "urn" and the NID in lowercase and the hex digits of every percent-encoded
 * triplet of the NSS in uppercase. Percent-encodings are not decoded ("MUST NOT be applied"), and
 * the r-, q- and f-components are left out ("MUST be ignored").
 */
export function urnEquivalenceKey(uri: string): string {
  const hash = uri.indexOf('#');
  const { nid, nss } = urnComponents(hash < 0 ? uri : uri.slice(0, hash), 'urn');
  return `urn:${nid.toLowerCase()}:${uppercaseTriplets(nss)}`;
}

/** The hex digits of every percent-encoded triplet in uppercase, nothing decoded. */
function uppercaseTriplets(text: string): string {
  return text.replace(/%[0-9a-fA-F]{2}/g, (triplet) => triplet.toUpperCase());
}

/**
 * RFC 8141 section 3.1 as a normal form: "urn" and the NID in lowercase, the NSS's triplets in
 * uppercase hex and not decoded; the r-, q- and f-components, on which section 3 is silent, as
 * RFC 3986 6.2.2 normalizes a query or fragment (their own characters are those of a query).
 */
function normalizeUrn(uri: string): string {
  const hash = uri.indexOf('#');
  const fragment = hash < 0 ? undefined : uri.slice(hash + 1);
  const { nid, nss, rComponent, qComponent } = urnComponents(
    hash < 0 ? uri : uri.slice(0, hash),
    'urn',
  );
  const optional = (delimiter: string, value: string | undefined): string =>
    value === undefined ? '' : delimiter + normalizePercentEncoding(value);
  return (
    `urn:${nid.toLowerCase()}:${uppercaseTriplets(nss)}` +
    optional('?+', rComponent) +
    optional('?=', qComponent) +
    optional('#', fragment)
  );
}

export const URN_DEFINITION: SchemeDefinition<string, UrnComponents> = Object.freeze({
  name: 'urn',
  schemes: Object.freeze(['urn']),
  description: DESCRIPTION,
  // namestring's f-component is optional: it accepts the URN with its fragment cut off.
  uriRule: 'namestring',
  fragment: 'generic',
  components: urnComponents,
  restrictions: uuidRequirement,
  normalize: normalizeUrn,
  equivalenceKey: (uri: string) => urnEquivalenceKey(uri),
});
