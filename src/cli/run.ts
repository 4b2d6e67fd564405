/** What every per-input command shares: reading inputs, writing JSON lines or text, exit codes. */
import { COMPONENT_NAMES, type UriComponents } from '../components';
import type { ParsedArgs } from './args';
import { type Io, inputs, writeLine } from './io';

export interface Outcome {
  /** False makes the exit code 1. */
  readonly ok: boolean;
  readonly record: Readonly<Record<string, unknown>>;
  /** The same result for a person (`--format text`). */
  readonly text: string;
}

export const EXIT_OK = 0;
export const EXIT_INVALID = 1;
export const EXIT_USAGE = 2;

/** Runs `handle` on each input and writes its outcome; 1 if any input was not ok. */
export async function forEachInput(
  args: ParsedArgs,
  io: Io,
  handle: (input: string) => Outcome,
): Promise<number> {
  const asText = args.values.get('format') === 'text';
  let code = EXIT_OK;
  for await (const input of inputs(args.positionals, io.stdin)) {
    const outcome = handle(input);
    if (!outcome.ok) code = EXIT_INVALID;
    await writeLine(io.stdout, asText ? outcome.text : JSON.stringify(outcome.record));
  }
  return code;
}

/** Components for JSON: an absent component is `null`, never dropped. */
export function componentsRecord(components: UriComponents): Record<string, string | null> {
  const record: Record<string, string | null> = {};
  for (const name of COMPONENT_NAMES) record[name] = components[name] ?? null;
  record.hostKind = components.hostKind ?? null;
  return record;
}

/** `name  value` lines, absent values shown as `(absent)` and empty ones as `""`. */
export function table(rows: readonly (readonly [string, string | null | undefined])[]): string {
  const width = Math.max(...rows.map(([name]) => name.length));
  return rows
    .map(([name, value]) => {
      const shown =
        value === undefined || value === null ? '(absent)' : value === '' ? '""' : value;
      return `  ${name.padEnd(width)}  ${shown}`;
    })
    .join('\n');
}

/** A caret under `offset` of `input`, for error lines. */
export function caret(input: string, offset: number, indent: number): string {
  return `${' '.repeat(indent + Math.min(offset, input.length))}^`;
}
