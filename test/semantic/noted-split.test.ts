/**
 * Issue 28, "refusals are cheap": `parse` and `safeParse` split a reference at the delimiters
 * the run that accepted it noted (`Automaton.refusedAtNoting`), instead of searching the text for
 * them again. This holds the run's note to the text (the verdict, the refusal and the places are
 * what `refusedAt` and a search give) and the offsets read off the note to those the searches
 * find (`locateComponents`), in every grammar of references; components-routes.test.ts holds
 * the components to the parse tree.
 */
import fc from 'fast-check';
import type { Automaton } from '../../grammar';
import { DELIMITERS, locateAfterRun, locateComponents } from '../../src/components';
import {
  RFC2396_SYNTAX,
  RFC3986_SYNTAX,
  RFC3987_SYNTAX,
  RFC6874_SYNTAX,
  type ReferenceSyntax,
} from '../../src/reference-syntax';
import { SCALE, pieceString, runParameters } from '../support/arbitraries';
import { anyReference, anyUri } from '../support/uri-arbitraries';

const RUNS = 2000 * SCALE;

type AnySyntax = ReferenceSyntax<string, string>;

const SYNTAXES: [string, AnySyntax][] = [
  ['RFC 3986', RFC3986_SYNTAX],
  ['RFC 3987', RFC3987_SYNTAX],
  ['RFC 6874', RFC6874_SYNTAX],
  ['RFC 2396', RFC2396_SYNTAX],
];

/** Strings near references: generated ones, pieces, and both with a character changed. */
const nearReference = fc.oneof(
  anyReference,
  anyUri,
  pieceString,
  fc
    .tuple(fc.oneof(anyReference, pieceString), fc.nat(), fc.constantFrom(...'é %[]#?@:/x'))
    .map(([text, at, ch]) => {
      const i = text.length === 0 ? 0 : at % text.length;
      return `${text.slice(0, i)}${ch}${text.slice(i + 1)}`;
    }),
  fc.string({ maxLength: 300 }),
);

/** Where the characters of `DELIMITERS` stand in `text`, as `refusedAtNoting` writes them. */
function delimiterPlaces(text: string): number[] {
  const places: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (DELIMITERS.includes(text[i]!)) places.push((i << 7) | text.charCodeAt(i));
  }
  return places;
}

describe.each(SYNTAXES)('%s: the reference rules', (_name, syntax) => {
  describe.each(syntax.referenceRules.map((rule) => [rule]))('%s', (rule) => {
    const automaton: Automaton = syntax.grammar.automaton(rule);
    const noting = automaton.noting(DELIMITERS);

    test('refusedAtNoting refuses where refusedAt does, and notes every delimiter of what it accepts', () => {
      if (noting === null) {
        // A rule without a fragment reads no "#", which shares the class of every character it
        // refuses: the split searches instead, and components-routes.test.ts holds it.
        expect(rule).toMatch(/^absolute|^relativeURI$/);
        expect(automaton.refusedAt('#')).toBe(0);
        return;
      }
      let noted = 0;
      fc.assert(
        fc.property(nearReference, (text) => {
          const refused = automaton.refusedAtNoting(text, noting);
          const expected = refused >= 0 ? automaton.expectedAtRefusal() : null;
          expect(refused).toBe(automaton.refusedAt(text));
          if (refused >= 0) {
            expect(expected).toBe(automaton.expectedAtRefusal());
            expect(noting.count).toBe(-1);
            return;
          }
          // Long input is read with the skips, and a character past ASCII one at a time: the
          // note is left empty, and the split searches.
          if (text.length >= 256 || /[^\x00-\x7f]/.test(text)) {
            expect(noting.count).toBe(-1);
            return;
          }
          noted++;
          expect([...noting.places.subarray(0, noting.count)]).toEqual(delimiterPlaces(text));
        }),
        runParameters(RUNS),
      );
      expect(noted).toBeGreaterThan(RUNS / 10);
    });

    test('the offsets read off the note are those the searches find', () => {
      if (noting === null) return;
      let split = 0;
      fc.assert(
        fc.property(fc.oneof(anyReference, anyUri, pieceString), (text) => {
          if (automaton.refusedAtNoting(text, noting) >= 0 || noting.count < 0) return;
          split++;
          const offsets = locateAfterRun(text, noting, locateComponents(''), syntax.opaqueParts);
          expect(offsets).toEqual(locateComponents(text, syntax.opaqueParts));
        }),
        runParameters(RUNS),
      );
      expect(split).toBeGreaterThan(RUNS / 10);
    });
  });
});

test.each([
  ['http://u:p@h:8/a:b@c?q?/:@#f?/:@', 'URI-reference'],
  ['//u@[::1]:80', 'relative-ref'],
  ['//[v1.a:b]/p', 'relative-ref'],
  ['a@b/c:d', 'relative-ref'],
  ['?a:b#c?d', 'URI-reference'],
  ['x:y:z@w', 'URI'],
])('the split of %s (%s) from the note', (text, rule) => {
  const automaton = RFC3986_SYNTAX.grammar.automaton(rule as 'URI');
  const noting = automaton.noting(DELIMITERS)!;
  expect(automaton.refusedAtNoting(text, noting)).toBe(-1);
  expect(noting.count).toBeGreaterThan(0);
  expect(locateAfterRun(text, noting, locateComponents(''), false)).toEqual(locateComponents(text));
});

test("RFC 2396's opaque part and registry authority from the note", () => {
  const automaton = RFC2396_SYNTAX.grammar.automaton('URI-reference');
  const noting = automaton.noting(DELIMITERS)!;
  for (const text of ['mailto:x@y?s#f', 'news:a/b?c', 'http://a@b@c:d/e', 'x://$:@;/']) {
    expect(automaton.refusedAtNoting(text, noting)).toBe(-1);
    expect(locateAfterRun(text, noting, locateComponents(''), true)).toEqual(
      locateComponents(text, true),
    );
  }
});
