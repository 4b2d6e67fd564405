/**
 * The playground's state (grammar, rule, input, base, and the template mode's template and
 * variables when they are not the defaults) written into the page URL's fragment and read back,
 * so a link reproduces what the page showed: `#g=rfc3986&r=URI&u=http%3A%2F%2Fa&b=...&t=...`.
 *
 * Values are percent-encoded as UTF-8 (encodeURIComponent), which cannot write a lone surrogate;
 * those are written `%uD800` (the form of the old `escape()`), so every JavaScript string, and
 * therefore every input the library can be given, survives the round trip exactly. A fragment
 * that cannot be read is reported, never thrown.
 */
import { GRAMMAR_NAMES, type GrammarName, isGrammarName } from '../../src/grammars';

export interface PlaygroundState {
  readonly grammar: GrammarName;
  readonly rule: string;
  readonly input: string;
  readonly base: string;
  /** The template mode's URI Template; undefined for the first one (template-box.ts). */
  readonly template?: string;
  /** The template mode's variables, as the JSON box holds them; undefined for the first ones. */
  readonly variables?: string;
}

/** RFC 3986 5.4: the base of the RFC's own resolution examples. */
export const DEFAULT_BASE = 'http://a/b/c/d;p?q';

/** The rule each grammar starts with: the rule for any reference. */
export const DEFAULT_RULES: Readonly<Record<GrammarName, string>> = {
  rfc3986: 'URI-reference',
  rfc3987: 'IRI-reference',
  rfc6874: 'URI-reference',
  rfc2396: 'URI-reference',
};

export const INITIAL_STATE: PlaygroundState = {
  grammar: 'rfc3986',
  rule: 'URI-reference',
  input: 'foo://example.com:8042/over/there?name=ferret#nose',
  base: DEFAULT_BASE,
};

/** Longer fragments are not read: a link is not the place for megabytes of input. */
export const MAX_FRAGMENT_LENGTH = 1_000_000;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** encodeURIComponent, with lone surrogates as `%uXXXX` instead of a thrown URIError. */
export function encodeValue(text: string): string {
  let out = '';
  let at = 0;
  for (const match of text.matchAll(LONE_SURROGATE)) {
    out += encodeURIComponent(text.slice(at, match.index));
    out += `%u${match[0].charCodeAt(0).toString(16).toUpperCase()}`;
    at = match.index + 1;
  }
  return out + encodeURIComponent(text.slice(at));
}

/** The inverse of `encodeValue`; undefined for text it cannot have written. */
export function decodeValue(text: string): string | undefined {
  const pieces = text.split(/%u([0-9A-Fa-f]{4})/);
  let out = '';
  try {
    pieces.forEach((piece, index) => {
      out += index % 2 === 1 ? String.fromCharCode(parseInt(piece, 16)) : decodeURIComponent(piece);
    });
  } catch {
    return undefined; // URIError: a broken escape or octets that are not UTF-8
  }
  return out;
}

export function stateToFragment(state: PlaygroundState): string {
  return [
    `g=${encodeValue(state.grammar)}`,
    `r=${encodeValue(state.rule)}`,
    `u=${encodeValue(state.input)}`,
    `b=${encodeValue(state.base)}`,
    ...(state.template === undefined ? [] : [`t=${encodeValue(state.template)}`]),
    ...(state.variables === undefined ? [] : [`v=${encodeValue(state.variables)}`]),
  ].join('&');
}

export type FragmentReading =
  | { readonly ok: true; readonly state: PlaygroundState }
  | { readonly ok: false; readonly problem: string };

/**
 * The state a fragment (with or without its "#") describes; what it leaves out comes from
 * INITIAL_STATE. A rule that is not one of the grammar's is kept here: the page checks it
 * against the grammar and says so.
 */
export function stateFromFragment(fragment: string): FragmentReading {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (text.length > MAX_FRAGMENT_LENGTH) {
    return {
      ok: false,
      problem: `The link's fragment is ${text.length} characters long; the playground reads links of up to ${MAX_FRAGMENT_LENGTH}.`,
    };
  }
  const values = new Map<string, string>();
  for (const pair of text === '' ? [] : text.split('&')) {
    const equals = pair.indexOf('=');
    const key = equals < 0 ? pair : pair.slice(0, equals);
    const value = decodeValue(equals < 0 ? '' : pair.slice(equals + 1));
    if (value === undefined) {
      return { ok: false, problem: `The link's value for "${key}" is not valid percent-encoding.` };
    }
    values.set(key, value);
  }
  const grammar = values.get('g') ?? INITIAL_STATE.grammar;
  if (!isGrammarName(grammar)) {
    return {
      ok: false,
      problem: `The link names the grammar ${JSON.stringify(grammar)}; the grammars are ${GRAMMAR_NAMES.join(', ')}.`,
    };
  }
  const given = values.has('g') || values.has('u');
  return {
    ok: true,
    state: {
      grammar,
      rule: values.get('r') ?? DEFAULT_RULES[grammar],
      input: values.get('u') ?? (given ? '' : INITIAL_STATE.input),
      base: values.get('b') ?? DEFAULT_BASE,
      ...(values.has('t') ? { template: values.get('t')! } : {}),
      ...(values.has('v') ? { variables: values.get('v')! } : {}),
    },
  };
}
