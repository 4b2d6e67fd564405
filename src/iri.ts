/**
 * RFC 3987 section 3: mapping IRIs to URIs (3.1) and URIs to IRIs (3.2).
 *
 * `iriToUri` is section 3.1's step 2 alone: every `ucschar` and `iprivate` character becomes the
 * percent-encoded octets of its UTF-8 form, in uppercase hex, and nothing else changes. A URI is
 * therefore returned unchanged, and the result is always a valid URI reference.
 *
 * With `{ idna: true }`, for schemes known to use DNS names in their host (http, https, ws, wss,
 * ftp), an `ireg-name` holding non-ASCII characters is first converted to ASCII labels, as 3.1
 * allows. The conversion is the platform's own: the WHATWG URL Standard's host parser (UTS 46
 * processing, nontransitional, the `URL` of Node.js and of every browser), not code written
 * here. It differs from the RFC 3490 ToASCII that 3.1 names in that UTS 46 maps rather than
 * refuses some characters and does not check DNS lengths; a name it refuses, or that is not made
 * of letters, digits, "-" and "." once percent-decoded, is a RangeError.
 *
 * `uriToIri` is section 3.2, steps 1 to 5: percent-encoded octets are decoded where they form
 * strictly legal UTF-8 of a character that may stand there in an IRI (`iunreserved`; `iprivate`
 * only in the query), and an ASCII triplet is decoded only when it is an unreserved character.
 * `%25`, reserved characters, ASCII that URIs do not allow, octets that are not UTF-8, and the
 * bidirectional formatting characters that 4.1 forbids stay encoded; octets above 0x7F that stay
 * are written in uppercase hex, as the RFC's example does (`%e2%80%ae` gives `%E2%80%AE`), while
 * ASCII triplets keep their case. Section 6.1's look-alike characters are advice for whoever
 * creates IRIs, and are decoded like any other. Punycode labels are not converted.
 */
import { parseLocated, parseReference } from './components';
import { isBidiFormatting, isDecodableIriUnreserved, isIprivate } from './iri-characters';
import { option } from './own-properties';
import { decode, rewriteTriplets } from './percent';
import { RFC3986_SYNTAX, RFC3987_SYNTAX } from './reference-syntax';
import { TextBuilder } from './text-builder';
import { describeValue } from './validate';

export interface IriToUriOptions {
  /**
   * Convert a non-ASCII `ireg-name` to ASCII labels (punycode) for http, https, ws, wss and ftp,
   * as RFC 3987 3.1 allows; off by default (section 3.1's step 2 alone).
   */
  readonly idna?: boolean;
}

/** Schemes known to use DNS names in their host (see the module comment). */
const DNS_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'ws', 'wss', 'ftp']);

const HEX = '0123456789ABCDEF';

/** The UTF-8 octets of `code`, each as `%HH`. */
function percentEncoded(code: number): string {
  const octets =
    code < 0x800
      ? [0xc0 | (code >> 6), 0x80 | (code & 63)]
      : code < 0x10000
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
        : [
            0xf0 | (code >> 18),
            0x80 | ((code >> 12) & 63),
            0x80 | ((code >> 6) & 63),
            0x80 | (code & 63),
          ];
  return octets.map((octet) => `%${HEX[octet >> 4]}${HEX[octet & 15]}`).join('');
}

/** RFC 3987 3.1 step 2 on a string known to be a valid IRI reference. */
function encodeNonAscii(text: string): string {
  const out = new TextBuilder();
  let at = 0;
  const nonAscii = /[^\u0000-\u007f]+/gu;
  for (let match = nonAscii.exec(text); match; match = nonAscii.exec(text)) {
    out.appendSlice(text, at, match.index);
    for (const character of match[0]) out.append(percentEncoded(character.codePointAt(0)!));
    at = match.index + match[0].length;
  }
  out.appendSlice(text, at, text.length);
  return out.toString();
}

/** Letters, digits, "-", "." and non-ASCII: what a DNS name can be before ToASCII. */
const DOMAIN_CHARACTERS = /^[A-Za-z0-9.\-\u{80}-\u{10FFFF}]*$/u;
const ASCII_DOMAIN = /^[a-z0-9.-]*$/;

