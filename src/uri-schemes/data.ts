/**
 * The "data" URL scheme (RFC 2397): a URI's media type, parameters, base64 flag and decoded
 * bytes, and a URI built from bytes. The syntax is the grammar transcribed from section 3
 * (grammar/schemes/data/).
 *
 * Decoding is one pass over the text into one preallocated Uint8Array (then, for base64, one
 * pass over those octets into a second, three quarters as long): linear time, and memory a small
 * multiple of the input, whatever its size.
 */
import { DESCRIPTION, type RuleName as DataRuleName } from '../../grammar/schemes/data';
import { asciiCharactersOf, decode, encodeExcept, hexValue } from '../percent';
import { option, ownProperty } from '../own-properties';
import { describeValue, validatorsOf } from '../validate';
import { compiledGrammarOf } from './compiled-scheme-grammar';
import { ownItems, ownObject } from './own-input';
import type { SchemeDefinition } from './scheme-definition';

/** One media type parameter (`attribute "=" value`), percent-decoded. */
export interface DataParameter {
  readonly name: string;
  readonly value: string;
}

/** What a "data" URL says (RFC 2397 section 3). */
export interface DataComponents {
  /**
   * `type/subtype` in lowercase, percent-decoded; "text/plain" when the URL gives none (section
   * 2: "If <mediatype> is omitted, it defaults to text/plain;charset=US-ASCII").
   */
  readonly mediaType: string;
  /** The parameters as written (names and values decoded), in order; none added. */
  readonly parameters: readonly DataParameter[];
  /** Whether the data is base64 (";base64" before the comma). */
  readonly base64: boolean;
  /**
   * The octets the URL carries: its escapes decoded, then, with `base64`, RFC 2045 section 6.8's
   * decoding. Null when the base64 text is not base64 (`error` says why).
   */
  readonly bytes: Uint8Array | null;
  readonly error?: string;
}

/** What `dataUri` writes besides the bytes. */
export interface DataUriOptions {
  /** `type/subtype`; none by default (the reader's default is text/plain). */
  readonly mediaType?: string | undefined;
  readonly parameters?: readonly DataParameter[] | undefined;
  /** Base64 (the default) or percent-encoded octets. */
  readonly base64?: boolean | undefined;
}

/** The grammar, compiled at its first use (compiled-scheme-grammar.ts). */
const dataGrammar = () => compiledGrammarOf<DataRuleName>(DESCRIPTION);

/** The registry entry for `parseScheme` and `grammar('data')`. */
export const DATA_DEFINITION: SchemeDefinition<DataRuleName, DataComponents> = {
  name: 'data',
  schemes: ['data'],
  description: DESCRIPTION,
  uriRule: 'dataurl',
  fragment: 'generic',
  components: (uri) => dataComponents(uri),
};

function decodeText(text: string): string {
  try {
    return decode(text);
  } catch {
    // Escaped octets that are not UTF-8: each stands for the Latin-1 character of its value.
    return text.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }
}

/** The octets of `text` from `start`: each escape one octet, each other character its code. */
function octetsOf(text: string, start: number): Uint8Array {
  let length = 0;
  for (let i = start; i < text.length; i++, length++) if (text.charCodeAt(i) === 0x25) i += 2;
  const octets = new Uint8Array(length);
  let k = 0;
  for (let i = start; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x25) {
      octets[k++] = hexValue(text.charCodeAt(i + 1)) * 16 + hexValue(text.charCodeAt(i + 2));
      i += 2;
    } else {
      octets[k++] = code;
    }
  }
  return octets;
}

/** Each octet's base64 value (RFC 2045 section 6.8, Table 1), -1 outside the alphabet. */
const BASE64_VALUE = new Int8Array(256).fill(-1);
const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
for (let v = 0; v < 64; v++) BASE64_VALUE[BASE64_ALPHABET.charCodeAt(v)] = v;

