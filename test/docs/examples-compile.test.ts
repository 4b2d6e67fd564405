/**
 * Issue 29: the README's and docs' TypeScript examples compile in a strict project. Every
 * ```ts block of README.md and docs/*.md is type-checked as its own module under `strict`,
 * `exactOptionalPropertyTypes` and `noUncheckedIndexedAccess`, with the library's exports in
 * scope (as `import { ... } from 'uri-grammar'` would bring them) unless the block imports them
 * itself, and `uri-grammar`, `uri-grammar/formats`, ... resolved to the sources.
 *
 * A block that only lists signatures (`parse(text: string, ...): UriComponents`) is not code,
 * and is skipped (`isSignatureList`); the count below keeps the rest from going quietly empty.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as ts from 'typescript';
import * as root from '../../src';
import * as formats from '../../src/formats';

const ROOT = path.resolve(__dirname, '../..');
/** design.md shows the engine's own internal code (`rule`, `seq`, `ref`), not the API. */
const PAGES = ['README.md', ...fs.readdirSync(path.join(ROOT, 'docs')).map((f) => `docs/${f}`)]
  .filter((page) => page.endsWith('.md') && page !== 'docs/design.md')
  .sort();

const ENTRY_POINTS: Readonly<Record<string, string>> = {
  'uri-grammar': 'src/index.ts',
  'uri-grammar/formats': 'src/formats/index.ts',
  'uri-grammar/audit': 'src/audit/index.ts',
  'uri-grammar/zod': 'src/schemas/zod.ts',
  'uri-grammar/valibot': 'src/schemas/valibot.ts',
};

interface Example {
  readonly page: string;
  readonly line: number;
  readonly code: string;
}

/**
 * Whether a block lists signatures rather than code: its first line is a call whose parameters
 * carry types (`parse(text: string, options?): UriComponents`), which no expression can be.
 */
function isSignatureList(code: readonly string[]): boolean {
  const first = code.find((line) => line.trim() !== '' && !line.trim().startsWith('//')) ?? '';
  return /^(?:new\s+)?[\w.]+(?:<[^(]*>)?\((?:[^()]*,\s*)?\.{0,3}[\w$]+\??:\s/.test(first.trim());
}

/** Each ```ts block of `page` that is code, with the line its code starts on. */
function examplesOf(page: string): Example[] {
  const text = fs.readFileSync(path.join(ROOT, page), 'utf8');
  const lines = text.split('\n');
  const examples: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== '```ts') continue;
    const end = lines.indexOf('```', i + 1);
    const code = lines.slice(i + 1, end);
    if (!isSignatureList(code)) examples.push({ page, line: i + 2, code: code.join('\n') });
    i = end;
  }
  return examples;
}

/** The names a block declares or imports itself, which the prelude must not bring too. */
function ownNames(code: string): Set<string> {
  const names = new Set<string>();
  for (const match of code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()!
        .replace(/^type\s+/, '');
      if (name) names.add(name);
    }
  }
  for (const match of code.matchAll(
    /(?:^|\n)\s*(?:export\s+)?(?:const|let|var|function|class|type|interface|import)\s+(?:type\s+)?([A-Za-z_$][\w$]*)/g,
  )) {
    names.add(match[1]!);
  }
  return names;
}

const LIBRARY_NAMES = [
  ...Object.keys(root).map((name) => ({ name, from: 'uri-grammar' })),
  ...Object.keys(formats)
    .filter((name) => !Object.hasOwn(root, name))
    .map((name) => ({ name, from: 'uri-grammar/formats' })),
];

/**
 * What the examples take from the program around them: the text being checked, the values a
 * template interpolates, the RFC text a grammar is compiled from, and Node's fs.
 */
const GIVEN: Readonly<Record<string, string>> = {
  text: 'declare const text: string;',
  id: 'declare const id: string;',
  q: 'declare const q: string;',
  frag: 'declare const frag: string;',
  RFC6901_TEXT: 'declare const RFC6901_TEXT: string;',
  RFC3339_TEXT: 'declare const RFC3339_TEXT: string;',
  fs: "import * as fs from 'node:fs';",
};

