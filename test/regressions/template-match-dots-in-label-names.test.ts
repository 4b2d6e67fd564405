/**
 * Regression: matchTemplate refused URIs that `{.b*}` expands to from an associative array
 * whose names or values hold ".", which U leaves unencoded, so it is also the separator. The
 * fast-check round trip in test/templates/match.test.ts found it (seed 298241559, path
 * "862:5:4:2:3"): `{&a}{.b*}` with `a` an empty Map (undefined, RFC 6570 section 2.3) and
 * `b = Map { "." => "a" }` expands to `..=a` (3.2.5: ".", then the pair "."="a"), which the
 * NFA matched, but the values were then read by splitting the text at every "." and joining a
 * piece without "=" to the pair before it: the leading empty piece became a pair with the
 * empty name, and "=a" a second one, a repeated name, so the URI was refused. The text is now
 * split the way the NFA's greedy path reads it: each "=" belongs to one pair, and between two
 * "=" the value runs to the last "." that leaves the next name non-empty.
 */
import fc from 'fast-check';
import { expandTemplate, matchTemplate } from '../../src';
import { runParameters, SCALE } from '../support/arbitraries';

const plain = (value: unknown): unknown =>
  value instanceof Map ? Object.fromEntries(value as Map<string, string>) : value;

function roundTrip(template: string, variables: Record<string, unknown>) {
  const uri = expandTemplate(template, variables as never);
  const result = matchTemplate(template, uri);
  return { uri, result };
}

test('the counterexample: {&a}{.b*} with a = Map {}, b = Map { "." => "a" }', () => {
  const { uri, result } = roundTrip('{&a}{.b*}', { a: new Map([]), b: new Map([['.', 'a']]) });
  expect(uri).toBe('..=a');
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  expect(plain(result.variables.b)).toEqual({ '.': 'a' });
  expect(result.variables.a).toBeUndefined();
  expect(expandTemplate('{&a}{.b*}', result.variables)).toBe(uri);
});

describe('names and values with "." in a label expansion match back', () => {
  it.each([
    ['{.b*}', [['.', 'a']], '..=a'],
    ['{.b*}', [['..', 'a']], '...=a'],
    ['{.b*}', [['.x', 'a']], '..x=a'],
    ['{.b*}', [['x.', 'a']], '.x.=a'],
    ['{.b*}', [['x.y', 'a']], '.x.y=a'],
    ['{.b*}', [['x', '.']], '.x=.'],
    ['{.b*}', [['x', '..']], '.x=..'],
    ['{.b*}', [['x', 'a.']], '.x=a.'],
    ['{.b*}', [['x', '.a']], '.x=.a'],
    [
      '{.b*}',
      [
        ['.', '.'],
        ['..', '..'],
      ],
      '..=....=..',
    ],
    [
      '{.b*}',
      [
        ['x', 'a.'],
        ['.y', 'b'],
      ],
      '.x=a...y=b',
    ],
    [
      '{.b*}',
      [
        ['x.', '.'],
        ['y', ''],
      ],
      '.x.=..y',
    ],
    ['X{.b*}/{c}', [['.', 'a.b']], 'X..=a.b/'],
    ['{/c}{.b*}{?d}', [['.', 'a']], '..=a'],
    ['{.c,b*}', [['.', 'a']], '..=a'],
  ] as const)('%s with b = %j expands to %s and matches back', (template, pairs, expected) => {
    const b = new Map(pairs.map(([k, v]) => [k, v] as [string, string]));
    const { uri, result } = roundTrip(template, { b });
    expect(uri).toBe(expected);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(expandTemplate(template, result.variables)).toBe(uri);
  });

  it('the other separators are encoded in names, so "." there was never a separator', () => {
    for (const template of ['{b*}', '{/b*}', '{;b*}', '{?b*}', '{&b*}']) {
      const { uri, result } = roundTrip(template, { b: new Map([['.', 'a']]) });
      expect(result.ok).toBe(true);
      if (result.ok) expect(plain(result.variables.b)).toEqual({ '.': 'a' });
      expect(uri).toContain('.');
    }
  });

  it('text the NFA takes but no pairs split (".." between two "=") is refused, not misread', () => {
    expect(matchTemplate('{.b*}', '.x=..=a').ok).toBe(false);
  });
});

describe('when the greedy cut makes a name repeat, other cuts are searched', () => {
  it.each([
    // Greedy, "a." and "b" would repeat "b"; the names "b" and ".b" are distinct.
    [
      [
        ['b', 'a'],
        ['.b', 'a'],
      ],
      '.b=a..b=a',
    ],
    [
      [
        ['a', 'a'],
        ['.a', 'a'],
      ],
      '.a=a..a=a',
    ],
    [
      [
        ['a', 'v'],
        ['a.a', 'w'],
      ],
      '.a=v.a.a=w',
    ],
    // Names a.a.a, a.a, a: each cut between two "=" can give any of the later names.
    [
      [
        ['a.a.a', 'x'],
        ['a.a', 'x'],
        ['a', 'x'],
      ],
      '.a.a.a=x.a.a=x.a=x',
    ],
  ] as const)('%j expands to %s and matches back', (pairs, expected) => {
    const b = new Map(pairs.map(([k, v]) => [k, v] as [string, string]));
    const { uri, result } = roundTrip('{.b*}', { b });
    expect(uri).toBe(expected);
    expect(result.ok).toBe(true);
    if (result.ok) expect(expandTemplate('{.b*}', result.variables)).toBe(uri);
  });

  it('the search is bounded: 300 names that all collide greedily give an answer', () => {
    // "a.a...a" (300 "a") first, then 299 of them, and so on: every greedy name is "a".
    const pairs: [string, string][] = [];
    for (let i = 300; i >= 1; i--) pairs.push([Array<string>(i).fill('a').join('.'), 'x']);
    const uri = expandTemplate('{.b*}', { b: new Map(pairs) });
    const result = matchTemplate('{.b*}', uri);
    // Past the budget (16 times the URI's length in names read) it is refused, never slow.
    if (result.ok) expect(expandTemplate('{.b*}', result.variables)).toBe(uri);
    else expect(result.error.code).toBe('no-match');
    // No cuts can give distinct names: refused.
    expect(matchTemplate('{.b*}', '.a=x.a=x.a=x').ok).toBe(false);
  });
});

test('round trip over names and values made of "a", "." and "%" (label expansion)', () => {
  const piece = fc
    .array(fc.constantFrom('a', '.', '%', 'b'), { minLength: 1, maxLength: 4 })
    .map((p) => p.join(''));
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.tuple(piece, fc.oneof(fc.constant(''), piece)), {
        maxLength: 3,
        selector: ([k]) => k,
      }),
      (pairs) => {
        const { uri, result } = roundTrip('{.b*}', { b: new Map(pairs) });
        expect({ uri, ok: result.ok }).toEqual({ uri, ok: true });
        if (result.ok) expect(expandTemplate('{.b*}', result.variables)).toBe(uri);
      },
    ),
    runParameters(Math.round(2000 * SCALE)),
  );
});
