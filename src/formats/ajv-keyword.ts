/**
 * An ajv keyword whose errors keep the library's: `{ "uriRule": "URI" }` (or `{ "uriRule": {
 * "grammar": "rfc3987", "rule": "IRI" } }`) checks a string against a rule, and a failure is an
 * ajv error whose `message` is the library's sentence and whose `params` hold the offset, the
 * expected set, the rule and the grammar. A format cannot do that: ajv reports every format
 * failure as `must match format "uri"`.
 */
import { describeValue } from '../describe-value';
import { ownProperty } from '../own-properties';
import {
  type SchemaGrammarName,
  type SchemaRuleNames,
  type UriSchemaOptions,
  uriSchema,
} from './standard-schema';

/** The keyword's name in a schema. */
export const URI_RULE_KEYWORD = 'uriRule';

/**
 * What the keyword takes: a rule of RFC 3986, or a grammar and a rule typed by it (RFC 3986's
 * when `grammar` is absent), each field taking `undefined` as if absent, as `uriSchema`'s do.
 */
export type UriRuleKeywordValue =
  | SchemaRuleNames['rfc3986']
  | UriSchemaOptions<'rfc3986'>
  | {
      readonly [G in SchemaGrammarName]: UriSchemaOptions<G> & { readonly grammar: G };
    }[SchemaGrammarName];

/** An error the keyword reports, in ajv's shape (`instancePath` and the rest ajv fills in). */
export interface UriRuleKeywordError {
  readonly keyword: typeof URI_RULE_KEYWORD;
  readonly message: string;
  readonly params: {
    readonly grammar: SchemaGrammarName;
    readonly rule: string;
    readonly code: string;
    readonly offset: number;
    readonly expected: string[];
  };
}

/** What `addUriRuleKeyword` needs of an ajv instance (ajv 8's `addKeyword`). */
export interface AjvKeywordLike {
  addKeyword(definition: {
    keyword: string;
    type: 'string';
    schemaType: ('string' | 'object')[];
    errors: true;
    compile: (value: unknown) => ((data: string) => boolean) & {
      errors?: UriRuleKeywordError[];
    };
  }): unknown;
}

/** The keyword's value as `uriSchema`'s options; anything else is a TypeError when compiled. */
function optionsOf(value: unknown): UriSchemaOptions {
  if (typeof value === 'string') return { rule: value as SchemaRuleNames['rfc3986'] };
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return {
      grammar: ownProperty(value, 'grammar', URI_RULE_KEYWORD) as SchemaGrammarName,
      rule: ownProperty(value, 'rule', URI_RULE_KEYWORD) as SchemaRuleNames['rfc3986'],
    };
  }
  throw new TypeError(
    `${URI_RULE_KEYWORD}: expected a rule name or { grammar, rule }, got ${describeValue(value)}`,
  );
}

/**
 * Registers the keyword `uriRule` on `ajv` and returns it. Each schema's grammar and rule are
 * checked when ajv compiles the schema (an unknown one is a TypeError then).
 */
export function addUriRuleKeyword<Ajv extends AjvKeywordLike>(ajv: Ajv): Ajv {
  const addKeyword = addKeywordOf(ajv);
  try {
    addKeyword.call(ajv, definition());
  } catch (cause) {
    throw new TypeError(
      `addUriRuleKeyword: the ajv instance refused the keyword "${URI_RULE_KEYWORD}"`,
      {
        cause,
      },
    );
  }
  return ajv;
}

/**
 * `ajv.addKeyword`, read once (an inherited method); a getter or Proxy trap that throws, or
 * anything but a function, is a TypeError naming the call, as in `addFormats`.
 */
function addKeywordOf(ajv: unknown): AjvKeywordLike['addKeyword'] {
  let addKeyword: unknown;
  try {
    addKeyword =
      typeof ajv === 'object' && ajv !== null
        ? (ajv as { addKeyword?: unknown }).addKeyword
        : undefined;
  } catch (cause) {
    throw new TypeError(
      'addUriRuleKeyword: ajv.addKeyword could not be read from the object given',
      {
        cause,
      },
    );
  }
  if (typeof addKeyword !== 'function') {
    throw new TypeError(`addUriRuleKeyword: expected an ajv instance, got ${describeValue(ajv)}`);
  }
  return addKeyword as AjvKeywordLike['addKeyword'];
}

/** The keyword's definition, made afresh for each ajv instance (ajv keeps the object). */
const definition = (): Parameters<AjvKeywordLike['addKeyword']>[0] => ({
  keyword: URI_RULE_KEYWORD,
  type: 'string',
  schemaType: ['string', 'object'],
  errors: true,
  compile(value) {
    const schema = uriSchema(optionsOf(value));
    const { grammar } = schema;
    const rule: string = schema.rule;
    const { validate } = schema['~standard'];
    const check = Object.assign(
      (data: string): boolean => {
        const result = validate(data);
        if (result.issues === undefined) {
          check.errors = undefined;
          return true;
        }
        const { message, code, offset, expected } = result.issues[0]!;
        check.errors = [
          {
            keyword: URI_RULE_KEYWORD,
            message,
            params: { grammar, rule, code, offset, expected: [...expected] },
          },
        ];
        return false;
      },
      { errors: undefined as UriRuleKeywordError[] | undefined },
    );
    return check;
  },
});
