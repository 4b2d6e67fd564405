/**
 * Issue 11: `normalize` of `http://` + a 20 MB host peaked at 1.2 GB of resident memory, and
 * `equivalent` of two such URIs at 1.9 GB: the host was lowercased one character at a time with
 * `+=`, which in V8 makes a rope node per character. Pieces are now joined in batches, and
 * remove_dot_segments writes into a code-unit buffer.
 *
 * Each case runs in a fresh Node process over the built library and reports its peak resident
 * memory (`process.resourceUsage().maxRSS`), so the figure is the operation's alone. The limits
 * are the issue's: 700 MB and 900 MB.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const LIBRARY = join(__dirname, '../../dist/src');
const MB = 1024 * 1024;

/** Peak resident memory, in bytes, of a Node process that runs `body` with `u` the library. */
function peakMemory(body: string): { peak: number; result: string } {
  const program = `
    const u = require(${JSON.stringify(LIBRARY)});
    const result = (() => { ${body} })();
    process.stdout.write(JSON.stringify({ peak: process.resourceUsage().maxRSS * 1024, result: String(result) }));
  `;
  return JSON.parse(execFileSync(process.execPath, ['-e', program], { encoding: 'utf8' })) as {
    peak: number;
    result: string;
  };
}

const HOST = "'http://' + 'A'.repeat(20e6)";

describe('memory stays a small multiple of the input', () => {
  test('normalize of http:// + a 20 MB host stays under 700 MB', () => {
    const { peak, result } = peakMemory(`return u.normalize(${HOST}).length;`);
    expect(result).toBe(String(20e6 + 8));
    expect(peak).toBeLessThan(700 * MB);
  }, 60_000);

  test('equivalent of two such URIs stays under 900 MB', () => {
    const { peak, result } = peakMemory(
      `return u.equivalent(${HOST}, 'HTTP://' + 'a'.repeat(20e6) + ':80/');`,
    );
    expect(result).toBe('true');
    expect(peak).toBeLessThan(900 * MB);
  }, 60_000);

  test('normalize of a 10 MB path of "/a/." stays under 700 MB', () => {
    const { peak, result } = peakMemory(
      "return u.normalize('http://h' + '/a/.'.repeat(2.5e6)).length;",
    );
    expect(result).toBe(String('http://h'.length + 2.5e6 * 2 + 1));
    expect(peak).toBeLessThan(700 * MB);
  }, 60_000);
});
