/**
 * `policy(options)`: what a service accepts, declared once as plain data above the grammar and
 * compiled into a validator. RFC 3986 3.1 lets each scheme restrict the generic syntax, and
 * section 7 lists what a valid reference can still carry; a policy says which of those a service
 * refuses, so that nobody writes those checks by hand on top of `parse` (where the peers'
 * security bugs were: validator.js CVE-2025-56200 found the scheme by splitting at "://").
 *
 * Each input is parsed once: the rule's automaton, then the split of a valid string into its
 * components (src/components.ts), which every clause reads. The clauses run in a fixed order,
 * the order of the components in the text after the two that need no parse:
 *
 *   type, maxLength, syntax, scheme, scheme-requirement, authority, userinfo, hostKinds, idn,
 *   dnsName, deny, hosts, ports, path, query, fragment, whatwg
 *
 * and the first that fails gives the refusal: the clause, the offset and length of the part of
 * the input at fault, and a message.
 */
import { splitValid } from '../components';
import { DEFAULT_PORTS } from '../schemes';
import { PolicyInput, type Span } from './input';
import { notAStringMessage, withArticle } from '../describe-value';
import { validatorsOf } from '../validate';
import { ipv4InRange, ipv6InRange, isLocalhostName } from './addresses';
import {
  type CompiledOptions,
  type HostEntry,
  type PolicyOptions,
  compileOptions,
} from './compile';
import type { HostFacts } from './hosts';
import { toAsciiLabels } from './punycode';
import { serializeIPv4 } from '../whatwg-ipv4';
import { RELATIVE_BASE, firstDifference, referenceReading, whatwgReading } from './whatwg';
import { resolveWith } from '../resolve';
import { schemeSyntaxError } from '../uri-schemes/parse-scheme';
import { ACCEPTED, REFUSED, UNDECIDED, compileAcceptor } from './accept';

/** The clauses in the order they run; a refusal names one of them. */
export const POLICY_CLAUSES = [
  'type',
  'maxLength',
  'syntax',
  'scheme',
  'scheme-requirement',
  'scheme-syntax',
  'authority',
  'userinfo',
  'hostKinds',
  'idn',
  'dnsName',
  'deny',
  'hosts',
  'ports',
  'path',
  'query',
  'fragment',
  'whatwg',
] as const;

export type PolicyClause = (typeof POLICY_CLAUSES)[number];

/** Why a policy refused an input. */
export interface PolicyError {
  readonly clause: PolicyClause;
  /** Where the part of the input at fault starts (UTF-16 code units). */
  readonly offset: number;
  /** How long it is; 0 where something is missing. */
  readonly length: number;
  /** One sentence for a person. */
  readonly message: string;
}

export type PolicyResult =
  | { readonly ok: true; readonly error?: undefined }
  | { readonly ok: false; readonly error: PolicyError };

interface StandardIssue {
  readonly message: string;
}

/** A compiled policy. */
export interface UriPolicy {
  /** Whether `value` is a string the policy accepts; anything else is false, never a throw. */
  readonly isValid: (value: unknown) => boolean;
  /** `{ ok: true }`, or the first clause that refuses `value`, where and why. */
  readonly check: (value: unknown) => PolicyResult;
  /** Standard Schema v1: the same answer for tRPC, Hono, TanStack Form and the rest. */
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'uri-grammar';
    readonly validate: (
      value: unknown,
    ) =>
      | { readonly value: string; readonly issues?: undefined }
      | { readonly issues: readonly StandardIssue[] };
  };
}

type Components = PolicyInput;

/** One clause: null when the input passes it. */
type Clause = (text: string, components: Components, at: PolicyInput) => Refusal | null;

/**
 * A refusal, made only when asked for: `isValid` needs to know that a clause refuses, not the
 * message, whose quoting and formatting cost more than the clause.
 */
type Refusal = () => PolicyError;

function refusal(clause: PolicyClause, span: Span, message: string): PolicyError {
  return { clause, offset: span.start, length: span.end - span.start, message };
}

const QUOTE_LIMIT = 64;

