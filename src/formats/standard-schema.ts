/**
 * Standard Schema v1 (https://standardschema.dev): a schema object any consumer of the standard
 * takes (tRPC, TanStack Form, Hono, ...), validating a string against one rule of one grammar.
 *
 * The interface is implemented from its specification, without importing it: `validate` returns
 * `{ value }` for a valid string and `{ issues: [{ message }] }` otherwise, where the message says
 * at which offset the string fails and what could have stood there. A value that is not a string
 * is an issue, never a throw.
 */
import type {
  RuleName,
  Rfc2396RuleName,
  Rfc3987RuleName,
  Rfc6570RuleName,
  Rfc6874RuleName,
} from '../../grammar';
import { describeValue } from '../describe-value';
import type { ErrorCode } from '../errors';
import { type GrammarName, grammar, isGrammarName } from '../grammars';
import { option } from '../own-properties';

/** The grammars `uriSchema` takes: the grammars of URI references, and RFC 6570's templates. */
export type SchemaGrammarName = GrammarName | 'rfc6570';

/** The rule names of each grammar `uriSchema` takes. */
export interface SchemaRuleNames {
  readonly rfc3986: RuleName;
  readonly rfc3987: Rfc3987RuleName;
  readonly rfc6874: Rfc6874RuleName;
  readonly rfc2396: Rfc2396RuleName;
  readonly rfc6570: Rfc6570RuleName;
}

/**
 * What `uriSchema` takes; `rule` is typed by `grammar` (RFC 3986's rules when it is absent).
 * Each field may be `undefined`, as if absent (`exactOptionalPropertyTypes`).
 */
export interface UriSchemaOptions<Grammar extends SchemaGrammarName = SchemaGrammarName> {
  /** `rfc3986` (the default), `rfc3987`, `rfc6874`, `rfc2396` or `rfc6570` (URI Templates). */
  readonly grammar?: Grammar | undefined;
  /**
   * A rule of that grammar; `URI-reference` by default (`IRI-reference` for rfc3987,
   * `URI-Template` for rfc6570).
   */
  readonly rule?: SchemaRuleNames[Grammar] | undefined;
}

/**
 * A Standard Schema issue, with the library's error fields beside the message: where the input
 * fails (`offset`), what could have stood there (`expected`) and why (`code`: `syntax`, or
 * `not-a-string`). Consumers that show only `message` lose nothing; the adapters
 * (`uri-grammar/zod`, `uri-grammar/valibot`) carry the rest into their own issues.
 */
export interface UriSchemaIssue {
  readonly message: string;
  readonly code: ErrorCode;
  readonly offset: number;
  readonly expected: readonly string[];
}

type Result =
  | { readonly value: string; readonly issues?: undefined }
  | { readonly issues: readonly UriSchemaIssue[] };

/** A Standard Schema v1 object whose output is the validated string. */
export interface UriSchema<Grammar extends SchemaGrammarName = SchemaGrammarName> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'uri-grammar';
    readonly validate: (value: unknown) => Result;
    readonly types?: { readonly input: string; readonly output: string } | undefined;
  };
  /** The grammar and rule the schema checks. */
  readonly grammar: Grammar;
  readonly rule: SchemaRuleNames[Grammar];
}

/**
 * A Standard Schema for strings that are a `rule` of `grammar` (RFC 3986's `URI-reference` by
 * default). Unknown grammars and rules are a TypeError when the schema is made.
 */
export function uriSchema<Grammar extends SchemaGrammarName = 'rfc3986'>(
  options?: UriSchemaOptions<Grammar>,
): UriSchema<Grammar> {
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
  const check = compiled.check as (
    rule: string,
    text: unknown,
  ) => ReturnType<typeof compiled.check>;
  const isValid = compiled.isValid as (rule: string, text: unknown) => boolean;
  const validate = (value: unknown): Result => {
    if (typeof value === 'string' && isValid(ruleName, value)) return { value };
    // `check` says why, a value that is not a string included (code `not-a-string`).
    const result = check(ruleName, value);
    if (result.ok) return { value: value as string };
    const { code, offset, expected, message } = result.error;
    return { issues: [{ message, code, offset, expected }] };
  };
  return Object.freeze({
    '~standard': Object.freeze({ version: 1, vendor: 'uri-grammar', validate }),
    grammar: name as Grammar,
    rule: ruleName as SchemaRuleNames[Grammar],
  });
}
