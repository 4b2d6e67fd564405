/** Commands about the grammar itself: `check`, `explain`, `rules`. */
import {
  type ParseTree,
  RFC3986_RULES,
  RULE_NAMES,
  type RuleName,
  isRuleName,
} from '../../grammar';
import type { SyntaxErrorInfo } from '../errors';
import { check, findError, isValid } from '../validate';
import { UsageError, type ParsedArgs } from './args';
import type { Command } from './command';
import { escapeText } from './escape';
import { writeLine } from './io';
import { EXIT_OK, type Outcome, STREAM_HELP, caret, lineCommand } from './run';

export function ruleOption(args: ParsedArgs, fallback: RuleName = 'URI-reference'): RuleName {
  const rule = args.values.get('rule') ?? fallback;
  if (!isRuleName(rule)) {
    throw new UsageError(`unknown rule ${JSON.stringify(rule)}; 'uri-grammar rules' lists them`);
  }
  return rule;
}

/** The outcome of input that is not a `rule`, as check and explain report it. */
function invalidAgainst(rule: RuleName, input: string, error: SyntaxErrorInfo): Outcome {
  const { offset, expected, message, code } = error;
  return {
    ok: false,
    record: { input, rule, valid: false, error: { offset, expected, message } },
    text: () => `invalid  ${escapeText(input)}\n${caret(input, offset, 9)} ${message}`,
    failure: { rule, offset, code },
  };
}

export const checkCommand = lineCommand({
  name: 'check',
  summary: 'validate each input against a rule (default URI-reference)',
  options: { values: ['rule'] },
  help: `uri-grammar check [--rule NAME] [--format json|text] [--input FILE]... [--jobs N] [--summary] [TEXT...]

Validates each TEXT (or each line of stdin or of the --input files) against one RFC 3986 rule
and prints {input, rule, valid, error?: {offset, expected, message}} per input.
Exit 0 when all are valid, 1 when any is not, 2 on usage errors.

  --rule NAME      any Appendix A rule or ALPHA, DIGIT, HEXDIG (default URI-reference)
  --format text    a readable line per input, with a caret under the error
${STREAM_HELP}

Example: uri-grammar check --rule IPv6address '::1' '1::2::3'`,
  perInput: (args) => {
    const rule = ruleOption(args);
    return (input) => {
      // The automaton answers valid input without building the tree check() would return.
      const error = isValid(rule, input) ? null : findError(rule, input);
      if (error === null) {
        return {
          ok: true,
          record: { input, rule, valid: true },
          text: () => `valid    ${escapeText(input)}`,
        };
      }
      return invalidAgainst(rule, input, error);
    };
  },
});

function treeRecord(tree: ParseTree, input: string): Record<string, unknown> {
  return {
    rule: tree.rule,
    start: tree.start,
    end: tree.end,
    text: input.slice(tree.start, tree.end),
    children: tree.children
      .filter((child) => child.rule !== null)
      .map((child) => treeRecord(child, input)),
  };
}

function treeLines(tree: ParseTree, input: string, depth: number, lines: string[]): string[] {
  if (tree.rule === null) return lines;
  const span = `${tree.start}-${tree.end}`;
  lines.push(
    `${'  '.repeat(depth)}${tree.rule} ${span} ${JSON.stringify(input.slice(tree.start, tree.end))}`,
  );
  for (const child of tree.children) treeLines(child, input, depth + 1, lines);
  return lines;
}

export const explainCommand = lineCommand({
  name: 'explain',
  summary: 'print the parse tree: each rule with its span',
  options: { values: ['rule'] },
  help: `uri-grammar explain [--rule NAME] [--format json|text] [--input FILE]... [--jobs N] [--summary] [TEXT...]

Prints the parse tree of each input: every named rule with its span (start-end offsets)
and text, indented. JSON: {input, rule, valid, tree} with nested {rule, start, end, text, children}.
${STREAM_HELP}

Example: uri-grammar explain --format text 'http://[::1]:80/a?q'`,
  perInput: (args) => {
    const rule = ruleOption(args);
    return (input) => {
      const result = check(rule, input);
      if (!result.ok) return invalidAgainst(rule, input, result.error);
      return {
        ok: true,
        record: { input, rule, valid: true, tree: treeRecord(result.tree, input) },
        text: () => treeLines(result.tree, input, 0, []).join('\n'),
      };
    };
  },
});

export const rulesCommand: Command = {
  name: 'rules',
  summary: 'list every rule with its ABNF, RFC section and PEG note',
  options: {},
  help: `uri-grammar rules [--format json|text] [NAME...]

Lists the rules (all, or those named) with their ABNF as printed in RFC 3986 Appendix A,
the section that defines them, and the note on any departure the combinators make.`,
  run: async (args, io) => {
    const names = args.positionals.length > 0 ? args.positionals : RULE_NAMES;
    for (const name of names) {
      if (!isRuleName(name)) throw new UsageError(`unknown rule ${JSON.stringify(name)}`);
    }
    const asText = args.values.get('format') === 'text';
    for (const name of names as readonly RuleName[]) {
      const { section, abnf, peg } = RFC3986_RULES[name];
      const line = asText
        ? `${abnf}\n    ; section ${section}${peg ? `\n    ; PEG: ${peg}` : ''}\n`
        : JSON.stringify({ name, section, abnf, ...(peg ? { peg } : {}) });
      await writeLine(io.stdout, line);
    }
    return EXIT_OK;
  },
};