function quote(text: string): string {
  return JSON.stringify(text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT - 1)}…` : text);
}

function listed(items: Iterable<string>): string {
  return [...items].map((item) => `"${item}"`).join(', ');
}

/** The schemes whose RFCs restrict the generic syntax, and how (RFC 3986 3.1). */
function schemeRequirement(_text: string, components: Components, at: PolicyInput): Refusal | null {
  const written = components.scheme;
  if (written === undefined) return null;
  // Only http, https, ws and wss have requirements here: 2 to 5 characters.
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a fast path; the comparisons below find none of the four schemes among the others
  if (written.length < 2 || written.length > 5) return null;
  const scheme = written.toLowerCase();
  const clause = 'scheme-requirement';
  if (scheme === 'http' || scheme === 'https') {
    if (components.host === undefined || components.host === '') {
      return () =>
        refusal(
          clause,
          // Without an authority the host's span is where the authority would start, empty.
          at.hostSpan(),
          `An "${scheme}" URI needs an authority with a non-empty host (RFC 9110 ${scheme === 'http' ? '4.2.1' : '4.2.2'}: a recipient MUST reject one with an empty host as invalid).`,
        );
    }
  } else if (scheme === 'ws' || scheme === 'wss') {
    if (components.host === undefined || components.host === '') {
      return () =>
        refusal(
          clause,
          at.hostSpan(),
          `A "${scheme}" URI needs a host (RFC 6455 3: ${scheme}-URI = "${scheme}:" "//" host [ ":" port ] path [ "?" query ]).`,
        );
    }
    if (components.userinfo !== undefined) {
      return () =>
        refusal(
          clause,
          at.userinfoSpan(),
          `A "${scheme}" URI has no userinfo (RFC 6455 3: its authority is a host and a port).`,
        );
    }
    if (components.fragment !== undefined) {
      return () =>
        refusal(
          clause,
          at.fragmentSpan(),
          `A "${scheme}" URI has no fragment (RFC 6455 3: fragment identifiers MUST NOT be used on WebSocket URIs).`,
        );
    }
  }
  return null;
}

function hostMatches(entry: HostEntry, facts: HostFacts): boolean {
  switch (entry.kind) {
    case 'name':
      return facts.name === entry.name;
    case 'suffix':
      return facts.name !== undefined && facts.name.endsWith(`.${entry.name}`);
    case 'ipv4':
      return facts.ipv4 === entry.address;
    default:
      return facts.ipv6 !== undefined && facts.ipv6.every((piece, i) => piece === entry.pieces[i]);
  }
}

/** How the host reads, for a message: the name, and the address it reaches. */
function describeHost(host: string, facts: HostFacts): string {
  if (facts.ipv4 !== undefined && facts.name !== undefined) {
    return `${quote(host)} (read as the IPv4 address ${serializeIPv4(facts.ipv4)} by WHATWG URL parsers and inet_aton)`;
  }
  if (facts.ipv4 !== undefined && facts.ipv6 !== undefined) {
    return `${quote(host)} (which delivers to the IPv4 address ${serializeIPv4(facts.ipv4)})`;
  }
  return quote(host);
}

/** RFC 1034 3.5 and RFC 1123 2.1: letters, digits and hyphens, not at either end. */
const LDH_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Why `name` (normalized, no trailing dot) is not a DNS name, or null when it is one. */
export function notDnsName(name: string, requireTld: boolean): string | null {
  if (name === '') return 'it is empty';
  const ascii = toAsciiLabels(name);
  if (ascii.length > 253) {
    return `it is ${ascii.length} octets long, more than the 253 a domain name can have (RFC 1034 3.1)`;
  }
  const labels = ascii.split('.');
  for (const label of labels) {
    if (label.length > 63) {
      return `the label ${quote(label)} is ${label.length} octets long, more than 63 (RFC 1034 3.1)`;
    }
    if (!LDH_LABEL.test(label)) {
      return `the label ${quote(label)} is not letters, digits and hyphens, starting and ending with a letter or digit (RFC 1123 2.1)`;
    }
  }
  if (requireTld && (labels.length < 2 || /^[0-9]+$/.test(labels[labels.length - 1]!))) {
    return 'it has no top-level label that is not all digits';
  }
  return null;
}

/**
 * `notDnsName(name, requireTld) === null` for an ASCII name, in one pass without splitting (a
 * property test holds the two together); false for a name with non-ASCII characters, which
 * `notDnsName` measures on its A-labels.
 */
export function isAsciiDnsName(name: string, requireTld: boolean): boolean {
  const length = name.length;
  // An empty name fails below, on its empty label.
  if (length > 253) return false;
  let labelStart = 0;
  let labels = 1;
  // Stryker disable next-line BooleanLiteral: read only when requireTld, where one label fails anyway; each "." sets it again
  let lastAllDigits = true;
  for (let i = 0; i <= length; i++) {
    const code = i < length ? name.charCodeAt(i) : 0x2e;
    if (code === 0x2e) {
      const labelLength = i - labelStart;
      if (labelLength === 0 || labelLength > 63 || name.charCodeAt(i - 1) === 0x2d) return false;
      if (i < length) {
        labels++;
        labelStart = i + 1;
        lastAllDigits = true;
      }
    } else if (code === 0x2d) {
      if (i === labelStart) return false;
      lastAllDigits = false;
    } else if (code >= 0x61 && code <= 0x7a) {
      lastAllDigits = false;
    } else if (code < 0x30 || code > 0x39) {
      return false;
    }
  }
  return !requireTld || (labels >= 2 && !lastAllDigits);
}

/** `DEFAULT_PORTS` as a map: looked up per input, where an own-property read costs more. */
const DEFAULT_PORT_OF: ReadonlyMap<string, number> = new Map(Object.entries(DEFAULT_PORTS));

function portInRanges(port: number, ranges: CompiledOptions['ports'] & object): boolean {
  return ranges.some(({ low, high }) => port >= low && port <= high);
}

function describePorts(ranges: CompiledOptions['ports'] & object): string {
  return ranges.map(({ low, high }) => (low === high ? `${low}` : `${low}-${high}`)).join(', ');
}

/** The clauses the options ask for, in the fixed order. */
function clausesOf(options: CompiledOptions): Clause[] {
  const clauses: Clause[] = [];
  const { schemes } = options;
  if (schemes) {
    clauses.push((_text, components) => {
      const { scheme } = components;
      if (scheme === undefined || schemes.has(scheme) || schemes.has(scheme.toLowerCase())) {
        return null;
      }
      return () =>
        refusal(
          'scheme',
          { start: 0, end: scheme.length },
          `The scheme ${quote(scheme)} is not one of the schemes allowed (${listed(schemes)}).`,
        );
    }, schemeRequirement);
  }
  if (options.schemeSyntax) {
    // RFC 3986 3.1: the scheme's own grammar, where it has one here (src/uri-schemes/).
    clauses.push((text) => {
      // A relative reference has no scheme for schemeSyntaxError to find.
      const error = schemeSyntaxError(text);
      if (!error) return null;
      return () =>
        refusal(
          'scheme-syntax',
          { start: error.offset, end: Math.min(error.offset + 1, text.length) },
          `The URI breaks its scheme's own grammar (RFC 3986 3.1). ${error.message}`,
        );
    });
  }
  if (options.authority === 'required') {
    clauses.push((_text, components, at) =>
      components.authority !== undefined
        ? null
        : () =>
            refusal(
              'authority',
              { start: at.authorityStart(), end: at.authorityStart() },
              'The reference has no authority ("//" and a host), and the policy requires one.',
            ),
    );
  } else if (options.authority === 'forbidden') {
    clauses.push((_text, components, at) =>
      components.authority === undefined
        ? null
        : () =>
            refusal(
              'authority',
              at.authoritySpan(),
              'The reference has an authority, and the policy forbids one.',
            ),
    );
  }
  if (options.userinfo === 'forbid') {
    clauses.push((_text, components, at) =>
      components.userinfo === undefined
        ? null
        : () =>
            refusal(
              'userinfo',
              at.userinfoSpan(),
              `The authority has a userinfo ${quote(components.userinfo!)} before "@", and the policy forbids one.`,
            ),
    );
  } else if (options.userinfo === 'no-password') {
    clauses.push((_text, components, at) => {
      const colon = components.userinfo?.indexOf(':') ?? -1;
      if (colon < 0) return null;
      return () =>
        refusal(
          'userinfo',
          { start: at.userinfoSpan().start + colon, end: at.userinfoSpan().end },
          'The userinfo carries a password after its ":" (RFC 3986 3.2.1: "user:password" is deprecated), and the policy forbids one.',
        );
    });
  }
  const { hostKinds } = options;
  if (hostKinds) {
    const allowsIpv4 = hostKinds.has('IPv4address');
    clauses.push((_text, components, at) => {
      const { host, hostKind } = components;
      if (host === undefined) return null;
      if (!hostKinds.has(hostKind!)) {
        return () =>
          refusal(
            'hostKinds',
            at.hostSpan(),
            `The host ${quote(host)} is ${withArticle(hostKind!)}, and the policy allows ${listed(hostKinds)}.`,
          );
      }
      // Only a reg-name can be an address the grammar does not call one.
      if (allowsIpv4 || (hostKind !== 'reg-name' && hostKind !== 'ireg-name')) return null;
      const { ipv4, name } = components.facts;
      if (ipv4 !== undefined) {
        return () =>
          refusal(
            'hostKinds',
            at.hostSpan(),
            `The host ${describeHost(host, { name, ipv4 })} is an IPv4 address to a fetcher, and the policy allows no IPv4address.`,
          );
      }
      return null;
    });
  }
  if (!options.idn) {
    clauses.push((_text, components, at) => {
      // Without a host there is no host kind.
      const { hostKind } = components;
      if (hostKind !== 'reg-name' && hostKind !== 'ireg-name') return null;
      const host = components.host!;
      const { name } = components;
      // Stryker disable next-line StringLiteral: a fast path; the regex after it decides alone
      if (!/[^\x00-\x7f]/.test(name) && !(name.includes('xn--') && /(?:^|\.)xn--/.test(name))) {
        return null;
      }
      return () =>
        refusal(
          'idn',
          at.hostSpan(),
          `The host ${quote(host)} is an internationalized domain name (non-ASCII or an "xn--" label), and the policy forbids them.`,
        );
    });
  }
  const { dnsName } = options;
  if (dnsName) {
    clauses.push((_text, components, at) => {
      // Without a host there is no host kind.
      const { hostKind } = components;
      if (hostKind !== 'reg-name' && hostKind !== 'ireg-name') return null;
      const host = components.host!;
      const { name } = components;
      if (isAsciiDnsName(name, dnsName.requireTld)) return null;
      const why = /[^\x00-\x7f]/.test(name) ? notDnsName(name, dnsName.requireTld) : '';
      if (why === null) return null;
      return () =>
        refusal(
          'dnsName',
          at.hostSpan(),
          `The host ${quote(host)} is not a DNS name: ${why || notDnsName(name, dnsName.requireTld)!}.`,
        );
    });
  }
  const { deny } = options;
  if (deny) {
    clauses.push((_text, components, at) => {
      const { host, hostKind } = components;
      if (host === undefined) return null;
      if (hostKind === 'IPvFuture') {
        return () =>
          refusal(
            'deny',
            at.hostSpan(),
            `The host ${quote(host)} is an IPvFuture literal, whose address no one can classify, and the policy denies address classes.`,
          );
      }
      const facts = components.facts;
      // Most hosts are names that reach no address: nothing to look up in the ranges.
      const found =
        // Stryker disable next-line ConditionalExpression: a fast path; with neither address no range matches
        facts.ipv4 === undefined && facts.ipv6 === undefined
          ? undefined
          : deny.ranges.find(
              ({ range }) =>
                // Stryker disable next-line ConditionalExpression: ipv4InRange(undefined) compares NaN, which is in no range
                (facts.ipv4 !== undefined && ipv4InRange(facts.ipv4, range)) ||
                (facts.ipv6 !== undefined && ipv6InRange(facts.ipv6, range)),
            );
      if (found) {
        return () =>
          refusal(
            'deny',
            at.hostSpan(),
            `The host ${describeHost(host, facts)} is in ${found.label === found.range.text ? found.label : `the ${found.label} addresses (${found.range.text})`}, which the policy denies.`,
          );
      }
      if (deny.localhost && facts.name !== undefined && isLocalhostName(facts.name)) {
        return () =>
          refusal(
            'deny',
            at.hostSpan(),
            `The host ${quote(host)} is a localhost name, which resolves to the loopback address (RFC 6761 6.3), and the policy denies it.`,
          );
      }
      return null;
    });
  }
  const { hostsAllow, hostsDeny } = options;
  // Stryker disable next-line ConditionalExpression: a hosts clause with neither list refuses nothing (only time is lost)
  if (hostsAllow || hostsDeny) {
    clauses.push((_text, components, at) => {
      const { host } = components;
      if (host === undefined) {
        return hostsAllow
          ? () =>
              refusal(
                'hosts',
                at.authoritySpan(),
                'The reference has no host, and the policy allows only the hosts it lists.',
              )
          : null;
      }
      const facts = components.facts;
      const denied = hostsDeny?.find((entry) => hostMatches(entry, facts));
      if (denied) {
        return () =>
          refusal(
            'hosts',
            at.hostSpan(),
            `The host ${describeHost(host, facts)} matches ${quote(denied.text)} in hosts.deny.`,
          );
      }
      if (hostsAllow && !hostsAllow.some((entry) => hostMatches(entry, facts))) {
        return () =>
          refusal(
            'hosts',
            at.hostSpan(),
            `The host ${quote(host)} is not one of the hosts allowed (${listed(hostsAllow.map((entry) => entry.text))}).`,
          );
      }
      return null;
    });
  }
  const { ports } = options;
  if (ports) {
    clauses.push((_text, components, at) => {
      const { port, scheme } = components;
      if (port !== undefined && port !== '') {
        // Leading zeros do not change the number (the accept path and WHATWG read 0…0443 as
        // 443, and so does Number); more digits than five are a number above any port.
        if (portInRanges(Number(port), ports)) return null;
        return () =>
          refusal(
            'ports',
            at.portSpan(),
            `The port ${quote(port)} is not among the ports allowed (${describePorts(ports)}).`,
          );
      }
      const fallback = scheme === undefined ? undefined : DEFAULT_PORT_OF.get(scheme.toLowerCase());
      if (
        fallback === undefined ||
        components.authority === undefined ||
        portInRanges(fallback, ports)
      )
        return null;
      return () =>
        refusal(
          'ports',
          at.portSpan(),
          `No port is written, so "${scheme!.toLowerCase()}" uses its default port ${fallback}, which is not among the ports allowed (${describePorts(ports)}).`,
        );
    });
  }
  if (!options.path) {
    clauses.push((_text, components, at) =>
      components.path === '' || components.path === '/'
        ? null
        : () =>
            refusal(
              'path',
              at.pathSpan(),
              `The path ${quote(components.path)} is more than "/", and the policy forbids a path.`,
            ),
    );
  }
  if (!options.query) {
    clauses.push((_text, components, at) =>
      components.query === undefined
        ? null
        : () =>
            refusal(
              'query',
              at.querySpan(),
              'The reference has a query, and the policy forbids one.',
            ),
    );
  }
  if (!options.fragment) {
    clauses.push((_text, components, at) =>
      components.fragment === undefined
        ? null
        : () =>
            refusal(
              'fragment',
              at.fragmentSpan(),
              'The reference has a fragment, and the policy forbids one.',
            ),
    );
  }
  if (options.whatwg) clauses.push(sameReadingClause(options));
  return clauses;
}