/** The block as a module: the imports it leaves out, then the block. */
function moduleOf(example: Example): string {
  const own = ownNames(example.code);
  const byEntry = new Map<string, string[]>();
  for (const { name, from } of LIBRARY_NAMES) {
    if (own.has(name)) continue;
    byEntry.set(from, [...(byEntry.get(from) ?? []), name]);
  }
  const prelude = [...byEntry]
    .map(([from, names]) => `import { ${names.join(', ')} } from '${from}';`)
    .join(' ');
  // One line of prelude, so the block's line numbers are the page's less one.
  const given = Object.entries(GIVEN)
    .filter(([name]) => !own.has(name) && new RegExp(`\\b${name}\\b`).test(example.code))
    .map(([, declaration]) => declaration)
    .join(' ');
  return `${prelude} ${given} export {};\n${example.code}\n`;
}

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: ['node'],
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  esModuleInterop: true,
  skipLibCheck: true,
  noEmit: true,
  baseUrl: ROOT,
  paths: Object.fromEntries(Object.entries(ENTRY_POINTS).map(([name, file]) => [name, [file]])),
};

/**
 * Issue 29's strict-project cases, compiled with the examples: every options type takes
 * `undefined` for each optional field (`exactOptionalPropertyTypes`), and rules are typed by
 * grammar where a rule is passed.
 */
const STRICT_PROJECT: Example = {
  page: 'test/docs/examples-compile.test.ts (strict project)',
  line: 1,
  code: `
import type {
  CheckOptions, EquivalenceOptions, ExtractOptions, InspectOptions, IriToUriOptions,
  MatchOptions, NormalizeOptions, PolicyOptions, ReferenceOptions, ResolveOptions,
  Rfc2396ResolveOptions, UriTagOptions,
  DataUriOptions, FileUriToPathOptions, MailtoFields, PathToFileUriOptions, RecomposableComponents,
} from 'uri-grammar';
import type { AddFormatsOptions, UriRuleKeywordValue, UriSchemaOptions } from 'uri-grammar/formats';
import type { AuditOptions, LoadPeerOptions, Peer, PeerResult } from 'uri-grammar/audit';
import type { ValibotUriOptions } from 'uri-grammar/valibot';
import type { ZodUriOptions } from 'uri-grammar/zod';
declare const s: string;
declare const maybeMax: number | undefined;
declare const maybeRule: 'URI' | 'host' | undefined;
declare const maybe: undefined;
type AllUndefined<T> = { readonly [K in keyof T]-?: undefined };
check('URI', s, { maxLength: maybeMax });
parseTree('URI', s, { maxLength: maybeMax });
parse(s, { maxLength: maybeMax });
safeParse('URI', s, { maxLength: maybeMax });
uriSchema({ rule: maybeRule });
uriSchema({ grammar: 'rfc3987', rule: 'IRI' });
uriSchema({ grammar: 'rfc6570', rule: 'URI-Template' });
// @ts-expect-error RFC 3987's rules are not RFC 3986's
uriSchema({ grammar: 'rfc3986', rule: 'IRI' });
policy({ grammar: 'rfc3987', rule: 'IRI-reference', maxLength: maybeMax });
// @ts-expect-error a policy's rule is one of its grammar's reference rules
policy({ rule: 'host' });
// The ajv keyword's value: a rule typed by its grammar, each field taking undefined.
const keywordValues: UriRuleKeywordValue[] = [
  'URI', { rule: maybeRule }, { grammar: maybe, rule: maybe },
  { grammar: 'rfc3987', rule: 'IRI' }, { grammar: 'rfc6570', rule: maybe },
];
// @ts-expect-error RFC 3987's rules are not RFC 3986's
const keywordRfc3986: UriRuleKeywordValue = { grammar: 'rfc3986', rule: 'IRI' };
// @ts-expect-error without a grammar, the rule is RFC 3986's
const keywordNoGrammar: UriRuleKeywordValue = { rule: 'IRI' };
declare const everyUndefined: [
  AllUndefined<CheckOptions>,
  AllUndefined<ExtractOptions>,
  AllUndefined<ResolveOptions>,
  AllUndefined<NormalizeOptions>,
  AllUndefined<EquivalenceOptions>,
  AllUndefined<InspectOptions>,
  AllUndefined<ReferenceOptions>,
  AllUndefined<UriTagOptions>,
  AllUndefined<IriToUriOptions>,
  AllUndefined<MatchOptions>,
  AllUndefined<Rfc2396ResolveOptions>,
  AllUndefined<AddFormatsOptions>,
  AllUndefined<UriSchemaOptions>,
  AllUndefined<ZodUriOptions>,
  AllUndefined<ValibotUriOptions>,
  AllUndefined<DataUriOptions>,
  AllUndefined<FileUriToPathOptions>,
  AllUndefined<PathToFileUriOptions>,
  AllUndefined<MailtoFields>,
  AllUndefined<AuditOptions>,
  AllUndefined<LoadPeerOptions>,
];
const options: [
  CheckOptions,
  ExtractOptions,
  ResolveOptions,
  NormalizeOptions,
  EquivalenceOptions,
  InspectOptions,
  ReferenceOptions,
  UriTagOptions,
  IriToUriOptions,
  MatchOptions,
  Rfc2396ResolveOptions,
  AddFormatsOptions,
  UriSchemaOptions,
  ZodUriOptions,
  ValibotUriOptions,
  DataUriOptions,
  FileUriToPathOptions,
  PathToFileUriOptions,
  MailtoFields,
  AuditOptions,
  LoadPeerOptions,
] = everyUndefined;
// The input types that are not options: their optional fields take undefined too.
const recomposable: RecomposableComponents = {
  scheme: maybe, authority: maybe, path: s, query: maybe, fragment: maybe,
  userinfo: maybe, host: maybe, port: maybe,
};
const policyOptions: PolicyOptions = {
  grammar: maybe, rule: maybe, maxLength: maybe, schemes: maybe, authority: maybe,
  userinfo: maybe, hostKinds: maybe, idn: maybe, dnsName: { requireTld: maybe }, deny: maybe,
  hosts: { allow: maybe, deny: maybe }, ports: maybe, path: maybe, query: maybe,
  fragment: maybe, whatwg: maybe,
};
// A peer the caller writes for the audit: its optional fields take undefined too.
const peerResult: PeerResult = { valid: true, components: maybe, error: maybe };
const peer: Peer = {
  name: 'mine', rule: 'URI', grammar: maybe, normalizes: {}, oneLinePerInput: maybe,
  parse: () => peerResult, close: maybe,
};
export { peer, keywordNoGrammar, keywordRfc3986, keywordValues, options, policyOptions, recomposable };
`,
};

