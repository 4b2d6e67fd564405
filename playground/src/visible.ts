/**
 * How the playground shows characters that a browser would draw as nothing, as whitespace, or
 * as a look-alike of an ASCII letter: the input is cut into runs, and every character outside
 * printable ASCII becomes a run of its own with a visible stand-in and its code point.
 *
 * - C0 controls, the space and DEL become their ASCII abbreviations (U+0009 is `HT`, U+0020
 *   `SP`), which the page draws boxed. Abbreviations rather than Unicode's Control Pictures
 *   ("␉"): many fonts, Debian's DejaVu among them, have no glyph for those.
 * - Non-ASCII characters that draw as something keep their glyph; the page boxes them so a
 *   Cyrillic "а" cannot pass for a Latin "a".
 * - Non-ASCII characters that draw as nothing or move other text (format and bidi controls
 *   such as U+202E, separators, combining marks, private use, unassigned) and lone surrogates
 *   are written as their code point, `U+202E`, never raw.
 *
 * Offsets are UTF-16 code units, as the library's offsets are.
 */

export type RunKind = 'plain' | 'control' | 'space' | 'non-ascii' | 'invisible' | 'surrogate';

export interface Run {
  readonly kind: RunKind;
  /** UTF-16 offsets into the text: the run stands for `text.slice(start, end)`. */
  readonly start: number;
  readonly end: number;
  /** What the page draws. */
  readonly shown: string;
  /** The code point, `U+0009`, for every kind but `plain`. */
  readonly codePoint?: string;
}

/** Printable ASCII, shown as it is: "!" to "~". */
const PLAIN_RUN = /[\x21-\x7e]+/y;

/**
 * Non-ASCII code points that draw as nothing, as blank, over the previous character, or that
 * reorder text: other (Cc, Cf, Cs, Co, Cn), separators (Z*), marks (M*).
 */
const DRAWS_AS_NOTHING_OR_MOVES_TEXT = /^[\p{C}\p{Z}\p{M}]$/u;

export function codePointLabel(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The runs of `text.slice(start, end)`; plain runs are as long as they can be. */
export function visibleRuns(text: string, start = 0, end = text.length): Run[] {
  const runs: Run[] = [];
  let at = start;
  while (at < end) {
    PLAIN_RUN.lastIndex = at;
    const plain = PLAIN_RUN.exec(text);
    if (plain) {
      const runEnd = Math.min(end, at + plain[0].length);
      runs.push({ kind: 'plain', start: at, end: runEnd, shown: text.slice(at, runEnd) });
      at = runEnd;
      continue;
    }
    const code = text.codePointAt(at)!;
    // A pair counts as one character only when both halves are inside the range shown.
    const width = code > 0xffff && at + 2 <= end ? 2 : 1;
    const unit = width === 2 ? code : text.charCodeAt(at);
    runs.push(special(unit, at, at + width));
    at += width;
  }
  return runs;
}

/** The ASCII abbreviations of the C0 controls (ISO 646, as Unicode's Control Pictures name them). */
const C0_ABBREVIATIONS = [
  'NUL',
  'SOH',
  'STX',
  'ETX',
  'EOT',
  'ENQ',
  'ACK',
  'BEL',
  'BS',
  'HT',
  'LF',
  'VT',
  'FF',
  'CR',
  'SO',
  'SI',
  'DLE',
  'DC1',
  'DC2',
  'DC3',
  'DC4',
  'NAK',
  'SYN',
  'ETB',
  'CAN',
  'EM',
  'SUB',
  'ESC',
  'FS',
  'GS',
  'RS',
  'US',
];

function special(code: number, start: number, end: number): Run {
  const codePoint = codePointLabel(code);
  if (code < 0x20)
    return { kind: 'control', start, end, shown: C0_ABBREVIATIONS[code]!, codePoint };
  if (code === 0x20) return { kind: 'space', start, end, shown: 'SP', codePoint };
  if (code === 0x7f) return { kind: 'control', start, end, shown: 'DEL', codePoint };
  if (code >= 0xd800 && code <= 0xdfff)
    return { kind: 'surrogate', start, end, shown: codePoint, codePoint };
  const character = String.fromCodePoint(code);
  if (DRAWS_AS_NOTHING_OR_MOVES_TEXT.test(character)) {
    return { kind: 'invisible', start, end, shown: codePoint, codePoint };
  }
  return { kind: 'non-ascii', start, end, shown: character, codePoint };
}

/**
 * `text` as plain text (where no box can be drawn) with every special character but the space
 * replaced by its stand-in in angle brackets: `java⟨HT⟩script`.
 */
export function visibleText(text: string): string {
  return visibleRuns(text)
    .map((run) =>
      run.kind === 'plain' || run.kind === 'space' || run.kind === 'non-ascii'
        ? text.slice(run.start, run.end)
        : `\u27e8${run.shown}\u27e9`,
    )
    .join('');
}

export interface NotableCharacter {
  readonly offset: number;
  readonly codePoint: string;
  readonly shown: string;
  readonly kind: Exclude<RunKind, 'plain'>;
}

/** The first `limit` characters of `text` outside printable ASCII, and how many there are. */
export function notableCharacters(
  text: string,
  limit: number,
): { readonly listed: NotableCharacter[]; readonly total: number } {
  const listed: NotableCharacter[] = [];
  let total = 0;
  for (const run of visibleRuns(text)) {
    if (run.kind === 'plain') continue;
    total++;
    if (listed.length < limit) {
      listed.push({
        offset: run.start,
        codePoint: run.codePoint!,
        shown: run.shown,
        kind: run.kind,
      });
    }
  }
  return { listed, total };
}
