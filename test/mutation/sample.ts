// A sampled mutation score, for when the full `npm run mutation` does not fit the time at hand.
//
// The full run tests ~3,000 mutants; on two cores it needs several hours, most of it in
// mutants that every test covers (the automaton, `validate.ts`) and in the 39% that are static
// (module-level rule data, which Stryker can only test by running every suite). Instead this
// picks source lines uniformly at random from the files Stryker mutates, has Stryker test every
// mutant on those lines (static ones included), and reports the score with a 95% interval from
// a bootstrap over lines: mutants on one line are not independent, so lines are resampled, not
// mutants.
//
//   npm run mutation:sample -- --lines 80 --seed 1   sample and run Stryker (MUTATION=1 scale)
//   npm run mutation:sample -- --summarize FILE      score and survivors of a Stryker JSON report
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { mulberry32 } from '../support/random';

const ROOT = path.resolve(__dirname, '../..');
const REPORT = path.join(ROOT, 'reports/mutation/mutation.json');
const BOOTSTRAP_ROUNDS = 10_000;

interface MutantResult {
  status: string;
  mutatorName: string;
  replacement?: string;
  location: { start: { line: number; column: number } };
  static?: boolean;
}
interface Report {
  files: Record<string, { mutants: MutantResult[] }>;
}

/** The files stryker.config.json mutates: grammar/ and src/ without the CLI and the audit. */
function mutatedFiles(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = `${dir}/${entry.name}`;
      return entry.isDirectory() ? walk(relative) : relative.endsWith('.ts') ? [relative] : [];
    });
  const excluded = (file: string) =>
    file === 'src/cli.ts' || file.startsWith('src/cli/') || file.startsWith('src/audit/');
  return [...walk('grammar'), ...walk('src')].filter((file) => !excluded(file)).sort();
}

/** Lines that can hold code: not blank, not a comment, not an import. */
function candidateLines(): Array<{ file: string; line: number }> {
  return mutatedFiles().flatMap((file) =>
    fs
      .readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .map((text, index) => ({ file, line: index + 1, text: text.trim() }))
      .filter(({ text }) => text !== '' && !/^(\/\/|\/\*|\*|import |\}\)?;?$)/.test(text))
      .map(({ file, line }) => ({ file, line })),
  );
}

function sampleLines(count: number, seed: number): Array<{ file: string; line: number }> {
  const lines = candidateLines();
  const random = mulberry32(seed);
  for (let i = lines.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [lines[i], lines[j]] = [lines[j]!, lines[i]!];
  }
  return lines.slice(0, count);
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** Stryker's score: detected / (detected + undetected); compile and runtime errors excluded. */
function score(mutants: MutantResult[]): number {
  const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
  const valid = detected + mutants.filter((m) => UNDETECTED.has(m.status)).length;
  return valid === 0 ? NaN : detected / valid;
}

function summarize(reportFile: string): void {
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Report;
  const byLine = new Map<string, MutantResult[]>();
  for (const [file, { mutants }] of Object.entries(report.files)) {
    for (const mutant of mutants) {
      const key = `${file}:${mutant.location.start.line}`;
      byLine.set(key, [...(byLine.get(key) ?? []), mutant]);
    }
  }
  const all = [...byLine.values()].flat();
  const counts = new Map<string, number>();
  for (const mutant of all) counts.set(mutant.status, (counts.get(mutant.status) ?? 0) + 1);
  const lines = [...byLine.values()];
  const random = mulberry32(1);
  const scores: number[] = [];
  for (let round = 0; round < BOOTSTRAP_ROUNDS; round += 1) {
    const resampled = lines.flatMap(() => lines[Math.floor(random() * lines.length)]!);
    const value = score(resampled);
    if (!Number.isNaN(value)) scores.push(value);
  }
  scores.sort((a, b) => a - b);
  const percent = (value: number) => `${(100 * value).toFixed(1)}%`;
  console.log(`${all.length} mutants on ${lines.length} lines`);
  console.log([...counts].map(([status, n]) => `${status} ${n}`).join(', '));
  console.log(
    `score ${percent(score(all))} (95% interval over lines ${percent(
      scores[Math.floor(0.025 * scores.length)]!,
    )}–${percent(scores[Math.floor(0.975 * scores.length)]!)})`,
  );
  for (const [key, mutants] of byLine) {
    for (const mutant of mutants.filter((m) => UNDETECTED.has(m.status))) {
      const replacement = (mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80);
      console.log(`  ${mutant.status} ${key} ${mutant.mutatorName}: ${replacement}`);
    }
  }
}

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

if (process.argv.includes('--summarize')) {
  summarize(option('--summarize', REPORT));
} else {
  const lines = sampleLines(Number(option('--lines', '80')), Number(option('--seed', '1')));
  const ranges = lines.map(({ file, line }) => `${file}:${line}-${line}`);
  console.log(`sampled ${lines.length} lines:\n  ${ranges.join('\n  ')}`);
  const run = spawnSync('npx', ['stryker', 'run', '--mutate', ranges.join(',')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, MUTATION: '1' },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  summarize(REPORT);
}
