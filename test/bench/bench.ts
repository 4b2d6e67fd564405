/**
 * The benchmark: `npm run bench` (tables) or `npm run bench -- --json` (one JSON object).
 *
 * Reports the size of the root's browser bundle (bundle-size.ts), then measures the compiled
 * library (dist/src, built by `npm run bench` first) against fast-uri (the baseline of every
 * ratio), uri-js, whatwg-url and Node's own URL, on the hand-written realistic corpus and on the
 * generated one; then how `isValid` scales with input size and shape, and what a few narrower
 * rules cost per character. Implementations run round-robin in one process after a warm-up;
 * each figure is the median of several rounds. Nothing here is a test: timings vary by machine
 * and load, and no test reads them.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as hyperjump from '@hyperjump/uri';
import { fullFormats } from 'ajv-formats/dist/formats';
import fastUri from 'fast-uri';
import * as uriJs from 'uri-js';
import type * as Library from '../../src';
import { type BundleSizeRow, formatBundleSizes, measureBundleSizes } from './bundle-size';
import {
  type Corpus,
  corpora,
  corpusFile,
  generated,
  generatedReferences,
  long,
  realistic,
} from './corpora';
import { DEFAULT_SEED } from './generated';
import { calibrate, fixed, loadLibrary, median, now, table, timeReps } from './measure';
import { EVERY_CLAUSE_BUT_WHATWG, SAME_AS_WHATWG } from './policy-calls';
import { LARGE, SMALL, benchScalingOfEveryFunction } from './scaling-all';

/** The part of whatwg-url used here (the package ships no types). */
interface WhatwgUrl {
  parseURL(input: string): object | null;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped package
const whatwgUrl = require('whatwg-url') as WhatwgUrl;

const JSON_OUTPUT = process.argv.includes('--json');
const ROUNDS = 7;
const SCALING_ROUNDS = 5;
/** How long one timed sample of one implementation over one corpus should last. */
const SAMPLE_NS = 60e6;
const WARMUP_NS = 250e6;

// ---------------------------------------------------------------------------------------------
// The library under test: the compiled JS when it is there (npm run bench builds it first).

const { lib, from: libraryFrom } = loadLibrary();
const { isValid } = lib;
/** `parse(text)` (components, or a throw) once the library exports it. */
const parseExport = (lib as { parse?: unknown }).parse;
const parse =
  typeof parseExport === 'function' ? (parseExport as (text: string) => unknown) : undefined;

// ---------------------------------------------------------------------------------------------
// Corpora (corpora.ts).

const utf8Bytes = (strings: readonly string[]): number =>
  strings.reduce((sum, s) => sum + Buffer.byteLength(s, 'utf8'), 0);

// ---------------------------------------------------------------------------------------------
// Implementations. Each has its own hand-written loop (so no call site is shared between them)
// and returns how many strings it accepted, which also keeps the work from being optimised away.

interface Implementation {
  readonly name: string;
  readonly what: string;
  readonly run: (strings: readonly string[]) => number;
}

/**
 * The floor row: a loop that only reads the characters. A validator that reads them one by one in
 * JavaScript cannot beat it; only native code can (V8's regular expressions, C++).
 */
const READING_ONLY = 'reading only (floor)';

const implementations: Implementation[] = [
  {
    name: 'fast-uri',
    what: "parse(s), accepted when it sets no 'error'",
    run: (strings) => {
      let accepted = 0;
      for (const s of strings) if (fastUri.parse(s).error === undefined) accepted++;
      return accepted;
    },
  },
  {
    name: 'uri-grammar isValid',
    what: "isValid('URI-reference', s)",
    run: (strings) => {
      let accepted = 0;
      for (const s of strings) if (isValid('URI-reference', s)) accepted++;
      return accepted;
    },
  },
];
if (parse !== undefined) {
  const parseReference = parse;
  implementations.push({
    name: 'uri-grammar parse',
    what: 'parse(s) in try/catch',
    run: (strings) => {
      let accepted = 0;
      for (const s of strings) {
        try {
          parseReference(s);
          accepted++;
        } catch {
          // rejected
        }
      }
      return accepted;
    },
  });
}
const safeParse = (lib as { safeParse?: (s: string) => { ok: boolean } }).safeParse;
if (safeParse !== undefined) {
  implementations.push({
    name: 'uri-grammar safeParse',
    what: 'safeParse(s).ok (components, or the error as a value)',
    run: (strings) => {
      let accepted = 0;
      for (const s of strings) if (safeParse(s).ok) accepted++;
      return accepted;
    },
  });
}
// Issue 28: check gives a tree for valid input, parsed only when it is read, and for invalid input
// the error of the one run; what it costs over isValid is the result object and the refusal.
implementations.push({
  name: 'uri-grammar check',
  what: "check('URI-reference', s).ok (the tree parsed when read, the error as a value)",
  run: (strings) => {
    let accepted = 0;
    for (const s of strings) if (lib.check('URI-reference', s).ok) accepted++;
    return accepted;
  },
});
/**
 * Issue 24's policies: every clause but `whatwg` (a webhook's SSRF policy and more), against
 * `isValid('URI')`, the rule a policy checks by default; and `whatwg: 'same'` alone, whose cost is
 * the platform's `new URL` on top, beside `URL.canParse`.
 */
const policyExport = (lib as { policy?: typeof Library.policy }).policy;
if (policyExport !== undefined) {
  const everyClauseButWhatwg = policyExport(EVERY_CLAUSE_BUT_WHATWG);
  const sameAsWhatwg = policyExport(SAME_AS_WHATWG);
  implementations.push(
    {
      name: 'uri-grammar isValid URI',
      what: "isValid('URI', s): what a policy checks by default",
      run: (strings) => {
        let accepted = 0;
        for (const s of strings) if (isValid('URI', s)) accepted++;
        return accepted;
      },
    },
    {
      name: 'uri-grammar policy',
      what: 'policy({ every clause but whatwg }).isValid(s)',
      run: (strings) => {
        let accepted = 0;
        for (const s of strings) if (everyClauseButWhatwg.isValid(s)) accepted++;
        return accepted;
      },
    },
    {
      name: 'uri-grammar policy whatwg',
      what: "policy({ whatwg: 'same' }).isValid(s)",
      run: (strings) => {
        let accepted = 0;
        for (const s of strings) if (sameAsWhatwg.isValid(s)) accepted++;
        return accepted;
      },
    },
  );
}
const ajvUriReference = fullFormats['uri-reference'] as RegExp;
const iriGrammar = lib.grammar('rfc3987');
implementations.push(
  {
    name: 'uri-grammar IRI isValid',
    what: "grammar('rfc3987').isValid('IRI-reference', s)",
    run: (strings) => {
      let accepted = 0;
      for (const s of strings) if (iriGrammar.isValid('IRI-reference', s)) accepted++;
      return accepted;
    },
  },
  {
    name: 'ajv-formats regex',
    what: "ajv-formats' uri-reference regular expression, .test(s) (inexact)",
    run: (strings) => {
      let accepted = 0;
      for (const s of strings) if (ajvUriReference.test(s)) accepted++;
      return accepted;
    },
  },
  {
    name: '@hyperjump/uri',
    what: 'isUriReference(s) in try/catch',
    run: (strings) => {
      let accepted = 0;
      for (const s of strings) {
        try {
          if (hyperjump.isUriReference(s)) accepted++;
        } catch {
          // It throws on IPvFuture literals ("Unsupported IP version"): a rejection.
        }
      }
      return accepted;
    },
  },
  {
    name: 'uri-js',
    what: "parse(s), accepted when it sets no 'error'",
    run: (strings) => {
      let accepted = 0;
      for (const s of strings) if (uriJs.parse(s).error === undefined) accepted++;
      return accepted;
    },
  },
  {
    name: 'whatwg-url',
    what: 'parseURL(s) !== null (no base)',
    run: (strings) => {
      let accepted = 0;
      for (const s of strings) if (whatwgUrl.parseURL(s) !== null) accepted++;
      return accepted;
    },
  },
  {
    name: 'node new URL',
    what: 'new URL(s) in try/catch (no base)',
    run: (strings) => {
      let accepted = 0;
      for (const s of strings) {
        try {
          if (new URL(s).href !== '') accepted++;
        } catch {
          // rejected
        }
      }
      return accepted;
    },
  },
  {
    name: 'node URL.canParse',
    what: 'URL.canParse(s) (no base)',
    run: (strings) => {
      let accepted = 0;
      for (const s of strings) if (URL.canParse(s)) accepted++;
      return accepted;
    },
  },
  {
    // Not a validator: what any JavaScript validator must at least do, read every character.
    name: READING_ONLY,
    what: 'a loop that reads each character with charCodeAt and validates nothing ("accepts" all)',
    run: (strings) => {
      let accepted = 0;
      let sum = 0;
      for (const s of strings) {
        for (let i = 0; i < s.length; i++) sum += s.charCodeAt(i);
        accepted++;
      }
      return sum < 0 ? 0 : accepted;
    },
  },
);

// ---------------------------------------------------------------------------------------------
// Timing (measure.ts).

/** Figures for one implementation on one corpus. */
interface Figure {
  nsPerOp: number;
  ratioToFastUri: number;
  ratioToCanParse: number;
  accepted: number;
  total: number;
}

interface ImplementationResult {
  name: string;
  what: string;
  realistic: Figure;
  generated: Figure;
  long: Figure;
}

function benchImplementations(): ImplementationResult[] {
  collectGarbage();
  // Warm-up and calibration, one implementation and corpus at a time.
  const reps = new Map<string, number>();
  const accepted = new Map<string, number>();
  const key = (impl: Implementation, corpus: Corpus): string => `${impl.name}\u0000${corpus.name}`;
  for (const corpus of corpora) {
    for (const impl of implementations) {
      accepted.set(key(impl, corpus), impl.run(corpus.strings));
      reps.set(
        key(impl, corpus),
        calibrate(() => impl.run(corpus.strings), SAMPLE_NS, WARMUP_NS),
      );
    }
  }
  // Rounds: every implementation once per corpus per round, starting one further along each time.
  const samples = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const corpus of corpora) {
      for (let i = 0; i < implementations.length; i++) {
        const impl = implementations[(i + round) % implementations.length]!;
        const k = key(impl, corpus);
        const n = reps.get(k)!;
        const ns = timeReps(() => impl.run(corpus.strings), n);
        const list = samples.get(k) ?? [];
        list.push(ns / n / corpus.strings.length);
        samples.set(k, list);
      }
    }
  }
  const canParse = implementations.find((impl) => impl.name === 'node URL.canParse')!;
  const figure = (impl: Implementation, corpus: Corpus): Figure => {
    const nsPerOp = median(samples.get(key(impl, corpus))!);
    const base = median(samples.get(key(implementations[0]!, corpus))!);
    return {
      nsPerOp,
      ratioToFastUri: nsPerOp / base,
      ratioToCanParse: nsPerOp / median(samples.get(key(canParse, corpus))!),
      accepted: accepted.get(key(impl, corpus))!,
      total: corpus.strings.length,
    };
  };
  return implementations.map((impl) => ({
    name: impl.name,
    what: impl.what,
    realistic: figure(impl, corpora[0]!),
    generated: figure(impl, corpora[1]!),
    long: figure(impl, corpora[2]!),
  }));
}

