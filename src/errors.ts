import type { RuleName } from '../grammar';
import { ownFields } from './own-properties';

/**
 * Why input was refused: it breaks the grammar, it is longer than the caller allows, or it is
 * not a string at all (`check` and `safeParse` say so as a value; `parse` throws a TypeError).
 */
export type ErrorCode = 'syntax' | 'too-long' | 'not-a-string';

export interface SyntaxErrorInfo<Name extends string = RuleName> {
  readonly code: ErrorCode;
  /** The rule the input was checked against, by its name in the grammar used. */
  readonly rule: Name;
  /** Index of the first character that no valid string with the preceding prefix can have. */
  readonly offset: number;
  /** What could have stood at `offset`, in ABNF terms (rule names, quoted strings, `end of input`). */
  readonly expected: readonly string[];
  /** One sentence for a person. */
  readonly message: string;
}

/** Whether `Error.stackTraceLimit` is an own writable data property (false when Error is frozen). */
const STACK_TRACE_LIMIT_IS_WRITABLE = ((): boolean => {
  const descriptor = Object.getOwnPropertyDescriptor(Error, 'stackTraceLimit');
  return descriptor !== undefined && descriptor.writable === true && !Object.isFrozen(Error);
})();

/**
 * Thrown by the calls that return a value (`parseTree`, `parse`, ...) when input is invalid.
 *
 * It describes the input, not the program, so it carries no stack trace: capturing one was
 * three quarters of the cost of rejecting a string, and services reject untrusted strings on
 * hot paths.
 */
const INFO_FIELDS = ['code', 'rule', 'offset', 'expected', 'message'] as const;

/** A caller's info, read as own data and checked: the library's own is trusted instead. */
function checkedInfo(info: unknown): SyntaxErrorInfo<string> {
  const { code, rule, offset, expected, message } = ownFields(info, INFO_FIELDS, 'UriSyntaxError');
  if (code !== 'syntax' && code !== 'too-long' && code !== 'not-a-string') {
    throw new TypeError('UriSyntaxError: code must be "syntax", "too-long" or "not-a-string"');
  }
  if (typeof rule !== 'string' || typeof message !== 'string') {
    throw new TypeError('UriSyntaxError: rule and message must be strings');
  }
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) {
    throw new TypeError('UriSyntaxError: offset must be a whole number');
  }
  if (!Array.isArray(expected) || !expected.every((item) => typeof item === 'string')) {
    throw new TypeError('UriSyntaxError: expected must be an array of strings');
  }
  const list: readonly string[] = expected;
  return {
    code,
    rule,
    offset,
    message,
    expected: Object.isFrozen(list) ? list : Object.freeze([...list]),
  };
}

/** The info `syntaxError` is constructing an error from, while it does. */
let trusted: SyntaxErrorInfo<string> | undefined;

export class UriSyntaxError extends Error implements SyntaxErrorInfo<string> {
  // `declare`: assigned once in the constructor, with no class-field definitions emitted first.
  declare readonly code: ErrorCode;
  declare readonly rule: string;
  declare readonly offset: number;
  declare readonly expected: readonly string[];

  constructor(info: SyntaxErrorInfo<string>) {
    // A caller may build one too: read what it passed as own data, checked, never through getters.
    // The library's own errors (made by `syntaxError`) skip that: they are rejections on hot paths.
    const { code, rule, offset, expected, message } = info === trusted ? info : checkedInfo(info);
    // Skip the stack trace only where the limit can be set: under `node --frozen-intrinsics`
    // Error is frozen, and writing to it would throw a TypeError instead of this error.
    const skipStack = STACK_TRACE_LIMIT_IS_WRITABLE;
    const limit = Error.stackTraceLimit;
    if (skipStack) Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      if (skipStack) Error.stackTraceLimit = limit;
    }
    this.code = code;
    this.rule = rule;
    this.offset = offset;
    this.expected = expected;
  }
}

// On the prototype, like Error's own: one property fewer to write on every rejection.
Object.defineProperty(UriSyntaxError.prototype, 'name', {
  value: 'UriSyntaxError',
  writable: true,
  configurable: true,
});

/** A `UriSyntaxError` from info the library made itself (checked where it was made). */
/**
 * A tree asked of input the rule's automaton accepts, which its ordered-choice parser cannot
 * give: a PEG trap in a grammar of the user's (`traps()` reports it, an override fixes it), not a
 * fault of the input. Thrown when the tree is read. For a built-in grammar it would be a bug of
 * this library (their `traps()` is empty, tested).
 */
export class PegTrapError extends Error {
  override readonly name = 'PegTrapError';
}

export function syntaxError(info: SyntaxErrorInfo<string>): UriSyntaxError {
  trusted = info;
  try {
    return new UriSyntaxError(info);
  } finally {
    trusted = undefined;
  }
}
