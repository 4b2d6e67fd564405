/**
 * The built-in grammars load their rules from grammar/generated/, written at build time from each
 * RFC's ABNF text (scripts/generate-grammar-data.ts, grammar/sources.ts). These tests hold the
 * generated files to the texts: they are what the generator renders now, and every rule the
 * library loads is, field for field, what `rulesFromText` reads from the text.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { WRITTEN } from '../../grammar/engine/grammar-text';
import { definitionsFromData } from '../../grammar/engine/grammar-data';
import { GRAMMAR_SOURCES, readGrammarSources } from '../../grammar/sources';
import { TRANSPILE_HOOK } from '../support/transpile-hook';

const ROOT = path.resolve(__dirname, '../..');

const read = readGrammarSources();

const GENERATOR = ['-r', TRANSPILE_HOOK, 'scripts/generate-grammar-data.ts'];

/** The generator's `--check` (prettier, which formats the files, needs a process of its own). */
function check(...args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [...GENERATOR, '--check', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

test('the generated files are current (npm run generate rewrites them)', () => {
  const result = check();
  expect(result).toEqual({
    status: 0,
    output: `${GRAMMAR_SOURCES.length + 3} generated files are current\n`,
  });
});

test('a stale or left-over generated file fails the check', () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'grammar-data-'));
  try {
    const generated = path.join(copy, 'grammar', 'generated');
    fs.cpSync(path.join(ROOT, 'grammar', 'generated'), generated, { recursive: true });
    const file = path.join(generated, 'rfc3986.ts');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace("'3.1'", "'3.2'"));
    fs.writeFileSync(path.join(generated, 'rfc0000.ts'), '');
    const result = check(copy);
    expect(result.status).toBe(1);
    expect(result.output).toContain('grammar/generated/rfc3986.ts is not current');
    expect(result.output).toContain('grammar/generated/rfc0000.ts is not generated any more');
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});

describe.each(GRAMMAR_SOURCES.map((source) => [source.name, source] as const))(
  '%s as loaded is as read from its text',
  (name, source) => {
    test('every rule: name, RFC, section, ABNF, expression, PEG note and written expression', async () => {
      const loaded = await source.loaded();
      const { definitions } = read.get(name)!;
      expect(definitions.length).toBeGreaterThan(0);
      for (const definition of definitions) {
        const actual = loaded[definition.name]!;
        expect(actual).toBeDefined();
        // The same keys in the same order, and the same values (JSON keeps the key order).
        expect(JSON.stringify(actual)).toBe(JSON.stringify(definition));
        expect(actual).toEqual(definition);
        expect(JSON.stringify(WRITTEN.get(actual))).toBe(JSON.stringify(WRITTEN.get(definition)));
      }
      // Nothing more is loaded than the text defines, imports and uses.
      expect(Object.keys(loaded).sort()).toEqual(definitions.map((rule) => rule.name).sort());
    });

    test('a rule taken from another grammar is that grammar’s very object', async () => {
      const loaded = await source.loaded();
      for (const { grammar, rules } of source.imports ?? []) {
        const from = await GRAMMAR_SOURCES.find((entry) => entry.name === grammar)!.loaded();
        for (const rule of rules) {
          if (Object.prototype.hasOwnProperty.call(loaded, rule)) {
            expect({ rule, same: loaded[rule] === from[rule] }).toEqual({ rule, same: true });
          }
        }
      }
    });
  },
);

test('Infinity survives the data: a `*` repetition stays unbounded', async () => {
  const rules = await GRAMMAR_SOURCES[0]!.loaded();
  expect(rules['path-abempty']!.expr).toMatchObject({ kind: 'rep', min: 0, max: Infinity });
});

test('a shared rule the data names but its source lacks is an error, not a hole', () => {
  expect(() =>
    definitionsFromData({ defined: [], shared: [['core', 'NOT-A-RULE']] }, { core: {} }),
  ).toThrow('grammar data: core has no rule NOT-A-RULE to share');
  expect(() => definitionsFromData({ defined: [], shared: [['rfc9999', 'x']] }, {})).toThrow(
    'rfc9999 has no rule x',
  );
});
