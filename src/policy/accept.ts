/**
 * The accept path of a policy: what `isValid` runs. It answers the question the rule's automaton
 * and the clauses of src/policy/policy.ts answer together (does the rule accept the input, and
 * does no clause refuse it?) without building what a refusal needs: no per-input object, no
 * slice of the input, no lowercased copy, no closure, no regular expression. It reads the offsets
 * of the components (found as `locateComponents` finds them) and compares the characters at those
 * offsets with `charCodeAt`, running only the clauses the policy has. On short input it steps the
 * automaton on the characters it reads (the scheme and the authority) and hands it the rest, so
 * that each character is read once (`Automaton.beginRun`).
 *
 * Where the answer needs more than that (a reg-name with a "%" or a non-ASCII character, whose
 * normalized form needs decoding and UTS 46 mapping; a reg-name ending in a number, which a
 * WHATWG parser may read as an IPv4 address), it says UNDECIDED and the caller asks the clauses
 * themselves. The clauses stay the reference: `check` runs them alone, and a property test
 * (test/policy/accept.test.ts) holds `isValid` to `check(...).ok` on random policies and inputs.
 */
import { isSchemeCharacter } from '../components';
import { ipv4AddressAt } from '../reference-syntax';
import { DEFAULT_PORTS } from '../schemes';
import { schemeSyntaxError } from '../uri-schemes/parse-scheme';
import type { CompiledOptions, HostEntry } from './compile';

/** No clause refuses the input. */
export const ACCEPTED = 0;
/** The rule or a clause refuses the input. */
export const REFUSED = 1;
/** The accept path cannot tell: ask the clauses. */
export const UNDECIDED = 2;

export type Verdict = typeof ACCEPTED | typeof REFUSED | typeof UNDECIDED;

const SLASH = 0x2f;
const COLON = 0x3a;
const DOT = 0x2e;
const HYPHEN = 0x2d;
const PERCENT = 0x25;
const LEFT_BRACKET = 0x5b;
const RIGHT_BRACKET = 0x5d;
const QUESTION_MARK = 0x3f;
const NUMBER_SIGN = 0x23;
const AT_SIGN = 0x40;

/** The character at `i` with A-Z lowercased (an ASCII host is compared in lowercase). */
function lowerAt(text: string, i: number): number {
  const code = String.prototype.charCodeAt.call(text, i);
  // Stryker disable next-line ConditionalExpression: below "A" a reg-name holds digits, "-", "." and "!" to "=", which have the 0x20 bit already
  return code >= 0x41 && code <= 0x5a ? code | 0x20 : code;
}

/**
 * Whether the label that starts at `i` with an "x" or "X" (which the caller has read) is an
 * "xn--" label (an A-label, RFC 5890 2.3.2.1), in any case. The characters cannot run past the
 * name: a label ends at ".", ":", "@", "/", "?", "#" or the end.
 */
function isAceLabelAfterX(text: string, i: number): boolean {
  return (
    (String.prototype.charCodeAt.call(text, i + 1) | 0x20) === 0x6e &&
    String.prototype.charCodeAt.call(text, i + 2) === HYPHEN &&
    String.prototype.charCodeAt.call(text, i + 3) === HYPHEN
  );
}

/** Whether `text.slice(start, end)`, lowercased, is `name` (already lowercase). */
function isLowered(text: string, start: number, end: number, name: string): boolean {
  if (end - start !== name.length) return false;
  for (let i = 0; i < name.length; i++) {
    if (lowerAt(text, start + i) !== name.charCodeAt(i)) return false;
  }
  return true;
}

/** Whether `text.slice(start, end)`, lowercased, ends with "." and `name`. */
function endsWithLabels(text: string, start: number, end: number, name: string): boolean {
  const from = end - name.length;
  // Stryker disable next-line ConditionalExpression,ArithmeticOperator: without the guard the loop reads before the host, at "/" or "@", which no entry holds
  if (from - 1 < start || String.prototype.charCodeAt.call(text, from - 1) !== DOT) return false;
  for (let i = 0; i < name.length; i++) {
    if (lowerAt(text, from + i) !== name.charCodeAt(i)) return false;
  }
  return true;
}

/**
 * The index in `names` (lowercase scheme names) of the scheme `text.slice(0, schemeEnd)`,
 * compared case-insensitively (RFC 3986 3.1), or -1. A scheme holds letters, digits, "+", "-"
 * and "."; of those, `| 0x20` changes only the capital letters.
 */
function schemeIndex(text: string, schemeEnd: number, names: readonly string[]): number {
  next: for (let n = 0; n < names.length; n++) {
    const name = names[n]!;
    if (name.length !== schemeEnd) continue;
    for (let i = 0; i < schemeEnd; i++) {
      if ((String.prototype.charCodeAt.call(text, i) | 0x20) !== name.charCodeAt(i)) continue next;
    }
    return n;
  }
  return -1;
}

/**
 * A scheme of up to this many characters is compared as one number, seven bits a character in
 * lowercase (`| 0x20`, as in `schemeIndex`): no scheme character is 0, so two schemes of up to
 * seven characters have the same number only when they are the same, and 128 ** 7 is exact.
 */
const KEY_LENGTH = 7;