const EXAMPLES = [...PAGES.flatMap(examplesOf), STRICT_PROJECT];

/** Type-checks `examples` in one program, each as its own file; the diagnostics by example. */
function diagnostics(
  examples: readonly Example[] = EXAMPLES,
  options: ts.CompilerOptions = OPTIONS,
  extension = '.ts',
): Map<Example, string[]> {
  const files = new Map(
    examples.map((example, i) => [path.join(ROOT, `.examples/example-${i}${extension}`), example]),
  );
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => {
    const example = files.get(path.resolve(file));
    return example ? moduleOf(example) : readFile(file);
  };
  host.fileExists = (file) => files.has(path.resolve(file)) || fileExists(file);
  const program = ts.createProgram([...files.keys()], options, host);
  const found = new Map<Example, string[]>(examples.map((example) => [example, []]));
  // Only the examples' own diagnostics: the library's sources are compiled with the project's
  // options (a consumer reads its declarations, whose types are the same).
  for (const [file, example] of files) {
    const source = program.getSourceFile(file)!;
    const own = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ];
    for (const diagnostic of own) {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      found.get(example)!.push(`${example.page}:${example.line + line - 1}: ${message}`);
    }
  }
  return found;
}

test('there are examples to check (so the test below checks something)', () => {
  expect(EXAMPLES.length).toBeGreaterThanOrEqual(40);
});

test('every TypeScript example compiles under strict, exactOptionalPropertyTypes and noUncheckedIndexedAccess', () => {
  const found = diagnostics();
  expect([...found.values()].flat()).toEqual([]);
}, 120_000);

/**
 * Issue 29: the docs' ajv imports work in an ES module under `nodenext`, where ajv (CommonJS, no
 * exports map) needs `ajv/dist/2020.js` and its named export. The ajv-formats block is written
 * for bundlers; its `nodenext` form (`ajvFormats.default`, which docs/formats.md gives) is
 * checked instead.
 */
test('the ajv examples compile as ES modules under module nodenext', () => {
  const ajv = examplesOf('docs/formats.md').filter((example) => /from 'ajv\//.test(example.code));
  expect(ajv.length).toBeGreaterThanOrEqual(3);
  const nodenext = ajv.map((example) =>
    example.code.includes('ajv-formats')
      ? { ...example, code: example.code.replace('ajvFormats(new', 'ajvFormats.default(new') }
      : example,
  );
  const found = diagnostics(
    nodenext,
    {
      ...OPTIONS,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
    },
    '.mts',
  );
  expect([...found.values()].flat()).toEqual([]);
}, 120_000);
