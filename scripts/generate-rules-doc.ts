/**
 * Writes docs/rules.md from the rule data of every grammar (`grammar(name).RULE_NAMES` and
 * `.rules`): each rule's name, the RFC and section that define it, its ABNF exactly as that RFC
 * prints it (the `abnf` field, which the tests hold to the RFC texts), and the note on any rule
 * whose ordered-choice combinator departs from the literal ABNF. A rule a grammar takes from
 * RFC 3986 unchanged (the same definition object) links to RFC 3986's entry instead of repeating it.
 *
 *   npm run docs                                                       regenerate docs/rules.md
 *   node -r ts-node/register/transpile-only scripts/generate-rules-doc.ts --check [FILE]
 *                     exit 1 when docs/rules.md (or FILE) is not what the script renders
 *
 * The output goes through prettier with the repository's configuration, so `prettier --check`
 * and this script agree on every byte (test/docs/rules-doc.test.ts runs `--check`).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as prettier from 'prettier';
import { GRAMMAR_NAMES, type GrammarName, type RuleDefinition, grammar } from '../src';

export const RULES_DOC = path.resolve(__dirname, '..', 'docs', 'rules.md');

/** What each grammar is, in a sentence or two (the rule data has no prose). */
const ABOUT: Readonly<Record<GrammarName, string>> = {
  rfc3986:
    'The default grammar, the one the top-level functions use: RFC 3986 Appendix A, in its ' +
    'order, then the RFC 5234 core rules it uses.',
  rfc3987:
    'Internationalized Resource Identifiers: RFC 3987 section 2.2, which takes `scheme`, ' +
    '`port`, the IP literals and the character rules from RFC 3986.',
  rfc6874:
    'RFC 3986 with zone identifiers in IPv6 literals (`[fe80::1%25eth0]`). RFC 6874 changes ' +
    '`IP-literal` and adds two rules; every other rule is RFC 3986’s. RFC 9844 obsoletes ' +
    'RFC 6874; the grammar is kept to audit parsers that follow it.',
  rfc2396:
    'RFC 2396 Appendix A (obsoleted by RFC 3986), as amended by RFC 2732 for IPv6 literals, ' +
    'whose `IPv6address` is RFC 2373 Appendix B’s. Kept to judge parsers that follow it, such ' +
    'as `java.net.URI`.',
};

/** An id for a rule's entry; explicit, because headings repeat across grammars. */
const anchor = (grammarName: GrammarName, rule: string): string => `${grammarName}-${rule}`;

/** `RFC 3986 3.2.2` as a link to that section at the RFC Editor. */
function sourceLink(definition: RuleDefinition): string {
  const number = /^RFC (\d+)$/.exec(definition.rfc)?.[1];
  const { section } = definition;
  const label = `${definition.rfc} ${/^[A-Z]/.test(section) ? 'appendix' : 'section'} ${section}`;
  if (number === undefined) return label;
  const fragment = /^[A-Z]/.test(section) ? `appendix-${section}` : `section-${section}`;
  return `[${label}](https://www.rfc-editor.org/rfc/rfc${number}#${fragment})`;
}

/** A fenced block that no backtick run in `text` can close. */
function fenced(text: string): string {
  const longestRun = Math.max(2, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longestRun + 1);
  return `${fence}abnf\n${text}\n${fence}`;
}

/** A table cell: pipes escaped, line breaks flattened. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

function renderGrammar(name: GrammarName): string {
  const compiled = grammar(name);
  const rules = compiled.rules as Readonly<Record<string, RuleDefinition>>;
  const names = compiled.RULE_NAMES as readonly string[];
  const defaults = grammar('rfc3986').rules as Readonly<Record<string, RuleDefinition>>;
  const sharedWithDefault = (rule: string): boolean =>
    name !== 'rfc3986' && defaults[rule] === rules[rule];
  const own = names.filter((rule) => !sharedWithDefault(rule));
  const pegCount = names.filter((rule) => rules[rule]!.peg !== undefined).length;

  const lines: string[] = [
    `## <a id="${name}"></a>${compiled.title}: \`grammar('${name}')\``,
    '',
    `${ABOUT[name]} ${names.length} rules` +
      (own.length < names.length
        ? `, ${names.length - own.length} of them RFC 3986’s own definitions (linked to their entries above)`
        : '') +
      `; ${pegCount} with a PEG note.`,
    '',
    '| rule | defined in | PEG note |',
    '| --- | --- | --- |',
  ];
  for (const rule of names) {
    const definition = rules[rule]!;
    const target = anchor(sharedWithDefault(rule) ? 'rfc3986' : name, rule);
    lines.push(
      `| [\`${cell(rule)}\`](#${target}) | ${sourceLink(definition)} | ${definition.peg === undefined ? '' : 'yes'} |`,
    );
  }
  lines.push('');
  for (const rule of own) {
    const definition = rules[rule]!;
    lines.push(
      `### <a id="${anchor(name, rule)}"></a>\`${rule}\``,
      '',
      `${sourceLink(definition)}.`,
      '',
      fenced(definition.abnf),
      '',
    );
    if (definition.peg !== undefined) lines.push(`**PEG:** ${definition.peg}`, '');
  }
  return lines.join('\n');
}

/** docs/rules.md as it should be, formatted by prettier. */
export async function renderRulesDoc(): Promise<string> {
  const text = [
    '# Rules',
    '',
    '<!-- Generated by scripts/generate-rules-doc.ts from the rule data; edit the grammars or the script, then run `npm run docs`. A test fails when this file is stale. -->',
    '',
    'Every rule of every grammar, by its RFC’s own name (`isValid(name, text)`, ' +
      '`grammar(g).isValid(name, text)`), with the section that defines it and its ABNF exactly ' +
      'as that RFC prints it. The data is `grammar(g).rules[name]` (`{ name, rfc, section, abnf, ' +
      'expr, peg? }`).',
    '',
    'A **PEG note** marks a rule whose combinator (ordered choice, the back end that builds ' +
      'parse trees) is written differently from the literal ABNF, so that first-match-wins ' +
      'still gives the ABNF’s language; the note says why. The automaton behind `isValid` and ' +
      '`check` takes the ABNF as it is. See [design.md](design.md).',
    '',
    GRAMMAR_NAMES.map((name) => `- [${grammar(name).title}](#${name})`).join('\n'),
    '',
    ...GRAMMAR_NAMES.map(renderGrammar),
  ].join('\n');
  const options = (await prettier.resolveConfig(RULES_DOC)) ?? {};
  return prettier.format(text, { ...options, filepath: RULES_DOC });
}

async function main(): Promise<void> {
  const rendered = await renderRulesDoc();
  const check = process.argv.indexOf('--check');
  if (check >= 0) {
    // `--check FILE` compares FILE instead (the test's proof that a stale file is caught).
    const file = process.argv[check + 1] ?? RULES_DOC;
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (current !== rendered) {
      console.error(
        `${path.relative(process.cwd(), file)} is stale: run npm run docs to regenerate docs/rules.md`,
      );
      process.exitCode = 1;
    }
    return;
  }
  fs.writeFileSync(RULES_DOC, rendered);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
