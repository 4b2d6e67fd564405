/** Why a valid template could not be expanded with the values given, or matched. */
export type TemplateErrorCode =
  /** An op-reserve operator (`=`, `,`, `!`, `@`, `|`): reserved for future extensions (2.2). */
  | 'reserved-operator'
  /** A prefix modifier on a list or associative array (2.4.1). */
  | 'prefix-on-composite'
  /** A value that is not a string, list or associative array, or has no UTF-8 form. */
  | 'invalid-value'
  /** matchTemplate only: a variable named twice, whose occurrences must then be equal. */
  | 'repeated-variable'
  /**
   * matchTemplate only: prefixes whose lengths add up past `MAX_PREFIX_TOTAL`; a prefix `:k`
   * costs k copies of one character's states, and an 8-character `{a:9999}` would otherwise
   * build half a million.
   */
  | 'template-too-large';

/**
 * A template that cannot be expanded with the values given (or matched): where in the template
 * (`offset`), and which variable (`variable`, the varname as written; undefined for a reserved
 * operator).
 */
export class TemplateError extends Error {
  readonly code: TemplateErrorCode;
  readonly offset: number;
  readonly variable: string | undefined;

  constructor(
    code: TemplateErrorCode,
    offset: number,
    variable: string | undefined,
    message: string,
  ) {
    super(message);
    this.code = code;
    this.offset = offset;
    this.variable = variable;
  }
}

Object.defineProperty(TemplateError.prototype, 'name', {
  value: 'TemplateError',
  writable: true,
  configurable: true,
});
