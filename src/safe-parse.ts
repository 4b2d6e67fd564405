/**
 * `safeParse`, the parse that never throws for the input: `safeParse(text, options?)` reads
 * `text` as the grammar's `URI-reference` (as it always has), and `safeParse(rule, text,
 * options?)` as one of the reference rules (`URI`, `absolute-URI`, `relative-ref`, ...). The two
 * are told apart by the second argument: a string there is the text, so the first is a rule.
 *
 * Invalid input, a non-string included, is `{ ok: false, error }`; only a rule the grammar does
 * not have (the caller's bug) is a TypeError.
 */
import {
  type ParseResult,
  type ReferenceParser,
  type ReferenceRule,
  type UriComponents,
  referenceParser,
  safeParseReference,
  safeParseWith,
} from './components';
import { describeValue, notAStringError } from './describe-value';
import { RFC3986_SYNTAX, type ReferenceSyntax } from './reference-syntax';
import type { CheckOptions } from './validate';

/** `safeParse` of one grammar: with or without a rule. */
export interface SafeParse<Rule extends string, Components> {
  /** `text` as `rule`, one of the reference rules; the error as a value when it is not one. */
  (rule: Rule, text: unknown, options?: CheckOptions): ParseResult<Components>;
  /** `text` as a URI reference (the grammar's `URI-reference`); the error as a value otherwise. */
  (text: unknown, options?: CheckOptions): ParseResult<Components>;
}

/** What can stand as options: nothing, or an object (`optionsObject` refuses anything else). */
function isOptions(value: unknown): boolean {
  return value === undefined || (typeof value === 'object' && value !== null);
}

/**
 * The `safeParse` over `parseAs`, a parse of a string as one of `rules` (`rules[0]` the
 * default) that gives the error as a value; `parseDefault` is the usual call, `safeParse(text)`:
 * a string, the default rule and no options.
 */
export function safeParser<Rule extends string, Components>(
  title: string,
  rules: readonly Rule[],
  parseAs: (rule: Rule, text: string, options: CheckOptions | undefined) => ParseResult<Components>,
  parseDefault: (text: string) => ParseResult<Components>,
): SafeParse<Rule, Components> {
  const isRule = (value: unknown): value is Rule => (rules as readonly unknown[]).includes(value);
  const defaultRule = rules[0]!;
  /** Every other form: which one it is, told by the count and the arguments. */
  function safeParseOther(
    count: number,
    first: unknown,
    second: unknown,
    third: unknown,
  ): ParseResult<Components> {
    let rule: unknown;
    let text: unknown;
    let options: CheckOptions | undefined;
    if (count >= 3 || (count === 2 && (isRule(first) || !isOptions(second)))) {
      rule = first;
      text = second;
      options = third as CheckOptions | undefined;
      if (!isRule(rule)) {
        throw new TypeError(
          `safeParse takes ${rules.join(', ')} (${title}), not ${describeValue(rule)}`,
        );
      }
    } else {
      rule = defaultRule;
      text = first;
      options = second as CheckOptions | undefined;
    }
    if (typeof text !== 'string') {
      return { ok: false, error: notAStringError(title, rule as Rule, text) };
    }
    return parseAs(rule as Rule, text, options);
  }
  // A plain function and its `arguments.length` rather than rest parameters: no array per call.
  // The usual call, `safeParse(text)`, is told by one comparison and goes straight to
  // `parseDefault`; the other forms are read out of line, so that V8 inlines the usual call's
  // steps whole into its caller (it inlines a chain of calls only up to a size).
  function safeParse(first: unknown, second?: unknown, third?: unknown): ParseResult<Components> {
    const count = arguments.length;
    if (count <= 1 && typeof first === 'string') return parseDefault(first);
    return safeParseOther(count, first, second, third);
  }
  return safeParse;
}

/** `safeParse` of a grammar of references, over its reference rules. */
export function referenceSafeParser<Name extends string, Kind extends string>(
  syntax: ReferenceSyntax<Name, Kind>,
): SafeParse<Name, UriComponents<Kind>> {
  // The default rule's parser, kept: `safeParse(text)` then checks neither the rule nor the
  // text again (each check before the run was a few percent of the call).
  let reference: ReferenceParser<Name, Kind> | undefined;
  return safeParser(
    syntax.grammar.title,
    syntax.referenceRules,
    (rule, text, options) => safeParseReference(syntax, rule, text, options, 'safeParse'),
    (text) => {
      reference ??= referenceParser(syntax, syntax.reference, 'safeParse');
      return safeParseWith(reference, text, undefined, 'safeParse');
    },
  );
}

/**
 * RFC 3986's `safeParse`: `safeParse(text, options?)` for a `URI-reference`, or `safeParse(rule,
 * text, options?)` for one of `URI-reference`, `URI`, `absolute-URI` and `relative-ref`. Gives
 * `{ ok: true, components }` or `{ ok: false, error }` (the error `parse` would have thrown, as a
 * plain value; code `not-a-string` for a value that is not a string). For hot paths where invalid
 * input is common: a thrown error costs several times what the parse does.
 */
export const safeParse = referenceSafeParser(RFC3986_SYNTAX) as SafeParse<
  ReferenceRule,
  UriComponents
>;
