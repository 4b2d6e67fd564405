/** Commands about whole references: parse, resolve, normalize, equivalent, extract. */
import { COMPONENT_NAMES, type ReferenceRule, parseAs } from '../components';
import { UriSyntaxError } from '../errors';
import { equivalent } from '../equivalence';
import { extract } from '../extract';
import { type NormalizationLevel, normalize } from '../normalize';
import { resolve } from '../resolve';
import { inspect } from '../security';
import { UsageError, type ParsedArgs } from './args';
import type { Command } from './command';
import { writeLine } from './io';
import {
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

export const resolveCommand: Command = {
  name: 'resolve',
  summary: 'resolve each reference against a base URI (RFC 3986 5.2)',
  options: { values: ['base'], flags: ['non-strict'] },
  help: `uri-grammar resolve --base URI [--non-strict] [--format json|text] [REFERENCE...]

Resolves each reference against the base (RFC 3986 5.2) and prints {base, reference, target}.
--non-strict ignores a reference scheme equal to the base's (5.2.2, 5.4.2: http:g).
Exit 1 when a reference is not a URI reference; 2 when the base is missing or not a URI.

Example: uri-grammar resolve --base 'http://a/b/c/d;p?q' g ../g '//g' '?y' '#s' '../../../g'`,
  run: async (args, io) => {
    const base = args.values.get('base');
    if (base === undefined) throw new UsageError('resolve needs --base URI');
    try {
      resolve(base, '');
    } catch (error) {
      if (error instanceof UriSyntaxError) throw new UsageError(`--base: ${error.message}`);
      throw error;
    }
    const strict = !args.flags.has('non-strict');
    return forEachInput(args, io, (reference) => {
      try {
        const target = resolve(base, reference, { strict });
        return {
          ok: true,
          record: { base, reference, target },
          text: `${reference.padEnd(20)} ${target}`,
        };
      } catch (error) {
        return invalidOutcome(reference, error, { base, reference });
      }
    });
  },
};

function levelOption(args: ParsedArgs): NormalizationLevel {
  const level = args.values.get('level') ?? 'scheme';
  if (level !== 'syntax' && level !== 'scheme') {
    throw new UsageError(`--level is syntax or scheme, not ${JSON.stringify(level)}`);
  }
  return level;
}

export const normalizeCommand: Command = {
  name: 'normalize',
  summary: 'normalize each input (RFC 3986 6.2.2, 6.2.3)',
  options: { values: ['level'] },
  help: `uri-grammar normalize [--level syntax|scheme] [--format json|text] [TEXT...]

Prints {input, normalized, level}. syntax: 6.2.2 (case, percent-encoding, dot segments);
scheme (default): also 6.2.3 (empty and default ports, empty path as "/" for http, https,
ws, wss, ftp).

Example: uri-grammar normalize 'HTTP://www.EXAMPLE.com:80/a/./b/../c/%7euser'`,
  run: async (args, io) => {
    const level = levelOption(args);
    return forEachInput(args, io, (input) => {
      try {
        const normalized = normalize(input, { level });
        return { ok: true, record: { input, normalized, level }, text: normalized };
      } catch (error) {
        return invalidOutcome(input, error, { level });
      }
    });
  },
};

export const equivalentCommand: Command = {
  name: 'equivalent',
  summary: 'whether two URIs are equivalent after normalization (RFC 3986 6.1, 6.2)',
  options: { values: ['level'], flags: ['ignore-fragment'] },
  help: `uri-grammar equivalent [--level syntax|scheme] [--ignore-fragment] [--format json|text] A B

Prints {a, b, equivalent, level}. Exit 0 when A and B are equivalent, 1 when they are not
or one is invalid, 2 without exactly two arguments.

Example: uri-grammar equivalent 'http://example.com' 'HTTP://EXAMPLE.com:80/'`,
  run: async (args, io) => {
    if (args.positionals.length !== 2)
      throw new UsageError('equivalent takes exactly two URIs, A and B');
    const [a, b] = args.positionals as [string, string];
    const level = levelOption(args);
    let result: Outcome;
    try {
      const same = equivalent(a, b, { level, ignoreFragment: args.flags.has('ignore-fragment') });
      result = {
        ok: same,
        record: { a, b, equivalent: same, level },
        text: `${same ? 'equivalent' : 'not equivalent'}: ${a} ${same ? '==' : '!='} ${b}`,
      };
    } catch (error) {
      result = invalidOutcome(error instanceof UriSyntaxError && parseSafely(a) ? b : a, error, {
        a,
        b,
      });
    }
    await writeLine(
      io.stdout,
      args.values.get('format') === 'text' ? result.text : JSON.stringify(result.record),
    );
    return result.ok ? EXIT_OK : EXIT_INVALID;
  },
};

function parseSafely(text: string): boolean {
  try {
    parseAs('URI-reference', text);
    return true;
  } catch {
    return false;
  }
}

export const inspectCommand: Command = {
  name: 'inspect',
  summary: 'report RFC 3986 section 7 security findings for each input',
  options: { values: ['max-length'] },
  help: `uri-grammar inspect [--max-length N] [--format json|text] [TEXT...]

Prints {input, valid, findings: [{code, section, message, component, start, end, address?}]}
per input: passwords in userinfo, deceptive userinfo, numeric reg-names an IPv4 parser would
read as an address, well-known ports, encoded controls, encoded delimiters and dot segments,
dot segments, non-UTF-8 hosts, over-long reg-names. Exit 1 when an input is invalid or has
findings.

Example: uri-grammar inspect 'http://www.bank.example@0x7f.1:25/a/%2e%2e/b'`,
  run: async (args, io) => {
    const limit = args.values.get('max-length');
    const maxLength = limit === undefined ? undefined : Number(limit);
    if (maxLength !== undefined && !(Number.isInteger(maxLength) && maxLength >= 0)) {
      throw new UsageError(`--max-length takes a whole number, not ${JSON.stringify(limit)}`);
    }
    return forEachInput(args, io, (input) => {
      try {
        const findings = inspect(input, maxLength === undefined ? {} : { maxLength });
        const lines = findings.map(
          (f) =>
            `  ${f.code.padEnd(19)} ${String(f.start).padStart(4)}-${String(f.end).padEnd(4)} ${f.message}`,
        );
        return {
          ok: findings.length === 0,
          record: { input, valid: true, findings },
          text: [`${findings.length === 0 ? 'clean   ' : 'findings'} ${input}`, ...lines].join(
            '\n',
          ),
        };
      } catch (error) {
        return invalidOutcome(input, error);
      }
    });
  },
};
