/**
 * `parse` validates with the automaton and splits at delimiters; `componentsFromTree` reads the
 * combinators' parse tree. The split is exact only because its input is valid; this test holds
 * the two routes to the same answer, for every reference rule `parseAs` takes.
 */
import fc from 'fast-check';
import { type ReferenceRule, componentsFromTree, parseAs, parseTree } from '../src';
import { isValid } from '../src/validate';
import { SCALE, VALID_SAMPLES, inputFor, runParameters } from './support/arbitraries';
import { anyReference, anyUri } from './support/uri-arbitraries';

const RULES: readonly ReferenceRule[] = ['URI-reference', 'URI', 'absolute-URI', 'relative-ref'];
const RUNS = 3000 * SCALE;

function bothRoutes(rule: ReferenceRule, text: string): void {
  expect(parseAs(rule, text)).toEqual(componentsFromTree(parseTree(rule, text), text));
}

describe.each(RULES)('%s: the split equals the tree', (rule) => {
  test('on the samples', () => {
    for (const text of VALID_SAMPLES[rule]) bothRoutes(rule, text);
  });

  test(`on ${RUNS} generated valid references and ${RUNS} piece strings`, () => {
    let valid = 0;
    const check = (text: string): void => {
      if (!isValid(rule, text)) return;
      valid++;
      bothRoutes(rule, text);
    };
    fc.assert(fc.property(fc.oneof(anyReference, anyUri), check), runParameters(RUNS));
    fc.assert(fc.property(inputFor(rule), check), runParameters(RUNS));
    expect(valid).toBeGreaterThan(RUNS / 4);
  });
});

test.each([
  ['http://u@1.2.3.4:80/p?q#f', 'IPv4address'],
  ['http://1.2.3.4.5/', 'reg-name'],
  ['//[::1]', 'IPv6address'],
  ['//[V1.x]', 'IPvFuture'],
  ['//', 'reg-name'],
])('hostKind of %s is %s by both routes', (text, kind) => {
  bothRoutes('URI-reference', text);
  expect(parseAs('URI-reference', text).hostKind).toBe(kind);
});
