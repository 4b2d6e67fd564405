/**
 * RFC 6570 section 3, by Appendix A's algorithm: literals are copied (3.1), each expression is
 * expanded by its operator's row of the table, each varspec by its value's kind.
 *
 * Where the normative text and the non-normative appendix differ, the normative text is
 * followed: an exploded associative array's pair whose value is empty is written "name" alone
 * outside form-style expressions (3.2.1: "if the value is the empty string and the expression
 * type does not indicate form-style parameters ... simply "name""; Appendix A writes "name=").
 * The names of an associative array are encoded as its values are (3.2.1: "Both name and value
 * strings are encoded in the same way as simple string values"). A varname is written as the
 * template writes it (its characters, triplets included, are all allowed in a URI).
 */
import { encodeExcept, octetAt, tripletsAreUtf8 } from '../percent';
import { TemplateError } from './errors';
import { type OperatorRow, type TemplatePart, UR_TABLE, U_TABLE, parsedTemplate } from './parse';
import { type TemplateVariables, type Value, assertVariables, lookup, readValue } from './values';

/** The length of the UTF-8 sequence a lead octet starts, or 1 (a lone triplet). */
function sequenceLength(octet: number): number {
  if (octet >= 0xc2 && octet <= 0xdf) return 2;
  if (octet >= 0xe0 && octet <= 0xef) return 3;
  if (octet >= 0xf0 && octet <= 0xf4) return 4;
  return 1;
}

/**
 * The first `length` characters of `value` (2.4.1), counted as code points; in a U+R
 * expansion, where triplets pass through, a run of triplets that encodes one code point in
 * UTF-8 is one character, and any other triplet one too, so no character is split.
 */
export function prefixOf(value: string, length: number, reserved: boolean): string {
  let at = 0;
  for (let count = 0; count < length && at < value.length; count++) {
    const octet = reserved ? octetAt(value, at) : -1;
    if (octet >= 0) {
      const octets = sequenceLength(octet);
      const end = at + 3 * octets;
      let run = octets;
      for (let k = 1; k < octets; k++) if (octetAt(value, at + 3 * k) < 0) run = 0;
      at = run > 1 && tripletsAreUtf8(value, at, end) ? end : at + 3;
      continue;
    }
    const code = value.charCodeAt(at);
    at += code >= 0xd800 && code <= 0xdbff && at + 1 < value.length ? 2 : 1;
  }
  return value.slice(0, at);
}

function encoder(row: OperatorRow, name: string, offset: number): (text: string) => string {
  const table = row.reserved ? UR_TABLE : U_TABLE;
  return (text: string) => {
    try {
      return encodeExcept(text, table, null, 'expandTemplate', row.reserved);
    } catch (cause) {
      throw new TemplateError(
        'invalid-value',
        offset,
        name,
        `expandTemplate: variable "${name}" holds a lone surrogate, which has no UTF-8 form (${(cause as Error).message})`,
      );
    }
  };
}

function expandExpression(
  part: Extract<TemplatePart, { kind: 'expression' }>,
  variables: TemplateVariables,
): string {
  const row = part.row;
  if (row === undefined) {
    throw new TemplateError(
      'reserved-operator',
      part.offset + 1,
      undefined,
      `expandTemplate: the operator "${part.operator}" at offset ${part.offset + 1} is reserved for future extensions (RFC 6570 section 2.2)`,
    );
  }
  let out = '';
  let defined = 0;
  for (const varspec of part.varspecs) {
    const { name, offset } = varspec;
    const value: Value | undefined = readValue(lookup(variables, name), name, offset);
    if (value === undefined) continue;
    if (varspec.prefix !== undefined && value.kind !== 'string') {
      throw new TemplateError(
        'prefix-on-composite',
        offset,
        name,
        `expandTemplate: variable "${name}" has a prefix modifier (:${varspec.prefix}) but holds ${value.kind === 'list' ? 'a list' : 'an associative array'}; prefixes apply to strings only (RFC 6570 section 2.4.1)`,
      );
    }
    out += defined++ === 0 ? row.first : row.sep;
    const encode = encoder(row, name, offset);
    if (value.kind === 'string') {
      if (row.named) {
        out += name;
        if (value.value === '') {
          out += row.ifemp;
          continue;
        }
        out += '=';
      }
      const text =
        varspec.prefix === undefined
          ? value.value
          : prefixOf(value.value, varspec.prefix, row.reserved);
      out += encode(text);
    } else if (!varspec.explode) {
      if (row.named) out += `${name}=`;
      out +=
        value.kind === 'list'
          ? value.items.map(encode).join(',')
          : value.pairs.map(([key, item]) => `${encode(key)},${encode(item)}`).join(',');
    } else if (row.named) {
      const pairs: readonly (readonly [string, string])[] =
        value.kind === 'list' ? value.items.map((item) => [name, item] as const) : value.pairs;
      out += pairs
        .map(([key, item]) => {
          // A list's members are paired with the varname, written as the template writes it.
          const written = value.kind === 'list' ? key : encode(key);
          return item === '' ? written + row.ifemp : `${written}=${encode(item)}`;
        })
        .join(row.sep);
    } else {
      out +=
        value.kind === 'list'
          ? value.items.map(encode).join(row.sep)
          : value.pairs
              .map(([key, item]) => (item === '' ? encode(key) : `${encode(key)}=${encode(item)}`))
              .join(row.sep);
    }
  }
  return out;
}

/**
 * RFC 6570 expansion of `template` with `variables`. An invalid template is a `UriSyntaxError`
 * (offset and expected set, like every syntax error here), never a best-effort expansion; a value
 * of the wrong shape, or an operator RFC 6570 reserves, is a `TemplateError` naming the
 * variable and its offset.
 */
export function expandTemplate(template: string, variables: TemplateVariables): string {
  const parsed = parsedTemplate(template);
  assertVariables(variables);
  let out = '';
  for (const part of parsed.parts) {
    out += part.kind === 'literal' ? part.expanded : expandExpression(part, variables);
  }
  return out;
}
