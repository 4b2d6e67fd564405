/**
 * Preloaded into the CLI by memory.test.ts (`node --require`, which worker threads inherit):
 * when the process exits, the main thread writes the peak resident set size of the whole
 * process, worker threads included, to stderr as `max-rss N` (bytes).
 */
const { isMainThread } = require('node:worker_threads');

if (isMainThread) {
  process.on('exit', () => {
    process.stderr.write(`max-rss ${process.resourceUsage().maxRSS * 1024}\n`);
  });
}
