/**
 * What the library knows of one URI scheme's own syntax (RFC 3986 section 3.1: "URI scheme
 * specifications must define their own syntax"). Each scheme's grammar is read from its RFC's
 * ABNF text (grammar/schemes/<name>/), and each definition here ties that grammar to the schemes
 * it judges and to the components it gives. `parseScheme` and `grammar(name)` read the list in
 * registry.ts; nothing else needs to know which schemes exist.
 */
import type { GrammarDescription } from '../../grammar';

export interface SchemeDefinition<Rule extends string = string, Components = unknown> {
  /** The grammar's name, as `grammar(name)` takes it: `http`, `mailto`, `urn`, ... */
  readonly name: string;
  /** The lowercase schemes this grammar judges: `['http', 'https']`. */
  readonly schemes: readonly string[];
  /** The grammar, read from the RFC's ABNF text (grammar/schemes/<name>/index.ts). */
  readonly description: GrammarDescription<Rule>;
  /** The rule an absolute URI of the scheme, without its fragment, must match: `mailtoURI`. */
  readonly uriRule: Rule;
  /**
   * How a fragment is judged: by the generic syntax (RFC 3986's `fragment`), as for most
   * schemes, or refused, where the scheme's RFC forbids it (RFC 6455 for ws and wss).
   */
  readonly fragment: 'generic' | 'forbidden';
  /**
   * The scheme's components of a URI that `uriRule` (and the fragment judgement) accepted, with
   * the fragment already cut off; `scheme` is the URI's scheme in lowercase.
   */
  readonly components: (uri: string, scheme: string) => Components;
}
