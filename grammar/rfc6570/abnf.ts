/**
 * RFC 6570 as its own text: section 2's ABNF blocks verbatim, in the RFC's order, each under a
 * banner naming its section (the RFC's five-space margin kept; the reader removes it). The engine
 * reads it (grammar/engine/abnf-reader.ts). The rules section 1.5 imports "from the normative
 * references [RFC5234], [RFC3986], and [RFC3987]" are not read again here: they are taken from
 * the RFC 3986 and RFC 3987 grammars as they are (rule-names.ts lists them), so each has one
 * definition.
 *
 * No rule needs a PEG override: every alternation is between single characters or rules whose
 * first characters differ (an operator is never a `varchar`), and every repetition is followed
 * by a character it cannot take (`varname` by ":", "*", "," or "}"; `max-length`'s digits by ","
 * or "}"). `varname`'s `*( ["."] varchar )` gives up a "." that no `varchar` follows, which the
 * ordered-choice back end does by backtracking the failed iteration. `grammar('rfc6570').traps()`
 * checks this and returns [] (test/engine/traps.test.ts).
 */
import type { GrammarOverride } from '../engine/grammar-text';

export { FROM_RFC3986, FROM_RFC3987 } from './rule-names';

export const RFC6570_ABNF = `; RFC 6570 section 2, Syntax
     URI-Template  = *( literals / expression )

; RFC 6570 section 2.1, Literals
     literals      =  %x21 / %x23-24 / %x26 / %x28-3B / %x3D / %x3F-5B
                   /  %x5D / %x5F / %x61-7A / %x7E / ucschar / iprivate
                   /  pct-encoded
                        ; any Unicode character except: CTL, SP,
                        ;  DQUOTE, "'", "%" (aside from pct-encoded),
                        ;  "<", ">", "\\", "^", "\`", "{", "|", "}"

; RFC 6570 section 2.2, Expressions
     expression    =  "{" [ operator ] variable-list "}"
     operator      =  op-level2 / op-level3 / op-reserve
     op-level2     =  "+" / "#"
     op-level3     =  "." / "/" / ";" / "?" / "&"
     op-reserve    =  "=" / "," / "!" / "@" / "|"

; RFC 6570 section 2.3, Variables
     variable-list =  varspec *( "," varspec )
     varspec       =  varname [ modifier-level4 ]
     varname       =  varchar *( ["."] varchar )
     varchar       =  ALPHA / DIGIT / "_" / pct-encoded

; RFC 6570 section 2.4, Value Modifiers
     modifier-level4 =  prefix / explode

; RFC 6570 section 2.4.1, Prefix Values
     prefix        =  ":" max-length
     max-length    =  %x31-39 0*3DIGIT   ; positive integer < 10000

; RFC 6570 section 2.4.2, Composite Values
     explode       =  "*"
`;

/** None: see above, and the trap report. */
export const RFC6570_OVERRIDES: readonly GrammarOverride[] = [];
