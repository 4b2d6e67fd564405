/**
 * docs/rules.md was a hand-copied table, and its `sub-delims` row stopped at `","`: the ABNF's
 * `";"` had been taken for the end of the cell, so `";" / "="` were missing (and a multi-line rule
 * like `IPv6address` was squeezed onto one line). The file is now generated from the rule data;
 * this holds every rule's ABNF, of every grammar, to appear in it verbatim, line breaks and all.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { GRAMMAR_NAMES, type RuleDefinition, grammar } from '../../src';

const doc = fs.readFileSync(path.join(__dirname, '../../docs/rules.md'), 'utf8');

test('sub-delims is whole: it ends with ";" / "="', () => {
  const { abnf } = grammar('rfc3986').rules['sub-delims'];
  expect(abnf).toMatch(/"," \/ ";" \/ "="$/);
  expect(doc).toContain(`\`\`\`abnf\n${abnf}\n\`\`\``);
});

test.each(GRAMMAR_NAMES)('every %s rule has its ABNF verbatim in docs/rules.md', (name) => {
  const rules = grammar(name).rules as Readonly<Record<string, RuleDefinition>>;
  const missing = Object.values(rules).filter(
    (definition) => !doc.includes(`\`\`\`abnf\n${definition.abnf}\n\`\`\``),
  );
  expect(missing.map((definition) => definition.name)).toEqual([]);
});
