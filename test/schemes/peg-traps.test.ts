/**
 * The scheme grammars' PEG overrides, each with the input that needs it: valid for the automaton
 * and the oracle, accepted by the library's combinators, and refused by the same engine with that
 * one rule put back to its printed ABNF (test/support/literal-variant.ts). RFC 8141's
 * rq-components is the exception: the printed rule accepts the same strings, and the override
 * gives the tree section 2.3.1 describes (the r-component ends at "?=").
 */
import type { CompiledGrammar } from '../../grammar';
import { nodesOf } from '../support/grammar-trees';
import { withLiteralRule } from '../support/literal-variant';
import type { AbnfGrammar } from '../oracle/abnf-regex';
import { telOracle, urnOracle, wsOracle } from '../oracle/http-ws-urn-tel-oracles';
import { compiledSchemeGrammar } from '../../src/uri-schemes/scheme-grammars';
import { TEL_DEFINITION } from '../../src/uri-schemes/tel';
import { URN_DEFINITION } from '../../src/uri-schemes/urn';
import { WS_DEFINITION } from '../../src/uri-schemes/ws';

const GRAMMARS: Record<string, [CompiledGrammar<string>, AbnfGrammar]> = {
  ws: [compiledSchemeGrammar(WS_DEFINITION), wsOracle],
  urn: [compiledSchemeGrammar(URN_DEFINITION), urnOracle],
  tel: [compiledSchemeGrammar(TEL_DEFINITION), telOracle],
};

test.each([
  ['ws', 'host', 'host', '1.2.3.4.5'],
  ['ws', 'host', 'ws-URI', 'ws://1.2.3.4.5/'],
  ['urn', 'NID', 'NID', 'ab'],
  ['urn', 'NID', 'namestring', 'urn:isbn:0451450523'],
  ['tel', 'global-number-digits', 'telephone-uri', 'tel:+0'],
  ['tel', 'local-number-digits', 'local-number-digits', '#'],
  ['tel', 'domainlabel', 'domainname', '00.a'],
  ['tel', 'toplabel', 'toplabel', 'a0'],
  ['tel', 'domainname', 'domainname', 'a.'],
  ['tel', 'par', 'telephone-uri', 'tel:+0;ext='],
  ['tel', 'local-number', 'telephone-uri', 'tel:7042;phone-context=example.com'],
  // An isub value holding "?" (uric, not paramchar), then a parameter holding "[".
  ['tel', 'isdn-subaddress', 'telephone-uri', 'tel:+1;isub=a?;b=['],
  ['tel', 'isdn-subaddress', 'telephone-uri', 'tel:1;phone-context=a;isub=a?;b=['],
  // The same before the context, which local-number writes out (the first trap report's witness).
  [
    'tel',
    'local-number',
    'telephone-uri',
    'tel:#;isub=!;phone-context=a;isub=;-=[;phone-context=a',
  ],
  ['tel', 'local-number', 'telephone-uri', 'tel:1;isub=a?;b=[;phone-context=a'],
  // An isub value may begin with a context: the value always holds its first character.
  ['tel', 'local-number', 'telephone-uri', 'tel:1;isub=;phone-context=a;phone-context=b'],
])('%s %s is needed for %s %s', (name, noted, rule, text) => {
  const [compiled, oracle] = GRAMMARS[name]!;
  expect(compiled.rules[noted]!.peg).toMatch(/\S/);
  expect({
    automaton: compiled.recognizer(rule).accepts(text),
    oracle: oracle.matches(rule, text),
  }).toEqual({ automaton: true, oracle: true });
  const printed = withLiteralRule(compiled, noted, oracle.rules.get(noted)!.node);
  expect({
    library: compiled.combinators.wholeInput(rule).parse(text).status,
    printed: printed.combinators.wholeInput(rule).parse(text).status,
  }).toEqual({ library: true, printed: false });
});

test('urn rq-components: the r-component ends at "?=", and the q-component follows', () => {
  const [compiled, oracle] = GRAMMARS.urn!;
  const text = 'urn:ab:c?+r?=q';
  const library = compiled.combinators.wholeInput('namestring').parse(text);
  const printed = withLiteralRule(
    compiled,
    'rq-components',
    oracle.rules.get('rq-components')!.node,
  )
    .combinators.wholeInput('namestring')
    .parse(text);
  expect(library.status && printed.status).toBe(true);
  if (!library.status || !printed.status) return;
  expect(nodesOf(library.value, 'q-component', text)).toEqual(['q']);
  expect(nodesOf(printed.value, 'q-component', text)).toEqual([]);
  expect(nodesOf(printed.value, 'r-component', text)).toEqual(['r?=q']);
});
