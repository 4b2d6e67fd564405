/**
 * The vector runner: whole-input membership for long ASCII input, in WebAssembly with 128-bit
 * vector instructions (grammar/engine/vector-runner.wat).
 *
 * Why. Any JavaScript loop that reads a string a character at a time costs about 1.5 ns a
 * character on this project's machine, more than Node's own C++ URL parser (`URL.canParse`)
 * spends on a whole long URL. This runner copies the text into its memory with
 * `TextEncoder.encodeInto` (one native call, about 40 ns) and then runs the same minimal
 * automaton there, 16 characters a step through every run of characters that keeps a state (a
 * path, a query, a host, percent-encoded octets included), one character a step elsewhere.
 *
 * Exactness. It runs the automaton's own table. A state's run is only the characters whose
 * transition leads back to the state, read from that table here, and "%" HEXDIG HEXDIG only where
 * the table itself goes from the state through two states on hex digits and back
 * (`percentLoop`). test/engine/vector-runner.test.ts holds every answer to the table run a
 * character at a time.
 *
 * Where it is not used, the JavaScript runs answer: input with a character above U+007F (the
 * copy would not be a byte per character), input too long for the copy's space, and any
 * environment without WebAssembly, or whose Content-Security-Policy refuses to compile it
 * (a browser page without `wasm-unsafe-eval`): the module is compiled at the first long input,
 * and a failure leaves the runner off for good.
 */
import { VECTOR_RUNNER_MODULE } from '../generated/vector-runner';
import { ASCII_LIMIT } from './code-points';

/** The most characters the runner copies: longer input is left to the JavaScript skips. */
export const VECTOR_CAPACITY = 1 << 16;

/**
 * How much of a longer text is copied at a time: its first 1,024 characters, then the first
 * 4,096, and so on, each copy of the text from its start (a slice of it would be copied a
 * character at a time), the run going on from where the last copy ended. Input refused early
 * costs a copy of four times what the run read at most, not of all of it.
 */
const PREFIXES: readonly number[] = [1024, 4096, 16384, 65536];

/** Bytes after the text that the runner may read: a 0, and two 16-byte loads past it. */
const TEXT_PADDING = 48;

/** The most events a run records (`Automaton.marking`'s limit, 31, and the slot of none). */
const EVENTS = 32;

/**
 * Where a run writes the row it stopped in (`ROW_AT`) and the positions of its events, one i32
 * each from `POSITIONS_AT`, after the text's space.
 */
const ROW_AT = VECTOR_CAPACITY + TEXT_PADDING;
const POSITIONS_AT = ROW_AT + 4;

/**
 * The runner's memory holds no tables past this many bytes: each automaton's stay for good, so
 * a process that compiles grammar after grammar would otherwise fill it without end. An
 * automaton laid out after that reads with the JavaScript runs. URI-reference of RFC 3986 takes
 * about 80 KB with its marks (5,359 table entries, four bytes each, in three tables of that size).
 */
const TABLES_LIMIT = 1 << 24;

/**
 * The runner's memory, in 64 KB pages: the text's space, the positions, and the tables, made at
 * this size once and never grown. Growing a WebAssembly memory detaches its old buffer, and
 * once any buffer in the process has been detached V8 checks every typed array access for it:
 * the JavaScript runs over their tables (short input, and `isValid`'s pair loop) took 1.4 times
 * as long. The pages are only reserved until a table or a text is written to them.
 */
const MEMORY_PAGES = Math.ceil((POSITIONS_AT + EVENTS * 4 + TABLES_LIMIT) / (1 << 16));

/** A run through fewer staying characters than this is left to the one-character steps. */
const RUN_MINIMUM = 16;

const PERCENT = 0x25;
const HEX_DIGITS = '0123456789ABCDEFabcdef';

/** Where the module's memory holds an automaton's tables (see vector-runner.wat). */
export interface VectorTables {
  readonly table: number;
  readonly classOf: number;
  readonly accepting: number;
  readonly runs: number;
  /** The events of the transitions: all 0 for the plain run, a caller's marks for a marked one. */
  readonly events: number;
  readonly start: number;
  /** The row count, for tables with marks laid out beside these. */
  readonly rows: number;
}

