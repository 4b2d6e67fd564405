/**
 * The template mode: an RFC 6570 URI Template, checked as `grammar('rfc6570')` checks it (the
 * offset and the expected set of its first error), expanded with the variables of a JSON box
 * (`expandTemplate`), and matched against the page's URI (`matchTemplate`). What it shows is
 * computed here, without the DOM, so Node can test it; nothing here throws.
 */
import { grammar } from '../../src/grammars';
import {
  type MatchedVariables,
  TemplateError,
  type TemplateValue,
  expandTemplate,
  matchTemplate,
} from '../../src/template';
import { MAX_INPUT_LENGTH } from './analyze';

/** A first template to edit: section 3.2.8's form-style query, after a path. */
export const DEFAULT_TEMPLATE = 'http://example.com/search{/lang}{?q,tags*}';

/** Values for it: a string, and a list that the explode modifier writes as repeated pairs. */
export const DEFAULT_VARIABLES = JSON.stringify(
  { lang: 'en', q: 'cat & dog', tags: ['red', 'blue'] },
  null,
  2,
);

export type TemplateValidity =
  | { readonly ok: true }
  | {
      readonly ok: false;
      /** UTF-16 offset in the template of the first character no template could have there. */
      readonly offset: number;
      readonly expected: readonly string[];
      readonly message: string;
    };

export type TemplateExpansion =
  /** The template is not valid: there is nothing to expand (the validity says why). */
  | { readonly kind: 'invalid-template' }
  /** The box does not hold a JSON object. */
  | { readonly kind: 'malformed'; readonly reason: string }
  | { readonly kind: 'expanded'; readonly uri: string }
  /** A value of the wrong shape, or a reserved operator: the variable and where it stands. */
  | {
      readonly kind: 'refused';
      readonly message: string;
      readonly variable: string | undefined;
      readonly offset: number;
    };

export type TemplateMatchView =
  | { readonly kind: 'invalid-template' }
  /** The variables as JSON, and whether other values expand to the same URI too. */
  | { readonly kind: 'matched'; readonly variables: string; readonly ambiguous: boolean }
  /** Where the URI leaves every expansion of the template, and what could stand there. */
  | {
      readonly kind: 'no-match';
      readonly offset: number;
      readonly expected: readonly string[];
      readonly message: string;
    }
  /** The template cannot be matched (a reserved operator, a variable named twice, ...). */
  | { readonly kind: 'refused'; readonly message: string };

export interface TemplateView {
  readonly validity: TemplateValidity;
  readonly expansion: TemplateExpansion;
  readonly match: TemplateMatchView;
}

const rfc6570 = grammar('rfc6570');

/** The template's validity, expansion with the JSON box's variables, and match of `uri`. */
export function templateView(template: string, variablesJson: string, uri: string): TemplateView {
  const checked = rfc6570.check('URI-Template', template, { maxLength: MAX_INPUT_LENGTH });
  if (!checked.ok) {
    const { offset, expected, message } = checked.error;
    return {
      validity: { ok: false, offset, expected: [...expected], message },
      expansion: { kind: 'invalid-template' },
      match: { kind: 'invalid-template' },
    };
  }
  return {
    validity: { ok: true },
    expansion: expansionOf(template, variablesJson),
    match: matchOf(template, uri),
  };
}

function expansionOf(template: string, variablesJson: string): TemplateExpansion {
  let variables: unknown;
  try {
    variables = JSON.parse(variablesJson.trim() === '' ? '{}' : variablesJson);
  } catch (error) {
    return { kind: 'malformed', reason: `Not JSON: ${messageOf(error)}` };
  }
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) {
    return {
      kind: 'malformed',
      reason: 'The variables are a JSON object: {"name": value, ...}.',
    };
  }
  try {
    return { kind: 'expanded', uri: expandTemplate(template, variables as never) };
  } catch (error) {
    if (error instanceof TemplateError) {
      return {
        kind: 'refused',
        message: error.message,
        variable: error.variable,
        offset: error.offset,
      };
    }
    return { kind: 'refused', message: messageOf(error), variable: undefined, offset: 0 };
  }
}

function matchOf(template: string, uri: string): TemplateMatchView {
  if (uri.length > MAX_INPUT_LENGTH) {
    return {
      kind: 'refused',
      message: `The URI is longer than the ${MAX_INPUT_LENGTH} characters the playground reads.`,
    };
  }
  try {
    const found = matchTemplate(template, uri);
    if (!found.ok) {
      const { offset, expected, message } = found.error;
      return { kind: 'no-match', offset, expected: [...expected], message };
    }
    const reported = matchTemplate(template, uri, { ambiguity: 'report' });
    return {
      kind: 'matched',
      variables: variablesAsJson(found.variables),
      ambiguous: !reported.ok && reported.error.code === 'ambiguous',
    };
  } catch (error) {
    return { kind: 'refused', message: messageOf(error) };
  }
}

/**
 * The variables as the JSON box would take them back, on one line (JSON writes every control
 * character as an escape): an associative array as an object.
 */
export function variablesAsJson(variables: MatchedVariables): string {
  const plain: Record<string, unknown> = {};
  for (const name of Object.keys(variables)) {
    // defineProperty: a variable named "__proto__" is a key like any other.
    Object.defineProperty(plain, name, {
      value: plainValue(variables[name]),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return JSON.stringify(plain);
}

function plainValue(value: TemplateValue): unknown {
  if (value instanceof Map) {
    const object: Record<string, unknown> = {};
    for (const [key, member] of value as ReadonlyMap<string, unknown>) {
      Object.defineProperty(object, key, {
        value: member,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return object;
  }
  return value;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
