/**
 * What a value may keep unencoded in each position it can fill, read off the grammar's rules.
 *
 * RFC 3986 2.1 and 2.4: a data octet is percent-encoded when its character is outside the set a
 * component allows, or when it is used as a delimiter of, or within, the component. The first set
 * is the grammar's: an ASCII character stays as it is exactly when the position's rule accepts it
 * alone (`segment`, `query`, ... or their RFC 3987 `i` forms), as `encode` does (src/percent.ts).
 * The second is the delimiters a position has inside its component, removed from that set here
 * and named once: ":" between user and password in userinfo, and "&", "=" and "+" between and
 * inside the key=value pairs of a query.
 *
 * Characters above U+007F are UTF-8 first and then percent-encoded (2.5), unless the grammar reads
 * them (RFC 3987): an IRI keeps a character where its rule accepts it alone (`ucschar`, and
 * `iprivate` in the query), except the bidirectional formatting characters that RFC 3987 4.1
 * forbids in an IRI, which are encoded.
 */
import { isBidiFormatting } from '../iri-characters';
import { asciiCharactersOf, encodeExcept } from '../percent';
import type { ReferenceSyntax } from '../reference-syntax';

/** Where an interpolated value lands, as far as its encoding goes. */
export type EncodedPosition =
  'userinfo' | 'segment' | 'first-segment' | 'query-parameter' | 'fragment' | 'zone';

/** The rule names of one grammar that the builder needs. */
export interface BuildRules {
  readonly userinfo: string;
  readonly segment: string;
  /** A first segment of a relative-path reference: no ":" (RFC 3986 4.2). */
  readonly firstSegment: string;
  readonly query: string;
  readonly fragment: string;
  readonly host: string;
  readonly port: string;
  readonly scheme: string;
  /** RFC 6874's `ZoneID`, or null when the grammar has no zones. */
  readonly zone: string | null;
  /** `path-abempty`: what a path must be beside an authority (RFC 3986 3.3). */
  readonly pathWithAuthority: string;
}

const URI_RULES: BuildRules = {
  userinfo: 'userinfo',
  segment: 'segment',
  firstSegment: 'segment-nz-nc',
  query: 'query',
  fragment: 'fragment',
  host: 'host',
  port: 'port',
  scheme: 'scheme',
  zone: null,
  pathWithAuthority: 'path-abempty',
};

/** The rules of each grammar with components (RFC 2396's are its own, and not built here). */
export const BUILD_RULES: Readonly<Record<'rfc3986' | 'rfc3987' | 'rfc6874', BuildRules>> = {
  rfc3986: URI_RULES,
  rfc6874: { ...URI_RULES, zone: 'ZoneID' },
  rfc3987: {
    userinfo: 'iuserinfo',
    segment: 'isegment',
    firstSegment: 'isegment-nz-nc',
    query: 'iquery',
    fragment: 'ifragment',
    host: 'ihost',
    port: 'port',
    scheme: 'scheme',
    zone: null,
    pathWithAuthority: 'ipath-abempty',
  },
};

/** The delimiters a position has within its component (see the module comment). */
const DELIMITERS_WITHIN: Readonly<Record<EncodedPosition, string>> = {
  userinfo: ':',
  segment: '',
  'first-segment': '',
  'query-parameter': '&=+',
  fragment: '',
  zone: '',
};

/** Encodes values for each position of one grammar. */
export class PositionEncoder {
  private readonly tables = new Map<EncodedPosition, Uint8Array>();
  private readonly keeps = new Map<EncodedPosition | 'host', ((code: number) => boolean) | null>();
  readonly rules: BuildRules;

  constructor(private readonly syntax: ReferenceSyntax<string, string>) {
    this.rules = BUILD_RULES[syntax.grammar.name as keyof typeof BUILD_RULES];
  }

  private ruleOf(position: EncodedPosition): string {
    switch (position) {
      case 'userinfo':
        return this.rules.userinfo;
      case 'segment':
        return this.rules.segment;
      case 'first-segment':
        return this.rules.firstSegment;
      case 'query-parameter':
        return this.rules.query;
      case 'fragment':
        return this.rules.fragment;
      case 'zone':
        return this.rules.zone ?? 'unreserved';
    }
  }

  private tableOf(position: EncodedPosition): Uint8Array {
    let table = this.tables.get(position);
    if (!table) {
      table = Uint8Array.from(asciiCharactersOf(this.syntax.grammar, this.ruleOf(position)));
      for (const delimiter of DELIMITERS_WITHIN[position]) table[delimiter.charCodeAt(0)] = 0;
      this.tables.set(position, table);
    }
    return table;
  }

  /** What a non-ASCII character may stay as in `position`: null in a URI (see module comment). */
  private keepOf(position: EncodedPosition | 'host'): ((code: number) => boolean) | null {
    if (!this.syntax.nonAscii) return null;
    let keep = this.keeps.get(position);
    if (keep === undefined) {
      const rule = position === 'host' ? this.rules.host : this.ruleOf(position);
      const automaton = this.syntax.grammar.automaton(rule);
      keep = (code) => !isBidiFormatting(code) && automaton.accepts(String.fromCodePoint(code));
      this.keeps.set(position, keep);
    }
    return keep;
  }

  /** `text` percent-encoded for `position`; `where` names the value in a TypeError. */
  encode(position: EncodedPosition, text: string, where: string): string {
    return encodeExcept(text, this.tableOf(position), this.keepOf(position), where);
  }

  /**
   * A host value's text: characters above U+007F UTF-8 and percent-encoded (RFC 3986 3.2.2) in a
   * URI, kept in an IRI; everything else as given, for the caller to check as a whole host.
   */
  hostText(text: string, where: string): string {
    return encodeExcept(text, EVERY_ASCII, this.keepOf('host'), where);
  }
}

const EVERY_ASCII = new Uint8Array(256).fill(1);

const ENCODERS = new WeakMap<object, PositionEncoder>();

/** The encoder of `syntax`'s grammar, made once. */
export function encoderOf(syntax: ReferenceSyntax<string, string>): PositionEncoder {
  let encoder = ENCODERS.get(syntax);
  if (!encoder) {
    encoder = new PositionEncoder(syntax);
    ENCODERS.set(syntax, encoder);
  }
  return encoder;
}
