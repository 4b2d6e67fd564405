/**
 * Issue 11's scaling property, measured: for every public function and each hostile shape (the
 * adversarial runs of test/engine/big-input.test.ts, the shapes that made `extract` hang or go quadratic,
 * a host of broken UTF-8), the time at 10× the input divided by the time at 1×. Linear code gives
 * about 10; the issue's limit is 20. Timing lives here, never in a test.
 */
import type * as Library from '../../src';

type Lib = typeof Library;

export interface ScalingRow {
  readonly call: string;
  readonly shape: string;
  /** Best time, in ns, at the small and the large size. */
  readonly small: number;
  readonly large: number;
  readonly ratio: number;
}

/**
 * The two sizes, in characters: 10x apart, and both bigger than a core's caches. At 10^5 and
 * 10^6 the small input stayed in L2 between calls and the large one did not, which read a linear
 * uriToIri (1.1 ns a character at 10^6 and at 4×10^6) at 16–20× for 10× the input.
 */
export const SMALL = 1_000_000;
export const LARGE = 10_000_000;

const run = (unit: string, size: number, prefix = '', suffix = ''): string =>
  prefix + unit.repeat(Math.ceil((size - prefix.length - suffix.length) / unit.length)) + suffix;

interface Case {
  readonly call: string;
  readonly shape: string;
  readonly make: (size: number) => string;
  readonly work: (lib: Lib, text: string) => unknown;
}

/** Runs `work` and swallows the errors a hostile input is allowed to raise. */
function contained(work: () => unknown): void {
  try {
    work();
  } catch (error) {
    if (!(error instanceof TypeError || error instanceof RangeError || error instanceof Error)) {
      throw error;
    }
  }
}

const GRAMMAR_SHAPES: readonly [string, (size: number) => string][] = [
  ['"a" run', (n) => run('a', n, 'http://a/')],
  ['"%41" run', (n) => run('%41', n, 'http://a/?')],
  ['":" run', (n) => run(':', n)],
  ['"[" run', (n) => run('[', n)],
  ['"1:" after http://[', (n) => run('1:', n, 'http://[')],
  ['"@" run', (n) => run('@', n)],
  ['"/" run', (n) => run('/', n)],
  ['"%" run', (n) => run('%', n)],
  ['"1.2.3.4." host', (n) => run('1.2.3.4.', n, 'http://')],
  ['path then " "', (n) => run('a/', n, '/', ' ')],
];

const HOST_SHAPES: readonly [string, (size: number) => string][] = [
  ['"a" host', (n) => run('a', n, 'http://', '/')],
  ['"%FFa" host', (n) => run('%FFa', n, 'http://', '/')],
  ['"%2e" host', (n) => run('%2e', n, 'http://', '/')],
  ['"A." host', (n) => run('A.', n, 'HTTP://', ':80/')],
  ['"/a/." path', (n) => run('/a/.', n, 'http://h')],
  ['"/.." path', (n) => run('/..', n, 'http://h')],
  ['"%7e" path', (n) => run('%7e', n, 'http://h/')],
  ['userinfo "a." ', (n) => run('a.', n, 'http://', '@h/')],
];

const TEXT_SHAPES: readonly [string, (size: number) => string][] = [
  ['"x:" + "." run', (n) => run('.', n, 'x:')],
  ['"x:" + ")" run', (n) => run(')', n, 'x:')],
  ['"(" run', (n) => run('(', n)],
  ['"a <b> " run', (n) => run('a <b> ', n)],
  ['"<" run + x:y>', (n) => run('<', n, '', 'x:y>')],
  ['"a > b " run', (n) => run('a > b ', n)],
  ['URIs and words', (n) => run('see http://a/b. ', n)],
];

/** Issue 30's shapes: a scheme at every colon, brackets over lines, hyphens at line ends. */
const EXTRACT_SHAPES: readonly [string, (size: number) => string][] = [
  ...TEXT_SHAPES,
  ['"http://a]" run', (n) => run('http://a]', n)],
  ['"a:" run + "%"', (n) => run('a:', n, '', '%')],
  ['"<http://a/-\\n" run + ">"', (n) => run('<http://a/-\n', n, '', '>')],
  ['"⟨a:b" run + "⟩"', (n) => run('\u27e8a:b', n, '', '\u27e9')],
  ['"http://a/-\\n" run', (n) => run('http://a/-\n', n)],
  ['"[t](http://a/)" run', (n) => run('[t](http://a/)', n)],
  ['"data:a/b;c" run', (n) => run('data:a/b;c', n)],
  ['"<a:b c>" run', (n) => run('<a:b c>', n)],
  ['Markdown', (n) => run('[t](https://a.example/x "t") and <b:c>, `http://d/e\' ', n)],
];

