/**
 * The 'mailto' URI scheme (RFC 6068): the addresses and header fields of a URI, decoded, and a
 * URI built from them. The syntax is the grammar read from section 2's ABNF
 * (grammar/schemes/mailto/); what may stand unencoded in each part is read off that grammar.
 *
 * Header fields are kept as a list of name and value pairs, never as an object's keys, so a
 * header named `__proto__` or `constructor` is a header like any other (GHSA-jvvf-x445-j334 was
 * a peer's mailto handler writing header names into a plain object).
 */
import { DESCRIPTION, type RuleName as MailtoRuleName } from '../../grammar/schemes/mailto';
import { asciiCharactersOf, decode, encodeExcept } from '../percent';
import { ownProperty } from '../own-properties';
import { describeValue, validatorsOf } from '../validate';
import { compiledGrammarOf, once } from './compiled-scheme-grammar';
import { ownItems, ownObject } from './own-input';
import type { SchemeDefinition } from './scheme-definition';

/** One header field of a 'mailto' URI (`hfname "=" hfvalue`), percent-decoded. */
export interface MailtoHeader {
  readonly name: string;
  readonly value: string;
}

/** What a 'mailto' URI says, decoded (RFC 6068 section 2). */
export interface MailtoComponents {
  /**
   * The addresses: those before the "?", then those of every `to` header field (section 2: the
   * two forms are equivalent), each percent-decoded as UTF-8, in order.
   */
  readonly to: readonly string[];
  /** Every header field in order, `to`, `subject` and `body` included, names and values decoded. */
  readonly headers: readonly MailtoHeader[];
  /** The value of the first `subject` header field (names compare without case), if any. */
  readonly subject: string | undefined;
  /** The value of the first `body` header field, the message's first text/plain part, if any. */
  readonly body: string | undefined;
}

/** What `mailtoUri` writes: addresses as RFC 5322 writes them, header values as plain text. */
export interface MailtoFields {
  /** RFC 5322 addr-specs (`user@example.org`, `"not@me"@example.org`), unencoded. */
  readonly to?: readonly string[] | undefined;
  readonly subject?: string | undefined;
  readonly body?: string | undefined;
  /** Further header fields, written in this order before `subject` and `body`. */
  readonly headers?: readonly MailtoHeader[] | undefined;
}

/** The grammar, compiled at its first use (compiled-scheme-grammar.ts). */
const mailto = () => compiledGrammarOf<MailtoRuleName>(DESCRIPTION);

/** The registry entry for `parseScheme` and `grammar('mailto')`. */
export const MAILTO_DEFINITION: SchemeDefinition<MailtoRuleName, MailtoComponents> = {
  name: 'mailto',
  schemes: ['mailto'],
  description: DESCRIPTION,
  uriRule: 'mailtoURI',
  // Section 2: a fragment is "meaningless" and "SHOULD NOT be used", but it is not forbidden.
  fragment: 'generic',
  components: (uri) => mailtoComponents(uri),
};

/** Percent-decoding as UTF-8; octets that are not UTF-8 become U+FFFD, never an exception. */
function decodeText(text: string): string {
  try {
    return decode(text);
  } catch {
    return decodeLoosely(text);
  }
}

const looseUtf8 = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

function decodeLoosely(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    const octets = new Uint8Array(run.length / 3);
    for (let k = 0; k < octets.length; k++) {
      octets[k] = Number.parseInt(run.slice(3 * k + 1, 3 * k + 3), 16);
    }
    return looseUtf8.decode(octets);
  });
}

/** The length of the character unit at `i`: a `%HH` triplet, or one UTF-16 code unit. */
function unitLength(uri: string, i: number): number {
  return uri.charCodeAt(i) === 0x25 ? 3 : 1;
}

/** Whether the triplet `%HH` at `i` is `hex` (two digits, compared without case). */
function tripletIs(uri: string, i: number, hex: string): boolean {
  return uri.charCodeAt(i) === 0x25 && uri.slice(i + 1, i + 3).toUpperCase() === hex;
}

/**
 * Where the addr-spec starting at `start` ends: after a quoted-string (`%22 ... %22`, with
 * `%5C` pairs) or a dot-atom-text local-part, the "@", and a domain (a dot-atom-text, or a
 * bracketed literal whose `dtext-no-obs` may hold "?" and ",").
 */
function addrSpecEnd(uri: string, start: number): { at: number; end: number } {
  let i = start;
  if (tripletIs(uri, i, '22')) {
    i += 3;
    while (i < uri.length && !tripletIs(uri, i, '22')) {
      if (tripletIs(uri, i, '5C')) i += 3;
      i += unitLength(uri, i);
    }
    i += 3;
  } else {
    const at = uri.indexOf('@', i);
    i = at < 0 ? uri.length : at;
  }
  const at = i;
  i++;
  if (uri.charCodeAt(i) === 0x5b) {
    const close = uri.indexOf(']', i);
    return { at, end: close < 0 ? uri.length : close + 1 };
  }
  while (i < uri.length && uri[i] !== ',' && uri[i] !== '?') i++;
  return { at, end: i };
}

/** Addresses of a decoded `to` header value: split at commas outside double quotes. */
function addressesOf(value: string): string[] {
  const addresses: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '\\' && quoted) i++;
    else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      addresses.push(value.slice(start, i));
      start = i + 1;
    }
  }
  addresses.push(value.slice(start));
  return addresses.filter((address) => address !== '');
}

/**
 * The components of a 'mailto' URI that `mailtoURI` accepts (with no fragment): read in one pass
 * over the text, since the grammar already vouched for its shape.
 */
