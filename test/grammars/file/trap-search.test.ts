/**
 * RFC 8089 ("file"): the PEG-trap search (slow: thorough tier, jest.config.ts). Section 2's and
 * Appendix F's grammars have no trap left, and without their overrides the search finds each trap
 * they remove. The search once missed file-host's inline-IP trap ("%5Bv1.x%5Dh", which the
 * differential found; file.test.ts keeps that witness): every sample of a `1*X` repetition began
 * with its "" (one too few), so no IPvFuture sample was an IPvFuture and no inline IP was tried
 * with a reg-name character after it. Samples now begin with the counts a repetition allows
 * (grammar/engine/traps.ts), and the search finds it.
 */
import { findTraps } from '../../../grammar/engine/traps';
import { RFC3986_RULES } from '../../../grammar/rfc3986';
import {
  FILE_ABNF,
  FILE_FROM_RFC3986,
  FILE_NONSTANDARD_ABNF,
  FILE_NONSTANDARD_FROM_RFC3986,
  FILE_NONSTANDARD_OVERRIDES,
} from '../../../grammar/schemes/file/abnf';
import type { GrammarOverride } from '../../../grammar/engine/grammar-text';
import { grammarFromText } from '../../support/grammar-from-text';
import { compiled, nonstandard } from './support';

const bare = (
  abnf: string,
  imports: readonly string[],
  name: string,
  overrides: readonly GrammarOverride[] = [],
) =>
  grammarFromText(name, {
    abnf,
    rfc: 'RFC 8089',
    overrides,
    imports: [{ from: { rules: RFC3986_RULES }, rules: imports }],
  });

describe('the PEG-trap search', () => {
  it('has no PEG trap, section 2 or Appendix F', () => {
    expect(compiled.traps()).toEqual([]);
    expect(nonstandard.traps()).toEqual([]);
  });

  it('without its overrides, the trap checker finds the traps they remove', () => {
    const section2 = bare(FILE_ABNF, FILE_FROM_RFC3986, 'file-bare');
    expect(section2.traps().map((t) => t.rule)).toContain('file-auth');
    const appendixF = bare(FILE_NONSTANDARD_ABNF, FILE_NONSTANDARD_FROM_RFC3986, 'file-f-bare');
    expect(appendixF.traps().map((t) => t.rule)).toEqual(
      expect.arrayContaining(['auth-path', 'local-path', 'file-auth', 'file-host']),
    );
  });

  it("finds file-host's inline-IP trap with only the inline-IP guard taken out of its override", () => {
    // file-host's override keeps its IPv4address guard: what is left is the inline-IP trap alone.
    const overrides = FILE_NONSTANDARD_OVERRIDES.map((override) =>
      override.abnf.startsWith('file-host ')
        ? {
            ...override,
            abnf: 'file-host = inline-IP / IPv4address !( unreserved / pct-encoded / sub-delims ) / reg-name',
          }
        : override,
    );
    const unguarded = bare(
      FILE_NONSTANDARD_ABNF,
      FILE_NONSTANDARD_FROM_RFC3986,
      'file-f-unguarded',
      overrides,
    );
    // The two rules it can show in (the whole grammar's search takes a minute and a half).
    const traps = findTraps({ ...unguarded, names: ['file-host', 'unc-authority'] });
    expect(traps.map((trap) => trap.rule)).toEqual(['file-host', 'unc-authority']);
    for (const { rule, witness } of traps) {
      // An inline IPvFuture with a reg-name character after it: a reg-name, which the
      // ordered choice cut at the inline IP.
      expect(witness).toMatch(/%5Bv[0-9A-F]+\..+%5D[^/]+$/i);
      expect(unguarded.recognizer(rule).accepts(witness!)).toBe(true);
      expect(unguarded.combinators.wholeInput(rule).parse(witness!).status).toBe(false);
    }
  });
});
