/**
 * Issue 11 (RFC 3986 3.2.2): URIs of schemes that require a host (http, https, ws, wss, ftp) with
 * no authority or an empty host raised no finding, yet they are exactly the inputs WHATWG parsers
 * turn into a different host (`http:/evil.example/` has host evil.example there).
 */
import { inspect } from '../../src';

test.each([
  ['http:evil.example/', 'evil.example'],
  ['http:/evil.example/', 'evil.example'],
  ['http:///evil.example/', 'evil.example'],
  ['https:////evil.example/', 'evil.example'],
  ['ws:127.1/', '127.1'],
  ['wss:///10.0.0.1/', '10.0.0.1'],
])('%s is missing-host, read by WHATWG parsers as host %s', (text, readAs) => {
  const findings = inspect(text);
  expect(findings.map((finding) => finding.code)).toEqual(['missing-host']);
  expect(findings[0]!.message).toContain(`take "${readAs}" for the host`);
});

test.each([
  'http://example.com/',
  'mailto:a@b.example',
  'file:///etc/hosts',
  'urn:isbn:0451450523',
])('%s has no finding at all', (text) => {
  expect(inspect(text)).toEqual([]);
});
