/** Smoke test of the benchmark's inputs (the benchmark itself is `npm run bench`, not a test). */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { DEFAULT_COUNT, DEFAULT_SEED, generateCorpus, generateReferences } from './generated';
import { mulberry32 } from '../support/random';

const corpusFile = path.join(__dirname, 'corpus', 'realistic.txt');

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

describe('the shared seeded generator (test/support/random.ts)', () => {
  // Pinned: the figures in docs/performance.md (1,000 generated strings, 798 valid) and the
  // mutation sampler's line choices are only reproducible while this sequence stays the same.
  test('gives the Mulberry32 sequence', () => {
    const random = mulberry32(3986);
    expect([random(), random(), random()]).toEqual([
      0.6484905420802534, 0.7058056206442416, 0.36359936697408557,
    ]);
  });

  test('the bench corpus built from it is the documented one', () => {
    const references = generateReferences(DEFAULT_COUNT, DEFAULT_SEED);
    expect(references).toHaveLength(1000);
    expect(references.filter((reference) => reference.valid)).toHaveLength(798);
    expect(references[0]).toEqual({ text: '/9%C3%BC/as/src/x/GWS/logo.png?flag', valid: true });
  });
});
