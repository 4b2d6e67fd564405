/**
 * Issue 30: run over real text (installed documentation and man pages), `extract` missed most
 * links and returned many strings that are not links. Each row of the table and each
 * case of its list, as it reported them.
 */
import { extract } from '../../src';

const uris = (text: string, options?: Parameters<typeof extract>[1]): string[] =>
  extract(text, options).map((found) => found.uri);

describe("the issue's table", () => {
  test.each([
    ['See [the docs](https://example.com/docs) now.', ['https://example.com/docs']],
    ['man ⟨https://example.com/x⟩', ['https://example.com/x']],
    ["go to `https://example.com/x' now", ['https://example.com/x']],
    ['--homepage=https://example.com/', ['https://example.com/']],
    ['at util.c:330 and root:root', []],
  ])('%j', (text, expected) => {
    expect(uris(text)).toEqual(expected);
  });
});

describe('colon words are not links', () => {
  test.each([
    'util.c:330',
    'FUNC:_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4sizeEv@@GLIBCXX_3.4.21',
    'Dpkg::Path',
    'std::vector',
    'p{text-align:left;}',
    'C:/path/to/file',
  ])('%j', (word) => {
    expect(uris(`see ${word} here`)).toEqual([]);
    // They are URIs all the same, and the option that takes every URI still finds them.
    expect(uris(`see ${word} here`, { schemes: 'all' }).length).toBeLessThanOrEqual(1);
  });
});

describe('whitespace inside angle brackets is not removed within a line', () => {
  test.each([
    ['<OT::Value, OT::Value>', []],
    ['if a < b then\nd32PASS:gdb.base/break.exp\nand > c', []],
    ['<mailto:xcb at lists.freedesktop.org>', []],
  ])('%j', (text, expected) => {
    expect(uris(text)).toEqual(expected);
    expect(uris(text, { schemes: 'all' }).join(' ')).not.toMatch(
      /OT::Value,|bthen|xcbat|PASS:gdb.base\/break.expand/,
    );
  });
});
