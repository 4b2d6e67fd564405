/**
 * RFC 6570 section 2, exhaustively: every code point against `literals` and `varchar` and a
 * checker written from section 2.1's prose ("any Unicode character except: CTL, SP, DQUOTE, "'",
 * "%" (aside from pct-encoded), "<", ">", "\", "^", "`", "{", "|", "}"", with RFC 3987's
 * ucschar and iprivate for the non-ASCII), and every string up to a length over small alphabets
 * against URI-Template, expression and varname. The automaton, the combinator and the oracle
 * must agree on each.
 */
import { rfc6570 } from '../../../grammar';
import { oracle6570 } from '../../oracle/abnf-regex';
import { agreementLog, compare, everyCodePoint, type Checker } from '../../support/agreement';
import { allStrings, countStrings } from '../../support/enumerate';
import { g, type Name } from './support';

jest.setTimeout(120_000);

function checkersFor(rule: Name, extra: Readonly<Record<string, Checker>> = {}) {
  const combinator = rfc6570.combinators.wholeInput(rule);
  return {
    isValid: (text: string) => g.isValid(rule, text),
    combinator: (text: string) => combinator.parse(text).status,
    oracle: (text: string) => oracle6570.matches(rule, text),
    ...extra,
  };
}

const { expectAgreement } = agreementLog('rfc6570 exhaustive');

/** Section 2.1's prose: the ASCII it leaves out, and for the rest RFC 3987's two rules. */
const EXCLUDED_ASCII = ` "'%<>\\^\`{|}`;
function isLiteralCharacter(text: string): boolean {
  const code = text.codePointAt(0)!;
  if ([...text].length !== 1) return false;
  if (code < 0x80) return code > 0x20 && code !== 0x7f && !EXCLUDED_ASCII.includes(text);
  return rfc6570.automaton('ucschar').accepts(text) || rfc6570.automaton('iprivate').accepts(text);
}

describe('every code point, U+0000 to U+10FFFF', () => {
  it.each<[Name, Checker]>([
    ['literals', isLiteralCharacter],
    ['varchar', (text) => /^[A-Za-z0-9_]$/.test(text)],
  ])('%s', (rule, semantic) => {
    expectAgreement(
      `${rule} over every code point`,
      compare(everyCodePoint(), checkersFor(rule, { semantic })),
      0x110000,
    );
  });
});

describe('templates over { } a . , : 1 0 * + %41 % (every string up to 5 symbols)', () => {
  const alphabet = ['{', '}', 'a', '.', ',', ':', '1', '0', '*', '+', '%41', '%'];
  const MAX = 5;
  it.each<Name>(['URI-Template', 'expression', 'variable-list', 'varname', 'varspec'])(
    '%s',
    (rule) => {
      expectAgreement(
        `${rule} over "{ } a . , : 1 0 * + %41 %" up to ${MAX}`,
        compare(allStrings(alphabet, MAX), checkersFor(rule)),
        countStrings(alphabet.length, MAX),
      );
    },
  );
});
