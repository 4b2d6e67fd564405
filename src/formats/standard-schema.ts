/**
 * Standard Schema v1 (https://standardschema.dev): a schema object any consumer of the standard
 * takes (tRPC, TanStack Form, Hono, ...), validating a string against one rule of one grammar.
 *
 * The interface is implemented from its specification, without importing it: `validate` returns
 * `{ value }` for a valid string and `{ issues: [{ message }] }` otherwise, where the message says
 * at which offset the string fails and what could have stood there. A value that is not a string
 * is an issue, never a throw.
 */
import { type GrammarName, grammar, isGrammarName } from '../grammars';

/** The grammars `uriSchema` takes: the grammars of URI references, and RFC 6570's templates. */
type SchemaGrammarName = GrammarName | 'rfc6570';
import { option } from '../own-properties';
import { describeValue, notAStringMessage } from '../describe-value';

export interface UriSchemaOptions {
  /** `rfc3986` (the default), `rfc3987`, `rfc6874`, `rfc2396` or `rfc6570` (URI Templates). */
  readonly grammar?: SchemaGrammarName | undefined;
  /**
   * A rule of that grammar; `URI-reference` by default (`IRI-reference` for rfc3987,
   * `URI-Template` for rfc6570).
   */
  readonly rule?: string | undefined;
}

interface Issue {
  readonly message: string;
}

type Result =
  { readonly value: string; readonly issues?: undefined } | { readonly issues: readonly Issue[] };

/** A Standard Schema v1 object whose output is the validated string. */
export interface UriSchema {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'uri-grammar';
    readonly validate: (value: unknown) => Result;
    readonly types?: { readonly input: string; readonly output: string } | undefined;
  };
  /** The grammar and rule the schema checks. */
  readonly grammar: SchemaGrammarName;
  readonly rule: string;
}

/**
 * A Standard Schema for strings that are a `rule` of `grammar` (RFC 3986's `URI-reference` by
 * default). Unknown grammars and rules are a TypeError when the schema is made.
 */
export function uriSchema(options?: UriSchemaOptions): UriSchema {
  const name = option(options, 'grammar', 'uriSchema') ?? 'rfc3986';
  if (name !== 'rfc6570' && !isGrammarName(name)) grammar(name as GrammarName); // throws the TypeError that lists them
  const compiled = name === 'rfc6570' ? grammar('rfc6570') : grammar(name as GrammarName);
  const rule =
    option(options, 'rule', 'uriSchema') ??
    (name === 'rfc3987' ? 'IRI-reference' : name === 'rfc6570' ? 'URI-Template' : 'URI-reference');
  if (!(compiled.RULE_NAMES as readonly unknown[]).includes(rule)) {
    throw new TypeError(
      `uriSchema: unknown rule ${describeValue(rule)} for ${compiled.title}; the rules are ${compiled.RULE_NAMES.join(', ')}`,
    );
  }
  const ruleName = rule as string;
  const check = compiled.check as (rule: string, text: string) => ReturnType<typeof compiled.check>;
  const isValid = compiled.isValid as (rule: string, text: string) => boolean;
  const validate = (value: unknown): Result => {
    if (typeof value !== 'string') {
      return {
        issues: [
          {
            message: notAStringMessage(compiled.title, ruleName, value),
          },
        ],
      };
    }
    if (isValid(ruleName, value)) return { value };
    const result = check(ruleName, value);
    return result.ok ? { value } : { issues: [{ message: result.error.message }] };
  };
  return Object.freeze({
    '~standard': Object.freeze({ version: 1, vendor: 'uri-grammar', validate }),
    grammar: name as SchemaGrammarName,
    rule: ruleName,
  });
}
