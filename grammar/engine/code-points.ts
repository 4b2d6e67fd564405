/**
 * Characters are Unicode code points (RFC 5234 section 2.3: terminals are non-negative integers;
 * RFC 3987 section 2.2: "Terminals in the ABNF are characters, not bytes").
 *
 * JavaScript strings are UTF-16: a code point above U+FFFF is a surrogate pair, which is one
 * character here, and a surrogate that is not half of a pair is no character at all: no rule of
 * any grammar accepts it. Offsets stay UTF-16 indices, so `text.slice(start, end)` works on them.
 */

export const MAX_CODE_POINT = 0x10ffff;

/** The first code point past ASCII: below it, characters are looked up in a 128-entry table. */
export const ASCII_LIMIT = 0x80;

/** `[low, high]`, both included. */
export type Interval = readonly [low: number, high: number];

/** Returned by `codePointAt` for a surrogate that is not half of a pair. */
export const LONE_SURROGATE = -1;

/*
 * Reading a caller's string. The loops and parses over input call string methods as
 * `String.prototype.charCodeAt.call(text, i)`, not `text.charCodeAt(i)`, and read `text.length`
 * once per call. A method call first looks the method up on the string, and V8 keys that lookup
 * by the string's representation: flat, a slice or a concatenation, one or two bytes a character,
 * internalized or thin. Code that meets five of them before it is optimized, as a service's does,
 * looks the method up in a megamorphic cache at every use from then on: `isValid` took 3.5 to 4.7
 * times as long, its loop doing it twice a character (issue 28; docs/performance.md). The
 * function reached from the global `String` is a constant to V8, which inlines the call as it
 * inlines the method, whatever the string. It must be reached that way: a module's own
 * `const charCodeAt = String.prototype.charCodeAt` is a constant in tsc's CommonJS output but a
 * `var` in esbuild's bundles, where the call was then a full call a character. Lint holds the hot
 * files to this (eslint.config.mjs).
 */

/**
 * `text.slice(start, end)`, read as above. A function of its own, which V8 inlines: written out,
 * each call is three property reads more of bytecode, and V8 inlines a function, and a chain of
 * calls, only up to a size in bytecode (460 and 920 bytes in Node 20).
 */
export function sliceOf(text: string, start: number, end: number): string {
  return String.prototype.slice.call(text, start, end);
}

/** The code point that starts at UTF-16 index `i` (which must be inside `text`), or `LONE_SURROGATE`. */
export function codePointAt(text: string, i: number): number {
  const code = String.prototype.charCodeAt.call(text, i);
  if (code < 0xd800 || code > 0xdfff) return code;
  if (code > 0xdbff) return LONE_SURROGATE;
  const low = String.prototype.charCodeAt.call(text, i + 1);
  if (!(low >= 0xdc00 && low <= 0xdfff)) return LONE_SURROGATE;
  return ((code - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
}

/** How many UTF-16 code units the code point `code` takes: 1 or 2. */
export function widthOf(code: number): number {
  return code > 0xffff ? 2 : 1;
}

/** Sorted, merged, disjoint intervals: the normal form every set of characters is kept in. */
export function normalizeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [low, high] of sorted) {
    if (low > high || low < 0 || high > MAX_CODE_POINT) {
      throw new RangeError(`not a code-point interval: ${low}-${high}`);
    }
    const last = merged[merged.length - 1];
    if (last && low <= last[1] + 1) last[1] = Math.max(last[1], high);
    else merged.push([low, high]);
  }
  return merged;
}

/** Whether `code` lies in one of the normalized `intervals`: a binary search. */
export function inIntervals(intervals: readonly Interval[], code: number): boolean {
  let low = 0;
  let high = intervals.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const interval = intervals[middle]!;
    if (code < interval[0]) high = middle - 1;
    else if (code > interval[1]) low = middle + 1;
    else return true;
  }
  return false;
}

/** `U+00E9`, as messages and labels write a code point. */
export function codePointName(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}
