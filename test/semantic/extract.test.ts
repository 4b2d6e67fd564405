/**
 * Appendix C: URIs in running text, and in the formats real text comes in (issue 30). The CLI
 * tests cover the command; the corpus test (test/semantic/extract-corpus.test.ts) measures
 * recall and precision on real files. These pin each format, the precision rules and the
 * whitespace rules by table, and the answers' validity and offsets by property.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  LINK_SCHEMES_WITHOUT_AUTHORITY,
  MAX_LINE_BREAKS,
  type ExtractOptions,
  type ExtractedUri,
  extract,
  grammar,
  isValid,
} from '../../src';
import { removePageBreaks } from '../oracle/abnf-regex';
import { runParameters } from '../support/arbitraries';
import { authorityParts, componentsOf, concatenate, scheme } from '../support/uri-arbitraries';

const uris = (text: string, options?: ExtractOptions): string[] =>
  extract(text, options).map((found) => found.uri);

describe('Appendix C, read from the RFC', () => {
  const rfc = removePageBreaks(
    readFileSync(join(__dirname, '../fixtures/rfc3986.txt'), 'utf8'),
  ).split('\n');
  const appendix = rfc.slice(rfc.findIndex((line) => line.startsWith('Appendix C.')));
  const textStart = appendix.indexOf('   For example, the text') + 2;
  const textEnd = appendix.indexOf('   contains the URI references');
  const example = appendix.slice(textStart, textEnd).join('\n').trimEnd();
  const expected = appendix
    .slice(textEnd + 2)
    .slice(0, 3)
    .map((line) => line.trim());

  test('the example holds what the RFC says it contains', () => {
    expect(example).toContain('<ftp://foo.example.\n      com/rfc/>');
    expect(expected).toEqual([
      'http://www.w3.org/Addressing/',
      'ftp://foo.example.com/rfc/',
      'http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING',
    ]);
    expect(uris(example)).toEqual(expected);
  });

  test('offsets point into the text, the broken ones across the line break', () => {
    const found = extract(example);
    expect(found.map((item) => item.delimiter)).toEqual([
      'double-quotes',
      'angle-brackets',
      'angle-brackets',
    ]);
    for (const item of found) {
      expect(example.slice(item.start, item.end).replace(/\s+/g, '')).toBe(item.uri);
    }
  });

  test('the wrappers and the "URL:" prefix are not part of the URI', () => {
    expect(uris('<URL:http://a.example/b> and <URL: http://a.example/c>')).toEqual([
      'http://a.example/b',
      'http://a.example/c',
    ]);
    expect(extract('<URL:http://a.example/b>')[0]).toMatchObject({ start: 5, end: 23 });
    expect(uris('URL:http://a.example/b')).toEqual(['http://a.example/b']);
  });
});

describe('recall: each format of issue 30', () => {
  test.each([
    // Markdown inline links, images, autolinks, reference definitions
    ['See [the docs](https://example.com/docs) now.', 'https://example.com/docs', 'parentheses'],
    ['[t](https://example.com/a "title")', 'https://example.com/a', 'parentheses'],
    ["[t](https://example.com/a 'title')", 'https://example.com/a', 'parentheses'],
    ['![logo](https://example.com/logo.png)', 'https://example.com/logo.png', 'parentheses'],
    ['<https://example.com/auto>', 'https://example.com/auto', 'angle-brackets'],
    ['[t](<https://example.com/pointy>)', 'https://example.com/pointy', 'angle-brackets'],
    ['[id]: https://example.com/ref', 'https://example.com/ref', 'whitespace'],
    ['[id]: <https://example.com/ref>', 'https://example.com/ref', 'angle-brackets'],
    ['[id]: https://example.com/ref "Title"', 'https://example.com/ref', 'whitespace'],
    ['**https://example.com/bold**', 'https://example.com/bold', 'whitespace'],
    ['__[Demo](https://example.com/demo/)__', 'https://example.com/demo/', 'parentheses'],
    ["[isaacs](https://example.com/~isaacs)'s", 'https://example.com/~isaacs', 'parentheses'],
    ['[A](https://example.com/A)s and', 'https://example.com/A', 'parentheses'],
    ['[f](https://example.com/function*)', 'https://example.com/function*', 'parentheses'],
    // HTML attributes, quoted either way or not at all
    ['<a href="https://example.com/a">a</a>', 'https://example.com/a', 'double-quotes'],
    ["<a href='https://example.com/b'>b</a>", 'https://example.com/b', 'single-quotes'],
    ['<img src="https://example.com/c.png" alt="">', 'https://example.com/c.png', 'double-quotes'],
    ['<a href=https://example.com/d>d</a>', 'https://example.com/d', 'whitespace'],
    // man pages, TeX and GNU quotes
    ['man ⟨https://example.com/x⟩', 'https://example.com/x', 'angle-brackets'],
    ['CJK 〈https://example.com/y〉', 'https://example.com/y', 'angle-brackets'],
    ["go to `https://example.com/x' now", 'https://example.com/x', 'single-quotes'],
    ["go to ``https://example.com/x'' now", 'https://example.com/x', 'double-quotes'],
    ['typographic “https://example.com/x” quotes', 'https://example.com/x', 'double-quotes'],
    // options and settings
    ['--homepage=https://example.com/', 'https://example.com/', 'whitespace'],
    ['homepage=https://example.com/h;', 'https://example.com/h', 'whitespace'],
    ['url: https://example.com/yaml', 'https://example.com/yaml', 'whitespace'],
    // parentheses balanced inside a URI, trailing punctuation left out
    [
      '(see https://en.wikipedia.org/wiki/Foo_(bar))',
      'https://en.wikipedia.org/wiki/Foo_(bar)',
      'whitespace',
    ],
    [
      '[https://en.wikipedia.org/wiki/Foo_(bar)]',
      'https://en.wikipedia.org/wiki/Foo_(bar)',
      'whitespace',
    ],
    ['at http://[::1]:8080/.', 'http://[::1]:8080/', 'whitespace'],
    ['Really? http://e.example/f?!', 'http://e.example/f', 'whitespace'],
    ['mail mailto:someone@example.com.', 'mailto:someone@example.com', 'whitespace'],
    ['the URN urn:isbn:0451450523, a book', 'urn:isbn:0451450523', 'whitespace'],
    ['call tel:+1-201-555-0123;', 'tel:+1-201-555-0123', 'whitespace'],
    [
      'src: url(data:image/png;base64,iVBORw0KGgo=)',
      'data:image/png;base64,iVBORw0KGgo=',
      'parentheses',
    ],
    [
      'news:comp.infosystems.www.servers.unix',
      'news:comp.infosystems.www.servers.unix',
      'whitespace',
    ],
    ['file:///etc/hosts', 'file:///etc/hosts', 'whitespace'],
  ])('%j', (text, uri, delimiter) => {
    const found = extract(text);
    expect(found.map((item) => item.uri)).toEqual([uri]);
    expect(found[0]!.delimiter).toBe(delimiter);
    expect(text.slice(found[0]!.start, found[0]!.end)).toBe(uri);
  });

  test('a badge: an image link inside a link gives both targets', () => {
    expect(uris('[![npm](https://img.shields.io/npm/v/x.svg)](https://npmjs.org/x)')).toEqual([
      'https://img.shields.io/npm/v/x.svg',
      'https://npmjs.org/x',
    ]);
  });

  test('a URI as the text of its own link: the text stops at "]"', () => {
    expect(uris('[http://a.example/](http://a.example/)')).toEqual([
      'http://a.example/',
      'http://a.example/',
    ]);
  });
});

describe('precision: what a reader does not call a link', () => {
  test.each([
    'at util.c:330 and root:root',
    'FUNC:_ZNSt6vectorIiSaIiEE@@GLIBCXX_3.4',
    'use Dpkg::Path and std::vector',
    'std::vector<std::string> v;',
    'copy C:/path/to/file and C:\\path',
    '.a{text-align:left;color:red}',
    'a:hover, a:visited { margin:0 }',
    'Note: nothing here. See: below.',
    'key:value pairs like id:3 and x:y',
    '{data:e,type:t} and {mailto:x}',
    'http:// alone, and https://.',
    'urn:x is not a URN',
    '<OT::Value, OT::Value>',
    '<mailto:xcb at lists.freedesktop.org>',
  ])('%j', (text) => {
    expect(uris(text)).toEqual([]);
  });

  test('any valid URI in brackets is taken, unless the "<" is glued to a word', () => {
    expect(uris('<x:y> <urn:x> <std::vector>')).toEqual(['x:y', 'urn:x', 'std::vector']);
    expect(uris('vector<std::string> map<a:b>')).toEqual([]);
    expect(uris('list<https://example.com/>')).toEqual(['https://example.com/']);
  });

  test('the list of schemes used without an authority is documented and each works', () => {
    expect([...LINK_SCHEMES_WITHOUT_AUTHORITY].sort()).toEqual(
      [
        'data',
        'geo',
        'magnet',
        'mailto',
        'news',
        'sip',
        'sips',
        'sms',
        'tel',
        'urn',
        'xmpp',
      ].sort(),
    );
    const examples: Record<string, string> = {
      data: 'data:,hello',
      geo: 'geo:37.786971,-122.399677',
      magnet: 'magnet:?xt=urn:btih:c12fe1c06bba254a9dc9f519b335aa7c1367a88a',
      mailto: 'mailto:?subject=hi',
      news: 'news:comp.lang.c',
      sip: 'sip:alice@atlanta.example.com',
      sips: 'sips:+15551234567@example.com',
      sms: 'sms:+15105550101',
      tel: 'tel:7042',
      urn: 'urn:ietf:rfc:3986',
      xmpp: 'xmpp:romeo@montague.example',
    };
    for (const name of LINK_SCHEMES_WITHOUT_AUTHORITY) {
      expect(uris(`see ${examples[name]!}.`)).toEqual([examples[name]]);
    }
  });
});

describe('whitespace only where Appendix C puts it', () => {
  test('inside brackets a line break and the indentation around it are removed', () => {
    const text = 'see <http://example.com/a/very/long/\n    path/to/it> now';
    expect(extract(text)).toEqual([
      {
        uri: 'http://example.com/a/very/long/path/to/it',
        start: 5,
        end: text.indexOf('>'),
        delimiter: 'angle-brackets',
      },
    ]);
    expect(uris('<http://example.com/a/  \r\n  b>')).toEqual(['http://example.com/a/b']);
    expect(uris('⟨http://example.com/a/\n b⟩')).toEqual(['http://example.com/a/b']);
  });

  test('spaces inside a line end the candidate', () => {
    expect(uris('<http://example.com/a b>')).toEqual([]);
    // The brackets hold no URI; the words in them are read as text.
    expect(uris('< http://example.com/a>')).toEqual(['http://example.com/a']);
    expect(uris('see http://example.com/a b')).toEqual(['http://example.com/a']);
  });

  test('nothing joins across a blank line or across more than a few lines', () => {
    expect(uris('<http://example.com/a\n\nb>')).toEqual(['http://example.com/a']);
    const lines = (breaks: number): string =>
      `<http://example.com/${Array.from({ length: breaks }, (_, k) => `p${k}`).join('\n')}>`;
    expect(uris(lines(MAX_LINE_BREAKS + 1))).toEqual(['http://example.com/p0p1p2p3']);
    expect(uris(lines(MAX_LINE_BREAKS + 2))).toEqual(['http://example.com/p0']);
    expect(uris(`<${'x:a\n'.repeat(MAX_LINE_BREAKS)}>`)).toEqual(['x:ax:ax:a']);
  });

  test('a bare URI does not go on past a line end without a hyphen', () => {
    expect(uris('see http://example.com/a\npath')).toEqual(['http://example.com/a']);
  });

  test('a hyphen at the end of a line: whitespace around the break ignored (Appendix C)', () => {
    const text = 'see http://example.com/long-\n    name/x here';
    expect(extract(text)).toEqual([
      {
        uri: 'http://example.com/long-name/x',
        start: 4,
        end: text.indexOf(' here'),
        delimiter: 'whitespace',
        withoutLineEndHyphens: 'http://example.com/longname/x',
      },
    ]);
    expect(extract('<http://example.com/long-\n  name>')[0]).toMatchObject({
      uri: 'http://example.com/long-name',
      withoutLineEndHyphens: 'http://example.com/longname',
    });
  });

  test('a typesetter hyphen (U+2010, U+00AD) at a line end is never part of the URI', () => {
    for (const hyphen of ['\u2010', '\u00ad']) {
      expect(extract(`see http://example.com/long${hyphen}\n   name here`)).toEqual([
        { uri: 'http://example.com/longname', start: 4, end: 36, delimiter: 'whitespace' },
      ]);
      expect(uris(`<http://example.com/long${hyphen}\n name>`)).toEqual([
        'http://example.com/longname',
      ]);
    }
  });

  test('hyphens join at most MAX_LINE_BREAKS lines to a bare URI too', () => {
    const text = 'http://a.example/b-\nc-\nd-\ne-\nf';
    expect(MAX_LINE_BREAKS).toBe(3);
    expect(uris(text)).toEqual(['http://a.example/b-c-d-e-']);
  });

  test('a hyphen then a blank line, or prose after it, joins nothing', () => {
    expect(uris('see http://example.com/a-\n\nnext')).toEqual(['http://example.com/a-']);
    expect(uris('see http://example.com/a -\nnext')).toEqual(['http://example.com/a']);
  });
});

describe('options', () => {
  test("schemes: 'all' takes every valid absolute URI, prose colons too", () => {
    expect(uris('at util.c:330 and root:root, Note: x', { schemes: 'all' })).toEqual([
      'util.c:330',
      'root:root',
    ]);
  });

  test('schemes: a list filters by scheme, in any case', () => {
    const text = 'http://a.example/ HTTPS://b.example/ mailto:x@y.example ftp://c.example/ a:b';
    expect(uris(text, { schemes: ['https', 'MAILTO', 'a'] })).toEqual([
      'HTTPS://b.example/',
      'mailto:x@y.example',
      'a:b',
    ]);
    expect(uris('<ftp://c.example/> <x:y>', { schemes: ['x'] })).toEqual(['x:y']);
  });

  test("grammar: 'rfc3987' finds IRIs, and stops at closing quotes and brackets", () => {
    const text = 'voir “http://résumé.example/ö” et ⟨http://例え.テスト/パス⟩.';
    expect(uris(text)).toEqual([]);
    expect(uris(text, { grammar: 'rfc3987' })).toEqual([
      'http://résumé.example/ö',
      'http://例え.テスト/パス',
    ]);
    for (const found of extract(text, { grammar: 'rfc3987' })) {
      expect(grammar('rfc3987').isValid('IRI', found.uri)).toBe(true);
    }
  });

  test('bad options are TypeErrors; a polluted prototype changes nothing', () => {
    expect(() => extract('x', { schemes: 'some' as never })).toThrow(TypeError);
    expect(() => extract('x', { schemes: ['a b'] })).toThrow(TypeError);
    expect(() => extract('x', { grammar: 'rfc2396' as never })).toThrow(TypeError);
    expect(() => extract('x', null as never)).toThrow(TypeError);
    expect(() => extract(1 as never)).toThrow(TypeError);
    // A scheme that is not a string is described, not stringified: its code never runs.
    const ran = (): never => {
      throw new Error('caller code ran');
    };
    const hostile = { toJSON: ran, toString: ran, valueOf: ran };
    expect(() => extract('x', { schemes: [hostile as never] })).toThrow(TypeError);
    const prototype = Object.prototype as Record<string, unknown>;
    prototype.schemes = 'all';
    try {
      expect(uris('root:root', {})).toEqual([]);
    } finally {
      delete prototype.schemes;
    }
  });
});

/** `text.slice(start, end)` less what a join removes: whitespace runs and typesetter hyphens. */
function joinedSlice(text: string, found: ExtractedUri): string {
  return text.slice(found.start, found.end).replace(/[\u2010\u00ad]?[ \t]*(?:\r\n|\r|\n)\s*/g, '');
}

