/**
 * External peers: any program, in any language, that reads one input per line on stdin and
 * answers each with one JSON line on stdout:
 *
 *   {"valid": true, "scheme": "http", "authority": "a", "userinfo": null, "host": "a",
 *    "port": null, "path": "/", "query": null, "fragment": null}
 *
 * null means absent, a missing field means "not reported" (not compared), and `error` may say
 * why an input was rejected. Answers come in input order; the audit keeps a few inputs in
 * flight so a slow round trip does not idle the peer. `cmd:COMMAND` runs a command line through
 * the shell; the built-in adapters (peers.ts) run their program directly.
 *
 * The program is started once, on the first input. Everything that can go wrong ends in a clear
 * AuditUsageError naming the peer and the input, rather than a hang or a wrong report: the
 * program exiting early, printing a line that is not an answer, printing more lines than it was
 * sent inputs, or taking longer than the timeout for an answer. Since answers are matched to
 * inputs by their order alone, a line too many means some answers went to the wrong inputs:
 * that is only certain once the program has exited, so `close` waits for its exit and its last
 * output, and rejects when a line too many came at any point. Whatever the program leaves
 * running in its process group when it exits (`sleep 600 &` in a peer script, which holds the
 * output pipe open) is ended then, so nobody waits for it.
 */
import { type ChildProcessByStdio, spawn } from 'child_process';
import type { Readable, Writable } from 'stream';
import {
  AuditUsageError,
  COMPONENT_NAMES,
  type Peer,
  type PeerGrammar,
  type PeerResult,
  type PeerRule,
} from './types';

const DEFAULT_TIMEOUT_MS = 10_000;
/** How long `close` waits for the program to exit on its own after end of input. */
const EXIT_GRACE_MS = 2_000;
/**
 * After the program exits, how long to wait for the end of its output before ending what still
 * holds the pipe open (its background children), and again before giving up on the pipe.
 */
const DRAIN_MS = 500;
/**
 * The longest answer line accepted, so a program that prints without line breaks cannot fill
 * memory: generous for eight components of the input, each of which may grow when a parser
 * percent-encodes it and JSON escapes it again.
 */
const LINE_LIMIT_BASE = 1 << 20;
const LINE_LIMIT_PER_INPUT_CHARACTER = 128;

interface Pending {
  input: string;
  resolve: (result: PeerResult) => void;
  reject: (error: Error) => void;
}

type Child = ChildProcessByStdio<Writable, Readable, null>;

/** How to start an external peer, and how the audit judges it. */
export interface ProcessPeerOptions {
  name: string;
  /** A command line run through the shell, or a program and its arguments run without one. */
  command: string | { file: string; args: readonly string[] };
  /** Default 'URI-reference'. */
  rule?: PeerRule | undefined;
  /** Default 'rfc3986'. */
  grammar?: PeerGrammar | undefined;
  /** Default none: the audit cannot know what an unknown program changes, so it compares exactly. */
  normalizes?: Peer['normalizes'] | undefined;
  /** How long to wait for each answer; default 10 000 ms. */
  timeoutMs?: number | undefined;
  /** How long to wait for the first answer, start-up included (a JVM compiling its source). */
  firstAnswerTimeoutMs?: number | undefined;
  /** Added to the message when the program cannot start or stops early: what to install. */
  hint?: string | undefined;
}

function shown(input: string): string {
  const quoted = JSON.stringify(input);
  return quoted.length > 80 ? `${quoted.slice(0, 77)}..."` : quoted;
}

/** The answer a JSON line holds, or a description of what is wrong with it. */
export function readAnswer(line: string): PeerResult | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return 'it is not JSON';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'it is not a JSON object';
  }
  const answer = value as Record<string, unknown>;
  if (typeof answer.valid !== 'boolean') return '"valid" is not true or false';
  const result: PeerResult = { valid: answer.valid };
  if (typeof answer.error === 'string') result.error = answer.error;
  if (!answer.valid) return result;
  const components: NonNullable<PeerResult['components']> = {};
  for (const field of COMPONENT_NAMES) {
    const component = answer[field];
    if (component === undefined) continue;
    if (component !== null && typeof component !== 'string') {
      return `"${field}" is neither a string nor null`;
    }
    components[field] = component;
  }
  result.components = components;
  return result;
}

/** Line breaks end an input early and lone surrogates do not survive UTF-8: neither can be sent. */
export function sendable(input: string): boolean {
  return !/[\n\r]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(
    input,
  );
}

/** Resolves true when `promise` settles within `ms`, false otherwise; keeps nothing alive. */
function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref()),
  ]);
}

