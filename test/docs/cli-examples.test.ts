/**
 * Every example in docs/cli.md is run as written, through bash and the built binary, and must
 * print what the page shows and exit as `[exit N]` says: the CLI reference cannot go stale.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BIN, assertBuilt } from '../cli/run-cli';

interface Example {
  readonly command: string;
  readonly output: string;
  readonly exit: number;
}

function oddQuotes(line: string): boolean {
  return (line.split("'").length - 1) % 2 === 1;
}

/** The `$ command`, output and `[exit N]` of each ```console block. */
function examples(markdown: string): Example[] {
  const found: Example[] = [];
  for (const block of markdown.matchAll(/```console\n([\s\S]*?)```/g)) {
    let command: string | undefined;
    let output: string[] = [];
    let quoteOpen = false;
    for (const line of block[1]!.split('\n')) {
      // A quoted argument may hold a line break: the command goes on until the quote closes.
      if (quoteOpen && command !== undefined) {
        command += `\n${line}`;
        if (oddQuotes(line)) quoteOpen = false;
        continue;
      }
      if (line.startsWith('$ ')) {
        command = line.slice(2);
        quoteOpen = oddQuotes(command);
        output = [];
        continue;
      }
      const exit = /^\[exit (\d+)\]$/.exec(line);
      if (exit && command !== undefined) {
        found.push({ command, output: output.join('\n'), exit: Number(exit[1]) });
        command = undefined;
        continue;
      }
      if (command !== undefined) output.push(line);
    }
  }
  return found;
}

const page = readFileSync(join(__dirname, '..', '..', 'docs', 'cli.md'), 'utf8');
const EXAMPLES = examples(page);

beforeAll(assertBuilt);

test('docs/cli.md has examples (so the table below tests something)', () => {
  expect(EXAMPLES.length).toBeGreaterThan(15);
});

test.each(EXAMPLES.map((example) => [example.command, example] as const))(
  '$ %s',
  (_command, example) => {
    const script = `uri-grammar() { ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} "$@"; }\n${example.command}`;
    const run = spawnSync('bash', ['-c', script], { encoding: 'utf8', timeout: 60_000 });
    expect({ output: run.stdout.replace(/\n$/, ''), exit: run.status }).toEqual({
      output: example.output,
      exit: example.exit,
    });
  },
);
