/**
 * `uri-grammar/zod`: a zod string schema that checks one rule of one grammar and keeps the
 * library's error in zod's issue: the message, and `params` with the offset, the expected set,
 * the rule and the grammar.
 *
 * zod is not imported: the caller passes its `z`, so one helper serves zod 3 (`zod@3`, or
 * `zod/v3`) and zod 4 (`zod`, `zod/v4`), and a bundle without zod gets none. The schema is
 * `z.string().superRefine(...)`, a real zod schema, so it nests where zod wants its own:
 * `z.object({ url: zodUri(z) })`. (`uriSchema()` is a Standard Schema, which zod 4 does not take
 * inside `z.object`: it throws "expected a Zod schema" at run time.)
 */
import type { SchemaGrammarName, UriSchemaOptions } from '../formats/standard-schema';
import { type UriIssueDetails, uriRefinement } from './issue';

/**
 * The custom issue this adapter adds; zod 3 and zod 4 both take it from `superRefine`. (A type
 * literal: zod's issue types have index signatures, which interfaces do not satisfy.)
 */
export type ZodUriIssue = {
  readonly code: 'custom';
  readonly message: string;
  readonly params: UriIssueDetails;
};

/** What `superRefine` hands a refinement, in both zod 3 and zod 4. */
export interface ZodRefinementContextLike {
  addIssue(issue: ZodUriIssue): void;
}

/** What the adapter uses of zod's `z`: `z.string().superRefine(refinement)`. */
export interface ZodLike<Schema> {
  string(): {
    superRefine(refinement: (value: string, context: ZodRefinementContextLike) => void): Schema;
  };
}

/** `zodUri`'s options: `uriSchema`'s, a grammar and a rule typed by it. */
export type ZodUriOptions<Grammar extends SchemaGrammarName = SchemaGrammarName> =
  UriSchemaOptions<Grammar>;

/**
 * `z.string()` refined to strings that are a `rule` of `grammar` (RFC 3986's `URI-reference` by
 * default): `zodUri(z, { rule: 'URI' })`. A failure is one zod issue of code `custom` whose
 * `message` is the library's and whose `params` are its `UriIssueDetails`. Unknown grammars and
 * rules are a TypeError here, when the schema is made.
 */
export function zodUri<Schema, Grammar extends SchemaGrammarName = 'rfc3986'>(
  z: ZodLike<Schema>,
  options?: ZodUriOptions<Grammar>,
): Schema {
  const refine = uriRefinement(options);
  return z.string().superRefine((value, context) => {
    const details = refine(value);
    if (details !== null) {
      context.addIssue({ code: 'custom', message: details.message, params: details });
    }
  });
}

export type { UriIssueDetails } from './issue';
