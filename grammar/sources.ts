/**
 * The built-in grammars that are read from their RFC's ABNF text, in dependency order (a grammar
 * comes after those it imports from). scripts/generate-grammar-data.ts reads each one with
 * `rulesFromText` and writes its definitions to grammar/generated/<name>.ts, which the grammar's
 * index.ts loads instead of reading the text at import; test/engine/grammar-data.test.ts holds
 * the generated files to the texts. A grammar read from its text joins by one entry here, then
 * `npm run generate`, and its index.ts takes `definitionsFromData(DATA, { core: CORE_RULES, ... })`
 * from '../generated/<name>' where it called `rulesFromText` (grammar/rfc3987/index.ts does).
 *
 * Only the generator and the tests import this file: the library never reads an RFC text at load.
 */
import type { GrammarText } from './engine/grammar-text';
import { type RulesFromText, rulesFromText } from './engine/grammar-text';
import type { RuleDefinition } from './engine/rule';
import { RFC3986_ABNF, RFC3986_OVERRIDES, RFC3986_PROSE } from './rfc3986/abnf';
import { RULE_NAMES as RFC3986_RULE_NAMES } from './rfc3986/rule-names';
import { FROM_RFC3986, RFC3987_ABNF, RFC3987_OVERRIDES, RFC3987_PROSE } from './rfc3987/abnf';
import { RFC6874_ABNF, RFC6874_OVERRIDES } from './rfc6874/abnf';
import {
  FROM_RFC3986 as RFC6570_FROM_RFC3986,
  FROM_RFC3987 as RFC6570_FROM_RFC3987,
  RFC6570_ABNF,
  RFC6570_OVERRIDES,
} from './rfc6570/abnf';
import {
  FILE_ABNF,
  FILE_FROM_RFC3986,
  FILE_NONSTANDARD_ABNF,
  FILE_NONSTANDARD_FROM_RFC3986,
  FILE_NONSTANDARD_OVERRIDES,
  FILE_OVERRIDES,
} from './schemes/file/abnf';
import { FROM_RFC3986 as HTTP_FROM_RFC3986, HTTP_ABNF } from './schemes/http/abnf';
import {
  FROM_RFC3986 as MAILTO_FROM_RFC3986,
  MAILTO_ABNF,
  MAILTO_OVERRIDES,
} from './schemes/mailto/abnf';
import { TEL_ABNF, TEL_OVERRIDES } from './schemes/tel/abnf';
import { FROM_RFC3986 as URN_FROM_RFC3986, URN_ABNF, URN_OVERRIDES } from './schemes/urn/abnf';
import {
  FROM_RFC3986 as WS_FROM_RFC3986,
  WS_ABNF,
  WS_OVERRIDES,
  WS_PROSE,
} from './schemes/ws/abnf';

type Rules = Readonly<Record<string, RuleDefinition<string>>>;

export interface GrammarSource {
  /** The grammar's name: grammar/generated/<name>.ts, and how other entries import from it. */
  readonly name: string;
  /** Where the text is, for the generated file's header. */
  readonly textFile: string;
  readonly text: Omit<GrammarText, 'imports'>;
  /** Rules taken as they are from an earlier entry (`grammar` is its name). */
  readonly imports?: readonly { readonly grammar: string; readonly rules: readonly string[] }[];
  /** The grammar's rules as the library loads them (from the generated file), for the tests. */
  readonly loaded: () => Promise<Rules>;
}

