/**
 * The URI Template commands: `expand` (each input line a JSON object of variables) and `match`
 * (each input line a URI), both against one `--template`, streaming like the other commands.
 */
import { UriSyntaxError } from '../errors';
import { TemplateError, expandTemplate, matchTemplate } from '../template';
import { UsageError, type ParsedArgs } from './args';
import { escapeText } from './escape';
import { type Outcome, STREAM_HELP, caret, lineCommand } from './run';

/** The template of `--template`, checked once: an invalid one is a usage error (exit 2). */
function templateOption(args: ParsedArgs, command: string): string {
  const template = args.values.get('template');
  if (template === undefined) throw new UsageError(`${command} needs --template TEMPLATE`);
  try {
    matchTemplate(template, '');
  } catch (error) {
    if (error instanceof UriSyntaxError || error instanceof TemplateError) {
      throw new UsageError(`--template: ${error.message}`);
    }
    throw error;
  }
  return template;
}

/** Variables for JSON: an associative array (a Map) as an object, in its order. */
function jsonVariables(variables: object): unknown {
  return JSON.parse(
    JSON.stringify(variables, (_key, value: unknown): unknown =>
      value instanceof Map ? Object.fromEntries(value as Map<string, string>) : value,
    ),
  ) as unknown;
}

function failed(input: string, record: Record<string, unknown>, message: string): Outcome {
  return {
    ok: false,
    record,
    text: () => `invalid  ${escapeText(input)}\n         ${message}`,
    failure: { rule: 'URI-Template', offset: 0, code: 'syntax' },
  };
}

export const expandCommand = lineCommand({
  name: 'expand',
  summary: 'expand a URI Template (RFC 6570) with each line of JSON variables',
  options: { values: ['template'] },
  help: `uri-grammar expand --template TEMPLATE [--format json|text] [--input FILE]... [--jobs N]
                   [--summary] [VARIABLES-JSON...]

Prints {variables, uri}: the template expanded with each JSON object of variables (RFC 6570
section 3). Values are strings, arrays (lists) and objects (associative arrays); null is
undefined. --format text prints the URI alone.
Exit 1 when a line is not a JSON object or holds a value of the wrong shape; 2 when the
template is missing or not a template.
${STREAM_HELP}

Example: uri-grammar expand --template '/search{?q,lang}' '{"q":"uri templates","lang":"en"}'`,
  perInput: (args) => {
    const template = templateOption(args, 'expand');
    return (input) => {
      let variables: unknown;
      try {
        variables = JSON.parse(input);
      } catch (error) {
        const message = `not JSON: ${(error as Error).message}`;
        return failed(input, { input, error: { message } }, message);
      }
      try {
        const uri = expandTemplate(template, variables as never);
        return { ok: true, record: { variables, uri }, text: () => escapeText(uri) };
      } catch (error) {
        if (!(error instanceof TemplateError) && !(error instanceof TypeError)) throw error;
        const detail =
          error instanceof TemplateError
            ? { code: error.code, variable: error.variable, offset: error.offset }
            : {};
        return failed(
          input,
          { variables, error: { ...detail, message: error.message } },
          error.message,
        );
      }
    };
  },
});

export const matchCommand = lineCommand({
  name: 'match',
  summary: 'the variables of a URI Template (RFC 6570) that expand to each URI',
  options: { values: ['template'], flags: ['report-ambiguity'] },
  help: `uri-grammar match --template TEMPLATE [--report-ambiguity] [--format json|text]
                  [--input FILE]... [--jobs N] [--summary] [URI...]

Prints {uri, matched, variables}: values that expand the template to exactly the URI, found
in time linear in its length. Where several do, the first by the rule of docs/templates.md
(left to right, each variable defined if it can be and as long as it can be); with
--report-ambiguity, such a URI is refused instead, with two of the assignments.
A URI that no values expand to: matched false, the offset where it leaves every expansion and
what could have stood there. Exit 1 when a URI does not match; 2 when the template is missing,
not a template, or names a variable twice.
${STREAM_HELP}

Example: uri-grammar match --template '/users/{id}{?fields*}' '/users/42?fields=name'`,
  perInput: (args) => {
    const template = templateOption(args, 'match');
    const ambiguity = args.flags.has('report-ambiguity') ? 'report' : 'first';
    return (uri) => {
      const result = matchTemplate(template, uri, { ambiguity });
      if (result.ok) {
        const variables = jsonVariables(result.variables);
        return {
          ok: true,
          record: { uri, matched: true, variables },
          text: () => `${escapeText(uri)}  ${JSON.stringify(variables)}`,
        };
      }
      const { code, offset, expected, message, alternatives } = result.error;
      return {
        ok: false,
        record: {
          uri,
          matched: false,
          error: {
            code,
            offset,
            expected,
            message,
            ...(alternatives ? { alternatives: alternatives.map(jsonVariables) } : {}),
          },
        },
        text: () => `no match  ${escapeText(uri)}\n${caret(uri, offset, 10)} ${message}`,
        failure: { rule: 'URI-Template', offset, code: 'syntax' },
      };
    };
  },
});
