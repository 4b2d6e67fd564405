/**
 * Issue 14: the package as a user gets it. `npm pack` makes the tarball in a clean clone (issue
 * 29: a git clone of this repository's committed HEAD, never built, whose `prepack` builds dist/
 * from the sources alone, as a contributor's or a release script's pack would), and the tarball
 * is installed into a fresh temporary project (its dependency parsimmon comes from the npm cache or registry;
 * nothing else is installed: no @types/parsimmon, no @types/node, no ajv). Then:
 * - the tarball holds what a user needs and no tests, and arethetypeswrong finds no problem;
 * - TypeScript (this repository's, 5.9) with `strict` and otherwise default options compiles a
 *   consumer of the root, `uri-grammar/formats` and `uri-grammar/audit` under `module: commonjs`
 *   and under `module: nodenext` (`.mts` and `.cts`), and fails on an unknown rule name;
 * - the compiled consumers run under Node through `require`, `import` and `import()`, the CLI
 *   runs from node_modules/.bin, and esbuild bundles `import { isValid } from 'uri-grammar'` for
 *   the browser through the exports map with no Node built-in.
 * The clone's node_modules is a link to this checkout's, which `npm ci` installed from the same
 * package-lock.json: what is under test is that `prepack` builds from sources alone, not npm's
 * installer. The bundle and the type check of the docs' examples need this checkout's build
 * (`npm test` builds first).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { bundleForBrowser } from '../support/bundle';

const ROOT = path.resolve(__dirname, '../..');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const ATTW = path.join(ROOT, 'node_modules/@arethetypeswrong/cli/dist/index.js');
const MINUTE = 60_000;

/**
 * The environment for child npm and node runs: `npm test`'s own npm_* variables (the package
 * being tested, the lifecycle event, config the parent npm resolved) must not leak into the
 * consumer's npm.
 */
const ENV = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => !name.startsWith('npm_') || name === 'npm_config_cache',
  ),
);

interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function run(command: string, args: readonly string[], cwd: string, timeout = 3 * MINUTE): Run {
  const result = spawnSync(command, args, {
    cwd,
    env: ENV,
    encoding: 'utf8',
    timeout,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs and returns stdout; a non-zero exit fails with everything the command said. */
function runOk(command: string, args: readonly string[], cwd: string, timeout?: number): string {
  const result = run(command, args, cwd, timeout);
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} exited ${result.status}\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

const compiled = new Map<string, Run>();

/** tsc on one of the consumer's projects, run once; the running tests need its output. */
function tsc(project: string): Run {
  let result = compiled.get(project);
  if (result === undefined) {
    result = run(process.execPath, [TSC, '-p', project], consumer);
    compiled.set(project, result);
  }
  return result;
}

function writeFiles(directory: string, files: Readonly<Record<string, string>>): void {
  for (const [name, contents] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(directory, name)), { recursive: true });
    fs.writeFileSync(path.join(directory, name), contents);
  }
}

/**
 * The consumer under `module: commonjs` (so `moduleResolution` node10: subpaths resolve through
 * `typesVersions`) and TypeScript's default target, ES5. Every type annotation is one a user
 * would write; the output is JSON the test checks.
 */
const COMMONJS_CONSUMER = `
import {
  check, grammar, isValid, parse, resolve, type ParseTree, type RuleName, type UriComponents,
  UriSyntaxError,
} from 'uri-grammar';
import { FORMAT_NAMES, formats, uriSchema, type FormatName, type UriSchema } from 'uri-grammar/formats';
import { BUILTIN_CORPUS, audit, loadPeer, type AuditReport } from 'uri-grammar/audit';

const rule: RuleName = 'IPv6address';
const components: UriComponents = parse('http://user@[::1]:8080/a?q#f');
const host: string | undefined = components.host;
const tree: ParseTree = grammar('rfc3986').parseTree('host', '1.2.3.4');
const format: FormatName = 'uri';
const schema: UriSchema = uriSchema({ rule: 'URI' });
const result = check('URI', 'http://a b');
let thrown = '';
try {
  parse('http://a b');
} catch (error) {
  thrown = error instanceof UriSyntaxError ? 'UriSyntaxError ' + error.offset : 'other';
}
audit(BUILTIN_CORPUS.slice(0, 10), [loadPeer('node-url')]).then((report: AuditReport) => {
  console.log(JSON.stringify({
    isValid: isValid(rule, '1:2::3'),
    host: host,
    tree: tree.children[0] ? tree.children[0].rule : null,
    offset: result.ok ? null : result.error.offset,
    thrown: thrown,
    resolve: resolve('http://a/b/c/d;p?q', '../g'),
    iri: grammar('rfc3987').isValid('IRI', 'http://r\\u00e9sum\\u00e9.example/'),
    formats: FORMAT_NAMES.length,
    format: formats[format]('a:'),
    schema: schema['~standard'].validate('a:'),
    audited: report.peers.length,
  }));
});
`;

/** The same under `module: nodenext`, as an ES module (import) ... */
const MTS_CONSUMER = `
import { isValid, parse, type RuleName } from 'uri-grammar';
import { formats, uriSchema } from 'uri-grammar/formats';
import { BUILTIN_CORPUS, audit, loadPeer, renderText } from 'uri-grammar/audit';

const rule: RuleName = 'URI';
const report = await audit(BUILTIN_CORPUS.slice(0, 10), [loadPeer('node-url')]);
const issues = uriSchema()['~standard'].validate(42);
console.log(JSON.stringify({
  isValid: isValid(rule, 'a:'),
  port: parse('http://a:8080/').port,
  iri: formats.iri('http://r\\u00e9sum\\u00e9.example/'),
  uri: formats.uri('http://r\\u00e9sum\\u00e9.example/'),
  issue: 'issues' in issues && issues.issues !== undefined ? issues.issues.length : 0,
  report: renderText(report).startsWith('Parser audit'),
}));
`;

/** ... and as a CommonJS module (require, and import() of the ES module build). */
const CTS_CONSUMER = `
import { isValid, type RuleName } from 'uri-grammar';
import formats = require('uri-grammar/formats');
import audit = require('uri-grammar/audit');

const rule: RuleName = 'URI';
void import('uri-grammar').then((esm) => {
  console.log(JSON.stringify({
    required: isValid(rule, 'a:'),
    imported: esm.isValid(rule, 'a:'),
    importedRejects: esm.isValid(rule, 'a b'),
    formats: formats.formats['uri-reference']('/a"b'),
    corpus: audit.BUILTIN_CORPUS.length > 500,
  }));
});
`;

/** An unknown rule name: a compile error, not a runtime TypeError. */
const UNKNOWN_RULE = `import { isValid } from 'uri-grammar';\nisValid('nope', 'x');\n`;

const tsconfig = (module: string, files: readonly string[], extra: object = {}): string =>
  JSON.stringify({ compilerOptions: { strict: true, module, ...extra }, files }, null, 2);

let work: string;
let consumer: string;
let tarball: string;
let packedFiles: string[];
/** Whether the clone had no dist/ before `npm pack` (so that `prepack` built what it packed). */
let clonedWithoutDist: boolean;
let installed: string;

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'uri-grammar-consumer-'));
  // Packed in a clone, not here: `prepack` builds, and building here would delete dist/ while
  // the suite's other files run from it.
  const clone = path.join(work, 'clone');
  runOk('git', ['clone', '--quiet', '--no-hardlinks', ROOT, clone], work);
  clonedWithoutDist = !fs.existsSync(path.join(clone, 'dist'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(clone, 'node_modules'), 'dir');
  const pack = JSON.parse(
    runOk('npm', ['pack', '--json', '--pack-destination', work], clone, 15 * MINUTE),
  ) as {
    filename: string;
    files: { path: string }[];
  }[];
  tarball = path.join(work, pack[0]!.filename);
  packedFiles = pack[0]!.files.map((file) => file.path).sort();

  consumer = path.join(work, 'consumer');
  writeFiles(consumer, {
    'package.json': JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }),
    'commonjs/main.ts': COMMONJS_CONSUMER,
    'commonjs/tsconfig.json': tsconfig('commonjs', ['main.ts'], { outDir: 'out' }),
    'nodenext/main.mts': MTS_CONSUMER,
    'nodenext/main.cts': CTS_CONSUMER,
    'nodenext/tsconfig.json': tsconfig('nodenext', ['main.mts', 'main.cts'], { outDir: 'out' }),
    'unknown-rule/commonjs/bad.ts': UNKNOWN_RULE,
    'unknown-rule/commonjs/tsconfig.json': tsconfig('commonjs', ['bad.ts'], { noEmit: true }),
    'unknown-rule/nodenext/bad.mts': UNKNOWN_RULE,
    'unknown-rule/nodenext/tsconfig.json': tsconfig('nodenext', ['bad.mts'], { noEmit: true }),
  });
  runOk(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball],
    consumer,
  );
  installed = path.join(consumer, 'node_modules', 'uri-grammar');
}, 20 * MINUTE);

