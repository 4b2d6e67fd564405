/** `check --scheme-syntax` and `parse --scheme-syntax` (the built CLI). */
import { assertBuilt, jsonLines, runCliText } from '../cli/run-cli';

beforeAll(assertBuilt);

test('check --scheme-syntax refuses a URI its scheme’s grammar refuses, at the place', () => {
  const run = runCliText(['check', '--scheme-syntax', 'urn:a:b', 'urn:ab:c', 'foo:bar']);
  expect(run.status).toBe(1);
  expect(jsonLines(run.stdout)).toEqual([
    expect.objectContaining({ input: 'urn:a:b', rule: 'namestring', valid: false }),
    { input: 'urn:ab:c', rule: 'URI-reference', valid: true },
    { input: 'foo:bar', rule: 'URI-reference', valid: true },
  ]);
  expect(runCliText(['check', 'urn:a:b']).status).toBe(0);
});

test('parse --scheme-syntax adds schemeComponents; a grammar other than rfc3986 is a usage error', () => {
  const run = runCliText(['parse', '--scheme-syntax', 'tel:+1-2;ext=3']);
  expect(run.status).toBe(0);
  expect(jsonLines(run.stdout)[0]).toMatchObject({
    schemeComponents: { global: true, digits: '+12', extension: '3' },
  });
  expect(runCliText(['parse', '--scheme-syntax', '--grammar', 'rfc3987', 'x:y']).status).toBe(2);
});
