/**
 * `--scheme-syntax` for `check` and `parse`: after the generic grammar, a URI whose scheme has a
 * grammar here (http, https, ws, wss, urn, tel, ...) must meet it, as `parseScheme` judges
 * (RFC 3986 3.1); `parse` then prints the scheme's components too.
 */
import { parseScheme } from '../uri-schemes/parse-scheme';
import type { SyntaxErrorInfo } from '../errors';
import { UsageError, type ParsedArgs } from './args';

export const SCHEME_SYNTAX_HELP = `  --scheme-syntax  also hold a URI to its scheme's own grammar where there is one (http,
                   https, ws, wss, urn, tel, ...: docs/schemes.md); rfc3986 only`;

/** Whether `--scheme-syntax` was given (a usage error with a grammar other than rfc3986). */
export function schemeSyntaxOption(args: ParsedArgs, grammarName: string): boolean {
  if (!args.flags.has('scheme-syntax')) return false;
  if (grammarName !== 'rfc3986') {
    throw new UsageError(
      `--scheme-syntax judges URIs by the scheme grammars, on rfc3986; not with ${grammarName}`,
    );
  }
  return true;
}

/** What the scheme's grammar says of `input`, already valid under the generic grammar. */
export function schemeVerdict(
  input: string,
):
  | { readonly error: SyntaxErrorInfo<string> }
  | { readonly error: null; readonly components: unknown } {
  const result = parseScheme(input);
  if (!result.known) return { error: null, components: undefined };
  if (!result.valid) return { error: result.error! };
  return { error: null, components: result.components };
}
