/**
 * The CLI's own line and block cutting (src/cli/lines.ts): lines end at LF or CRLF only, and
 * how the bytes arrive (chunk sizes) never changes the lines or extract's blocks.
 */
import fc from 'fast-check';
import { BlockBatcher, InputError, LineBatcher, decode, splitLines } from '../../src/cli/lines';

/** `bytes` cut at `cuts` (sorted offsets) into chunks. */
function chunked(bytes: Buffer, cuts: readonly number[]): Buffer[] {
  const chunks: Buffer[] = [];
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    chunks.push(bytes.subarray(from, cut));
    from = cut;
  }
  return chunks;
}

function linesThrough(bytes: Buffer, cuts: readonly number[], maxLineBytes?: number): string[] {
  const batcher = new LineBatcher('test', maxLineBytes);
  const lines: string[] = [];
  for (const chunk of chunked(bytes, cuts)) {
    for (const batch of batcher.push(chunk)) lines.push(...splitLines(decode(batch)));
  }
  const last = batcher.end();
  if (last !== undefined) lines.push(...splitLines(decode(last)));
  return lines;
}

/** The specification, written the slow obvious way: split at LF, drop one CR before it. */
function referenceLines(text: string): string[] {
  if (text === '') return [];
  const parts = text.split('\n');
  const last = parts.pop()!;
  const lines = parts.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  return last === '' ? lines : [...lines, last];
}

const textWithLineBreaks = fc.string({
  unit: fc.constantFrom('a', 'é', '😀', '\n', '\r', '\r\n', ' ', '<', '>', '\u202e', '\ufeff'),
  maxLength: 60,
});

const sortedCuts = (length: number): fc.Arbitrary<number[]> =>
  fc
    .uniqueArray(fc.integer({ min: 0, max: length }), { maxLength: 8 })
    .map((cuts) => [...cuts].sort((a, b) => a - b));

describe('splitLines', () => {
  test.each([
    ['', []],
    ['a', ['a']],
    ['a\n', ['a']],
    ['a\r\n', ['a']],
    ['a\n\n', ['a', '']],
    ['a\rb\n', ['a\rb']],
    ['\r', ['\r']],
    ['a\r\r\n', ['a\r']],
    ['a\r', ['a\r']],
    ['a\nb\r', ['a', 'b\r']],
    ['http://good.example\r@evil.example/\n', ['http://good.example\r@evil.example/']],
  ])('%j gives %j', (text, lines) => {
    expect(splitLines(text)).toEqual(lines);
  });
});

describe('LineBatcher', () => {
  test('any chunking of any text gives the reference lines', () => {
    fc.assert(
      fc.property(
        textWithLineBreaks.chain((text) => {
          const bytes = Buffer.from(text, 'utf8');
          return fc.tuple(fc.constant(text), fc.constant(bytes), sortedCuts(bytes.length));
        }),
        ([text, bytes, cuts]) => {
          expect(linesThrough(bytes, cuts)).toEqual(referenceLines(text));
        },
      ),
    );
  });

  test('a batch always ends at a line end, except the last of an input without one', () => {
    const batcher = new LineBatcher('test');
    expect(batcher.push(Buffer.from('ab'))).toEqual([]);
    const [batch] = batcher.push(Buffer.from('c\nde'));
    expect(batch?.toString()).toBe('abc\n');
    expect(batcher.end()?.toString()).toBe('de');
    expect(batcher.end()).toBeUndefined();
  });

  test('a UTF-8 sequence cut between chunks decodes whole', () => {
    const bytes = Buffer.from('é😀\n', 'utf8');
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(linesThrough(bytes, [cut])).toEqual(['é😀']);
    }
  });

  test('a leading U+FEFF is kept: a batch reads the same wherever it starts', () => {
    expect(linesThrough(Buffer.from('\ufeffa\n\ufeffb\n'), [4])).toEqual(['\ufeffa', '\ufeffb']);
  });

  test('a line longer than the limit is an InputError naming the input and the byte', () => {
    const bytes = Buffer.from('ok\n0123456789\n');
    expect(linesThrough(bytes, [5, 9], 10)).toEqual(['ok', '0123456789']);
    expect(() => linesThrough(Buffer.from('ok\n0123456789A\n'), [5, 9, 14], 10)).toThrow(
      new InputError('test: the line at byte 3 is longer than 10 bytes, the most one input may be'),
    );
  });
});

describe('BlockBatcher (extract)', () => {
  function blocksThrough(bytes: Buffer, cuts: readonly number[]): string[] {
    const batcher = new BlockBatcher('test', 1000, 8, 32);
    const blocks: string[] = [];
    for (const chunk of chunked(bytes, cuts)) {
      for (const block of batcher.push(chunk)) blocks.push(block.toString());
    }
    const last = batcher.end();
    if (last !== undefined) blocks.push(last.toString());
    return blocks;
  }

  test('the blocks depend on the text alone, not on how it arrives', () => {
    fc.assert(
      fc.property(
        textWithLineBreaks.chain((text) => {
          const bytes = Buffer.from(text, 'utf8');
          return fc.tuple(fc.constant(bytes), sortedCuts(bytes.length));
        }),
        ([bytes, cuts]) => {
          const whole = blocksThrough(bytes, []);
          expect(blocksThrough(bytes, cuts)).toEqual(whole);
          expect(Buffer.concat(whole.map((block) => Buffer.from(block))).equals(bytes)).toBe(true);
        },
      ),
    );
  });

  test('a block ends at a line end once past the minimum, never inside an open "<"', () => {
    const text = 'aaaa <b\ncccc\ndd> e\nffff\n';
    expect(blocksThrough(Buffer.from(text), [])).toEqual(['aaaa <b\ncccc\ndd> e\n', 'ffff\n']);
  });

  test('nor after a line that ends with a hyphen, nor inside an open "⟨"', () => {
    expect(blocksThrough(Buffer.from('aaaa b-\ncccc\nd\n'), [])).toEqual([
      'aaaa b-\ncccc\n',
      'd\n',
    ]);
    expect(blocksThrough(Buffer.from('aaaa b\u2010\r\ncccc\nd\n'), [])).toEqual([
      'aaaa b\u2010\r\ncccc\n',
      'd\n',
    ]);
    expect(blocksThrough(Buffer.from('aaaa \u27e8b\ncccc\u27e9\nd\n'), [])).toEqual([
      'aaaa \u27e8b\ncccc\u27e9\n',
      'd\n',
    ]);
  });

  test('a stray "<" holds a block open only up to the maximum', () => {
    const text = `<${'x'.repeat(20)}\n${'y'.repeat(20)}\nz\n`;
    const blocks = blocksThrough(Buffer.from(text), []);
    expect(blocks[0]).toBe(`<${'x'.repeat(20)}\n${'y'.repeat(20)}\n`);
    expect(blocks.join('')).toBe(text);
  });
});
