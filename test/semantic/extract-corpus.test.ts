/**
 * Issue 30's evidence: recall and precision of `extract` on a corpus labelled at test time from
 * node_modules (see test/support/link-corpus.ts), against linkify-it on the same files. The
 * goal: recall >= 0.99 on Markdown and HTML link targets, precision >= 0.99, both at or above
 * linkify-it's. `npx ts-node --transpile-only test/bench/link-corpus.ts` prints the table.
 */
import { join } from 'node:path';
import { type CorpusFile, type Row, buildCorpus, colonWords, report } from '../support/link-corpus';

let files: CorpusFile[];
let rows: Row[];

beforeAll(() => {
  files = buildCorpus(join(__dirname, '../../node_modules'));
  rows = report(files);
}, 120_000);

const row = (part: string, tool: string): Row =>
  rows.find((candidate) => candidate.part === part && candidate.tool === tool)!;

describe('the corpus from node_modules', () => {
  test('is big enough to measure: hundreds of files, thousands of labels and colon words', () => {
    const count = (format: string): number => files.filter((file) => file.format === format).length;
    expect(count('markdown')).toBeGreaterThan(200);
    expect(count('source')).toBeGreaterThan(200);
    expect(row('Markdown link targets', 'extract').score.labels).toBeGreaterThan(2000);
    expect(row('HTML href and src', 'extract').score.labels).toBeGreaterThan(200);
    expect(row('source and CSS', 'extract').score.colonWords).toBeGreaterThan(5000);
  });

  test('colon words are labelled by what they read as, from their scheme', () => {
    const labels = (text: string): boolean[] => colonWords(text).map((word) => word.link);
    expect(labels('util.c:330 std::vector a:hover (https://x.example) mailto:a@b.example')).toEqual(
      [false, false, false, true, true],
    );
  });
});

describe('extract on it', () => {
  test.each(['Markdown link targets', 'HTML href and src'])('recall >= 0.99 on %s', (part) => {
    expect(row(part, 'extract').score.recall).toBeGreaterThanOrEqual(0.99);
  });

  test.each(['READMEs', 'HTML files', 'source and CSS'])('precision >= 0.99 on %s', (part) => {
    expect(row(part, 'extract').score.precision).toBeGreaterThanOrEqual(0.99);
  });

  test.each([
    ['Markdown link targets', 'recall'],
    ['HTML href and src', 'recall'],
    ['READMEs', 'precision'],
    ['HTML files', 'precision'],
    ['source and CSS', 'precision'],
  ] as const)('%s: %s at or above linkify-it, either way it is set up', (part, measure) => {
    const ours = row(part, 'extract').score[measure];
    expect(ours).toBeGreaterThanOrEqual(row(part, 'linkify-it, schemes only').score[measure]);
    expect(ours).toBeGreaterThanOrEqual(row(part, 'linkify-it, defaults').score[measure]);
  });
});
