/**
 * Shared pieces of the RFC 6874 (zone identifier) evidence: the grammar under test, the oracle
 * (RFC 3986 Appendix A with RFC 6874 section 2's three rules, read from the RFC texts), valid
 * samples of every rule, and inputs built from zone-literal pieces, URI pieces, non-ASCII edges
 * and lone surrogates.
 */
import fc from 'fast-check';
import { type ParseTree, rfc6874, type Rfc6874RuleName } from '../../../grammar';
import { grammar } from '../../../src';
import { oracle6874 } from '../../oracle/abnf-regex';
import { PIECES as URI_PIECES, VALID_SAMPLES as URI_SAMPLES } from '../../support/arbitraries';
import { inputMix } from '../../support/code-points';
import { problemsOf as problemsWith } from '../../support/grammar-trees';
import { errorSubject } from '../../support/error-properties';
import type { GrammarFixture } from '../../support/grammar-suites';

export { runParameters, SCALE } from '../../support/arbitraries';

export type Name = Rfc6874RuleName;

/** `grammar('rfc6874')`. */
export const g = grammar('rfc6874');

export const NAMES: readonly Name[] = g.RULE_NAMES;

/** The oracle's verdict (test/oracle/abnf-regex.ts, from the RFC 3986 and RFC 6874 texts). */
export const matches = (rule: Name, text: string): boolean => oracle6874.matches(rule, text);

/** The combinator (PEG) parser of the whole input. */
export const combinator = (rule: Name) => rfc6874.combinators.wholeInput(rule);

export const problemsOf = (tree: ParseTree<Name>, text: string, rule: Name): string[] =>
  problemsWith(tree, text, rule, matches);

/** Zone literals: valid under RFC 6874, never under RFC 3986. */
export const ZONED_LITERALS: readonly string[] = [
  '[fe80::1%25eth0]',
  '[fe80::ff:fe00:1%25en1]',
  '[::1%25lo]',
  '[::%25%41]',
  '[1:2:3:4:5:6:7:8%25x]',
  '[::ffff:1.2.3.4%25-._~]',
  '[fe80::a%25%2F%25]',
];

/** Valid examples of every rule: RFC 3986's, and zone identifiers where a rule can hold one. */
export const VALID_SAMPLES: Readonly<Record<Name, readonly string[]>> = {
  ...URI_SAMPLES,
  URI: [...URI_SAMPLES.URI, 'http://[fe80::1%25eth0]:80/a', 'a://u@[::1%25lo]'],
  'hier-part': [...URI_SAMPLES['hier-part'], '//[::1%25lo]/'],
  'URI-reference': [...URI_SAMPLES['URI-reference'], '//[fe80::1%25eth0]?q'],
  'absolute-URI': [...URI_SAMPLES['absolute-URI'], 'x://[::%25a]'],
  'relative-ref': [...URI_SAMPLES['relative-ref'], '//[fe80::1%25%41]/p'],
  'relative-part': [...URI_SAMPLES['relative-part'], '//[::1%25lo]'],
  authority: [...URI_SAMPLES.authority, '[fe80::1%25eth0]:8', 'u@[::1%25x]'],
  host: [...URI_SAMPLES.host, ...ZONED_LITERALS.slice(0, 3)],
  'IP-literal': [...URI_SAMPLES['IP-literal'], ...ZONED_LITERALS],
  ZoneID: ['eth0', 'lo', '%41', '-._~', 'a%2F%25', '1'],
  IPv6addrz: ['fe80::1%25eth0', '::1%25lo', '1:2:3:4:5:6:7:8%25x', '::ffff:1.2.3.4%25%31'],
};

/** Pieces of zone literals and of URIs, with the near misses of "%25". */
export const PIECES: readonly string[] = [
  ...URI_PIECES,
  '%25',
  '%2',
  '%5',
  '%25%',
  '%2525',
  'eth0',
  'lo',
  '%25eth0',
  'fe80::1',
  '[fe80::1%25eth0]',
  '[::1%25',
  '\uFFFD',
  '\u00A0',
];

export const { pieceString, inputFor: mixFor } = inputMix(VALID_SAMPLES, PIECES);

/** Zone-shaped text: an address, "%25" or a near miss, a zone, sometimes bracketed. */
export const zoneLike: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('fe80::1', '::1', '::', '1:2:3:4:5:6:7:8', '::1.2.3.4', 'v1.x', '1::2::3', ''),
    fc.constantFrom('%25', '%', '%2', '%52', '%250', '%25%25', ''),
    fc.array(fc.constantFrom('a', 'eth0', '%41', '%4', '-', '.', '~', '%', ':', 'é', '/'), {
      maxLength: 3,
    }),
    fc.constantFrom(['', ''], ['[', ']'], ['//[', ']:80/'], ['http://u@[', ']?q'], ['[', '']),
  )
  .map(([address, sign, zone, [before, after]]) => before + address + sign + zone.join('') + after);

/** The input mix of the differential and error properties, with zone-shaped text added. */
export function inputFor(rule: Name): fc.Arbitrary<string> {
  return fc.oneof({ weight: 5, arbitrary: mixFor(rule) }, { weight: 2, arbitrary: zoneLike });
}

export const fixture: GrammarFixture<Name> = {
  id: 'rfc6874',
  names: NAMES,
  isValid: (rule, text) => g.isValid(rule, text),
  check: (rule, text) => g.check(rule, text),
  automaton: (rule) => rfc6874.automaton(rule),
  combinator,
  matches,
  problemsOf,
  inputFor,
  pieceString,
  errors: errorSubject(g, { names: NAMES, oracle: oracle6874, samples: VALID_SAMPLES }),
};
