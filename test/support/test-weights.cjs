// Writes test/support/test-weights.json, the seconds each test file took, which the slow-first
// sequencer (slow-first-sequencer.cjs) orders files by when jest's cache has no timings of its own
// (a fresh clone). From a run's JSON report, on a quiet machine with jest's default 2 workers:
//
//   npx jest --json --outputFile=/tmp/run.json; node test/support/test-weights.cjs /tmp/run.json
//
// Files the run did not include keep the seconds they had (a `--selectProjects quick` run updates
// the quick tier's only); names of files that no longer exist are dropped.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');
const FILE = path.join(__dirname, 'test-weights.json');

function main([report]) {
  if (report === undefined) {
    console.error('usage: node test/support/test-weights.cjs <jest --json report>');
    process.exit(2);
  }
  const { testResults } = JSON.parse(fs.readFileSync(report, 'utf8'));
  const old = JSON.parse(fs.readFileSync(FILE, 'utf8'));
  const seconds = { ...old.seconds };
  for (const result of testResults) {
    const name = path.relative(ROOT, result.name).split(path.sep).join('/');
    seconds[name] = Math.round((result.endTime - result.startTime) / 100) / 10;
  }
  const kept = {};
  for (const name of Object.keys(seconds).sort()) {
    if (fs.existsSync(path.join(ROOT, name))) kept[name] = seconds[name];
  }
  fs.writeFileSync(FILE, `${JSON.stringify({ ...old, seconds: kept }, null, 2)}\n`);
  console.log(`${Object.keys(kept).length} files in ${path.relative(ROOT, FILE)}`);
}

if (require.main === module) main(process.argv.slice(2));
