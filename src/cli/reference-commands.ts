/** Commands about whole references: `parse` and `extract` (more join as the library grows). */
import { type ReferenceRule, parseAs } from '../components';
import { UriSyntaxError } from '../errors';
import { extract } from '../extract';
import { UsageError, type ParsedArgs } from './args';
import type { Command } from './command';
import { writeLine } from './io';
import {
  COMPONENT_NAMES,
  EXIT_INVALID,
  EXIT_OK,
  caret,
  componentsRecord,
  forEachInput,
  table,
  type Outcome,
} from './run';

const REFERENCE_RULES: readonly string[] = ['URI-reference', 'URI', 'absolute-URI', 'relative-ref'];

function referenceRule(args: ParsedArgs): ReferenceRule {
  const rule = args.values.get('rule') ?? 'URI-reference';
  if (!REFERENCE_RULES.includes(rule)) {
    throw new UsageError(
      `parse takes --rule ${REFERENCE_RULES.join(', ')}; not ${JSON.stringify(rule)}`,
    );
  }
  return rule as ReferenceRule;
}

/** The outcome for input that is not valid: the error as `check` reports it. */
export function invalidOutcome(
  input: string,
  error: unknown,
  extra: Record<string, unknown> = {},
): Outcome {
  if (!(error instanceof UriSyntaxError)) throw error;
  const { offset, expected, message, rule } = error;
  return {
    ok: false,
    record: { input, ...extra, valid: false, error: { rule, offset, expected, message } },
    text: `invalid  ${input}\n${caret(input, offset, 9)} ${message}`,
  };
}

export const parseCommand: Command = {
  name: 'parse',
  summary: 'split each input into its components (absent ones null)',
  options: { values: ['rule'] },
  help: `uri-grammar parse [--rule URI-reference|URI|absolute-URI|relative-ref] [--format json|text] [TEXT...]

Prints the RFC 3986 components of each input: {input, valid, scheme, authority, userinfo,
host, port, path, query, fragment, hostKind}. An absent component is null; an empty one is "".

Example: uri-grammar parse 'http://a?' '//[::1]:8080/x#'`,
  run: async (args, io) => {
    const rule = referenceRule(args);
    return forEachInput(args, io, (input) => {
      try {
        const components = componentsRecord(parseAs(rule, input));
        const rows = [...COMPONENT_NAMES, 'hostKind'].map(
          (name) => [name, components[name]] as const,
        );
        return {
          ok: true,
          record: { input, valid: true, ...components },
          text: `${input}\n${table(rows)}`,
        };
      } catch (error) {
        return invalidOutcome(input, error);
      }
    });
  },
};

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  stream.setEncoding('utf8');
  for await (const chunk of stream) text += String(chunk);
  return text;
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

export const extractCommand: Command = {
  name: 'extract',
  summary: 'find URIs in running text (RFC 3986 Appendix C)',
  options: {},
  help: `uri-grammar extract [--format json|text] [TEXT...]

Finds URIs in text (the arguments joined by spaces, or all of stdin): inside <angle brackets>
(line breaks and a leading "URL:" ignored), inside "double quotes", or between whitespace,
without trailing sentence punctuation. Prints {uri, start, end, line, column, delimiter}
per URI. Exit 1 when no URI was found.

Example: echo 'see <http://example.com/a
b> and "urn:isbn:0451450523".' | uri-grammar extract`,
  run: async (args, io) => {
    const text = args.positionals.length > 0 ? args.positionals.join(' ') : await readAll(io.stdin);
    const found = extract(text);
    const asText = args.values.get('format') === 'text';
    for (const item of found) {
      const where = lineAndColumn(text, item.start);
      await writeLine(
        io.stdout,
        asText
          ? `${String(where.line).padStart(4)}:${String(where.column).padEnd(4)} ${item.uri}`
          : JSON.stringify({ ...item, ...where }),
      );
    }
    return found.length > 0 ? EXIT_OK : EXIT_INVALID;
  },
};
