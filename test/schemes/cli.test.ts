/**
 * `check --scheme-syntax` and `parse --scheme-syntax`: the CLI's `main`, in this process
 * (test/support/cli-main.ts); docs/cli.md's examples run the built CLI (test/docs/cli-examples).
 */
import { jsonLines } from '../cli/run-cli';
import { runMainText } from '../support/cli-main';

test('check --scheme-syntax refuses a URI its scheme’s grammar refuses, at the place', async () => {
  const run = await runMainText(['check', '--scheme-syntax', 'urn:a:b', 'urn:ab:c', 'foo:bar']);
  expect(run.status).toBe(1);
  expect(jsonLines(run.stdout)).toEqual([
    expect.objectContaining({ input: 'urn:a:b', rule: 'namestring', valid: false }),
    { input: 'urn:ab:c', rule: 'URI-reference', valid: true },
    { input: 'foo:bar', rule: 'URI-reference', valid: true },
  ]);
  expect((await runMainText(['check', 'urn:a:b'])).status).toBe(0);
});

test('parse --scheme-syntax adds schemeComponents; a grammar other than rfc3986 is a usage error', async () => {
  const run = await runMainText(['parse', '--scheme-syntax', 'tel:+1-2;ext=3']);
  expect(run.status).toBe(0);
  expect(jsonLines(run.stdout)[0]).toMatchObject({
    schemeComponents: { global: true, digits: '+12', extension: '3' },
  });
  expect(
    (await runMainText(['parse', '--scheme-syntax', '--grammar', 'rfc3987', 'x:y'])).status,
  ).toBe(2);
});
