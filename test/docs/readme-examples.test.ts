/**
 * The README's TypeScript examples are claims: each line `expression; // value ...` whose
 * comment starts with a literal (a string, number, boolean, array or object in JSON-like
 * form) is evaluated against the library and must give that value. Lines whose comment is
 * prose are skipped, and the count below keeps the check from going quietly empty.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import * as root from '../../src';
import * as formats from '../../src/formats';
import { claims } from '../support/doc-claims';

/** What the README's examples import: the root, `uri-grammar/formats`, and ajv for its example. */
const library: Readonly<Record<string, unknown>> = { ...root, ...formats, Ajv };

const README = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
const CLAIMS = claims(README);

/** Evaluates `expression` after `setup` with every export of the library in scope. */
function evaluate(expression: string, setup: string): unknown {
  const names = Object.keys(library);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function(...names, `${setup}\nreturn (${expression});`) as (
    ...args: unknown[]
  ) => unknown;
  return run(...names.map((name) => library[name]));
}

test('the README makes checkable claims (so the table below tests something)', () => {
  expect(CLAIMS.length).toBeGreaterThanOrEqual(20);
});

test.each(CLAIMS.map((claim) => [claim.expression, claim] as const))('%s', (_text, claim) => {
  expect(evaluate(claim.expression, claim.setup)).toEqual(claim.expected);
});
