/**
 * Issue 11: the rule data exported as `RFC3986_RULES` was writable, and the automata are built
 * from it lazily, so `RFC3986_RULES['sub-delims'].expr.codes.push(32)` widened `sub-delims` (and
 * every rule using it) for all later callers. The data is deeply frozen.
 */
import { RFC3986_RULES, RULE_NAMES, isValid } from '../../src';

function isDeeplyFrozen(value: unknown, seen = new Set<unknown>()): boolean {
  if (typeof value !== 'object' || value === null || seen.has(value)) return true;
  seen.add(value);
  return Object.isFrozen(value) && Object.values(value).every((v) => isDeeplyFrozen(v, seen));
}

describe('rule data cannot be changed at run time', () => {
  test('the attack from the issue fails and changes nothing', () => {
    const expr = RFC3986_RULES['sub-delims'].expr as { codes?: number[] };
    expect(() => expr.codes!.push(32)).toThrow(TypeError);
    expect(isValid('sub-delims', ' ')).toBe(false);
    expect(isValid('URI', 'a:b c')).toBe(false);
  });

  test.each(RULE_NAMES)('%s is frozen all the way down', (name) => {
    expect(isDeeplyFrozen(RFC3986_RULES[name])).toBe(true);
  });

  test('the table itself', () => {
    expect(Object.isFrozen(RFC3986_RULES)).toBe(true);
  });
});
