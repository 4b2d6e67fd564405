/**
 * `uri-grammar/valibot`: a valibot string schema that checks one rule of one grammar and keeps
 * the library's error in valibot's issue: the message, `expected` (the expected set, joined as
 * valibot writes alternatives) and `received` (what stood at the offset).
 *
 * valibot is not imported at run time: the caller passes its `v` (`import * as v from
 * 'valibot'`), and only valibot's types are named here.
 */
import type * as valibot from 'valibot';
import type { SchemaGrammarName, UriSchemaOptions } from '../formats/standard-schema';
import { uriRefinement } from './issue';

/** The schema `valibotUri` returns: `v.pipe(v.string(), v.rawCheck(...))`. */
export type ValibotUriSchema = valibot.SchemaWithPipe<
  readonly [valibot.StringSchema<undefined>, valibot.RawCheckAction<string>]
>;

/** What the adapter uses of valibot's `v`. */
export interface ValibotLike {
  readonly pipe: typeof valibot.pipe;
  readonly string: typeof valibot.string;
  readonly rawCheck: typeof valibot.rawCheck;
}

/** `valibotUri`'s options: `uriSchema`'s, a grammar and a rule typed by it. */
export type ValibotUriOptions<Grammar extends SchemaGrammarName = SchemaGrammarName> =
  UriSchemaOptions<Grammar>;

/**
 * `v.string()` piped into a check that the string is a `rule` of `grammar` (RFC 3986's
 * `URI-reference` by default): `valibotUri(v, { rule: 'URI' })`. A failure is one issue whose
 * `message` is the library's (with the offset), `expected` its expected set (`"/" | pchar |
 * ...`), `received` what stood at the offset (valibot's issues have no offset field). Unknown grammars and rules are a TypeError here, when the schema is made.
 */
export function valibotUri<Grammar extends SchemaGrammarName = 'rfc3986'>(
  v: ValibotLike,
  options?: ValibotUriOptions<Grammar>,
): ValibotUriSchema {
  const refine = uriRefinement(options);
  return v.pipe(
    v.string(),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const details = refine(dataset.value);
      if (details === null) return;
      const { offset, expected, message } = details;
      const { value } = dataset;
      addIssue({
        message,
        expected: expected.length === 0 ? undefined : expected.join(' | '),
        received:
          offset < value.length
            ? JSON.stringify(String.fromCodePoint(value.codePointAt(offset)!))
            : 'the end of input',
      });
    }),
  );
}

export type { UriIssueDetails } from './issue';
