/**
 * Inputs for the grammars whose terminals are code points (RFC 3987, and RFC 6874 on non-ASCII
 * input): the code points on both sides of every range edge RFC 3987 section 2.2 names, lone
 * surrogates, and a generator that mixes them with ASCII pieces and mutations of valid samples.
 */
import fc from 'fast-check';

/** A string holding the one code point `code` (one or two UTF-16 units). */
export const cp = (code: number): string => String.fromCodePoint(code);

/**
 * Both sides of each edge of `ucschar` and `iprivate` (RFC 3987 2.2): the last code point of a
 * range and the first after it, the last before a range and its first. The surrogates between
 * U+D7FF and U+E000 are in `LONE_SURROGATES`.
 */
export const EDGE_CODE_POINTS: readonly number[] = [
  0x7e, 0x7f, 0x80, 0x9f, 0xa0, 0xe9, 0xd7ff, 0xe000, 0xf8ff, 0xf900, 0xfdcf, 0xfdd0, 0xfdef,
  0xfdf0, 0xffef, 0xfff0, 0xfffd, 0xfffe, 0xffff, 0x10000, 0x1fffd, 0x1fffe, 0x1ffff, 0x20000,
  0xdfffd, 0xdfffe, 0xe0000, 0xe0fff, 0xe1000, 0xefffd, 0xefffe, 0xf0000, 0xffffd, 0xffffe,
  0x100000, 0x10fffd, 0x10fffe, 0x10ffff,
];

/** The edge code points as strings. */
export const EDGE_CHARACTERS: readonly string[] = EDGE_CODE_POINTS.map(cp);

/**
 * Surrogates that are not half of a pair: each end of the high and low ranges alone, and a low
 * before a high (a reversed pair, which is two lone surrogates). A high piece followed by a low
 * piece in a generated string does make a pair: that case is wanted too.
 */
export const LONE_SURROGATES: readonly string[] = [
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  '\uDC00\uD800',
];

/** Characters that are whole characters or lone surrogates, for one-character edits. */
export const NON_ASCII_EDITS: readonly string[] = [
  ...EDGE_CHARACTERS,
  ...LONE_SURROGATES.slice(0, 4),
  cp(0x1f600),
];

type Edit = {
  readonly kind: 'insert' | 'delete' | 'replace';
  readonly at: number;
  readonly ch: string;
};

/** Applies an edit at a UTF-16 index: an edit may split a pair, leaving a lone surrogate. */
function applyEdit(text: string, { kind, at, ch }: Edit): string {
  if (kind === 'insert' || text.length === 0) {
    const i = at % (text.length + 1);
    return text.slice(0, i) + ch + text.slice(i);
  }
  const i = at % text.length;
  return text.slice(0, i) + (kind === 'replace' ? ch : '') + text.slice(i + 1);
}

/**
 * The input mix of a grammar's differential and error properties: strings of `pieces`, mutations
 * of the rule's own samples and of all samples (edits drawn from the pieces' characters and the
 * non-ASCII edges), the samples themselves, and a sample followed by pieces and another sample.
 */
export function inputMix<Name extends string>(
  samples: Readonly<Record<Name, readonly string[]>>,
  pieces: readonly string[],
): { pieceString: fc.Arbitrary<string>; inputFor: (rule: Name) => fc.Arbitrary<string> } {
  const allSamples = [...new Set(Object.values<readonly string[]>(samples).flat())];
  const editCharacters = [...new Set([...[...pieces.join('')], ...NON_ASCII_EDITS])];
  const edit: fc.Arbitrary<Edit> = fc.record({
    kind: fc.constantFrom('insert' as const, 'delete' as const, 'replace' as const),
    at: fc.nat(),
    ch: fc.constantFrom(...editCharacters),
  });
  const mutationOf = (from: readonly string[]): fc.Arbitrary<string> =>
    fc
      .tuple(fc.constantFrom(...from), fc.array(edit, { minLength: 1, maxLength: 2 }))
      .map(([sample, edits]) => edits.reduce(applyEdit, sample));
  const pieceString = fc
    .array(fc.constantFrom(...pieces), { maxLength: 12 })
    .map((parts) => parts.join(''));
  const inputFor = (rule: Name): fc.Arbitrary<string> =>
    fc.oneof(
      { weight: 4, arbitrary: pieceString },
      { weight: 3, arbitrary: mutationOf(samples[rule]) },
      { weight: 1, arbitrary: mutationOf(allSamples) },
      { weight: 1, arbitrary: fc.constantFrom(...samples[rule]) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom(...samples[rule]), pieceString, fc.constantFrom(...allSamples))
          .map((parts) => parts.join('')),
      },
    );
  return { pieceString, inputFor };
}

/** Whether `text` holds a surrogate that is not half of a pair. */
export function hasLoneSurrogate(text: string): boolean {
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

/** Whether `text` holds a character outside ASCII (a lone surrogate counts). */
export function hasNonAscii(text: string): boolean {
  return /[^\0-\x7f]/.test(text);
}
