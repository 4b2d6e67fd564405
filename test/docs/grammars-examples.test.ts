/**
 * docs/grammars.md's `compileGrammar` section is a claim: its ABNF is RFC 6901's as the fixture
 * holds it, and each example line `expression; // value` gives that value (a comment starting
 * with TypeError: the line throws one). The count below keeps the check from going empty.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as root from '../../src';

const page = readFileSync(join(__dirname, '..', '..', 'docs', 'grammars.md'), 'utf8');
const section = page.slice(page.indexOf('## Your own grammar'), page.indexOf('## Evidence'));
const RFC6901_TEXT = readFileSync(
  join(__dirname, '..', 'fixtures', 'grammars', 'rfc6901.abnf'),
  'utf8',
);

/** The longest prefix of `comment` that is a JavaScript literal, evaluated; or undefined. */
function leadingLiteral(comment: string): { value: unknown } | undefined {
  for (let end = comment.length; end > 0; end--) {
    const head = comment.slice(0, end).trim();
    if (!/^(['"[{]|true\b|false\b|-?\d)/.test(head)) return undefined;
    try {
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      return { value: (new Function(`return (${head});`) as () => unknown)() };
    } catch {
      // not a literal yet
    }
  }
  return undefined;
}

test('the ABNF shown is RFC 6901 section 3 as the fixture holds it', () => {
  const shown = /```abnf\n([\s\S]*?)```/.exec(section)![1];
  expect(shown).toBe(RFC6901_TEXT);
});

test('every example line gives the value its comment states', () => {
  let claims = 0;
  const scope: Record<string, unknown> = { ...root, RFC6901_TEXT };
  const blocks = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((block) => block[1]!);
  const lines: string[] = [];
  for (const line of blocks.join('\n').split('\n')) {
    if (line.startsWith('import ')) continue;
    const claim = /^(.*?);\s*\/\/\s*(.*)$/.exec(line);
    const literal = claim ? leadingLiteral(claim[2]!) : undefined;
    if (claim && literal) {
      lines.push(
        `expectValue(() => (${claim[1]}), ${JSON.stringify(literal.value)}, ${JSON.stringify(line)});`,
      );
      claims++;
    } else if (claim && claim[2]!.startsWith('TypeError')) {
      lines.push(
        `expectThrow(() => (${claim[1]}), ${JSON.stringify(claim[2]!.replace(/ \(.*$/, '').slice('TypeError: '.length))});`,
      );
      claims++;
    } else {
      lines.push(line);
    }
  }
  const expectValue = (run: () => unknown, value: unknown, line: string): void => {
    expect([line, JSON.parse(JSON.stringify(run() ?? null))]).toEqual([line, value]);
  };
  const expectThrow = (run: () => unknown, message: string): void => {
    expect(run).toThrow(TypeError);
    expect(run).toThrow(message);
  };
  const names = Object.keys(scope);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const body = new Function(...names, 'expectValue', 'expectThrow', lines.join('\n')) as (
    ...args: unknown[]
  ) => void;
  body(...names.map((name) => scope[name]), expectValue, expectThrow);
  expect(claims).toBe(9);
});
