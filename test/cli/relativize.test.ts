/** `uri-grammar relativize`, spawned from the built binary as a user would run it. */
import { resolve } from '../../src/resolve';
import { assertBuilt, jsonLines, runCliText as run } from './run-cli';

const BASE = 'http://a/b/c/d;p?q';

beforeAll(assertBuilt);

describe('uri-grammar relativize', () => {
  test('is listed in the usage', () => {
    const result = run(['--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/\n {2}relativize +the shortest reference from a base URI/);
  });

  test('arguments: one {base, target, reference} per target, exit 0', () => {
    const targets = ['http://a/b/c/g', 'http://a/b/c/this:that', BASE, 'http://a/b/c/d;p', 'g:h'];
    const result = run(['relativize', '--base', BASE, ...targets]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const records = jsonLines(result.stdout);
    expect(records).toEqual([
      { base: BASE, target: 'http://a/b/c/g', reference: 'g' },
      { base: BASE, target: 'http://a/b/c/this:that', reference: './this:that' },
      { base: BASE, target: BASE, reference: '' },
      { base: BASE, target: 'http://a/b/c/d;p', reference: 'd;p' },
      { base: BASE, target: 'g:h', reference: 'g:h' },
    ]);
    for (const { target, reference } of records) {
      expect(resolve(BASE, reference as string)).toBe(target);
    }
  });

  test('stdin: one target per line', () => {
    const result = run(['relativize', '--base=http://a/bb/c'], 'http://a/bb/x\r\nhttp://a/bb/\n');
    expect(result.status).toBe(0);
    expect(jsonLines(result.stdout).map((record) => record.reference)).toEqual(['x', '.']);
  });

  test('--format text: target and reference, an empty reference shown as ""', () => {
    const result = run(['relativize', '--base', BASE, '--format', 'text', BASE, 'http://g/']);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`${BASE.padEnd(24)} ""\n${'http://g/'.padEnd(24)} //g/\n`);
  });

  test('a target no reference reaches: reference null, the reason, exit 1', () => {
    const result = run(['relativize', '--base', BASE, 'http://a/b/../c', 'http://a/c']);
    expect(result.status).toBe(1);
    const [unreachable, fine] = jsonLines(result.stdout);
    expect(unreachable).toEqual({
      base: BASE,
      target: 'http://a/b/../c',
      reference: null,
      error: { message: expect.stringContaining('its path has dot segments') },
    });
    expect(fine).toEqual({ base: BASE, target: 'http://a/c', reference: '/c' });

    const text = run(['relativize', '--base', BASE, '--format', 'text', 'http://a/b/../c']);
    expect(text.status).toBe(1);
    expect(text.stdout).toMatch(/^unreachable {2}http:\/\/a\/b\/\.\.\/c\n {13}relativize: no /);
  });

  test('a target that is not a URI: the syntax error, exit 1', () => {
    const result = run(['relativize', '--base', BASE, 'http://a b', '/relative']);
    expect(result.status).toBe(1);
    const [invalid, relative] = jsonLines(result.stdout);
    expect(invalid).toMatchObject({
      input: 'http://a b',
      base: BASE,
      target: 'http://a b',
      valid: false,
      error: { offset: 8 },
    });
    expect(relative).toMatchObject({
      input: '/relative',
      valid: false,
      error: { rule: 'URI', message: expect.stringContaining('is a relative reference') },
    });
  });

  test('a missing or invalid base is a usage error, exit 2', () => {
    const missing = run(['relativize', 'http://a/']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('relativize needs --base URI');
    const relative = run(['relativize', '--base', '/a/b', 'http://a/']);
    expect(relative.status).toBe(2);
    expect(relative.stderr).toContain(
      '--base: relativize: the base "/a/b" is a relative reference',
    );
    expect(relative.stdout).toBe('');
  });

  test('--help describes the command', () => {
    const result = run(['relativize', '--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('uri-grammar relativize --base URI');
    expect(result.stdout).toContain('reads fewer of the base');
  });
});
