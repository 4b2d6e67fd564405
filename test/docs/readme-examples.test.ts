/**
 * The README's TypeScript examples are claims: each line `expression; // value ...` whose
 * comment starts with a literal (a string, number, boolean, array or object in JSON-like
 * form) is evaluated against the library and must give that value. Lines whose comment is
 * prose are skipped, and the count below keeps the check from going quietly empty.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import * as root from '../../src';
import * as formats from '../../src/formats';

/** What the README's examples import: the root, `uri-grammar/formats`, and ajv for its example. */
const library: Readonly<Record<string, unknown>> = { ...root, ...formats, Ajv };

interface Claim {
  readonly expression: string;
  readonly expected: unknown;
}

/** The longest prefix of `comment` that is a JavaScript literal, evaluated; or undefined. */
function leadingLiteral(comment: string): { value: unknown } | undefined {
  for (let end = comment.length; end > 0; end--) {
    const head = comment.slice(0, end).trim();
    if (!/^(['"[{]|true\b|false\b|-?\d)/.test(head)) return undefined;
    try {
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      const literal = new Function(`return (${head});`) as () => unknown;
      return { value: literal() };
    } catch {
      // not a literal yet: try a shorter prefix
    }
  }
  return undefined;
}

function claims(markdown: string): Claim[] {
  const found: Claim[] = [];
  for (const block of markdown.matchAll(/```ts\n([\s\S]*?)```/g)) {
    const lines = block[1]!.split('\n');
    let statement = '';
    lines.forEach((line, i) => {
      if (line.startsWith('//') || line.startsWith('import') || line.trim() === '') return;
      // A statement ends at a line ending with ";" (before any comment); it may span lines.
      const match = /^(.*?);\s*(?:\/\/\s*(.+))?$/.exec(line);
      if (!match) {
        statement += `${line}\n`;
        return;
      }
      const expression = statement + match[1]!;
      statement = '';
      // `expression; // value`, or `expression;` with the value in the comment lines below.
      let comment = match[2];
      if (comment === undefined) {
        const below: string[] = [];
        for (let j = i + 1; j < lines.length && lines[j]!.startsWith('//'); j++) {
          below.push(lines[j]!.replace(/^\/\/\s?/, ''));
        }
        comment = below.join(' ');
      }
      // An abbreviated value ("...") is for reading, not for checking.
      if (comment.includes('...')) return;
      const literal = leadingLiteral(comment);
      if (literal) found.push({ expression, expected: literal.value });
    });
  }
  return found;
}

const README = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
const CLAIMS = claims(README);

/** Evaluates `expression` with every export of the library in scope. */
function evaluate(expression: string): unknown {
  const names = Object.keys(library);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function(...names, `return (${expression});`) as (...args: unknown[]) => unknown;
  return run(...names.map((name) => library[name]));
}

test('the README makes checkable claims (so the table below tests something)', () => {
  expect(CLAIMS.length).toBeGreaterThanOrEqual(20);
});

test.each(CLAIMS.map((claim) => [claim.expression, claim] as const))('%s', (_text, claim) => {
  expect(evaluate(claim.expression)).toEqual(claim.expected);
});
