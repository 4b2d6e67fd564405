/**
 * A grammar compiled by the engine from ABNF text, as a test writes one: its rules read with
 * `rulesFromText` (imports and overrides as that takes them), no rule folded into its parents'
 * nodes or named in messages. What `compileGrammar` builds, without the public API around it.
 */
import { CompiledGrammar, defineRules, type RuleDefinition, rulesFromText } from '../../grammar';

export function grammarFromText(
  name: string,
  text: Parameters<typeof rulesFromText>[0],
): CompiledGrammar<string> {
  const read = rulesFromText(text);
  return new CompiledGrammar({
    name,
    title: name,
    registry: defineRules(read.names, read.definitions as RuleDefinition<string>[]),
    characterRules: new Set<string>(),
    messageRules: new Set<string>(),
  });
}
