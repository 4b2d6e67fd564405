/**
 * Issue 11: `extract` was quadratic. It trimmed trailing punctuation one character at a time and
 * revalidated the whole candidate each time (`'x:' + '.'.repeat(n)`), and every `<` searched to
 * the one `>` at the end and validated everything in between (`'<'.repeat(n) + 'x:y>'`).
 *
 * No test may time anything, so this counts work instead: the characters the URI automaton is
 * asked to read, summed over every call `extract` makes. One pass reads each character a small,
 * fixed number of times; the quadratic version read n²/2.
 */
import { rfc3986 } from '../../grammar';
import { type ExtractOptions, extract } from '../../src';

const n = 20_000;

/** Characters the URI automaton reads while `extract(text)` runs. */
function charactersValidated(text: string, options?: ExtractOptions): number {
  const automaton = rfc3986.automaton('URI');
  let read = 0;
  const accepts = jest.spyOn(automaton, 'accepts').mockName('accepts');
  const acceptedEnds = jest.spyOn(automaton, 'acceptedEnds');
  try {
    extract(text, options);
    for (const [input] of accepts.mock.calls) read += input.length;
    for (const [, start, end] of acceptedEnds.mock.calls) read += end - start;
  } finally {
    accepts.mockRestore();
    acceptedEnds.mockRestore();
  }
  return read;
}

describe('extract reads each character a bounded number of times', () => {
  test.each([
    ["'x:' + '.' × n", 'x:' + '.'.repeat(n)],
    ["'x:' + ')' × n", 'x:' + ')'.repeat(n)],
    ["'(' × n", '('.repeat(n)],
    ["'a <b> ' × n", 'a <b> '.repeat(n)],
    ["'<' × n + 'x:y>'", '<'.repeat(n) + 'x:y>'],
    ["'\"' × n", '"'.repeat(n)],
    ["'<a' × n + '>'", '<a'.repeat(n) + '>'],
    ["'\"a' × n", '"a'.repeat(n)],
    ["'http://a/' + ').' × n", 'http://a/' + ').'.repeat(n)],
    // Issue 30's shapes: a scheme at every colon, brackets over lines, hyphens at line ends.
    ["'http://a]' × n", 'http://a]'.repeat(n)],
    ["'a:' × n + '%'", 'a:'.repeat(n) + '%'],
    ["'x:a%' × n", 'x:a%'.repeat(n)],
    ["'<http://a/-\\n' × n + '>'", '<http://a/-\n'.repeat(n) + '>'],
    ["'⟨a:b' × n + '⟩'", '\u27e8a:b'.repeat(n) + '\u27e9'],
    ["'http://a/-\\n' × n", 'http://a/-\n'.repeat(n)],
    ["'a-\\n' × n", 'a-\n'.repeat(n)],
    ["'[t](http://a/)' × n", '[t](http://a/)'.repeat(n)],
    ["'data:a/b;c' × n", 'data:a/b;c'.repeat(n)],
    ["'mailto:' × n", 'mailto:'.repeat(n)],
    ["'<a:b c>' × n", '<a:b c>'.repeat(n)],
  ])('%s', (_label, text) => {
    expect(charactersValidated(text)).toBeLessThanOrEqual(2 * text.length);
    expect(charactersValidated(text, { schemes: 'all' })).toBeLessThanOrEqual(2 * text.length);
  });

  test('and still finds what the trimming rule keeps', () => {
    expect(extract('x:' + '.'.repeat(n), { schemes: 'all' })).toEqual([]);
    expect(extract('<'.repeat(n) + 'x:y>').map((found) => found.uri)).toEqual(['x:y']);
    expect(extract('see http://a/b(c)).').map((found) => found.uri)).toEqual(['http://a/b(c)']);
    expect(extract('at http://[::1].').map((found) => found.uri)).toEqual(['http://[::1]']);
  });
});
