/**
 * What every per-input command shares: an outcome per input written as a JSON line or as text,
 * escaped so no input can reach the terminal raw (issue 11), counted for `--summary`, with the
 * exit codes; and the streaming (`--jobs`, `--input`) that `lineCommand` gives each of them.
 */
import { UsageError, type OptionSpec, type ParsedArgs } from './args';
import {
  type BatchAnswerer,
  type LineSelection,
  answerLinesAsJson,
  placeFields,
  selectLines,
} from './check-batch';
import type { BatchContext, Command, StreamSpec } from './command';
import { escapeJsonOutput, escapeText, escapeTextOutput } from './escape';
import { writeLine } from './io';
import { decode } from './lines';
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
/**
 * Writing the output failed (a full disk, an I/O error): 2, like any run that could not do its
 * work, with one line on stderr saying why (issue 28).
 */
export const EXIT_OUTPUT_FAILED = 2;
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

/** Where `--summary-to` sends the summary line (`--summary` alone: stdout, after the answers). */
export type SummaryDestination = 'stdout' | 'stderr';

/** The summary's destination, or undefined when no summary is asked for. */
export function summaryDestination(args: ParsedArgs): SummaryDestination | undefined {
  const given = args.values.get('summary-to');
  if (given !== undefined && given !== 'stdout' && given !== 'stderr') {
    throw new UsageError(`--summary-to is stdout or stderr, not ${JSON.stringify(given)}`);
  }
  if (given !== undefined) return given;
  return args.flags.has('summary') || args.flags.has('quiet') ? 'stdout' : undefined;
}

/** `check --only valid|invalid` and `--quiet`: which lines are printed bare, or none. */
export function lineSelection(args: ParsedArgs): LineSelection | undefined {
  const only = args.values.get('only');
  const quiet = args.flags.has('quiet');
  if (only !== undefined && only !== 'valid' && only !== 'invalid') {
    throw new UsageError(`--only is valid or invalid, not ${JSON.stringify(only)}`);
  }
  if (only !== undefined && quiet) throw new UsageError('give --only or --quiet, not both');
  if ((only !== undefined || quiet) && args.values.has('format')) {
    throw new UsageError(
      `--${quiet ? 'quiet' : 'only'} prints no answers; --format does not apply`,
    );
  }
  return quiet ? 'quiet' : only;
}

/** The streaming spec of a command that answers each input on its own. */
export function lineStream(
  makeHandler: (args: ParsedArgs) => (input: string) => Outcome,
  makeAnswerer?: (args: ParsedArgs, handle: (input: string) => Outcome) => BatchAnswerer,
  ruleOf?: (args: ParsedArgs) => string | undefined,
): StreamSpec<LineResult> {
  return {
    unit: 'line',
    prepare(args) {
      const selection = lineSelection(args);
      const handle = makeHandler(args);
      const asText = args.values.get('format') === 'text';
      const summarize = summaryDestination(args) !== undefined;
      const answerer = makeAnswerer?.(args, handle);
      const rule = ruleOf?.(args);
      // The bytes of a batch straight to its answers: check's --only, --quiet and JSON.
      const processBytes =
        answerer === undefined
          ? undefined
          : selection !== undefined
            ? (bytes: Uint8Array) => selectLines(bytes, selection, answerer, summarize)
            : !asText && rule !== undefined
              ? (bytes: Uint8Array, context: BatchContext) =>
                  answerLinesAsJson(bytes, context, rule, answerer, summarize)
              : undefined;
      return {
        // JSON answers to lines read from the input carry their line (and file) numbers.
        numbersLines: !asText && selection === undefined,
        ...(processBytes ? { processBytes } : {}),
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
        // A fast path's bytes are copied into a movable buffer the same way.
        forMainThread: (result, encode) =>
          result.output.length > 0 ? { ...result, output: encode(result.output) } : result,
        process(inputs, context): LineResult {
          let ok = true;
          let text = '';
          const counts = summarize ? emptyCounts() : undefined;
          for (const [index, input] of inputs.entries()) {
            const outcome = handle(input);
            if (!outcome.ok) ok = false;
            if (selection === undefined) {
              text += asText
                ? `${outcome.text()}\n`
                : `{${placeFields(context, index)}${JSON.stringify(outcome.record).slice(1)}\n`;
            } else if (selection !== 'quiet' && outcome.ok === (selection === 'valid')) {
              text += `${input}\n`;
            }
            if (counts) countInput(counts, input, outcome.failure, outcome.findings);
          }
          // TEXT arguments picked by --only are printed as given, like the lines of a file.
          const escaped =
            selection !== undefined
              ? text
              : asText
                ? escapeTextOutput(text)
                : escapeJsonOutput(text);
          return {
            output: escaped,
            ok,
            lines: inputs.length,
            ...(counts ? { counts } : {}),
          };
        },
      };
    },
    collect(args, output, stderr) {
      let ok = true;
      const total = emptyCounts();
      const summaryTo = summaryDestination(args);
      // Bare lines on a terminal are escaped like any output (issue 11); in a pipe, as read.
      const toTerminal =
        lineSelection(args) !== undefined && (output.stream as { isTTY?: boolean }).isTTY === true;
      return {
        async take(result) {
          if (!result.ok) ok = false;
          if (result.counts) addCounts(total, result.counts);
          if (result.output.length === 0) return;
          await output.write(
            toTerminal && typeof result.output !== 'string'
              ? escapeTextOutput(decode(result.output))
              : result.output,
          );
        },
        async finish() {
          if (summaryTo !== undefined) {
            const line = escapeJsonOutput(JSON.stringify(summaryRecord(total)));
            if (summaryTo === 'stderr' && stderr) await writeLine(stderr, line);
            else await output.writeLine(line);
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
  /**
   * The fast paths (`check`): whether a line is valid without building its answer, and the
   * rule named in a valid line's JSON; absent, every line goes through `perInput`.
   */
  readonly answerer?: (args: ParsedArgs, handle: (input: string) => Outcome) => BatchAnswerer;
  readonly ruleOf?: (args: ParsedArgs) => string | undefined;
}

/** The options of every per-input command beyond the streaming ones. */
const LINE_OPTIONS = { values: ['summary-to'] } as const;

/** A command that answers each input on its own, with `--jobs`, `--input` and `--summary`. */
export function lineCommand(spec: LineCommandSpec): Command & { stream: StreamSpec<LineResult> } {
  const options = withStreamOptions(spec.options);
  const command = {
    name: spec.name,
    summary: spec.summary,
    help: spec.help,
    options: { ...options, values: [...(options.values ?? []), ...LINE_OPTIONS.values] },
    stream: lineStream(spec.perInput, spec.answerer, spec.ruleOf),
    run: (args: ParsedArgs, io: import('./io').Io) => runStreamed(command, args, io),
  };
  return command;
}

/** The help lines of `--input` and `--jobs`, shared by every streaming command. */
export const INPUT_JOBS_HELP = `  --input FILE     read FILE (repeatable; - is stdin; FILE.gz is read as gzip), not stdin
  --jobs N         worker threads (default: the cores available); output as with --jobs 1`;

/** The help lines of the streaming options of the per-input commands. */
export const STREAM_HELP = `${INPUT_JOBS_HELP}
  --summary        end with one JSON line of counts: lines, valid, invalid, invalid by reason
  --summary-to stdout|stderr
                   the summary line (implies --summary) after the answers on stdout, or on
                   stderr, so that stdout holds only the answers (for jq)
  Each JSON answer to a line of the input starts with "line" (from 1), and with several
  --input files with "file" too.`;

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
