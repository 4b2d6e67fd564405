/**
 * RFC 3986 section 7, Security Considerations, and the host rules of 3.2.2: what a valid URI
 * reference can still carry that deserves a second look before it is trusted.
 *
 * `inspect` validates its input as a URI-reference (invalid input throws `UriSyntaxError`, as
 * `parse` does) and returns findings with stable codes. A finding is advice, not a verdict: the
 * reference stays valid RFC 3986; the caller decides which codes to refuse.
 *
 * Each code is reported at most once per component, at its first occurrence, with the number of
 * further occurrences in the message. The list of findings is therefore bounded by a small
 * constant whatever the input, so inspecting 10 MB of `%00` costs one pass and one finding.
 */
import { type ComponentOffsets, type UriComponents, parseLocated } from './components';
import { RFC3986_SYNTAX } from './reference-syntax';
import { decode, octetAt, tripletsAreUtf8 } from './percent';
import { DEFAULT_PORTS, defaultPortOf } from './schemes';
import { option } from './own-properties';
import { describeValue, isValid } from './validate';
import { schemeSyntaxError } from './uri-schemes/parse-scheme';

type PortTable = Readonly<Record<string, number>>;

export { DEFAULT_PORTS } from './schemes';
import { foldForIPv4, parseWhatwgIPv4, serializeIPv4 } from './whatwg-ipv4';

export const FINDING_CODES = [
  'userinfo-password',
  'deceptive-userinfo',
  'numeric-reg-name',
  'host-not-utf8',
  'long-reg-name',
  'well-known-port',
  'encoded-control',
  'encoded-delimiter',
  'encoded-dot-segment',
  'dot-segment',
  'missing-host',
  'scheme-syntax',
] as const;

export type FindingCode = (typeof FINDING_CODES)[number];

/** The RFC 3986 section(s) each code comes from. */
export const FINDING_SECTIONS: Readonly<Record<FindingCode, string>> = {
  'userinfo-password': '7.5',
  'deceptive-userinfo': '7.6',
  'numeric-reg-name': '7.4',
  'host-not-utf8': '3.2.2',
  'long-reg-name': '3.2.2',
  'well-known-port': '7.2',
  'encoded-control': '7.2, 7.3',
  'encoded-delimiter': '7.3',
  'encoded-dot-segment': '7.3',
  'dot-segment': '5.2.4, 7.3',
  'missing-host': '3.2.2',
  'scheme-syntax': '3.1',
};

/**
 * The components a finding can point into (the scheme cannot hold anything flagged here).
 * `authority` is for `missing-host`: the span is where the authority is, or would be, which may
 * be absent or empty.
 */
export type FindingComponent =
  'authority' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment';

export interface Finding {
  readonly code: FindingCode;
  /** Where RFC 3986 discusses it, e.g. `7.4`. */
  readonly section: string;
  /** One sentence for a person; quoted parts of the input are JSON strings, at most 64 characters. */
  readonly message: string;
  readonly component: FindingComponent;
  /** Offsets into the inspected text of the first occurrence: `text.slice(start, end)`. */
  readonly start: number;
  readonly end: number;
  /** `numeric-reg-name` only: the dotted-decimal address the host is read as. */
  readonly address?: string;
}

export interface InspectOptions {
  /** Refuse longer input up front with a `UriSyntaxError` of code `too-long`. */
  readonly maxLength?: number | undefined;
  /**
   * The port each (lowercase) scheme expects, replacing `DEFAULT_PORTS`: an explicit port equal
   * to its scheme's entry is not a `well-known-port` finding. RFC 3986 7.2 asks for this to be
   * configurable.
   */
  readonly defaultPorts?: Readonly<Record<string, number>> | undefined;
}

/**
 * Schemes that, written at the start of a userinfo (`https:%2F%2Fbank.example@evil.example`),
 * make a reader take the userinfo for the address.
 */
const LOOKALIKE_SCHEMES: ReadonlySet<string> = new Set([
  'http',
  'https',
  'ftp',
  'ws',
  'wss',
  'file',
]);

