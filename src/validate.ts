/**
 * Validation against any single rule of any grammar: `isValid` (a boolean), `check` (a tree or an
 * error value saying where and why) and `parseTree` (a tree or a thrown `UriSyntaxError`).
 *
 * `validatorsFor(grammar)` gives the three for one compiled grammar; the functions exported at the
 * top level are RFC 3986's.
 */
import {
  type CompiledGrammar,
  END_OF_INPUT,
  type ParseTree,
  type Recognizer,
  pendingTree,
  type RuleName,
  rfc3986,
} from '../grammar';
import { describeValue, notAStringError } from './describe-value';
import { PegTrapError, type SyntaxErrorInfo, syntaxError } from './errors';
import { memoByIdentity } from './identity-memo';
import { option } from './own-properties';

export interface CheckOptions {
  /** Refuse longer input up front with code `too-long` (untrusted input). */
  readonly maxLength?: number | undefined;
}

export type CheckResult<Name extends string = RuleName> =
  | { readonly ok: true; readonly tree: ParseTree<Name>; readonly error?: undefined }
  | { readonly ok: false; readonly error: SyntaxErrorInfo<Name> };

// Named values and articles live in one module; re-exported for the modules that import it here.
export { describeValue } from './describe-value';

export function assertText(text: unknown): asserts text is string {
  if (typeof text !== 'string') {
    throw new TypeError(`text must be a string, got ${describeValue(text)}`);
  }
}

const NOT_SHOWN = /^[\p{C}\p{Z}]$/u;

/** `"!"` to `"~"`, as `JSON.stringify` quotes them. */
const PRINTABLE_ASCII: readonly string[] = Array.from({ length: 0x7f - 0x21 }, (_, i) =>
  JSON.stringify(String.fromCharCode(0x21 + i)),
);

/**
 * Names of characters past printable ASCII already described, by code point, for grammars
 * without and with non-ASCII characters: a refused space or "é" is named once, not formatted
 * again at each refusal (a regular expression, a hex code and JSON.stringify each time, most
 * of what a refusal at such a character cost). Cleared when full, so it stays small.
 */
const DESCRIBED: readonly [Map<number, string>, Map<number, string>] = [new Map(), new Map()];
const DESCRIBED_LIMIT = 1024;

/** A character as a person would name it in a message; `nonAscii` when the grammar has such. */
export function describeCharacter(text: string, offset: number, nonAscii = false): string {
  return describeCode(String.prototype.codePointAt.call(text, offset) ?? 0, nonAscii);
}

/** Where `code` stands in `PRINTABLE_ASCII`, or -1 when it is not `"!"` to `"~"`. */
function printableIndex(code: number): number {
  return code > 0x20 && code < 0x7f ? code - 0x21 : -1;
}

/** `describeCharacter` of the code point `code`. */
function describeCode(code: number, nonAscii: boolean): string {
  // Printable ASCII, the usual culprit, is named from a table: the error path of `check` and
  // `safeParse` spent a third of its time formatting a hex code it did not use.
  const printable = printableIndex(code);
  if (printable >= 0) return PRINTABLE_ASCII[printable]!;
  const described = DESCRIBED[nonAscii ? 1 : 0];
  let name = described.get(code);
  if (name === undefined) {
    if (described.size >= DESCRIBED_LIMIT) described.clear();
    name = nameCharacter(code, nonAscii);
    described.set(code, name);
  }
  return name;
}

/** `describeCharacter` of a code point that is not printable ASCII. */
function nameCharacter(code: number, nonAscii: boolean): string {
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (code === 0x20) return `a space (${hex})`;
  if (code < 0x20 || code === 0x7f) return `the control character ${hex}`;
  if (code >= 0xd800 && code <= 0xdfff)
    return `a lone surrogate (${hex}, half of a pair, no character on its own)`;
  // Above ASCII: controls, format characters (bidi controls among them), private use,
  // unassigned code points and separators are named by their code alone: quoted raw they would
  // be invisible, or rearrange the text around them wherever the message is shown.
  const character = String.fromCodePoint(code);
  if (NOT_SHOWN.test(character)) {
    return nonAscii
      ? `the character ${hex} (invisible or a control)`
      : `the non-ASCII character ${hex} (invisible or a control; allowed only percent-encoded)`;
  }
  const shown = JSON.stringify(character);
  return nonAscii
    ? `the character ${shown} (${hex})`
    : `the non-ASCII character ${shown} (${hex}, allowed only percent-encoded)`;
}