/** `whatwg: 'same'`: see src/policy/whatwg.ts. */
function sameReadingClause(options: CompiledOptions): Clause {
  const { syntax } = options;
  return (text, components, at) => {
    const relative = components.scheme === undefined;
    const whatwg = whatwgReading(text, relative ? RELATIVE_BASE : undefined);
    if (whatwg === null) {
      return () =>
        refusal(
          'whatwg',
          { start: 0, end: text.length },
          'The WHATWG URL parser (what fetch and most HTTP clients use) refuses this input, so a fetcher cannot use what was validated.',
        );
    }
    const resolved = splitValid(
      relative ? resolveWith(syntax, RELATIVE_BASE, text) : text,
      syntax.hostKindOf,
    );
    const reference = referenceReading(resolved);
    const field = firstDifference(reference, whatwg);
    if (field === undefined) return null;
    const shown = (value: string | null): string => (value === null ? 'no host' : quote(value));
    // The scheme never differs: both readings lowercase the same ASCII scheme, and both read a
    // relative reference against RELATIVE_BASE, whose host and port it takes unless it has an
    // authority.
    let span: Span;
    if (field === 'host') {
      span =
        components.host === undefined
          ? { start: at.authorityStart(), end: at.pathSpan().end }
          : at.hostSpan();
    } else {
      // Stryker disable next-line ConditionalExpression,StringLiteral: the port reads as WHATWG reads it (leading zeros dropped, a special scheme's default emptied), so it is never the first field to differ
      span = field === 'port' ? at.portSpan() : at.pathSpan();
    }
    return () =>
      refusal(
        'whatwg',
        span,
        `The WHATWG URL parser (what fetch uses) reads the ${field} as ${shown(whatwg[field])}, where ${options.syntax.grammar.title} reads ${shown(reference[field])}, so the fetcher would not use what was validated.`,
      );
  };
}