/**
 * The number of a lowercase scheme name. A name longer than `KEY_LENGTH` characters gets one of
 * at least 128 ** 7, above every shorter name's, so it matches no scheme read as a number.
 */
function schemeKey(name: string): number {
  let key = 0;
  for (let i = 0; i < name.length; i++) key = key * 128 + name.charCodeAt(i);
  return key;
}

function keyIndex(key: number, keys: Float64Array): number {
  // Stryker disable next-line EqualityOperator: one past the end reads undefined, no key
  for (let i = 0; i < keys.length; i++) if (keys[i] === key) return i;
  return -1;
}

function hexValue(code: number): number {
  if (code <= 0x39) return code - 0x30;
  return (code | 0x20) - 0x61 + 10;
}

/**
 * The eight pieces of the valid IPv6address `text.slice(start, end)` into `out`: what
 * `ipv6Pieces` (src/host.ts) gives, without splitting.
 */
export function readIpv6Pieces(text: string, start: number, end: number, out: Int32Array): void {
  let count = 0;
  // Stryker disable next-line UnaryOperator: without "::" a valid address has eight pieces, and moving them from piece 1 writes each onto itself
  let elision = -1;
  let i = start;
  // A leading "::" reads as a zero piece followed by "::", which elides one piece fewer.
  // Stryker disable next-line EqualityOperator: at the end after "::" one more pass adds a zero piece inside the elided run
  groups: while (i < end) {
    let value = 0;
    let j = i;
    for (; j < end; j++) {
      const code = String.prototype.charCodeAt.call(text, j);
      if (code === COLON) break;
      if (code === DOT) {
        // The ls32 of an embedded IPv4 address: the rest of the text, two pieces.
        const ipv4 = ipv4AddressAt(text, i, end);
        out[count++] = Math.floor(ipv4 / 0x10000);
        out[count++] = ipv4 % 0x10000;
        break groups;
      }
      value = value * 16 + hexValue(code);
    }
    out[count++] = value;
    i = j + 1;
    // Stryker disable next-line EqualityOperator: the character at `end` is "]" or "%"
    if (i < end && String.prototype.charCodeAt.call(text, i) === COLON) {
      elision = count;
      i++;
    }
  }
  // Stryker disable next-line ConditionalExpression,EqualityOperator: without "::" the tail is nine pieces and each move writes a piece onto itself; and `elision` is never 0, since a leading "::" reads as a zero piece first
  if (elision >= 0) {
    const tail = count - elision;
    // Stryker disable next-line ArithmeticOperator: the extra moves write past the eighth piece, which a typed array ignores
    for (let k = tail - 1; k >= 0; k--) out[8 - tail + k] = out[elision + k]!;
    for (let k = elision; k < 8 - tail; k++) out[k] = 0;
  }
}

/** `embeddedIpv4` (./addresses.ts) of eight pieces in an Int32Array: the address, or -1. */
function embeddedIpv4Of(p: Int32Array): number {
  const low = p[6]! * 0x10000 + p[7]!;
  const zeroHead = p[0] === 0 && p[1] === 0 && p[2] === 0 && p[3] === 0 && p[4] === 0;
  if (zeroHead && p[5] === 0xffff) return low;
  if (zeroHead && p[5] === 0 && low > 1) return low;
  if (p[0] === 0x64 && p[1] === 0xff9b && p[2] === 0 && p[3] === 0 && p[4] === 0 && p[5] === 0) {
    return low;
  }
  return -1;
}

/** The bits of piece `index` (0 to 7) that a /`prefix` covers, as a 16-bit mask. */
function pieceMask(prefix: number, index: number): number {
  const covered = Math.min(16, Math.max(0, prefix - 16 * index));
  return (0xffff << (16 - covered)) & 0xffff;
}

/**
 * Address ranges as flat numbers: IPv4 as first and last address, IPv6 as eight pieces and eight
 * masks each (`ipv4InRange` and `ipv6InRange` of ./addresses.ts, made once).
 */
interface RangeTable {
  readonly v4: Float64Array;
  readonly v6: Int32Array;
}

function rangeTable(
  ranges: readonly (
    | { readonly family: 4; readonly address: number; readonly prefix: number }
    | { readonly family: 6; readonly pieces: readonly number[]; readonly prefix: number }
  )[],
): RangeTable {
  const v4: number[] = [];
  const v6: number[] = [];
  for (const range of ranges) {
    if (range.family === 4) {
      v4.push(range.address, range.address + 2 ** (32 - range.prefix) - 1);
    } else {
      for (let i = 0; i < 8; i++) v6.push(range.pieces[i]!);
      for (let i = 0; i < 8; i++) v6.push(pieceMask(range.prefix, i));
    }
  }
  return { v4: Float64Array.from(v4), v6: Int32Array.from(v6) };
}

function ipv4InTable(address: number, v4: Float64Array): boolean {
  // Stryker disable next-line EqualityOperator: one past the end reads undefined, and no comparison with it holds
  for (let i = 0; i < v4.length; i += 2) {
    if (address >= v4[i]! && address <= v4[i + 1]!) return true;
  }
  return false;
}

