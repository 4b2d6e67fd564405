/**
 * The audit judges by any grammar (issue 13): a peer can be judged with RFC 3986, RFC 3987,
 * RFC 6874 or RFC 2396; with every grammar, it is reported with the one it agrees with most; and
 * each false accept or reject says which grammars accept the input. The peers here are written
 * in the test, so what each accepts is known exactly.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { grammar } from '../../src';
import { audit, renderText, type Peer } from '../../src/audit';

/** A peer that accepts what one grammar accepts, and splits like that grammar. */
function peerFollowing(name: 'rfc3986' | 'rfc3987' | 'rfc6874' | 'rfc2396'): Peer {
  const g = grammar(name);
  return {
    name: `follows-${name}`,
    rule: 'URI-reference',
    normalizes: {},
    parse: (input) => {
      const result = g.safeParse(input);
      if (!result.ok) return { valid: false, error: result.error.message };
      const { scheme, authority, userinfo, host, port, path, query, fragment } = result.components;
      const absent = (value: string | undefined) => value ?? null;
      return {
        valid: true,
        components: {
          scheme: absent(scheme),
          authority: absent(authority),
          userinfo: absent(userinfo),
          host: absent(host),
          port: absent(port),
          path,
          query: absent(query),
          fragment: absent(fragment),
        },
      };
    },
  };
}

const INPUTS = [
  'http://a/b?c#d',
  'http://[fe80::1%25eth0]/',
  'http://[fe80::1%25en1]:80/x',
  'http://résumé.example/',
  'http://a/ü',
  'http://a b/',
  '//h/p',
];

describe('audit --grammar', () => {
  test('all: each peer is reported with the grammar it follows', async () => {
    const peers = (['rfc3986', 'rfc3987', 'rfc6874'] as const).map(peerFollowing);
    const report = await audit(INPUTS, peers, { grammar: 'all' });
    expect(report.peers.map((peer) => peer.judgedWith)).toEqual(['rfc3986', 'rfc3987', 'rfc6874']);
    for (const peer of report.peers) {
      expect(peer.agree).toBe(INPUTS.length);
      expect(Object.keys(peer.byGrammar ?? {}).sort()).toEqual([
        'rfc2396',
        'rfc3986',
        'rfc3987',
        'rfc6874',
      ]);
    }
    // The RFC 6874 follower disagrees with RFC 3986 on exactly the two zone IDs.
    expect(report.peers[2]!.byGrammar!.rfc3986!.falseAccepts).toBe(2);
  });

  test('a zone ID a peer accepts reads "RFC 6874, not RFC 3986"', async () => {
    const report = await audit(INPUTS, [peerFollowing('rfc6874')], { grammar: 'rfc3986' });
    const [peer] = report.peers;
    expect(peer!.judgedWith).toBe('rfc3986');
    const zone = peer!.disagreements.find((item) => item.input.includes('%25eth0'))!;
    expect(zone.category).toBe('false-accept');
    expect(zone.acceptedBy).toEqual(['rfc6874']);
    expect(renderText(report)).toContain(
      'accepted by RFC 6874, not by RFC 3986, RFC 3987, RFC 2396',
    );
  });

  test('judged with RFC 2396, a 999.1.1.1 host is an IPv4address and a query-only reference is not', async () => {
    const inputs = ['http://999.1.1.1/', '?q', 'http://[fe80::1%25eth0]/'];
    const report = await audit(inputs, [peerFollowing('rfc3986')], { grammar: 'rfc2396' });
    const [peer] = report.peers;
    expect(peer!.judgedWith).toBe('rfc2396');
    // RFC 3986 accepts "?q"; RFC 2396's BNF has no relative reference starting with "?".
    const queryOnly = peer!.disagreements.find((item) => item.input === '?q')!;
    expect(queryOnly.category).toBe('false-accept');
    expect(queryOnly.acceptedBy).toEqual(['rfc3986', 'rfc3987', 'rfc6874']);
  });

  test('an unknown grammar is refused', async () => {
    await expect(
      audit(INPUTS, [peerFollowing('rfc3986')], { grammar: 'rfc1738' as never }),
    ).rejects.toThrow(TypeError);
  });

  test('the CLI takes --grammar and refuses an unknown one with exit 2', () => {
    const cli = join(__dirname, '../../dist/src/cli.js');
    const run = (args: string[]) => {
      try {
        return {
          status: 0,
          out: execFileSync(process.execPath, [cli, ...args], {
            encoding: 'utf8',
            input: 'http://[fe80::1%25eth0]/\n',
          }),
        };
      } catch (error) {
        const failed = error as { status: number; stdout: string; stderr: string };
        return { status: failed.status, out: failed.stdout + failed.stderr };
      }
    };
    const all = run(['audit', '--peer', 'node-url', '--grammar', 'all', '--json']);
    const report = JSON.parse(all.out) as { peers: { byGrammar: object }[] };
    expect(Object.keys(report.peers[0]!.byGrammar)).toHaveLength(4);
    expect(run(['audit', '--peer', 'node-url', '--grammar', 'nope']).status).toBe(2);
  });
});