/**
 * Schemes whose specifications require a host: RFC 9110 4.2.1 and 4.2.2 ("A sender MUST NOT
 * generate an "http" URI with an empty host identifier"), RFC 6455 3 (ws, wss: `host` is not
 * optional in their syntax) and RFC 1738 3.1 (ftp). These are also the WHATWG "special" schemes
 * (but file, which RFC 8089 lets go without a host), whose parsers turn what follows the
 * slashes into a host when the authority is missing, so the reference and a browser disagree.
 */
const HOST_REQUIRED_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'ws', 'wss', 'ftp']);

const WELL_KNOWN_PORT_LIMIT = 1023;
const REG_NAME_LENGTH_LIMIT = 255;
const QUOTE_LIMIT = 64;

interface Span {
  readonly start: number;
  readonly end: number;
}

/** Where each component of a valid reference stands, derived from the lengths `parse` returns. */
interface Layout {
  readonly userinfo?: Span;
  readonly host?: Span;
  readonly port?: Span;
  readonly path: Span;
  readonly query?: Span;
  readonly fragment?: Span;
}

/** Findings for a URI reference; throws `UriSyntaxError` when `text` is not one. */
export function inspect(text: string, options?: InspectOptions): Finding[] {
  const maxLength = option(options, 'maxLength', 'inspect') as number | undefined;
  const defaultPorts = option(options, 'defaultPorts', 'inspect') ?? DEFAULT_PORTS;
  if (typeof defaultPorts !== 'object' || defaultPorts === null) {
    throw new TypeError(
      `inspect: defaultPorts must be an object, got ${describeValue(defaultPorts)}`,
    );
  }
  const { components, offsets } = parseLocated(
    RFC3986_SYNTAX,
    'URI-reference',
    text,
    { maxLength },
    'parse',
  );
  const layout = layoutOf(offsets);
  const findings: Finding[] = [];
  const report: Report = (code, component, { start, end }, message, address) => {
    const section = FINDING_SECTIONS[code];
    const sentence = `${message} (RFC 3986 ${section}).`;
    findings.push({
      code,
      section,
      message: sentence,
      component,
      start,
      end,
      ...(address && { address }),
    });
  };

  inspectMissingHost(text, components, report);
  if (layout.userinfo) inspectUserinfo(text, layout.userinfo, components, report);
  if (layout.host && components.hostKind === 'reg-name') inspectRegName(text, layout.host, report);
  if (layout.port) {
    inspectPort(text, layout.port, components.scheme, defaultPorts as PortTable, report);
  }
  inspectPath(text, layout.path, report);
  for (const component of ['userinfo', 'host', 'path', 'query', 'fragment'] as const) {
    const span = layout[component];
    if (span) inspectControls(text, span, component, report);
  }
  // RFC 3986 3.1: a URI that breaks its scheme's own grammar "should" be flagged as an error.
  // missing-host already says so, more precisely, of an http(s) or ws(s) URI without a host.
  if (!findings.some((finding) => finding.code === 'missing-host')) {
    inspectSchemeSyntax(text, layout, report);
  }
  return findings.sort(
    (a, b) => a.start - b.start || FINDING_CODES.indexOf(a.code) - FINDING_CODES.indexOf(b.code),
  );
}

/**
 * The non-empty component that holds `offset`, else the next one after it, else the last one
 * before it, with a one-character span inside it: a finding points into text that is there.
 */
