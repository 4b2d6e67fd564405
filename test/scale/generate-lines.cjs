/**
 * Writes N generated lines to stdout for the memory test (memory.test.ts), never holding more
 * than one 64 KB chunk: the input can be far larger than anything the test keeps. Every tenth
 * line is invalid, in one of five ways; the others are valid URIs of 60 to 100 bytes.
 *
 *   node test/scale/generate-lines.cjs N
 */
'use strict';

const count = Number(process.argv[2]);
if (!Number.isInteger(count) || count < 0) {
  process.stderr.write('usage: node generate-lines.cjs N\n');
  process.exit(2);
}

const INVALID = [
  (i) => `http://example.com/bad path ${i}`,
  (i) => `http://example.com:80x/${i}`,
  (i) => `http://example.com/%zz/${i}`,
  (i) => `http://[::1/${i}`,
  (i) => `http://example.com/${i}#a#b`,
];

function line(i) {
  if (i % 10 === 0) return INVALID[(i / 10) % INVALID.length](i);
  return `https://host${i % 997}.example.com/path/${i}/segment?query=${i}&k=v#fragment-${i % 89}`;
}

let i = 0;
function write() {
  while (i < count) {
    let chunk = '';
    while (i < count && chunk.length < 65536) chunk += `${line(i++)}\n`;
    // Wait for the reader when the pipe is full: the generator streams, it never piles up.
    if (!process.stdout.write(chunk)) {
      process.stdout.once('drain', write);
      return;
    }
  }
}
write();
