/**
 * How the playground shows characters (playground/src/visible.ts): runs cover the text exactly,
 * and nothing it draws is a control, a format or bidi character, a separator other than the
 * plain space, or a lone surrogate.
 */
import fc from 'fast-check';
import { notableCharacters, visibleRuns, visibleText } from '../../playground/src/visible';
import { SCALE, runParameters } from '../support/arbitraries';

/** What must never reach the page raw. */
const UNSAFE =
  /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{M}\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/u;

const anyText = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 0xffff }),
      fc.integer({ min: 0, max: 0x7f }),
      fc.constantFrom(0x09, 0x20, 0x7f, 0x202e, 0x200b, 0xfeff, 0xd83d, 0xde00, 0x0301),
    ),
    { maxLength: 30 },
  )
  .map((units) => String.fromCharCode(...units));

describe('visibleRuns', () => {
  it.each([
    ['\t', 'control', 'HT', 'U+0009'],
    ['\u0000', 'control', 'NUL', 'U+0000'],
    ['\r', 'control', 'CR', 'U+000D'],
    ['\u007f', 'control', 'DEL', 'U+007F'],
    [' ', 'space', 'SP', 'U+0020'],
    ['\u00e9', 'non-ascii', '\u00e9', 'U+00E9'],
    ['\u0430', 'non-ascii', '\u0430', 'U+0430'],
    ['\ud83d\ude00', 'non-ascii', '\ud83d\ude00', 'U+1F600'],
    ['\u202e', 'invisible', 'U+202E', 'U+202E'],
    ['\u200b', 'invisible', 'U+200B', 'U+200B'],
    ['\u00a0', 'invisible', 'U+00A0', 'U+00A0'],
    ['\u0301', 'invisible', 'U+0301', 'U+0301'],
    ['\ud800', 'surrogate', 'U+D800', 'U+D800'],
    ['\udc00', 'surrogate', 'U+DC00', 'U+DC00'],
  ])('%j is a %s run shown as %s (%s)', (text, kind, shown, codePoint) => {
    expect(visibleRuns(text)).toEqual([{ kind, start: 0, end: text.length, shown, codePoint }]);
  });

  it('keeps printable ASCII in one run', () => {
    expect(visibleRuns('java\tscript:x')).toEqual([
      { kind: 'plain', start: 0, end: 4, shown: 'java' },
      { kind: 'control', start: 4, end: 5, shown: 'HT', codePoint: 'U+0009' },
      { kind: 'plain', start: 5, end: 13, shown: 'script:x' },
    ]);
  });

  it('does not join a pair cut by the range', () => {
    const text = 'a\ud83d\ude00';
    expect(visibleRuns(text, 0, 2).map((run) => run.kind)).toEqual(['plain', 'surrogate']);
    expect(visibleRuns(text, 2).map((run) => run.kind)).toEqual(['surrogate']);
  });

  it('covers any text with contiguous runs and draws nothing unsafe', () => {
    fc.assert(
      fc.property(anyText, fc.nat(), fc.nat(), (text, a, b) => {
        const start = Math.min(a, b) % (text.length + 1);
        const end = Math.max(start, Math.max(a, b) % (text.length + 1));
        const runs = visibleRuns(text, start, end);
        let at = start;
        for (const run of runs) {
          expect(run.start).toBe(at);
          expect(run.end).toBeGreaterThan(run.start);
          expect(UNSAFE.test(run.shown)).toBe(false);
          if (run.kind === 'plain') expect(run.shown).toBe(text.slice(run.start, run.end));
          at = run.end;
        }
        expect(at).toBe(end);
        expect(UNSAFE.test(visibleText(text.slice(start, end)))).toBe(false);
      }),
      runParameters(3000 * SCALE),
    );
  });
});

describe('visibleText and notableCharacters', () => {
  it('brackets stand-ins in plain text', () => {
    expect(visibleText('java\tscript: a\u202eb\u00e9')).toBe(
      'java\u27e8HT\u27e9script: a\u27e8U+202E\u27e9b\u00e9',
    );
  });

  it('lists the characters outside printable ASCII with their offsets', () => {
    expect(notableCharacters('a\tb \u00e9\ud800', 2)).toEqual({
      listed: [
        { offset: 1, codePoint: 'U+0009', shown: 'HT', kind: 'control' },
        { offset: 3, codePoint: 'U+0020', shown: 'SP', kind: 'space' },
      ],
      total: 4,
    });
  });
});
