/**
 * Issue 11: when a `cmd:` peer left a background child running (`sleep 600 &` in its script),
 * the child kept the peer's output pipe open. The audit waited for that pipe to close, gave up
 * on the program (which had already exited, so it signalled nothing), and the CLI process then
 * stayed alive until `sleep 600` ended: ten minutes for a three-line audit. Now the audit takes
 * the program's exit as the end, ends what it left in its process group, and reads the pipe
 * only until then.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { audit, loadPeer } from '../../src/audit';

// The CLI's own 60 s guard and the 10 s deadline below both fit under this.
jest.setTimeout(90_000);

let scratch: string;
beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'uri-grammar-background-'));
});
afterEach(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/**
 * Whether a process with this pid is still running. An ended child of an exited shell can stay
 * a zombie until init reaps it, and signal 0 still reaches a zombie: on Linux read its state.
 */
function alive(pid: number): boolean {
  if (existsSync('/proc/self/stat')) {
    let text: string;
    try {
      text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      return false; // no such process
    }
    // "pid (comm) state ...": the state follows the last ")".
    return !/^[ZX]/.test(text.slice(text.lastIndexOf(')') + 2));
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the process is gone by the deadline. The audit signals the child and returns once the
 * pipe closes, which the kernel does while the child is still exiting (before it shows as a
 * zombie), so a read at that instant can still see it running. A child the audit failed to end
 * (the bug) runs for 600 s, so a 10 s deadline still tells the two apart.
 */
async function endsWithin(pid: number, deadlineMs: number): Promise<boolean> {
  const until = Date.now() + deadlineMs;
  while (alive(pid)) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

function backgroundChild(pidFile: string): number {
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  expect(Number.isInteger(pid) && pid > 0).toBe(true);
  return pid;
}

describe("the audit does not wait for a peer's background children", () => {
  test('audit() returns its report and the background sleep is ended', async () => {
    const pidFile = join(scratch, 'sleep.pid');
    const peer = loadPeer(`cmd:sh test/audit/fixtures/background-peer.sh ${pidFile}`);
    const report = await audit(['http://a/', 'b c'], [peer]);
    expect(report.peers[0]).toMatchObject({ inputs: 2, falseRejects: 1, agreeInvalid: 1 });
    expect(await endsWithin(backgroundChild(pidFile), 10_000)).toBe(true);
  });

  test('the CLI exits by itself (not killed by the 60 s guard) with its report', async () => {
    const pidFile = join(scratch, 'sleep.pid');
    const result = spawnSync(
      process.execPath,
      [
        join(__dirname, '../../dist/src/cli.js'),
        'audit',
        '--peer',
        `cmd:sh test/audit/fixtures/background-peer.sh ${pidFile}`,
      ],
      { input: 'http://a/\nb c\n', encoding: 'utf8', timeout: 60_000 },
    );
    expect(result.signal).toBeNull();
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('1 false rejects');
    expect(await endsWithin(backgroundChild(pidFile), 10_000)).toBe(true);
  });
});
