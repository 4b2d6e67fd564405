/**
 * Which expressions always match exactly one character, and which characters: the one analysis
 * both back ends read. The automaton makes such an expression one position; the combinators make
 * it one table lookup.
 */
import { type Expr, type Grammar, literalCodes } from './abnf';
import { type Interval, normalizeIntervals } from './code-points';

export interface SingleCharacterOptions {
  /** Whether a reference to `name` is looked through (else it is not a single character). */
  readonly followsRule: (name: string) => boolean;
  /**
   * Whether `item !follower` counts as `item`. True for the automaton, which ignores guards;
   * false for the combinators, for which the guard still has to run.
   */
  readonly throughGuards: boolean;
}

export class SingleCharacters<Name extends string> {
  private readonly known = new WeakMap<Expr<Name>, Interval[] | null>();

  constructor(
    private readonly grammar: Grammar<Name>,
    private readonly options: SingleCharacterOptions,
  ) {}

  /** The characters `expr` matches if it always matches exactly one character, else null. */
  of(expr: Expr<Name>): Interval[] | null {
    const known = this.known.get(expr);
    if (known !== undefined) return known;
    // A rule that refers to itself is not one character: null while it is being looked at.
    this.known.set(expr, null);
    let set: Interval[] | null = null;
    switch (expr.kind) {
      case 'chars':
        set = [...expr.intervals];
        break;
      case 'literal':
        if ([...expr.text].length === 1) {
          set = normalizeIntervals(
            literalCodes(expr.text, expr.caseSensitive).map((code) => [code, code]),
          );
        }
        break;
      case 'alt': {
        const parts = expr.items.map((item) => this.of(item));
        if (parts.every((part) => part !== null)) set = normalizeIntervals(parts.flat());
        break;
      }
      case 'ref':
        if (this.options.followsRule(expr.name)) set = this.of(this.grammar[expr.name]);
        break;
      case 'guard':
        if (this.options.throughGuards) set = this.of(expr.item);
        break;
      default:
        set = null;
    }
    this.known.set(expr, set);
    return set;
  }
}