/** The automaton as the runner takes it: the minimal table and what goes with it. */
export interface RunnerAutomaton {
  /** `table[row + class]`: the next row, 0 the dead state; rows are `classes` apart. */
  readonly table: Int32Array;
  readonly classOf: Uint8Array;
  readonly classes: number;
  /** Per row, 1 when the state accepts. */
  readonly accepting: Uint8Array;
  readonly start: number;
}

type Run = (
  i: number,
  end: number,
  row: number,
  table: number,
  classOf: number,
  accepting: number,
  runs: number,
  events: number,
  positions: number,
  clear: number,
) => number;

/** The little of WebAssembly's API the runner uses (the project's type libraries have none). */
interface Memory {
  readonly buffer: ArrayBuffer;
}
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { readonly exports: object };
  Memory: new (descriptor: { initial: number; maximum: number }) => Memory;
}

interface Instance {
  readonly run: Run;
  /** The copy's space, from byte 0: `VECTOR_CAPACITY` bytes and the padding. */
  readonly text: Uint8Array;
  /** The memory as i32s, for the row and the positions a run writes, and the tables. */
  readonly words: Int32Array;
  /** The memory as bytes, for the tables. */
  readonly bytes: Uint8Array;
  /** The copy's space up to each of `PREFIXES`, made once (a view costs a call). */
  readonly prefixes: readonly Uint8Array[];
  /** The first byte not yet given to an automaton's tables. */
  free: number;
}

/**
 * Whether the runner may answer (tests turn it off to hold the JavaScript runs' skips over long
 * input to the table, test/engine/long-input-skips.test.ts, as where WebAssembly is refused), and
 * how many runs it has answered: every failure of the runner falls back to the JavaScript runs,
 * which give the same answers, so the tests count the runner's answers to see that it gave them.
 */
export const VECTOR_RUNNER = { enabled: true, answers: 0 };

/** Undefined until the first long input; null when WebAssembly is not there or refused. */
let instance: Instance | null | undefined;
const encoder = typeof TextEncoder === 'function' ? new TextEncoder() : null;

function instantiate(): Instance | null {
  try {
    const wasm = (globalThis as { WebAssembly?: WebAssemblyApi }).WebAssembly;
    if (encoder === null || typeof wasm !== 'object') return null;
    const module = new wasm.Module(VECTOR_RUNNER_MODULE);
    const memory = new wasm.Memory({ initial: MEMORY_PAGES, maximum: MEMORY_PAGES });
    // Not named `exports`: CommonJS output reads this module's own exports under that name.
    const { run } = new wasm.Instance(module, { runner: { memory } }).exports as { run: Run };
    return { run, ...viewsOf(memory.buffer), free: POSITIONS_AT + EVENTS * 4 };
  } catch {
    // No vector instructions, a policy that forbids compiling WebAssembly, or no room for the
    // memory: the JavaScript runs answer instead.
    return null;
  }
}

/** The runner, compiled at the first call; null when this environment cannot have it. */
function runner(): Instance | null {
  if (instance === undefined) instance = instantiate();
  return instance;
}

/** Whether there is a runner (compiled at the first call), with room for more tables. */
export function vectorRunnerReady(): boolean {
  const runnerInstance = runner();
  return VECTOR_RUNNER.enabled && runnerInstance !== null && runnerInstance.free < TABLES_LIMIT;
}

/** `bytes` of the runner's memory for tables, 16-byte aligned; a RangeError past its end. */
function allocate(runnerInstance: Instance, bytes: number): number {
  const at = (runnerInstance.free + 15) & ~15;
  if (at + bytes > runnerInstance.bytes.length) throw new RangeError('the runner is full');
  runnerInstance.free = at + bytes;
  return at;
}

/** The views of the runner's memory that its callers write through. */
function viewsOf(buffer: ArrayBuffer): Pick<Instance, 'text' | 'words' | 'bytes' | 'prefixes'> {
  return {
    text: new Uint8Array(buffer, 0, ROW_AT),
    words: new Int32Array(buffer),
    bytes: new Uint8Array(buffer),
    prefixes: PREFIXES.map((end) => new Uint8Array(buffer, 0, end)),
  };
}

/**
 * `automaton`'s tables laid out in the runner's memory, once per automaton, for runs with no
 * events: null when there is no runner.
 */
