/**
 * Issue 29: ajv reports a format failure as `must match format "uri"` and loses where and why.
 * The keyword `uriRule` (`addUriRuleKeyword`) reports the library's error instead: its message,
 * and the offset, expected set, rule and grammar in `params`. Real ajv 8, draft-07 and 2020-12.
 */
import Ajv from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020';
import { URI_RULE_KEYWORD, addFormats, addUriRuleKeyword } from '../../src/formats';

const SPACE_AT_8 =
  'Not a valid URI at offset 8: found a space (U+0020) where unreserved, pct-encoded, sub-delims, ":", "@", "/", "?", "#" or the end of input could stand.';

describe.each([
  ['draft-07', () => new Ajv({ allErrors: true })],
  ['2020-12', () => new Ajv2020({ allErrors: true })],
] as const)('ajv %s', (_name, make) => {
  const ajv = addUriRuleKeyword(addFormats(make()));
  const body = ajv.compile({
    type: 'object',
    properties: { url: { type: 'string', uriRule: 'URI' } },
  });

  test('a valid value passes', () => {
    expect(body({ url: 'https://example.com/a' })).toBe(true);
    expect(body.errors).toBeNull();
  });

  test('a failure is the library’s message, with the offset and expected set as params', () => {
    expect(body({ url: 'http://a b/' })).toBe(false);
    expect(body.errors).toEqual([
      {
        keyword: URI_RULE_KEYWORD,
        instancePath: '/url',
        schemaPath: '#/properties/url/uriRule',
        message: SPACE_AT_8,
        params: {
          grammar: 'rfc3986',
          rule: 'URI',
          code: 'syntax',
          offset: 8,
          expected: [
            'unreserved',
            'pct-encoded',
            'sub-delims',
            '":"',
            '"@"',
            '"/"',
            '"?"',
            '"#"',
            'end of input',
          ],
        },
      },
    ]);
  });

  test('a grammar and a rule as an object; a non-string is left to the type keyword', () => {
    const iri = ajv.compile({ uriRule: { grammar: 'rfc3987', rule: 'IRI' } });
    expect(iri('http://é.example/')).toBe(true);
    expect(iri('é')).toBe(false);
    expect(iri.errors?.[0]).toMatchObject({
      params: { grammar: 'rfc3987', rule: 'IRI', offset: 0 },
    });
    expect(iri(42)).toBe(true);
  });

  test('an unknown rule or a malformed value is a TypeError when the schema is compiled', () => {
    expect(() => ajv.compile({ uriRule: 'url' })).toThrow(/unknown rule "url"/);
    expect(() => ajv.compile({ uriRule: { grammar: 'rfc1738' } })).toThrow(TypeError);
  });
});
