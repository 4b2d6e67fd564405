/**
 * Running the built `uri-grammar` binary as a user would (`npm test` builds it first): the
 * one-file build that `bin` names, dist/cli/uri-grammar.cjs. Tests that start dist/src/cli.js
 * (the audit's, some regressions) keep tsc's module-by-module build of the same command run too.
 */
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const BIN = join(__dirname, '..', '..', 'dist', 'cli', 'uri-grammar.cjs');

export function assertBuilt(): void {
  if (!existsSync(BIN)) throw new Error(`${BIN} is missing: run npm run build (npm test does)`);
}

/** The CLI's stdout as bytes (outputs are compared byte for byte), stderr as text. */
export interface CliRun {
  readonly status: number | null;
  readonly stdout: Buffer;
  readonly stderr: string;
}

export function runCli(args: readonly string[], stdin: string | Buffer = ''): CliRun {
  const result: SpawnSyncReturns<Buffer> = spawnSync(process.execPath, [BIN, ...args], {
    input: stdin,
    timeout: 120_000,
    maxBuffer: 1024 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.toString('utf8') };
}

/** The CLI's run with stdout as text, for tests that read lines rather than compare bytes. */
export function runCliText(
  args: readonly string[],
  stdin = '',
): { readonly status: number | null; readonly stdout: string; readonly stderr: string } {
  const run = runCli(args, stdin);
  return { status: run.status, stdout: run.stdout.toString('utf8'), stderr: run.stderr };
}

export function jsonLines(stdout: Buffer | string): Record<string, unknown>[] {
  return stdout
    .toString('utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