export function vectorTables(automaton: RunnerAutomaton): VectorTables | null {
  if (!vectorRunnerReady()) return null;
  try {
    return layTables(instance!, automaton);
  } catch {
    // No room left for its tables: this automaton reads with the JavaScript runs.
    return null;
  }
}

function layTables(runnerInstance: Instance, automaton: RunnerAutomaton): VectorTables {
  const { table, classOf, accepting, start } = automaton;
  const rows = table.length;
  const at = allocate(runnerInstance, rows * 4 + ASCII_LIMIT + rows + rows);
  const classOfAt = at + rows * 4;
  const acceptingAt = classOfAt + ASCII_LIMIT;
  // The events stay 0: a new memory is all zeros.
  const eventsAt = acceptingAt + rows;
  runnerInstance.words.set(table, at >> 2);
  runnerInstance.bytes.set(classOf.subarray(0, ASCII_LIMIT), classOfAt);
  runnerInstance.bytes.set(accepting.subarray(0, rows), acceptingAt);
  const runs = layRuns(runnerInstance, automaton, null);
  return {
    table: at,
    classOf: classOfAt,
    accepting: acceptingAt,
    runs,
    events: eventsAt,
    start,
    rows,
  };
}

/**
 * The tables of `plain`'s automaton for runs that record the events `events` (per row + class,
 * as `Automaton.marking` takes them): its own runs, which step over no marked transition. Null
 * when the runner's memory has no more room for tables.
 */
export function vectorMarkedTables(
  plain: VectorTables,
  automaton: RunnerAutomaton,
  events: Uint8Array,
): VectorTables | null {
  if (!vectorRunnerReady()) return null;
  const runnerInstance = instance!;
  try {
    const eventsAt = allocate(runnerInstance, plain.rows);
    runnerInstance.bytes.set(events.subarray(0, plain.rows), eventsAt);
    return { ...plain, events: eventsAt, runs: layRuns(runnerInstance, automaton, events) };
  } catch {
    return null;
  }
}

/** The runs of `automaton` written to the runner's memory: where their per-row table is. */
function layRuns(
  runnerInstance: Instance,
  automaton: RunnerAutomaton,
  events: Uint8Array | null,
): number {
  const rows = automaton.table.length;
  const runTables = runTablesOf(automaton, events);
  const at = allocate(runnerInstance, runTables.size * 16 + rows * 4);
  const perRow = at + runTables.size * 16;
  let runAt = at;
  for (const [row, { low, percent }] of runTables) {
    runnerInstance.bytes.set(low, runAt);
    // The table's address is a multiple of 16: its lowest bit is free for the flag.
    runnerInstance.words[(perRow >> 2) + row] = runAt | (percent ? 1 : 0);
    runAt += 16;
  }
  return perRow;
}

/** A state's run: its nibble table, and whether percent-encoded octets stay in it. */
export interface RunTable {
  readonly low: Uint8Array;
  readonly percent: boolean;
}

/**
 * The run of each state (by row) that has one: the characters whose transition keeps the state
 * and carries no event of `events`.
 */
export function runTablesOf(
  automaton: RunnerAutomaton,
  events: Uint8Array | null,
): Map<number, RunTable> {
  const { table, classOf, classes } = automaton;
  const unmarked = (column: number): boolean => events === null || events[column] === 0;
  const runs = new Map<number, RunTable>();
  for (let row = classes; row < table.length; row += classes) {
    const low = new Uint8Array(16);
    let staying = 0;
    for (let c = 0; c < ASCII_LIMIT; c++) {
      const column = row + classOf[c]!;
      if (table[column] !== row || !unmarked(column)) continue;
      low[c & 15]! |= 1 << (c >> 4);
      staying++;
    }
    // The 0 after the text must stop every run.
    if (staying < RUN_MINIMUM || (low[0]! & 1) !== 0) continue;
    runs.set(row, { low, percent: percentLoop(automaton, row, unmarked) });
  }
  return runs;
}

/**
 * Whether "%" HEXDIG HEXDIG leads from `row` back to it through two states, every hex digit keeps
 * `row` itself, and none of these transitions is marked: then a run over such octets never stops
 * inside one (vector-runner.wat), and steps over no event.
 */
