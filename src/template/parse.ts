/**
 * A URI Template read once: `grammar('rfc6570')`'s automaton decides whether it is a template
 * (an invalid one is a `UriSyntaxError` with the offset and expected set of any rule's error),
 * then one pass over the valid text records each literal run and each expression with its
 * operator and varspecs, offsets included. Expansion and matching both work from that record.
 */
import { rfc3986, rfc6570 } from '../../grammar';
import { syntaxError } from '../errors';
import { asciiCharactersOf, encodeExcept } from '../percent';
import { assertText, type CheckOptions, lengthError, validatorsOf } from '../validate';

/** An operator's row of RFC 6570 Appendix A's table. */
export interface OperatorRow {
  /** The operator as written (`""` for simple string expansion). */
  readonly operator: string;
  readonly first: string;
  readonly sep: string;
  readonly named: boolean;
  readonly ifemp: string;
  /** U+R: reserved characters and pct-encoded triplets pass through; else U. */
  readonly reserved: boolean;
}

function row(
  operator: string,
  first: string,
  sep: string,
  named: boolean,
  ifemp: string,
  reserved: boolean,
): OperatorRow {
  return Object.freeze({ operator, first, sep, named, ifemp, reserved });
}

/** Appendix A's table, by operator. The op-reserve operators (2.2) have no row. */
export const OPERATORS: ReadonlyMap<string, OperatorRow> = new Map([
  ['', row('', '', ',', false, '', false)],
  ['+', row('+', '', ',', false, '', true)],
  ['.', row('.', '.', '.', false, '', false)],
  ['/', row('/', '/', '/', false, '', false)],
  [';', row(';', ';', ';', true, '', false)],
  ['?', row('?', '?', '&', true, '=', false)],
  ['&', row('&', '&', '&', true, '=', false)],
  ['#', row('#', '#', ',', false, '', true)],
]);

export interface Varspec {
  /** The varname as written: pct-encoded triplets are part of it, never decoded (2.3). */
  readonly name: string;
  /** Offset of the varspec in the template. */
  readonly offset: number;
  /** The prefix modifier's max-length, or undefined. */
  readonly prefix: number | undefined;
  readonly explode: boolean;
}

export type TemplatePart =
  | {
      readonly kind: 'literal';
      readonly offset: number;
      /** The literal as expansion writes it (3.1): non-ASCII percent-encoded, triplets kept. */
      readonly expanded: string;
    }
  | {
      readonly kind: 'expression';
      readonly offset: number;
      /** The operator character, `""` for none; an op-reserve operator has no `row`. */
      readonly operator: string;
      readonly row: OperatorRow | undefined;
      readonly varspecs: readonly Varspec[];
    };

export interface ParsedTemplate {
  readonly template: string;
  readonly parts: readonly TemplatePart[];
}

const VALIDATORS = validatorsOf(rfc6570);

/** Unreserved and reserved: what a literal (3.1) and a U+R expansion copy as they are. */
export const U_TABLE = asciiCharactersOf(rfc3986, 'unreserved');
export const UR_TABLE: Uint8Array = (() => {
  const reserved = asciiCharactersOf(rfc3986, 'reserved');
  return U_TABLE.map((allowed, code) => allowed | reserved[code]!);
})();

/** Section 3.1: a literal run as the URI reference carries it. */
export function expandLiteral(text: string): string {
  return encodeExcept(text, UR_TABLE, null, 'expandTemplate', true);
}

/** The varspecs of a valid variable-list from `from` to `to` (2.3, 2.4), with their offsets. */
function readVarspecs(text: string, from: number, to: number): Varspec[] {
  const varspecs: Varspec[] = [];
  let offset = from;
  for (const piece of text.slice(from, to).split(',')) {
    varspecs.push(Object.freeze(readVarspec(piece, offset)));
    offset += piece.length + 1;
  }
  return varspecs;
}

function readVarspec(piece: string, offset: number): Varspec {
  if (piece.endsWith('*')) {
    return { name: piece.slice(0, -1), offset, prefix: undefined, explode: true };
  }
  const colon = piece.indexOf(':');
  if (colon < 0) return { name: piece, offset, prefix: undefined, explode: false };
  const prefix = Number(piece.slice(colon + 1));
  return { name: piece.slice(0, colon), offset, prefix, explode: false };
}

/** Throws the `UriSyntaxError` of an invalid template (or a TypeError for a non-string). */
export function parseTemplate(template: string, options?: CheckOptions): ParsedTemplate {
  assertText(template);
  const tooLong = lengthError('URI-Template', template, options, 'template');
  if (tooLong) throw syntaxError(tooLong);
  // The automaton is built at the first template, not at import.
  if (!rfc6570.automaton('URI-Template').accepts(template)) {
    throw syntaxError(VALIDATORS.findError('URI-Template', template)!);
  }
  const parts: TemplatePart[] = [];
  let at = 0;
  while (at < template.length) {
    const open = template.indexOf('{', at);
    const literalEnd = open < 0 ? template.length : open;
    if (literalEnd > at) {
      parts.push(
        Object.freeze({
          kind: 'literal',
          offset: at,
          expanded: expandLiteral(template.slice(at, literalEnd)),
        }),
      );
    }
    if (open < 0) break;
    const close = template.indexOf('}', open);
    const first = template[open + 1]!;
    const hasOperator = '+#./;?&=,!@|'.includes(first);
    const operator = hasOperator ? first : '';
    const listStart = open + 1 + (hasOperator ? 1 : 0);
    parts.push(
      Object.freeze({
        kind: 'expression',
        offset: open,
        operator,
        row: OPERATORS.get(operator),
        varspecs: Object.freeze(readVarspecs(template, listStart, close)),
      }),
    );
    at = close + 1;
  }
  return Object.freeze({ template, parts: Object.freeze(parts) });
}

/** Parsed templates by text, so a template used again is not read again; bounded. */
const CACHE = new Map<string, ParsedTemplate>();
const CACHE_LIMIT = 500;

export function parsedTemplate(template: string): ParsedTemplate {
  let parsed = typeof template === 'string' ? CACHE.get(template) : undefined;
  if (parsed === undefined) {
    parsed = parseTemplate(template);
    if (CACHE.size >= CACHE_LIMIT) CACHE.clear();
    CACHE.set(template, parsed);
  }
  return parsed;
}
