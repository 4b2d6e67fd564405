/**
 * Issue 28, "parse records offsets once": the run that validates a reference records where its
 * components stand (src/component-marks.ts), and `parse` and `safeParse` read them instead of
 * splitting the text again. What the run records must be what the split after it finds
 * (`locateComponents`, itself held to the parse tree by components-routes.test.ts), on every valid
 * input of every rule that has marks, and every reference rule of the URI grammars must have them
 * (without, a parse quietly splits after its run: right, but the second pass issue 28 removed).
 */
import fc from 'fast-check';
import { type Automaton, rfc3986, rfc3987, rfc6874 } from '../../grammar';
import {
  MARKED_POSITIONS,
  type MutableOffsets,
  componentMarks,
  offsetsFromMarks,
} from '../../src/component-marks';
import { locateComponents } from '../../src/components';
import { RFC3986_SYNTAX, RFC3987_SYNTAX, RFC6874_SYNTAX } from '../../src/reference-syntax';
import { ALL_SAMPLES, inputFor, runParameters, SCALE } from '../support/arbitraries';
import { anyReference, anyUri } from '../support/uri-arbitraries';

const RULES: [string, Automaton][] = [
  ...RFC3986_SYNTAX.referenceRules.map((rule): [string, Automaton] => [
    `RFC 3986 ${rule}`,
    rfc3986.automaton(rule),
  ]),
  ...RFC3987_SYNTAX.referenceRules.map((rule): [string, Automaton] => [
    `RFC 3987 ${rule}`,
    rfc3987.automaton(rule),
  ]),
  ...RFC6874_SYNTAX.referenceRules.map((rule): [string, Automaton] => [
    `RFC 6874 ${rule}`,
    rfc6874.automaton(rule),
  ]),
];

const FIELDS = [
  'schemeEnd',
  'authorityStart',
  'userinfoEnd',
  'hostStart',
  'hostEnd',
  'pathStart',
  'pathEnd',
  'end',
  'length',
] as const;

/**
 * What differs between the run's record and the split for `text` ("" when nothing does, and for
 * refused text, whose record no one reads), or that the run's verdict is not `refusedAt`'s.
 * Plain comparisons, not `expect`, so that a hundred thousand strings take a second.
 */
function difference(automaton: Automaton, text: string): string {
  const marks = componentMarks(automaton);
  if (marks === null) return 'no marks';
  // As an earlier text left them: the run writes -1 where its events did not happen.
  const positions = new Int32Array(MARKED_POSITIONS).fill(text.length + 7);
  const refused = automaton.refusedAtMarking(text, marks, positions);
  // The run that records is the run that validates: the same verdict, the same offset.
  if (refused !== automaton.refusedAt(text))
    return `${JSON.stringify(text)}: refused at ${refused}`;
  if (refused >= 0) return '';
  const into: MutableOffsets = {
    schemeEnd: 0,
    authorityStart: 0,
    userinfoEnd: 0,
    hostStart: 0,
    hostEnd: 0,
    pathStart: 0,
    pathEnd: 0,
    end: 0,
    length: 0,
  };
  const recorded = offsetsFromMarks(text.length, positions, into);
  const split = locateComponents(text);
  const wrong = FIELDS.filter((field) => recorded[field] !== split[field]);
  return wrong.length === 0
    ? ''
    : `${JSON.stringify(text)}: ${wrong.map((f) => `${f} ${recorded[f]}, not ${split[f]}`).join('; ')}`;
}

function differences(automaton: Automaton, texts: Iterable<string>): string[] {
  const found: string[] = [];
  for (const text of texts) {
    const wrong = difference(automaton, text);
    if (wrong !== '' && found.length < 10) found.push(wrong);
  }
  return found;
}

describe('the offsets a run records', () => {
  test.each(RULES)('%s has marks', (_, automaton) => {
    expect(componentMarks(automaton)).not.toBeNull();
  });

  test.each(RULES)('%s: every string of up to 5 delimiters and letters', (_, automaton) => {
    // The characters the split tells apart, and a letter, a digit and a hex letter of each kind
    // of host: every way of putting them together up to five long (about 100,000 strings).
    const alphabet = ['a', '1', ':', '/', '?', '#', '@', '[', ']', 'v'];
    let texts = [''];
    for (let length = 1; length <= 5; length++) {
      texts = texts.flatMap((text) => alphabet.map((c) => text + c));
      expect(differences(automaton, texts)).toEqual([]);
    }
  });

  test.each(RULES)('%s: the samples and their mutations', (_, automaton) => {
    expect(differences(automaton, ALL_SAMPLES)).toEqual([]);
    fc.assert(
      fc.property(fc.oneof(inputFor('URI-reference'), anyReference, anyUri), (text) => {
        expect(difference(automaton, text)).toBe('');
      }),
      runParameters(1000 * SCALE),
    );
  });

  test('IRIs, zones and surrogate pairs', () => {
    const iri = rfc3987.automaton('IRI-reference');
    const zoned = rfc6874.automaton('URI-reference');
    const iris = [
      'http://é.example/ü?ö#ä',
      'http://u:é@[::1]:8/\u{10000}?\u{E000}',
      '//é:1',
      'aé/b:c',
    ];
    const zones = ['http://[fe80::1%25eth0]:80/', '//u@[fe80::a%25en%2F1]/p?q#f'];
    // Valid, so that their records are compared.
    for (const text of iris) expect(iri.accepts(text)).toBe(true);
    for (const text of zones) expect(zoned.accepts(text)).toBe(true);
    expect(differences(iri, iris)).toEqual([]);
    expect(differences(zoned, zones)).toEqual([]);
  });
});