/** The ASCII form of an `ireg-name` (see the module comment), or a RangeError. */
function domainToAscii(regName: string): string {
  let name: string;
  try {
    name = decode(regName);
  } catch {
    throw new RangeError(
      `iriToUri: the host ${JSON.stringify(regName)} percent-encodes octets that are not UTF-8, so it is no domain name to convert`,
    );
  }
  if (!DOMAIN_CHARACTERS.test(name)) {
    throw new RangeError(
      `iriToUri: the host ${JSON.stringify(name)} holds characters other than letters, digits, "-" and ".", which a domain name cannot`,
    );
  }
  let ascii: string;
  try {
    ascii = new URL(`http://${name}/`).hostname;
  } catch {
    throw new RangeError(
      `iriToUri: the platform's IDNA processing (WHATWG URL, UTS 46) refuses the host ${JSON.stringify(name)}`,
    );
  }
  if (!ASCII_DOMAIN.test(ascii)) {
    throw new RangeError(
      `iriToUri: the host ${JSON.stringify(name)} converts to ${JSON.stringify(ascii)}, which is not a domain name`,
    );
  }
  return ascii;
}

/**
 * RFC 3987 3.1: the URI reference an IRI reference maps to. Throws `UriSyntaxError` (with the
 * offset) when `iri` is not a valid IRI reference, and a RangeError when `idna` is set and the
 * host cannot be converted.
 */
export function iriToUri(iri: string, options?: IriToUriOptions): string {
  const idna = option(options, 'idna', 'iriToUri') ?? false;
  if (typeof idna !== 'boolean') {
    throw new TypeError(`iriToUri: idna must be true or false, not ${describeValue(idna)}`);
  }
  const { components, offsets } = parseLocated(
    RFC3987_SYNTAX,
    'IRI-reference',
    iri,
    undefined,
    'iriToUri',
  );
  let text = iri;
  const { scheme, host, hostKind } = components;
  if (
    idna &&
    scheme !== undefined &&
    DNS_SCHEMES.has(scheme.toLowerCase()) &&
    hostKind === 'ireg-name' &&
    host !== undefined &&
    /[^\u0000-\u007f]|%[89A-Fa-f]/.test(host)
  ) {
    const { hostStart, hostEnd } = offsets;
    text = `${iri.slice(0, hostStart)}${domainToAscii(host)}${iri.slice(hostEnd)}`;
  }
  return encodeNonAscii(text);
}

/** What may be decoded in a query: `iunreserved`, and `iprivate` (2.2), bidi formatting excepted. */
function decodableInQuery(code: number): boolean {
  return isDecodableIriUnreserved(code) || (isIprivate(code) && !isBidiFormatting(code));
}

/** RFC 3987 3.2 for one component; `inQuery` allows `iprivate`. */
function toIri(component: string, inQuery: boolean): string {
  return rewriteTriplets(component, inQuery ? decodableInQuery : isDecodableIriUnreserved, false);
}

/**
 * RFC 3987 3.2: the IRI reference a URI reference converts to (see the module comment). Throws
 * `UriSyntaxError` (with the offset) when `uri` is not a valid URI reference. The result is a
 * valid IRI reference that `iriToUri` maps back to `uri`, up to the case of percent-encodings
 * and percent-encoded unreserved characters (as 3.2 says).
 */
export function uriToIri(uri: string): string {
  const components = parseReference(RFC3986_SYNTAX, 'URI-reference', uri, undefined, 'uriToIri');
  const { scheme, authority, userinfo, host, port, path, query, fragment } = components;
  const out = new TextBuilder();
  if (scheme !== undefined) out.append(`${scheme}:`);
  if (authority !== undefined) {
    out.append('//');
    if (userinfo !== undefined) out.append(`${toIri(userinfo, false)}@`);
    out.append(host!.startsWith('[') ? host! : toIri(host!, false));
    if (port !== undefined) out.append(`:${port}`);
  }
  out.append(toIri(path, false));
  if (query !== undefined) out.append(`?${toIri(query, true)}`);
  if (fragment !== undefined) out.append(`#${toIri(fragment, false)}`);
  return out.toString();
}