function percentLoop(
  { table, classOf }: RunnerAutomaton,
  row: number,
  unmarked: (column: number) => boolean,
): boolean {
  const first = table[row + classOf[PERCENT]!]!;
  if (first === 0 || first === row || !unmarked(row + classOf[PERCENT]!)) return false;
  const second = table[first + classOf[0x30]!]!;
  if (second === 0) return false;
  for (let k = 0; k < HEX_DIGITS.length; k++) {
    const cls = classOf[HEX_DIGITS.charCodeAt(k)]!;
    if (table[first + cls] !== second || table[second + cls] !== row || table[row + cls] !== row)
      return false;
    if (!unmarked(first + cls) || !unmarked(second + cls) || !unmarked(row + cls)) return false;
  }
  return true;
}

/** Not answered: the caller's own run decides. */
export const NO_ANSWER = -2;

/**
 * The run of the automaton whose tables are `tables` over `text` of `length` characters (from
 * index `from` in `row`, a caller having stepped it over the characters before), as
 * `Automaton.refusedAt` answers: -1 when it accepts, else the offset of the first character no
 * valid string with the prefix before it can have (the length when the text ends too soon), and
 * then `vectorRefusedRow()` is the row the run was in. With `positions`, each event of the
 * tables' marks is written where the run last took it (`Automaton.refusedAtMarking`), entries 1
 * and up (-1 for an event that did not happen). `NO_ANSWER` when the text is not all ASCII or
 * longer than `VECTOR_CAPACITY`.
 */
export function vectorRun(
  tables: VectorTables,
  text: string,
  length: number,
  positions: Int32Array | null,
  from = 0,
  row = tables.start,
): number {
  const runnerInstance = instance;
  if (!runnerInstance || !VECTOR_RUNNER.enabled || length > VECTOR_CAPACITY) return NO_ANSWER;
  const { text: view, words, prefixes } = runnerInstance;
  // Most input is copied whole at once; longer input a prefix at a time (`PREFIXES`).
  let prefix = 0;
  let end = length;
  if (length > PREFIXES[0]!) end = PREFIXES[0]!;
  if (!copy(text, end, end === length ? view : prefixes[0]!)) return NO_ANSWER;
  // The first run clears the positions; the runs of later prefixes go on writing them.
  const events = positions === null ? 0 : Math.min(positions.length, EVENTS);
  let clear = Math.max(events - 1, 0);
  let refused: number;
  for (;;) {
    view[end] = 0;
    // A prefix that ends before `from` is not run (the caller read it); the whole text always is.
    if (from < end || end === length) {
      try {
        refused = runnerInstance.run(
          from,
          end,
          row,
          tables.table,
          tables.classOf,
          tables.accepting,
          tables.runs,
          tables.events,
          POSITIONS_AT,
          clear,
        );
        clear = 0;
      } catch {
        // A trap (a bug of the runner's, were there one) must not become the caller's error:
        // the JavaScript runs answer this text and every other from now on.
        instance = null;
        return NO_ANSWER;
      }
      // Refused inside the prefix, or the whole text read.
      if ((refused >= 0 && refused < end) || end === length) break;
      row = words[ROW_AT >> 2]!;
      from = end;
    }
    prefix++;
    end = Math.min(length, PREFIXES[prefix]!);
    if (!copy(text, end, end === length ? view : prefixes[prefix]!)) return NO_ANSWER;
  }
  if (positions !== null) {
    const slots = POSITIONS_AT >> 2;
    for (let e = 1; e < events; e++) positions[e] = words[slots + e]!;
  }
  VECTOR_RUNNER.answers++;
  return refused;
}

/**
 * Copies the first `end` characters of `text` into `into` from byte 0 (`into` ends there, or
 * the text does): false unless each of them is ASCII.
 */
function copy(text: string, end: number, into: Uint8Array): boolean {
  const { read, written } = encoder!.encodeInto(text, into);
  // A character above U+007F takes more than a byte (and a lone surrogate is written as three).
  return read === end && written === end;
}

/** The row the last `vectorRun` that refused its text was in when it stopped. */
export function vectorRefusedRow(): number {
  return instance!.words[ROW_AT >> 2]!;
}
