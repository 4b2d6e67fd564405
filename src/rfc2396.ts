/**
 * RFC 2396 (as amended by RFC 2732) beyond validation: its components (sections 3 and 4.3) and
 * its resolution of relative references (section 5.2), which differ from RFC 3986's. Since issue
 * 28 they are no fork of their own: RFC 2396 is one more syntax the shared operations take
 * (RFC2396_SYNTAX in src/reference-syntax.ts), and what follows are thin calls into them.
 *
 * Components. An authority is server-based or registry-based (3.2): server-based when it matches
 * `server`, which wins where both match (3.2.1: registry-based naming is for authorities that
 * are not server-based). Only a server-based authority has userinfo, host and port. An absolute
 * URI whose scheme is not followed by "/" has an opaque part (3): it is the path as well (3.3:
 * `path = [ abs_path | opaque_part ]`), and a "?" inside it is part of it, not a query. Path
 * parameters (`;param`) stay inside their segments (3.3). The shared parse reads them with one
 * run of the reference rule's automaton and its split (src/components.ts); the authority's kind
 * and the host's are read by hand from the split (src/reference-syntax.ts).
 *
 * Resolution follows 5.2's steps literally, string buffer and all (src/resolve-rfc2396.ts). Where
 * it differs from RFC 3986: a network-path or absolute-path reference keeps its dot segments
 * (steps 4 and 5 skip step 6: `/./g` gives `http://a/./g`), and ".." segments that cannot be
 * removed stay (step 6g: `../../../g` gives `http://a/../g`). A reference with an empty path and
 * nothing else is the current document (step 2): the base without its fragment, and the
 * reference's fragment.
 *
 * One departure from the grammar, documented: Appendix C resolves `?y`, yet the BNF has no
 * relative reference that starts with "?" (RFC 3986 D.2: its ABNF "has been corrected to allow
 * the path component to be empty"). `resolve` also takes a reference made of `"?" query` and an
 * optional `"#" fragment`, so that all of Appendix C holds; `isValid` and `parse` do not.
 */
import { type ParseTree, type Rfc2396RuleName, type Trap, rfc2396 } from '../grammar';
import {
  type ParseResult,
  type Rfc2396Components,
  parseReference,
  safeParseReference,
} from './components';
import { RFC2396_SYNTAX } from './reference-syntax';
import { resolveWith } from './resolve';
import { type SafeParse, referenceSafeParser } from './safe-parse';
import { type CheckOptions, type CheckResult, validatorsOf } from './validate';

export type { Rfc2396Components } from './components';
export type { Rfc2396HostKind } from './reference-syntax';

export type Rfc2396ReferenceRule = 'URI-reference' | 'absoluteURI' | 'relativeURI';

/** The rules `parseAs` takes, the reference rule first. */
export const REFERENCE_RULES = RFC2396_SYNTAX.referenceRules as readonly Rfc2396ReferenceRule[];

const VALIDATORS = validatorsOf(rfc2396);

/** Components of `text` as one of RFC 2396's reference rules; throws `UriSyntaxError` otherwise. */
export function parseRfc2396(
  text: string,
  options?: CheckOptions,
  rule: Rfc2396ReferenceRule = 'URI-reference',
): Rfc2396Components {
  return parseReference(RFC2396_SYNTAX, rule, text, options, 'parse') as Rfc2396Components;
}

/** `parseRfc2396` with the error as a value instead of thrown. */
export function safeParseRfc2396(
  text: string,
  options?: CheckOptions,
  rule: Rfc2396ReferenceRule = 'URI-reference',
): ParseResult<Rfc2396Components> {
  return safeParseReference(
    RFC2396_SYNTAX,
    rule,
    text,
    options,
    'parse',
  ) as ParseResult<Rfc2396Components>;
}

export interface Rfc2396ResolveOptions {
  /**
   * `true` (the default): a validating parser, so `http:g` stays `http:g`. `false`: the
   * backward-compatible reading of 5.2 step 3, where a reference scheme equal to the base's
   * (compared case-insensitively) is removed, so `http:g` gives `http://a/b/c/g`.
   */
  readonly strict?: boolean | undefined;
}

/** RFC 2396 5.2: the absolute form of `reference` against `base` (see the module comment). */
export function resolveRfc2396(
  base: string,
  reference: string,
  options?: Rfc2396ResolveOptions,
): string {
  return resolveWith(RFC2396_SYNTAX, base, reference, options);
}

/** The RFC 2396 grammar's API, as `grammar('rfc2396')` returns it. */
export interface Rfc2396Grammar {
  readonly name: 'rfc2396';
  readonly title: string;
  readonly RULE_NAMES: readonly Rfc2396RuleName[];
  readonly rules: typeof rfc2396.rules;
  readonly isValid: (rule: Rfc2396RuleName, text: unknown) => boolean;
  readonly check: (
    rule: Rfc2396RuleName,
    text: unknown,
    options?: CheckOptions,
  ) => CheckResult<Rfc2396RuleName>;
  readonly parseTree: (
    rule: Rfc2396RuleName,
    text: string,
    options?: CheckOptions,
  ) => ParseTree<Rfc2396RuleName>;
  readonly parse: (text: string, options?: CheckOptions) => Rfc2396Components;
  /** `safeParse(text, options?)` or `safeParse(rule, text, options?)` (src/safe-parse.ts). */
  readonly safeParse: SafeParse<Rfc2396ReferenceRule, Rfc2396Components>;
  readonly parseAs: (
    rule: Rfc2396ReferenceRule,
    text: string,
    options?: CheckOptions,
  ) => Rfc2396Components;
  readonly resolve: (base: string, reference: string, options?: Rfc2396ResolveOptions) => string;
  /** The PEG-trap report of the BNF (see `ReferenceGrammar.traps`). */
  readonly traps: () => readonly Trap<Rfc2396RuleName>[];
}

export const RFC2396_GRAMMAR: Rfc2396Grammar = Object.freeze({
  name: 'rfc2396',
  title: rfc2396.title,
  RULE_NAMES: rfc2396.names,
  rules: rfc2396.rules,
  isValid: VALIDATORS.isValid,
  check: VALIDATORS.check,
  parseTree: VALIDATORS.parseTree,
  parse: (text: string, options?: CheckOptions) => parseRfc2396(text, options),
  safeParse: referenceSafeParser(RFC2396_SYNTAX) as SafeParse<
    Rfc2396ReferenceRule,
    Rfc2396Components
  >,
  parseAs: (rule: Rfc2396ReferenceRule, text: string, options?: CheckOptions) =>
    parseReference(RFC2396_SYNTAX, rule, text, options, 'parseAs') as Rfc2396Components,
  resolve: resolveRfc2396,
  traps: () => rfc2396.traps(),
});