// ---------------------------------------------------------------------------------------------
// Scaling of isValid('URI-reference', s) with input size and shape.

const SIZES = [100, 10_000, 1_000_000, 10_000_000] as const;

/** `unit` repeated to exactly `size` characters (cut at the end). */
function repeatTo(unit: string, size: number, prefix = ''): string {
  const body = unit.repeat(Math.ceil((size - prefix.length) / unit.length));
  return (prefix + body).slice(0, size);
}

interface Shape {
  readonly name: string;
  readonly make: (size: number) => string;
}

const SHAPES: readonly Shape[] = [
  { name: 'valid long path /a/b/c...', make: (size) => repeatTo('/a/b/c/d', size) },
  {
    name: 'valid long query ?%41%41...',
    make: (size) => `?${'%41'.repeat(Math.floor((size - 1) / 3))}`.padEnd(size, 'a'),
  },
  { name: 'invalid at the end: path + " "', make: (size) => `${repeatTo('/a/b', size - 1)} ` },
  { name: 'run of ":"', make: (size) => ':'.repeat(size) },
  { name: 'x: then run of ":"', make: (size) => repeatTo(':', size, 'x:') },
  { name: 'run of "%"', make: (size) => '%'.repeat(size) },
  { name: 'run of "["', make: (size) => '['.repeat(size) },
  { name: 'http://[ then run of "["', make: (size) => repeatTo('[', size, 'http://[') },
  { name: 'run of "@"', make: (size) => '@'.repeat(size) },
  { name: '//a@ then run of "@"', make: (size) => repeatTo('@', size, '//a@') },
  { name: 'run of "/"', make: (size) => '/'.repeat(size) },
  { name: 'mixed run of ":%[@/"', make: (size) => repeatTo(':%[@/', size, '/') },
];

