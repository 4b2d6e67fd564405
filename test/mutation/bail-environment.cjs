// The test environment of `npm run mutation:policy`: after the first failing test, the rest are
// skipped. Jest cannot bail programmatically (Stryker's jest runner sets `bail: false`), so a
// mutant the first test kills still ran every test that covers it; Stryker needs one failure.
const { TestEnvironment } = require('jest-environment-node');

class BailEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.failed = false;
  }

  async handleTestEvent(event) {
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') this.failed = true;
    else if (event.name === 'test_start' && this.failed) event.test.mode = 'skip';
  }
}

module.exports = BailEnvironment;
