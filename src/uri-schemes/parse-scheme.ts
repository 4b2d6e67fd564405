/**
 * `parseScheme(uri)`: an absolute URI judged by its scheme's own grammar (RFC 3986 section 3.1:
 * "When presented with a URI that violates one or more scheme-specific restrictions, the
 * scheme-specific resolution process should flag the reference as an error"), with the
 * scheme's components. It reads the registry (registry.ts), so it knows no scheme by name.
 *
 * The steps, each giving the first error it finds:
 * 1. the generic syntax: the input must be an RFC 3986 `URI` (an absolute URI, with a fragment
 *    or not); otherwise its error is RFC 3986's;
 * 2. a scheme without a grammar here is `known: false` and valid as far as RFC 3986 goes;
 * 3. the scheme's rule (`uriRule`), on the URI without its fragment, or with it when the scheme
 *    forbids fragments (its rule then refuses the "#");
 * 4. the requirements the scheme's RFC states in prose (`restrictions`).
 */
import { type SyntaxErrorInfo } from '../errors';
import { type CheckOptions, describeValue, lengthError, validatorsOf } from '../validate';
import { endOfScheme } from '../components';
import { rfc3986 } from '../../grammar';
import type { SchemeDefinition } from './scheme-definition';
import { compiledSchemeGrammar, schemeDefinitionOf } from './scheme-grammars';

/** What `parseScheme` says of a URI. */
export interface SchemeParseResult<Components = unknown> {
  /** The URI's scheme in lowercase; `""` when the input does not start with one. */
  readonly scheme: string;
  /** Whether the scheme has a grammar here (`parseScheme` judges it by that grammar). */
  readonly known: boolean;
  /** Whether the input is a URI and, for a known scheme, meets its scheme's grammar. */
  readonly valid: boolean;
  /** Where and why it is not (the same shape as `check`'s errors). */
  readonly error?: SyntaxErrorInfo<string>;
  /** The scheme's components, for a valid URI of a known scheme. */
  readonly components?: Components;
}

const GENERIC = validatorsOf(rfc3986);

/** The scheme's rule for `scheme` in `definition`. */
function ruleOf(definition: SchemeDefinition, scheme: string): string {
  const rules = definition.uriRules;
  return rules !== undefined && Object.prototype.hasOwnProperty.call(rules, scheme)
    ? rules[scheme]!
    : definition.uriRule;
}

/**
 * Judges `uri` by the grammar of its scheme (see the module comment). Throws a TypeError only
 * when `uri` is not a string; every other input gives a result.
 */
export function parseScheme(uri: string, options?: CheckOptions): SchemeParseResult {
  if (typeof uri !== 'string') {
    throw new TypeError(`parseScheme: uri must be a string, got ${describeValue(uri)}`);
  }
  const schemeEnd = endOfScheme(uri);
  const scheme = schemeEnd > 0 ? uri.slice(0, schemeEnd).toLowerCase() : '';
  const definition = scheme === '' ? undefined : schemeDefinitionOf(scheme);
  const known = definition !== undefined;
  const tooLong = lengthError('URI', uri, options, 'parseScheme');
  if (tooLong) return Object.freeze({ scheme, known, valid: false, error: tooLong });
  const generic = GENERIC.isValid('URI', uri) ? null : GENERIC.findError('URI', uri);
  if (generic) return Object.freeze({ scheme, known, valid: false, error: generic });
  if (!definition) return Object.freeze({ scheme, known: false, valid: true });

  const error = schemeGrammarError(uri, scheme, definition);
  if (error) return Object.freeze({ scheme, known, valid: false, error });
  const hash = uri.indexOf('#');
  const fragment = hash < 0 ? undefined : uri.slice(hash + 1);
  const withoutFragment = hash < 0 ? uri : uri.slice(0, hash);
  return Object.freeze({
    scheme,
    known,
    valid: true,
    components: definition.components(withoutFragment, scheme, fragment),
  });
}

/**
 * Steps 3 and 4 for a URI that the generic syntax accepted: the first error of the scheme's
 * rule or of its prose requirements, or null.
 */
function schemeGrammarError(
  uri: string,
  scheme: string,
  definition: SchemeDefinition,
): SyntaxErrorInfo<string> | null {
  const hash = uri.indexOf('#');
  const withoutFragment = hash < 0 ? uri : uri.slice(0, hash);
  const judged = definition.fragment === 'forbidden' ? uri : withoutFragment;
  const rule = ruleOf(definition, scheme);
  const validators = validatorsOf(compiledSchemeGrammar(definition));
  if (!validators.isValid(rule, judged)) {
    const error = validators.findError(rule, judged)!;
    return judged.length === hash ? atFragmentDelimiter(error) : error;
  }
  const broken = definition.restrictions?.(withoutFragment, scheme) ?? null;
  if (!broken) return null;
  return Object.freeze({
    code: 'syntax' as const,
    rule: broken.rule,
    offset: broken.offset,
    expected: Object.isFrozen(broken.expected)
      ? broken.expected
      : Object.freeze([...broken.expected]),
    message: broken.message,
  });
}

/**
 * An error where the scheme's grammar, judging the URI without its fragment, wanted more: the text
 * there is not its end but the "#" that RFC 3986 section 3.5 reads as the fragment's start (tel
 * allows "#" in a local number, so "found the end of input where \"#\" could stand" misled).
 */
function atFragmentDelimiter(error: SyntaxErrorInfo<string>): SyntaxErrorInfo<string> {
  return Object.freeze({
    ...error,
    message: error.message.replace(
      'found the end of input',
      'found "#", which starts the fragment (RFC 3986 section 3.5),',
    ),
  });
}

/**
 * The error of a URI that its known scheme's grammar refuses, or null: what `inspect` and the
 * policy's `schemeSyntax` clause report. For text that `parse` already accepted (those callers
 * have), so the generic syntax is not run a second time: one run, of the scheme's grammar.
 */
export function schemeSyntaxError(uri: string): SyntaxErrorInfo<string> | null {
  const schemeEnd = endOfScheme(uri);
  if (schemeEnd <= 0) return null;
  const scheme = uri.slice(0, schemeEnd).toLowerCase();
  const definition = schemeDefinitionOf(scheme);
  return definition ? schemeGrammarError(uri, scheme, definition) : null;
}