function spanNear(layout: Layout, offset: number): [FindingComponent, Span] | null {
  const order = ['userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const;
  const present = order.flatMap((component) => {
    const span = layout[component];
    return span && span.end > span.start ? [[component, span] as [FindingComponent, Span]] : [];
  });
  const found =
    present.find(([, span]) => offset >= span.start && offset < span.end) ??
    present.find(([, span]) => span.start > offset) ??
    present[present.length - 1];
  if (!found) return null;
  const [component, span] = found;
  const start = Math.max(span.start, Math.min(offset, span.end - 1));
  return [component, { start, end: start + 1 }];
}

/**
 * `scheme-syntax`: the URI's scheme has a grammar here (docs/schemes.md), which refuses it. The
 * span is the character where the grammar fails, or the nearest one of a component (a "#" that
 * the scheme forbids points into the fragment). A URI with no character after its scheme
 * (`urn:`) has nothing to point into and gets no finding; `parseScheme` still refuses it.
 */
function inspectSchemeSyntax(text: string, layout: Layout, report: Report): void {
  const error = schemeSyntaxError(text);
  if (!error) return;
  const place =
    layout.fragment && error.offset === layout.fragment.start - 1
      ? spanNear(layout, layout.fragment.start)
      : spanNear(layout, error.offset);
  if (!place) return;
  report(
    'scheme-syntax',
    place[0],
    place[1],
    `The URI breaks its scheme's own grammar. ${error.message.replace(/\.$/, '')}`,
  );
}

type Report = (
  code: FindingCode,
  component: FindingComponent,
  span: Span,
  message: string,
  address?: string,
) => void;

/** Each component's span, from the offsets the parse recorded. */
function layoutOf(offsets: ComponentOffsets): Layout {
  const { authorityStart, userinfoEnd, hostStart, hostEnd, pathStart, pathEnd, end, length } =
    offsets;
  const hasAuthority = authorityStart >= 0;
  return {
    userinfo: userinfoEnd >= 0 ? { start: authorityStart, end: userinfoEnd } : undefined,
    host: hasAuthority ? { start: hostStart, end: hostEnd } : undefined,
    port: hasAuthority && hostEnd < pathStart ? { start: hostEnd + 1, end: pathStart } : undefined,
    path: { start: pathStart, end: pathEnd },
    query: pathEnd < end ? { start: pathEnd + 1, end } : undefined,
    fragment: end < length ? { start: end + 1, end: length } : undefined,
  };
}

/** A piece of the input for a message: JSON-quoted, and cut short so a message stays a line. */
function quote(text: string): string {
  return JSON.stringify(text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT - 1)}…` : text);
}

/** ", and 2 more dot-segments" when there are more occurrences than the one reported. */
function moreOf(count: number, singular: string, plural: string): string {
  if (count === 0) return '';
  return `, and ${count} more ${count === 1 ? singular : plural}`;
}

/**
 * 3.2.2: "the "http" scheme considers a missing authority or empty host invalid". The span runs
 * from after "scheme:" over the slashes to the end of what a WHATWG parser would take for the
 * host (`http:/evil.example/` is read as host `evil.example`), which the message names.
 */
function inspectMissingHost(text: string, components: UriComponents, report: Report): void {
  const { scheme, host } = components;
  if (scheme === undefined || (host !== undefined && host !== '')) return;
  const name = scheme.toLowerCase();
  if (!HOST_REQUIRED_SCHEMES.has(name)) return;
  const start = scheme.length + 1;
  let hostStart = start;
  while (text.charCodeAt(hostStart) === 0x2f) hostStart++;
  let end = hostStart;
  while (end < text.length && !'/?#'.includes(text[end]!)) end++;
  // What a WHATWG parser reads there is an authority: the host follows any "@" and ends at ":".
  let readAs = text.slice(hostStart, end);
  readAs = readAs.slice(readAs.lastIndexOf('@') + 1);
  const colon = readAs.startsWith('[') ? -1 : readAs.indexOf(':');
  if (colon >= 0) readAs = readAs.slice(0, colon);
  const missing = host === undefined ? 'has no authority' : 'has an empty host';
  const reading =
    readAs === ''
      ? 'and there is nothing a lenient parser could take for one either'
      : `and WHATWG URL parsers take ${quote(readAs)} for the host instead, so they and this reading name different authorities`;
  report(
    'missing-host',
    'authority',
    { start, end },
    `The scheme "${name}" requires a host, but this URI ${missing} ${reading}`,
  );
}

/** 3.2.1 and 7.5, 7.6. */
function inspectUserinfo(
  text: string,
  userinfo: Span,
  components: UriComponents,
  report: Report,
): void {
  const written = text.slice(userinfo.start, userinfo.end);
  const colon = written.indexOf(':');
  if (colon >= 0 && colon < written.length - 1) {
    report(
      'userinfo-password',
      'userinfo',
      { start: userinfo.start + colon + 1, end: userinfo.end },
      'The userinfo carries a password after its first ":"; passwords in URIs are deprecated because URIs are displayed, logged and bookmarked in clear text',
    );
  }
  const lookalike = lookalikeIn(decodeOrKeep(written));
  if (lookalike) {
    report(
      'deceptive-userinfo',
      'userinfo',
      userinfo,
      `The userinfo ${quote(written)} looks like ${lookalike}, but the host is ${quote(components.host ?? '')}, which can mislead a reader about which authority the URI names`,
    );
  }
}

/** `text` percent-decoded, or as written when its octets are not UTF-8. */
function decodeOrKeep(text: string): string {
  try {
    return decode(text);
  } catch {
    return text;
  }
}

/**
 * What a decoded userinfo passes for, or undefined. It passes for an address when it starts with:
 * - a scheme readers know followed by ":" (`https:`, `ftp:`...);
 * - "[" and an IPv6address or IPvFuture up to "]";
 * - an IPv6address: the longest run of hex digits, ":" and "." that opens it is one;
 * - a dotted IPv4 address in any form the WHATWG IPv4 parser reads (`10.0.0.1`, `0x7f.1`);
 * - a domain name: the longest run of letters, digits, "-", "." and non-ASCII characters
 *   that opens it has at least two labels of 1 to 63 characters, and a last label of two or
 *   more characters that is not all digits.
 * The run is read the way a person reads it, not the way DNS would: empty labels (a leading or
 * trailing ".", or ".." inside) and "-" at the ends of a label are passed over, so
 * `www.paypal.com-`, `.www.paypal.com`, `www.bank.example..` and `10.0.0.1-` pass for what
 * they imitate. A dotted user name such as `john.smith` is flagged too: to a reader it is
 * indistinguishable from a host name, which is the whole attack. `localhost` and `user` are not.
 */
function lookalikeIn(userinfo: string): string | undefined {
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(userinfo)?.[1]?.toLowerCase();
  if (scheme !== undefined && LOOKALIKE_SCHEMES.has(scheme)) {
    return `a URI of the scheme "${scheme}"`;
  }
  const literalEnd = userinfo.startsWith('[') ? userinfo.indexOf(']') : -1;
  if (literalEnd > 0) {
    const literal = userinfo.slice(1, literalEnd);
    if (isValid('IPv6address', literal) || isValid('IPvFuture', literal)) return 'an IP literal';
  }
  // Every IPv6address has two colons at least ("::"): a run with fewer is not read as one.
  const ipv6Run = leadingRun(userinfo, isIPv6Character);
  if (hasTwoColons(ipv6Run) && isValid('IPv6address', ipv6Run)) return 'an IPv6 address';
  const name = foldForIPv4(leadingRun(userinfo, isNameCharacter));
  if (name === null) return undefined;
  const labels = readerLabels(name);
  if (labels.count < 2) return undefined;
  if (labels.count <= 4 && parseWhatwgIPv4(labels.firstFive.join('.')) !== null) {
    return 'an IPv4 address';
  }
  return looksLikeDomainName(labels) ? 'a host name' : undefined;
}

function hasTwoColons(text: string): boolean {
  const first = text.indexOf(':');
  return first >= 0 && text.indexOf(':', first + 1) >= 0;
}

function leadingRun(text: string, belongs: (code: number) => boolean): string {
  let end = 0;
  while (end < text.length && belongs(text.charCodeAt(end))) end++;
  return text.slice(0, end);
}

function isIPv6Character(code: number): boolean {
  return isHexDigit(code) || code === 0x3a || code === 0x2e;
}

function isHexDigit(code: number): boolean {
  const lower = code | 0x20;
  return (code >= 0x30 && code <= 0x39) || (lower >= 0x61 && lower <= 0x66);
}

/** Letters, digits, "-", "." and anything non-ASCII (an internationalized name, decoded). */
function isNameCharacter(code: number): boolean {
  const lower = code | 0x20;
  return (
    (code >= 0x30 && code <= 0x39) ||
    (lower >= 0x61 && lower <= 0x7a) ||
    code === 0x2d ||
    code === 0x2e ||
    code >= 0x80
  );
}

/** The labels a reader sees in a dotted run (see `lookalikeIn`), summarized in one pass. */
interface ReaderLabels {
  readonly count: number;
  /** The first five labels, enough to tell an IPv4 address (four parts at most). */
  readonly firstFive: readonly string[];
  readonly last: string;
  /** Whether every label is 1 to 63 characters long. */
  readonly lengthsFit: boolean;
}

/** One pass over the labels, without splitting a name that may be 10 MB. */
function readerLabels(name: string): ReaderLabels {
  const firstFive: string[] = [];
  let count = 0;
  let last = '';
  let lengthsFit = true;
  for (let start = 0; start <= name.length;) {
    const dot = name.indexOf('.', start);
    let end = dot < 0 ? name.length : dot;
    let from = start;
    while (from < end && name.charCodeAt(from) === 0x2d) from++;
    while (end > from && name.charCodeAt(end - 1) === 0x2d) end--;
    if (end > from) {
      count++;
      last = name.slice(from, end);
      if (last.length > 63) lengthsFit = false;
      if (firstFive.length < 5) firstFive.push(last);
    }
    if (dot < 0) break;
    start = dot + 1;
  }
  return { count, firstFive, last, lengthsFit };
}

function looksLikeDomainName(labels: ReaderLabels): boolean {
  return labels.lengthsFit && labels.last.length >= 2 && /[^0-9]/.test(labels.last);
}

/** 3.2.2 and 7.4, for a host that is a reg-name (not an IP literal nor an IPv4address). */
function inspectRegName(text: string, host: Span, report: Report): void {
  const written = text.slice(host.start, host.end);
  if (written.length > REG_NAME_LENGTH_LIMIT) {
    report(
      'long-reg-name',
      'host',
      host,
      `The reg-name is ${written.length} characters long, more than the ${REG_NAME_LENGTH_LIMIT} that producers should stay within`,
    );
  }
  const { first, count } = brokenUtf8Runs(text, host);
  if (first) {
    report(
      'host-not-utf8',
      'host',
      first,
      `The reg-name percent-encodes octets that are not UTF-8 (${quote(text.slice(first.start, first.end))}${moreOf(count - 1, 'such run', 'such runs')}), and a host may percent-encode only UTF-8`,
    );
    return;
  }
  const folded = foldForIPv4(decode(written));
  const address = folded === null ? null : parseWhatwgIPv4(folded);
  if (address !== null) {
    const dotted = serializeIPv4(address);
    report(
      'numeric-reg-name',
      'host',
      host,
      `The reg-name ${quote(written)} is not an RFC 3986 IPv4address, yet WHATWG URL parsers and inet_aton() read it as the IPv4 address ${dotted}, so filter on that address, not on the string`,
      dotted,
    );
  }
}

/**
 * The first maximal run of percent-encoded octets in `within` that does not decode as UTF-8,
 * and how many such runs there are (the finding reports one and counts the rest).
 */
function brokenUtf8Runs(text: string, within: Span): { first?: Span; count: number } {
  let first: Span | undefined;
  let count = 0;
  let at = text.indexOf('%', within.start);
  while (at >= 0 && at < within.end) {
    let end = at;
    while (end < within.end && octetAt(text, end) >= 0) end += 3;
    if (!tripletsAreUtf8(text, at, end)) {
      count++;
      first ??= { start: at, end };
    }
    at = text.indexOf('%', end);
  }
  return { first, count };
}

/** 3.2.3 and 7.2. */
function inspectPort(
  text: string,
  port: Span,
  scheme: string | undefined,
  ports: PortTable,
  report: Report,
): void {
  const written = text.slice(port.start, port.end);
  // Leading zeros do not change the number (":0080" is port 80); what remains is short or large.
  // A loop, not /^0+(?=\d)/: on a 10 MB port of zeros that regex overflowed V8's backtracking
  // stack (RangeError) under jest.
  let zeros = 0;
  while (zeros < written.length - 1 && written.charCodeAt(zeros) === 0x30) zeros++;
  const significant = written.slice(zeros);
  if (written === '' || significant.length > 4) return;
  const number = Number(significant);
  if (number > WELL_KNOWN_PORT_LIMIT) return;
  const schemeName = scheme?.toLowerCase();
  const defaultPort = defaultPortOf(schemeName, ports);
  if (defaultPort === number) return;
  const expected =
    schemeName === undefined
      ? 'the reference has no scheme to expect it'
      : defaultPort !== undefined
        ? `the scheme "${schemeName}" expects port ${defaultPort}`
        : `the scheme "${schemeName}" has no default port to compare it with`;
  report(
    'well-known-port',
    'port',
    port,
    `Port ${number} is in the well-known range 0-1023 and ${expected}; a client may be made to speak to another protocol's server`,
  );
}

