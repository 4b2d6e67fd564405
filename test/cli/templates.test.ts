/** `uri-grammar expand` and `uri-grammar match`, spawned from the built binary as a user would. */
import { expandTemplate } from '../../src';
import { assertBuilt, jsonLines, runCliText as run } from './run-cli';

/** Argument answers as the same inputs read as lines answer: `"line":N` first in each. */
function numbered(stdout: string): string {
  let line = 0;
  return stdout.replace(/^\{/gm, () => `{"line":${++line},`);
}

beforeAll(assertBuilt);

test('both are listed in the usage', () => {
  const result = run(['--help']);
  expect(result.stdout).toMatch(/\n {2}expand +expand a URI Template/);
  expect(result.stdout).toMatch(/\n {2}match +the variables of a URI Template/);
});

describe('uri-grammar expand', () => {
  const TEMPLATE = '/search{?q,lang}{#section}';

  test('arguments and stdin: one {variables, uri} per JSON line, in order', () => {
    const lines = ['{"q":"uri templates","lang":"en"}', '{"q":null,"section":"a b"}', '{}'];
    const fromArgs = run(['expand', '--template', TEMPLATE, ...lines]);
    expect(fromArgs.stderr).toBe('');
    expect(fromArgs.status).toBe(0);
    const records = jsonLines(fromArgs.stdout);
    expect(records.map((record) => record.uri)).toEqual([
      '/search?q=uri%20templates&lang=en',
      '/search#a%20b',
      '/search',
    ]);
    for (const record of records) {
      expect(expandTemplate(TEMPLATE, record.variables as never)).toBe(record.uri);
    }
    const fromStdin = run(
      ['expand', '--template', TEMPLATE, '--jobs', '2'],
      `${lines.join('\n')}\n`,
    );
    // Answers to lines read from stdin start with their line number; TEXT arguments have none.
    expect(fromStdin.stdout).toBe(numbered(fromArgs.stdout));
  });

  test('--format text prints the URI alone', () => {
    const result = run([
      'expand',
      '--template',
      '{/path*}',
      '--format',
      'text',
      '{"path":["a","b c"]}',
    ]);
    expect(result.stdout).toBe('/a/b%20c\n');
  });

  test('a line that is not JSON, or a value of the wrong shape: an error naming it, exit 1', () => {
    const result = run(['expand', '--template', '{x:2}', 'nope', '{"x":["a"]}', '{"x":"abc"}']);
    expect(result.status).toBe(1);
    const [notJson, wrongShape, fine] = jsonLines(result.stdout);
    expect(notJson).toMatchObject({
      input: 'nope',
      error: { message: expect.stringMatching(/^not JSON/) },
    });
    expect(wrongShape).toMatchObject({
      error: { code: 'prefix-on-composite', variable: 'x', offset: 1 },
    });
    expect(fine).toEqual({ variables: { x: 'abc' }, uri: 'ab' });
  });

  test('no template, or an invalid one: exit 2 with the offset', () => {
    expect(run(['expand', '{}']).status).toBe(2);
    const invalid = run(['expand', '--template', '/a{b', '{}']);
    expect(invalid.status).toBe(2);
    expect(invalid.stderr).toContain('offset 4');
  });
});

describe('uri-grammar match', () => {
  const TEMPLATE = '/users/{id}{?fields*}';

  test('arguments and stdin: {uri, matched, variables}, exit 0', () => {
    const uris = ['/users/42', '/users/42?fields=name&fields=email', '/users/a%20b?x=1&y='];
    const result = run(['match', '--template', TEMPLATE, ...uris]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(jsonLines(result.stdout)).toEqual([
      { uri: '/users/42', matched: true, variables: { id: '42' } },
      { uri: uris[1], matched: true, variables: { id: '42', fields: ['name', 'email'] } },
      { uri: uris[2], matched: true, variables: { id: 'a b', fields: { x: '1', y: '' } } },
    ]);
    const fromStdin = run(['match', '--template', TEMPLATE, '--jobs', '2'], uris.join('\r\n'));
    expect(fromStdin.stdout).toBe(numbered(result.stdout));
  });

  test('a URI no values expand to: matched false, the offset and what could stand there, exit 1', () => {
    const result = run(['match', '--template', TEMPLATE, '/users/42?fields', '/people/1']);
    expect(result.status).toBe(1);
    const [first, second] = jsonLines(result.stdout);
    expect(first).toMatchObject({ matched: false, error: { code: 'no-match', offset: 16 } });
    expect(second).toMatchObject({ matched: false, error: { offset: 1, expected: ['"u"'] } });
    const text = run(['match', '--template', TEMPLATE, '--format', 'text', '/people/1']);
    expect(text.stdout).toBe(
      `no match  /people/1\n           ^ ${(second!.error as { message: string }).message}\n`,
    );
  });

  test('--report-ambiguity refuses an ambiguous URI with two assignments', () => {
    const first = run(['match', '--template', '{a}{b}', 'xy']);
    expect(jsonLines(first.stdout)).toEqual([
      { uri: 'xy', matched: true, variables: { a: 'xy', b: '' } },
    ]);
    const reported = run(['match', '--template', '{a}{b}', '--report-ambiguity', 'xy']);
    expect(reported.status).toBe(1);
    expect(jsonLines(reported.stdout)[0]).toMatchObject({
      matched: false,
      error: {
        code: 'ambiguous',
        alternatives: [
          { a: 'xy', b: '' },
          { a: 'x', b: 'y' },
        ],
      },
    });
  });

  test('a template naming a variable twice: exit 2', () => {
    const result = run(['match', '--template', '{a}/{a}', 'x/x']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('appears twice');
  });
});
