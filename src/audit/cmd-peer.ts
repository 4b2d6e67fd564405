/**
 * External peers (`cmd:COMMAND`): any program, in any language, that reads one input per line
 * on stdin and answers each with one JSON line on stdout:
 *
 *   {"valid": true, "scheme": "http", "authority": "a", "userinfo": null, "host": "a",
 *    "port": null, "path": "/", "query": null, "fragment": null}
 *
 * null means absent, a missing field means "not reported" (not compared), and `error` may say
 * why an input was rejected. Answers come in input order; the audit keeps a few inputs in
 * flight so a slow round trip does not idle the peer.
 *
 * The command is started once, on the first input, through the shell. Everything that can go
 * wrong ends in a clear AuditUsageError rather than a hang: the program exiting, printing
 * something that is not an answer, or taking longer than the timeout for an answer.
 */
import { type ChildProcessByStdio, spawn } from 'child_process';
import type { Readable, Writable } from 'stream';
import { AuditUsageError, COMPONENT_NAMES, type Peer, type PeerResult } from './types';

const DEFAULT_TIMEOUT_MS = 10_000;
/** How long `close` waits for the program to exit on its own after end of input. */
const EXIT_GRACE_MS = 2_000;

interface Pending {
  input: string;
  resolve: (result: PeerResult) => void;
  reject: (error: Error) => void;
}

type Child = ChildProcessByStdio<Writable, Readable, null>;

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

class CommandPeer implements Peer {
  readonly name: string;
  readonly rule = 'URI-reference' as const;
  /** The audit cannot know what an external parser changes: compare exactly. */
  readonly normalizes = {};
  readonly oneLinePerInput = true;

  private child: Child | undefined;
  private readonly pending: Pending[] = [];
  private buffered = '';
  private failure: Error | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closing = false;
  private exited: Promise<void> | undefined;
  private answered = 0;

  constructor(
    private readonly command: string,
    private readonly timeoutMs: number,
  ) {
    this.name = `cmd:${command}`;
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
      if (this.pending.length === 1) this.arm();
      child.stdin.write(`${input}\n`);
    });
  }

  private start(): Child {
    if (this.child) return this.child;
    // A process group of its own (POSIX) so that close can end the shell and what it started.
    const child = spawn(this.command, {
      shell: true,
      stdio: ['pipe', 'pipe', 'inherit'],
      detached: process.platform !== 'win32',
    });
    this.child = child;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => this.receive(chunk));
    // Writing to a program that has exited fails with EPIPE; 'close' below reports it.
    child.stdin.on('error', () => undefined);
    child.on('error', (error) =>
      this.fail(new AuditUsageError(`peer ${this.name} could not be started: ${error.message}`)),
    );
    this.exited = new Promise((resolve) => {
      child.on('close', (code, signal) => {
        this.disarm();
        if (!this.closing || this.pending.length > 0) {
          const how = signal ? `was ended by ${signal}` : `exited with code ${code}`;
          const hint = code === 127 ? ' (the shell did not find the command)' : '';
          const where =
            this.pending.length > 0
              ? `before answering input ${shown(this.pending[0]!.input)}`
              : 'while the audit was running';
          this.fail(
            new AuditUsageError(
              `peer ${this.name} ${how}${hint} ${where} after ${this.answered} answers; an external peer must answer every input line with one JSON line and exit only at end of input`,
            ),
          );
        }
        resolve();
      });
    });
    return child;
  }

  private receive(chunk: string): void {
    this.buffered += chunk;
    let newline = this.buffered.indexOf('\n');
    while (newline >= 0 && !this.failure) {
      const line = this.buffered.slice(0, newline).replace(/\r$/, '');
      this.buffered = this.buffered.slice(newline + 1);
      this.answer(line);
      newline = this.buffered.indexOf('\n');
    }
  }

  private answer(line: string): void {
    const waiting = this.pending.shift();
    if (!waiting) {
      this.fail(
        new AuditUsageError(
          `peer ${this.name} printed a line no input asked for: ${shown(line)}; answer each input line with exactly one line`,
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
    this.disarm();
    if (this.pending.length > 0) this.arm();
    waiting.resolve(result);
  }

  /** Starts the clock for the oldest unanswered input. */
  private arm(): void {
    this.timer = setTimeout(() => {
      const waiting = this.pending[0];
      this.fail(
        new AuditUsageError(
          `peer ${this.name} gave no answer within ${this.timeoutMs} ms to input ${shown(waiting?.input ?? '')}; does it flush stdout after each line?`,
        ),
      );
    }, this.timeoutMs);
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

  private kill(signal: NodeJS.Signals): void {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    try {
      if (process.platform === 'win32') child.kill(signal);
      else process.kill(-child.pid, signal);
    } catch {
      // Already gone between the check and the signal.
    }
  }

  /** Ends input, lets the program exit on its own for a moment, then ends it. */
  async close(): Promise<void> {
    this.closing = true;
    this.disarm();
    const child = this.child;
    if (!child || !this.exited) return;
    child.stdin.end();
    const gone = await Promise.race([
      this.exited.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), EXIT_GRACE_MS).unref()),
    ]);
    if (gone) return;
    this.kill('SIGTERM');
    const ended = await Promise.race([
      this.exited.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), EXIT_GRACE_MS).unref()),
    ]);
    if (!ended) this.kill('SIGKILL');
    // Do not keep the caller's process alive for a program that ignores SIGKILL's delivery lag.
    child.unref();
  }
}

/** The `cmd:COMMAND` peer; the command starts on the first input. */
export function commandPeer(command: string, timeoutMs: number = DEFAULT_TIMEOUT_MS): Peer {
  return new CommandPeer(command, timeoutMs);
}
