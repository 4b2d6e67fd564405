/**
 * docs/api.md is written by hand; its "Index of exports" must list every export of the three
 * entry points (`uri-grammar`, `uri-grammar/formats`, `uri-grammar/audit`), runtime values and
 * types, with the right kind, and nothing they do not export. The names come from the
 * TypeScript compiler (the declarations a user gets), the kinds from the modules themselves.
 * Each row's link must lead to a heading that exists, and every runtime export must also be
 * named in the prose above the index, not only listed.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as ts from 'typescript';
import * as root from '../../src';
import * as audit from '../../src/audit';
import * as formats from '../../src/formats';
import * as valibot from '../../src/schemas/valibot';
import * as zod from '../../src/schemas/zod';

const ROOT = path.resolve(__dirname, '../..');
const DOCS = path.join(ROOT, 'docs');
const API_DOC = path.join(DOCS, 'api.md');

type Kind = 'function' | 'class' | 'constant' | 'type';

const ENTRY_POINTS: readonly { name: string; file: string; runtime: object }[] = [
  { name: 'uri-grammar', file: 'src/index.ts', runtime: root },
  { name: 'uri-grammar/formats', file: 'src/formats/index.ts', runtime: formats },
  { name: 'uri-grammar/zod', file: 'src/schemas/zod.ts', runtime: zod },
  { name: 'uri-grammar/valibot', file: 'src/schemas/valibot.ts', runtime: valibot },
  { name: 'uri-grammar/audit', file: 'src/audit/index.ts', runtime: audit },
];

/** Every name each entry point's declarations export (values and types). */
function declaredExports(): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (config === undefined) throw new Error('tsconfig.json could not be read');
  const files = ENTRY_POINTS.map((entry) => path.join(ROOT, entry.file));
  const program = ts.createProgram(files, config.options);
  const checker = program.getTypeChecker();
  return new Map(
    ENTRY_POINTS.map((entry) => {
      const source = program.getSourceFile(path.join(ROOT, entry.file));
      const module = source && checker.getSymbolAtLocation(source);
      if (module === undefined) throw new Error(`${entry.file} is not a module`);
      return [entry.name, checker.getExportsOfModule(module).map((symbol) => symbol.name)];
    }),
  );
}

/** A value's kind as the index names it; a name with no runtime value is a type. */
function kindOf(runtime: object, name: string): Kind {
  if (!Object.hasOwn(runtime, name)) return 'type';
  const value = (runtime as Record<string, unknown>)[name];
  if (typeof value !== 'function') return 'constant';
  return /^class\b/.test(Function.prototype.toString.call(value)) ? 'class' : 'function';
}

interface Row {
  readonly name: string;
  readonly kind: string;
  readonly link: string;
}

/** The index's tables, by entry point. */
function documentedExports(doc: string): Map<string, Row[]> {
  const index = doc.slice(doc.indexOf('\n## Index of exports'));
  const tables = new Map<string, Row[]>();
  let current: Row[] | undefined;
  for (const line of index.split('\n')) {
    const heading = /^### `([^`]+)`$/.exec(line);
    if (heading) {
      current = [];
      tables.set(heading[1]!, current);
      continue;
    }
    const row = /^\| `([^`]+)` +\| (\w+) +\|.*\| \[[^\]]+\]\(([^)]+)\) +\|$/.exec(line);
    if (row && current) current.push({ name: row[1]!, kind: row[2]!, link: row[3]! });
  }
  return tables;
}

/** GitHub's id for a heading: lowercase, punctuation dropped, spaces as hyphens. */
const slug = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const headingIds = (markdown: string): Set<string> =>
  new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => slug(match[1]!)));

const doc = fs.readFileSync(API_DOC, 'utf8');
const declared = declaredExports();
const documented = documentedExports(doc);

describe('docs/api.md lists every export', () => {
  test('the index has a table for each entry point, and only those', () => {
    expect([...documented.keys()]).toEqual(ENTRY_POINTS.map((entry) => entry.name));
  });

  describe.each(ENTRY_POINTS)('$name', ({ name, runtime }) => {
    const rows = documented.get(name) ?? [];
    const names = declared.get(name) ?? [];

    test('every declared export is listed, and nothing else', () => {
      // The schema-library entries are small (one function and its types); the rest are not.
      expect(names.length).toBeGreaterThan(name.startsWith('uri-grammar/') ? 4 : 5);
      const listed = rows.map((row) => row.name);
      expect(listed.filter((n) => !names.includes(n))).toEqual([]);
      expect(names.filter((n) => !listed.includes(n))).toEqual([]);
      expect(new Set(listed).size).toBe(listed.length);
    });

    test('every runtime export is declared (the compiler and the module agree)', () => {
      expect(Object.keys(runtime).filter((n) => !names.includes(n))).toEqual([]);
    });

    test('each export has the kind the index gives it', () => {
      const wrong = rows
        .filter((row) => row.kind !== kindOf(runtime, row.name))
        .map((row) => `${row.name}: listed ${row.kind}, is ${kindOf(runtime, row.name)}`);
      expect(wrong).toEqual([]);
    });

    test("each row's link leads to a heading that exists", () => {
      const broken = rows.filter(({ link }) => {
        const [file, anchor] = link.split('#') as [string, string | undefined];
        const target = file === '' ? API_DOC : path.join(DOCS, file);
        if (!fs.existsSync(target)) return true;
        return anchor !== undefined && !headingIds(fs.readFileSync(target, 'utf8')).has(anchor);
      });
      expect(broken).toEqual([]);
    });

    test('every runtime export is named in the prose above the index', () => {
      const prose = doc.slice(0, doc.indexOf('\n## Index of exports'));
      const unnamed = Object.keys(runtime).filter(
        (n) => !new RegExp(`\\b${n}\\b`).test(prose.replace(/`/g, ' ')),
      );
      expect(unnamed).toEqual([]);
    });
  });
});
