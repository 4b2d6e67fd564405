/**
 * Character classes, the automata's second layer: the characters every position treats alike
 * share a class, so a table row is as wide as the classes, not the alphabet. ASCII has a
 * 128-entry table; above U+007F, classes of the segments between interval bounds.
 */
import { ASCII_LIMIT, type Interval, MAX_CODE_POINT, inIntervals } from './code-points';

/** How code points above U+007F map to classes: segment starts and the class of each segment. */
export interface NonAsciiClasses {
  readonly starts: Int32Array;
  readonly classes: Uint8Array;
}

/** A key for a signature: which of the distinct sets hold a character. */
function signatureOf(sets: readonly Interval[][], code: number): string {
  let signature = '';
  for (const set of sets) signature += inIntervals(set, code) ? '1' : '0';
  return signature;
}

export interface Classes {
  readonly classOf: Uint8Array;
  readonly count: number;
  /** Null when no set holds a code point above U+007F. */
  readonly nonAscii: NonAsciiClasses | null;
  /** A code point of each class, to test which positions accept the class. */
  readonly representatives: readonly number[];
}

/**
 * Characters that every position treats alike share a class, to keep the table narrow. ASCII
 * characters are classed one by one; above U+007F the code points between two consecutive
 * interval bounds are treated alike, so each such segment gets the class of its first code point.
 */
export function characterClasses(sets: readonly Interval[][]): Classes {
  const distinct = new Map<string, Interval[]>();
  for (const set of sets) distinct.set(JSON.stringify(set), set);
  const unique = [...distinct.values()];
  const bySignature = new Map<string, number>();
  const representatives: number[] = [];
  const classFor = (code: number): number => {
    const signature = signatureOf(unique, code);
    let id = bySignature.get(signature);
    if (id === undefined) {
      id = bySignature.size;
      bySignature.set(signature, id);
      representatives.push(code);
    }
    return id;
  };
  const classOf = new Uint8Array(ASCII_LIMIT);
  for (let c = 0; c < ASCII_LIMIT; c++) classOf[c] = classFor(c);

  const bounds = new Set<number>();
  for (const set of unique) {
    for (const [low, high] of set) {
      if (high < ASCII_LIMIT) continue;
      bounds.add(Math.max(low, ASCII_LIMIT));
      if (high < MAX_CODE_POINT) bounds.add(high + 1);
    }
  }
  let nonAscii: NonAsciiClasses | null = null;
  if (bounds.size > 0) {
    const starts = [ASCII_LIMIT, ...[...bounds].filter((b) => b > ASCII_LIMIT)].sort(
      (a, b) => a - b,
    );
    nonAscii = {
      starts: Int32Array.from(starts),
      classes: Uint8Array.from(starts.map(classFor)),
    };
  }
  if (bySignature.size > 255) throw new Error('automaton: too many character classes');
  return { classOf, count: bySignature.size, nonAscii, representatives };
}