afterAll(() => {
  if (work !== undefined) fs.rmSync(work, { recursive: true, force: true });
});

describe('the tarball', () => {
  test('is packed from a clone that was never built: prepack built it', () => {
    expect(clonedWithoutDist).toBe(true);
    for (const built of ['dist/src/index.js', 'dist/cjs/index.cjs', 'dist/esm/index.mjs']) {
      expect([built, packedFiles.includes(built)]).toEqual([built, true]);
    }
  });

  test('holds the builds, their types, the CLI and the adapters', () => {
    expect(packedFiles).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'LICENSE',
        'CHANGELOG.md',
        'dist/src/index.js',
        'dist/src/index.d.ts',
        'dist/src/formats/index.js',
        'dist/src/formats/index.d.ts',
        'dist/src/audit/index.js',
        'dist/src/audit/index.d.ts',
        'dist/cjs/index.cjs',
        'dist/cjs/formats.cjs',
        'dist/cjs/audit.cjs',
        'dist/esm/index.mjs',
        'dist/esm/index.d.mts',
        'dist/esm/formats.mjs',
        'dist/esm/formats.d.mts',
        'dist/esm/audit.mjs',
        'dist/esm/audit.d.mts',
        'dist/esm/zod.mjs',
        'dist/esm/valibot.mjs',
        'dist/src/schemas/zod.d.ts',
        'dist/cli/uri-grammar.cjs',
        'dist/src/cli.js',
        'dist/src/cli/worker.js',
        'adapters/java-uri/Adapter.java',
        'adapters/perl-uri/adapter.pl',
        'adapters/python-urllib/adapter.py',
      ]),
    );
  });

  test('holds no tests, no TypeScript sources, no source maps and no scripts', () => {
    expect(packedFiles.filter((file) => /^(test|scripts|src|grammar)\//.test(file))).toEqual([]);
    expect(
      packedFiles.filter((file) => /\.[cm]?ts$/.test(file) && !/\.d\.[cm]?ts$/.test(file)),
    ).toEqual([]);
    expect(packedFiles.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(packedFiles.filter((file) => file.includes('.test.'))).toEqual([]);
  });

  test('every file package.json points at is in it', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8')) as {
      main: string;
      types: string;
      bin: Record<string, string>;
      exports: Record<string, string | Record<string, Record<string, string>>>;
    };
    const targets = [manifest.main, manifest.types, ...Object.values(manifest.bin)];
    for (const target of Object.values(manifest.exports)) {
      if (typeof target === 'string') targets.push(target);
      else for (const condition of Object.values(target)) targets.push(...Object.values(condition));
    }
    expect(targets.length).toBeGreaterThan(10);
    const normalized = targets.map((target) => path.posix.normalize(target));
    expect(normalized.filter((target) => !packedFiles.includes(target))).toEqual([]);
  });

  test('no published declaration imports parsimmon (its types are not installed)', () => {
    const declarations = packedFiles.filter((file) => /\.d\.[cm]?ts$/.test(file));
    expect(declarations.length).toBeGreaterThan(40);
    const naming = declarations.filter((file) =>
      /(from|import\(|require\()\s*['"]parsimmon['"]|reference\s+types=['"]parsimmon/.test(
        fs.readFileSync(path.join(installed, file), 'utf8'),
      ),
    );
    expect(naming).toEqual([]);
    expect(fs.existsSync(path.join(consumer, 'node_modules', '@types'))).toBe(false);
  });

  test('installs uri-grammar and its one dependency, with ajv an optional peer', () => {
    const modules = fs.readdirSync(path.join(consumer, 'node_modules')).filter((n) => n[0] !== '.');
    expect(modules.sort()).toEqual(['parsimmon', 'uri-grammar']);
    const manifest = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8')) as {
      peerDependencies?: Record<string, string>;
      peerDependenciesMeta?: Record<string, { optional?: boolean }>;
    };
    expect(manifest.peerDependencies).toEqual({
      ajv: expect.stringMatching(/^\^8/),
      valibot: expect.stringMatching(/^\^1/),
      zod: '^3.25.0 || ^4.0.0',
    });
    expect(manifest.peerDependenciesMeta).toEqual({
      ajv: { optional: true },
      valibot: { optional: true },
      zod: { optional: true },
    });
  });

  test(
    'arethetypeswrong finds no problem in any entry point',
    () => {
      const result = run(process.execPath, [ATTW, tarball, '--format', 'json'], work);
      const report = JSON.parse(result.stdout) as {
        analysis: { entrypoints: Record<string, unknown>; problems: unknown[] };
      };
      expect(Object.keys(report.analysis.entrypoints).sort()).toEqual([
        '.',
        './audit',
        './formats',
        './package.json',
        './valibot',
        './zod',
      ]);
      expect(report.analysis.problems).toEqual([]);
      expect(result.status).toBe(0);
    },
    3 * MINUTE,
  );
});

