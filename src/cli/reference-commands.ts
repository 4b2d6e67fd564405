/** Commands about whole references: parse, resolve, normalize, equivalent, extract. */
import { UriSyntaxError } from '../errors';
import { equivalent } from '../equivalence';
import { type ExtractOptions, type ExtractedUri, extract } from '../extract';
import type { NormalizationLevel } from '../normalize';
import { isValid } from '../validate';
import { inspect } from '../security';
import { UsageError, type ParsedArgs } from './args';
import type { Command, StreamSpec } from './command';
import { type CliGrammar, GRAMMAR_HELP, grammarOption } from './grammar-option';
import { escapeJsonOutput, escapeText, escapeTextOutput } from './escape';
import { writeLine } from './io';
import {
  EXIT_INVALID,
  EXIT_OK,
  INPUT_JOBS_HELP,
  STREAM_HELP,
  caret,
  componentsRecord,
  lineCommand,
  table,
  type Outcome,
} from './run';
import { type StreamingCommand, runStreamed, withStreamOptions } from './stream';
import { SCHEME_SYNTAX_HELP, schemeSyntaxOption, schemeVerdict } from './scheme-syntax-option';

function referenceRule(args: ParsedArgs, chosen: CliGrammar): string {
  const rule = args.values.get('rule') ?? chosen.defaultRule;
  if (!chosen.referenceRules.includes(rule)) {
    throw new UsageError(
      `parse takes --rule ${chosen.referenceRules.join(', ')} in ${chosen.name}; not ${JSON.stringify(rule)}`,
    );
  }
  return rule;
}

/** The outcome for input that is not valid: the error as `check` reports it. */
export function invalidOutcome(
  input: string,
  error: unknown,
  extra: Record<string, unknown> = {},
): Outcome {
  if (!(error instanceof UriSyntaxError)) throw error;
  const { offset, expected, message, rule, code } = error;
  return {
    ok: false,
    record: { input, ...extra, valid: false, error: { rule, offset, expected, message } },
    text: () => `invalid  ${escapeText(input)}\n${caret(input, offset, 9)} ${message}`,
    failure: { rule, offset, code },
  };
}

export const parseCommand = lineCommand({
  name: 'parse',
  summary: 'split each input into its components (absent ones null)',
  options: { values: ['rule', 'grammar'], flags: ['scheme-syntax'] },
  help: `uri-grammar parse [--grammar NAME] [--rule URI-reference|URI|absolute-URI|relative-ref]
                  [--format json|text] [--input FILE]... [--jobs N] [--summary]
                  [--scheme-syntax] [TEXT...]

Prints the components of each input: {input, valid, scheme, authority, userinfo, host, port,
path, query, fragment, hostKind}. An absent component is null; an empty one is "". rfc6874
adds zone (decoded); rfc2396 adds authorityKind (server or registry) and opaquePart. The
rules of rfc3987 are IRI-reference, IRI, absolute-IRI, irelative-ref; of rfc2396
URI-reference, absoluteURI, relativeURI. With --scheme-syntax, a URI of a scheme with a
grammar here must meet it, and its components come as schemeComponents.
${GRAMMAR_HELP}
${SCHEME_SYNTAX_HELP}
${STREAM_HELP}

Example: uri-grammar parse 'http://a?' '//[::1]:8080/x#'
         uri-grammar parse --grammar rfc3987 'http://résumé.example/ö?q'`,
  perInput: (args) => {
    const chosen = grammarOption(args);
    const rule = referenceRule(args, chosen);
    const parseAs = chosen.api.parseAs as (rule: string, text: string) => object;
    const bySchemeSyntax = schemeSyntaxOption(args, chosen.name);
    return (input) => {
      try {
        const components = componentsRecord(parseAs(rule, input));
        const verdict = bySchemeSyntax ? schemeVerdict(input) : null;
        if (verdict?.error) {
          const { rule: failed, offset, expected, message, code } = verdict.error;
          return {
            ok: false,
            record: { input, valid: false, error: { rule: failed, offset, expected, message } },
            text: () => `invalid  ${escapeText(input)}\n${caret(input, offset, 9)} ${message}`,
            failure: { rule: failed, offset, code },
          };
        }
        const schemeComponents =
          verdict && verdict.components !== undefined
            ? { schemeComponents: verdict.components }
            : {};
        return {
          ok: true,
          record: { input, valid: true, ...components, ...schemeComponents },
          text: () => {
            const rows: [string, string | null][] = Object.entries(components);
            if (verdict && verdict.components !== undefined) {
              rows.push(['schemeComponents', JSON.stringify(verdict.components)]);
            }
            return `${escapeText(input)}\n${table(rows)}`;
          },
        };
      } catch (error) {
        return invalidOutcome(input, error);
      }
    };
  },
});

