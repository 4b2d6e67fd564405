/**
 * Issue 11: a `cmd:` peer that answered with a line that is not JSON made the CLI die with
 * "internal error" and exit 70, a stack trace instead of a message. A broken peer is the user's
 * to fix, like a usage error: exit 2, with a message naming the peer and the input.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const BIN = join(__dirname, '../../dist/src/cli.js');

function auditWith(peer: string, input: string) {
  return spawnSync(process.execPath, [BIN, 'audit', '--peer', peer], {
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('a broken cmd: peer ends the CLI audit with exit 2 and a message', () => {
  test('a line that is not JSON', () => {
    const result = auditWith('cmd:node test/audit/fixtures/echo-peer.mjs --garbage', 'http://a/\n');
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(
      'uri-grammar: peer cmd:node test/audit/fixtures/echo-peer.mjs --garbage answered input "http://a/" with "hello http://a/", which is not an answer: it is not JSON.',
    );
    expect(result.stderr).not.toContain('internal error');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  test('a program that exits before answering', () => {
    const result = auditWith(
      'cmd:node test/audit/fixtures/echo-peer.mjs --exit-immediately',
      'x\n',
    );
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      'exited with code 3 before answering input "x" after 0 answers',
    );
  });
});
