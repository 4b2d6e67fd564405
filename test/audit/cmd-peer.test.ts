import { spawnSync } from 'child_process';
import { AuditUsageError, type PeerReport, audit, loadPeer } from '../../src/audit';
import { processPeer, readAnswer, sendable } from '../../src/audit/cmd-peer';

const ECHO = 'cmd:node test/audit/fixtures/echo-peer.mjs';

describe('the external-peer protocol (cmd:COMMAND)', () => {
  test('a deliberately wrong splitter: verdicts, components, labels, skipped lines', async () => {
    const peer = loadPeer(ECHO);
    expect(peer).toMatchObject({ name: 'cmd:node test/audit/fixtures/echo-peer.mjs' });
    const inputs = ['http://a@b@c/', 'a/b:c', 'x y', 'http://a/\nb', 'foo://h/p?q#f'];
    const report: PeerReport = (await audit(inputs, [peer])).peers[0]!;
    expect(report).toMatchObject({
      rule: 'URI-reference',
      inputs: 5,
      skipped: 1,
      agree: 2,
      agreeInvalid: 1,
      falseAccepts: 1,
      falseRejects: 0,
      mismatchedInputs: 1,
      mismatches: { scheme: 1, path: 1 },
    });
    const falseAccept = report.disagreements.find((item) => item.input === 'http://a@b@c/');
    expect(falseAccept).toMatchObject({
      category: 'false-accept',
      offset: 10,
      peer: { userinfo: 'a@b', host: 'c' },
      confusion: ['userinfo-host'],
    });
    const scheme = report.disagreements.find((item) => item.field === 'scheme');
    expect(scheme).toMatchObject({ input: 'a/b:c', reference: null, peer: 'a/b' });
    expect(scheme!.confusion).toContain('scheme');
  });

  test.each([
    [
      'exits at once',
      `${ECHO} --exit-immediately`,
      /exited with code 3 before answering input "a"/,
    ],
    [
      'prints text that is not JSON',
      `${ECHO} --garbage`,
      /answered input "a" with "hello a".*not JSON/,
    ],
    ['exits in the middle', `${ECHO} --exit-after=1`, /exited with code 0 .*after 1 answers/],
    ['does not exist', 'cmd:no-such-audit-peer-command-3986', /code 127 \(the shell did not find/],
    [
      'prints a line with no end',
      `${ECHO} --no-line-break`,
      /printed a line longer than 1048704 characters for input "a"; each answer is one JSON line/,
    ],
  ])('a peer that %s ends the audit with a clear AuditUsageError', async (_, spec, message) => {
    const run = audit(['a', 'b', 'c'], [loadPeer(spec)]);
    await expect(run).rejects.toThrow(AuditUsageError);
    await expect(run).rejects.toThrow(message);
  });

  test('close is safe to call twice, and parse after close is refused', async () => {
    const peer = loadPeer(ECHO);
    expect(await peer.parse('a:b')).toMatchObject({ valid: true, components: { scheme: 'a' } });
    await Promise.all([peer.close!(), peer.close!()]);
    await expect(Promise.resolve(peer.parse('x'))).rejects.toThrow(/is closed/);
  });

  test('a program started without a shell, and the hint a failed start gives', async () => {
    const peer = processPeer({
      name: 'no-such',
      command: { file: 'no-such-audit-peer-program-3986', args: [] },
      hint: 'install no-such',
    });
    expect(peer).toMatchObject({ rule: 'URI-reference', grammar: 'rfc3986', normalizes: {} });
    await expect(audit(['a'], [peer])).rejects.toThrow(
      /^peer no-such could not be started: spawn no-such-audit-peer-program-3986 ENOENT \(install no-such\)$/,
    );
  });

  test('a peer that never answers times out, and is ended', async () => {
    const peer = loadPeer(`${ECHO} --silent`, { timeoutMs: 300 });
    await expect(audit(['a', 'b'], [peer])).rejects.toThrow(/no answer within 300 ms to input "a"/);
    const found = spawnSync('pgrep', ['-f', 'echo-peer.mjs --silent']);
    if (found.error === undefined) expect(found.status).toBe(1); // 1: no such process left
  });

  test('answers are checked field by field', () => {
    expect(readAnswer('{"valid": true, "host": "a", "port": null}')).toEqual({
      valid: true,
      components: { host: 'a', port: null },
    });
    expect(readAnswer('{"valid": false, "error": "bad"}')).toEqual({ valid: false, error: 'bad' });
    expect(readAnswer('[1]')).toBe('it is not a JSON object');
    expect(readAnswer('{"valid": "yes"}')).toBe('"valid" is not true or false');
    expect(readAnswer('{"valid": true, "port": 80}')).toBe('"port" is neither a string nor null');
  });

  test('inputs with line breaks or lone surrogates cannot be sent', () => {
    expect(sendable('http://a/b')).toBe(true);
    expect(sendable('http://a/\u{1F600}')).toBe(true);
    expect(sendable('a\nb')).toBe(false);
    expect(sendable('a\rb')).toBe(false);
    expect(sendable('a\uD800')).toBe(false);
    expect(sendable('\uDC00a')).toBe(false);
  });
});

describe('a shipped adapter run as cmd: (adapters/python-urllib, compared exactly)', () => {
  test('answers over the protocol; urlsplit lowercases the scheme and loses empty parts', async () => {
    const report = (
      await audit(
        ['http://a@b@c/', 'HTTP://x/?#', 'http://[::1', 'foo://h/p?q#f'],
        [loadPeer('cmd:python3 adapters/python-urllib/adapter.py')],
      )
    ).peers[0]!;
    expect(report).toMatchObject({
      normalizes: {},
      inputs: 4,
      agree: 2,
      agreeInvalid: 1,
      falseAccepts: 1,
      mismatchedInputs: 1,
      mismatches: { scheme: 1, query: 1, fragment: 1 },
      compared: { scheme: 2, authority: 2, host: 2, path: 2, query: 2, fragment: 2 },
    });
    expect(report.disagreements.find((item) => item.field === 'query')).toMatchObject({
      input: 'HTTP://x/?#',
      reference: '',
      peer: null,
    });
  });
});