/** A URI found in a block: uri, start, end, delimiter, line, column (positions in the block). */
type Found = readonly [string, number, number, ExtractedUri['delimiter'], number, number];

/** One block of running text: what it holds, and its size so the next block can be placed. */
interface ExtractResult {
  /** UTF-16 code units, the unit of `start` and `end`. */
  readonly chars: number;
  readonly newlines: number;
  /** False only for the last block of an input that does not end with a line end. */
  readonly endsWithNewline: boolean;
  /** Lines in the block, for the progress display. */
  readonly lines: number;
  readonly found: readonly Found[];
}

/** The URIs of one block with line (from 1) and column (from 1) inside the block. */
function extractBlock(text: string, options: ExtractOptions): ExtractResult {
  let line = 1;
  let lineStart = 0;
  let scanned = 0;
  let newlines = 0;
  const found: Found[] = [];
  const countTo = (offset: number): void => {
    for (let i = text.indexOf('\n', scanned); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
      line++;
      lineStart = i + 1;
    }
    scanned = Math.max(scanned, offset);
  };
  for (const item of extract(text, options)) {
    countTo(item.start);
    found.push([item.uri, item.start, item.end, item.delimiter, line, item.start - lineStart + 1]);
  }
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) newlines++;
  const endsWithNewline = text.endsWith('\n');
  const lines = newlines + (endsWithNewline || text.length === 0 ? 0 : 1);
  return { chars: text.length, newlines, endsWithNewline, lines, found };
}

/** `--schemes links|all|LIST` and `--grammar rfc3986|rfc3987`, as `extract` takes them. */
function extractOptions(args: ParsedArgs): ExtractOptions {
  const given = args.values.get('schemes') ?? 'links';
  const name = args.values.get('grammar') ?? 'rfc3986';
  if (name !== 'rfc3986' && name !== 'rfc3987') {
    throw new UsageError(`extract takes --grammar rfc3986 or rfc3987, not ${JSON.stringify(name)}`);
  }
  const schemes = given === 'links' || given === 'all' ? given : given.split(',');
  const options: ExtractOptions = { schemes, grammar: name };
  try {
    extract('', options);
  } catch (error) {
    if (error instanceof TypeError) {
      throw new UsageError(
        `--schemes takes links, all or a comma-separated list of schemes, not ${JSON.stringify(given)}`,
      );
    }
    throw error;
  }
  return options;
}

/**
 * Running text in blocks (see BlockBatcher): a block starts at a line start, so a URI's line
 * and offset are the block's plus the lines and characters of the blocks before it. With
 * several `--input`s each input counts from its own start and each record names its input;
 * otherwise the inputs count on from one another, each taken to end with a line end.
 */
const extractStream: StreamSpec<ExtractResult> = {
  unit: 'block',
  prepare: (args) => {
    const options = extractOptions(args);
    return { process: (texts) => extractBlock(texts.join(''), options) };
  },
  collect(args, output) {
    const asText = args.values.get('format') === 'text';
    const named = (args.lists.get('input') ?? []).length > 1;
    let chars = 0;
    let lines = 0;
    let totalLines = 0;
    let uris = 0;
    let inputIndex = 0;
    return {
      async take(block, source) {
        if (named && source !== undefined && source.index !== inputIndex) {
          inputIndex = source.index;
          chars = 0;
          lines = 0;
        }
        const input = named ? source?.name : undefined;
        let text = '';
        for (const [uri, start, end, delimiter, line, column] of block.found) {
          const where = { line: lines + line, column };
          if (asText) {
            const at = `${String(where.line).padStart(4)}:${String(column).padEnd(4)}`;
            text += `${input === undefined ? at : `${escapeText(input)}:${where.line}:${column}`} ${escapeText(uri)}\n`;
          } else {
            const record = {
              ...(input === undefined ? {} : { input }),
              uri,
              start: chars + start,
              end: chars + end,
              delimiter,
              ...where,
            };
            text += `${escapeJsonOutput(JSON.stringify(record))}\n`;
          }
        }
        uris += block.found.length;
        // An input that does not end with a line end is taken to end with one.
        chars += block.chars + block.lines - block.newlines;
        lines += block.lines;
        totalLines += block.lines;
        if (text.length > 0) await output.write(text);
      },
      async finish() {
        if (args.flags.has('summary')) {
          await output.writeLine(JSON.stringify({ lines: totalLines, uris }));
        }
        return uris > 0 ? EXIT_OK : EXIT_INVALID;
      },
    };
  },
};

