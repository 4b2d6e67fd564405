/** The playground's policy box (playground/src/policy-box.ts), in Node: what it shows for a policy. */
import { DEFAULT_POLICY, policyVerdict } from '../../playground/src/policy-box';

describe('policyVerdict', () => {
  test('no policy', () => {
    expect(policyVerdict('  \n', 'http://a/')).toEqual({ kind: 'none' });
  });
  test('a policy that does not compile says why', () => {
    expect(policyVerdict('{"shemes": []}', 'http://a/')).toEqual({
      kind: 'malformed',
      reason: expect.stringContaining('unknown clause "shemes"'),
    });
    expect(policyVerdict('{schemes', 'http://a/')).toMatchObject({ kind: 'malformed' });
    expect(policyVerdict('null', 'http://a/')).toMatchObject({ kind: 'malformed' });
  });
  test('the default policy accepts a public https URL and names the clause that refuses', () => {
    expect(policyVerdict(DEFAULT_POLICY, 'https://example.com/')).toEqual({ kind: 'accepted' });
    expect(policyVerdict(DEFAULT_POLICY, 'https://u@0x7f.1/')).toEqual({
      kind: 'refused',
      clause: 'userinfo',
      start: 8,
      end: 9,
      message: expect.any(String),
    });
    expect(policyVerdict(DEFAULT_POLICY, 'https://0x7f.1/')).toMatchObject({
      kind: 'refused',
      clause: 'deny',
      start: 8,
      end: 14,
    });
  });
});