describe('properties', () => {
  const piece = fc.constantFrom(
    'http://a.example/b',
    'https:',
    '//',
    'mailto:x@y.example',
    'urn:a:b',
    'x:y',
    ':',
    'a',
    'Z9',
    '<',
    '>',
    '⟨',
    '⟩',
    '"',
    "'",
    '`',
    '(',
    ')',
    '[',
    ']',
    '.',
    ',',
    '-',
    '\u2010',
    ' ',
    '  ',
    '\n',
    '\r\n',
    '\t',
    '%41',
    '%',
    'URL:',
    'é',
    '?q=1#f',
    '=',
  );
  const text = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(''));

  for (const options of [undefined, { schemes: 'all' } as const, { grammar: 'rfc3987' } as const]) {
    test(`every answer is valid and its offsets are exact (${JSON.stringify(options)})`, () => {
      const rule = options?.grammar === 'rfc3987' ? 'IRI' : 'URI';
      fc.assert(
        fc.property(text, (input) => {
          let previousEnd = 0;
          for (const found of extract(input, options)) {
            expect(grammar(options?.grammar ?? 'rfc3986').isValid(rule as never, found.uri)).toBe(
              true,
            );
            expect(found.start).toBeGreaterThanOrEqual(previousEnd);
            expect(found.end).toBeGreaterThan(found.start);
            expect(joinedSlice(input, found)).toBe(found.uri);
            previousEnd = found.end;
          }
        }),
        runParameters(2000),
      );
    });
  }

  const linkUri = componentsOf({ scheme, authority: authorityParts })
    .map(concatenate)
    .filter((uri) => /^[^:]*:\/\/[^()[\]'*]*[A-Za-z0-9/]$/.test(uri));
  const context = fc.constantFrom(
    ['see ', ' now'],
    ['<', '>'],
    ['"', '"'],
    ['[t](', ')'],
    ['[t](', ' "title")'],
    ['`', "'"],
    ['``', "''"],
    ['⟨', '⟩'],
    ['--url=', ''],
    ["href='", "'>"],
    ['(see ', ').'],
    ['[id]: ', ''],
  );

  test('a generated URI with an authority is found in every context, whole', () => {
    fc.assert(
      fc.property(linkUri, context, (uri, [before, after]) => {
        const input = `${before}${uri}${after}`;
        expect(isValid('URI', uri)).toBe(true);
        expect(extract(input)).toEqual([
          expect.objectContaining({ uri, start: before.length, end: before.length + uri.length }),
        ]);
      }),
      runParameters(1000),
    );
  });
});
