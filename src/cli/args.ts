/**
 * Command-line arguments: `--name value`, `--name=value`, boolean `--flag`, and positionals;
 * a value option may be repeated (`values` keeps the last, `lists` all of them).
 */

/** A mistake in how the command was called: exit code 2, reason on stderr. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface OptionSpec {
  /** Options that take a value, e.g. `rule`. */
  readonly values?: readonly string[];
  /** Options that are on or off, e.g. `non-strict`. */
  readonly flags?: readonly string[];
}

export interface ParsedArgs {
  /** The arguments as given (after the command name): what worker threads parse again. */
  readonly argv: readonly string[];
  /** The last value given to each option. */
  readonly values: ReadonlyMap<string, string>;
  /** Every value given to each option, in order (for repeatable ones such as `--input`). */
  readonly lists: ReadonlyMap<string, readonly string[]>;
  readonly flags: ReadonlySet<string>;
  readonly positionals: readonly string[];
}

const COMMON_FLAGS = ['help'];
const COMMON_VALUES = ['format'];

export function parseArgs(argv: readonly string[], spec: OptionSpec): ParsedArgs {
  const valueNames = new Set([...(spec.values ?? []), ...COMMON_VALUES]);
  const flagNames = new Set([...(spec.flags ?? []), ...COMMON_FLAGS]);
  const values = new Map<string, string>();
  const lists = new Map<string, string[]>();
  const flags = new Set<string>();
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    if (flagNames.has(name) && eq < 0) {
      flags.add(name);
    } else if (valueNames.has(name)) {
      const value = eq < 0 ? argv[++i] : arg.slice(eq + 1);
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      values.set(name, value);
      lists.set(name, [...(lists.get(name) ?? []), value]);
    } else {
      throw new UsageError(`unknown option --${name}`);
    }
  }
  const format = values.get('format');
  if (format !== undefined && format !== 'json' && format !== 'text') {
    throw new UsageError(`--format is json or text, not ${JSON.stringify(format)}`);
  }
  return { argv: [...argv], values, lists, flags, positionals };
}
