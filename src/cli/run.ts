/**
 * What every per-input command shares: an outcome per input written as a JSON line or as text,
 * escaped so no input can reach the terminal raw (issue 11), counted for `--summary`, with the
 * exit codes; and the streaming (`--jobs`, `--input`) that `lineCommand` gives each of them.
 */
import type { OptionSpec, ParsedArgs } from './args';
import type { Command, StreamSpec } from './command';
import { escapeJsonOutput, escapeText, escapeTextOutput } from './escape';
import {
  type Counts,
  type Failure,
  addCounts,
  countInput,
  emptyCounts,
  summaryRecord,
} from './summary';
import { runStreamed, withStreamOptions } from './stream';

export interface Outcome {
  /** False makes the exit code 1. */
  readonly ok: boolean;
  readonly record: Readonly<Record<string, unknown>>;
  /** The same result for a person (`--format text`; input in it shown with `escapeText`), made
   *  only when asked for. */
  readonly text: () => string;
  /** Where and why the input is invalid, for `--summary`; absent when it is valid. */
  readonly failure?: Failure;
  /** `inspect`: the codes of the findings, for `--summary`. */
  readonly findings?: readonly string[];
}

export const EXIT_OK = 0;
export const EXIT_INVALID = 1;
export const EXIT_USAGE = 2;
/** The output was closed by its reader (`| head -1`): 128 + SIGPIPE, as a shell reports it. */
export const EXIT_CLOSED_OUTPUT = 141;
/** Writing the output failed (a full disk): EX_IOERR. */
export const EXIT_OUTPUT_FAILED = 74;
/** A bug: EX_SOFTWARE, with the stack on stderr. */
export const EXIT_INTERNAL = 70;

/** What a batch of inputs comes to: the bytes to write, and what the exit code and summary need. */
export interface LineResult {
  /**
   * The text to write: a string from the main thread (`--jobs 1`), which writes it as it is;
   * UTF-8 bytes from a worker (see `forMainThread`).
   */
  readonly output: string | Uint8Array;
  readonly ok: boolean;
  readonly lines: number;
  readonly counts?: Counts;
}

/** A typical line: answering it once builds what answering any line needs. */
const WARM_UP_INPUT = 'https://www.example.com/path/to?query=1#fragment';

/** The streaming spec of a command that answers each input on its own. */
export function lineStream(
  makeHandler: (args: ParsedArgs) => (input: string) => Outcome,
): StreamSpec<LineResult> {
  return {
    unit: 'line',
    prepare(args) {
      const handle = makeHandler(args);
      const asText = args.values.get('format') === 'text';
      const summarize = args.flags.has('summary');
      return {
        warmUp() {
          // Any answer will do; a handler's failure here is left to the real inputs to report.
          try {
            handle(WARM_UP_INPUT);
          } catch {
            // nothing to do
          }
        },
        // A worker encodes its output and moves the bytes to the main thread without a copy;
        // the main thread, which every batch passes through, then writes them as they are
        // instead of copying a string out of the message and encoding it (measured at
        // `--jobs 2` on 10^6 lines: 0.5 s of the main thread's CPU became 0.3 s).
        forMainThread: (result, encode) =>
          typeof result.output === 'string' ? { ...result, output: encode(result.output) } : result,
        process(inputs): LineResult {
          let ok = true;
          let text = '';
          const counts = summarize ? emptyCounts() : undefined;
          for (const input of inputs) {
            const outcome = handle(input);
            if (!outcome.ok) ok = false;
            text += `${asText ? outcome.text() : JSON.stringify(outcome.record)}\n`;
            if (counts) countInput(counts, input, outcome.failure, outcome.findings);
          }
          const escaped = asText ? escapeTextOutput(text) : escapeJsonOutput(text);
          return {
            output: escaped,
            ok,
            lines: inputs.length,
            ...(counts ? { counts } : {}),
          };
        },
      };
    },
    collect(args, output) {
      let ok = true;
      const total = emptyCounts();
      return {
        async take(result) {
          if (!result.ok) ok = false;
          if (result.counts) addCounts(total, result.counts);
          if (result.output.length > 0) await output.write(result.output);
        },
        async finish() {
          if (args.flags.has('summary')) {
            await output.writeLine(escapeJsonOutput(JSON.stringify(summaryRecord(total))));
          }
          return ok ? EXIT_OK : EXIT_INVALID;
        },
      };
    },
  };
}

export interface LineCommandSpec {
  readonly name: string;
  readonly summary: string;
  readonly help: string;
  readonly options: OptionSpec;
  /** Checks the options (UsageError) and returns the function that answers one input. */
  readonly perInput: (args: ParsedArgs) => (input: string) => Outcome;
}

/** A command that answers each input on its own, with `--jobs`, `--input` and `--summary`. */
export function lineCommand(spec: LineCommandSpec): Command & { stream: StreamSpec<LineResult> } {
  const command = {
    name: spec.name,
    summary: spec.summary,
    help: spec.help,
    options: withStreamOptions(spec.options),
    stream: lineStream(spec.perInput),
    run: (args: ParsedArgs, io: import('./io').Io) => runStreamed(command, args, io),
  };
  return command;
}

/** The help lines of `--input` and `--jobs`, shared by every streaming command. */
export const INPUT_JOBS_HELP = `  --input FILE     read FILE (repeatable; - is stdin; FILE.gz is read as gzip), not stdin
  --jobs N         worker threads (default: the cores available); output as with --jobs 1`;

/** The help lines of the streaming options of the per-input commands. */
export const STREAM_HELP = `${INPUT_JOBS_HELP}
  --summary        end with one JSON line of counts: lines, valid, invalid, invalid by reason`;

/**
 * Components for JSON, in the order the grammar's parse gives them: an absent component is
 * `null`, never dropped. Grammar-specific fields (zone, authorityKind, opaquePart) come along.
 */
export function componentsRecord(components: object): Record<string, string | null> {
  const record: Record<string, string | null> = {};
  for (const [name, value] of Object.entries(components)) {
    record[name] = typeof value === 'string' ? value : null;
  }
  return record;
}

/** `name  value` lines, absent values shown as `(absent)` and empty ones as `""`. */
export function table(rows: readonly (readonly [string, string | null | undefined])[]): string {
  const width = Math.max(...rows.map(([name]) => name.length));
  return rows
    .map(([name, value]) => {
      const shown =
        value === undefined || value === null
          ? '(absent)'
          : value === ''
            ? '""'
            : escapeText(value);
      return `  ${name.padEnd(width)}  ${shown}`;
    })
    .join('\n');
}

/** A caret under `offset` of `input` as `escapeText` shows it, for error lines. */
export function caret(input: string, offset: number, indent: number): string {
  const before = escapeText(input.slice(0, Math.min(offset, input.length)));
  return `${' '.repeat(indent + before.length)}^`;
}
