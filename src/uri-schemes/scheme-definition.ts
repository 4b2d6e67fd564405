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
   * Optional: the rule of each scheme, where the grammar has one per scheme (`http-URI` and
   * `https-URI`); `uriRule` judges the schemes not listed.
   */
  readonly uriRules?: Readonly<Record<string, Rule>>;
  /**
   * How a fragment is judged: by the generic syntax (RFC 3986's `fragment`), as for most
   * schemes, or refused, where the scheme's RFC forbids it (RFC 6455 for ws and wss).
   */
  readonly fragment: 'generic' | 'forbidden';
  /**
   * The scheme's components of a URI that `uriRule` (and the fragment judgement) accepted, with
   * the fragment already cut off; `scheme` is the URI's scheme in lowercase. `fragment` is the
   * fragment cut off (undefined when there is none), for a scheme whose components include it
   * (RFC 8141's f-component); a definition may ignore it.
   */
  readonly components: (uri: string, scheme: string, fragment?: string) => Components;
  /**
   * Optional: the scheme's requirements that its ABNF leaves to prose (RFC 9110's non-empty host,
   * RFC 9562's UUID as the NSS of `urn:uuid:`), checked on a URI `uriRule` accepted (fragment cut
   * off). Returns where and why it breaks one, or null. `parseScheme` reports it as its error.
   */
  readonly restrictions?: (uri: string, scheme: string) => SchemeRestrictionError | null;
  /**
   * Optional: RFC 3986 6.2.3 for this scheme, where its RFC defines more than the generic
   * normalization (RFC 8141 for urn, RFC 3966 for tel): the normal form of a URI `parseScheme`
   * accepts (fragment included). `normalize` (level `scheme`) uses it instead of 6.2.2 and the
   * generic 6.2.3; the result is a valid URI of the scheme, and normalizing it again gives it back.
   */
  readonly normalize?: (uri: string, scheme: string) => string;
  /**
   * Optional: where the scheme's RFC defines equivalence as more than equal normal forms (RFC 8141
   * ignores a URN's r-, q- and f-components): what `equivalent` (level `scheme`) compares of a URI
   * `parseScheme` accepts (fragment included). Two such URIs are equivalent when their keys are.
   */
  readonly equivalenceKey?: (uri: string, scheme: string, ignoreFragment: boolean) => string;
}

/** A prose requirement broken: the place, what could have stood there, and why. */
export interface SchemeRestrictionError {
  /** The rule the requirement belongs to (`http-URI`, `UUID`). */
  readonly rule: string;
  readonly offset: number;
  readonly expected: readonly string[];
  /** One sentence for a person, naming the RFC section. */
  readonly message: string;
}
