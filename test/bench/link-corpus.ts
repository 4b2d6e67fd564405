/**
 * Prints issue 30's table: recall and precision of `extract` and linkify-it on the corpus built
 * from node_modules (test/support/link-corpus.ts). The test (test/semantic/extract-corpus.test.ts)
 * checks the same figures against the goal; this shows them.
 *
 *   npx ts-node --transpile-only test/bench/link-corpus.ts [--json]
 */
import { join } from 'node:path';
import { SOURCE_SAMPLE_RATE, buildCorpus, report } from '../support/link-corpus';

const files = buildCorpus(join(__dirname, '../../node_modules'));
const rows = report(files);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const count = (format: string): string => {
    const subset = files.filter((file) => file.format === format);
    const chars = subset.reduce((sum, file) => sum + file.text.length, 0);
    return `${subset.length} files, ${(chars / 1e6).toFixed(1)} M characters`;
  };
  console.log(`READMEs: ${count('markdown')}; HTML: ${count('html')}`);
  console.log(`source and CSS (1 in ${SOURCE_SAMPLE_RATE} source files): ${count('source')}`);
  const unlabelled = files.reduce(
    (sum, file) => ({
      relative: sum.relative + file.unlabelled.relative,
      invalid: sum.invalid + file.unlabelled.invalid,
      changed: sum.changed + file.unlabelled.changed,
    }),
    { relative: 0, invalid: 0, changed: 0 },
  );
  console.log(`targets left out of recall: ${JSON.stringify(unlabelled)}\n`);
  console.log('| part | tool | labels | found | recall | answers | correct | precision |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const { part, tool, score } of rows) {
    // The first two parts measure recall (their labels), the others precision (their files).
    const recallRow = part.includes('link targets') || part.includes('href');
    const cells = recallRow
      ? [score.labels, score.found, score.recall.toFixed(4), '', '', '']
      : ['', '', '', score.answers, score.correct, score.precision.toFixed(4)];
    console.log(`| ${part} | ${tool} | ${cells.join(' | ')} |`);
  }
}
