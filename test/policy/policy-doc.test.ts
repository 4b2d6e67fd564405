/**
 * docs/policy.md's recipes are claims: each `expression; // value` line is evaluated after the
 * statements before it in its block (`const webhook = policy(...)`) and must give that value.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import * as root from '../../src';
import * as formats from '../../src/formats';
import { claims } from '../support/doc-claims';

const library: Readonly<Record<string, unknown>> = { ...root, ...formats, Ajv };
const DOC = readFileSync(join(__dirname, '..', '..', 'docs', 'policy.md'), 'utf8');
const CLAIMS = claims(DOC);

test('the recipes make checkable claims', () => {
  expect(CLAIMS.length).toBeGreaterThanOrEqual(15);
});

test.each(CLAIMS.map((claim) => [claim.expression, claim] as const))('%s', (_text, claim) => {
  const names = Object.keys(library);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function(...names, `${claim.setup}\nreturn (${claim.expression});`) as (
    ...args: unknown[]
  ) => unknown;
  expect(run(...names.map((name) => library[name]))).toEqual(claim.expected);
});

test('every clause is in the reference table, in the order they run', () => {
  const table = DOC.slice(DOC.indexOf('## The clauses'), DOC.indexOf('### Hosts'));
  const listed = [...table.matchAll(/^\| `([a-zA-Z-]+)` /gm)].map((match) => match[1]);
  expect(listed).toEqual([...root.POLICY_CLAUSES]);
});

test('every address class is in the class table', () => {
  const table = DOC.slice(DOC.indexOf('### Address classes'));
  const listed = [...table.matchAll(/^\| `([a-z-]+)` /gm)].map((match) => match[1]);
  expect(listed).toEqual([...root.ADDRESS_CLASSES]);
});