/** What a refusal's message says of one expected list, made once per list (lists are per state). */
interface ListedExpected {
  /** The end of the message: ` where "a", "b" or the end of input could stand.` */
  readonly ending: string;
  /** Whether a `"]"` could stand: then the refusal may be inside an IP literal left open. */
  readonly closesBracket: boolean;
  /**
   * The message after its offset, ``: found "x" where ... could stand.``, by what was found: an
   * ASCII character at its code, the end of input at `AT_END`. Made at the first refusal at each:
   * a message is then this joined to the words before it (`messagePrefix`), where it was eight
   * strings joined (the joins were most of a refusal's cost beyond its run). Not kept for a
   * literal left open, whose message names where it opened, nor for a character above ASCII (how
   * one is named depends on the grammar).
   */
  readonly afterOffset: (string | undefined)[];
}

/** Each expected list's message ending, made once per list (a list is per automaton state). */
const listExpected = memoByIdentity((expected: readonly string[]): ListedExpected => ({
  ending: ` where ${joinExpected(expected)} could stand.`,
  closesBracket: expected.includes('"]"'),
  afterOffset: [],
}));

/** Each recognizer's listings by the state its refusals stop in, and the last one's at hand. */
const LISTINGS = new WeakMap<Recognizer, (ListedExpected | undefined)[]>();
let listingsOf: Recognizer | undefined;
let listings: (ListedExpected | undefined)[] = [];

/**
 * `listExpected` of the list `expected` that `recognizer` gave for its last refusal, kept by the
 * state the refusal stopped in: an array index, where `listExpected`'s WeakMap hashes the list
 * (a fifth of what a refusal cost beyond its run, on the bench's generated strings).
 */
function listedAtRefusal(recognizer: Recognizer, expected: readonly string[]): ListedExpected {
  const state = recognizer.refusalState();
  if (state < 0) return listExpected(expected);
  if (recognizer !== listingsOf) {
    let kept = LISTINGS.get(recognizer);
    if (kept === undefined) {
      kept = [];
      LISTINGS.set(recognizer, kept);
    }
    listings = kept;
    listingsOf = recognizer;
  }
  return (listings[state] ??= listExpected(expected));
}

/**
 * `Not a valid RULE at offset N` by N, for the last rule refused (a loop refuses one rule), made
 * at the first refusal at each offset below `KEPT_OFFSETS`: a message is then two strings joined,
 * with no number written out, and takes one new string where it took three.
 */
let lastPrefixRule: string | undefined;
let lastPrefixes: (string | undefined)[] = [];
const KEPT_OFFSETS = 256;

function messagePrefix(rule: string, offset: number): string {
  if (rule !== lastPrefixRule) {
    lastPrefixes = [];
    lastPrefixRule = rule;
  }
  if (offset >= KEPT_OFFSETS) return `Not a valid ${rule} at offset ${offset}`;
  return (lastPrefixes[offset] ??= `Not a valid ${rule} at offset ${offset}`);
}

/**
 * How every refusal's message with this expected list ends (` where "a" or "b" could stand.`):
 * one string per list, so that a writer can encode it once (the CLI's JSON answers do).
 */
export function messageEnding(expected: readonly string[]): string {
  return listExpected(expected).ending;
}

