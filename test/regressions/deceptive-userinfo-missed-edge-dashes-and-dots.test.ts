/**
 * Issue 11 (RFC 3986 7.6): a userinfo that imitates a host name or address was missed when the
 * imitation had a leading or trailing "-" or ".", or a doubled "..": to a reader
 * `www.paypal.com-@evil.example` still names www.paypal.com.
 */
import { inspect } from '../../src';

test.each([
  ['http://www.paypal.com-@evil.example/', 'a host name'],
  ['http://.www.paypal.com@evil.example/', 'a host name'],
  ['http://accounts.google.com.@evil.example/', 'a host name'],
  ['http://10.0.0.1-@evil.example/', 'an IPv4 address'],
  ['http://www.bank.example..@evil.example/', 'a host name'],
  ['http://-login.bank.example@evil.example/', 'a host name'],
])('%s is deceptive-userinfo (%s)', (text, looksLike) => {
  const findings = inspect(text).filter((finding) => finding.code === 'deceptive-userinfo');
  expect(findings).toHaveLength(1);
  expect(findings[0]!.message).toContain(`looks like ${looksLike}`);
});
