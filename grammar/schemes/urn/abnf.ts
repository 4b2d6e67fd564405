/**
 * RFC 8141 (URNs) section 2 as its own text, verbatim, and RFC 9562 (UUIDs) section 4's string
 * representation, verbatim, which `urn:uuid:` URNs' NSS must match (RFC 9562 section 4, Figure
 * 4). The RFC 3986 rules RFC 8141 uses (`pchar`, `fragment`) are imported as they are.
 *
 * RFC 8141 says `alphanum` is defined by RFC 3986; it is not (RFC 3986 never defines it). It is
 * RFC 2396's `alphanum = alpha | digit` (section 1.6), written here in ABNF under its own banner.
 */
import type { GrammarOverride } from '../../engine/grammar-text';

export const URN_ABNF = `; RFC 8141 section 2, URN Syntax
      namestring    = assigned-name
                      [ rq-components ]
                      [ "#" f-component ]
      assigned-name = "urn" ":" NID ":" NSS
      NID           = (alphanum) 0*30(ldh) (alphanum)
      ldh           = alphanum / "-"
      NSS           = pchar *(pchar / "/")
      rq-components = [ "?+" r-component ]
                      [ "?=" q-component ]
      r-component   = pchar *( pchar / "/" / "?" )
      q-component   = pchar *( pchar / "/" / "?" )
      f-component   = fragment

; RFC 2396 section 1.6, alphanum ("alphanum = alpha | digit"), which RFC 8141 takes for RFC 3986's
      alphanum      = ALPHA / DIGIT

; RFC 9562 section 4, UUID Format
      UUID     = 4hexOctet "-"
                 2hexOctet "-"
                 2hexOctet "-"
                 2hexOctet "-"
                 6hexOctet
      hexOctet = HEXDIG HEXDIG
      DIGIT    = %x30-39
      HEXDIG   = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
`;

/** The rules RFC 8141 section 2 takes from RFC 3986 ("alphanum, fragment, and pchar"). */
export const FROM_RFC3986 = ['pchar', 'fragment'] as const;

export const URN_OVERRIDES: readonly GrammarOverride[] = [
  {
    abnf: 'NID = alphanum 0*30( ldh &ldh ) alphanum',
    note:
      'A greedy 0*30(ldh) takes the last character of the NID too, and the final alphanum then ' +
      'finds ":" ("urn:ab:c" would fail). A repeated ldh must be followed by another ldh, so the ' +
      'last one is left for the final alphanum.',
  },
  {
    abnf: `rq-components = [ "?+" pchar *( !( "?=" pchar ) ( pchar / "/" / "?" ) ) ]
                      [ "?=" q-component ]`,
    note:
      'r-component may hold "?=", so a greedy r-component takes the q-component with it ' +
      '("urn:a:b?+r?=q" would have no q-component), though section 2.3.1 says "The r-component ' +
      'ends with a "?=" sequence". The r-component stops before a "?=" that a q-component can ' +
      'follow (a pchar after it); a "?=" with no pchar after it stays in the r-component, as the ' +
      'ABNF allows. The guard is written here rather than in r-component, whose language alone ' +
      'holds "?=q": trees of rq-components therefore have no r-component node (the components ' +
      'are read from the text, src/uri-schemes/urn.ts).',
  },
];
