/**
 * Issue 11: `extract('a > b')` never returned. The scanning loop stopped a word at `>` (or at a
 * `<` or `"` that opens nothing) and then did not advance past it. A hang would fail this suite
 * by its timeout; the answers are asserted too. Issue 30 made the default take links only, so
 * these run with `schemes: 'all'`, which still takes `x:y`.
 */
import { extract } from '../../src';

describe('extract passes over delimiters that delimit nothing', () => {
  test.each([
    ['a > b', []],
    ['>', []],
    ['<', []],
    ['"', []],
    ['x<y>z', []],
    ['a "b', []],
    ['<http://a/>>', ['http://a/']],
    ['1 > 0 see http://x.example/', ['http://x.example/']],
    ['>>http://a/ <<x:y>', ['http://a/', 'x:y']],
    ['"x:y" > "z:w', ['x:y', 'z:w']],
  ])('%j', (text, uris) => {
    expect(extract(text, { schemes: 'all' }).map((found) => found.uri)).toEqual(uris);
  });
});