function ipv6InTable(pieces: Int32Array, v6: Int32Array): boolean {
  // Stryker disable next-line EqualityOperator: one past the end reads undefined, and no comparison with it holds
  next: for (let r = 0; r < v6.length; r += 16) {
    for (let i = 0; i < 8; i++) {
      if ((pieces[i]! & v6[r + 8 + i]!) !== v6[r + i]) continue next;
    }
    return true;
  }
  return false;
}

/** Above this many names, a host list is looked up in a Set rather than compared one by one. */
const SET_THRESHOLD = 8;

/** The length of the last label (after the last dot) of `name`. */
function lastLabelLength(name: string): number {
  return name.length - name.lastIndexOf('.') - 1;
}

/** A bit for a last label of `length` characters (the 32nd for every length from 31 on). */
function lastLabelBit(length: number): number {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the bits only filter: any function of the length, used for the entries and the host alike, keeps every match
  return 1 << (length < 31 ? length : 31);
}

/** A list of `hosts.allow` or `hosts.deny`, by kind of entry. */
class HostList {
  /**
   * The lengths of the last labels of the names and suffixes, one bit each (`lastLabelBit`): a
   * name matches an entry only if its last label is as long as the entry's, so a name whose
   * bit is not here matches none, which the accept path knows without calling `hasName`.
   */
  readonly lastLabels: number;
  private readonly names: readonly string[];
  private readonly suffixes: readonly string[];
  /** The length of each suffix's last label (after its last dot). */
  private readonly suffixLastLabels: Int32Array;
  private readonly nameSet: ReadonlySet<string> | null;
  private readonly suffixSet: ReadonlySet<string> | null;
  private readonly addresses: RangeTable;

  constructor(entries: readonly HostEntry[]) {
    // Stryker disable next-line ArrayDeclaration: an entry with spaces matches no host
    const names: string[] = [];
    // Stryker disable next-line ArrayDeclaration: an entry with spaces matches no host
    const suffixes: string[] = [];
    const addresses: (
      | { family: 4; address: number; prefix: 32 }
      | {
          family: 6;
          pieces: readonly number[];
          prefix: 128;
        }
    )[] = [];
    for (const entry of entries) {
      if (entry.kind === 'name') names.push(entry.name);
      else if (entry.kind === 'suffix') suffixes.push(entry.name);
      else if (entry.kind === 'ipv4')
        addresses.push({ family: 4, address: entry.address, prefix: 32 });
      else addresses.push({ family: 6, pieces: entry.pieces, prefix: 128 });
    }
    this.names = names;
    this.suffixes = suffixes;
    this.suffixLastLabels = Int32Array.from(suffixes, lastLabelLength);
    let lastLabels = 0;
    for (const name of [...names, ...suffixes]) lastLabels |= lastLabelBit(lastLabelLength(name));
    this.lastLabels = lastLabels;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: the Set and the list give the same answers; the threshold is for speed
    this.nameSet = names.length > SET_THRESHOLD ? new Set(names) : null;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: the Set and the list give the same answers; the threshold is for speed
    this.suffixSet = suffixes.length > SET_THRESHOLD ? new Set(suffixes) : null;
    this.addresses = rangeTable(addresses);
  }

  /**
   * Whether the simple ASCII name `text.slice(start, end)` (lowercased) matches an entry.
   * `lastLabel` is the length of the name's last label (after its last dot).
   */
  hasName(text: string, start: number, end: number, lastLabel: number): boolean {
    const { nameSet, suffixSet } = this;
    // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator,BlockStatement: the Set and the list give the same answers
    if (nameSet !== null || suffixSet !== null) {
      const name = String.prototype.slice.call(text, start, end).toLowerCase();
      // Stryker disable next-line ConditionalExpression: the Set and the list give the same answers
      if (nameSet !== null ? nameSet.has(name) : this.namesHold(text, start, end)) return true;
      // Stryker disable next-line ConditionalExpression: the Set and the list give the same answers
      if (suffixSet === null) return this.suffixesHold(text, start, end, lastLabel);
      // A suffix entry matches the labels after any dot of the name.
      for (let dot = name.indexOf('.'); dot >= 0; dot = name.indexOf('.', dot + 1)) {
        if (suffixSet.has(name.slice(dot + 1))) return true;
      }
      return false;
    }
    return this.namesHold(text, start, end) || this.suffixesHold(text, start, end, lastLabel);
  }

  private namesHold(text: string, start: number, end: number): boolean {
    for (const name of this.names) if (isLowered(text, start, end, name)) return true;
    return false;
  }

  /**
   * A name ending with a suffix ends with the suffix's last label: a suffix whose last label is
   * not as long as the name's is passed over without reading the name.
   */
  private suffixesHold(text: string, start: number, end: number, lastLabel: number): boolean {
    const { suffixes, suffixLastLabels } = this;
    // Stryker disable next-line EqualityOperator: one past the end reads undefined, and no comparison with it holds
    for (let i = 0; i < suffixes.length; i++) {
      // Stryker disable next-line ConditionalExpression: the length only filters: endsWithLabels decides
      if (suffixLastLabels[i] === lastLabel && endsWithLabels(text, start, end, suffixes[i]!)) {
        return true;
      }
    }
    return false;
  }

  hasIpv4(address: number): boolean {
    return ipv4InTable(address, this.addresses.v4);
  }

  hasIpv6(pieces: Int32Array): boolean {
    return ipv6InTable(pieces, this.addresses.v6);
  }
}