describe('TypeScript consumers, strict and default options', () => {
  test(
    'module commonjs compiles the consumer',
    () => {
      const result = tsc('commonjs');
      expect(result.stdout + result.stderr).toBe('');
      expect(result.status).toBe(0);
    },
    3 * MINUTE,
  );

  test(
    'module nodenext compiles the .mts and .cts consumers',
    () => {
      const result = tsc('nodenext');
      expect(result.stdout + result.stderr).toBe('');
      expect(result.status).toBe(0);
    },
    3 * MINUTE,
  );

  test.each(['commonjs', 'nodenext'])(
    'an unknown rule name does not compile (module %s)',
    (module) => {
      const result = tsc(`unknown-rule/${module}`);
      expect(result.status).not.toBe(0);
      expect(result.stdout).toMatch(/bad\.m?ts\(2,9\): error TS2345: Argument of type '"nope"'/);
      // That one error, not a failure to find the package or its types.
      expect(
        result.stdout
          .trim()
          .split('\n')
          .filter((line) => /error TS/.test(line)),
      ).toHaveLength(1);
    },
    3 * MINUTE,
  );
});

describe('running the installed package', () => {
  /** Runs a compiled consumer (compiling its project first if no test did) and reads its JSON. */
  const node = (project: string, file: string): unknown => {
    expect(tsc(project).status).toBe(0);
    return JSON.parse(runOk(process.execPath, [path.join(project, file)], consumer)) as unknown;
  };

  test(
    'require: the commonjs consumer',
    () => {
      expect(node('commonjs', 'out/main.js')).toEqual({
        isValid: true,
        host: '[::1]',
        tree: 'IPv4address',
        offset: 8,
        thrown: 'UriSyntaxError 8',
        resolve: 'http://a/b/g',
        iri: true,
        formats: 7, // uri, uri-reference, iri, iri-reference, uri-template, ipv4, ipv6
        format: true,
        schema: { value: 'a:' },
        audited: 1,
      });
    },
    MINUTE,
  );

  test(
    'import: the ES module consumer',
    () => {
      expect(node('nodenext', 'out/main.mjs')).toEqual({
        isValid: true,
        port: '8080',
        iri: true,
        uri: false,
        issue: 1,
        report: true,
      });
    },
    MINUTE,
  );

  test(
    'require and import() from one CommonJS module',
    () => {
      expect(node('nodenext', 'out/main.cjs')).toEqual({
        required: true,
        imported: true,
        importedRejects: false,
        formats: false,
        corpus: true,
      });
    },
    MINUTE,
  );

  test(
    'the CLI runs from node_modules/.bin',
    () => {
      const result = run(
        path.join(consumer, 'node_modules', '.bin', 'uri-grammar'),
        ['check', '--format', 'text', '--rule', 'IPv6address', '1:2::3', '1::2::3'],
        consumer,
      );
      expect(result.stdout).toMatch(/^valid {4}1:2::3$/m);
      expect(result.stdout).toMatch(/^invalid {2}1::2::3$/m);
      expect(result.status).toBe(1);
    },
    MINUTE,
  );

  test(
    "esbuild bundles import { isValid } from 'uri-grammar' for the browser",
    async () => {
      const bundle = await bundleForBrowser("export { isValid } from 'uri-grammar';", {
        resolveDir: consumer,
      });
      expect(bundle.nodeImports).toEqual([]);
      // Through the exports map's import condition: the ES module build.
      expect(bundle.inputs.map((input) => input.file)).toContain(
        'node_modules/uri-grammar/dist/esm/index.mjs',
      );
    },
    MINUTE,
  );
});
