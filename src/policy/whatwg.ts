/**
 * The `whatwg: 'same'` clause: the reference must name the same scheme, host, port and path under
 * the platform's WHATWG `URL` (what `fetch` and most HTTP clients parse with) as under the
 * grammar. A validator and a fetcher that read different hosts are the SSRF pattern of OWASP
 * CheatSheetSeries #2401 and whatwg/url #766; this clause refuses every such input in-process.
 *
 * Both readings are compared as a fetcher would use them, so that spelling alone is no
 * difference: the scheme in lowercase; the host of a special scheme percent-decoded, lowercased
 * and with non-ASCII labels as A-labels, an IPv6 literal in WHATWG's serialization, and other
 * hosts with 6.2.2 percent-encoding normalization; the port as a number, the scheme's default
 * dropped; the path with 6.2.2.2 normalization and, when it starts with "/", remove_dot_segments.
 * What is left is a real difference: `http://0x7f.1/` is the host "0x7f.1" to RFC 3986 and
 * 127.0.0.1 to WHATWG.
 *
 * Only the global `URL` is used, so this runs in browsers, Deno and workers alike.
 */
import type { UriComponents } from '../components';
import { decodedOrWritten, ipv6Pieces } from '../host';
import { normalizePercentEncoding } from '../percent';
import { removeDotSegments } from '../resolve';
import { DEFAULT_PORTS } from '../schemes';
import { toAsciiLabels } from './punycode';

/** The WHATWG URL Standard's special schemes: their hosts are domains or IP addresses. */
const SPECIAL_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'ws', 'wss', 'ftp', 'file']);

/** The fields compared, in the order a difference is reported. */
export type ReadingField = 'scheme' | 'host' | 'port' | 'path';

export const READING_FIELDS: readonly ReadingField[] = ['scheme', 'host', 'port', 'path'];

/** One reading of a reference, field by field; `host` is null when there is none. */
export interface Reading {
  readonly scheme: string;
  readonly host: string | null;
  readonly port: string;
  readonly path: string;
}

/** The base a reference without a scheme is resolved against on both sides. */
export const RELATIVE_BASE = 'https://base.invalid/';

/** Non-ASCII characters as the percent-encoded octets of their UTF-8, then 6.2.2.2. */
function comparable(text: string): string {
  const ascii = /[^\x00-\x7f]/.test(text)
    ? text.replace(/[^\x00-\x7f]+/g, (run) => encodeURIComponent(run))
    : text;
  // Stryker disable next-line StringLiteral: a fast path; normalizing text without "%" gives it back
  return ascii.includes('%') ? normalizePercentEncoding(ascii) : ascii;
}

/**
 * The WHATWG URL Standard's IPv6 serializer: lowercase hex without leading zeros, the first
 * longest run of two or more zero pieces as "::", and no dotted IPv4 tail (unlike RFC 5952 5).
 */
export function whatwgIpv6(pieces: readonly number[]): string {
  let runStart = -1;
  let runLength = 1;
  // Stryker disable next-line EqualityOperator: at i = 8 the run is empty (pieces[8] is undefined)
  for (let i = 0; i < 8; i++) {
    // pieces[8] is undefined, which ends a run at the last piece.
    let end = i;
    while (pieces[end] === 0) end++;
    // A run found from inside a longer one is shorter, so it never replaces it.
    if (end - i > runLength) {
      runStart = i;
      runLength = end - i;
    }
  }
  const hex = pieces.map((piece) => piece.toString(16));
  if (runStart < 0) return hex.join(':');
  return `${hex.slice(0, runStart).join(':')}::${hex.slice(runStart + runLength).join(':')}`;
}

function hostReading(host: string, kind: string | undefined, special: boolean): string {
  if (kind === 'IPv6address') return `[${whatwgIpv6(ipv6Pieces(host.slice(1, -1)))}]`;
  // Stryker disable next-line ConditionalExpression: an IPv4address reads the same as a name; WHATWG refuses IPvFuture and zoned literals, whatever this reads
  if (kind === 'reg-name' || kind === 'ireg-name') {
    if (!special) return comparable(host);
    return toAsciiLabels(decodedOrWritten(host).value.toLowerCase());
  }
  // IPv4address is written one way only; IPvFuture and zoned literals WHATWG refuses.
  return host;
}

function portReading(port: string | undefined, scheme: string, special: boolean): string {
  if (port === undefined || port === '') return '';
  const number = /^0*$/.test(port) ? '0' : port.replace(/^0+/, '');
  return special && DEFAULT_PORTS[scheme] === Number(number) ? '' : number;
}

function pathReading(path: string, hasHost: boolean, special: boolean): string {
  const normalized = comparable(path);
  if (normalized.startsWith('/')) return removeDotSegments(normalized);
  // After an authority the path is empty or starts with "/".
  return special && hasHost ? '/' : normalized;
}

/** The reading of a valid reference with a scheme, from its components. */
export function referenceReading(components: UriComponents<string>): Reading {
  const scheme = components.scheme!.toLowerCase();
  const special = SPECIAL_SCHEMES.has(scheme);
  const { host, hostKind } = components;
  return {
    scheme,
    host: host === undefined ? null : hostReading(host, hostKind, special),
    port: portReading(components.port, scheme, special),
    // Stryker disable next-line ConditionalExpression: to WHATWG a special scheme's URL always has a host, so without one the host differs first
    path: pathReading(components.path, host !== undefined, special),
  };
}

/** How the platform's `URL` reads `text` (against `base`), or null when it refuses it. */
export function whatwgReading(text: string, base: string | undefined): Reading | null {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return null;
  }
  const scheme = url.protocol.slice(0, -1);
  const special = SPECIAL_SCHEMES.has(scheme);
  // A URL has a host exactly when its serialization has "//" after the scheme.
  const hasHost = url.href.startsWith(`${url.protocol}//`);
  return {
    scheme,
    host: hasHost ? (special ? url.hostname : comparable(url.hostname)) : null,
    port: url.port,
    path: comparable(url.pathname),
  };
}

/** The first field the two readings differ in, or undefined when they agree. */
export function firstDifference(reference: Reading, whatwg: Reading): ReadingField | undefined {
  return READING_FIELDS.find((field) => reference[field] !== whatwg[field]);
}
