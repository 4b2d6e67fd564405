/**
 * Membership tests from precompiled tables: the minimal automaton of a rule, written at build
 * time as text (scripts/generate-grammar-data.ts, into src/tables/formats.ts) and run by the one
 * loop below. No grammar is built and no parser is loaded, so a bundle that only validates
 * (`import { isUri } from 'uri-grammar/formats'`) carries the tables and this file.
 *
 * The tables are the engine's own minimal automaton, read off it (`Automaton.membershipTables`)
 * and decoded the first time a predicate runs: test/tables/dfa.test.ts holds each one to the
 * engine's, entry for entry, and the predicates to the engine's `isValid` on generated strings.
 */

/** Base 64 digits, so a table is a plain string literal (no escapes) that gzip packs well. */
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One rule's minimal automaton as the build writes it. */
export interface EncodedDfa {
  /** Which grammar and rule it recognizes, as `grammar(name).isValid(rule, …)` names them. */
  readonly grammar: string;
  readonly rule: string;
  readonly classes: number;
  /** The start state (the dead state is 0). */
  readonly start: number;
  /** Digits per number in `classOf`, `next` and `nonAsciiClasses`. */
  readonly width: number;
  /** The class of each ASCII character, 128 numbers. */
  readonly classOf: string;
  /** Row after row, per state and class, the next state. */
  readonly next: string;
  readonly accepting: readonly number[];
  /** Above U+007F: where each segment starts, and its class; absent when the rule reads none. */
  readonly nonAsciiStarts?: readonly number[];
  readonly nonAsciiClasses?: string;
}

/** An automaton ready to run. */
export interface Dfa {
  readonly classes: number;
  readonly start: number;
  readonly classOf: Uint16Array;
  readonly next: Uint16Array;
  /** Per state, 1 when it accepts. */
  readonly accepting: Uint8Array;
  readonly nonAsciiStarts: readonly number[] | null;
  readonly nonAsciiClasses: Uint16Array | null;
}

/** The numbers a table's text holds, `width` digits each. */
export function decodeNumbers(text: string, width: number): Uint16Array {
  const numbers = new Uint16Array(text.length / width);
  for (let i = 0, k = 0; k < numbers.length; k++) {
    let value = 0;
    for (let d = 0; d < width; d++) value = value * 64 + DIGITS.indexOf(text[i++]!);
    numbers[k] = value;
  }
  return numbers;
}

/** The text of `numbers`, `width` digits each (what the build writes). */
export function encodeNumbers(numbers: readonly number[], width: number): string {
  let text = '';
  for (const value of numbers) {
    if (!(value >= 0 && value < 64 ** width)) throw new RangeError(`${value} needs more digits`);
    for (let d = width - 1; d >= 0; d--) text += DIGITS[Math.floor(value / 64 ** d) % 64];
  }
  return text;
}

export function decodeDfa(encoded: EncodedDfa): Dfa {
  const next = decodeNumbers(encoded.next, encoded.width);
  const accepting = new Uint8Array(next.length / encoded.classes);
  for (const state of encoded.accepting) accepting[state] = 1;
  return {
    classes: encoded.classes,
    start: encoded.start,
    classOf: decodeNumbers(encoded.classOf, encoded.width),
    next,
    accepting,
    nonAsciiStarts: encoded.nonAsciiStarts ?? null,
    nonAsciiClasses:
      encoded.nonAsciiClasses === undefined
        ? null
        : decodeNumbers(encoded.nonAsciiClasses, encoded.width),
  };
}

/** The class of a code point above U+007F (a binary search over the segments), or -1. */
function nonAsciiClass(dfa: Dfa, code: number): number {
  const starts = dfa.nonAsciiStarts;
  if (starts === null) return -1;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= code) low = middle;
    else high = middle - 1;
  }
  return dfa.nonAsciiClasses![low]!;
}

/**
 * Whether the whole of `text` is in the rule's language. Characters are code points: a
 * surrogate pair is one character, and a surrogate that is not half of a pair is in no rule.
 */
export function accepts(dfa: Dfa, text: string): boolean {
  const { classes, classOf, next } = dfa;
  let state = dfa.start;
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    let cls: number;
    if (code < 0x80) cls = classOf[code]!;
    else {
      if (code >= 0xd800 && code <= 0xdfff) {
        const low = text.charCodeAt(i + 1);
        if (code > 0xdbff || !(low >= 0xdc00 && low <= 0xdfff)) return false;
        code = ((code - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
        i++;
      }
      cls = nonAsciiClass(dfa, code);
      if (cls < 0) return false;
    }
    state = next[state * classes + cls]!;
    if (state === 0) return false;
  }
  return dfa.accepting[state] === 1;
}

/**
 * A type guard for `unknown` input over one table: false for anything that is not a string,
 * never a throw. The table is decoded at the first call.
 */
export function predicate(encoded: EncodedDfa): (value: unknown) => value is string {
  let dfa: Dfa | undefined;
  return (value: unknown): value is string =>
    typeof value === 'string' && accepts((dfa ??= decodeDfa(encoded)), value);
}
