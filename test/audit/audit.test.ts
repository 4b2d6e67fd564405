import { check } from '../../src/validate';
import {
  AuditUsageError,
  type Disagreement,
  type Peer,
  type PeerReport,
  audit,
  loadPeer,
  renderText,
} from '../../src/audit';

function find(report: PeerReport, input: string, field?: string): Disagreement {
  const found = report.disagreements.find(
    (item) => item.input === input && (field === undefined || item.field === field),
  );
  if (!found) throw new Error(`no disagreement stored for ${JSON.stringify(input)} ${field ?? ''}`);
  return found;
}

describe('audit against node-url (WHATWG URL, judged as URI)', () => {
  const inputs = [
    'http://a@b@c/',
    'http://1.2.3.4.5/',
    'http://example.com/a',
    'HTTP://EXAMPLE.com/a/./b/../c',
    'http:evil.com',
    'http://@a/',
    'g',
    ' javascript:alert(1)',
  ];
  let report: PeerReport;

  beforeAll(async () => {
    report = (await audit(inputs, [loadPeer('node-url')])).peers[0]!;
  });

  test('counts every outcome', () => {
    expect(report).toMatchObject({
      name: 'node-url',
      rule: 'URI',
      inputs: 8,
      skipped: 0,
      agree: 3,
      agreeInvalid: 1,
      falseAccepts: 2,
      falseRejects: 1,
      mismatchedInputs: 2,
      mismatches: { authority: 2, host: 1, path: 1, userinfo: 1 },
    });
    expect(report.agree + report.falseAccepts + report.falseRejects + report.mismatchedInputs).toBe(
      report.inputs,
    );
  });

  test('http://a@b@c/ is a false accept at the offset where the reference rejects it', () => {
    const error = check('URI', 'http://a@b@c/');
    if (error.ok) throw new Error('http://a@b@c/ should be invalid');
    const found = find(report, 'http://a@b@c/');
    expect(found).toMatchObject({
      category: 'false-accept',
      rule: 'URI',
      offset: error.error.offset,
      reference: error.error.message,
      peer: { scheme: 'http', userinfo: 'a%40b', host: 'c', path: '/' },
    });
    expect(error.error.offset).toBe(10);
    expect(found.confusion).toEqual(['userinfo-host']);
  });

  test('http://1.2.3.4.5/ is a false reject: a reg-name to RFC 3986, a bad IPv4 to WHATWG', () => {
    expect(find(report, 'http://1.2.3.4.5/')).toMatchObject({
      category: 'false-reject',
      reference: { scheme: 'http', host: '1.2.3.4.5', port: null, query: null },
      peer: expect.stringMatching(/Invalid URL/) as unknown,
    });
  });

  test('scheme and host case and dot segments are normalized away: an agreement', () => {
    expect(
      report.disagreements.filter((item) => item.input === 'HTTP://EXAMPLE.com/a/./b/../c'),
    ).toEqual([]);
  });

  test('http:evil.com: WHATWG invents an authority; labelled as a slashes confusion', () => {
    for (const field of ['authority', 'host', 'path']) {
      const found = find(report, 'http:evil.com', field);
      expect(found.category).toBe('component');
      expect(found.confusion).toEqual(['slashes']);
    }
    expect(find(report, 'http:evil.com', 'host')).toMatchObject({
      reference: null,
      peer: 'evil.com',
      normalized: { reference: null, peer: 'evil.com' },
    });
  });

  test('an empty userinfo is not an absent one', () => {
    expect(find(report, 'http://@a/', 'userinfo')).toMatchObject({ reference: '', peer: null });
  });

  test('a leading space: WHATWG strips it and finds a scheme the RFC does not', () => {
    const found = find(report, ' javascript:alert(1)');
    expect(found).toMatchObject({ category: 'false-accept', offset: 0 });
    expect(found.confusion).toContain('scheme');
  });
});

