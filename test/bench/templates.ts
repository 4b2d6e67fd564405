/**
 * URI Templates: expansion against url-template and @hyperjump/uri-template, and matching time
 * by URI length. One process, rounds interleaved; ratios are what to read (the machine is
 * shared). Each figure is the fastest of many short rounds: other work on the machine only
 * ever adds time to a round, and the medians of longer rounds varied by 5x between runs on a
 * loaded machine.
 *
 * Expansion: the 188 examples of RFC 6570 sections 1.2, 2.4 and 3.2 with the RFC's variables
 * (associative arrays as plain objects, which all three take), the template given as text each
 * time (each library parses it; uri-grammar and @hyperjump cache or re-parse as they do) and
 * pre-parsed where the library offers it. Each library's count of exact answers is printed too.
 *
 * Matching: a fixed template against URIs of doubling length, the CVE-2026-0621 input, and
 * URIs whose first path repeats a name (the search of later paths) against URIs of the same
 * length whose first path has values.
 *
 * Run: node -r ts-node/register/transpile-only test/bench/templates.ts (npm run bench runs it).
 */
import * as urlTemplate from 'url-template';
import { rfcExamples, rfcVariables } from '../templates/rfc-examples';
import { calibrate, fixed, loadLibrary, table, timeReps } from './measure';

/** @hyperjump/uri-template's API, as its README gives it (it ships no types). */
interface HyperjumpUriTemplate {
  parse(template: string): unknown;
  expand(template: unknown, variables: object): string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped CommonJS package
const hyperjump = require('@hyperjump/uri-template') as HyperjumpUriTemplate;

const { lib, from } = loadLibrary();
const ROUNDS = 41;
const TARGET_NS = 10e6;
const WARMUP_NS = 60e6;

const examples = rfcExamples();
/** The RFC's variables, associative arrays as plain objects. */
const variables: Record<string, unknown> = Object.fromEntries(
  [...rfcVariables()].map(([name, value]) => [
    name,
    value instanceof Map ? Object.fromEntries(value) : value,
  ]),
);

type Expand = (template: string, vars: Record<string, unknown>) => string;

const urlTemplateParsed = new Map<string, ReturnType<typeof urlTemplate.parseTemplate>>();
const hyperjumpParsed = new Map<string, unknown>();
for (const { template } of examples) {
  urlTemplateParsed.set(template, urlTemplate.parseTemplate(template));
  hyperjumpParsed.set(template, hyperjump.parse(template));
}

const EXPANDERS: readonly (readonly [string, Expand])[] = [
  ['uri-grammar expandTemplate', (t, v) => lib.expandTemplate(t, v as never)],
  [
    'url-template 3.1.1 (parse + expand)',
    (t, v) => urlTemplate.parseTemplate(t).expand(v as never),
  ],
  ['url-template 3.1.1 (pre-parsed)', (t, v) => urlTemplateParsed.get(t)!.expand(v as never)],
  ['@hyperjump/uri-template 0.3.0 (expand)', (t, v) => hyperjump.expand(t, v)],
  [
    '@hyperjump/uri-template 0.3.0 (pre-parsed)',
    (t, v) => hyperjump.expand(hyperjumpParsed.get(t), v),
  ],
];

function exactCount(expand: Expand): number {
  let exact = 0;
  for (const { template, expansion } of examples) {
    try {
      if (expand(template, variables) === expansion) exact++;
    } catch {
      // a throw is not an exact answer
    }
  }
  return exact;
}

const templates = examples.map((example) => example.template);

/**
 * One loop per library, each written out: a loop shared through a function parameter would be
 * one call site for all five, megamorphic, and would time the dispatch rather than the library.
 */
const LOOPS: readonly (() => number)[] = [
  () => {
    let length = 0;
    for (const t of templates) length += lib.expandTemplate(t, variables as never).length;
    return length;
  },
  () => {
    let length = 0;
    for (const t of templates)
      length += urlTemplate.parseTemplate(t).expand(variables as never).length;
    return length;
  },
  () => {
    let length = 0;
    for (const t of templates)
      length += urlTemplateParsed.get(t)!.expand(variables as never).length;
    return length;
  },
  () => {
    let length = 0;
    for (const t of templates) length += hyperjump.expand(t, variables).length;
    return length;
  },
  () => {
    let length = 0;
    for (const t of templates) length += hyperjump.expand(hyperjumpParsed.get(t), variables).length;
    return length;
  },
];

console.log(
  `URI Templates bench (library from ${from}), ${ROUNDS} interleaved rounds, the fastest of each\n`,
);

const works = LOOPS;
const reps = works.map((work) => calibrate(work, TARGET_NS, WARMUP_NS));
const samples: number[][] = EXPANDERS.map(() => []);
for (let round = 0; round < ROUNDS; round++) {
  works.forEach((work, i) =>
    samples[i]!.push(timeReps(work, reps[i]!) / reps[i]! / examples.length),
  );
}
// The fastest round: on a shared machine other work only ever adds time to a round.
const nsPer = samples.map((values) => Math.min(...values));
console.log(`Expansion: the ${examples.length} examples of RFC 6570 1.2, 2.4 and 3.2`);
console.log(
  table(
    ['library', 'ns / expansion', 'vs uri-grammar', 'exact'],
    EXPANDERS.map(([name, expand], i) => [
      name,
      fixed(nsPer[i]!, 0),
      `${fixed(nsPer[i]! / nsPer[0]!, 2)}x`,
      `${exactCount(expand)} / ${examples.length}`,
    ]),
  ),
);

// ---------------------------------------------------------------------------------------------
// Matching by URI length

const MATCH_TEMPLATE = '/users/{id}/files{/path*}{?q*}';
const uriOfLength = (n: number): string => {
  const segments = Math.max(1, Math.floor((n - 40) / 6));
  return `/users/42/files${'/abcde'.repeat(segments)}?a=1&b=x%20y`;
};
const CVE_TEMPLATE = '/users{/id*}';
const cvePayload = (n: number): string => `/users/${'user1,user2,user3,'.repeat(n)}userX/`;

const lengths = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000];
const uris = lengths.map(uriOfLength);
if (!uris.every((uri) => lib.matchTemplate(MATCH_TEMPLATE, uri).ok)) {
  throw new Error('bench: a matching URI does not match');
}
const matchWorks = uris.map((uri) => () => lib.matchTemplate(MATCH_TEMPLATE, uri));
const matchReps = matchWorks.map((work) => calibrate(work, TARGET_NS, WARMUP_NS / 2));
const matchSamples: number[][] = uris.map(() => []);
for (let round = 0; round < ROUNDS; round++) {
  matchWorks.forEach((work, i) =>
    matchSamples[i]!.push(timeReps(work, matchReps[i]!) / matchReps[i]!),
  );
}
const matchNs = matchSamples.map((values) => Math.min(...values));
console.log(`\nMatching ${MATCH_TEMPLATE} by URI length (each URI matches)`);
console.log(
  table(
    ['characters', 'µs / match', 'ns / character', 'vs half the length'],
    uris.map((uri, i) => [
      uri.length.toLocaleString('en-US'),
      fixed(matchNs[i]! / 1000, 1),
      fixed(matchNs[i]! / uri.length, 1),
      i === 0 ? '' : `${fixed(matchNs[i]! / matchNs[i - 1]!, 2)}x`,
    ]),
  ),
);

