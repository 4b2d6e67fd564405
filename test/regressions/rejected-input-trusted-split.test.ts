/**
 * Issue 11: for input the reference rejects, the audit compared the peer's components with the
 * validating split (`splitValid`), which is only right for valid input: `http://[::1` came out
 * as host "" and port "ttp://[::1" (it looked for the "]" that is not there). Rejected input is
 * now cut with RFC 3986 Appendix B's non-validating expression, userinfo, host and port taken
 * from its authority at the delimiters (lenient-split.ts), and the false accept says where the
 * peer's reading differs from that cut.
 */
import { type Peer, audit } from '../../src/audit';
import { lenientSplit, splitAuthority } from '../../src/audit/lenient-split';

/** A peer that accepts everything and reads the host as Python's urlsplit would: no brackets. */
const readsUnbracketedHost: Peer = {
  name: 'unbracketed',
  rule: 'URI-reference',
  normalizes: {},
  parse: () => ({ valid: true, components: { scheme: 'http', host: '::1', port: null } }),
};

describe('rejected input is cut by Appendix B, not by the validating split', () => {
  test('http://[::1 has host "[::1" and no port', () => {
    expect(lenientSplit('http://[::1')).toEqual({
      scheme: 'http',
      authority: '[::1',
      userinfo: null,
      host: '[::1',
      port: null,
      path: '',
      query: null,
      fragment: null,
    });
  });

  test('the false accept carries that cut and the fields where the peer differs from it', async () => {
    const report = await audit(['http://[::1'], [readsUnbracketedHost]);
    const [falseAccept] = report.peers[0]!.disagreements;
    expect(falseAccept).toMatchObject({
      category: 'false-accept',
      split: { host: '[::1', port: null },
      splitDiffers: ['host'],
    });
  });

  test.each([
    ['a@b@c', { userinfo: 'a', host: 'b@c', port: null }],
    ['[::1]:80', { userinfo: null, host: '[::1]', port: '80' }],
    ['[::1]x:80', { userinfo: null, host: '[::1]x', port: '80' }],
    ['[::1', { userinfo: null, host: '[::1', port: null }],
    ['u@h:1:2', { userinfo: 'u', host: 'h', port: '1:2' }],
    ['', { userinfo: null, host: '', port: null }],
  ])('splitAuthority(%j)', (authority, parts) => {
    expect(splitAuthority(authority)).toEqual(parts);
  });
});
