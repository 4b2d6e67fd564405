/**
 * The "data" URL scheme, RFC 2397 section 3. RFC 2397 writes its grammar in the BNF of RFC 822
 * (`:=` for "is defined as", `|` between choices), not ABNF, so it is transcribed here as RFC
 * 2396 was (grammar/rfc2396/rule.ts): each rule's `abnf` holds the BNF as printed, and its
 * expression is the translation (`[ a ]` optional, `*a` repetition, as in ABNF).
 *
 * What section 3 takes from elsewhere:
 * - "urlchar" is "imported from [RFC2396]", which names no such rule: its `uric` (section 2,
 *   the characters a URI holds) is meant, with `reserved` as RFC 2396 prints it, before RFC 2732
 *   added "[" and "]" (which RFC 3986 refuses in a path). The rest of `uric` is RFC 2396's, the
 *   very definitions of the RFC 2396 grammar.
 * - "type", "subtype", "attribute" and "value" are RFC 2045's tokens (section 5.1), "represented
 *   using URL escaped encoding of [RFC2396] as necessary": a token character that a URL can hold
 *   stands as itself, any other is escaped (`%XX`), and an escape may stand for any octet, since
 *   section 3 says a value with a tspecial is written with escapes rather than as a quoted-string.
 *
 * The literals "data:" and ";base64" are matched without case: a scheme name is
 * case-insensitive (RFC 2396 section 3.1) and so is an encoding name (RFC 2045 section 6.1).
 */
import type { GrammarDescription } from '../../engine/compiled-grammar';
import { alt, lit, many, many1, oneOf, opt, ref, seq, exact } from '../../engine/abnf';
import { type RuleDefinition, defineRules, reuse } from '../../engine/rule';
import { RFC2396_RULES } from '../../rfc2396';

export const RULE_NAMES = [
  'dataurl',
  'mediatype',
  'data',
  'parameter',
  'type',
  'subtype',
  'attribute',
  'value',
  'token',
  'urlchar',
  'reserved',
  'unreserved',
  'mark',
  'escaped',
  'hex',
  'alphanum',
  'alpha',
  'lowalpha',
  'upalpha',
  'digit',
] as const;

export type RuleName = (typeof RULE_NAMES)[number];

const rfc2397 = (
  definition: Omit<RuleDefinition<RuleName>, 'rfc' | 'section'> & {
    rfc?: string;
    section?: string;
  },
): RuleDefinition<RuleName> => ({ rfc: 'RFC 2397', section: '3', ...definition });

const DEFINITIONS: RuleDefinition<RuleName>[] = [
  rfc2397({
    name: 'dataurl',
    abnf: 'dataurl    := "data:" [ mediatype ] [ ";base64" ] "," data',
    expr: seq(lit('data:'), opt(ref('mediatype')), opt(lit(';base64')), exact(','), ref('data')),
  }),
  rfc2397({
    name: 'mediatype',
    abnf: 'mediatype  := [ type "/" subtype ] *( ";" parameter )',
    expr: seq(
      opt(seq(ref('type'), exact('/'), ref('subtype'))),
      many(seq(exact(';'), ref('parameter'))),
    ),
  }),
  rfc2397({ name: 'data', abnf: 'data       := *urlchar', expr: many(ref('urlchar')) }),
  rfc2397({
    name: 'parameter',
    abnf: 'parameter  := attribute "=" value',
    expr: seq(ref('attribute'), exact('='), ref('value')),
  }),
  // RFC 2045 section 5.1, as section 3 of RFC 2397 has a URL write them.
  rfc2397({
    name: 'type',
    rfc: 'RFC 2045',
    section: '5.1',
    abnf: 'type := discrete-type / composite-type',
    expr: ref('token'),
  }),
  rfc2397({
    name: 'subtype',
    rfc: 'RFC 2045',
    section: '5.1',
    abnf: 'subtype := extension-token / iana-token',
    expr: ref('token'),
  }),
  rfc2397({
    name: 'attribute',
    rfc: 'RFC 2045',
    section: '5.1',
    abnf: 'attribute := token',
    expr: ref('token'),
  }),
  rfc2397({
    name: 'value',
    rfc: 'RFC 2045',
    section: '5.1',
    abnf: 'value := token / quoted-string',
    expr: ref('token'),
  }),
  rfc2397({
    name: 'token',
    rfc: 'RFC 2045',
    section: '5.1',
    abnf: `token := 1*<any (US-ASCII) CHAR except SPACE, CTLs,
                 or tspecials>`,
    // The token characters a URL holds as themselves, and escapes for the others.
    expr: many1(alt(ref('alphanum'), oneOf("!$&'*+-._~"), ref('escaped'))),
  }),
  rfc2397({
    name: 'urlchar',
    rfc: 'RFC 2396',
    section: '2',
    abnf: 'uric          = reserved | unreserved | escaped',
    expr: alt(ref('reserved'), ref('unreserved'), ref('escaped')),
  }),
  rfc2397({
    name: 'reserved',
    rfc: 'RFC 2396',
    section: '2.2',
    abnf: `reserved    = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" |
                    "$" | ","`,
    expr: oneOf(';/?:@&=+$,'),
  }),
  ...(
    [
      'unreserved',
      'mark',
      'escaped',
      'hex',
      'alphanum',
      'alpha',
      'lowalpha',
      'upalpha',
      'digit',
    ] as const
  ).map((name) => reuse<RuleName>(RFC2396_RULES[name])),
];

const REGISTRY = defineRules<RuleName>(RULE_NAMES, DEFINITIONS);

export const DATA_RULES = REGISTRY.rules;

const CHARACTER_RULES: ReadonlySet<RuleName> = new Set<RuleName>([
  'urlchar',
  'reserved',
  'unreserved',
  'mark',
  'escaped',
  'hex',
  'alphanum',
  'alpha',
  'lowalpha',
  'upalpha',
  'digit',
]);

/** The grammar as the engine takes it. */
export const DESCRIPTION: GrammarDescription<RuleName> = {
  name: 'data',
  title: 'RFC 2397',
  registry: REGISTRY,
  characterRules: CHARACTER_RULES,
  messageRules: CHARACTER_RULES,
};
