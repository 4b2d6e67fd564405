/**
 * The examples of RFC 6570 sections 1.2, 2.4 and 3.2, read from the RFC's text
 * (test/fixtures/rfc6570.txt): the variable assignments (`name := value`) and every example
 * template with its expansion, from the level tables of 1.2 and the "Example Template
 * Expansion" lists of 2.4 and 3.2.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const RFC6570_TEXT = readFileSync(join(__dirname, '..', 'fixtures', 'rfc6570.txt'), 'utf8');

export type RfcValue = string | string[] | Map<string, string> | null;

export interface RfcExample {
  readonly section: string;
  readonly line: number;
  readonly template: string;
  readonly expansion: string;
}

const lines = RFC6570_TEXT.split('\n');

/** The line numbers (0-based) from the heading `from` to the heading `to`. */
function sectionRange(from: string, to: string): [number, number] {
  const start = lines.findIndex((line) => line.startsWith(from));
  const end = lines.findIndex((line, i) => i > start && line.startsWith(to));
  if (start < 0 || end < 0) throw new Error(`rfc6570: no section ${from} .. ${to}`);
  return [start, end];
}

export const SECTIONS: readonly (readonly [string, string, string])[] = [
  ['1.2', '1.2.  Levels and Expression Types', '1.3.  Design Considerations'],
  ['2.4', '2.4.  Value Modifiers', '3.  Expansion'],
  ['3.2', '3.2.  Expression Expansion', '4.  Security Considerations'],
];

/** `"value"`, `("a", "b")` (a list), `[("k","v"), ...]` (an associative array), `null`. */
function readValue(text: string): RfcValue {
  if (text === 'null') return null;
  if (text.startsWith('"')) return JSON.parse(text) as string;
  const json = JSON.parse(text.replace(/\(/g, '[').replace(/\)/g, ']')) as unknown[];
  if (text.startsWith('(')) return json as string[];
  return new Map(json as [string, string][]);
}

const ASSIGNMENT = /^[\s|]*([A-Za-z_]+)\s+:=\s+(.*?)\s*\|?\s*$/;
const TABLE_EXAMPLE = /^\s*\|\s{5}\|\s{4}(\S+)\s+(\S+)\s*\|$/;
const LIST_EXAMPLE = /^ {7}(\S+) +(\S+)$/;

/** Every assignment in the three sections; a name assigned twice must get the same value. */
export function rfcVariables(): Map<string, RfcValue> {
  const variables = new Map<string, RfcValue>();
  for (const [, from, to] of SECTIONS) {
    const [start, end] = sectionRange(from, to);
    for (const line of lines.slice(start, end)) {
      const m = ASSIGNMENT.exec(line);
      if (!m) continue;
      const value = readValue(m[2]!);
      const known = variables.get(m[1]!);
      if (
        known !== undefined &&
        JSON.stringify([...[known].flat()]) !== JSON.stringify([...[value].flat()])
      ) {
        throw new Error(`rfc6570: ${m[1]} is assigned two values`);
      }
      variables.set(m[1]!, value);
    }
  }
  return variables;
}

/** Every example of the three sections, in the RFC's order. */
export function rfcExamples(): RfcExample[] {
  const examples: RfcExample[] = [];
  for (const [section, from, to] of SECTIONS) {
    const [start, end] = sectionRange(from, to);
    for (let i = start; i < end; i++) {
      const m = TABLE_EXAMPLE.exec(lines[i]!) ?? LIST_EXAMPLE.exec(lines[i]!);
      if (m && m[1]!.includes('{')) {
        examples.push({ section, line: i + 1, template: m[1]!, expansion: m[2]! });
      }
    }
  }
  return examples;
}
