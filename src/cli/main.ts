/** Dispatches `uri-grammar COMMAND ...` and turns errors into exit codes. */
import { UsageError, parseArgs } from './args';
import { auditCommand } from './audit-command';
import type { Command } from './command';
import { demoCommand } from './demo';
import { checkCommand, explainCommand, rulesCommand } from './grammar-commands';
import { type Io, writeLine } from './io';
import {
  equivalentCommand,
  extractCommand,
  inspectCommand,
  normalizeCommand,
  parseCommand,
  resolveCommand,
} from './reference-commands';
import { relativizeCommand } from './relativize-command';
import { EXIT_OK, EXIT_USAGE } from './run';

export const COMMANDS: readonly Command[] = [
  checkCommand,
  parseCommand,
  explainCommand,
  resolveCommand,
  relativizeCommand,
  normalizeCommand,
  equivalentCommand,
  inspectCommand,
  extractCommand,
  auditCommand,
  rulesCommand,
  demoCommand,
];

function usage(): string {
  const width = Math.max(...COMMANDS.map((command) => command.name.length));
  return [
    'uri-grammar: RFC 3986 (URI Generic Syntax), exactly.',
    '',
    'usage: uri-grammar COMMAND [OPTIONS] [TEXT...]   (no TEXT: one input per line of stdin)',
    '',
    ...COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
    'Every command takes --help and --format json|text (JSON lines by default).',
    'Exit status: 0 all inputs fine, 1 some input invalid, 2 usage error.',
  ].join('\n');
}

export async function main(argv: readonly string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    await writeLine(name === undefined ? io.stderr : io.stdout, usage());
    return name === undefined ? EXIT_USAGE : EXIT_OK;
  }
  const command = COMMANDS.find((candidate) => candidate.name === name);
  try {
    if (!command) throw new UsageError(`unknown command ${JSON.stringify(name)}`);
    const args = parseArgs(rest, command.options);
    if (args.flags.has('help')) {
      await writeLine(io.stdout, command.help);
      return EXIT_OK;
    }
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      await writeLine(
        io.stderr,
        `uri-grammar: ${error.message}\n${command ? `see: uri-grammar ${command.name} --help` : usage()}`,
      );
      return EXIT_USAGE;
    }
    throw error;
  }
}