/** 5.2.4 and 7.3: segments that are, or that a decoding back end would see as, dot-segments. */
function inspectPath(text: string, path: Span, report: Report): void {
  let firstDot: Span | undefined;
  let dots = 0;
  let firstHidden: Span | undefined;
  let hidden = 0;
  let firstDelimiter: Span | undefined;
  let delimiters = 0;
  for (let start = path.start; start <= path.end;) {
    const slash = text.indexOf('/', start);
    const end = slash < 0 || slash > path.end ? path.end : slash;
    const segment = text.slice(start, end);
    if (segment === '.' || segment === '..') {
      dots++;
      firstDot ??= { start, end };
    } else if (segment.includes('%')) {
      if (hidesDotSegment(segment)) {
        hidden++;
        firstHidden ??= { start, end };
      }
      for (let at = segment.indexOf('%'); at >= 0; at = segment.indexOf('%', at + 3)) {
        const octet = octetAt(segment, at);
        if (octet === 0x2f || octet === 0x5c) {
          delimiters++;
          firstDelimiter ??= { start: start + at, end: start + at + 3 };
        }
      }
    }
    start = end + 1;
  }
  if (firstDelimiter) {
    const triplet = text.slice(firstDelimiter.start, firstDelimiter.end);
    const character = octetAt(triplet, 0) === 0x2f ? '"/"' : '"\\"';
    report(
      'encoded-delimiter',
      'path',
      firstDelimiter,
      `The path percent-encodes ${character} as ${triplet}${moreOf(delimiters - 1, 'encoded delimiter', 'encoded delimiters')}; a back end that decodes before splitting sees a segment boundary the URI does not have`,
    );
  }
  if (firstHidden) {
    report(
      'encoded-dot-segment',
      'path',
      firstHidden,
      `The path segment ${quote(text.slice(firstHidden.start, firstHidden.end))} becomes a "." or ".." segment once decoded${moreOf(hidden - 1, 'such segment', 'such segments')}; remove_dot_segments does not see it, but a back end that decodes first follows it`,
    );
  }
  if (firstDot) {
    report(
      'dot-segment',
      'path',
      firstDot,
      `The path has the dot-segment ${quote(text.slice(firstDot.start, firstDot.end))}${moreOf(dots - 1, 'dot-segment', 'dot-segments')}; remove_dot_segments must run before the path reaches a file system or another back end`,
    );
  }
}

