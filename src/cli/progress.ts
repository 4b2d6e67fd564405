/**
 * The progress display of a long run (issue 17): lines a second, and percent done when the input
 * is files, on one line of stderr redrawn in place. Only when stderr is a terminal and the input
 * is a file: it never lands in the output, a pipe or a log.
 */
import type { Writable } from 'node:stream';

/** How often the line is redrawn at most. */
const REDRAW_MS = 250;

export interface ProgressOptions {
  readonly stderr: Writable & { isTTY?: boolean };
  /** Total bytes of the input files (undefined when one is not a regular file). */
  readonly totalBytes: number | undefined;
  /** Whether any input is a file (stdin from a pipe or a terminal is not). */
  readonly fromFile: boolean;
  /** Milliseconds since some fixed time; tests pass their own clock. */
  readonly now?: (() => number) | undefined;
}

export class Progress {
  private readonly started: number;
  private lastDrawn: number;
  private drawn = false;

  private constructor(
    private readonly stderr: Writable,
    private readonly totalBytes: number | undefined,
    private readonly now: () => number,
  ) {
    this.started = now();
    this.lastDrawn = this.started;
  }

  /** A display, or undefined when stderr is not a terminal or the input is not a file. */
  static start(options: ProgressOptions): Progress | undefined {
    if (options.stderr.isTTY !== true || !options.fromFile) return undefined;
    return new Progress(
      options.stderr,
      options.totalBytes,
      options.now ?? (() => performance.now()),
    );
  }

  /** Redraws with the lines done and file bytes read so far, at most every REDRAW_MS. */
  update(lines: number, bytesRead: number): void {
    const now = this.now();
    if (now - this.lastDrawn < REDRAW_MS) return;
    this.lastDrawn = now;
    this.drawn = true;
    this.stderr.write(
      `\r\x1b[K${progressLine(lines, bytesRead, this.totalBytes, now - this.started)}`,
    );
  }

  /** Clears the line, so the shell prompt or a message starts clean. */
  done(): void {
    if (this.drawn) this.stderr.write('\r\x1b[K');
  }
}

/** `1,234,567 lines  412,000 lines/s  37%` (no percent without a total). */
export function progressLine(
  lines: number,
  bytesRead: number,
  totalBytes: number | undefined,
  elapsedMs: number,
): string {
  const perSecond = elapsedMs > 0 ? Math.round((lines * 1000) / elapsedMs) : 0;
  const parts = [
    `${lines.toLocaleString('en-US')} lines`,
    `${perSecond.toLocaleString('en-US')} lines/s`,
  ];
  if (totalBytes !== undefined && totalBytes > 0) {
    parts.push(`${Math.min(100, Math.floor((bytesRead * 100) / totalBytes))}%`);
  }
  return parts.join('  ');
}
