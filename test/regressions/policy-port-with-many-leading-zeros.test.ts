/**
 * Issue 24: the policy's `ports` clause read a port of more than 16 digits as too long for any
 * port, leading zeros included, so `check` refused `http://a:00000000000000000443/` under
 * `ports: ['1-65535']` while `isValid` (the accept path, which reads the number) accepted it.
 * Found by test/policy/accept.test.ts's property in CI (seed 811217039). Leading zeros do not
 * change a port's number (RFC 3986 3.2.3 reads the port as a decimal number; WHATWG's URL reads
 * the same digits as 443), so both now accept it, and both refuse what is out of range.
 */
import { policy } from '../../src';

const ports = policy({ ports: ['1-65535'] });
const https = policy({ ports: [443] });

test.each([
  ['http://a:00000000000000000443/', true],
  ['http://a:0443/', true],
  ['http://a:000000000000000000065535/', true],
  ['http://a:000000000000000000065536/', false],
  ['http://a:0000000000000000000/', false],
  ['http://a:99999999999999999999999/', false],
])('%s under ports 1-65535: %s from isValid and check alike', (uri, allowed) => {
  expect(ports.isValid(uri)).toBe(allowed);
  expect(ports.check(uri).ok).toBe(allowed);
});

test('a zero-padded 443 is port 443 for a one-port policy too', () => {
  expect(https.check('https://a:000000000000000000000443/').ok).toBe(true);
  expect(https.check('https://a:000000000000000000000444/').ok).toBe(false);
  expect(https.isValid('https://a:000000000000000000000444/')).toBe(false);
});
