/**
 * RFC 6570 templates that are not templates: `check` gives the offset of the first character
 * no template can have there and the expected set, as for every grammar; `parseTree` throws the
 * same as a UriSyntaxError. Each expected set is read off the ABNF by hand. PEG traps: inputs on
 * which an ordered-choice parser that did not give back a failed repetition would disagree with
 * the automaton (varname's optional "." before a varchar, max-length's up to four digits).
 */
import { UriSyntaxError } from '../../../src';
import { combinator, g, matches } from './support';

/** [template, offset, expected] */
const ERRORS: readonly (readonly [string, number, readonly string[]])[] = [
  ['{', 1, ['operator', 'varchar']],
  ['{}', 1, ['operator', 'varchar']],
  ['{a', 2, ['"."', 'varchar', '":"', 'explode', '","', '"}"']],
  ['{a.}', 3, ['varchar']],
  ['{a..b}', 3, ['varchar']],
  ['{a:0}', 3, ['max-length']],
  ['{a:10000}', 7, ['","', '"}"']],
  ['{a*:1}', 3, ['","', '"}"']],
  ['{a,}', 3, ['varchar']],
  ['{+}', 2, ['varchar']],
  ['{++a}', 2, ['varchar']],
  ['a b', 1, ['literals', '"{"', 'end of input']],
  ["it's", 2, ['literals', '"{"', 'end of input']],
  ['}', 0, ['literals', '"{"', 'end of input']],
  ['50%', 3, ['HEXDIG']],
  ['%4', 2, ['HEXDIG']],
  ['{a-b}', 2, ['"."', 'varchar', '":"', 'explode', '","', '"}"']],
  ['{a}{b', 5, ['"."', 'varchar', '":"', 'explode', '","', '"}"']],
  ['x\uD800', 1, ['literals', '"{"', 'end of input']],
];

describe('check on invalid templates', () => {
  it.each(ERRORS)('%j fails at %i', (template, offset, expected) => {
    expect(matches('URI-Template', template)).toBe(false);
    const result = g.check('URI-Template', template);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.offset).toBe(offset);
    expect(result.error.rule).toBe('URI-Template');
    expect([...result.error.expected].sort()).toEqual([...expected].sort());
    expect(() => g.parseTree('URI-Template', template)).toThrow(UriSyntaxError);
  });
});

describe('PEG traps: the combinator gives back what a failed repetition took', () => {
  it.each([
    ['varname', 'a.b', true],
    ['varname', 'a.', false],
    ['varname', 'a.b.', false],
    ['varspec', 'a.b:12', true],
    ['varspec', 'a:12345', false],
    ['max-length', '9999', true],
    ['max-length', '10000', false],
    ['expression', '{a.b.c,d.e*}', true],
    ['URI-Template', '{a}.{b}', true],
  ] as const)('%s %j is %s', (rule, text, valid) => {
    expect(matches(rule, text)).toBe(valid);
    expect(g.isValid(rule, text)).toBe(valid);
    expect(combinator(rule).parse(text).status).toBe(valid);
  });
});
