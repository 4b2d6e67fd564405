/**
 * relativize is minimal: against each small base, every target that some reference of up to
 * six symbols over `a b : / . ? #` reaches gets a reference as short as the shortest of them,
 * and every URI the alphabet spells that none reaches is a RangeError (DEEP: seven symbols;
 * MUTATION: five). The bases use the scheme "a", which the alphabet can spell, so references
 * with a scheme compete too. The enumeration runs in a plain Node process
 * (relativize-minimality.ts says why).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { MinimalityOutcome } from './relativize-minimality';
import { TRANSPILE_HOOK } from '../support/transpile-hook';

const ENUMERATED_LENGTH = process.env.DEEP ? 7 : process.env.MUTATION ? 5 : 6;

const BASES = [
  'a:/b/a',
  'a:/b/',
  'a:/',
  'a:/a/b/a/b',
  'a:/b//a',
  'a:/b/../a',
  'a:/b/./a',
  'a:/b/..?a',
  'a:/.//b/a',
  'a:/a:b/a',
  'a://b/a/b?a',
  'a://b',
  'a://b?a',
  'a://',
  'a:///b/a',
  'a://b/.',
  'a:b/a',
  'a:b/a/',
  'a:b/a/b/a#a',
  'a:b//a',
  'a:a:b/a',
  'a:b/../a',
  'a:./b/a',
  'a:../a/b',
  'a:b',
  'a:',
  'a:?a',
  'a:.',
  'a:..',
];

let outcome: MinimalityOutcome;

beforeAll(() => {
  const run = spawnSync(
    process.execPath,
    [
      '-r',
      TRANSPILE_HOOK,
      join(__dirname, 'relativize-minimality.ts'),
      String(ENUMERATED_LENGTH),
      ...BASES,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 900_000 },
  );
  if (run.status !== 0) throw new Error(`the enumeration failed: ${run.stderr}`);
  outcome = JSON.parse(run.stdout) as MinimalityOutcome;
  const targets = outcome.bases.reduce((sum, base) => sum + base.targets, 0);
  const unreachable = outcome.bases.reduce((sum, base) => sum + base.unreachable, 0);
  console.log(
    `relativize minimality (up to ${ENUMERATED_LENGTH} symbols): ${outcome.bases.length} bases, ` +
      `${targets} enumerated targets as short as the shortest reference, ` +
      `${outcome.uris * outcome.bases.length} URIs as targets, ${unreachable} reached by none (RangeError)`,
  );
}, 900_000);

test.each(BASES)('base %j', (base) => {
  const found = outcome.bases.find((entry) => entry.base === base);
  expect(found).toBeDefined();
  expect(found!.failures).toEqual([]);
  expect(found!.targets).toBeGreaterThan(0);
});

test('enumerates what it claims', () => {
  // The URI references and the URIs among the 19,608, 137,257 and 960,800 strings of up to
  // 5, 6 and 7 symbols (counted when this test was written): a check that the filter and
  // the enumeration did not quietly shrink.
  const expected = { 5: [13_565, 1_294], 6: [88_467, 8_954], 7: [573_589, 60_366] };
  expect([outcome.references, outcome.uris]).toEqual(expected[ENUMERATED_LENGTH]);
  expect(outcome.samples).toEqual(['./a:b', '..//a']);
});