export const extractCommand: StreamingCommand = {
  name: 'extract',
  summary: 'find URIs in running text (RFC 3986 Appendix C)',
  options: withStreamOptions({ values: ['schemes', 'grammar'] }),
  help: `uri-grammar extract [--schemes links|all|LIST] [--grammar rfc3986|rfc3987]
                    [--format json|text] [--input FILE]... [--jobs N] [--summary] [TEXT...]

Finds the links in text (the arguments joined by spaces, or stdin, or the --input files):
Markdown [t](URL) and <URL>, [id]: URL, href="URL", man-page ⟨URL⟩, \`URL', --opt=URL, or
bare, without the punctuation around them. Inside <...> (also <URL:...>) and ⟨...⟩ a line
break and its indentation are removed (RFC 3986 Appendix C), as after a hyphen at a line's
end; spaces within a line end a URI. Prints {uri, start, end, delimiter, line, column} per
URI, and {input} first with several --inputs (line and offsets then count in each input).
Exit 1 when no URI was found. The text is read in blocks of lines; no URI spans two blocks.
  --schemes WHICH  links (default): URIs with "//", mailto: tel: urn: data: news: and the
                   like in their shape, and any URI in <...>; all: every absolute URI,
                   util.c:330 too; or a list of schemes: http,https,mailto
  --grammar NAME   rfc3986 (default) finds URIs, rfc3987 IRIs
${INPUT_JOBS_HELP}
  --summary        end with one JSON line of counts: lines and uris

Example: echo 'see <http://example.com/a
b> and "urn:isbn:0451450523".' | uri-grammar extract`,
  stream: extractStream,
  run: (args, io) => runStreamed(extractCommand, args, io),
};

export const resolveCommand = lineCommand({
  name: 'resolve',
  summary: 'resolve each reference against a base URI (RFC 3986 5.2)',
  options: { values: ['base', 'grammar'], flags: ['non-strict'] },
  help: `uri-grammar resolve --base URI [--grammar NAME] [--non-strict] [--format json|text]
                    [--input FILE]... [--jobs N] [--summary] [REFERENCE...]

Resolves each reference against the base (RFC 3986 5.2; RFC 3987 6.5 for IRIs; RFC 2396 5.2
with --grammar rfc2396) and prints {base, reference, target}.
--non-strict ignores a reference scheme equal to the base's (5.2.2, 5.4.2: http:g).
Exit 1 when a reference is not a URI reference; 2 when the base is missing or not a URI.
${GRAMMAR_HELP}
${STREAM_HELP}

Example: uri-grammar resolve --base 'http://a/b/c/d;p?q' g ../g '//g' '?y' '#s' '../../../g'`,
  perInput: (args) => {
    const base = args.values.get('base');
    if (base === undefined) throw new UsageError('resolve needs --base URI');
    const resolve = grammarOption(args).api.resolve as (
      base: string,
      reference: string,
      options?: { strict: boolean },
    ) => string;
    try {
      resolve(base, '');
    } catch (error) {
      if (error instanceof UriSyntaxError) throw new UsageError(`--base: ${error.message}`);
      throw error;
    }
    const strict = !args.flags.has('non-strict');
    return (reference) => {
      try {
        const target = resolve(base, reference, { strict });
        return {
          ok: true,
          record: { base, reference, target },
          text: () => `${escapeText(reference).padEnd(20)} ${target}`,
        };
      } catch (error) {
        return invalidOutcome(reference, error, { base, reference });
      }
    };
  },
});