/**
 * Whether a segment holding percent-encoding has a "." or ".." piece once its octets are decoded
 * and it is split at "/" and "\" as a back end that decodes first would split it: `%2e%2e`,
 * `.%2E`, `..%2F`, `a%5C..`.
 */
function hidesDotSegment(segment: string): boolean {
  // Dots in the current piece: 0 (empty), 1, 2, or -1 when it holds anything else.
  let piece = 0;
  for (let i = 0; i < segment.length;) {
    const octet = octetAt(segment, i);
    const code = octet >= 0 ? octet : segment.charCodeAt(i);
    i += octet >= 0 ? 3 : 1;
    if (code === 0x2f || code === 0x5c) {
      if (piece === 1 || piece === 2) return true;
      piece = 0;
    } else {
      piece = code === 0x2e && piece >= 0 && piece < 2 ? piece + 1 : -1;
    }
  }
  return piece === 1 || piece === 2;
}

/** 7.2 and 7.3: percent-encoded C0 controls and DEL, reported by runs of adjacent triplets. */
function inspectControls(
  text: string,
  within: Span,
  component: FindingComponent,
  report: Report,
): void {
  let run: { start: number; end: number } | undefined;
  let others = 0;
  for (
    let at = text.indexOf('%', within.start);
    at >= 0 && at < within.end;
    at = text.indexOf('%', at + 3)
  ) {
    const octet = octetAt(text, at);
    if (octet < 0 || (octet >= 0x20 && octet !== 0x7f)) continue;
    // The first run grows while its triplets are adjacent; the rest are only counted.
    if (!run) run = { start: at, end: at + 3 };
    else if (run.end === at) run.end = at + 3;
    else others++;
  }
  if (run) {
    report(
      'encoded-control',
      component,
      run,
      `The ${component} percent-encodes control octets as ${quote(text.slice(run.start, run.end))}${moreOf(others, 'encoded control octet', 'encoded control octets')}; decoded, they can end a line, a header or a string in a back end`,
    );
  }
}
