/**
 * The error properties every grammar on the engine is held to (test/grammars/rfc3986/errors.test.ts for RFC 3986,
 * and each grammar's errors.test.ts under test/grammars/): `offset` is the
 * length, in UTF-16 units, of the longest prefix of the input that begins some valid string (the
 * oracle's viable-prefix expressions give it); `end of input` is expected exactly when that prefix
 * is valid; every expected label can stand there; every shorter prefix fails only where it ends;
 * nothing after the offset helps.
 */
import fc from 'fast-check';
import type { CheckResult, SyntaxErrorInfo } from '../../src';
import { runParameters } from './arbitraries';
import {
  expectGreaterThan,
  expectAtLeast,
  expectAtMost,
  expectToBe,
  expectToContain,
  expectToEqual,
} from './cheap-expect';

export const END = 'end of input';

/** What the oracles read from the RFC texts (ABNF or, for RFC 2396, BNF) all answer. */
export interface ViablePrefixOracle {
  isViablePrefix(rule: string, text: string): boolean;
  longestViablePrefix(rule: string, text: string): number;
}

export interface ErrorSubject<Name extends string> {
  readonly names: readonly Name[];
  readonly check: (rule: Name, text: string) => CheckResult<Name>;
  readonly isValid: (rule: Name, text: string) => boolean;
  readonly oracle: ViablePrefixOracle;
  readonly samples: Readonly<Record<Name, readonly string[]>>;
  /**
   * How the grammar's labels are written: ABNF (`"x"`, `%x41-5A`, `rule-name`; the default) or
   * RFC 2396's BNF (`"x"` or `%s"x"` for an exact string, `rule_name`, `|` between choices).
   */
  readonly notation?: 'abnf' | 'bnf';
}

/** The two validators a subject takes from its grammar (a grammar object, or the root's). */
interface SubjectValidators<Name extends string> {
  readonly check: (rule: Name, text: string) => CheckResult<Name>;
  readonly isValid: (rule: Name, text: string) => boolean;
}

/** A grammar's subject: its validators, and the names, oracle and samples they are held to. */
export function errorSubject<Name extends string>(
  validators: SubjectValidators<Name>,
  rest: Omit<ErrorSubject<Name>, 'check' | 'isValid'>,
): ErrorSubject<Name> {
  return {
    check: (rule, text) => validators.check(rule, text),
    isValid: (rule, text) => validators.isValid(rule, text),
    ...rest,
  };
}

/** The error the subject gives for `text` as `rule`; fails the test when it accepts the text. */
export function refusalOf<Name extends string>(
  subject: Pick<ErrorSubject<Name>, 'check'>,
  rule: Name,
  text: string,
): SyntaxErrorInfo<Name> {
  const result = subject.check(rule, text);
  if (result.ok) throw new Error(`${rule} unexpectedly accepts ${JSON.stringify(text)}`);
  return result.error;
}

const LABEL_SYNTAX = {
  abnf: {
    atom: /"(?:[^"\\]|\\.)*"|%x[0-9A-F]+(?:-[0-9A-F]+)?|[A-Za-z][A-Za-z0-9-]*/g,
    between: /^[\s()/]*$/,
  },
  bnf: {
    atom: /(?:%s)?"(?:[^"\\]|\\.)*"|[A-Za-z][A-Za-z0-9_-]*/g,
    between: /^[\s()/|]*$/,
  },
} as const;

/**
 * Strings that an `expected` label says can stand at the offset: a rule name stands for its
 * samples, a quoted string for itself, `%xLO-HI` for its ends; a composite label such as
 * `( ALPHA / DIGIT / "+" )` for the witnesses of each part.
 */