function levelOption(args: ParsedArgs): NormalizationLevel {
  const level = args.values.get('level') ?? 'scheme';
  if (level !== 'syntax' && level !== 'scheme') {
    throw new UsageError(`--level is syntax or scheme, not ${JSON.stringify(level)}`);
  }
  return level;
}

export const normalizeCommand = lineCommand({
  name: 'normalize',
  summary: 'normalize each input (RFC 3986 6.2.2, 6.2.3)',
  options: { values: ['level', 'grammar'] },
  help: `uri-grammar normalize [--grammar NAME] [--level syntax|scheme] [--format json|text]
                      [--input FILE]... [--jobs N] [--summary] [TEXT...]

Prints {input, normalized, level}. syntax: 6.2.2 (case, percent-encoding, dot segments);
scheme (default): also 6.2.3 (empty and default ports, empty path as "/" for http, https,
ws, wss, ftp). --grammar rfc3987 normalizes IRIs (RFC 3987 5.3.2: percent-encoded
iunreserved characters decoded); rfc6874 keeps the zone ID; rfc2396 has no normalization.
  --grammar NAME   rfc3986, rfc3987 or rfc6874 (default rfc3986)
${STREAM_HELP}

Example: uri-grammar normalize 'HTTP://www.EXAMPLE.com:80/a/./b/../c/%7euser'`,
  perInput: (args) => {
    const level = levelOption(args);
    const { api } = grammarOption(args);
    if (api.name === 'rfc2396') {
      throw new UsageError(
        'RFC 2396 defines no normalization: --grammar rfc3986, rfc3987 or rfc6874',
      );
    }
    const normalize = api.normalize;
    return (input) => {
      try {
        const normalized = normalize(input, { level });
        return { ok: true, record: { input, normalized, level }, text: () => normalized };
      } catch (error) {
        return invalidOutcome(input, error, { level });
      }
    };
  },
});

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
        text: () =>
          `${same ? 'equivalent' : 'not equivalent'}: ${escapeText(a)} ${same ? '==' : '!='} ${escapeText(b)}`,
      };
    } catch (error) {
      result = invalidOutcome(error instanceof UriSyntaxError && parseSafely(a) ? b : a, error, {
        a,
        b,
      });
    }
    await writeLine(
      io.stdout,
      args.values.get('format') === 'text'
        ? escapeTextOutput(result.text())
        : escapeJsonOutput(JSON.stringify(result.record)),
    );
    return result.ok ? EXIT_OK : EXIT_INVALID;
  },
};

function parseSafely(text: string): boolean {
  return isValid('URI-reference', text);
}

export const inspectCommand = lineCommand({
  name: 'inspect',
  summary: 'report RFC 3986 section 7 security findings for each input',
  options: { values: ['max-length'] },
  help: `uri-grammar inspect [--max-length N] [--format json|text] [--input FILE]... [--jobs N]
                    [--summary] [TEXT...]

Prints {input, valid, findings: [{code, section, message, component, start, end, address?}]}
per input: passwords in userinfo, deceptive userinfo, numeric reg-names an IPv4 parser would
read as an address, well-known ports, encoded controls, encoded delimiters and dot segments,
dot segments, non-UTF-8 hosts, over-long reg-names. Exit 1 when an input is invalid or has
findings.

Example: uri-grammar inspect 'http://www.bank.example@0x7f.1:25/a/%2e%2e/b'`,
  perInput: (args) => {
    const limit = args.values.get('max-length');
    const maxLength = limit === undefined ? undefined : Number(limit);
    if (maxLength !== undefined && !(Number.isInteger(maxLength) && maxLength >= 0)) {
      throw new UsageError(`--max-length takes a whole number, not ${JSON.stringify(limit)}`);
    }
    return (input) => {
      try {
        const findings = inspect(input, maxLength === undefined ? {} : { maxLength });
        return {
          ok: findings.length === 0,
          record: { input, valid: true, findings },
          text: () => {
            const lines = findings.map(
              (f) =>
                `  ${f.code.padEnd(19)} ${String(f.start).padStart(4)}-${String(f.end).padEnd(4)} ${f.message}`,
            );
            return [
              `${findings.length === 0 ? 'clean   ' : 'findings'} ${escapeText(input)}`,
              ...lines,
            ].join('\n');
          },
          findings: findings.map((finding) => finding.code),
        };
      } catch (error) {
        return invalidOutcome(input, error);
      }
    };
  },
});
