#!/usr/bin/env node
/** The `uri-grammar` command. */
import { main } from './cli/main';
import { isClosedPipe } from './cli/output';
import { EXIT_CLOSED_OUTPUT, EXIT_INTERNAL } from './cli/run';

// A write the reader no longer takes can fail after `main` is done with the stream: that is the
// reader's choice (`| head -1`), reported by the exit status alone, never as a crash.
process.stdout.on('error', (error) => {
  process.exitCode = isClosedPipe(error) ? EXIT_CLOSED_OUTPUT : EXIT_INTERNAL;
});
process.stderr.on('error', () => undefined);

main(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
}).then(
  (code) => {
    process.exitCode ??= code;
    // Nothing more will be written or read: do not wait for a producer still feeding stdin.
    if (code === EXIT_CLOSED_OUTPUT) process.exit();
  },
  (error: unknown) => {
    process.stderr.write(
      `uri-grammar: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = EXIT_INTERNAL;
  },
);
