/**
 * The `uri` tag against the two ways people build the same URL by hand, as ratios in one process
 * (other work shares the CPU, so absolute times mean little and each ratio compares rounds run
 * side by side):
 * - concatenation with `encodeURIComponent` (fast, and what the bugs came from when a
 *   call was forgotten; it also leaves "." and ".." as they are);
 * - `new URL` with `searchParams` (the WHATWG parser; form encoding in the query).
 * Each builds `https://api.example/users/{id}/repos?q={q}&tag={t1}&tag={t2}#{frag}` from the same
 * values, plain ones and ones that need encoding. Run: `npm run build && node -r
 * ts-node/register/transpile-only test/bench/build.ts` (`--json` for the figures alone).
 */
import { calibrate, fixed, loadLibrary, median, table, timeReps } from './measure';

const { lib, from } = loadLibrary();
const { uri } = lib;

const ROUNDS = 21;
const SAMPLE_NS = 10e6;
const WARMUP_NS = 100e6;

interface Values {
  readonly name: string;
  readonly id: string;
  readonly q: string;
  readonly tags: readonly [string, string];
  readonly frag: string;
}

const VALUE_SETS: readonly Values[] = [
  { name: 'plain ASCII', id: 'octocat', q: 'parser', tags: ['a', 'b'], frag: 'top' },
  {
    name: 'needs encoding',
    id: '../a/b c',
    q: 'x&y=z #é',
    tags: ['a+b', '日本'],
    frag: 'sec 2?',
  },
];

const BUILDERS: readonly { name: string; build: (v: Values) => string }[] = [
  {
    name: 'uri tag',
    build: (v) => uri`https://api.example/users/${v.id}/repos?q=${v.q}&tag=${v.tags}#${v.frag}`,
  },
  {
    name: 'concat + encodeURIComponent',
    build: (v) =>
      'https://api.example/users/' +
      encodeURIComponent(v.id) +
      '/repos?q=' +
      encodeURIComponent(v.q) +
      '&tag=' +
      encodeURIComponent(v.tags[0]) +
      '&tag=' +
      encodeURIComponent(v.tags[1]) +
      '#' +
      encodeURIComponent(v.frag),
  },
  {
    name: 'new URL + searchParams',
    build: (v) => {
      const url = new URL(`https://api.example/users/${encodeURIComponent(v.id)}/repos`);
      url.searchParams.set('q', v.q);
      url.searchParams.append('tag', v.tags[0]);
      url.searchParams.append('tag', v.tags[1]);
      url.hash = v.frag;
      return url.href;
    },
  },
];

function measure(): { values: string; builder: string; ns: number; ratio: number }[] {
  const rows: { values: string; builder: string; ns: number; ratio: number }[] = [];
  for (const values of VALUE_SETS) {
    let sink = 0;
    const works = BUILDERS.map((builder) => () => {
      sink += builder.build(values).length;
    });
    const reps = works.map((work) => calibrate(work, SAMPLE_NS, WARMUP_NS));
    const samples = works.map(() => [] as number[]);
    for (let round = 0; round < ROUNDS; round++) {
      works.forEach((work, i) => samples[i]!.push(timeReps(work, reps[i]!) / reps[i]!));
    }
    if (sink === 0) throw new Error('nothing was built');
    // Each round's ratio is taken between batches run back to back, so load that comes and goes
    // across rounds (the CPU is shared) cancels out of it; the median of the rounds is reported.
    BUILDERS.forEach((builder, i) => {
      const ratios = samples[0]!.map((tagNs, round) => tagNs / samples[i]![round]!);
      rows.push({
        values: values.name,
        builder: builder.name,
        ns: median(samples[i]!),
        ratio: median(ratios),
      });
    });
  }
  return rows;
}

const rows = measure();
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows));
} else {
  console.log(
    `uri tag against hand-built URLs (${from}; medians of ${ROUNDS} interleaved rounds; ratios per round)\n`,
  );
  console.log(
    table(
      ['values', 'builder', 'ns per URL', 'uri tag ÷ this'],
      rows.map((row) => [row.values, row.builder, fixed(row.ns, 0), fixed(row.ratio, 2)]),
    ),
  );
}
