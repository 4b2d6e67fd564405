/**
 * expandTemplate against RFC 6570: every example of sections 1.2, 2.4 and 3.2 read from the
 * RFC's text, with the RFC's own variable assignments; the encoding rules of 3.2.1; undefined
 * values (2.3); and the errors (an invalid template, a reserved operator, a value of the wrong
 * shape), each with its offset.
 */
import { TemplateError, UriSyntaxError, expandTemplate } from '../../src';
import { rfcExamples, rfcVariables } from './rfc-examples';

const VARIABLES = rfcVariables();
const EXAMPLES = rfcExamples();

describe('the examples of RFC 6570 sections 1.2, 2.4 and 3.2', () => {
  it('are all read: 66 in 1.2 (every table line with a "{"), 7 in 2.4, 115 in 3.2', () => {
    const count = (section: string) => EXAMPLES.filter((e) => e.section === section).length;
    expect([count('1.2'), count('2.4'), count('3.2')]).toEqual([66, 7, 115]);
    // 3.2's seventeen, and 2.4's semi and year (2.4.2's dom is 3.2's, assigned the same).
    expect(VARIABLES.size).toBe(19);
  });

  it.each(EXAMPLES.map((e) => [e.section, e.line, e.template, e.expansion] as const))(
    '%s, line %i: %s expands to %s',
    (_section, _line, template, expansion) => {
      expect(expandTemplate(template, VARIABLES)).toBe(expansion);
    },
  );

  it("section 2.4.2's /mapper{?address*}, with the address its prose gives", () => {
    const address = new Map([
      ['city', 'Newport Beach'],
      ['state', 'CA'],
    ]);
    expect(expandTemplate('/mapper{?address*}', { address })).toBe(
      '/mapper?city=Newport%20Beach&state=CA',
    );
  });
});

describe('section 3.2.1: encoding', () => {
  const cases: readonly (readonly [string, Record<string, unknown>, string])[] = [
    // U: everything but unreserved is encoded, "%" included, non-ASCII as UTF-8 first.
    ['{v}', { v: '%41 é/😀' }, '%2541%20%C3%A9%2F%F0%9F%98%80'],
    // U+R: reserved characters and existing triplets pass, a "%" that starts no triplet does not.
    ['{+v}', { v: '%41%zz/?#[]@é' }, '%41%25zz/?#[]@%C3%A9'],
    ['{#v}', { v: '%4' }, '#%254'],
    // Literals: non-ASCII is encoded, triplets are kept (3.1).
    ['é%41{v}', { v: 'x' }, '%C3%A9%41x'],
    // Prefixes count code points (2.4.1), not UTF-16 units nor octets.
    ['{v:2}', { v: '😀é😀' }, '%F0%9F%98%80%C3%A9'],
    // In U+R a triplet run that encodes one code point is one character; a lone triplet is one.
    ['{+v:2}', { v: '%C3%A9%41x' }, '%C3%A9%41'],
    ['{+v:1}', { v: '%FFx' }, '%FF'],
    // Names of an associative array are encoded like its values (3.2.1).
    ['{?m*}', { m: { 'a b': 'c d' } }, '?a%20b=c%20d'],
    // An exploded pair with an empty value, outside form-style: "name" alone (3.2.1).
    ['{m*}', { m: { a: '', b: 'c' } }, 'a,b=c'],
    ['{;m*}', { m: { a: '' } }, ';a'],
    ['{?m*}', { m: { a: '' } }, '?a='],
    // A list's empty member: ifemp for named explode.
    ['{;l*}', { l: ['', 'x'] }, ';l;l=x'],
    ['{?l*}', { l: ['', 'x'] }, '?l=&l=x'],
    // Explode has no effect on a string.
    ['{/s*}', { s: 'a/b' }, '/a%2Fb'],
    // A Map of variables, and varnames with dots and triplets, looked up as written.
    ['{a.b}{%41}', { 'a.b': '1', '%41': '2' }, '12'],
  ];
  it.each(cases)('%s with %j gives %s', (template, variables, expansion) => {
    expect(expandTemplate(template, variables as never)).toBe(expansion);
  });
});

describe('section 2.3: undefined values', () => {
  it.each([
    [{ v: undefined }],
    [{ v: null }],
    [{ v: [] }],
    [{ v: [null, undefined] }],
    [{ v: {} }],
    [{ v: { a: null } }],
    [{ v: new Map() }],
    [{}],
  ])('%j is undefined: the expression expands to nothing, and "null" is never written', (vars) => {
    expect(expandTemplate('X{?v}{;v*}{/v}{#v}Y', vars as never)).toBe('XY');
  });
  it('undefined members are skipped, and the prototype is never read', () => {
    expect(expandTemplate('{l}', { l: ['a', null, undefined, 'b'] })).toBe('a,b');
    const polluted = Object.create({ v: 'inherited' }) as Record<string, string>;
    expect(expandTemplate('{v}', polluted)).toBe('');
  });
});

describe('errors', () => {
  it.each([
    ['{', 1],
    ['{a', 2],
    ['a b', 1],
    ['{a:0}', 3],
    ['50%', 3],
  ])('the invalid template %j is a UriSyntaxError at offset %i', (template, offset) => {
    let error: unknown;
    try {
      expandTemplate(template, {});
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UriSyntaxError);
    expect((error as UriSyntaxError).offset).toBe(offset);
    expect((error as UriSyntaxError).rule).toBe('URI-Template');
  });

  it.each([
    ['{=a}', 1],
    ['x{|a}', 2],
  ])('the reserved operator of %j is a TemplateError at offset %i', (template, offset) => {
    expect(() => expandTemplate(template, { a: 'x' })).toThrow(
      expect.objectContaining({ code: 'reserved-operator', offset, variable: undefined }),
    );
  });

  it.each([
    ['{a,b:3}', { b: ['x'] }, 'prefix-on-composite', 'b', 3],
    ['{a,b:3}', { b: { k: 'v' } }, 'prefix-on-composite', 'b', 3],
    ['{x}', { x: 42 }, 'invalid-value', 'x', 1],
    ['{x}', { x: [1] }, 'invalid-value', 'x', 1],
    ['{x}', { x: new Date(0) }, 'invalid-value', 'x', 1],
    ['{x}', { x: '\uD800' }, 'invalid-value', 'x', 1],
    ['{?x*}', { x: new Map([[1, 'a']]) }, 'invalid-value', 'x', 2],
  ])('%s with %j: %s naming %s at %i', (template, vars, code, variable, offset) => {
    let error: unknown;
    try {
      expandTemplate(template, vars as never);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(TemplateError);
    expect(error).toMatchObject({ code, variable, offset });
    expect((error as Error).message).toContain(`"${variable}"`);
  });

  it('variables that are not an object are a TypeError', () => {
    for (const bad of [null, 'x', 1, ['a']]) {
      expect(() => expandTemplate('{a}', bad as never)).toThrow(TypeError);
    }
    expect(() => expandTemplate(1 as never, {})).toThrow(TypeError);
  });
});
