/**
 * RFC 6068, The 'mailto' URI Scheme, as its own text: section 2's ABNF verbatim, then the two
 * rules it takes from RFC 5322 (`dot-atom-text`, `quoted-string`) as a URI carries them. The rules
 * it takes from RFC 3986 (`unreserved`, `pct-encoded`) are imported from the RFC 3986 grammar.
 *
 * Why the RFC 5322 rules are not RFC 5322's text: section 2 changes them. Item 1 says the
 * characters a URI cannot carry, "%", "/", "?", "#", "[", "]", "&", ";" and "=" MUST be
 * percent-encoded; items 2 and 3 forbid the obs- forms, whitespace and comments; item 5 allows
 * percent-encoded UTF-8 in the local-part, item 4 in the domain. Read literally, RFC 5322's
 * `atext` holds "{", "|", "/" and "?", and its `quoted-string` holds a literal DQUOTE, none of
 * which can stand there in a URI. So `atext`, `qtext` and `quoted-pair` are written below as they
 * stand in a 'mailto' URI: each RFC 5322 character either as itself, where item 1 lets it be, or
 * percent-encoded (`pct-atext`, `pct-qtext`, `pct-vchar`: a "%" and the two hex digits of a
 * character of the RFC 5322 rule, or of a non-ASCII octet where items 4 and 5 allow UTF-8). The
 * tests hold these rules to RFC 5322's text: a local-part matches them exactly when its decoding
 * matches RFC 5322's (test/grammars/schemes/mailto/).
 *
 * One place where the ABNF and the RFC's own prose disagree is kept as printed: `domain`'s
 * `"[" *dtext-no-obs "]"` writes the brackets of a domain literal as themselves, which RFC 3986
 * does not allow in a path and item 1 says MUST be percent-encoded. So `mailto:a@[1.2.3.4]`
 * matches `mailtoURI` but is not a URI; `parseScheme` judges the generic syntax first, which
 * refuses it.
 */
import type { GrammarOverride } from '../../engine/grammar-text';

export const MAILTO_ABNF = `; RFC 6068 section 2, Syntax of a 'mailto' URI
      mailtoURI    = "mailto:" [ to ] [ hfields ]
      to           = addr-spec *("," addr-spec )
      hfields      = "?" hfield *( "&" hfield )
      hfield       = hfname "=" hfvalue
      hfname       = *qchar
      hfvalue      = *qchar
      addr-spec    = local-part "@" domain
      local-part   = dot-atom-text / quoted-string
      domain       = dot-atom-text / "[" *dtext-no-obs "]"
      dtext-no-obs = %d33-90 / ; Printable US-ASCII
                     %d94-126  ; characters not including
                               ; "[", "]", or "\\"
      qchar        = unreserved / pct-encoded / some-delims
      some-delims  = "!" / "$" / "'" / "(" / ")" / "*"
                   / "+" / "," / ";" / ":" / "@"

; RFC 6068 section 2, items 1 to 5: RFC 5322's dot-atom-text (its section 3.2.3) and
; quoted-string (3.2.4) as a 'mailto' URI carries them. Written for this grammar: neither RFC
; prints these lines (see the comment above).
      dot-atom-text = 1*atext *("." 1*atext)
      atext         = ALPHA / DIGIT / "!" / "$" / "'" / "*" / "+" / "-" / "_" / "~"
                    / pct-atext
      pct-atext     = "%" ( "2" ( "1" / %x33-37 / "A" / "B" / "D" / "F" )
                          / "3" ( DIGIT / "D" / "F" )
                          / "4" ( %x31-39 / "A" / "B" / "C" / "D" / "E" / "F" )
                          / "5" ( DIGIT / "A" / "E" / "F" )
                          / "6" HEXDIG
                          / "7" ( DIGIT / "A" / "B" / "C" / "D" / "E" )
                          / ( "8" / "9" / "A" / "B" / "C" / "D" / "E" / "F" ) HEXDIG )
      quoted-string = "%22" *qcontent "%22"
      qcontent      = qtext / quoted-pair
      qtext         = ALPHA / DIGIT / "-" / "." / "_" / "~" / "!" / "$" / "'" / "("
                    / ")" / "*" / "+" / "," / ":" / "@" / pct-qtext
      pct-qtext     = "%" ( "2" ( "1" / %x33-39 / "A" / "B" / "C" / "D" / "E" / "F" )
                          / ( "3" / "4" / "6" ) HEXDIG
                          / "5" ( DIGIT / "A" / "B" / "D" / "E" / "F" )
                          / "7" ( DIGIT / "A" / "B" / "C" / "D" / "E" )
                          / ( "8" / "9" / "A" / "B" / "C" / "D" / "E" / "F" ) HEXDIG )
      quoted-pair   = "%5C" ( ALPHA / DIGIT / "-" / "." / "_" / "~" / "!" / "$" / "'"
                            / "(" / ")" / "*" / "+" / "," / ":" / "@" / pct-vchar )
      pct-vchar     = "%" ( "09" / ( "2" / "3" / "4" / "5" / "6" ) HEXDIG
                          / "7" ( DIGIT / "A" / "B" / "C" / "D" / "E" ) )
`;

/** The rules section 2 takes from RFC 3986 ("unreserved, pct-encoded"). */
export const FROM_RFC3986 = ['unreserved', 'pct-encoded'] as const;

/** None: every ordered choice here accepts its ABNF language (`traps()` is empty). */
export const MAILTO_OVERRIDES: readonly GrammarOverride[] = [];