export const GRAMMAR_SOURCES: readonly GrammarSource[] = [
  {
    name: 'rfc3986',
    textFile: 'grammar/rfc3986/abnf.ts',
    text: {
      abnf: RFC3986_ABNF,
      rfc: 'RFC 3986',
      overrides: RFC3986_OVERRIDES,
      prose: RFC3986_PROSE,
    },
    loaded: async () => (await import('./rfc3986')).RFC3986_RULES,
  },
  {
    name: 'rfc3987',
    textFile: 'grammar/rfc3987/abnf.ts',
    text: {
      abnf: RFC3987_ABNF,
      rfc: 'RFC 3987',
      overrides: RFC3987_OVERRIDES,
      prose: RFC3987_PROSE,
    },
    imports: [{ grammar: 'rfc3986', rules: FROM_RFC3986 }],
    loaded: async () => (await import('./rfc3987')).RFC3987_RULES,
  },
  {
    name: 'rfc6874',
    textFile: 'grammar/rfc6874/abnf.ts',
    text: { abnf: RFC6874_ABNF, rfc: 'RFC 6874', overrides: RFC6874_OVERRIDES },
    // Every other rule is RFC 3986's, as it is.
    imports: [
      { grammar: 'rfc3986', rules: RFC3986_RULE_NAMES.filter((name) => name !== 'IP-literal') },
    ],
    loaded: async () => (await import('./rfc6874')).RFC6874_RULES,
  },
  {
    name: 'rfc6570',
    textFile: 'grammar/rfc6570/abnf.ts',
    text: { abnf: RFC6570_ABNF, rfc: 'RFC 6570', overrides: RFC6570_OVERRIDES },
    // Section 1.5: the rules taken "from the normative references".
    imports: [
      { grammar: 'rfc3986', rules: RFC6570_FROM_RFC3986 },
      { grammar: 'rfc3987', rules: RFC6570_FROM_RFC3987 },
    ],
    loaded: async () => (await import('./rfc6570')).RFC6570_RULES,
  },
  // The URI schemes' own grammars (grammar/schemes/; RFC 2397's data is BNF, transcribed there).
  {
    name: 'http',
    textFile: 'grammar/schemes/http/abnf.ts',
    text: { abnf: HTTP_ABNF, rfc: 'RFC 9110', overrides: [] },
    imports: [{ grammar: 'rfc3986', rules: HTTP_FROM_RFC3986 }],
    loaded: async () => (await import('./schemes/http')).DESCRIPTION.registry.rules,
  },
  {
    name: 'ws',
    textFile: 'grammar/schemes/ws/abnf.ts',
    text: { abnf: WS_ABNF, rfc: 'RFC 6455', overrides: WS_OVERRIDES, prose: WS_PROSE },
    imports: [{ grammar: 'rfc3986', rules: WS_FROM_RFC3986 }],
    loaded: async () => (await import('./schemes/ws')).DESCRIPTION.registry.rules,
  },
  {
    name: 'urn',
    textFile: 'grammar/schemes/urn/abnf.ts',
    text: { abnf: URN_ABNF, rfc: 'RFC 8141', overrides: URN_OVERRIDES },
    imports: [{ grammar: 'rfc3986', rules: URN_FROM_RFC3986 }],
    loaded: async () => (await import('./schemes/urn')).DESCRIPTION.registry.rules,
  },
  {
    name: 'tel',
    textFile: 'grammar/schemes/tel/abnf.ts',
    text: { abnf: TEL_ABNF, rfc: 'RFC 3966', overrides: TEL_OVERRIDES },
    loaded: async () => (await import('./schemes/tel')).DESCRIPTION.registry.rules,
  },
  {
    name: 'mailto',
    textFile: 'grammar/schemes/mailto/abnf.ts',
    text: { abnf: MAILTO_ABNF, rfc: 'RFC 6068', overrides: MAILTO_OVERRIDES },
    imports: [{ grammar: 'rfc3986', rules: MAILTO_FROM_RFC3986 }],
    loaded: async () => (await import('./schemes/mailto')).MAILTO_RULES,
  },
  {
    name: 'file',
    textFile: 'grammar/schemes/file/abnf.ts',
    text: { abnf: FILE_ABNF, rfc: 'RFC 8089', overrides: FILE_OVERRIDES },
    imports: [{ grammar: 'rfc3986', rules: FILE_FROM_RFC3986 }],
    loaded: async () => (await import('./schemes/file')).DESCRIPTION.registry.rules,
  },
  {
    name: 'file-nonstandard',
    textFile: 'grammar/schemes/file/abnf.ts (Appendix F)',
    text: { abnf: FILE_NONSTANDARD_ABNF, rfc: 'RFC 8089', overrides: FILE_NONSTANDARD_OVERRIDES },
    imports: [{ grammar: 'rfc3986', rules: FILE_NONSTANDARD_FROM_RFC3986 }],
    loaded: async () => (await import('./schemes/file')).NONSTANDARD_DESCRIPTION.registry.rules,
  },
];

/**
 * Every source read from its text, by name: each import resolved to the definitions read for
 * the entry it names, so a shared rule is the same object in both, as at run time.
 */
export function readGrammarSources(): Map<string, RulesFromText> {
  const read = new Map<string, RulesFromText>();
  const rulesOf = (name: string): Rules => {
    const result = read.get(name);
    if (!result) throw new Error(`grammar sources: ${name} is imported before it is read`);
    return Object.fromEntries(
      result.definitions.map((definition) => [definition.name, definition]),
    );
  };
  for (const source of GRAMMAR_SOURCES) {
    read.set(
      source.name,
      rulesFromText({
        ...source.text,
        imports: (source.imports ?? []).map(({ grammar, rules }) => ({
          from: { rules: rulesOf(grammar) },
          rules,
        })),
      }),
    );
  }
  return read;
}