function joinExpected(expected: readonly string[]): string {
  const items = expected.map((item) => (item === END_OF_INPUT ? 'the end of input' : item));
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/**
 * The error for `text` refused at `offset` by `recognizer`, right after its `refusedAt` run: what
 * could have stood there comes from that run's last state, with no second run.
 */
export function refusal<Name extends string>(
  rule: Name,
  text: string,
  offset: number,
  recognizer: Recognizer,
): SyntaxErrorInfo<Name> {
  const expected = recognizer.expectedAtRefusal();
  const listed = listedAtRefusal(recognizer, expected);
  const code = offset < text.length ? (String.prototype.codePointAt.call(text, offset) ?? 0) : -1;
  const open = listed.closesBracket ? unclosedAt(text, offset) : -1;
  let afterOffset: string;
  if (code < AT_END && open < 0) {
    // ASCII is named the same in every grammar.
    afterOffset = listed.afterOffset[code < 0 ? AT_END : code] ??=
      `: found ${foundName(code, false)}${listed.ending}`;
  } else {
    const opened = open < 0 ? '' : ` the "[" at offset ${open} is never closed;`;
    afterOffset = `:${opened} found ${foundName(code, recognizer.readsNonAscii)}${listed.ending}`;
  }
  return {
    code: 'syntax',
    rule,
    offset,
    expected,
    message: messagePrefix(rule, offset) + afterOffset,
  };
}

/** Where `afterOffset` keeps the message of a refusal at the end of input: after ASCII's codes. */
const AT_END = 0x80;

/** What a refusal found, `code` (-1: the end of input), as its message names it. */
function foundName(code: number, nonAscii: boolean): string {
  return code < 0 ? 'the end of input' : describeCode(code, nonAscii);
}

/**
 * Where the "[" stands when the refusal at `offset` comes inside an IP literal (where a `"]"`
 * could stand) whose "]" the text never writes, else -1: `http://[::1/` fails at the "/", where
 * the reader must learn that the literal was left open, not that a "/" stands after a host.
 */
function unclosedAt(text: string, offset: number): number {
  if (offset === 0) return -1;
  const open = String.prototype.lastIndexOf.call(text, '[', offset - 1);
  return open < 0 || String.prototype.indexOf.call(text, ']', open) >= 0 ? -1 : open;
}

/** What a `too-long` error expects at the limit; frozen, like every `expected` list. */
const TOO_LONG_EXPECTED: readonly string[] = Object.freeze([END_OF_INPUT]);

/**
 * The `too-long` error when `text` is longer than `options.maxLength`, else null. A limit that
 * is not a whole number from 0 up (or Infinity) is a programming error: TypeError.
 */
export function lengthError<Name extends string>(
  rule: Name,
  text: string,
  options: CheckOptions | undefined,
  where: string,
): SyntaxErrorInfo<Name> | null {
  if (options === undefined) return null;
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

/** The validators of one grammar. */
export interface Validators<Name extends string> {
  /** Whether the whole of `text` matches `rule`; false for a non-string, never a throw. */
  readonly isValid: (rule: Name, text: unknown) => boolean;
  /** A tree for valid input; for invalid input (a non-string too), where and why, as a value. */
  readonly check: (rule: Name, text: unknown, options?: CheckOptions) => CheckResult<Name>;
  /** The parse tree of `text` as a `rule`; throws `UriSyntaxError` when it is not one. */
  readonly parseTree: (rule: Name, text: string, options?: CheckOptions) => ParseTree<Name>;
  /** Where and why `text` is not a `rule`, or null when it is. */
  readonly findError: (rule: Name, text: string) => SyntaxErrorInfo<Name> | null;
  /** Throws a TypeError unless `rule` names a rule of the grammar and `text` is a string. */
  readonly assertArguments: (rule: unknown, text: unknown) => asserts rule is Name;
}

/** `isValid`, `check`, `parseTree` and friends for `grammar`. */
export function validatorsFor<Name extends string>(
  grammar: CompiledGrammar<Name>,
): Validators<Name> {
  const assertRule = (rule: unknown): void => {
    if (!grammar.isRuleName(rule)) {
      throw new TypeError(
        `unknown rule ${describeValue(rule)}: the ${grammar.title} rules are ${grammar.names.join(', ')}`,
      );
    }
  };
  function assertArguments(rule: unknown, text: unknown): asserts rule is Name {
    assertRule(rule);
    assertText(text);
  }

  // The rule of the last call and its automaton: a loop over one rule compares two pointers
  // instead of looking the rule up. Only a rule already checked is ever remembered.
  let lastRule: unknown;
  let lastAutomaton: { accepts(text: string): boolean } | undefined;
  const isValid = (rule: Name, text: unknown): boolean => {
    if (rule === lastRule && typeof text === 'string') return lastAutomaton!.accepts(text);
    assertRule(rule);
    // A guard for unchecked input (`req.body.url`): a non-string is simply not valid.
    if (typeof text !== 'string') return false;
    lastAutomaton = grammar.recognizer(rule);
    lastRule = rule;
    return lastAutomaton.accepts(text);
  };

  const findError = (rule: Name, text: string): SyntaxErrorInfo<Name> | null => {
    const automaton = grammar.recognizer(rule);
    const offset = automaton.refusedAt(text);
    return offset < 0 ? null : refusal(rule, text, offset, automaton);
  };

  /** Combinators for the tree of input already known to be valid. */
  const treeOf = (rule: Name, text: string): ParseTree<Name> => {
    const result = grammar.combinators.wholeInput(rule).parse(text);
    if (!result.status) {
      // The automaton and the combinators are built from the same rules and tested to agree
      // (traps() is [] for every built-in grammar); a grammar of the user's may not be.
      throw new PegTrapError(
        `${grammar.title} ${rule} accepts ${JSON.stringify(String.prototype.slice.call(text, 0, 200))} but its ordered-choice parser (the tree) fails at ${result.index.offset}: a PEG trap, which traps() reports and an override fixes (in a built-in grammar, a uri-grammar internal error)`,
      );
    }
    return result.value;
  };

  // `check`'s own memory of its last rule, as `isValid` has (a loop over one rule asks neither
  // the rule set nor the automata map again).
  let lastCheckedRule: unknown;
  let lastRecognizer: Recognizer | undefined;
  const check = (rule: Name, text: unknown, options?: CheckOptions): CheckResult<Name> => {
    let automaton: Recognizer;
    if (rule === lastCheckedRule) automaton = lastRecognizer!;
    else {
      assertRule(rule);
      automaton = lastRecognizer = grammar.recognizer(rule);
      lastCheckedRule = rule;
    }
    if (typeof text !== 'string') {
      return { ok: false, error: notAStringError(grammar.title, rule, text) };
    }
    if (options !== undefined) {
      const tooLong = lengthError(rule, text, options, 'check');
      if (tooLong) return { ok: false, error: tooLong };
    }
    // One run gives the verdict and, for a refusal, where and what could have stood there.
    const offset = automaton.refusedAt(text);
    if (offset >= 0) return { ok: false, error: refusal(rule, text, offset, automaton) };
    // The tree is parsed when it is first read: a caller that asks only whether the input is
    // valid, or where it fails, pays for the one run.
    return { ok: true, tree: pendingTree(rule, text.length, () => treeOf(rule, text)) };
  };

  const parseTree = (rule: Name, text: string, options?: CheckOptions): ParseTree<Name> => {
    assertArguments(rule, text); // a non-string is the caller's bug here: a TypeError
    const error = lengthError(rule, text, options, 'parseTree') ?? findError(rule, text);
    if (error) throw syntaxError(error);
    return treeOf(rule, text);
  };

  return { isValid, check, parseTree, findError, assertArguments };
}

const VALIDATORS = new WeakMap<object, Validators<string>>();

/** The validators of `grammar`, made once. */
export function validatorsOf<Name extends string>(
  grammar: CompiledGrammar<Name>,
): Validators<Name> {
  let validators = VALIDATORS.get(grammar) as Validators<Name> | undefined;
  if (!validators) {
    validators = validatorsFor(grammar);
    VALIDATORS.set(grammar, validators as unknown as Validators<string>);
  }
  return validators;
}

const RFC3986_VALIDATORS = validatorsOf(rfc3986);

/**
 * Whether the whole of `text` matches the RFC 3986 `rule`. A value that is not a string is not
 * valid: false, never a throw, so unchecked input (`req.body.url`) is a refusal, not a crash.
 * An unknown rule name is the caller's bug: a TypeError.
 */
export const isValid: (rule: RuleName, text: unknown) => boolean = RFC3986_VALIDATORS.isValid;

/**
 * A tree for valid input; for invalid input, where it fails and what could have come there. A
 * non-string is an error value too, with code `not-a-string`.
 */
export const check: (rule: RuleName, text: unknown, options?: CheckOptions) => CheckResult =
  RFC3986_VALIDATORS.check;

/** The parse tree of `text` as an RFC 3986 `rule`; throws `UriSyntaxError` when it is not one. */
export const parseTree: (
  rule: RuleName,
  text: string,
  options?: CheckOptions,
) => ParseTree<RuleName> = RFC3986_VALIDATORS.parseTree;
