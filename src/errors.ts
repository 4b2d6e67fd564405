import type { RuleName } from '../grammar';

/** Why input was refused: it breaks the grammar, or it is longer than the caller allows. */
export type ErrorCode = 'syntax' | 'too-long';

export interface SyntaxErrorInfo {
  readonly code: ErrorCode;
  readonly rule: RuleName;
  /** Index of the first character that no valid string with the preceding prefix can have. */
  readonly offset: number;
  /** What could have stood at `offset`, in ABNF terms (rule names, quoted strings, `end of input`). */
  readonly expected: readonly string[];
  /** One sentence for a person. */
  readonly message: string;
}

/** Thrown by the calls that return a value (`parseTree`, `parse`, ...) when input is invalid. */
export class UriSyntaxError extends Error implements SyntaxErrorInfo {
  readonly code: ErrorCode;
  readonly rule: RuleName;
  readonly offset: number;
  readonly expected: readonly string[];

  constructor(info: SyntaxErrorInfo) {
    super(info.message);
    this.name = 'UriSyntaxError';
    this.code = info.code;
    this.rule = info.rule;
    this.offset = info.offset;
    this.expected = info.expected;
  }
}
