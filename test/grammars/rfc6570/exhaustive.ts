/**
 * RFC 6570's exhaustive enumerations (exhaustive.test.ts asserts on them), run as a plain Node
 * process (test/support/exhaustive-child.ts says why): every code point against `literals` and
 * `varchar` and a checker written from section 2.1's prose, and every string up to a length over
 * a small alphabet against the template rules. The automaton, the combinator and the oracle are
 * compared on each.
 */
import { rfc6570 } from '../../../grammar';
import { oracle6570 } from '../../oracle/abnf-regex';
import { compare, everyCodePoint, type Checker } from '../../support/agreement';
import { allStrings } from '../../support/enumerate';
import { type Enumerations, printOutcomes } from '../../support/exhaustive-child';
import { g, type Name } from './support';

function checkersFor(rule: Name, extra: Readonly<Record<string, Checker>> = {}) {
  const combinator = rfc6570.combinators.wholeInput(rule);
  return {
    isValid: (text: string) => g.isValid(rule, text),
    combinator: (text: string) => combinator.parse(text).status,
    oracle: (text: string) => oracle6570.matches(rule, text),
    ...extra,
  };
}

/** Section 2.1's prose: the ASCII it leaves out, and for the rest RFC 3987's two rules. */
const EXCLUDED_ASCII = ` "'%<>\\^\`{|}`;
function isLiteralCharacter(text: string): boolean {
  const code = text.codePointAt(0)!;
  if ([...text].length !== 1) return false;
  if (code < 0x80) return code > 0x20 && code !== 0x7f && !EXCLUDED_ASCII.includes(text);
  return rfc6570.automaton('ucschar').accepts(text) || rfc6570.automaton('iprivate').accepts(text);
}

export const TEMPLATES = ['{', '}', 'a', '.', ',', ':', '1', '0', '*', '+', '%41', '%'];
export const MAX = 5;
export const TEMPLATE_RULES: readonly Name[] = [
  'URI-Template',
  'expression',
  'variable-list',
  'varname',
  'varspec',
];

export const ENUMERATIONS: Enumerations = {
  'literals over every code point': () =>
    compare(everyCodePoint(), checkersFor('literals', { semantic: isLiteralCharacter })),
  'varchar over every code point': () =>
    compare(
      everyCodePoint(),
      checkersFor('varchar', { semantic: (text) => /^[A-Za-z0-9_]$/.test(text) }),
    ),
  ...Object.fromEntries(
    TEMPLATE_RULES.map((rule) => [
      `${rule} over "{ } a . , : 1 0 * + %41 %" up to ${MAX}`,
      () => compare(allStrings(TEMPLATES, MAX), checkersFor(rule)),
    ]),
  ),
};

if (require.main === module) printOutcomes(ENUMERATIONS);