function cases(): Case[] {
  const list: Case[] = [];
  const add = (call: string, shapes: typeof GRAMMAR_SHAPES, work: Case['work']): void => {
    for (const [shape, make] of shapes) list.push({ call, shape, make, work });
  };
  add('isValid', GRAMMAR_SHAPES, (lib, t) => lib.isValid('URI-reference', t));
  add('check', GRAMMAR_SHAPES, (lib, t) => lib.check('URI-reference', t));
  add('parse', [...GRAMMAR_SHAPES, ...HOST_SHAPES], (lib, t) => lib.parse(t));
  add('inspect', HOST_SHAPES, (lib, t) => lib.inspect(t));
  add('normalize', HOST_SHAPES, (lib, t) => lib.normalize(t));
  add('equivalent', HOST_SHAPES, (lib, t) => lib.equivalent(t, t));
  add('resolve', HOST_SHAPES, (lib, t) => lib.resolve('http://a/b/c', t));
  add('recompose(parse)', HOST_SHAPES, (lib, t) => lib.recompose(lib.parse(t)));
  add('extract', EXTRACT_SHAPES, (lib, t) => lib.extract(t));
  add("extract({ schemes: 'all' })", EXTRACT_SHAPES, (lib, t) =>
    lib.extract(t, { schemes: 'all' }),
  );
  add('decode', HOST_SHAPES, (lib, t) => lib.decode(t));
  add('encode', TEXT_SHAPES, (lib, t) => lib.encode(t, 'query'));
  add('normalizePercentEncoding', HOST_SHAPES, (lib, t) => lib.normalizePercentEncoding(t));
  add('removeDotSegments', HOST_SHAPES, (lib, t) => lib.removeDotSegments(t));
  add('splitNonValidating', TEXT_SHAPES, (lib, t) => lib.splitNonValidating(t));
  add('parseHost', HOST_SHAPES, (lib, t) => lib.parseHost(t.slice(7, -1)));
  add('iriToUri', HOST_SHAPES, (lib, t) => lib.iriToUri(t));
  add('uriToIri', HOST_SHAPES, (lib, t) => lib.uriToIri(t));
  add("grammar('rfc3987').isValid", GRAMMAR_SHAPES, (lib, t) =>
    lib.grammar('rfc3987').isValid('IRI-reference', t),
  );
  add("grammar('rfc2396').isValid", GRAMMAR_SHAPES, (lib, t) =>
    lib.grammar('rfc2396').isValid('URI-reference', t),
  );
  return list;
}

/**
 * Wall-clock time, in ns, the best of several samples. Not the process's CPU
 * time: that also bills V8's concurrent marking and compiler threads, which work harder on
 * megabyte strings (large-object space) than on small ones: one run read uriToIri at 25× for
 * 10× the input.
 */
function clockNow(): number {
  return Number(process.hrtime.bigint());
}

/** How many calls make a sample of at least 5 ms, so the microsecond clock is fine enough. */
function repsFor(work: () => void): number {
  let reps = 1;
  for (;;) {
    const start = clockNow();
    for (let i = 0; i < reps; i++) work();
    if (clockNow() - start >= 5e6 || reps >= 1e6) return reps;
    reps *= 4;
  }
}

/** The best of `rounds` samples of `reps` calls, in ns per call. */
function best(work: () => void, reps: number, rounds: number): number {
  let fastest = Infinity;
  for (let r = 0; r < rounds; r++) {
    const start = clockNow();
    for (let i = 0; i < reps; i++) work();
    fastest = Math.min(fastest, (clockNow() - start) / reps);
  }
  return fastest;
}

export function benchScalingOfEveryFunction(lib: Lib, collectGarbage: () => void): ScalingRow[] {
  return cases().map(({ call, shape, make, work }) => {
    const small = make(SMALL);
    const large = make(LARGE);
    const callSmall = (): void => contained(() => work(lib, small));
    const callLarge = (): void => contained(() => work(lib, large));
    callSmall(); // warm-up, and builds any automaton first
    const reps = repsFor(callSmall);
    // One collection before each size, not before each sample: a heap just collected is sized
    // down, and an allocating call then pays for the collections that grow it again.
    collectGarbage();
    const smallNs = best(callSmall, reps, 5);
    collectGarbage();
    const largeNs = best(callLarge, Math.max(1, Math.round(reps / 10)), 5);
    return { call, shape, small: smallNs, large: largeNs, ratio: largeNs / smallNs };
  });
}
