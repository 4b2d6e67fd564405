/**
 * The bench's corpora, shared by bench.ts and string-kinds.ts: the hand-written realistic corpus,
 * the generated one, and the long strings of both.
 *
 * How V8 holds them matters to every parser measured. Each realistic line is a slice of the file's
 * string, which is two-byte (the file has non-ASCII lines), and each generated string is built by
 * concatenation. A string a service receives (from a socket, an HTTP header or `JSON.parse`) is
 * instead a flat string of its own, one-byte when it is ASCII: `flat` makes those.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { DEFAULT_COUNT, DEFAULT_SEED, generateReferences } from './generated';

export const corpusFile = path.join(__dirname, 'corpus', 'realistic.txt');
export const realistic = fs
  .readFileSync(corpusFile, 'utf8')
  .split('\n')
  .filter((line) => line !== '');
export const generatedReferences = generateReferences(DEFAULT_COUNT, DEFAULT_SEED);
export const generated = generatedReferences.map((reference) => reference.text);

/** Long URLs: the strings of both corpora over 100 characters (issue 16's third column). */
export const long = [...realistic, ...generated].filter((s) => s.length > 100);

export type CorpusName = 'realistic' | 'generated' | 'long';
export interface Corpus {
  readonly name: CorpusName;
  readonly strings: readonly string[];
}
export const corpora: readonly Corpus[] = [
  { name: 'realistic', strings: realistic },
  { name: 'generated', strings: generated },
  { name: 'long', strings: long },
];

/**
 * Copies of `strings`, each a flat sequential string of its own: `JSON.parse` makes a new string
 * from the characters it reads, one-byte when they all fit.
 */
export function flat(strings: readonly string[]): string[] {
  return strings.map((s) => JSON.parse(JSON.stringify(s)) as string);
}

/**
 * `text` in each representation V8 has for a string in the heap: flat one-byte (when it is ASCII)
 * and two-byte, internalized, a slice of a longer string, a concatenation, and a thin string (a
 * flat one that became a pointer to its internalized copy). A service meets several of them
 * (`JSON.parse`, a header, `slice`, a template literal): code whose first calls meet five or more
 * looks up each string method in a megamorphic cache, unless it calls the methods through `call`
 * ("Reading a caller's string", grammar/engine/code-points.ts).
 */
export function representations(text: string): string[] {
  const copy = (): string => JSON.parse(JSON.stringify(text)) as string;
  const internalized = Object.keys({ [copy()]: 0 })[0]!;
  const thin = copy();
  // Used as a key, a string equal to an internalized one becomes a thin string pointing at it.
  void { [thin]: 0 };
  const twoByte = JSON.parse(JSON.stringify(`\u0100${text}`)) as string;
  return [
    copy(),
    internalized,
    thin,
    `${'-'.repeat(16)}${text}`.slice(16),
    twoByte.slice(1),
    `${text.slice(0, text.length >> 1)}${text.slice(text.length >> 1)}`,
    `\u0100${text.slice(0, text.length >> 1)}`.slice(1) +
      `\u0100${text.slice(text.length >> 1)}`.slice(1),
  ];
}