export function witnesses<Name extends string>(
  label: string,
  subject: ErrorSubject<Name>,
): string[] {
  const { atom: ATOM, between } = LABEL_SYNTAX[subject.notation ?? 'abnf'];
  const atoms = label.match(ATOM) ?? [];
  // Between the atoms only the punctuation of an alternation may remain.
  if (atoms.length === 0 || !between.test(label.replace(ATOM, ''))) {
    throw new Error(`unreadable expected label ${JSON.stringify(label)}`);
  }
  return atoms.flatMap((atom): string[] => {
    if (atom.includes('"')) return [JSON.parse(atom.replace(/^%s/, '')) as string];
    const range = /^%x([0-9A-F]+)(?:-([0-9A-F]+))?$/.exec(atom);
    if (range) {
      return [range[1]!, range[2] ?? range[1]!].map((hex) =>
        String.fromCodePoint(parseInt(hex, 16)),
      );
    }
    if ((subject.names as readonly string[]).includes(atom)) {
      return subject.samples[atom as Name].filter((sample) => sample !== '');
    }
    throw new Error(`unknown name ${atom} in the expected label ${JSON.stringify(label)}`);
  });
}

/** Runs the properties on `runs` inputs of `rule`; returns how many were invalid. */
export function checkErrorProperties<Name extends string>(
  subject: ErrorSubject<Name>,
  rule: Name,
  inputs: fc.Arbitrary<string>,
  suffixes: fc.Arbitrary<string>,
  runs: number,
): number {
  const { check, isValid, oracle } = subject;
  let failures = 0;
  fc.assert(
    fc.property(inputs, suffixes, (text, suffix) => {
      const result = check(rule, text);
      // Each comparison is made first and its matcher called only on a mismatch
      // (test/support/cheap-expect.ts): matcher calls were most of the properties' time.
      expectToBe(result.ok, isValid(rule, text));
      if (result.ok) {
        expectToBe(oracle.longestViablePrefix(rule, text), text.length);
        return;
      }
      failures++;
      const { offset, expected, code } = result.error;
      expectToBe(result.error.rule, rule);
      expectToBe(code, 'syntax');
      expectAtLeast(offset, 0);
      expectAtMost(offset, text.length);
      // The definition: the longest prefix that some valid string begins with.
      expectToEqual({ text, offset }, { text, offset: oracle.longestViablePrefix(rule, text) });
      // An offset never splits a surrogate pair.
      const at = text.charCodeAt(offset);
      const before = text.charCodeAt(offset - 1);
      expectToBe(at >= 0xdc00 && at <= 0xdfff && before >= 0xd800 && before <= 0xdbff, false);
      // A lone surrogate at the offset is named as one.
      const found = text.codePointAt(offset);
      if (found !== undefined && found >= 0xd800 && found <= 0xdfff) {
        expectToContain(result.error.message, 'lone surrogate');
      }
      expectGreaterThan(expected.length, 0);
      expectToBe(expected.includes(END), isValid(rule, text.slice(0, offset)));
      const prefix = text.slice(0, offset);
      for (const label of expected.filter((item) => item !== END)) {
        const unviable = witnesses(label, subject).filter(
          (w) => !oracle.isViablePrefix(rule, prefix + w),
        );
        expectToEqual({ prefix, label, unviable }, { prefix, label, unviable: [] });
      }
      // A prefix up to the offset (ending between characters) fails only where it ends.
      for (let j = 0; j <= offset; j++) {
        if (
          j > 0 &&
          j < text.length &&
          /[\uDC00-\uDFFF]/.test(text[j]!) &&
          /[\uD800-\uDBFF]/.test(text[j - 1]!)
        )
          continue;
        const shorter = check(rule, text.slice(0, j));
        if (!shorter.ok) expectToEqual({ j, offset: shorter.error.offset }, { j, offset: j });
      }
      // Past the offset nothing helps: any continuation fails at the same offset.
      if (offset < text.length) {
        const width = (text.codePointAt(offset) ?? 0) > 0xffff ? 2 : 1;
        // A lone high surrogate at the offset would pair with a low one starting the suffix,
        // and be a character after all: such a suffix loses its leading low surrogates.
        const lonelyHigh = width === 1 && /[\uD800-\uDBFF]/.test(text[offset]!);
        const rest = lonelyHigh ? suffix.replace(/^[\uDC00-\uDFFF]+/, '') : suffix;
        const extended = check(rule, text.slice(0, offset + width) + rest);
        expectToBe(extended.ok ? null : extended.error.offset, offset);
      }
    }),
    runParameters(runs),
  );
  return failures;
}
