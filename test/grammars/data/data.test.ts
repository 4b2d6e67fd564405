/**
 * RFC 2397 ("data") read from its text: the section 3 grammar as printed, the section 4 examples
 * (one of which the RFC writes with a broken escape), the media type, parameters, base64 flag and
 * decoded bytes; WPT's data: URL vectors where RFC 2397 defines the answer; bytes to URI and
 * back (round trip); a 10 MB URL decoded in one pass into bounded memory; bad input refused.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  DATA_DEFINITION,
  dataUri,
  decodeBase64,
  type DataComponents,
} from '../../../src/uri-schemes/data';
import { removePageBreaks } from '../../oracle/abnf-regex';
import { RFC2397_PATH, SCHEME_FIXTURES } from '../../oracle/mailto-data-file-oracles';
import { compiled, g, matches, VALID_SAMPLES } from './support';

const components = (uri: string): DataComponents => DATA_DEFINITION.components(uri, 'data');
const bytes = (c: DataComponents): number[] => [...(c.bytes ?? [])];
const ascii = (text: string): number[] => [...text].map((ch) => ch.charCodeAt(0));
const RFC_TEXT = removePageBreaks(readFileSync(RFC2397_PATH, 'utf8'));

describe('RFC 2397 section 3, as printed', () => {
  it.each(['dataurl', 'mediatype', 'data', 'parameter'] as const)(
    '%s carries its BNF line from the RFC text, RFC 2397 section 3',
    (name) => {
      const line = RFC_TEXT.split('\n').find((l) => new RegExp(`^\\s*${name}\\s+:=`).test(l))!;
      expect(compiled.rules[name]).toMatchObject({
        rfc: 'RFC 2397',
        section: '3',
        abnf: line.trim(),
      });
    },
  );

  it('has no PEG trap', () => {
    expect(compiled.traps()).toEqual([]);
  });
});

describe('the examples of section 4', () => {
  it('data:,A%20brief%20note is the text/plain string "A brief note"', () => {
    const uri = RFC_TEXT.match(/data:,A%20brief%20note/)![0];
    expect(g.isValid('dataurl', uri)).toBe(true);
    expect(components(uri)).toEqual({
      mediaType: 'text/plain',
      parameters: [],
      base64: false,
      bytes: new Uint8Array(ascii('A brief note')),
    });
  });

  it('the GIF of the IMG element decodes to a GIF89a... no, a GIF87a image of 273 bytes', () => {
    const src = /SRC="(data:image\/gif;base64,[^"]*)"/.exec(RFC_TEXT)![1]!.replace(/\s+/g, '');
    expect(g.isValid('dataurl', src)).toBe(true);
    expect(matches('dataurl', src)).toBe(true);
    const c = components(src);
    expect(c).toMatchObject({ mediaType: 'image/gif', base64: true, parameters: [] });
    expect(new TextDecoder().decode(c.bytes!.slice(0, 6))).toBe('GIF87a');
    expect(c.bytes!.length).toBe(273);
    expect(c.bytes![c.bytes!.length - 1]).toBe(0x3b); // the GIF trailer
  });

  it('data:text/plain;charset=iso-8859-7,%be%fg%be is refused: "%fg" is not an escape', () => {
    const uri = /data:text\/plain;charset=iso-8859-7,\S*/.exec(RFC_TEXT)![0];
    expect(uri).toBe('data:text/plain;charset=iso-8859-7,%be%fg%be');
    const result = g.check('dataurl', uri);
    expect(result.ok ? null : result.error.offset).toBe(40);
    expect(matches('dataurl', uri)).toBe(false);
    // With the escape it means, the URL is the three Greek octets.
    expect(bytes(components('data:text/plain;charset=iso-8859-7,%be%f3%be'))).toEqual([
      0xbe, 0xf3, 0xbe,
    ]);
  });

  it('the vnd-xxx-query URL, joined where the RFC breaks its line', () => {
    const uri = /data:application\/vnd-xxx-\s*query,\S*/.exec(RFC_TEXT)![0].replace(/\s+/g, '');
    expect(uri).toBe('data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local');
    expect(g.isValid('dataurl', uri)).toBe(true);
    expect(components(uri)).toMatchObject({
      mediaType: 'application/vnd-xxx-query',
      bytes: new Uint8Array(ascii('select_vcount,fcol_from_fieldtable/local')),
    });
  });
});