/**
 * RFC 2045 section 6.8: characters outside the alphabet are ignored; "=" pads the last quantum
 * to four characters and ends the data. A last quantum of one character, or of two or three
 * without their padding, or alphabet characters after the padding, are not base64.
 */
export function decodeBase64(octets: Uint8Array): { bytes: Uint8Array } | { error: string } {
  const out = new Uint8Array(Math.floor((octets.length * 3) / 4) + 3);
  let length = 0;
  let quantum = 0;
  let bits = 0;
  let padding = 0;
  for (let i = 0; i < octets.length; i++) {
    const octet = octets[i]!;
    if (octet === 0x3d) {
      padding++;
      continue;
    }
    const value = BASE64_VALUE[octet]!;
    if (value < 0) continue;
    if (padding > 0) return { error: `base64 text continues after its "=" padding (octet ${i})` };
    bits = (bits << 6) | value;
    if (++quantum === 4) {
      out[length++] = bits >> 16;
      out[length++] = (bits >> 8) & 0xff;
      out[length++] = bits & 0xff;
      quantum = 0;
      bits = 0;
    }
  }
  if (quantum === 1) return { error: 'the last base64 quantum has a single character' };
  if (quantum > 0 && padding !== 4 - quantum) {
    return { error: `the last base64 quantum of ${quantum} characters needs ${4 - quantum} "="` };
  }
  if (quantum === 0 && padding > 0) return { error: 'base64 padding "=" with no quantum to pad' };
  if (quantum === 2) out[length++] = bits >> 4;
  if (quantum === 3) {
    out[length++] = bits >> 10;
    out[length++] = (bits >> 2) & 0xff;
  }
  // The array was sized for the longest result: a view, not a copy.
  return { bytes: out.subarray(0, length) };
}

/** The components of a URL that `dataurl` accepts (with no fragment), read in one pass. */
function dataComponents(uri: string): DataComponents {
  const comma = uri.indexOf(',');
  // The part before the comma holds no comma: tokens and parameters cannot.
  const head = uri.slice('data:'.length, comma).split(';');
  let base64 = false;
  if (head.length > 1 && head[head.length - 1]!.toLowerCase() === 'base64') {
    base64 = true;
    head.pop();
  }
  const [typeAndSubtype = '', ...parameterTexts] = head;
  const parameters = parameterTexts.map((text) => {
    const equals = text.indexOf('=');
    return { name: decodeText(text.slice(0, equals)), value: decodeText(text.slice(equals + 1)) };
  });
  const mediaType = typeAndSubtype === '' ? 'text/plain' : decodeText(typeAndSubtype).toLowerCase();
  const octets = octetsOf(uri, comma + 1);
  if (!base64) return { mediaType, parameters, base64, bytes: octets };
  const decoded = decodeBase64(octets);
  return 'bytes' in decoded
    ? { mediaType, parameters, base64, bytes: decoded.bytes }
    : { mediaType, parameters, base64, bytes: null, error: decoded.error };
}

const token = () => asciiCharactersOf(dataGrammar(), 'token');
const urlchar = () => asciiCharactersOf(dataGrammar(), 'urlchar');

/** RFC 2045 section 5.1 token characters (CHAR except SPACE, CTLs and tspecials). */
const RFC2045_TOKEN = /^[!#$%&'*+\-.0-9A-Z^_`a-z{|}~]+$/;

function encodeToken(text: unknown, what: string, tokenOnly: boolean): string {
  if (typeof text !== 'string') {
    throw new TypeError(`dataUri: ${what} must be a string, got ${describeValue(text)}`);
  }
  if (text === '' || (tokenOnly && !RFC2045_TOKEN.test(text))) {
    throw new TypeError(`dataUri: ${what} ${describeValue(text)} is not an RFC 2045 token`);
  }
  return encodeExcept(text, token(), null, 'dataUri');
}

/** Base64 of `bytes` (RFC 2045 section 6.8), in one pass. */
function encodeBase64(bytes: Uint8Array): string {
  const chunks: string[] = [];
  const CHUNK = 3 * 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    let piece = '';
    const end = Math.min(start + CHUNK, bytes.length);
    for (let i = start; i < end; i += 3) {
      const a = bytes[i]!;
      const b = i + 1 < end ? bytes[i + 1]! : 0;
      const c = i + 2 < end ? bytes[i + 2]! : 0;
      piece +=
        BASE64_ALPHABET[a >> 2]! +
        BASE64_ALPHABET[((a & 3) << 4) | (b >> 4)]! +
        (i + 1 < end ? BASE64_ALPHABET[((b & 15) << 2) | (c >> 6)]! : '=') +
        (i + 2 < end ? BASE64_ALPHABET[c & 63]! : '=');
    }
    chunks.push(piece);
  }
  return chunks.join('');
}

