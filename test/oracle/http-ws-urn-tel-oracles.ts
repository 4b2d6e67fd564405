/**
 * Independent oracles for the scheme grammars: each RFC's ABNF read from the RFC excerpts in
 * test/fixtures/schemes/ by the oracle's own ABNF reader (abnf-regex.ts), turned into regular
 * expressions, with RFC 3986 Appendix A and the RFC 5234 core rules from the oracle's own
 * reading of them. Nothing here comes from `grammar/` or `src/`.
 *
 * Where an RFC names a rule of another document the oracle says how it reads it, each in one
 * place: RFC 6455's four prose rules are RFC 3986's rules of the names they give; RFC 8141's
 * `alphanum` (which it says RFC 3986 defines, though only RFC 2396 did) is ALPHA / DIGIT; RFC
 * 9562's DIGIT and HEXDIG are the core rules it copies.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AbnfGrammar,
  CORE_RULES,
  type ParsedRule,
  appendixRules,
  between,
  parseAbnf,
  removePageBreaks,
} from './abnf-regex';

const FIXTURES = join(__dirname, '..', 'fixtures', 'schemes');

/** The text of an excerpt in test/fixtures/schemes/, page breaks removed. */
export function schemeText(file: string): string {
  return removePageBreaks(readFileSync(join(FIXTURES, file), 'utf8'));
}

/** RFC 3986 Appendix A less the rules named in `shadowed`, which a scheme defines itself. */
function appendixWithout(shadowed: readonly string[]): ParsedRule[] {
  return appendixRules().filter((rule) => !shadowed.includes(rule.name));
}

function indented(text: string, from: string, to: string): ParsedRule[] {
  return parseAbnf(between(text, from, to));
}

/** RFC 9110 4.2.1 and 4.2.2: `http-URI`, `https-URI`, on RFC 3986. */
export const httpOracle = new AbnfGrammar([
  ...indented(schemeText('rfc9110-4.2.txt'), 'http-URI =', 'The origin server for an "http"'),
  ...indented(schemeText('rfc9110-4.2.txt'), 'https-URI =', 'The origin server for an "https"'),
  ...appendixRules(),
  ...CORE_RULES,
]);

/**
 * RFC 6455 section 3: `ws-URI` and `wss-URI`. Its prose rules name RFC 3986's host, port and
 * query, which the oracle takes from Appendix A under the same names, and path-abempty, for which
 * its `path` is read.
 */
export const wsOracle = new AbnfGrammar([
  ...parseAbnf(
    between(schemeText('rfc6455-3.txt'), 'ws-URI =', 'host = <host').replace(
      / path \[/g,
      ' path-abempty [',
    ),
  ),
  ...appendixRules(),
  ...CORE_RULES,
]);

/** RFC 8141 section 2 with RFC 9562 section 4's UUID, on RFC 3986's pchar and fragment. */
export const urnOracle = new AbnfGrammar([
  ...indented(schemeText('rfc8141-2-3.txt'), 'namestring    =', 'The question mark character'),
  ...indented(schemeText('rfc9562-4.txt'), 'UUID     =', 'Note that the alphabetic').filter(
    (rule) => rule.name !== 'DIGIT' && rule.name !== 'HEXDIG',
  ),
  ...parseAbnf('alphanum = ALPHA / DIGIT\n'),
  ...appendixWithout([]),
  ...CORE_RULES,
]);

/** RFC 3966 section 3, on the core rules only (its unreserved and reserved are its own). */
export const telOracle = new AbnfGrammar([
  ...indented(schemeText('rfc3966-3-6.txt'), 'telephone-uri        =', 'Each parameter name'),
  ...CORE_RULES,
]);