const cve = [10, 1_000, 100_000].map((n) => {
  const payload = cvePayload(n);
  const work = () => lib.matchTemplate(CVE_TEMPLATE, payload);
  const count = calibrate(work, TARGET_NS / 4, WARMUP_NS / 4);
  return [payload.length.toLocaleString('en-US'), fixed(timeReps(work, count) / count / 1000, 2)];
});
console.log(`\nCVE-2026-0621's input against ${CVE_TEMPLATE} (refused at its first ",")`);
console.log(table(['characters', 'µs / match'], cve));

// ---------------------------------------------------------------------------------------------
// URIs whose first path repeats a name: the search of later paths (docs/templates.md), timed
// against a URI of about the same length whose first path has values, on the same template.

const SEARCHES: readonly (readonly [string, string, string])[] = [
  // No values exist: every path is searched.
  ['{?a*}', `?${Array<string>(2000).fill('x=1').join('&')}`, `?${pairsOf(2000, '&')}`],
  // Built to spend the budget: each split of the pairs between a and b is read.
  ['{/a*}{/b*}', '/x=1'.repeat(2000), `/${pairsOf(2000, '/')}`],
  // Values exist on a later path: greedy b takes the "a" of the name "a0", leaving "0" twice.
  ['{.b}{x*}', `.a0=a,0=1,${pairsOf(2000, ',')}`, `.${pairsOf(2000, ',')}`],
];
function pairsOf(count: number, separator: string): string {
  return Array.from({ length: count }, (_, i) => `x${i}=1`).join(separator);
}
const searchRows = SEARCHES.map(([template, searched, plain]) => {
  const works = [searched, plain].map((uri) => () => lib.matchTemplate(template, uri));
  const counts = works.map((work) => calibrate(work, TARGET_NS / 4, WARMUP_NS / 4));
  const best = [Infinity, Infinity];
  for (let round = 0; round < ROUNDS; round++) {
    works.forEach((work, i) => {
      best[i] = Math.min(best[i]!, timeReps(work, counts[i]!) / counts[i]!);
    });
  }
  const result = lib.matchTemplate(template, searched);
  return [
    template,
    searched.length.toLocaleString('en-US'),
    result.ok ? 'matched' : result.error.message.includes('bound') ? 'budget spent' : 'no values',
    fixed(best[0]! / 1000, 1),
    fixed(best[1]! / 1000, 1),
    `${fixed(best[0]! / best[1]!, 2)}x`,
  ];
});
console.log(
  `\nURIs whose first path repeats a name, against one of the same length that it does not`,
);
console.log(
  table(['template', 'characters', 'answer', 'µs searched', 'µs first path', 'ratio'], searchRows),
);