const HEX = '0123456789ABCDEF';

/** Octets as URL characters: an urlchar octet as itself, every other escaped. */
function encodeOctets(bytes: Uint8Array): string {
  const chunks: string[] = [];
  const CHUNK = 8192;
  const URLCHAR = urlchar();
  for (let start = 0; start < bytes.length; start += CHUNK) {
    let piece = '';
    const end = Math.min(start + CHUNK, bytes.length);
    for (let i = start; i < end; i++) {
      const octet = bytes[i]!;
      piece +=
        octet < 128 && URLCHAR[octet] === 1 && octet !== 0x25
          ? String.fromCharCode(octet)
          : `%${HEX[octet >> 4]}${HEX[octet & 15]}`;
    }
    chunks.push(piece);
  }
  return chunks.join('');
}

/**
 * A "data" URL of `bytes`: `dataUri(new TextEncoder().encode('A brief note'), { base64: false })`
 * is `data:,A%20brief%20note`. The media type and parameter names must be RFC 2045 tokens;
 * parameter values may be any text (escaped as section 3 says, UTF-8 for non-ASCII).
 */
export function dataUri(bytes: Uint8Array, options: DataUriOptions = {}): string {
  const where = 'dataUri';
  let isBytes: boolean;
  try {
    isBytes = ArrayBuffer.isView(bytes) && bytes instanceof Uint8Array;
  } catch {
    isBytes = false;
  }
  if (!isBytes) {
    throw new TypeError(`dataUri: expected a Uint8Array, got ${describeValue(bytes)}`);
  }
  const mediaType = option(options, 'mediaType', where);
  const parameters = option(options, 'parameters', where) ?? [];
  const base64 = option(options, 'base64', where) ?? true;
  if (typeof base64 !== 'boolean') {
    throw new TypeError(`dataUri: base64 must be a boolean, got ${describeValue(base64)}`);
  }
  let head = '';
  if (mediaType !== undefined) {
    if (typeof mediaType !== 'string' || mediaType.split('/').length !== 2) {
      throw new TypeError(
        `dataUri: mediaType must be "type/subtype", got ${describeValue(mediaType)}`,
      );
    }
    const [type, subtype] = mediaType.split('/') as [string, string];
    head = `${encodeToken(type, 'the type', true)}/${encodeToken(subtype, 'the subtype', true)}`;
  }
  for (const parameter of ownItems(parameters, where, 'parameters')) {
    const pair = ownObject(parameter, where, 'a parameter');
    const name = ownProperty(pair, 'name', where);
    const value = ownProperty(pair, 'value', where);
    head += `;${encodeToken(name, 'a parameter name', true)}=${encodeToken(value, 'a parameter value', false)}`;
  }
  const uri = `data:${head}${base64 ? ';base64' : ''},${base64 ? encodeBase64(bytes) : encodeOctets(bytes)}`;
  if (!validatorsOf(dataGrammar()).isValid('dataurl', uri)) {
    throw new Error(
      `uri-grammar internal error: dataUri wrote ${JSON.stringify(uri.slice(0, 200))}, not a dataurl`,
    );
  }
  return uri;
}
