// Test order for `npm test` and `npm run test:quick` (jest.config.ts's `testSequencer`): the
// longest files first, so that the run does not end on one long file with a core idle.
//
// Jest's own sequencer does that only with the timings its cache kept from an earlier run; in a
// fresh clone (CI, a new user) it has none and orders by file size, which put the 6 s
// conformance vectors and the 3 s CLI regressions wherever their bytes fell. Here each file's
// expected time is, first, what jest's cache measured (as jest's sequencer reads it); else the
// seconds test/support/test-weights.json gives it (measured, `node test/support/test-weights.cjs`
// writes them from a run); else UNKNOWN_SECONDS, so that a new file runs before the known short
// ones. Files that failed last time go first, as with jest's sequencer; ties go by path, so the
// order is the same on every machine.
'use strict';
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const WEIGHTS = require('./test-weights.json');

/** A guess for a file in neither the cache nor test-weights.json: about a median file's time. */
const UNKNOWN_SECONDS = 1;

/** The file's path from the repository root, with forward slashes: how test-weights.json names it. */
function relativePath(test) {
  return path.relative(test.context.config.rootDir, test.path).split(path.sep).join('/');
}

class SlowFirstSequencer extends Sequencer {
  /** Expected milliseconds: jest's cache, else test-weights.json, else UNKNOWN_SECONDS. */
  expected(test) {
    const cached = this.time(test);
    if (cached !== undefined && cached > 0) return cached;
    const seconds = WEIGHTS.seconds[relativePath(test)];
    return 1000 * (seconds ?? UNKNOWN_SECONDS);
  }

  sort(tests) {
    const keyed = tests.map((test) => ({
      test,
      failed: this.hasFailed(test) ? 0 : 1,
      expected: this.expected(test),
      path: relativePath(test),
    }));
    keyed.sort(
      (a, b) =>
        a.failed - b.failed ||
        b.expected - a.expected ||
        (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
    );
    return keyed.map(({ test }) => {
      // What jest's reporters and its run-in-band decision read, as its own sequencer sets it.
      test.duration = this.time(test);
      return test;
    });
  }
}

module.exports = SlowFirstSequencer;
module.exports.UNKNOWN_SECONDS = UNKNOWN_SECONDS;
