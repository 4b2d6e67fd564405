/**
 * The naive one-thread line loop issue 28 compares `check --only valid` with: Node's readline
 * over the file, `URL.canParse` on each line, the valid lines written to stdout in batches.
 * Run by cli-throughput.ts: `node naive-canparse.cjs FILE > /dev/null`.
 */
'use strict';

const fs = require('node:fs');
const readline = require('node:readline');

async function main() {
  const lines = readline.createInterface({
    input: fs.createReadStream(process.argv[2]),
    crlfDelay: Infinity,
  });
  let valid = [];
  for await (const line of lines) {
    if (!URL.canParse(line)) continue;
    valid.push(line);
    if (valid.length === 1000) {
      process.stdout.write(`${valid.join('\n')}\n`);
      valid = [];
    }
  }
  if (valid.length > 0) process.stdout.write(`${valid.join('\n')}\n`);
}

void main();
