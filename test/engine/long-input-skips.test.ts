/**
 * On long input the vector runner does not take (test/engine/vector-runner.test.ts: past 65,536
 * characters, with a character above U+007F, or where WebAssembly is refused), `Automaton.accepts`
 * skips runs in one state natively: from 256 characters with a sticky class scan of the state's
 * self-loop, from 16,384 with searches for the printable characters that leave it (`RunEnds` in
 * grammar/engine/automaton.ts), in windows that grow from 1,024 to 65,536 characters, until a run
 * shorter than 256 hands the rest back to the class scans. Each property runs with the runner
 * off (`VECTOR_RUNNER.enabled`), as on a page that refuses WebAssembly, and on.
 *
 * The differential tests' inputs are short, so these paths are held here to `Automaton.run`,
 * which reads one character a step on the table built before minimization and skips nothing. The
 * inputs are valid beginnings followed by long runs, with every printable character, space,
 * controls, non-ASCII characters and lone surrogates among the characters that end them, and run
 * lengths on both sides of every threshold and window size.
 */
import fc from 'fast-check';
import {
  type Automaton,
  type CompiledGrammar,
  rfc2396,
  rfc3986,
  rfc3987,
  rfc6874,
} from '../../grammar';
import { VECTOR_RUNNER } from '../../grammar/engine/vector-runner';
import { runParameters, SCALE } from '../support/arbitraries';

/** Cases per rule; 4 grammars x 8 rules. */
const RUNS_PER_RULE = Math.max(10, Math.round(150 * SCALE));

const PRINTABLE = Array.from({ length: 0x7f - 0x21 }, (_, i) => String.fromCharCode(0x21 + i));

/** What a run is made of, and what ends it. */
const RUN_CHARACTERS = [...PRINTABLE, ' ', '\t', '\u007f', '\u0000', 'é', '\uE000', '😀', '\uD800'];

/** Characters that keep a path, query, fragment, reg-name or userinfo state: most runs. */
const STAYING = [..."abzAZ09-._~!$&'()*+,;=:@/?"];

/** Beginnings that put the automaton in a state with a long self-loop. */
const BEGINNINGS = [
  '',
  'http://',
  'http://a',
  'http://a/',
  'http://a/?',
  'http://a/#',
  'x:',
  '/',
  '//',
  'a@',
  'a',
];

/** Lengths on both sides of the thresholds (256, 16,384) and of the windows (1,024 to 65,536). */
const EDGE_LENGTHS = [
  1, 2, 3, 7, 8, 9, 255, 256, 257, 1022, 1023, 1024, 1025, 2047, 2048, 2049, 16383, 16384, 16385,
  32768, 65535, 65536, 65537, 70000,
];

const runLength = fc.oneof(
  fc.integer({ min: 1, max: 300 }),
  fc.constantFrom(...EDGE_LENGTHS),
  fc.integer({ min: 300, max: 40000 }),
);

const chunk = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...STAYING), runLength) },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.constantFrom(...RUN_CHARACTERS), fc.integer({ min: 1, max: 4 })),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom('%41', 'a%41', 'ab/', '[::1]', ':80', 'é'), runLength),
  },
);

const longInput = fc
  .tuple(fc.constantFrom(...BEGINNINGS), fc.array(chunk, { minLength: 1, maxLength: 8 }))
  .map(([beginning, chunks]) => beginning + chunks.map(([piece, n]) => piece.repeat(n)).join(''));

/** Each rule of `rules` with its automaton; the names are checked against the grammar's. */
function subjects<Name extends string>(
  grammar: CompiledGrammar<Name>,
  rules: readonly Name[],
): (readonly [string, () => Automaton])[] {
  return rules.map((rule) => [`${grammar.name} ${rule}`, () => grammar.automaton(rule)] as const);
}

/** RFC 3986's rules with long runs; RFC 6874 has them under the same names. */
const URI_RULES = [
  'URI-reference',
  'URI',
  'relative-ref',
  'path',
  'query',
  'reg-name',
  'host',
  'userinfo',
] as const;

