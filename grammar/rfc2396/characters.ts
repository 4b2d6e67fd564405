/**
 * RFC 2396 sections 1.6 (alpha, digit and friends) and 2 (URI Characters and Escape Sequences:
 * 2 uric, 2.2 reserved as RFC 2732 changes it, 2.3 unreserved and mark, 2.4.1 escaped and hex).
 */
import { alt, exact, oneOf, range, ref, seq } from '../engine/abnf';
import { rule } from './rule';

export const uric = rule({
  name: 'uric',
  section: '2',
  abnf: 'uric          = reserved | unreserved | escaped',
  expr: alt(ref('reserved'), ref('unreserved'), ref('escaped')),
});

export const reserved = rule({
  name: 'reserved',
  rfc: 'RFC 2732',
  section: '3',
  abnf: `reserved    = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" |
                    "$" | "," | "[" | "]"`,
  expr: oneOf(';/?:@&=+$,[]'),
});

export const unreserved = rule({
  name: 'unreserved',
  section: '2.3',
  abnf: 'unreserved    = alphanum | mark',
  expr: alt(ref('alphanum'), ref('mark')),
});

export const mark = rule({
  name: 'mark',
  section: '2.3',
  abnf: `mark          = "-" | "_" | "." | "!" | "~" | "*" | "'" |
                      "(" | ")"`,
  expr: oneOf("-_.!~*'()"),
});

export const escaped = rule({
  name: 'escaped',
  section: '2.4.1',
  abnf: 'escaped       = "%" hex hex',
  expr: seq(exact('%'), ref('hex'), ref('hex')),
});

export const hex = rule({
  name: 'hex',
  section: '2.4.1',
  abnf: `hex           = digit | "A" | "B" | "C" | "D" | "E" | "F" |
                              "a" | "b" | "c" | "d" | "e" | "f"`,
  expr: alt(ref('digit'), oneOf('ABCDEFabcdef')),
});

export const alphanum = rule({
  name: 'alphanum',
  section: '1.6',
  abnf: 'alphanum      = alpha | digit',
  expr: alt(ref('alpha'), ref('digit')),
});

export const alpha = rule({
  name: 'alpha',
  section: '1.6',
  abnf: 'alpha         = lowalpha | upalpha',
  expr: alt(ref('lowalpha'), ref('upalpha')),
});

export const lowalpha = rule({
  name: 'lowalpha',
  section: '1.6',
  abnf: `lowalpha = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i" |
                 "j" | "k" | "l" | "m" | "n" | "o" | "p" | "q" | "r" |
                 "s" | "t" | "u" | "v" | "w" | "x" | "y" | "z"`,
  expr: range(0x61, 0x7a),
});

export const upalpha = rule({
  name: 'upalpha',
  section: '1.6',
  abnf: `upalpha  = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" |
                 "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" |
                 "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z"`,
  expr: range(0x41, 0x5a),
});

export const digit = rule({
  name: 'digit',
  section: '1.6',
  abnf: `digit    = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" |
                 "8" | "9"`,
  expr: range(0x30, 0x39),
});
