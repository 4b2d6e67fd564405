/**
 * Edges of the policy that the other tests left unasserted, found by the full Stryker run
 * (`npm run mutation:policy`, docs/mutation.md): each test names what a user sees change.
 */
import { policy } from '../../src';
import { parseRange } from '../../src/policy/addresses';

describe('deny: a CIDR range with nothing before its "/"', () => {
  test('is refused for its empty address, not read as an address "/8"', () => {
    expect(parseRange('/8')).toBe('"" is neither an IPv4 nor an IPv6 address');
    expect(() => policy({ deny: ['/24'] })).toThrow(
      'policy: deny: "/24" is neither an address class (loopback, private, link-local, unique-local, unspecified, documentation, multicast, broadcast, localhost) nor a CIDR range: "" is neither an IPv4 nor an IPv6 address',
    );
  });
});
