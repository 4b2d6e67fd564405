/**
 * The evidence every grammar on the engine is held to, written once and run over each grammar's
 * fixture (test/grammars/<rfc>/support.ts): the differential property, and the error properties
 * (test/support/error-properties.ts). Each grammar's folder holds a one-line test file per suite,
 * so the grammars still run in parallel, and beside it the tests that are its own (hand-worked
 * tables, exhaustive alphabets, conformance vectors).
 */
import fc from 'fast-check';
import type { ParseTree } from '../../grammar';
import type { CheckResult } from '../../src';
import { runParameters, SCALE } from './arbitraries';
import { expectToEqual } from './cheap-expect';
import { checkErrorProperties, type ErrorSubject } from './error-properties';

/** What the suites need of one grammar: its readings, its oracle and its inputs. */
export interface GrammarFixture<Name extends string> {
  /** The grammar's name (`grammar(id)`), which the suites' logs begin with. */
  readonly id: string;
  readonly names: readonly Name[];
  readonly isValid: (rule: Name, text: string) => boolean;
  readonly check: (rule: Name, text: string) => CheckResult<Name>;
  readonly automaton: (rule: Name) => { accepts(text: string): boolean };
  /** The combinator (PEG) parser of the whole input. */
  readonly combinator: (rule: Name) => {
    parse(
      text: string,
    ): { readonly status: true; readonly value: ParseTree<Name> } | { readonly status: false };
  };
  /** The oracle read from the RFC's own text (test/oracle/). */
  readonly matches: (rule: Name, text: string) => boolean;
  /** What is wrong with a combinator's tree (test/support/tree.ts), empty when nothing. */
  readonly problemsOf: (tree: ParseTree<Name>, text: string, rule: Name) => string[];
  readonly inputFor: (rule: Name) => fc.Arbitrary<string>;
  /** Strings of the grammar's pieces: what the error properties append after a refusal. */
  readonly pieceString: fc.Arbitrary<string>;
  /** The validators, oracle and samples the error properties hold to each other. */
  readonly errors: ErrorSubject<Name>;
}

/** What a grammar adds to the differential: more readings, tree checks, and counts to log. */
export interface DifferentialExtras<Name extends string> {
  /** Readings beyond the five every grammar has, each of which must give the oracle's verdict. */
  readonly readings?: Readonly<Record<string, (rule: Name, text: string) => boolean>>;
  /** Problems of a combinator's tree beyond the shared tree invariants. */
  readonly treeChecks?: (tree: ParseTree<Name>, text: string, rule: Name) => string[];
  /** Counts for the log: how many inputs each predicate held for (`expected` is the oracle's). */
  readonly counts?: Readonly<
    Record<string, (rule: Name, text: string, expected: boolean) => boolean>
  >;
}

/** Cases per rule: 3,000 in `npm test`, ten times that with DEEP. */
export const DIFFERENTIAL_RUNS_PER_RULE = 3000 * SCALE;

/**
 * Independent readings of every rule agree on every input: `isValid`, the rule's automaton, the
 * combinator (PEG) verdict, `check(rule, text).ok` and the oracle; where the combinator
 * succeeds, its tree is well formed.
 */
export function differentialSuite<Name extends string>(
  fixture: GrammarFixture<Name>,
  extras: DifferentialExtras<Name> = {},
): void {
  const runs = DIFFERENTIAL_RUNS_PER_RULE;
  const readings = Object.entries(extras.readings ?? {});
  const countNames = Object.keys(extras.counts ?? {});
  const counted = new Map<string, number>(countNames.map((name) => [name, 0]));
  const validCases = new Map<Name, number>();
  let cases = 0;

  afterAll(() => {
    const valid = fixture.names.map((rule) => `${rule} ${validCases.get(rule) ?? 0}`).join(', ');
    const extra = countNames.map((name) => `, ${counted.get(name)} ${name}`).join('');
    console.log(
      `${fixture.id} differential: ${cases} cases over ${fixture.names.length} rules${extra}; ` +
        `valid ones per rule: ${valid}`,
    );
  });

  describe.each([...fixture.names])('%s', (rule) => {
    const wholeInput = fixture.combinator(rule);
    const automaton = fixture.automaton(rule);

    it(`the automaton, the combinator, check and the oracle agree (${runs} cases)`, () => {
      fc.assert(
        fc.property(fixture.inputFor(rule), (text) => {
          cases++;
          const expected = fixture.matches(rule, text);
          if (expected) validCases.set(rule, (validCases.get(rule) ?? 0) + 1);
          for (const [name, holds] of Object.entries(extras.counts ?? {})) {
            if (holds(rule, text, expected)) counted.set(name, counted.get(name)! + 1);
          }
          const parsed = wholeInput.parse(text);
          const verdicts: Record<string, unknown> = {
            text,
            isValid: fixture.isValid(rule, text),
            automaton: automaton.accepts(text),
            combinator: parsed.status,
            check: fixture.check(rule, text).ok,
          };
          for (const [name, reading] of readings) verdicts[name] = reading(rule, text);
          const agreed = Object.fromEntries(
            Object.keys(verdicts).map((name) => [name, name === 'text' ? text : expected]),
          );
          // Compared first, the matcher called only on a mismatch (test/support/cheap-expect.ts):
          // a matcher call per case was most of these files' time.
          expectToEqual(verdicts, agreed);
          if (parsed.status) {
            expectToEqual(fixture.problemsOf(parsed.value, text, rule), []);
            expectToEqual(extras.treeChecks?.(parsed.value, text, rule) ?? [], []);
          }
        }),
        runParameters(runs),
      );
    });
  });
}

/** Error-property cases per rule: 500 in `npm test`, ten times that with DEEP. */
export const ERROR_RUNS_PER_RULE = 500 * SCALE;

/** The error properties of test/support/error-properties.ts for every rule, over its inputs. */
export function errorPropertiesSuite<Name extends string>(fixture: GrammarFixture<Name>): void {
  const runsPerRule = ERROR_RUNS_PER_RULE;
  const { errors: subject, pieceString } = fixture;
  describe('error properties', () => {
    let cases = 0;
    let failures = 0;
    afterAll(() => {
      console.log(
        `${fixture.id} errors: ${cases} cases over ${fixture.names.length} rules, ${failures} invalid`,
      );
    });

    it.each([...fixture.names])(`%s (${runsPerRule} cases)`, (rule) => {
      failures += checkErrorProperties(
        subject,
        rule,
        fixture.inputFor(rule),
        pieceString,
        runsPerRule,
      );
      cases += runsPerRule;
    });
  });
}
