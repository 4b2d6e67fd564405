/** `uri-grammar check --policy FILE.json`, run as the built binary. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertBuilt, jsonLines, runCli } from './run-cli';

const dir = mkdtempSync(join(tmpdir(), 'uri-grammar-policy-'));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const webhook = file(
  'webhook.json',
  JSON.stringify({ schemes: ['https'], userinfo: 'forbid', deny: ['loopback', 'private'] }),
);

beforeAll(assertBuilt);

describe('check --policy', () => {
  test('each input gets valid, or the clause, offset, length and message; exit 1 if any fails', () => {
    const result = runCli(['check', '--policy', webhook, 'https://a.example/', 'https://0x7f.1/']);
    expect(result.status).toBe(1);
    expect(jsonLines(result.stdout)).toEqual([
      { input: 'https://a.example/', policy: webhook, valid: true },
      {
        input: 'https://0x7f.1/',
        policy: webhook,
        valid: false,
        error: {
          clause: 'deny',
          offset: 8,
          length: 6,
          message: expect.stringContaining('127.0.0.1'),
        },
      },
    ]);
  });

  test('all valid: exit 0, from stdin and with --jobs 2', () => {
    const result = runCli(
      ['check', '--policy', webhook, '--jobs', '2'],
      'https://a/\nhttps://b/\n',
    );
    expect(result.status).toBe(0);
    expect(jsonLines(result.stdout).map((line) => line.valid)).toEqual([true, true]);
  });

  test('--format text puts a caret under the part at fault and names the clause', () => {
    const result = runCli(['check', '--format', 'text', '--policy', webhook, 'https://u@a/']);
    expect(result.stdout.toString()).toBe(
      'invalid  https://u@a/\n                 ^ userinfo: The authority has a userinfo "u" before "@", and the policy forbids one.\n',
    );
  });

  test('--summary counts refusals by clause', () => {
    const result = runCli(
      ['check', '--summary', '--policy', webhook],
      'http://a/\nhttp://b/\nhttps://10.1.2.3/\n',
    );
    const summary = jsonLines(result.stdout).at(-1)!;
    expect(summary).toMatchObject({ lines: 3, valid: 0, invalid: 3 });
    expect(Object.keys(summary.invalidBy as object).sort()).toEqual([
      'policy clause deny',
      'policy clause scheme',
    ]);
  });

  test.each([
    [[file('bad.json', '{"shemes": ["https"]}')], 'unknown clause "shemes"'],
    [[file('cidr.json', '{"deny": ["10.0.0.1/8"]}')], 'has bits set past the /8 prefix'],
    [[file('port.json', '{"ports": [70000]}')], 'ports: 70000 is out of range'],
    [[file('notjson.json', '{schemes')], 'not JSON'],
    [[join(dir, 'missing.json')], 'cannot read it'],
    [[webhook, '--rule', 'URI'], '--rule and --policy'],
    [[webhook, '--grammar', 'rfc3987'], '--grammar and --policy'],
  ])('a bad policy is a usage error (exit 2): %p', (args, message) => {
    const [policyFile, ...rest] = args;
    const result = runCli(['check', '--policy', policyFile!, ...rest, 'https://a/']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stdout.length).toBe(0);
  });

  test('--help names the option', () => {
    expect(runCli(['check', '--help']).stdout.toString()).toContain('--policy FILE');
  });
});
