/** Dispatches `uri-grammar COMMAND ...` and turns errors into exit codes. */
import { AuditUsageError } from '../audit/types';
import { UsageError, parseArgs } from './args';
import { COMMANDS, findCommand } from './commands';
import { escapeTextOutput } from './escape';
import { type Io, writeLine } from './io';
import { InputError } from './lines';
import { WorkerStoppedError } from './pool';
import { OutputClosedError, OutputFailedError, isClosedPipe } from './output';
import { EXIT_CLOSED_OUTPUT, EXIT_OK, EXIT_OUTPUT_FAILED, EXIT_USAGE } from './run';

export { COMMANDS } from './commands';

function usage(): string {
  const width = Math.max(...COMMANDS.map((command) => command.name.length));
  return [
    'uri-grammar: RFC 3986 (URI Generic Syntax), exactly; and RFC 3987, 6874 and 2396.',
    '',
    'usage: uri-grammar COMMAND [OPTIONS] [TEXT...]   (no TEXT: one input per line of stdin)',
    '',
    ...COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
    'Every command takes --help and --format json|text (JSON lines by default).',
    'Every command but equivalent, rules and demo also takes --input FILE (repeatable, .gz read',
    'as gzip) and --jobs N (worker threads). check, parse, explain, resolve, normalize and rules',
    'take --grammar rfc3986|rfc3987|rfc6874|rfc2396 (IRIs, zone IDs, the older RFC 2396).',
    'check --only valid|invalid prints those lines bare (as grep would), --quiet only the',
    'summary; --summary-to stderr keeps stdout for the answers. JSON answers to input lines',
    'carry "line" (and "file" with several --input).',
    'Exit status: 0 all inputs fine, 1 some input invalid, 2 usage error, unreadable input, a',
    'failed write (a full disk) or a worker thread that died, 141 output closed by its reader.',
  ].join('\n');
}

/** A message on stderr, escaped like any output (it may quote an argument or a file name). */
async function complain(io: Io, message: string): Promise<void> {
  try {
    await writeLine(io.stderr, escapeTextOutput(message));
  } catch {
    // stderr is gone too; the exit code still says what happened.
  }
}

export async function main(argv: readonly string[], io: Io): Promise<number> {
  // A closed stdout or stderr reports its error as an event; unheard, it would end the process.
  const ignore = (): void => undefined;
  io.stdout.on('error', ignore);
  io.stderr.on('error', ignore);
  try {
    return await dispatch(argv, io);
  } catch (error) {
    if (error instanceof OutputClosedError || isClosedPipe(error)) return EXIT_CLOSED_OUTPUT;
    if (error instanceof OutputFailedError) {
      await complain(io, `uri-grammar: ${error.message}`);
      return EXIT_OUTPUT_FAILED;
    }
    if (error instanceof InputError || error instanceof WorkerStoppedError) {
      await complain(io, `uri-grammar: ${error.message}`);
      return EXIT_USAGE;
    }
    throw error;
  } finally {
    io.stdout.off('error', ignore);
    io.stderr.off('error', ignore);
  }
}

async function dispatch(argv: readonly string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    await writeLine(name === undefined ? io.stderr : io.stdout, usage());
    return name === undefined ? EXIT_USAGE : EXIT_OK;
  }
  const command = findCommand(name);
  try {
    if (!command) throw new UsageError(`unknown command ${JSON.stringify(name)}`);
    const args = parseArgs(rest, command.options);
    if (args.flags.has('help')) {
      await writeLine(io.stdout, command.help);
      return EXIT_OK;
    }
    return await command.run(args, io);
  } catch (error) {
    // A peer that breaks the audit's protocol is a usage error too: the user's program to fix.
    if (error instanceof UsageError || error instanceof AuditUsageError) {
      await complain(
        io,
        `uri-grammar: ${error.message}\n${command ? `see: uri-grammar ${command.name} --help` : usage()}`,
      );
      return EXIT_USAGE;
    }
    throw error;
  }
}
