// Test order for mutation runs (stryker.config.json), not for `npm test`.
//
// Stryker runs every test against a static mutant (one in module-level rule data, such as an
// ABNF string or a character range), and stops at the first failing suite (jest `bail`). Jest's
// own order runs the slowest suites first, so a mutant that test/grammars/rfc3986/rules.test.ts kills in 0.4 s
// waited for the 5 s error-offset property suite first. Here: the suite that failed last time
// first (neighbouring mutants tend to die in the same suite), then the fastest known suites,
// then the rest from the smallest file up.
const Sequencer = require('@jest/test-sequencer').default;

class FastFirstSequencer extends Sequencer {
  sort(tests) {
    const size = (test) => test.context.hasteFS.getSize(test.path) ?? 0;
    const keyed = tests.map((test) => ({
      test,
      failed: this.hasFailed(test) ? 0 : 1,
      duration: this.time(test) ?? Number.POSITIVE_INFINITY,
      size: size(test),
    }));
    keyed.sort((a, b) => a.failed - b.failed || a.duration - b.duration || a.size - b.size);
    return keyed.map(({ test }) => test);
  }
}

module.exports = FastFirstSequencer;
