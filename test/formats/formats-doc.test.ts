/**
 * docs/formats.md's table of issue 14's cases ("Where ajv-formats differs") against the real
 * packages: each row's answers from uri-grammar's formats (directly and through ajv 8) and from
 * ajv-formats 3 in its `full` and `fast` modes, so the comparison cannot drift from what the
 * packages do.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import Ajv from 'ajv';
import ajvFormats from 'ajv-formats';
import { FORMAT_NAMES, type FormatName, addFormats, formats } from '../../src/formats';

type Answer = 'valid' | 'invalid' | 'no such format';

interface Row {
  readonly format: string;
  readonly input: string;
  readonly rfc: string;
  readonly ours: string;
  readonly full: string;
  readonly fast: string;
}

const doc = fs.readFileSync(path.join(__dirname, '../../docs/formats.md'), 'utf8');

/** The rows of the table under "## Where ajv-formats differs". */
function tableRows(): Row[] {
  const section = doc.slice(doc.indexOf('## Where ajv-formats differs'));
  return section
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .map((line) => {
      const cells = line.split(' | ').map((cell) => cell.replace(/^\|? *| *\|?$/g, ''));
      const [format, input, rfc, ours, full, fast] = cells.map((cell) =>
        cell.replace(/^`|`$/g, ''),
      ) as [string, string, string, string, string, string];
      // `\uE000` in an input stands for that code point.
      const decoded = input.replace(/\\u([0-9A-Fa-f]{4})/g, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
      return { format, input: decoded, rfc, ours, full, fast };
    });
}

/** What an ajv instance answers for `input` in `format`: compiling an unknown format throws. */
function ajvAnswer(ajv: Ajv, format: string, input: string): Answer {
  let validate: (value: unknown) => boolean;
  try {
    validate = ajv.compile({ type: 'string', format });
  } catch (error) {
    if (/unknown format/.test(String(error))) return 'no such format';
    throw error;
  }
  return validate(input) ? 'valid' : 'invalid';
}

const rows = tableRows();
const ours = addFormats(new Ajv());
const full = ajvFormats(new Ajv(), { mode: 'full' });
const fast = ajvFormats(new Ajv(), { mode: 'fast' });

test('the table holds issue 14 cases for every format', () => {
  expect(rows.length).toBeGreaterThanOrEqual(10);
  expect(new Set(rows.map((row) => row.format))).toEqual(new Set(['uri', 'uri-reference', 'iri']));
});

test.each(rows.map((row) => [row.format, row.input, row] as const))(
  '%s %j: the answers the table gives',
  (format, input, row) => {
    expect((FORMAT_NAMES as readonly string[]).includes(format)).toBe(true);
    const exact: Answer = formats[format as FormatName](input) ? 'valid' : 'invalid';
    expect({
      rfc: row.rfc,
      ours: row.ours,
      throughAjv: row.ours,
      full: row.full,
      fast: row.fast,
    }).toEqual({
      rfc: exact,
      ours: exact,
      throughAjv: ajvAnswer(ours, format, input),
      full: ajvAnswer(full, format, input),
      fast: ajvAnswer(fast, format, input),
    });
  },
);
