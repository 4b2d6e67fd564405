/** `inspect`'s `scheme-syntax` finding (RFC 3986 3.1: "flag the reference as an error"). */
import { inspect } from '../../src';

const codes = (text: string): string[] => inspect(text).map((finding) => finding.code);

test.each([
  ['urn:a:b', 5, 'path'],
  ['ws://example.com/#top', 18, 'fragment'],
  ['tel:+1;ext=1;ext=2', 12, 'path'],
  ['urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bfX', 44, 'path'],
])('%s breaks its scheme’s grammar at %d', (text, offset, component) => {
  const finding = inspect(text).find((each) => each.code === 'scheme-syntax');
  expect(finding).toMatchObject({ section: '3.1', start: offset, component });
  expect(finding!.message).toMatch(
    /^The URI breaks its scheme's own grammar\. Not a valid .*\(RFC 3986 3\.1\)\.$/,
  );
});

test.each(['urn:example:a', 'tel:+1-201-555-0123', 'https://example.com/#x', 'foo:bar'])(
  '%s has no scheme-syntax finding',
  (text) => {
    expect(codes(text)).not.toContain('scheme-syntax');
  },
);

test('an http URI without a host is missing-host only (the more precise finding)', () => {
  expect(codes('http:///evil.example/')).toEqual(['missing-host']);
  expect(codes('https:foo')).toEqual(['missing-host']);
});
