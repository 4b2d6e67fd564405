/**
 * The Glushkov construction, the automata's first layer: a rule expanded into positions (one per
 * character test; bounded repetitions unrolled) and, per position, the positions that may follow
 * it. Alternation is union: order and PEG guards play no part.
 */
import { type Expr, type Grammar, literalCodes, show } from './abnf';
import { type Interval, normalizeIntervals } from './code-points';
import { SingleCharacters } from './single-character';

export interface Fragment {
  readonly nullable: boolean;
  readonly first: readonly number[];
  readonly last: readonly number[];
}

const EMPTY: Fragment = { nullable: true, first: [], last: [] };

/** Bounds past which a rule gets no automaton: RFC 6874's URI-reference has 3,011 positions. */
export const MAX_POSITIONS = 8192;
export const MAX_STATES = 8192;

/**
 * A rule whose automaton would pass those bounds (`1000000"a"` unrolls to a million positions;
 * subsets can grow exponentially): it cannot be validated, and the trap checker says so. Building
 * it would take minutes; the combinators, which could, are not exact.
 */
export class AutomatonTooLarge extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = 'AutomatonTooLarge';
  }
}

/** Glushkov construction over a grammar, one rule at a time. */
export class PositionBuilder<Name extends string> {
  /** The characters each position accepts, as normalized intervals. */
  readonly sets: Interval[][] = [];
  readonly labels: (readonly string[])[] = [];
  readonly follow: number[][] = [];
  private readonly singles: SingleCharacters<Name>;

  constructor(
    private readonly grammar: Grammar<Name>,
    private readonly messageRules: ReadonlySet<string>,
  ) {
    this.singles = new SingleCharacters(grammar, { followsRule: () => true, throughGuards: true });
  }

  /** The characters `expr` matches if it always matches exactly one character, else null. */
  private singleCharacter(expr: Expr<Name>): Interval[] | null {
    return this.singles.of(expr);
  }

  /** How messages name a one-character expression: its alternatives, each by its own name. */
  private leafLabels(expr: Expr<Name>): string[] {
    switch (expr.kind) {
      case 'ref':
        return [expr.name];
      case 'alt':
        return expr.items.flatMap((item) => this.leafLabels(item));
      case 'guard':
        return this.leafLabels(expr.item);
      case 'chars':
        return expr.label.split(' / ');
      default:
        return [show(expr)];
    }
  }

  private position(set: Interval[], label: readonly string[]): Fragment {
    const id = this.sets.length;
    if (id >= MAX_POSITIONS) {
      throw new AutomatonTooLarge(
        `its automaton would have more than ${MAX_POSITIONS} positions (repetitions n*m are unrolled)`,
      );
    }
    this.sets.push(set);
    this.labels.push(label);
    this.follow.push([]);
    return { nullable: false, first: [id], last: [id] };
  }

  private concat(a: Fragment, b: Fragment): Fragment {
    for (const p of a.last) this.follow[p]!.push(...b.first);
    return {
      nullable: a.nullable && b.nullable,
      first: a.nullable ? [...a.first, ...b.first] : a.first,
      last: b.nullable ? [...b.last, ...a.last] : b.last,
    };
  }

  build(expr: Expr<Name>): Fragment {
    const single = this.singleCharacter(expr);
    if (single) return this.position(single, this.leafLabels(expr));
    switch (expr.kind) {
      case 'literal': {
        let fragment = EMPTY;
        [...expr.text].forEach((ch, i) => {
          const codes = literalCodes(ch, expr.caseSensitive);
          const set = normalizeIntervals(codes.map((code) => [code, code]));
          const label = [i === 0 ? show(expr) : JSON.stringify(ch)];
          fragment = this.concat(fragment, this.position(set, label));
        });
        return fragment;
      }
      case 'seq':
        return expr.items.reduce((acc, item) => this.concat(acc, this.build(item)), EMPTY);
      case 'alt': {
        const parts = expr.items.map((item) => this.build(item));
        return {
          nullable: parts.some((part) => part.nullable),
          first: parts.flatMap((part) => part.first),
          last: parts.flatMap((part) => part.last),
        };
      }
      case 'rep': {
        let fragment = EMPTY;
        for (let i = 0; i < expr.min; i++) fragment = this.concat(fragment, this.build(expr.item));
        if (expr.max === Infinity) {
          const loop = this.build(expr.item);
          for (const p of loop.last) this.follow[p]!.push(...loop.first);
          return this.concat(fragment, { ...loop, nullable: true });
        }
        for (let i = expr.min; i < expr.max; i++) {
          fragment = this.concat(fragment, { ...this.build(expr.item), nullable: true });
        }
        return fragment;
      }
      case 'ref': {
        const fragment = this.build(this.grammar[expr.name]);
        // The outermost such rule that starts at a position names it in messages.
        if (this.messageRules.has(expr.name)) {
          for (const p of fragment.first) this.labels[p] = [expr.name];
        }
        return fragment;
      }
      case 'guard':
        return this.build(expr.item);
      case 'chars':
        throw new Error('unreachable: a character set is a single character');
    }
  }
}