describe('components', () => {
  it.each([
    ['data:,', 'text/plain', [], false, []],
    [
      'DATA:TEXT/Plain;CharSet=UTF-8;BASE64,SGk=',
      'text/plain',
      [{ name: 'CharSet', value: 'UTF-8' }],
      true,
      ascii('Hi'),
    ],
    [
      'data:;charset=utf-8,%C3%A9',
      'text/plain',
      [{ name: 'charset', value: 'utf-8' }],
      false,
      [0xc3, 0xa9],
    ],
    ['data:a/b;x=%22y%3B%22,?', 'a/b', [{ name: 'x', value: '"y;"' }], false, ascii('?')],
    [
      'data:;base64=x;base64,QUJD',
      'text/plain',
      [{ name: 'base64', value: 'x' }],
      true,
      ascii('ABC'),
    ],
    ['data:;base64,QU%20JD', 'text/plain', [], true, ascii('ABC')],
    ['data:;base64,QQ==', 'text/plain', [], true, ascii('A')],
    ['data:;base64,QUI=', 'text/plain', [], true, ascii('AB')],
  ])('%s: %s %j base64 %s', (uri, mediaType, parameters, base64, octets) => {
    expect(g.isValid('dataurl', uri)).toBe(true);
    const c = components(uri);
    expect({ mediaType: c.mediaType, parameters: c.parameters, base64: c.base64 }).toEqual({
      mediaType,
      parameters,
      base64,
    });
    expect(bytes(c)).toEqual(octets);
  });

  it.each([
    ['data:;base64,Q', 'single character'],
    ['data:;base64,QQ', 'needs 2 "="'],
    ['data:;base64,QUJ', 'needs 1 "="'],
    ['data:;base64,QQ==QQ==', 'after its "=" padding'],
    ['data:;base64,====', 'no quantum'],
  ])('%s is a dataurl whose base64 is broken: bytes null, error says %j', (uri, why) => {
    expect(g.isValid('dataurl', uri)).toBe(true);
    const c = components(uri);
    expect(c.bytes).toBeNull();
    expect(c.error).toContain(why);
  });

  it.each([
    ['data:;base64,%%', 14],
    ['data:@@,x', 5],
    ['data:text/plain', 15],
    ['data:text/,', 10],
    ['data:;base64;a=b,', 12],
    ['data:,a b', 7],
    ['data:,[', 6],
    ['data:,#', 6],
  ])('refuses %j at offset %i', (uri, offset) => {
    const result = g.check('dataurl', uri);
    expect(result.ok ? null : result.error.offset).toBe(offset);
    expect(matches('dataurl', uri)).toBe(false);
  });
});

describe('WPT fetch/data-urls/resources/data-urls.json (source: wpt-data-urls.SOURCE.md)', () => {
  type Vector = [string, string | null, number[]?];
  const vectors = JSON.parse(
    readFileSync(join(SCHEME_FIXTURES, 'wpt-data-urls.json'), 'utf8'),
  ) as Vector[];
  // A fragment is not part of the dataurl (RFC 3986 cuts it off first).
  const withoutFragment = (input: string): string => input.split('#')[0]!;
  /** RFC 2397 defines these (valid dataurl) but RFC 2045 wants padding WPT does without. */
  const UNPADDED = new Set(['data:;base64,W%20A', 'data:;base64,W%0CA', 'data:;BASe64,WA']);
  const valid = vectors.filter(([input]) => g.isValid('dataurl', withoutFragment(input)));

  it('19 of the 52 entries are RFC 2397 dataurls; the others are lenient parsing RFC 2397 refuses', () => {
    expect(vectors).toHaveLength(52);
    expect(valid.map(([input]) => input)).toEqual([
      'data:,X',
      'data:,X#X',
      'data:,%FF',
      'data:text/plain,X',
      'data:text/plain%20,X',
      'data:text/plain%0C,X',
      'data:;x=x;charset=x,X',
      'data:;x=x,X',
      'data:text/plain;charset=windows-1252,%C2%B1',
      'data:text/plain;Charset=UTF-8,%C2%B1',
      'data:image/gif,%C2%B1',
      'data:IMAGE/gif,%C2%B1',
      'data:IMAGE/gif;hi=x,%C2%B1',
      'data:IMAGE/gif;CHARSET=x,%C2%B1',
      'data:text/plain;a=%2C,X',
      'data:;base64,W%20A',
      'data:;base64,W%0CA',
      'data:;BASe64,WA',
      'data:;charset=x,X',
    ]);
    for (const [input] of vectors)
      expect(matches('dataurl', withoutFragment(input))).toBe(valid.some(([v]) => v === input));
  });

  it('every RFC 2397 dataurl among them gives the bytes WPT gives (but the unpadded base64)', () => {
    for (const [input, , expected] of valid) {
      const c = components(withoutFragment(input));
      if (UNPADDED.has(input)) {
        expect({ input, bytes: c.bytes }).toEqual({ input, bytes: null });
      } else {
        expect({ input, bytes: bytes(c) }).toEqual({ input, bytes: expected });
      }
    }
  });
});

