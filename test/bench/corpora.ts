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
