import { AuditUsageError, BUILTIN_PEERS, audit, loadPeer } from '../../src/audit';
import { requireOptional } from '../../src/audit/peers';

describe('loadPeer', () => {
  test('an unknown peer is an AuditUsageError naming it and listing the built-in ones', () => {
    expect(() => loadPeer('nope-url')).toThrow(AuditUsageError);
    let message = '';
    try {
      loadPeer('nope-url');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('"nope-url"');
    for (const name of BUILTIN_PEERS) expect(message).toContain(name);
    expect(message).toContain('cmd:COMMAND');
  });

  test('cmd: needs a command', () => {
    expect(() => loadPeer('cmd:  ')).toThrow(/needs a command/);
  });

  test('a missing optional package says what to install', () => {
    expect(() => requireOptional('no-such-package-for-the-audit', 'some-peer')).toThrow(
      new AuditUsageError(
        'peer some-peer needs the package no-such-package-for-the-audit: npm install no-such-package-for-the-audit',
      ),
    );
  });

  test.each(BUILTIN_PEERS)('%s loads and agrees on a plain URI', async (name) => {
    const peer = loadPeer(name);
    expect(peer.name).toBe(name);
    const report = await audit(['http://example.com/a?b#c', 'http://a b/'], [peer]);
    expect(report.peers[0]).toMatchObject({ inputs: 2 });
    expect(report.peers[0]!.disagreements.map((item) => item.input)).not.toContain(
      'http://example.com/a?b#c',
    );
  });
});

describe('peer mappings', () => {
  test('fast-uri and uri-js: IPv6 hosts get their brackets back, ports are strings', async () => {
    for (const name of ['fast-uri', 'uri-js']) {
      const result = await loadPeer(name).parse('http://[::1]:8080/x');
      expect(result).toEqual({
        valid: true,
        components: {
          scheme: 'http',
          userinfo: null,
          host: '[::1]',
          port: '8080',
          path: '/x',
          query: null,
          fragment: null,
        },
      });
    }
  });

  test('fast-uri: a scheme handler that takes the path apart leaves path and query unreported', async () => {
    const result = await loadPeer('fast-uri').parse('mailto:a@example.com?subject=x');
    expect(result.valid).toBe(true);
    expect(result.components).not.toHaveProperty('path');
    expect(result.components).not.toHaveProperty('query');
  });

  test('WHATWG peers tell an empty query and fragment from absent ones', async () => {
    for (const name of ['node-url', 'whatwg-url']) {
      const peer = loadPeer(name);
      expect((await peer.parse('http://a/?#')).components).toMatchObject({
        query: '',
        fragment: '',
      });
      expect((await peer.parse('http://a/')).components).toMatchObject({
        query: null,
        fragment: null,
      });
      expect((await peer.parse('mailto:x?y')).components).toMatchObject({
        authority: null,
        host: null,
        path: 'x',
        query: 'y',
      });
      expect((await peer.parse('foo://')).components).toMatchObject({ authority: '', host: '' });
      expect((await peer.parse('http://u:p@[::1]:81/')).components).toMatchObject({
        authority: 'u:p@[::1]:81',
        userinfo: 'u:p',
        host: '[::1]',
        port: '81',
      });
    }
  });

  test('url-parse keeps "?" in its query, so an empty query is seen', async () => {
    const peer = loadPeer('url-parse');
    expect((await peer.parse('http://a/?')).components).toMatchObject({ query: '' });
    expect((await peer.parse('http://a/')).components).toMatchObject({ query: null });
  });

  test('node-legacy does not print deprecation warnings', async () => {
    const warnings: string[] = [];
    const listen = (warning: Error): void => {
      warnings.push(warning.message);
    };
    process.on('warning', listen);
    try {
      await loadPeer('node-legacy').parse('http://a:xx/');
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', listen);
    }
    expect(warnings).toEqual([]);
  });
});