/**
 * Compiles `options` into a validator. Malformed options (an unknown clause, a bad scheme name,
 * a bad CIDR range, a port out of range, ...) are a TypeError here, never later per input.
 */
export function policy(options?: PolicyOptions): UriPolicy {
  const compiled = compileOptions(options);
  const { syntax, rule, maxLength } = compiled;
  const lengthLimit = maxLength ?? Infinity;
  const automaton = syntax.grammar.automaton(rule);
  const { findError } = validatorsOf(syntax.grammar);
  const clauses = clausesOf(compiled);
  const { hostKindOf } = syntax;
  const title = syntax.grammar.title;

  const firstRefusal = (value: unknown): Refusal | null => {
    if (typeof value !== 'string') {
      return () => refusal('type', { start: 0, end: 0 }, notAStringMessage(title, rule, value));
    }
    if (value.length > lengthLimit) {
      return () =>
        refusal(
          'maxLength',
          { start: lengthLimit, end: value.length },
          `The input is ${value.length} characters long, more than the ${lengthLimit} the policy allows.`,
        );
    }
    if (!automaton.accepts(value)) {
      return () => {
        const error = findError(rule, value)!;
        return refusal(
          'syntax',
          { start: error.offset, end: Math.min(error.offset + 1, value.length) },
          error.message,
        );
      };
    }
    // Stryker disable next-line ConditionalExpression: a fast path; no clauses give no refusal
    return clauses.length === 0 ? null : clauseRefusal(value);
  };

  /** The first clause that refuses `value`, a string the rule accepts. */
  const clauseRefusal = (value: string): Refusal | null => {
    const input = new PolicyInput(value, hostKindOf);
    for (const clause of clauses) {
      const refused = clause(value, input, input);
      if (refused !== null) return refused;
    }
    return null;
  };

  // The accept path (./accept.ts): the clauses' answer without a refusal's making; the clauses
  // themselves where it cannot tell, and the WHATWG reading after it.
  const accepts = compileAcceptor(compiled);
  const sameReading = compiled.whatwg ? sameReadingClause(compiled) : null;
  const isValid = (value: unknown): boolean => {
    if (typeof value !== 'string') return false;
    if (value.length > lengthLimit) return false;
    // The accept path runs the automaton itself, as it reads the input for the clauses.
    const verdict =
      accepts !== null ? accepts(value) : automaton.accepts(value) ? ACCEPTED : REFUSED;
    if (verdict === REFUSED) return false;
    // Stryker disable next-line ConditionalExpression: a fast path; after ACCEPTED the clauses (which include the whatwg one) accept too
    if (verdict === UNDECIDED) {
      return clauseRefusal(value) === null;
    }
    if (sameReading === null) return true;
    const input = new PolicyInput(value, hostKindOf);
    return sameReading(value, input, input) === null;
  };
  const check = (value: unknown): PolicyResult => {
    const refused = firstRefusal(value);
    return refused === null ? { ok: true } : { ok: false, error: refused() };
  };
  const validate = (value: unknown) => {
    const refused = isValid(value) ? null : firstRefusal(value);
    return refused === null
      ? { value: value as string }
      : { issues: [{ message: refused().message }] as readonly StandardIssue[] };
  };
  return Object.freeze({
    isValid,
    check,
    '~standard': Object.freeze({ version: 1 as const, vendor: 'uri-grammar' as const, validate }),
  });
}

export type { PolicyOptions };