describe('dataUri', () => {
  it('writes the section 4 note, and base64 by default', () => {
    const note = new TextEncoder().encode('A brief note');
    expect(dataUri(note, { base64: false })).toBe('data:,A%20brief%20note');
    expect(dataUri(note)).toBe('data:;base64,QSBicmllZiBub3Rl');
    expect(
      dataUri(new Uint8Array([0xbe, 0xf3, 0xbe]), {
        mediaType: 'text/plain',
        parameters: [{ name: 'charset', value: 'iso-8859-7' }],
        base64: false,
      }),
    ).toBe('data:text/plain;charset=iso-8859-7,%BE%F3%BE');
  });

  it.each([
    ['not bytes', {}],
    [new Uint8Array(1), null],
    [new Uint8Array(1), { mediaType: 'text' }],
    [new Uint8Array(1), { mediaType: 'text/pl ain' }],
    [new Uint8Array(1), { mediaType: 'a/b/c' }],
    [new Uint8Array(1), { parameters: [{ name: 'a;b', value: 'c' }] }],
    [new Uint8Array(1), { parameters: [{ name: 'a', value: '' }] }],
    [new Uint8Array(1), { parameters: [{ name: 'a', value: '\uDC00' }] }],
    [new Uint8Array(1), { parameters: { name: 'a', value: 'b' } }],
  ])('refuses %p, %p with a TypeError', (data, options) => {
    expect(() => dataUri(data as Uint8Array, options as never)).toThrow(TypeError);
  });
});

describe('round trip: bytes to URI and back', () => {
  const token = fc.stringMatching(/^[!#$%&'*+\-.0-9A-Z^_`a-z{|}~]{1,8}$/);
  it('dataUri then components gives back the bytes, media type, parameters and flag', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 64 }),
        fc.option(fc.tuple(token, token), { nil: undefined }),
        fc.array(
          fc.record({
            name: token,
            value: fc.string({ minLength: 1, maxLength: 8, unit: 'grapheme' }),
          }),
          { maxLength: 3 },
        ),
        fc.boolean(),
        (data, type, parameters, base64) => {
          const mediaType = type && `${type[0]}/${type[1]}`;
          const uri = dataUri(data, { mediaType, parameters, base64 });
          expect(matches('dataurl', uri)).toBe(true);
          const c = components(uri);
          expect(c).toEqual({
            mediaType: mediaType === undefined ? 'text/plain' : mediaType.toLowerCase(),
            parameters,
            base64,
            bytes: data,
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('a 10 MB data: URL', () => {
  it('validates, and decodes into bytes no larger than the data, in one preallocated array', () => {
    const data = new Uint8Array(7_500_000);
    for (let i = 0; i < data.length; i++) data[i] = (i * 7919) & 0xff;
    const uri = dataUri(data, { mediaType: 'application/octet-stream' });
    expect(uri.length).toBe(10_000_000 + 'data:application/octet-stream;base64,'.length);
    expect(g.isValid('dataurl', uri)).toBe(true);
    const before = process.memoryUsage().arrayBuffers;
    const c = components(uri);
    // The octets of the text (10 MB) and the bytes (7.5 MB): nothing proportional to a tree or
    // to one object per character.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(20_000_000);
    expect(c.bytes!.length).toBe(data.length);
    expect(Buffer.from(c.bytes!).equals(Buffer.from(data))).toBe(true);
  });

  it('percent-encoded: 10 MB of "%41" (3.3 M octets) decode to as many octets', () => {
    const uri = `data:,${'%41'.repeat(3_333_333)}`;
    expect(g.isValid('dataurl', uri)).toBe(true);
    const c = components(uri);
    expect(c.bytes!.length).toBe(3_333_333);
    expect(c.bytes!.every((octet) => octet === 0x41)).toBe(true);
  });

  it('decodeBase64 ignores what is outside the alphabet (RFC 2045 6.8)', () => {
    expect(decodeBase64(new Uint8Array(ascii('Q U\r\nJ*D')))).toEqual({
      bytes: new Uint8Array(ascii('ABC')),
    });
  });
});

describe('the samples the other tests draw from', () => {
  it.each([...compiled.names])('%s: every sample is valid by the oracle and by isValid', (name) => {
    for (const sample of VALID_SAMPLES[name]) {
      expect({ sample, oracle: matches(name, sample), isValid: g.isValid(name, sample) }).toEqual({
        sample,
        oracle: true,
        isValid: true,
      });
    }
  });
});