interface ScalingResult {
  shape: string;
  bytes: number;
  valid: boolean;
  /** Where the automaton stopped on an invalid input (null when valid). */
  rejectedAt: number | null;
  nsPerCall: number;
  /** Per byte of input, or null when the input was rejected early (before its last 1%). */
  nsPerByte: number | null;
  mbPerSecond: number | null;
}

/** Collects garbage between measurements when node runs with --expose-gc (npm run bench does). */
const collectGarbage = (globalThis as { gc?: () => void }).gc ?? ((): void => undefined);

/** Median time of one `isValid(rule, text)` call. */
function timeCall(rule: Library.RuleName, text: string, rounds: number): number {
  const work = (): boolean => isValid(rule, text);
  const reps = calibrate(work, 20e6, text.length >= 1e6 ? 0 : 20e6);
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) samples.push(timeReps(work, reps) / reps);
  return median(samples);
}

function benchScaling(): ScalingResult[] {
  const results: ScalingResult[] = [];
  for (const shape of SHAPES) {
    for (const size of SIZES) {
      collectGarbage();
      const text = shape.make(size);
      if (text.length !== size)
        throw new Error(`shape ${shape.name} made ${text.length} != ${size}`);
      const ns = timeCall('URI-reference', text, SCALING_ROUNDS);
      const valid = isValid('URI-reference', text);
      // check() on a rejected input only runs the automaton (on valid input it builds a tree).
      const result = valid ? undefined : lib.check('URI-reference', text);
      const rejectedAt = result === undefined || result.ok ? null : result.error.offset;
      const readWhole = rejectedAt === null || rejectedAt >= size * 0.99;
      results.push({
        shape: shape.name,
        bytes: size,
        valid,
        rejectedAt,
        nsPerCall: ns,
        nsPerByte: readWhole ? ns / size : null,
        mbPerSecond: readWhole ? size / 1e6 / (ns / 1e9) : null,
      });
    }
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// Other rules, in ns per character, against URI-reference on the same text in a URI's setting.

interface RuleInputs {
  readonly rule: Library.RuleName;
  readonly inputs: readonly string[];
  /** The same text as a URI reference, so that URI-reference reads the same characters. */
  readonly asReference: (input: string) => string;
}

const RULE_INPUTS: readonly RuleInputs[] = [
  {
    rule: 'IPv6address',
    inputs: [
      '2001:db8::1',
      '::1',
      '::',
      'fe80::21a:2bff:fe3c:4d5e',
      '2001:0db8:0000:0000:0000:0a12:00c4:9f01',
      '2001:db8:4f2e::7a:1c0:42',
      '::ffff:192.0.2.1',
      '64:ff9b::203.0.113.5',
      '1:2:3:4:5:6:7:8',
      '1:2:3:4:5:6:198.51.100.200',
    ],
    asReference: (input) => `//[${input}]`,
  },
  {
    rule: 'IPv4address',
    inputs: ['127.0.0.1', '192.168.1.1', '10.0.0.5', '255.255.255.255', '203.0.113.17', '0.0.0.0'],
    asReference: (input) => `//${input}`,
  },
  {
    rule: 'host',
    inputs: [
      'example.com',
      'www.example.co.uk',
      'cdn.static.example.net',
      'xn--bcher-kva.example',
      'localhost',
      '192.0.2.146',
      '[2001:db8::1]',
      '[::ffff:192.0.2.1]',
      '[v7.node-3:a+b]',
      'my%2Dhost.example',
    ],
    asReference: (input) => `//${input}`,
  },
  {
    rule: 'path',
    inputs: [
      '/',
      '/index.html',
      '/api/v1/users/12345/orders/987/items',
      '/wiki/Percent-encoding',
      '/files/%E6%96%87%E6%A1%A3/%E6%8A%A5%E5%91%8A.pdf',
      'docs/README.md',
      '../../assets/img/banner.jpg',
      '/path;matrix=1;other=2/next',
      repeatTo('/segment', 400),
    ],
    asReference: (input) => input,
  },
  {
    rule: 'query',
    inputs: [
      'q=uri+grammar&hl=en',
      'utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale_2024',
      'redirect_uri=https%3A%2F%2Fapp.example.net%2Fcb&scope=openid%20email&state=q7Lm2ZrX0b',
      'path=/usr/local/bin&url=http://x.example/y?z',
      repeatTo('k=v%41&', 400),
    ],
    asReference: (input) => `?${input}`,
  },
];

interface RuleResult {
  rule: string;
  inputs: number;
  meanChars: number;
  nsPerOp: number;
  nsPerChar: number;
  uriReferenceNsPerChar: number;
  ratioToUriReference: number;
}

/** ns per call and ns per character of `rule` over `inputs` (median of rounds). */
function timeRule(rule: Library.RuleName, inputs: readonly string[]): { op: number; char: number } {
  for (const input of inputs) {
    if (!isValid(rule, input)) throw new Error(`bench input is not a ${rule}: ${input}`);
  }
  const chars = inputs.reduce((sum, s) => sum + s.length, 0);
  const work = (): number => {
    let accepted = 0;
    for (const s of inputs) if (isValid(rule, s)) accepted++;
    return accepted;
  };
  const reps = calibrate(work, 20e6, 50e6);
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) samples.push(timeReps(work, reps) / reps);
  const perBatch = median(samples);
  return { op: perBatch / inputs.length, char: perBatch / chars };
}

function benchRules(): RuleResult[] {
  return RULE_INPUTS.map(({ rule, inputs, asReference }) => {
    const own = timeRule(rule, inputs);
    const whole = timeRule('URI-reference', inputs.map(asReference));
    return {
      rule,
      inputs: inputs.length,
      meanChars: inputs.reduce((sum, s) => sum + s.length, 0) / inputs.length,
      nsPerOp: own.op,
      nsPerChar: own.char,
      uriReferenceNsPerChar: whole.char,
      ratioToUriReference: own.char / whole.char,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Output.

function formatNs(ns: number): string {
  if (ns >= 1e6) return `${fixed(ns / 1e6, 2)} ms`;
  if (ns >= 1e4) return `${fixed(ns / 1e3, 1)} µs`;
  return `${fixed(ns, ns < 100 ? 1 : 0)} ns`;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1e6) return `${bytes / 1e6} MB`;
  if (bytes >= 1e3) return `${bytes / 1e3} KB`;
  return `${bytes} B`;
}

function main(bundleSizes: readonly BundleSizeRow[]): void {
  const started = now();
  const header = {
    date: new Date().toISOString(),
    node: process.version,
    v8: process.versions.v8,
    platform: `${os.platform()} ${os.arch()}`,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cpus: os.cpus().length,
    library: libraryFrom,
    parseExported: parse !== undefined,
    versions: {
      'fast-uri': packageVersion('fast-uri'),
      'uri-js': packageVersion('uri-js'),
      'whatwg-url': packageVersion('whatwg-url'),
    },
    corpora: {
      realistic: {
        file: path.relative(process.cwd(), corpusFile),
        strings: realistic.length,
        bytes: utf8Bytes(realistic),
        meanLength: utf8Bytes(realistic) / realistic.length,
      },
      generated: {
        seed: DEFAULT_SEED,
        strings: generated.length,
        bytes: utf8Bytes(generated),
        meanLength: utf8Bytes(generated) / generated.length,
        validByConstruction: generatedReferences.filter((r) => r.valid).length,
        isValidAgrees: generatedReferences.filter(
          (r) => isValid('URI-reference', r.text) === r.valid,
        ).length,
      },
    },
    rounds: ROUNDS,
  };
  if (!JSON_OUTPUT) {
    const c = header.corpora;
    console.log(`uri-grammar benchmark, ${header.date}`);
    console.log(
      `Node ${header.node} (V8 ${header.v8}), ${header.platform}, ${header.cpus} × ${header.cpu}`,
    );
    console.log(
      `library: ${header.library}; parse exported: ${header.parseExported ? 'yes' : 'no'}; ` +
        `fast-uri ${header.versions['fast-uri']}, uri-js ${header.versions['uri-js']}, ` +
        `whatwg-url ${header.versions['whatwg-url']}`,
    );
    console.log(
      `realistic corpus: ${c.realistic.strings} strings, ${c.realistic.bytes} bytes ` +
        `(mean ${fixed(c.realistic.meanLength, 1)}) from ${c.realistic.file}`,
    );
    console.log(
      `generated corpus: ${c.generated.strings} strings, ${c.generated.bytes} bytes ` +
        `(mean ${fixed(c.generated.meanLength, 1)}), seed ${c.generated.seed}, ` +
        `${c.generated.validByConstruction} valid by construction, ` +
        `isValid agrees on ${c.generated.isValidAgrees}`,
    );
    console.log(`median of ${ROUNDS} round-robin rounds after warm-up\n`);
    console.log(`${formatBundleSizes(bundleSizes)}\n`);
  }

  const impls = benchImplementations();
  if (!JSON_OUTPUT) {
    console.log(
      `Parsers and validators, ns per string (× = ns ÷ that peer's ns in the same run; < 1 is faster). Long: the ${long.length} strings of both corpora over 100 characters`,
    );
    const columns = (f: Figure): string[] => [
      formatNs(f.nsPerOp),
      fixed(f.ratioToCanParse, 2),
      fixed(f.ratioToFastUri, 2),
      `${f.accepted}/${f.total}`,
    ];
    console.log(
      table(
        [
          'implementation',
          'realistic',
          '× canParse',
          '× fast-uri',
          'accepts',
          'generated',
          '× canParse',
          '× fast-uri',
          'accepts',
          'long',
          '× canParse',
          '× fast-uri',
          'accepts',
        ],
        impls.map((r) => [
          r.name,
          ...columns(r.realistic),
          ...columns(r.generated),
          ...columns(r.long),
        ]),
      ),
    );
    console.log('calls:');
    for (const r of impls) console.log(`  ${r.name}: ${r.what}`);
    console.log('');
  }

  const goals = issue16Goals(impls);
  if (!JSON_OUTPUT) {
    console.log("Issue 16's goals, measured in this run");
    console.log(
      table(
        ['goal', 'measured', 'limit', ''],
        goals.map((g) => [
          g.goal,
          fixed(g.measured, 2),
          fixed(g.limit, 2),
          g.measured <= g.limit ? 'met' : 'NOT MET',
        ]),
      ),
    );
    console.log('');
  }

  const floor = floorRatios(impls);
  if (!JSON_OUTPUT) {
    console.log(
      'Against the floor: ns ÷ the ns of a loop that only reads every character (a JavaScript ' +
        'loop over the characters cannot go below 1; native code can: URL.canParse is C++)',
    );
    console.log(
      table(
        ['measured in this run', 'ratio'],
        floor.map((row) => [row.what, fixed(row.ratio, 2)]),
      ),
    );
    console.log('');
  }

  const context = parseContext();
  if (!JSON_OUTPUT && context.length > 0) {
    console.log(
      'Where parse spends beyond isValid: the split of valid strings, and the error of invalid ' +
        'ones (parse builds and throws an Error; safeParse returns the error as a value; a bare ' +
        'throw is what any throwing call pays per rejection)',
    );
    console.log(
      table(
        ['measured in this run', 'ratio'],
        context.map((row) => [row.what, fixed(row.ratio, 2)]),
      ),
    );
    console.log('');
  }

  const schemes = schemeContext();
  if (!JSON_OUTPUT && schemes.length > 0) {
    console.log(
      "What parseScheme costs over isValid('URI'): the scheme's own grammar, its prose " +
        'requirements and its components (src/uri-schemes/)',
    );
    console.log(
      table(
        ['measured in this run', 'ratio'],
        schemes.map((row) => [row.what, fixed(row.ratio, 2)]),
      ),
    );
    console.log('');
  }

  const scaling = benchScaling();
  if (!JSON_OUTPUT) {
    console.log(
      "Scaling of isValid('URI-reference', s) (MB = 10^6 bytes; no rate where the input is " +
        'rejected before its end)',
    );
    console.log(
      table(
        ['shape', 'size', 'valid', 'rejected at', 'time per call', 'ns/byte', 'MB/s'],
        scaling.map((r) => [
          r.shape,
          formatBytes(r.bytes),
          r.valid ? 'yes' : 'no',
          r.rejectedAt === null ? '-' : `offset ${r.rejectedAt.toLocaleString('en-US')}`,
          formatNs(r.nsPerCall),
          r.nsPerByte === null ? '-' : fixed(r.nsPerByte, 2),
          r.mbPerSecond === null ? '-' : fixed(r.mbPerSecond, 0),
        ]),
      ),
    );
    console.log('');
  }

  const rules = benchRules();
  if (!JSON_OUTPUT) {
    console.log(
      'Other rules: isValid(rule, s) per character, against isValid(URI-reference) on the same ' +
        'text as a reference (host h -> //h, IPv6 a -> //[a], query q -> ?q, path as is)',
    );
    console.log(
      table(
        ['rule', 'inputs', 'mean chars', 'ns/op', 'ns/char', 'URI-ref ns/char', 'ratio'],
        rules.map((r) => [
          r.rule,
          String(r.inputs),
          fixed(r.meanChars, 1),
          formatNs(r.nsPerOp),
          fixed(r.nsPerChar, 2),
          fixed(r.uriReferenceNsPerChar, 2),
          fixed(r.ratioToUriReference, 2),
        ]),
      ),
    );
  }

  const everyFunction = benchScalingOfEveryFunction(lib, collectGarbage);
  if (!JSON_OUTPUT) {
    const worst = Math.max(...everyFunction.map((row) => row.ratio));
    console.log(
      `\nScaling of every public function: time at ${LARGE.toLocaleString('en')} characters ÷ time at ${SMALL.toLocaleString('en')} (linear is about 10; issue 11's limit is 20; worst here ${fixed(worst, 1)})`,
    );
    console.log(
      table(
        ['call', 'shape', 'small', 'large', 'ratio', ''],
        everyFunction.map((r) => [
          r.call,
          r.shape,
          formatNs(r.small),
          formatNs(r.large),
          fixed(r.ratio, 1),
          r.ratio <= 20 ? 'ok' : 'OVER 20',
        ]),
      ),
    );
  }

  const seconds = Number(now() - started) / 1e9;
  if (JSON_OUTPUT) {
    console.log(
      JSON.stringify(
        {
          ...header,
          bundleSizes,
          implementations: impls,
          goals,
          floor,
          parseContext: context,
          schemeContext: schemes,
          scaling,
          rules,
          everyFunction,
          seconds,
        },
        null,
        2,
      ),
    );
  } else {
    console.log(`\ntotal ${fixed(seconds, 1)} s`);
  }
}

interface Goal {
  readonly goal: string;
  readonly measured: number;
  readonly limit: number;
}

/**
 * The best time of `rounds` calls, in ns, each after a full collection. Wall-clock, not the
 * process's CPU time: that also bills V8's concurrent marking and compiler threads, which put one
 * run here at twice another's.
 */
function bestTime(work: () => unknown, rounds: number): number {
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    collectGarbage();
    const start = now();
    work();
    best = Math.min(best, Number(now() - start));
  }
  return best;
}

/**
 * Where `parse` spends beyond `isValid`: over the valid strings of a corpus alone (validation
 * plus the split), and over the invalid ones (validation, finding the offset and expected set,
 * and for `parse` an Error object and a throw; `safeParse` returns the same error as a value).
 * Each ratio is over `isValid` on the same strings; interleaved rounds, median.
 */
function parseContext(): { what: string; ratio: number }[] {
  if (!parse || !safeParse) return [];
  const parseText = parse;
  const safeParseText = safeParse;
  const rows: { what: string; ratio: number }[] = [];
  for (const corpus of corpora.slice(0, 2)) {
    for (const validity of ['valid', 'invalid'] as const) {
      const strings = corpus.strings.filter(
        (s) => isValid('URI-reference', s) === (validity === 'valid'),
      );
      const validate = (): unknown => {
        for (const s of strings) isValid('URI-reference', s);
        return undefined;
      };
      const parseAll = (): unknown => {
        for (const s of strings) {
          try {
            parseText(s);
          } catch {
            // a rejection: what is measured is its cost
          }
        }
        return undefined;
      };
      const safeParseAll = (): unknown => {
        for (const s of strings) safeParseText(s);
        return undefined;
      };
      // What any throwing API pays per rejection, before building its error: one throw and catch
      // of an object made in advance.
      const throwAll = (): unknown => {
        for (const s of strings) {
          try {
            rejectByThrowing(s);
          } catch {
            // the cost measured
          }
        }
        return undefined;
      };
      const works = [validate, parseAll, safeParseAll, throwAll];
      const reps = works.map((work) => calibrate(work, SAMPLE_NS / 4, WARMUP_NS / 4));
      const samples: number[][] = works.map(() => []);
      for (let round = 0; round < ROUNDS; round++) {
        works.forEach((work, i) => samples[i]!.push(timeReps(work, reps[i]!) / reps[i]!));
      }
      const [validNs, parseNs, safeNs, throwNs] = samples.map(median) as [
        number,
        number,
        number,
        number,
      ];
      const where = `${corpus.name}, the ${strings.length} ${validity} strings`;
      rows.push(
        { what: `parse ÷ isValid, ${where}`, ratio: parseNs / validNs },
        { what: `safeParse ÷ isValid, ${where}`, ratio: safeNs / validNs },
      );
      if (validity === 'invalid') {
        rows.push({ what: `a bare throw and catch ÷ isValid, ${where}`, ratio: throwNs / validNs });
      }
    }
  }
  return rows;
}

/**
 * What `parseScheme` (issue 26) costs over `isValid('URI')`, the generic check it starts with, on
 * the URIs of the realistic corpus whose scheme has a grammar here (http, https, ws, wss, urn,
 * tel, mailto, data, file): the scheme's own rule, its prose requirements and its components on
 * top. All of them, then each scheme's alone. Interleaved rounds, median.
 */
function schemeContext(): { what: string; ratio: number }[] {
  const parseSchemeExport = (lib as { parseScheme?: typeof Library.parseScheme }).parseScheme;
  if (parseSchemeExport === undefined) return [];
  const strings = realistic.filter((s) => isValid('URI', s) && parseSchemeExport(s).known);
  const bySchemes = new Map<string, string[]>();
  for (const s of strings) {
    const scheme = parseSchemeExport(s).scheme;
    bySchemes.set(scheme, [...(bySchemes.get(scheme) ?? []), s]);
  }
  const valid = strings.filter((s) => parseSchemeExport(s).valid).length;
  const groups: { what: string; strings: readonly string[] }[] = [
    {
      what: `the ${strings.length} realistic URIs of known schemes (${valid} valid for their scheme)`,
      strings,
    },
    ...[...bySchemes].map(([scheme, list]) => ({
      what: `its ${list.length} ${scheme}`,
      strings: list,
    })),
  ];
  const works = groups.flatMap(({ strings: list }) => [
    (): unknown => {
      for (const s of list) isValid('URI', s);
      return undefined;
    },
    (): unknown => {
      for (const s of list) parseSchemeExport(s);
      return undefined;
    },
  ]);
  const reps = works.map((work) => calibrate(work, SAMPLE_NS / 8, WARMUP_NS / 8));
  const samples: number[][] = works.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    // Each round starts one further along, so that no work always runs first.
    for (let k = 0; k < works.length; k++) {
      const i = (k + round) % works.length;
      samples[i]!.push(timeReps(works[i]!, reps[i]!) / reps[i]!);
    }
  }
  const medians = samples.map(median);
  return groups.map((group, g) => ({
    what: `parseScheme ÷ isValid('URI'), ${group.what}`,
    ratio: medians[2 * g + 1]! / medians[2 * g]!,
  }));
}

const THROWN = new Error('rejected');

/** Throws an error made in advance unless `text` is empty: the bare cost of a throw. */
function rejectByThrowing(text: string): void {
  if (text !== '') throw THROWN;
}

/**
 * Each validator over the floor row (a loop that only reads the characters) on each corpus: how
 * far from what a JavaScript loop can reach each one is, in the same run.
 */
function floorRatios(impls: readonly ImplementationResult[]): { what: string; ratio: number }[] {
  const floor = impls.find((r) => r.name === READING_ONLY)!;
  const rows: { what: string; ratio: number }[] = [];
  for (const name of ['uri-grammar isValid', 'node URL.canParse']) {
    const impl = impls.find((r) => r.name === name)!;
    for (const corpus of ['realistic', 'generated', 'long'] as const) {
      rows.push({
        what: `${name} ÷ ${READING_ONLY}, ${corpus}`,
        ratio: impl[corpus].nsPerOp / floor[corpus].nsPerOp,
      });
    }
  }
  return rows;
}

/** Issue 16's targets, each as a ratio measured in this process, with its limit. */
function issue16Goals(impls: readonly ImplementationResult[]): Goal[] {
  const by = (name: string): ImplementationResult => impls.find((r) => r.name === name)!;
  const valid = by('uri-grammar isValid');
  const iri = by('uri-grammar IRI isValid');
  const goals: Goal[] = [
    {
      goal: 'isValid ÷ URL.canParse, realistic',
      measured: valid.realistic.ratioToCanParse,
      limit: 0.6,
    },
    {
      goal: 'isValid ÷ URL.canParse, generated',
      measured: valid.generated.ratioToCanParse,
      limit: 0.6,
    },
    {
      goal: 'isValid ÷ URL.canParse, long (> 100 characters)',
      measured: valid.long.ratioToCanParse,
      limit: 1,
    },
  ];
  const parsed = impls.find((r) => r.name === 'uri-grammar parse');
  if (parsed) {
    goals.push(
      {
        goal: 'parse ÷ isValid, realistic',
        measured: parsed.realistic.nsPerOp / valid.realistic.nsPerOp,
        limit: 2,
      },
      {
        goal: 'parse ÷ isValid, generated',
        measured: parsed.generated.nsPerOp / valid.generated.nsPerOp,
        limit: 2,
      },
    );
  }
  // parse throws for invalid text, and a thrown error alone costs several times a validation;
  // safeParse gives the same answers as values, which is what the ratio measures without that.
  const safe = impls.find((r) => r.name === 'uri-grammar safeParse');
  if (safe) {
    for (const corpus of ['realistic', 'generated'] as const) {
      goals.push({
        goal: `safeParse ÷ isValid, ${corpus} (rejections as values)`,
        measured: safe[corpus].nsPerOp / valid[corpus].nsPerOp,
        limit: 2,
      });
    }
  }
  const checked = impls.find((r) => r.name === 'uri-grammar check');
  if (checked) {
    for (const corpus of ['realistic', 'generated'] as const) {
      goals.push({
        goal: `check ÷ isValid, ${corpus} (issue 28: refusals are cheap)`,
        measured: checked[corpus].nsPerOp / valid[corpus].nsPerOp,
        limit: 3,
      });
    }
  }
  for (const corpus of ['realistic', 'generated', 'long'] as const) {
    goals.push({
      goal: `IRI-reference ÷ URI-reference on ASCII, ${corpus}`,
      measured: iri[corpus].nsPerOp / valid[corpus].nsPerOp,
      limit: 1.5,
    });
  }
  const policyRow = impls.find((r) => r.name === 'uri-grammar policy');
  const uriRow = impls.find((r) => r.name === 'uri-grammar isValid URI');
  const whatwgRow = impls.find((r) => r.name === 'uri-grammar policy whatwg');
  if (policyRow && uriRow && whatwgRow) {
    goals.push(
      {
        goal: "policy (every clause but whatwg) ÷ isValid('URI'), realistic (issue 24)",
        measured: policyRow.realistic.nsPerOp / uriRow.realistic.nsPerOp,
        limit: 1.5,
      },
      {
        // Reported, not limited: the clause is the platform's new URL and a comparison.
        goal: "policy({ whatwg: 'same' }) ÷ URL.canParse, realistic (issue 24, reported)",
        measured: whatwgRow.realistic.ratioToCanParse,
        limit: Infinity,
      },
    );
  }
  // A 10 MB path against V8's native scan of one character class over the same text: the class
  // a path's characters come from (pchar / "/" without the "%" of a triplet), and, the cheapest
  // scan there is, one range of printable ASCII (which no URI rule is).
  const path = `/${'segment/'.repeat(Math.ceil(10e6 / 8))}`.slice(0, 10e6);
  const pathClassScan = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]*$/;
  const oneRangeScan = /^[\x21-\x7e]*$/;
  isValid('URI-reference', path);
  pathClassScan.test(path);
  oneRangeScan.test(path);
  collectGarbage();
  const ours = bestTime(() => isValid('URI-reference', path), 5);
  goals.push(
    {
      goal: 'isValid on a 10 MB path ÷ native scan of the path\'s class (pchar / "/")',
      measured: ours / bestTime(() => pathClassScan.test(path), 5),
      limit: 2,
    },
    {
      goal: 'isValid on a 10 MB path ÷ native scan of one range, [\\x21-\\x7e]',
      measured: ours / bestTime(() => oneRangeScan.test(path), 5),
      limit: 2,
    },
  );
  return goals;
}

function packageVersion(name: string): string {
  const file = path.join(path.dirname(require.resolve(`${name}/package.json`)), 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

if (process.argv.includes('--schemes-only')) {
  // `npm run bench -- --schemes-only`: parseScheme's row alone (a minute rather than many).
  for (const row of schemeContext()) console.log(`${row.what}: ${fixed(row.ratio, 2)}`);
} else {
  // The bundle sizes first: esbuild is asynchronous, and the timings should not share the
  // process with its work.
  measureBundleSizes()
    .then(main)
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
