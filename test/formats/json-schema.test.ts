/**
 * The JSON Schema formats with real ajv 8, under draft 2020-12 and draft-07: the cases of issue
 * 14, the ones ajv-formats' regular expressions get wrong (ajv-formats #118), and IRIs (#114,
 * #120). Each case is asserted through a compiled schema, as a user of ajv would meet it.
 */
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import { FORMAT_NAMES, addFormats, formats } from '../../src/formats';

type FormatName = (typeof FORMAT_NAMES)[number];

/** [format, value, valid] */
const CASES: readonly (readonly [FormatName, string, boolean])[] = [
  ['uri', 'a:', true],
  ['uri', 'mailto:', true],
  ['uri', 'http://example.com/a?b#c', true],
  ['uri', '//example.com/', false],
  ['uri', 'http://[::ffff:001.2.3.4]/', false],
  ['uri', 'http://résumé.example/', false],
  ['uri-reference', '/a"b', false],
  ['uri-reference', '/[::1]', false],
  ['uri-reference', '1a:b', false],
  ['uri-reference', '%zz', false],
  ['uri-reference', 'http://[::ffff:001.2.3.4]/', false],
  ['uri-reference', '', true],
  ['uri-reference', '../a/b?c', true],
  ['uri-reference', 'http://[::ffff:1.2.3.4]/', true],
  ['iri', 'http://résumé.example/', true],
  ['iri', 'http://a/?\uE000', true],
  ['iri', 'http://a/\uE000', false],
  ['iri', 'http://a/\uD800', false],
  ['iri', '%zz', false],
  ['iri-reference', 'réf/rel', true],
  ['iri-reference', '/\uE000', false],
  ['iri-reference', '?\uE000', true],
  ['iri-reference', 'http://[::ffff:001.2.3.4]/', false],
];

describe.each([
  ['draft 2020-12', () => new Ajv2020()],
  ['draft-07', () => new Ajv()],
])('ajv 8, %s', (_draft, makeAjv) => {
  const ajv = addFormats(makeAjv());

  test.each(CASES)('%s %j is %s', (format, value, valid) => {
    const validate = ajv.compile({ type: 'string', format });
    expect(validate(value)).toBe(valid);
    expect(formats[format](value)).toBe(valid);
  });

  test('a non-string is left to the type keyword', () => {
    expect(ajv.compile({ format: 'uri' })(42)).toBe(true);
    expect(ajv.compile({ type: 'string', format: 'uri' })(42)).toBe(false);
  });
});

describe('addFormats', () => {
  test('returns the instance, registers only the formats asked for', () => {
    const ajv = new Ajv();
    expect(addFormats(ajv, { formats: ['iri'] })).toBe(ajv);
    expect(ajv.compile({ type: 'string', format: 'iri' })('http://é/')).toBe(true);
    expect(() => ajv.compile({ type: 'string', format: 'uri' })).toThrow(/unknown format/);
  });

  test('refuses what is not an ajv instance or a format name', () => {
    expect(() => addFormats({} as never)).toThrow(TypeError);
    expect(() => addFormats(new Ajv(), { formats: ['url' as FormatName] })).toThrow(TypeError);
  });
});