describe('audit against node-legacy (url.parse)', () => {
  let report: PeerReport;

  beforeAll(async () => {
    report = (
      await audit(
        [
          'http://a@b@c/',
          'a:b',
          'http://A.COM/x',
          'http://a.com',
          'http://a/b c',
          'http://a\\b@c/',
        ],
        [loadPeer('node-legacy')],
      )
    ).peers[0]!;
  });

  test('accepts what RFC 3986 rejects', () => {
    expect(report.falseAccepts).toBe(3);
    expect(find(report, 'http://a@b@c/')).toMatchObject({
      peer: { userinfo: 'a@b', host: 'c' },
      confusion: ['userinfo-host'],
    });
    expect(find(report, 'http://a\\b@c/').confusion).toEqual(['backslash', 'userinfo-host']);
  });

  test('reads the path of a:b as a host', () => {
    expect(find(report, 'a:b', 'host')).toMatchObject({ reference: null, peer: 'b' });
    expect(find(report, 'a:b', 'path')).toMatchObject({ reference: 'b', peer: '' });
  });

  test('host case and the "/" it adds to an empty http path are normalized away', () => {
    expect(report.agree).toBe(2);
    expect(report.normalizes.host).toMatch(/lowercases/);
  });
});

describe('streaming and examples', () => {
  const alwaysValid: Peer = {
    name: 'always',
    rule: 'URI-reference',
    normalizes: {},
    parse: () => ({ valid: true, components: {} }),
  };

  test('reads an async iterable lazily, a bounded window ahead of the judged inputs', async () => {
    let produced = 0;
    let done = 0;
    let furthestAhead = 0;
    async function* lines(): AsyncGenerator<string> {
      for (let i = 0; i < 2000; i++) {
        produced++;
        furthestAhead = Math.max(furthestAhead, produced - done);
        await Promise.resolve();
        yield i % 2 === 0 ? `http://a/${i}` : `bad ${i}`;
      }
    }
    const report = await audit(lines(), [alwaysValid], {
      keepExamples: 3,
      onProgress: (count) => {
        done = count;
      },
    });
    expect(done).toBe(2000);
    expect(furthestAhead).toBeLessThanOrEqual(65);
    const [peer] = report.peers;
    expect(peer).toMatchObject({ inputs: 2000, agree: 1000, falseAccepts: 1000 });
    // Counts stay complete while the stored examples are capped.
    expect(peer!.disagreements).toHaveLength(3);
  });

  test('a peer names no grammar: judged against RFC 3986; one that does is reported with it', async () => {
    const iriPeer: Peer = { ...alwaysValid, name: 'iri', grammar: 'rfc3987' };
    const report = await audit(['http://a/'], [alwaysValid, iriPeer]);
    expect(report.peers[0]).toMatchObject({ grammar: 'rfc3986', judgedWith: 'rfc3986' });
    expect(report.peers[1]).toMatchObject({ grammar: 'rfc3987', judgedWith: 'rfc3987' });
    const text = renderText(report);
    expect(text).toContain('Parser audit against RFC 3986 and RFC 3987 (2 peers)');
    expect(text).toContain('== iri (judged against RFC 3987 URI-reference) ==');
    // Judged with the grammar it follows: nothing to explain.
    expect(text).not.toContain('note:');
  });

  test('fields a peer does not report are not compared', async () => {
    const report = await audit(['http://a/b'], [alwaysValid]);
    expect(report.peers[0]).toMatchObject({ agree: 1, compared: {} });
  });

  test('a peer that throws ends the audit with an AuditUsageError whose cause is its error, and every peer is closed', async () => {
    const closed: string[] = [];
    const broken: Peer = {
      name: 'broken',
      rule: 'URI-reference',
      normalizes: {},
      parse: () => {
        throw new Error('broken peer');
      },
      close: () => {
        closed.push('broken');
        return Promise.resolve();
      },
    };
    const failure = await audit(['a'], [alwaysValid, broken]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AuditUsageError);
    expect((failure as Error).message).toBe(
      'peer broken failed on input "a" (its own error is the cause)',
    );
    expect(((failure as Error).cause as Error).message).toBe('broken peer');
    expect(closed).toEqual(['broken']);
  });
});