/** The schemes `DEFAULT_PORTS` knows, and their ports, in one order. */
const DEFAULT_PORT_SCHEMES = Object.keys(DEFAULT_PORTS);
const DEFAULT_PORT_NUMBERS = DEFAULT_PORT_SCHEMES.map((scheme) => DEFAULT_PORTS[scheme]!);
const HTTP = DEFAULT_PORT_SCHEMES.indexOf('http');
const HTTPS = DEFAULT_PORT_SCHEMES.indexOf('https');
const WS = DEFAULT_PORT_SCHEMES.indexOf('ws');
const WSS = DEFAULT_PORT_SCHEMES.indexOf('wss');

/** The host kinds, as numbers. */
const NAME = 0;
const IPV4 = 1;
const IPV6 = 2;
const IPV6_ZONED = 3;
const FUTURE = 4;

/** A port larger than any allowed one: a long run of digits reads as this. */
const TOO_LARGE_PORT = 65536;

/**
 * The accept path of the clauses of `options` other than `whatwg` (whose reading the caller
 * adds): the rule's automaton and those clauses in one reading of the input; null when there
 * are none of them.
 */
export function compileAcceptor(options: CompiledOptions): ((text: string) => Verdict) | null {
  const { schemes, authority, userinfo, hostKinds, dnsName, deny, hostsAllow, hostsDeny, ports } =
    options;
  const idnForbidden = !options.idn;
  const pathForbidden = !options.path;
  const queryForbidden = !options.query;
  const fragmentForbidden = !options.fragment;
  const { schemeSyntax } = options;
  const hostClauses =
    hostKinds !== undefined ||
    idnForbidden ||
    dnsName !== undefined ||
    deny !== undefined ||
    hostsAllow !== undefined ||
    hostsDeny !== undefined;
  const anyClause =
    // Stryker disable next-line ConditionalExpression: an accept path with no clause answers as the automaton does
    hostClauses ||
    schemes !== undefined ||
    schemeSyntax ||
    authority !== undefined ||
    userinfo !== undefined ||
    ports !== undefined ||
    pathForbidden ||
    queryForbidden ||
    fragmentForbidden;
  // Stryker disable next-line ConditionalExpression: an accept path with no clause answers as the automaton does
  if (!anyClause) return null;

  // Stryker disable next-line ArrayDeclaration: without `schemes` the list is never read
  const allowedSchemes = schemes === undefined ? [] : [...schemes];
  const allowedKnown = allowedSchemes.map((scheme) => DEFAULT_PORT_SCHEMES.indexOf(scheme));
  const allowedKeys = Float64Array.from(allowedSchemes, schemeKey);
  const knownKeys = Float64Array.from(DEFAULT_PORT_SCHEMES, schemeKey);
  const schemeCharacters = Uint8Array.from({ length: 0x80 }, (_, code) =>
    isSchemeCharacter(code) ? 1 : 0,
  );
  // Stryker disable next-line ConditionalExpression: the checks with nothing forbidden refuse nothing
  const pathQueryFragment = pathForbidden || queryForbidden || fragmentForbidden;
  const allowsKind = new Uint8Array(5);
  if (hostKinds !== undefined) {
    // Stryker disable next-line StringLiteral: the empty host is a reg-name too
    const nameKind = options.syntax.hostKindOf('example');
    allowsKind[NAME] = hostKinds.has(nameKind) ? 1 : 0;
    allowsKind[IPV4] = hostKinds.has('IPv4address') ? 1 : 0;
    allowsKind[IPV6] = hostKinds.has('IPv6address') ? 1 : 0;
    allowsKind[IPV6_ZONED] = hostKinds.has('IPv6addrz') ? 1 : 0;
    allowsKind[FUTURE] = hostKinds.has('IPvFuture') ? 1 : 0;
  }
  // hostKinds without IPv4address refuses a reg-name that a fetcher reads as an IPv4 address.
  // Stryker disable next-line ConditionalExpression,LogicalOperator: it only sends more names to the clauses, which answer the same
  const namesAsAddresses = hostKinds !== undefined && allowsKind[IPV4] === 0;
  // Stryker disable next-line BooleanLiteral: compile gives every dnsName its requireTld
  const requireTld = dnsName?.requireTld ?? false;
  const denied = deny === undefined ? null : rangeTable(deny.ranges.map(({ range }) => range));
  const denyLocalhost = deny?.localhost ?? false;
  const allowList = hostsAllow === undefined ? null : new HostList(hostsAllow);
  const denyList = hostsDeny === undefined ? null : new HostList(hostsDeny);
  // Clauses that read what a reg-name denotes: its address, if a WHATWG parser reads it as one.
  const readsAddress =
    // Stryker disable next-line ConditionalExpression: it only sends more names to the clauses, which answer the same
    namesAsAddresses || deny !== undefined || allowList !== null || denyList !== null;
  const portLows = ports === undefined ? null : Float64Array.from(ports, ({ low }) => low);
  const portHighs = ports === undefined ? null : Float64Array.from(ports, ({ high }) => high);
  const zones = options.syntax.zones;
  const pieces = new Int32Array(8);
  const automaton = options.syntax.grammar.automaton(options.rule);
  const { table: steps, classOf } = automaton.asciiSteps;

  const portAllowed = (port: number): boolean => {
    // Stryker disable next-line EqualityOperator: one past the end reads undefined, and no comparison with it holds
    for (let i = 0; i < portLows!.length; i++) {
      if (port >= portLows![i]! && port <= portHighs![i]!) return true;
    }
    return false;
  };
  // Whether the default port of each scheme `DEFAULT_PORTS` knows is allowed, answered once.
  const defaultPortAllowed = Uint8Array.from(DEFAULT_PORT_NUMBERS, (port) =>
    ports !== undefined && portAllowed(port) ? 1 : 0,
  );

  return (text) => {
    const length = text.length;
    // One reading of each character: on short input this loop runs the rule's automaton itself
    // over the scheme and the authority, on the characters it reads for the clauses, and hands
    // it the rest. Long input is the automaton's alone first (it skips long runs natively).
    // Stryker disable next-line BooleanLiteral: both ways of running the automaton give its answer; the choice is for speed
    const stepping = !automaton.skipsOn(length);
    if (!stepping && !automaton.accepts(text)) return REFUSED;
    // On long input the steps below start in the dead state (0), which keeps itself: they cost a
    // load each and change nothing, where a test at every step would cost more on short input.
    let state = stepping ? automaton.beginRun() : 0;
    // The state no run leaves: the dead state (0) on short input, none on long input, which the
    // automaton has accepted already.
    // Stryker disable next-line UnaryOperator: on long input the state stays 0, which is neither -1 nor 1
    const dead = stepping ? 0 : -1;
    // The offsets `locateComponents` (src/components.ts) finds, read in one loop over the
    // authority: in a valid reference the scheme holds no "?" or "#", the authority ends at the
    // first "/", "?" or "#", and an "@" ends the userinfo (neither userinfo nor host holds one).
    // The scheme (`endOfScheme` of src/components.ts), read as a number when it is short.
    let schemeEnd = -1;
    let key = 0;
    // The characters before `read` are the automaton's; it reads the others after these loops.
    // No step looks for the dead state: `acceptsRest` refuses a run in it at its first step, and
    // to look at every step would cost more than input refused early saves.
    let read = 0;
    for (; read < length; read++) {
      const code = String.prototype.charCodeAt.call(text, read);
      if (code === COLON) {
        schemeEnd = read;
        break;
      }
      // Stryker disable next-line ConditionalExpression,EqualityOperator: a non-ASCII character steps the run into no state, which the automaton refuses as it refuses the dead one
      if (code >= 0x80 || schemeCharacters[code] === 0) break;
      key = key * 128 + (code | 0x20);
      state = steps[state + classOf[code]!]!;
    }
    let pathStart = schemeEnd + 1;
    // Stryker disable next-line EqualityOperator: a ":" at 0 is refused by the automaton either way
    if (schemeEnd >= 0) {
      state = steps[state + classOf[COLON]!]!;
      read = pathStart;
    }
    // Input that is refused anyway is refused before the rest of it is read: a run already dead,
    // or a scheme the policy does not allow. (Every REFUSED below may come before the automaton
    // has read the rest, since the input is refused either way; ACCEPTED and UNDECIDED come only
    // after it, at the end.)
    // Stryker disable next-line ConditionalExpression: an early refusal: acceptsRest refuses a run in the dead state anyway
    if (state === dead) return REFUSED;
    // The scheme, and what `DEFAULT_PORTS` knows of it (the requirements and the default port).
    let known = -1;
    // Stryker disable next-line EqualityOperator: a ":" at 0 is refused by the automaton either way
    if (schemes !== undefined && schemeEnd >= 0) {
      const allowed =
        // Stryker disable next-line ConditionalExpression,EqualityOperator: the number and the characters give the same index
        schemeEnd <= KEY_LENGTH
          ? keyIndex(key, allowedKeys)
          : schemeIndex(text, schemeEnd, allowedSchemes);
      if (allowed < 0) return REFUSED;
      known = allowedKnown[allowed]!;
    }
    let authorityStart = -1;
    let userinfoEnd = -1;
    // Stryker disable next-line UnaryOperator: read only after an "@", which sets it
    let userinfoColon = -1;
    let hostStart = pathStart;
    let hostEnd = pathStart;
    // What the host clauses read of a reg-name, gathered on the way over the authority: where
    // its labels start, how many there are, whether each is letters, digits and hyphens (RFC
    // 1123 2.1), whether the last is all digits, whether one is an "xn--" label, and whether the
    // name holds a "%" or a non-ASCII character (which the clauses judge themselves). Also what
    // the clauses would otherwise read again (a `charCodeAt` of a sliced or two-byte string costs
    // more than a test): the last hyphen, whether a label starts with a digit, and whether a "["
    // and a "]" stood in the authority (in a live run, only an IP literal holds them).
    let labelStart = pathStart + 2;
    let previousLabelStart = labelStart;
    let labels = 1;
    // Stryker disable next-line BooleanLiteral: read only for a name of two labels or more, where a dot has reset it
    let allDigits = true;
    // Stryker disable next-line BooleanLiteral: read only after a trailing dot, which sets it
    let allDigitsBeforeDot = true;
    // Stryker disable next-line BooleanLiteral: it only sends more names to the clauses, which answer the same
    let digitLead = false;
    // Stryker disable next-line BooleanLiteral: it only sends more names to the clauses, which answer the same
    let digitLeadBeforeDot = false;
    // Stryker disable next-line UnaryOperator: a dot or a name's end at offset 2 leaves an empty label, which dnsName refuses anyway
    let lastHyphen = -1;
    let ldh = true;
    // Stryker disable next-line BooleanLiteral: it only sends more names to the clauses, which answer the same
    let irregular = false;
    let aceLabel = false;
    let literal = false;
    let literalEnd = 0;
    // No read past the end: one would cost the optimized code a deoptimization (input "/").
    if (
      // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: the guard keeps reads inside the input for speed; a read past it gives NaN, no "/"
      pathStart + 1 < length &&
      String.prototype.charCodeAt.call(text, pathStart) === SLASH &&
      String.prototype.charCodeAt.call(text, pathStart + 1) === SLASH
    ) {
      authorityStart = pathStart + 2;
      // Here `read` is `pathStart`: a scheme ends at its ":", and without one the loop above
      // stopped at the first character, a "/".
      state = steps[steps[state + classOf[SLASH]!]! + classOf[SLASH]!]!;
      let colon = -1;
      let i = authorityStart;
      for (; i < length; i++) {
        const code = String.prototype.charCodeAt.call(text, i);
        // Stryker disable next-line ConditionalExpression,EqualityOperator: stepAt steps ASCII as the table does, and U+0080 through the table leaves the run in no state, which the automaton refuses
        state = code < 0x80 ? steps[state + classOf[code]!]! : automaton.stepAt(state, text, i);
        const folded = code | 0x20;
        if (folded >= 0x61 && folded <= 0x7a) {
          // A letter: the commonest character of a host. An "x" may start an "xn--" label.
          allDigits = false;
          if (folded === 0x78 && i === labelStart && idnForbidden && isAceLabelAfterX(text, i)) {
            aceLabel = true;
          }
        } else if (code >= 0x30 && code <= 0x39) {
          // The port's digits come after every label, never at a label's start.
          // Stryker disable next-line ConditionalExpression: it only sends more names to the clauses, which answer the same
          if (i === labelStart) digitLead = true;
        } else if (code === DOT) {
          const labelLength = i - labelStart;
          if (labelLength === 0 || labelLength > 63 || lastHyphen === i - 1) ldh = false;
          labels++;
          previousLabelStart = labelStart;
          labelStart = i + 1;
          allDigitsBeforeDot = allDigits;
          allDigits = true;
          digitLeadBeforeDot = digitLead;
          // Stryker disable next-line BooleanLiteral: it only sends more names to the clauses, which answer the same
          digitLead = false;
        } else if (code === HYPHEN) {
          if (i === labelStart) ldh = false;
          allDigits = false;
          lastHyphen = i;
        } else if (code === SLASH || code === QUESTION_MARK || code === NUMBER_SIGN) {
          break;
        } else if (code === COLON) {
          // Stryker disable next-line ConditionalExpression,EqualityOperator: only whether a userinfo holds a colon is read, a name or IPv4 host has one colon at most, and an IP literal ends at its "]"
          if (colon < 0) colon = i;
        } else if (code === AT_SIGN) {
          userinfoEnd = i;
          userinfoColon = colon;
          colon = -1;
          // What came before was the userinfo: the host starts again.
          labelStart = i + 1;
          labels = 1;
          // Stryker disable next-line BooleanLiteral: read only for a name of two labels or more, where a dot has reset it
          allDigits = true;
          // Stryker disable next-line BooleanLiteral: it only sends more names to the clauses, which answer the same
          digitLead = false;
          ldh = true;
          // Stryker disable next-line BooleanLiteral: it only sends more names to the clauses, which answer the same
          irregular = false;
          aceLabel = false;
        } else if (
          // Stryker disable next-line EqualityOperator: U+0080 is in no grammar's host (RFC 3987's ucschar starts at U+00A0)
          code >= 0x80 ||
          code === PERCENT
        ) {
          irregular = true;
          // A pair of surrogates is one character, one step of the automaton.
          if (
            code >= 0xd800 &&
            // Stryker disable next-line EqualityOperator: a lead of 0xdbff starts U+10FC00 to U+10FFFF, in no grammar's authority, which the run refuses however it steps
            code <= 0xdbff
          ) {
            i++;
          }
        } else {
          ldh = false;
          if (code === LEFT_BRACKET) literal = true;
          else if (
            // Stryker disable next-line ConditionalExpression: in an IP literal the last such character is its "]": a port holds digits only
            code === RIGHT_BRACKET
          ) {
            literalEnd = i + 1;
          }
        }
      }
      // Stryker disable next-line EqualityOperator: an authority starts after "//", so no offset in it is 0
      hostStart = userinfoEnd < 0 ? authorityStart : userinfoEnd + 1;
      // An IP literal ends after its "]" (at 0 in input cut short before it).
      // Stryker disable next-line EqualityOperator: an authority starts after "//", so no offset in it is 0
      hostEnd = literal ? literalEnd : colon < 0 ? i : colon;
      pathStart = i;
      // The automaton read the character that ended the authority, or all of the input.
      read = i + 1;
      // A live run here has read a valid scheme and authority (the authority ends at the first
      // "/", "?" or "#"), or all of the input: the clauses below read offsets that hold.
      // Stryker disable next-line ConditionalExpression: an early refusal: acceptsRest refuses a run in the dead state anyway
      if (state === dead) return REFUSED;
    }
    // Stryker disable next-line EqualityOperator: an authority starts after "//", never at 0
    const hasAuthority = authorityStart >= 0;
    // What the clauses say, when none refuses: ACCEPTED, or UNDECIDED for the clauses to judge.
    let verdict: Verdict = ACCEPTED;
    clauses: {
      // Stryker disable next-line ConditionalExpression: the checks with nothing forbidden refuse nothing
      if (pathQueryFragment) {
        // "#" never stands before the fragment, nor "?" before the query.
        const hash = String.prototype.indexOf.call(text, '#', pathStart);
        const end = hash < 0 ? length : hash;
        const question = String.prototype.indexOf.call(text, '?', pathStart);
        // Stryker disable next-line EqualityOperator: a "?" is never where the "#" or the end is
        const pathEnd = question >= 0 && question < end ? question : end;
        if (queryForbidden && pathEnd < end) return REFUSED;
        if (fragmentForbidden && end < length) return REFUSED;
        if (
          pathForbidden &&
          pathEnd - pathStart >
            (String.prototype.charCodeAt.call(text, pathStart) === SLASH ? 1 : 0)
        ) {
          return REFUSED;
        }
      }
      if (authority === 'required' ? !hasAuthority : authority === 'forbidden' && hasAuthority) {
        return REFUSED;
      }
      // Stryker disable next-line EqualityOperator: an authority starts after "//", so no offset in it is 0
      if (userinfoEnd >= 0) {
        if (userinfo === 'forbid') return REFUSED;
        // Stryker disable next-line EqualityOperator: an authority starts after "//", so no offset in it is 0
        if (userinfo === 'no-password' && userinfoColon >= 0) return REFUSED;
      }
      // Stryker disable next-line ConditionalExpression: an unknown scheme is none of http, https, ws and wss
      if (known >= 0) {
        // RFC 9110 4.2.1 and 4.2.2, RFC 6455 3 (schemeRequirement in ./policy.ts).
        const web = known === HTTP || known === HTTPS;
        const socket = known === WS || known === WSS;
        if ((web || socket) && (!hasAuthority || hostStart === hostEnd)) return REFUSED;
        // Stryker disable next-line EqualityOperator: after a scheme neither offset is 0
        if (
          socket &&
          (userinfoEnd >= 0 || String.prototype.indexOf.call(text, '#', pathStart) >= 0)
        )
          return REFUSED;
      }
      if (ports !== undefined && hasAuthority) {
        if (hostEnd < pathStart - 1) {
          let port = 0;
          for (let i = hostEnd + 1; i < pathStart; i++) {
            // Stryker disable next-line ConditionalExpression,EqualityOperator: the cap only keeps the number small: every port from 65536 up is refused alike
            if (port < TOO_LARGE_PORT)
              port = port * 10 + String.prototype.charCodeAt.call(text, i) - 0x30;
          }
          if (!portAllowed(port)) return REFUSED;
        } else {
          // Stryker disable next-line ConditionalExpression: the allowed scheme's index into DEFAULT_PORTS is the one found again
          if (schemes === undefined) {
            known =
              // Stryker disable next-line ConditionalExpression,EqualityOperator: a reference with an authority and no scheme starts with "//", whose number is 0, no scheme's; a ":" at 0 was refused
              schemeEnd < 0
                ? -1
                : // Stryker disable next-line ConditionalExpression,EqualityOperator: the number and the characters give the same index
                  schemeEnd <= KEY_LENGTH
                  ? keyIndex(key, knownKeys)
                  : schemeIndex(text, schemeEnd, DEFAULT_PORT_SCHEMES);
          }
          // Stryker disable next-line ConditionalExpression: at -1 the table reads undefined, no 0
          if (known >= 0 && defaultPortAllowed[known] === 0) return REFUSED;
        }
      }
      // Stryker disable next-line ConditionalExpression: with no host clause the checks below refuse nothing
      if (!hostClauses) break clauses;

      // The host clauses.
      if (!hasAuthority) {
        if (allowList !== null) return REFUSED;
        break clauses;
      }
      let kind = NAME;
      // Stryker disable next-line UnaryOperator: every kind that reads it sets it first (an IPvFuture literal never reads it)
      let ipv4 = -1;
      if (literal) {
        if ((String.prototype.charCodeAt.call(text, hostStart + 1) | 0x20) === 0x76) {
          kind = FUTURE;
        } else {
          const percent = String.prototype.indexOf.call(text, '%', hostStart);
          // Stryker disable next-line EqualityOperator: the host starts after "//", and a "%" right after "]" was refused
          const zoned = percent >= 0 && percent < hostEnd;
          kind = zones && zoned ? IPV6_ZONED : IPV6;
          readIpv6Pieces(text, hostStart + 1, zoned ? percent : hostEnd - 1, pieces);
          ipv4 = embeddedIpv4Of(pieces);
        }
      } else {
        // A name refuses at its first character that is not a digit or a dot.
        ipv4 = ipv4AddressAt(text, hostStart, hostEnd);
        if (ipv4 >= 0) kind = IPV4;
      }
      if (hostKinds !== undefined && allowsKind[kind] === 0) return REFUSED;

      if (kind === NAME) {
        // The name without the one trailing dot DNS ignores.
        let nameEnd = hostEnd;
        let lastLabelStart = labelStart;
        // A dot ends the name when the last label starts where the name ends.
        const trailingDot = nameEnd > hostStart && labelStart === nameEnd;
        if (trailingDot) {
          // The dot's label was checked at the dot; it is the last label of the name.
          nameEnd--;
          labels--;
          allDigits = allDigitsBeforeDot;
          digitLead = digitLeadBeforeDot;
          lastLabelStart = previousLabelStart;
        } else {
          // (An empty last label here is an empty host, which dnsName refuses by itself.)
          const lastLength = nameEnd - labelStart;
          if (lastLength > 63 || lastHyphen === nameEnd - 1) ldh = false;
        }
        if (idnForbidden && aceLabel) return REFUSED;
        // A name to decode and map (UTS 46) is the clauses' to judge.
        // Stryker disable next-line ConditionalExpression: it only sends more names to the clauses, which answer the same
        if (irregular) {
          verdict = UNDECIDED;
          break clauses;
        }
        if (
          dnsName !== undefined &&
          (!ldh ||
            nameEnd === hostStart ||
            nameEnd - hostStart > 253 ||
            (requireTld && (labels < 2 || allDigits)))
        ) {
          return REFUSED;
        }
        // Stryker disable next-line ConditionalExpression: without these clauses the reads below refuse nothing, or send the name to the clauses
        if (!readsAddress) break clauses;
        // A last label that starts with a digit may make the name an IPv4 address to a WHATWG
        // parser (src/whatwg-ipv4.ts): the clauses read it.
        // Stryker disable next-line ConditionalExpression: it only sends more names to the clauses, which answer the same
        if (digitLead) {
          verdict = UNDECIDED;
          break clauses;
        }
        if (denyLocalhost) {
          // RFC 6761 6.3 (isLocalhostName): one more trailing dot is dropped there.
          // A second trailing dot leaves an empty last label. Without one, "localhost" can only
          // be the last label, nine characters.
          const bare =
            // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: the host "." is no localhost either way; an empty last label without a trailing dot is an empty host, and for it `endsWithLabels` refuses an end before the start
            trailingDot && nameEnd > hostStart && lastLabelStart === nameEnd
              ? nameEnd - 1
              : nameEnd;
          if (
            // Stryker disable next-line ConditionalExpression,EqualityOperator: a filter only: isLowered and endsWithLabels decide
            (bare < nameEnd || nameEnd - lastLabelStart === 9) &&
            (isLowered(text, hostStart, bare, 'localhost') ||
              endsWithLabels(text, hostStart, bare, 'localhost'))
          ) {
            return REFUSED;
          }
        }
        const lastLabel = nameEnd - lastLabelStart;
        const bit = lastLabelBit(lastLabel);
        if (
          denyList !== null &&
          // Stryker disable next-line ConditionalExpression: a filter only: hasName decides
          (denyList.lastLabels & bit) !== 0 &&
          denyList.hasName(text, hostStart, nameEnd, lastLabel)
        ) {
          return REFUSED;
        }
        if (
          allowList !== null &&
          // Stryker disable next-line ConditionalExpression: a filter only: hasName decides
          ((allowList.lastLabels & bit) === 0 ||
            !allowList.hasName(text, hostStart, nameEnd, lastLabel))
        ) {
          return REFUSED;
        }
        break clauses;
      }
      if (kind === FUTURE) {
        // No one can classify its address, and it matches no host entry.
        if (denied !== null || allowList !== null) return REFUSED;
        break clauses;
      }
      const isIpv6 = kind !== IPV4;
      if (denied !== null) {
        // Stryker disable next-line ConditionalExpression: -1 is in no range
        if (ipv4 >= 0 && ipv4InTable(ipv4, denied.v4)) return REFUSED;
        if (isIpv6 && ipv6InTable(pieces, denied.v6)) return REFUSED;
      }
      if (denyList !== null) {
        // Stryker disable next-line ConditionalExpression: -1 is in no range
        if (ipv4 >= 0 && denyList.hasIpv4(ipv4)) return REFUSED;
        if (isIpv6 && denyList.hasIpv6(pieces)) return REFUSED;
      }
      if (allowList !== null) {
        // Stryker disable next-line ConditionalExpression: -1 is in no range
        if (!((ipv4 >= 0 && allowList.hasIpv4(ipv4)) || (isIpv6 && allowList.hasIpv6(pieces)))) {
          return REFUSED;
        }
      }
    }
    // No clause refuses: the automaton reads the rest of the input.
    if (stepping && !automaton.acceptsRest(text, read, state)) return REFUSED;
    // The scheme's own grammar, last: it parses the input again (an UNDECIDED input meets it
    // among the clauses).
    // Stryker disable next-line ConditionalExpression,EqualityOperator: an UNDECIDED input meets the scheme grammar among the clauses, and a relative reference has no scheme grammar to fail
    if (verdict === ACCEPTED && schemeSyntax && schemeEnd >= 0 && schemeSyntaxError(text)) {
      return REFUSED;
    }
    return verdict;
  };
}
