/**
 * Validation against any single rule: `isValid` (a boolean), `check` (a tree or an error value
 * saying where and why) and `parseTree` (a tree or a thrown `UriSyntaxError`).
 */
import {
  END_OF_INPUT,
  type ParseTree,
  type RuleName,
  RULE_NAMES,
  isRuleName,
  rfc3986,
} from '../grammar';
import { type SyntaxErrorInfo, UriSyntaxError } from './errors';
import { option } from './own-properties';

export interface CheckOptions {
  /** Refuse longer input up front with code `too-long` (untrusted input). */
  readonly maxLength?: number;
}

export type CheckResult =
  | { readonly ok: true; readonly tree: ParseTree }
  | { readonly ok: false; readonly error: SyntaxErrorInfo };

/** Throws a TypeError unless `rule` names a rule and `text` is a string. */
export function assertArguments(rule: unknown, text: unknown): asserts rule is RuleName {
  if (!isRuleName(rule)) {
    const shown = describeValue(rule);
    throw new TypeError(
      `unknown rule ${shown}: a rule is one of the RFC 3986 Appendix A names (${RULE_NAMES.slice(0, 4).join(', ')}, ...) or ALPHA, DIGIT, HEXDIG`,
    );
  }
  assertText(text);
}

/**
 * A caller's value as a message can show it, without running any of its code: JSON.stringify
 * would call an object's toJSON (or a Proxy's traps) and let their errors escape.
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null) return 'null';
  return `a ${typeof value}`;
}

export function assertText(text: unknown): asserts text is string {
  if (typeof text !== 'string') {
    throw new TypeError(`text must be a string, got ${describeValue(text)}`);
  }
}

/** Whether the whole of `text` matches `rule`. */
export function isValid(rule: RuleName, text: string): boolean {
  const built = rfc3986.builtAutomaton(rule);
  if (built !== undefined && typeof text === 'string') return built.accepts(text);
  assertArguments(rule, text);
  return rfc3986.automaton(rule).accepts(text);
}

/** A character as a person would name it in a message. */
export function describeCharacter(text: string, offset: number): string {
  const code = text.codePointAt(offset) ?? 0;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (code === 0x20) return `a space (${hex})`;
  if (code < 0x20 || code === 0x7f) return `the control character ${hex}`;
  if (code >= 0xd800 && code <= 0xdfff) return `a lone surrogate (${hex})`;
  if (code > 0x7f)
    return `the non-ASCII character ${JSON.stringify(String.fromCodePoint(code))} (${hex}, allowed only percent-encoded)`;
  return JSON.stringify(text[offset]);
}

function listExpected(expected: readonly string[]): string {
  const items = expected.map((item) => (item === END_OF_INPUT ? 'the end of input' : item));
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** Where and why `text` is not a `rule`, or null when it is. */
export function findError(rule: RuleName, text: string): SyntaxErrorInfo | null {
  const automaton = rfc3986.automaton(rule);
  const { accepted, offset, state } = automaton.run(text);
  if (accepted) return null;
  const expected = automaton.expectedAt(state);
  const found = offset < text.length ? `${describeCharacter(text, offset)}` : 'the end of input';
  return {
    code: 'syntax',
    rule,
    offset,
    expected,
    message: `Not a valid ${rule} at offset ${offset}: found ${found} where ${listExpected(expected)} could stand.`,
  };
}

/** What a `too-long` error expects at the limit; frozen, like every `expected` list. */
const TOO_LONG_EXPECTED: readonly string[] = Object.freeze([END_OF_INPUT]);

/**
 * The `too-long` error when `text` is longer than `options.maxLength`, else null. A limit that
 * is not a whole number from 0 up (or Infinity) is a programming error: TypeError.
 */
export function lengthError(
  rule: RuleName,
  text: string,
  options: CheckOptions | undefined,
  where: string,
): SyntaxErrorInfo | null {
  const maxLength = option(options, 'maxLength', where);
  if (maxLength === undefined) return null;
  if (
    typeof maxLength !== 'number' ||
    !(maxLength >= 0) ||
    !(Number.isInteger(maxLength) || maxLength === Infinity)
  ) {
    throw new TypeError(
      `${where}: maxLength must be a whole number from 0 up, got ${typeof maxLength === 'number' ? String(maxLength) : describeValue(maxLength)}`,
    );
  }
  if (text.length <= maxLength) return null;
  return {
    code: 'too-long',
    rule,
    offset: maxLength,
    expected: TOO_LONG_EXPECTED,
    message: `Not accepted as ${rule}: the input is ${text.length} characters long, more than the allowed ${maxLength}.`,
  };
}

/** A tree for valid input; for invalid input, where it fails and what could have come there. */
export function check(rule: RuleName, text: string, options?: CheckOptions): CheckResult {
  assertArguments(rule, text);
  const error = lengthError(rule, text, options, 'check') ?? findError(rule, text);
  if (error) return { ok: false, error };
  return { ok: true, tree: treeOf(rule, text) };
}

/** The parse tree of `text` as a `rule`; throws `UriSyntaxError` when it is not one. */
export function parseTree(rule: RuleName, text: string, options?: CheckOptions): ParseTree {
  const result = check(rule, text, options);
  if (!result.ok) throw new UriSyntaxError(result.error);
  return result.tree;
}

/** Combinators for the tree of input already known to be valid. */
function treeOf(rule: RuleName, text: string): ParseTree {
  const result = rfc3986.combinators.wholeInput(rule).parse(text);
  if (!result.status) {
    // The automaton and the combinators are built from the same rules and tested to agree.
    throw new Error(
      `uri-grammar internal error: ${rule} accepts ${JSON.stringify(text.slice(0, 200))} but its combinator fails at ${result.index.offset}`,
    );
  }
  return result.value;
}