function mailtoComponents(uri: string): MailtoComponents {
  const to: string[] = [];
  let i = 'mailto:'.length;
  if (i < uri.length && uri[i] !== '?') {
    for (;;) {
      const { at, end } = addrSpecEnd(uri, i);
      to.push(`${decodeText(uri.slice(i, at))}@${decodeText(uri.slice(at + 1, end))}`);
      i = end;
      if (uri[i] !== ',') break;
      i++;
    }
  }
  const headers: MailtoHeader[] = [];
  if (uri[i] === '?') {
    for (const field of uri.slice(i + 1).split('&')) {
      const equals = field.indexOf('=');
      headers.push({
        name: decodeText(field.slice(0, equals)),
        value: decodeText(field.slice(equals + 1)),
      });
    }
  }
  let subject: string | undefined;
  let body: string | undefined;
  for (const { name, value } of headers) {
    const lower = name.toLowerCase();
    if (lower === 'to') to.push(...addressesOf(value));
    else if (lower === 'subject') subject ??= value;
    else if (lower === 'body') body ??= value;
  }
  return { to, headers, subject, body };
}

// What may stand unencoded, read off the grammar: a character its rule accepts alone.
const qtext = () => asciiCharactersOf(mailto(), 'qtext');
const qchar = () => asciiCharactersOf(mailto(), 'qchar');
const dotAtom = once(() =>
  Uint8Array.from(asciiCharactersOf(mailto(), 'atext'), (allowed, octet) =>
    octet === 0x2e ? 1 : allowed,
  ),
);

/** RFC 5322 3.2.3 `atext` and 3.2.4 `qtext`, `quoted-pair`, with non-ASCII (RFC 6068 items 4, 5). */
const RFC5322_DOT_ATOM =
  /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~\u0080-\u{10FFFF}]+(?:\.[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~\u0080-\u{10FFFF}]+)*$/u;
const RFC5322_QUOTED = /^"(?:[\x21\x23-\x5B\x5D-\x7E\u0080-\u{10FFFF}]|\\[\x21-\x7E \t])*"$/u;

/** An address as section 2 writes it: the local-part and domain percent-encoded for the URI. */
function encodeAddress(address: unknown): string {
  if (typeof address !== 'string') {
    throw new TypeError(`mailtoUri: an address must be a string, got ${describeValue(address)}`);
  }
  const at = address.lastIndexOf('@');
  const local = address.slice(0, Math.max(at, 0));
  const domain = address.slice(at + 1);
  const quoted = RFC5322_QUOTED.test(local);
  if (at < 0 || !(quoted || RFC5322_DOT_ATOM.test(local))) {
    throw new TypeError(
      `mailtoUri: ${describeValue(address)} is not an RFC 5322 addr-spec (dot-atom or quoted local-part, "@", domain)`,
    );
  }
  if (!RFC5322_DOT_ATOM.test(domain)) {
    throw new TypeError(
      `mailtoUri: the domain of ${describeValue(address)} must be a domain name: RFC 6068 writes domain literals with "[" and "]", which a URI cannot hold`,
    );
  }
  return `${encodeExcept(local, quoted ? qtext() : dotAtom(), null, 'mailtoUri')}@${encodeExcept(domain, dotAtom(), null, 'mailtoUri')}`;
}

function encodeField(text: unknown, what: string): string {
  if (typeof text !== 'string') {
    throw new TypeError(`mailtoUri: ${what} must be a string, got ${describeValue(text)}`);
  }
  return encodeExcept(text, qchar(), null, 'mailtoUri');
}

/**
 * A 'mailto' URI from its parts: `mailtoUri({ to: ['a@example.org'], subject: 'Hi' })` is
 * `mailto:a@example.org?subject=Hi`. Addresses are RFC 5322 addr-specs; every character section 2
 * says MUST be percent-encoded is, and non-ASCII text becomes percent-encoded UTF-8. Header
 * fields come in `headers`' order, then `subject`, then `body`. A value that is not a string, an
 * address that is not an addr-spec, or a lone surrogate is a TypeError.
 */
export function mailtoUri(fields: MailtoFields): string {
  const where = 'mailtoUri';
  const object = ownObject(fields, where, 'the fields');
  const to = ownProperty(object, 'to', where) ?? [];
  const subject = ownProperty(object, 'subject', where);
  const body = ownProperty(object, 'body', where);
  const headers = ownProperty(object, 'headers', where) ?? [];
  const addresses = ownItems(to, where, 'to');
  const fieldsWritten: string[] = [];
  for (const header of ownItems(headers, where, 'headers')) {
    const pair = ownObject(header, where, 'a header');
    const name = ownProperty(pair, 'name', where);
    const value = ownProperty(pair, 'value', where);
    fieldsWritten.push(
      `${encodeField(name, 'a header name')}=${encodeField(value, 'a header value')}`,
    );
  }
  if (subject !== undefined) fieldsWritten.push(`subject=${encodeField(subject, 'subject')}`);
  if (body !== undefined) fieldsWritten.push(`body=${encodeField(body, 'body')}`);
  const uri =
    'mailto:' +
    addresses.map(encodeAddress).join(',') +
    (fieldsWritten.length > 0 ? `?${fieldsWritten.join('&')}` : '');
  if (!validatorsOf(mailto()).isValid('mailtoURI', uri)) {
    // Each part was encoded to its rule: this would be a bug, not bad input.
    throw new Error(
      `uri-grammar internal error: mailtoUri wrote ${JSON.stringify(uri)}, not a mailtoURI`,
    );
  }
  return uri;
}
