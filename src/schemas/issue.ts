/**
 * What the schema-library adapters carry into their own issues: the library's error, field by
 * field, so a form or an API response can point at the character (`offset`) and say what could
 * have stood there (`expected`), not only show the sentence.
 */
import type { ErrorCode } from '../errors';
import {
  type SchemaGrammarName,
  type SchemaRuleNames,
  type UriSchemaOptions,
  uriSchema,
} from '../formats/standard-schema';

/**
 * The library's error as an adapter's issue holds it (zod's `params`). A type literal, not an
 * interface: zod types `params` as a record, which only a type literal is assignable to.
 */
export type UriIssueDetails = {
  readonly grammar: SchemaGrammarName;
  readonly rule: string;
  /** `syntax` (the text breaks the rule) or `not-a-string`. */
  readonly code: ErrorCode;
  /** Where the text stops being a `rule` (UTF-16 code units). */
  readonly offset: number;
  /** What could have stood at `offset`, in ABNF terms (`pchar`, `"/"`, `end of input`). */
  readonly expected: readonly string[];
  readonly message: string;
};

/** A string's error against the options' rule, or null when it is one. */
export type UriRefinement = (value: unknown) => UriIssueDetails | null;

/**
 * The check the adapters run: `uriSchema`'s, made once (unknown grammars and rules are a
 * TypeError here, when the schema is made, never per value).
 */
export function uriRefinement<Grammar extends SchemaGrammarName>(
  options: UriSchemaOptions<Grammar> | undefined,
): UriRefinement {
  const schema = uriSchema(options);
  const { grammar } = schema;
  const rule: string = schema.rule;
  const { validate } = schema['~standard'];
  return (value) => {
    const result = validate(value);
    if (result.issues === undefined) return null;
    const { code, offset, expected, message } = result.issues[0]!;
    return { grammar, rule, code, offset, expected, message };
  };
}

export type { SchemaGrammarName, SchemaRuleNames };
