/** Smoke test of the benchmark's inputs (the benchmark itself is `npm run bench`, not a test). */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { generateCorpus, generateReferences } from './bench/generated';

const corpusFile = path.join(__dirname, 'bench', 'corpus', 'realistic.txt');

describe('benchmark corpus', () => {
  const lines = fs.existsSync(corpusFile)
    ? fs.readFileSync(corpusFile, 'utf8').replace(/\n$/, '').split('\n')
    : [];

  test('the realistic corpus exists and has at least 300 lines', () => {
    expect(fs.existsSync(corpusFile)).toBe(true);
    expect(lines.length).toBeGreaterThanOrEqual(300);
  });

  test('the realistic corpus has no duplicate or empty lines', () => {
    expect(lines.filter((line) => line === '')).toEqual([]);
    const seen = new Set<string>();
    const duplicates = lines.filter((line) => seen.size === seen.add(line).size);
    expect(duplicates).toEqual([]);
  });
});

describe('benchmark generator', () => {
  test('is deterministic: the same seed gives the same strings', () => {
    const first = generateReferences();
    expect(generateReferences()).toEqual(first);
    expect(generateCorpus(200, 7)).toEqual(generateCorpus(200, 7));
    expect(first).toHaveLength(1000);
  });

  test('another seed gives other strings, with both valid and invalid ones', () => {
    expect(generateCorpus(50, 1)).not.toEqual(generateCorpus(50, 2));
    const references = generateReferences();
    expect(references.some((reference) => reference.valid)).toBe(true);
    expect(references.some((reference) => !reference.valid)).toBe(true);
  });
});
