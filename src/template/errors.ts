/** Why a valid template could not be expanded with the values given. */
export type TemplateExpansionErrorCode =
  /** An op-reserve operator (`=`, `,`, `!`, `@`, `|`): reserved for future extensions (2.2). */
  | 'reserved-operator'
  /** A prefix modifier on a list or associative array (2.4.1). */
  | 'prefix-on-composite'
  /** A value that is not a string, list or associative array, or has no UTF-8 form. */
  | 'invalid-value';

/**
 * An expansion error: where in the template (`offset`), and which variable (`variable`, the
 * varname as written; undefined for a reserved operator).
 */
export class TemplateExpansionError extends Error {
  readonly code: TemplateExpansionErrorCode;
  readonly offset: number;
  readonly variable: string | undefined;

  constructor(
    code: TemplateExpansionErrorCode,
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

Object.defineProperty(TemplateExpansionError.prototype, 'name', {
  value: 'TemplateExpansionError',
  writable: true,
  configurable: true,
});
