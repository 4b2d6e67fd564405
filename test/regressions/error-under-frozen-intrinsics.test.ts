/**
 * Issue 11: under `node --frozen-intrinsics`, `parse('http://a b')` threw `TypeError: Cannot
 * assign to read only property 'stackTraceLimit'` instead of a `UriSyntaxError`: the error
 * skipped its stack trace by writing to `Error.stackTraceLimit`. It now writes only when it can.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const LIBRARY = join(__dirname, '../../dist/src');

test('check, parse and their errors work under --frozen-intrinsics', () => {
  const program = `
    const u = require(${JSON.stringify(LIBRARY)});
    let thrown;
    try { u.parse('http://a b'); } catch (error) { thrown = error; }
    const result = u.check('URI', 'http://a b');
    process.stdout.write(JSON.stringify({
      name: thrown && thrown.name,
      isUriSyntaxError: thrown instanceof u.UriSyntaxError,
      offset: thrown && thrown.offset,
      checkOffset: result.ok ? null : result.error.offset,
      valid: u.check('URI', 'http://a/').ok,
    }));
  `;
  const output = execFileSync(process.execPath, ['--frozen-intrinsics', '-e', program], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  expect(JSON.parse(output)).toEqual({
    name: 'UriSyntaxError',
    isUriSyntaxError: true,
    offset: 8,
    checkOffset: 8,
    valid: true,
  });
});
