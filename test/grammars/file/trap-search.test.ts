/**
 * RFC 8089 ("file"): the PEG-trap search (slow: thorough tier). Section 2's and Appendix F's
 * grammars have no trap left, and without their overrides the search finds each trap they
 * remove. (The search did not find file-host's inline-IP trap, "%5Bv1.x%5Dh"; the differential
 * did: file.test.ts keeps its witness.)
 */
import { CompiledGrammar } from '../../../grammar';
import { rulesFromText } from '../../../grammar/engine/grammar-text';
import { defineRules, type RuleDefinition } from '../../../grammar/engine/rule';
import { RFC3986_RULES } from '../../../grammar/rfc3986';
import {
  FILE_ABNF,
  FILE_FROM_RFC3986,
  FILE_NONSTANDARD_ABNF,
  FILE_NONSTANDARD_FROM_RFC3986,
} from '../../../grammar/schemes/file/abnf';
import { compiled, nonstandard } from './support';

describe('the PEG-trap search', () => {
  it('has no PEG trap, section 2 or Appendix F', () => {
    expect(compiled.traps()).toEqual([]);
    expect(nonstandard.traps()).toEqual([]);
  });

  it('without its overrides, the trap checker finds the traps they remove', () => {
    const bare = (abnf: string, imports: readonly string[], name: string) => {
      const read = rulesFromText({
        abnf,
        rfc: 'RFC 8089',
        imports: [{ from: { rules: RFC3986_RULES }, rules: imports }],
      });
      return new CompiledGrammar({
        name,
        title: name,
        registry: defineRules(read.names, read.definitions as RuleDefinition<string>[]),
        characterRules: new Set<string>(),
        messageRules: new Set<string>(),
      });
    };
    const section2 = bare(FILE_ABNF, FILE_FROM_RFC3986, 'file-bare');
    expect(section2.traps().map((t) => t.rule)).toContain('file-auth');
    const appendixF = bare(FILE_NONSTANDARD_ABNF, FILE_NONSTANDARD_FROM_RFC3986, 'file-f-bare');
    expect(appendixF.traps().map((t) => t.rule)).toEqual(
      expect.arrayContaining(['auth-path', 'local-path', 'file-auth', 'file-host']),
    );
  });
});
