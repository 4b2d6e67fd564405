import type { OptionSpec, ParsedArgs } from './args';
import type { Io } from './io';

export interface Command {
  readonly name: string;
  /** One line for the command list. */
  readonly summary: string;
  /** The `--help` text: usage line, options, an example. */
  readonly help: string;
  readonly options: OptionSpec;
  run(args: ParsedArgs, io: Io): Promise<number>;
}
