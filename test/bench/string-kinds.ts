/**
 * `isValid` and `URL.canParse` on the bench's corpora in the forms V8 can hold them in:
 *
 * - as bench.ts holds them: each realistic line a slice of the file's two-byte string, each
 *   generated string built by concatenation (corpora.ts);
 * - flat: each a sequential string of its own, one-byte when it is ASCII, which is what a service
 *   receives from a socket, an HTTP header or `JSON.parse`;
 * - mixed: flat, timed after `isValid`'s first calls met every representation a string can have
 *   (corpora.ts's `representations`), as a service's do. Code that looked its string methods up
 *   on each string took 3.5 times as long here (issue 28); the library's loops call them through
 *   `call` ("Reading a caller's string", grammar/engine/code-points.ts), and this row holds
 *   them to it.
 *
 * Issue 16's ratios against `URL.canParse` are measured on the first form, and the form moves
 * them: converting a two-byte slice to UTF-8 costs `URL.canParse` more than reading it costs
 * `isValid`. Each form runs in a child process of its own, so that neither's type feedback shapes
 * the code that times the other. Run by `npm run bench` after bench.ts; nothing here is a test.
 */
import { execFileSync } from 'node:child_process';
import { type Corpus, type CorpusName, corpora, flat, representations } from './corpora';
import { calibrate, fixed, loadLibrary, median, table, timeReps } from './measure';

const ROUNDS = 7;
const SAMPLE_NS = 40e6;
const WARMUP_NS = 200e6;
const FORMS = ['as read', 'flat', 'mixed'] as const;
type Form = (typeof FORMS)[number];

/** ns per string, per corpus, for one form. */
type Figures = Record<CorpusName, { isValid: number; canParse: number; floor: number }>;

/** Measures one form, in this process: each call has its own loop, rounds interleaved. */
function measure(form: Form): Figures {
  const { isValid } = loadLibrary().lib;
  if (form === 'mixed') {
    // Before any loop below is optimized: each representation of a few strings of each corpus.
    for (const corpus of corpora) {
      for (const text of corpus.strings.slice(0, 8)) {
        for (const form of representations(text)) isValid('URI-reference', form);
      }
    }
  }
  const figures = {} as Figures;
  for (const corpus of corpora) {
    const strings: readonly string[] = form === 'as read' ? corpus.strings : flat(corpus.strings);
    const works = [
      (): number => {
        let accepted = 0;
        for (const s of strings) if (isValid('URI-reference', s)) accepted++;
        return accepted;
      },
      (): number => {
        let accepted = 0;
        for (const s of strings) if (URL.canParse(s)) accepted++;
        return accepted;
      },
      (): number => {
        let sum = 0;
        for (const s of strings) for (let i = 0; i < s.length; i++) sum += s.charCodeAt(i);
        return sum;
      },
    ];
    const reps = works.map((work) => calibrate(work, SAMPLE_NS, WARMUP_NS));
    const samples: number[][] = works.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      works.forEach((work, i) => samples[i]!.push(timeReps(work, reps[i]!) / reps[i]!));
    }
    const [isValidNs, canParseNs, floorNs] = samples.map((s) => median(s) / strings.length) as [
      number,
      number,
      number,
    ];
    figures[corpus.name] = { isValid: isValidNs, canParse: canParseNs, floor: floorNs };
  }
  return figures;
}

const FORM_FLAG = '--form=';

function main(): void {
  const asked = process.argv.find((arg) => arg.startsWith(FORM_FLAG));
  if (asked !== undefined) {
    const form = FORMS.find((known) => known === asked.slice(FORM_FLAG.length));
    if (form === undefined) throw new Error(`${asked}: the forms are ${FORMS.join(', ')}`);
    process.stdout.write(JSON.stringify(measure(form)));
    return;
  }
  const results = new Map<Form, Figures>();
  for (const form of FORMS) {
    const output = execFileSync(
      process.execPath,
      [...process.execArgv, __filename, `${FORM_FLAG}${form}`],
      { encoding: 'utf8', maxBuffer: 1 << 20 },
    );
    results.set(form, JSON.parse(output) as Figures);
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(Object.fromEntries(results), null, 2));
    return;
  }
  const rows = FORMS.flatMap((form) =>
    corpora.map((corpus: Corpus) => {
      const f = results.get(form)![corpus.name];
      return [
        `${corpus.name}, ${form}`,
        fixed(f.isValid, 1),
        fixed(f.canParse, 1),
        fixed(f.isValid / f.canParse, 2),
        fixed(f.floor, 1),
        fixed(f.isValid / f.floor, 2),
        fixed(f.canParse / f.floor, 2),
      ];
    }),
  );
  console.log(
    '\nThe same corpora as bench.ts holds them (slices of a two-byte file, concatenations), as ' +
      'flat strings (one-byte when ASCII, as from a socket or JSON.parse), and flat after ' +
      "isValid's first calls met every string representation (mixed); each form in its own " +
      'process. ns per string; floor = a loop that only reads every character',
  );
  console.log(
    table(
      [
        'corpus, form',
        'isValid',
        'canParse',
        'isValid ÷ canParse',
        'floor',
        'isValid ÷ floor',
        'canParse ÷ floor',
      ],
      rows,
    ),
  );
}

main();