class ProcessPeer implements Peer {
  readonly name: string;
  readonly rule: PeerRule;
  readonly grammar: PeerGrammar;
  readonly normalizes: Peer['normalizes'];
  readonly oneLinePerInput = true;

  private child: Child | undefined;
  private readonly pending: Pending[] = [];
  private buffered = '';
  private failure: Error | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closing = false;
  private closed: Promise<void> | undefined;
  /** Resolves once the program has exited and its output has been read to the end. */
  private finished: Promise<void> | undefined;
  private sent = 0;
  private answered = 0;
  private lastAnswered: string | undefined;

  constructor(private readonly options: ProcessPeerOptions) {
    this.name = options.name;
    this.rule = options.rule ?? 'URI-reference';
    this.grammar = options.grammar ?? 'rfc3986';
    this.normalizes = options.normalizes ?? {};
  }

  parse(input: string): Promise<PeerResult> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closing) return Promise.reject(new AuditUsageError(`peer ${this.name} is closed`));
    if (!sendable(input)) {
      return Promise.reject(
        new AuditUsageError(
          `peer ${this.name} takes one input per line: ${shown(input)} cannot be sent`,
        ),
      );
    }
    const child = this.start();
    return new Promise<PeerResult>((resolve, reject) => {
      this.pending.push({ input, resolve, reject });
      this.sent++;
      if (this.pending.length === 1) this.arm();
      child.stdin.write(`${input}\n`);
    });
  }

  private hint(): string {
    return this.options.hint ? ` (${this.options.hint})` : '';
  }

  private start(): Child {
    if (this.child) return this.child;
    const { command } = this.options;
    // A process group of its own (POSIX), so that what the program started can be ended with it.
    const detached = process.platform !== 'win32';
    const child =
      typeof command === 'string'
        ? spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'inherit'], detached })
        : spawn(command.file, [...command.args], { stdio: ['pipe', 'pipe', 'inherit'], detached });
    this.child = child;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => this.receive(chunk));
    // Writing to a program that has exited fails with EPIPE; the exit itself is what is reported.
    child.stdin.on('error', () => undefined);
    this.finished = new Promise((resolve) => {
      let settled = false;
      let drainTimer: NodeJS.Timeout | undefined;
      const settle = (exit: string | undefined): void => {
        if (settled) return;
        settled = true;
        if (drainTimer) clearTimeout(drainTimer);
        this.programGone(exit);
        resolve();
      };
      let exitedHow: string | undefined;
      let outputEnded = false;
      child.stdout.on('close', () => {
        outputEnded = true;
        if (exitedHow !== undefined) settle(exitedHow);
      });
      child.on('error', (error) => {
        this.fail(
          new AuditUsageError(
            `peer ${this.name} could not be started: ${error.message}${this.hint()}`,
          ),
        );
        child.stdout.destroy();
        settle(undefined);
      });
      child.on('exit', (code, signal) => {
        exitedHow = signal ? `was ended by ${signal}` : `exited with code ${code}`;
        if (code === 127 && typeof command === 'string') {
          exitedHow += ' (the shell did not find the command)';
        }
        if (outputEnded) {
          settle(exitedHow);
          return;
        }
        // The output pipe is still open: whatever the program left running holds it. End that,
        // read what is left in the pipe, and give up on the pipe if something still holds it.
        this.kill('SIGTERM');
        const how = exitedHow;
        drainTimer = setTimeout(() => {
          this.kill('SIGKILL');
          drainTimer = setTimeout(() => {
            child.stdout.destroy();
            settle(how);
          }, DRAIN_MS);
        }, DRAIN_MS);
      });
    });
    return child;
  }

  /** The program has exited and its output is read: judge how it ended. */
  private programGone(exit: string | undefined): void {
    this.disarm();
    // A last line without a line break still counts as a line.
    if (this.buffered !== '' && !this.failure) {
      const line = this.buffered.replace(/\r$/, '');
      this.buffered = '';
      this.answer(line);
    }
    if (exit === undefined || this.failure) return;
    if (this.pending.length > 0 || !this.closing) {
      const where =
        this.pending.length > 0
          ? `before answering input ${shown(this.pending[0]!.input)}`
          : 'while the audit was running';
      this.fail(
        new AuditUsageError(
          `peer ${this.name} ${exit}${this.hint()} ${where} after ${this.answered} answers; an external peer must answer every input line with one JSON line and exit only at end of input`,
        ),
      );
    }
  }

  private lineLimit(): number {
    const longest = this.pending[0]?.input.length ?? 0;
    return LINE_LIMIT_BASE + LINE_LIMIT_PER_INPUT_CHARACTER * longest;
  }

  private receive(chunk: string): void {
    if (this.failure) return;
    this.buffered += chunk;
    let newline = this.buffered.indexOf('\n');
    while (newline >= 0 && !this.failure) {
      const line = this.buffered.slice(0, newline).replace(/\r$/, '');
      this.buffered = this.buffered.slice(newline + 1);
      this.answer(line);
      newline = this.buffered.indexOf('\n');
    }
    if (!this.failure && this.buffered.length > this.lineLimit()) {
      const waiting = this.pending[0];
      this.buffered = '';
      this.fail(
        new AuditUsageError(
          `peer ${this.name} printed a line longer than ${this.lineLimit()} characters${waiting ? ` for input ${shown(waiting.input)}` : ''}; each answer is one JSON line`,
        ),
      );
    }
  }

  private answer(line: string): void {
    const waiting = this.pending.shift();
    if (!waiting) {
      const last =
        this.lastAnswered === undefined ? '' : ` (the last was ${shown(this.lastAnswered)})`;
      this.fail(
        new AuditUsageError(
          `peer ${this.name} printed a line after answering all ${this.sent} inputs it was sent${last}: ${shown(line)}. Answers are matched to inputs by their order, so with more answer lines than inputs some answers went to the wrong inputs; answer each input line with exactly one line`,
        ),
      );
      return;
    }
    const result = readAnswer(line);
    if (typeof result === 'string') {
      this.pending.unshift(waiting);
      this.fail(
        new AuditUsageError(
          `peer ${this.name} answered input ${shown(waiting.input)} with ${shown(line)}, which is not an answer: ${result}. Expected one JSON line such as {"valid": true, "scheme": "http", "host": "a", "path": "/", ...}`,
        ),
      );
      return;
    }
    this.answered++;
    this.lastAnswered = waiting.input;
    this.disarm();
    if (this.pending.length > 0) this.arm();
    waiting.resolve(result);
  }

  /** Starts the clock for the oldest unanswered input. */
  private arm(): void {
    const { timeoutMs = DEFAULT_TIMEOUT_MS, firstAnswerTimeoutMs } = this.options;
    const wait =
      this.answered === 0 && firstAnswerTimeoutMs !== undefined ? firstAnswerTimeoutMs : timeoutMs;
    this.timer = setTimeout(() => {
      const waiting = this.pending[0];
      this.fail(
        new AuditUsageError(
          `peer ${this.name} gave no answer within ${wait} ms to input ${shown(waiting?.input ?? '')}; does it flush stdout after each line?`,
        ),
      );
    }, wait);
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Rejects everything in flight and everything after; the program is ended. */
  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    this.disarm();
    for (const waiting of this.pending.splice(0)) waiting.reject(error);
    this.kill('SIGTERM');
  }

  /** Signals the program's whole process group: the program and whatever it started. */
  private kill(signal: NodeJS.Signals): void {
    const child = this.child;
    if (!child?.pid) return;
    try {
      if (process.platform === 'win32') child.kill(signal);
      else process.kill(-child.pid, signal);
    } catch {
      // Nothing left in the group.
    }
  }

  /**
   * Ends input, lets the program exit on its own for a moment (then ends it), and reads its
   * output to the end. Rejects with the peer's failure if it broke the protocol at any point,
   * a line too many after the last answer included.
   */
  close(): Promise<void> {
    this.closed ??= this.shutDown();
    return this.closed;
  }

  private async shutDown(): Promise<void> {
    this.closing = true;
    this.disarm();
    const child = this.child;
    const finished = this.finished;
    if (!child || !finished) return;
    child.stdin.end();
    if (!(await within(finished, EXIT_GRACE_MS))) {
      this.kill('SIGTERM');
      if (!(await within(finished, EXIT_GRACE_MS))) {
        this.kill('SIGKILL');
        if (!(await within(finished, EXIT_GRACE_MS))) {
          // Do not keep the caller's process alive for a program that outlives SIGKILL's delivery.
          child.stdout.destroy();
          child.unref();
        }
      }
    }
    if (this.failure) throw this.failure;
  }
}

/** An external peer that speaks the line protocol; its program starts on the first input. */
export function processPeer(options: ProcessPeerOptions): Peer {
  return new ProcessPeer(options);
}

/** The `cmd:COMMAND` peer: COMMAND runs through the shell, on the first input. */
export function commandPeer(command: string, timeoutMs: number = DEFAULT_TIMEOUT_MS): Peer {
  return new ProcessPeer({ name: `cmd:${command}`, command, timeoutMs });
}