const SUBJECTS = [
  ...subjects(rfc3986, URI_RULES),
  ...subjects(rfc3987, [
    'IRI-reference',
    'IRI',
    'irelative-ref',
    'ipath',
    'iquery',
    'ireg-name',
    'ihost',
    'iuserinfo',
  ]),
  ...subjects(rfc6874, URI_RULES),
  ...subjects(rfc2396, [
    'URI-reference',
    'absoluteURI',
    'relativeURI',
    'abs_path',
    'query',
    'reg_name',
    'host',
    'userinfo',
  ]),
];

let cases = 0;
let huge = 0;
let accepted = 0;

afterAll(() => {
  console.log(
    `long-input skips: ${cases} inputs, ${huge} of at least 16,384 characters, ${accepted} accepted`,
  );
});

/** With the runner off, every long input reaches the skips; with it on, most reach the runner. */
describe.each([
  ['the vector runner off', false, RUNS_PER_RULE],
  ['the vector runner on', true, Math.max(5, Math.round(RUNS_PER_RULE / 3))],
])('%s', (_mode, enabled, runs) => {
  beforeAll(() => {
    VECTOR_RUNNER.enabled = enabled;
  });
  afterAll(() => {
    VECTOR_RUNNER.enabled = true;
  });

  it.each(SUBJECTS)(
    `%s: accepts agrees with run (${runs} long inputs)`,
    (_subject, automatonOf) => {
      const automaton = automatonOf();
      fc.assert(
        fc.property(longInput, (text) => {
          const verdict = automaton.run(text).accepted;
          cases++;
          if (text.length >= 16384) huge++;
          if (verdict) accepted++;
          expect({
            text: text.slice(0, 80),
            length: text.length,
            accepted: automaton.accepts(text),
          }).toEqual({
            text: text.slice(0, 80),
            length: text.length,
            accepted: verdict,
          });
        }),
        runParameters(runs),
      );
    },
  );
});

/**
 * By hand: a run that ends at, just before and just after a window's end, and at the very end of
 * the input; an exit character after a run the searches found no end for; long then short runs.
 */
describe('runs ending at the edges of the search windows', () => {
  const uri = rfc3986.automaton('URI-reference');
  // The skips' own edges: the runner would take the inputs up to 65,536 characters.
  beforeAll(() => {
    VECTOR_RUNNER.enabled = false;
  });
  afterAll(() => {
    VECTOR_RUNNER.enabled = true;
  });
  const CASES: [string, string, boolean][] = [];
  for (const length of [16383, 16384, 16385, 65535, 65536, 65537, 200000]) {
    for (const shift of [-1, 0, 1]) {
      const run = 'a'.repeat(length + shift);
      CASES.push([`"/" + ${length + shift} × "a"`, `/${run}`, true]);
      CASES.push([`"/" + ${length + shift} × "a" + " "`, `/${run} `, false]);
      CASES.push([`"/" + ${length + shift} × "a" + "#" + "a"`, `/${run}#a`, true]);
      CASES.push([`"/" + ${length + shift} × "a" + "#" + "#"`, `/${run}##`, false]);
      CASES.push([`"/" + ${length + shift} × "a" + "é"`, `/${run}é`, false]);
      CASES.push([`"/" + ${length + shift} × "a" + "%4"`, `/${run}%4`, false]);
    }
  }
  CASES.push(['a long run, then short runs', `/${'a'.repeat(20000)}${'/b%41'.repeat(5000)}`, true]);
  CASES.push(['short runs, then a long run', `/${'/b%41'.repeat(5000)}${'a'.repeat(20000)}`, true]);
  CASES.push([
    'short runs, then a long run, then a "^"',
    `/${'/b%41'.repeat(5000)}${'a'.repeat(20000)}^`,
    false,
  ]);

  it.each(CASES)('%s', (_label, text, expected) => {
    expect([uri.accepts(text), uri.run(text).accepted]).toEqual([expected, expected]);
  });
});
