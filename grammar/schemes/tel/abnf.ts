/**
 * RFC 3966 (The tel URI for Telephone Numbers) section 3 as its own text, verbatim. RFC 3966
 * writes its grammar after RFC 2396, so its `unreserved`, `reserved` and `pct-encoded` are its
 * own (RFC 2396's `unreserved` has the marks "!*'()", RFC 3986's does not): nothing is imported
 * from RFC 3986. The RFC 5234 core rules come from the engine.
 *
 * One change to the printed text: RFC 3966 prints `local-number-digits` as
 * `*phonedigit-hex (HEXDIG / "*" / "#")*phonedigit-hex`, with no space between the group and
 * the repetition after it. RFC 5234 concatenates elements only across whitespace (`c-wsp`), so the
 * printed line is not ABNF; a space is put there, the reading every implementation takes.
 */
import type { GrammarOverride } from '../../engine/grammar-text';

export const TEL_ABNF = `; RFC 3966 section 3, URI Syntax
   telephone-uri        = "tel:" telephone-subscriber
   telephone-subscriber = global-number / local-number
   global-number        = global-number-digits *par
   local-number         = local-number-digits *par context *par
   par                  = parameter / extension / isdn-subaddress
   isdn-subaddress      = ";isub=" 1*uric
   extension            = ";ext=" 1*phonedigit
   context              = ";phone-context=" descriptor
   descriptor           = domainname / global-number-digits
   global-number-digits = "+" *phonedigit DIGIT *phonedigit
   local-number-digits  =
      *phonedigit-hex (HEXDIG / "*" / "#") *phonedigit-hex
   domainname           = *( domainlabel "." ) toplabel [ "." ]
   domainlabel          = alphanum
                          / alphanum *( alphanum / "-" ) alphanum
   toplabel             = ALPHA / ALPHA *( alphanum / "-" ) alphanum
   parameter            = ";" pname ["=" pvalue ]
   pname                = 1*( alphanum / "-" )
   pvalue               = 1*paramchar
   paramchar            = param-unreserved / unreserved / pct-encoded
   unreserved           = alphanum / mark
   mark                 = "-" / "_" / "." / "!" / "~" / "*" /
                          "'" / "(" / ")"
   pct-encoded          = "%" HEXDIG HEXDIG
   param-unreserved     = "[" / "]" / "/" / ":" / "&" / "+" / "$"
   phonedigit           = DIGIT / [ visual-separator ]
   phonedigit-hex       = HEXDIG / "*" / "#" / [ visual-separator ]
   visual-separator     = "-" / "." / "(" / ")"
   alphanum             = ALPHA / DIGIT
   reserved             = ";" / "/" / "?" / ":" / "@" / "&" /
                          "=" / "+" / "$" / ","
   uric                 = reserved / unreserved / pct-encoded
`;

export const TEL_OVERRIDES: readonly GrammarOverride[] = [
  {
    abnf: 'global-number-digits = "+" *visual-separator DIGIT *( DIGIT / visual-separator )',
    note:
      'phonedigit is DIGIT or an optional visual-separator, so a greedy *phonedigit takes every ' +
      'digit and leaves none for the DIGIT after it ("+0" would fail). The same language: "+", ' +
      'then separators and digits with at least one digit, the first digit being the DIGIT.',
  },
  {
    abnf: `local-number-digits = *visual-separator ( HEXDIG / "*" / "#" )
      *( HEXDIG / "*" / "#" / visual-separator )`,
    note:
      'As global-number-digits: a greedy *phonedigit-hex leaves nothing for the required ' +
      '(HEXDIG / "*" / "#") ("#" would fail). The first such character is the required one.',
  },
  {
    abnf: 'domainlabel = alphanum *( *"-" alphanum )',
    note:
      'The first alternative, alphanum, matches the "0" of "00" and ordered choice stops there. ' +
      'The same language: alphanumerics with hyphens only between them.',
  },
  {
    abnf: 'toplabel = ALPHA *( *"-" alphanum )',
    note: 'As domainlabel: the first alternative, ALPHA, matches the "a" of "a0" and stops there.',
  },
  {
    abnf: 'domainname = *( domainlabel "." &alphanum ) toplabel [ "." ]',
    note:
      'A greedy *( domainlabel "." ) takes the last label too ("a." would leave no toplabel). A ' +
      'label is a domainlabel only when another label follows its dot.',
  },
  {
    abnf: 'par = extension !paramchar / isdn-subaddress !paramchar / parameter',
    note:
      'parameter matches the start of every extension and isdn-subaddress (";ext" of ";ext="), ' +
      'and ordered choice would keep that. extension and isdn-subaddress come first, each taken ' +
      'only when no parameter character follows it (";ext=1a" is a parameter); an isdn-subaddress ' +
      'stops only at a character uric lacks ("[" or "]").',
  },
  {
    abnf: `isdn-subaddress = ";isub=" uric
      *( !( ";" *( "/" / "?" / ":" / "@" / "&" / "=" / "+" / "$" / "," / unreserved / pct-encoded )
            !";" %x00-10FFFF )
         uric )`,
    note:
      'uric holds ";", so a greedy 1*uric takes the parameters after the value into it, and a ' +
      'parameter with "[" or "]" (paramchar has them, uric does not) then fails ("tel:+1;isub=a;' +
      'b=[" would fail). A parameter with such a character starts at the last ";" before it, so ' +
      'the value stops at a ";" when the first character after it that uric lacks comes before ' +
      'any other ";" (the value always holds its first character). Where no such character ' +
      'follows, the value runs on, as 1*uric does: the same language, since the lookahead never ' +
      'stops a value that the whole input continues with uric.',
  },
  {
    abnf: `local-number = local-number-digits
      *( !( context *par !%x00-10FFFF )
         ( extension !paramchar
         / ";isub=" uric
           *( !( context *par !%x00-10FFFF )
              !( ";" *( "/" / "?" / ":" / "@" / "&" / "=" / "+" / "$" / "," / unreserved
                      / pct-encoded ) !";" %x00-10FFFF )
              uric ) !paramchar
         / parameter ) )
      context *par`,
    note:
      'Before the context, a par must not be the context: a greedy *par takes ";phone-context=+1" ' +
      'as a parameter, and an isdn-subaddress (whose uric holds ";") takes it inside its value, ' +
      'and the required context then fails ("1;phone-context=+1" would fail). The pars before the ' +
      'context stop at the first context after which the pars run to the end of input ' +
      '(!%x00-10FFFF: no character follows); a telephone-uri ends there.',
  },
];
