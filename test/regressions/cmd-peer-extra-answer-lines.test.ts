/**
 * Issue 11: a `cmd:` peer that printed more answer lines than it was sent inputs was not an
 * error. Answers are matched to inputs by their order, so a line too many shifts answers onto
 * the wrong inputs, and a line after the last answer went unseen: the audit reported as if
 * nothing had happened. Now it ends with an AuditUsageError naming the peer and the input (exit
 * 2 from the CLI), and gives no report. The audit can only know once the program has exited, so
 * it waits for its exit and its last output before it returns.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { AuditUsageError, audit, loadPeer } from '../../src/audit';

const ECHO = 'cmd:node test/audit/fixtures/echo-peer.mjs';
const INPUTS = ['http://a/', 'http://b/', 'http://c/'];

describe('more answer lines than inputs is a protocol error', () => {
  test.each([
    ['two lines for the last input, in one write', '--extra-after=3', /"http:\/\/c\/"/],
    ['a line at end of input, just before it exits', '--extra-at-end', /"http:\/\/c\/"/],
    ['two lines for the first input (every later answer shifted)', '--extra-after=1', /"http:\/\//],
  ])('%s', async (_, flag, input) => {
    const run = audit(INPUTS, [loadPeer(`${ECHO} ${flag}`)]);
    await expect(run).rejects.toThrow(AuditUsageError);
    await expect(run).rejects.toThrow(
      /^peer cmd:node test\/audit\/fixtures\/echo-peer\.mjs --extra-\S+ printed a line after answering all 3 inputs it was sent/,
    );
    await expect(run).rejects.toThrow(input);
    await expect(run).rejects.toThrow(/some answers went to the wrong inputs/);
  });

  test('a well-behaved peer on the same inputs still gives a report', async () => {
    const report = await audit(INPUTS, [loadPeer(ECHO)]);
    expect(report.peers[0]).toMatchObject({ inputs: 3, agree: 3 });
  });

  test('the CLI exits 2 with the message and prints no report', () => {
    const result = spawnSync(
      process.execPath,
      // One thread: at --jobs N each worker thread starts its own copy of the peer, and the
      // copy that answers twice must be the one that is sent the third input.
      [
        join(__dirname, '../../dist/src/cli.js'),
        'audit',
        '--jobs',
        '1',
        '--peer',
        `${ECHO} --extra-after=3`,
      ],
      { input: INPUTS.join('\n'), encoding: 'utf8', timeout: 60_000 },
    );
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(
      'uri-grammar: peer cmd:node test/audit/fixtures/echo-peer.mjs --extra-after=3 printed a line after answering all 3 inputs it was sent (the last was "http://c/")',
    );
  });
});
