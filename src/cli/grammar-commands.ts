/** Commands about the grammar itself: `check`, `explain`, `rules`, in any grammar (`--grammar`). */
import type { ParseTree } from '../../grammar';
import { PegTrapError, type SyntaxErrorInfo } from '../errors';
import type { RuleDefinition } from '../../grammar';
import { UsageError } from './args';
import type { Command } from './command';
import { escapeText } from './escape';
import { ABNF_HELP, GRAMMAR_HELP, grammarOrAbnfOption, ruleOf } from './grammar-option';
import { writeLine } from './io';
import { POLICY_HELP, policyChecker } from './policy-option';
import { SCHEME_SYNTAX_HELP, schemeSyntaxOption, schemeVerdict } from './scheme-syntax-option';
import { EXIT_INVALID, EXIT_OK, type Outcome, STREAM_HELP, caret, lineCommand } from './run';

/** The outcome of input that is not a `rule`, as check and explain report it. */
function invalidAgainst(rule: string, input: string, error: SyntaxErrorInfo<string>): Outcome {
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
  options: {
    values: ['rule', 'grammar', 'abnf', 'policy', 'only'],
    flags: ['quiet', 'scheme-syntax'],
  },
  help: `uri-grammar check [--grammar NAME] [--rule NAME] [--policy FILE] [--format json|text]
                  [--only valid|invalid | --quiet] [--input FILE]... [--jobs N]
                  [--summary] [--summary-to stdout|stderr] [--abnf FILE] [--scheme-syntax]
                  [TEXT...]

Validates each TEXT (or each line of stdin or of the --input files) against one rule of the
grammar (RFC 3986 by default) and prints {line, input, rule, valid, error?: {offset, expected,
message}} per input. Exit 0 when all are valid, 1 when any is not, 2 on usage errors.

  --only valid     print only the valid lines, bare, as grep would (the bytes as read)
  --only invalid   print only the invalid lines, bare
  --quiet          print no answers: only the summary (with --summary-to, where it says)

  --rule NAME      any rule of the grammar (default URI-reference; IRI-reference in rfc3987)
${GRAMMAR_HELP}
${ABNF_HELP}
${POLICY_HELP}
${SCHEME_SYNTAX_HELP}
  --format text    a readable line per input, with a caret under the error
${STREAM_HELP}

Example: uri-grammar check --rule IPv6address '::1' '1::2::3'
         uri-grammar check --only valid --summary-to stderr --input crawl.txt > good.txt
         uri-grammar check --grammar rfc6874 'http://[fe80::1%25eth0]/'
         uri-grammar check --abnf json-pointer.abnf --rule json-pointer '/a~1b'
         uri-grammar check --policy webhook.json 'https://0x7f.1/'`,
  perInput: (args) => {
    const policyFile = args.values.get('policy');
    if (policyFile !== undefined) return policyChecker(args, policyFile);
    const chosen = grammarOrAbnfOption(args);
    const rule = ruleOf(args, chosen);
    const bySchemeSyntax = schemeSyntaxOption(args, chosen.name);
    return (input) => {
      // The automaton answers valid input without building the tree check() would return.
      const result = chosen.isValid(rule, input) ? null : chosen.check(rule, input);
      const error = result === null || result.ok ? null : result.error;
      if (error === null && bySchemeSyntax) {
        const verdict = schemeVerdict(input);
        if (verdict.error) return invalidAgainst(verdict.error.rule, input, verdict.error);
      }
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
  // The fast paths validate a line before anything is built for it (check-batch.ts).
  answerer: (args, handle) => {
    // A policy or --scheme-syntax judges more than the rule: the full answer decides.
    if (args.values.has('policy') || args.flags.has('scheme-syntax')) {
      return { accepts: (line) => handle(line).ok, answer: handle };
    }
    const chosen = grammarOrAbnfOption(args);
    const rule = ruleOf(args, chosen);
    return {
      accepts: (line) => chosen.isValid(rule, line),
      // Asked only of a line the automaton refused: check() straight away, not isValid again
      // first; the answer is handle()'s (its valid branch kept for any other caller).
      answer: (line) => {
        const result = chosen.check(rule, line);
        return result.ok ? handle(line) : invalidAgainst(rule, line, result.error);
      },
      // The JSON answer to a refused line is invalidAgainst's record of this error.
      refusal: (line) => {
        const result = chosen.check(rule, line);
        return result.ok ? null : result.error;
      },
      plainWhenValid: chosen.plainWhenValid(rule),
    };
  },
  ruleOf: (args) =>
    args.values.has('policy') ? undefined : ruleOf(args, grammarOrAbnfOption(args)),
});

function treeRecord(tree: ParseTree<string>, input: string): Record<string, unknown> {
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

function treeLines(
  tree: ParseTree<string>,
  input: string,
  depth: number,
  lines: string[],
): string[] {
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
  options: { values: ['rule', 'grammar', 'abnf'] },
  help: `uri-grammar explain [--grammar NAME | --abnf FILE] [--rule NAME] [--format json|text]
                    [--input FILE]...
                    [--jobs N] [--summary] [TEXT...]

Prints the parse tree of each input: every named rule with its span (start-end offsets)
and text, indented. JSON: {input, rule, valid, tree} with nested {rule, start, end, text, children}.
${GRAMMAR_HELP}
${ABNF_HELP}
${STREAM_HELP}

Example: uri-grammar explain --format text 'http://[::1]:80/a?q'
         uri-grammar explain --grammar rfc2396 --format text 'http://999.1.1.1/a;p'`,
  perInput: (args) => {
    const chosen = grammarOrAbnfOption(args);
    const rule = ruleOf(args, chosen);
    return (input) => {
      const result = chosen.check(rule, input);
      if (!result.ok) return invalidAgainst(rule, input, result.error);
      let tree: Record<string, unknown>;
      try {
        tree = treeRecord(result.tree, input);
      } catch (error) {
        // A grammar of the user's whose ordered-choice parser cannot give this valid input's
        // tree: the grammar is at fault, not the input, so it is a usage error (status 2).
        if (!(error instanceof PegTrapError)) throw error;
        throw new UsageError(
          `${error.message}; 'uri-grammar traps${args.values.has('abnf') ? ` --abnf ${args.values.get('abnf')!}` : ''}' lists the grammar's traps`,
        );
      }
      return {
        ok: true,
        record: { input, rule, valid: true, tree },
        text: () => treeLines(result.tree, input, 0, []).join('\n'),
      };
    };
  },
});

export const rulesCommand: Command = {
  name: 'rules',
  summary: 'list every rule with its ABNF, RFC section and PEG note',
  options: { values: ['grammar', 'abnf', 'rule'] },
  help: `uri-grammar rules [--grammar NAME | --abnf FILE] [--format json|text] [--rule NAME]...
                  [NAME...]

Lists the rules of the grammar (all, or those named) with their ABNF (or BNF, for RFC 2396)
as the RFC prints it, the RFC and section that define them, and the note on any departure
the combinators make. JSON: {name, rfc, section, abnf, peg?} per rule.
${GRAMMAR_HELP}
${ABNF_HELP}
  --rule NAME      a rule to list (repeatable; as a NAME after the options)

Example: uri-grammar rules --grammar rfc3987 --format text ipath-abempty iprivate`,
  run: async (args, io) => {
    const chosen = grammarOrAbnfOption(args);
    const known = chosen.api.RULE_NAMES as readonly string[];
    const named = [...(args.lists.get('rule') ?? []), ...args.positionals];
    const names = named.length > 0 ? named : known;
    for (const name of names) {
      if (!known.includes(name)) {
        throw new UsageError(`unknown rule ${JSON.stringify(name)} in ${chosen.name}`);
      }
    }
    const rules = chosen.api.rules as Readonly<Record<string, RuleDefinition<string>>>;
    const asText = args.values.get('format') === 'text';
    for (const name of names) {
      const { rfc, section, abnf, peg } = rules[name]!;
      const line = asText
        ? `${abnf}\n    ; ${rfc}${section ? ` section ${section}` : ''}${peg ? `\n    ; PEG: ${peg}` : ''}\n`
        : JSON.stringify({ name, rfc, section, abnf, ...(peg ? { peg } : {}) });
      await writeLine(io.stdout, line);
    }
    return EXIT_OK;
  },
};

export const trapsCommand: Command = {
  name: 'traps',
  summary: 'the PEG-trap report: where ordered choice and the ABNF disagree, per rule',
  options: { values: ['grammar', 'abnf'] },
  help: `uri-grammar traps [--grammar NAME | --abnf FILE]

Compares, rule by rule, the ordered-choice parser (parse trees) with the automaton of the ABNF
as written (validation), on strings from the automaton, near misses and the boundary strings of
each repetition and alternative. Prints one JSON line per rule where they disagree,
{rule, witness}, and per rule that refers to itself, {rule, witness: null, unverifiable}.
Exit 0 when no rule has a witness, 1 when one has.
${GRAMMAR_HELP}
  --abnf FILE      a grammar of your own, read from its ABNF (RFC 5234) in FILE, instead
                   of --grammar

Example: uri-grammar traps --abnf json-pointer.abnf`,
  run: async (args, io) => {
    const chosen = grammarOrAbnfOption(args);
    const traps = chosen.api.traps();
    for (const trap of traps) await writeLine(io.stdout, JSON.stringify(trap));
    return traps.some((trap) => trap.witness !== null) ? EXIT_INVALID : EXIT_OK;
  },
};
