/**
 * matchTemplate, the reverse of expandTemplate: every RFC 6570 example matched back (section
 * 1.2, 2.4 and 3.2, read from the RFC text); the documented choice among assignments and the
 * option that reports ambiguity; refusals with their offsets; and a fast-check round trip over
 * random templates and values: whatever `expandTemplate(t, v)` gives, `matchTemplate` matches,
 * with variables that expand to the very same URI.
 */
import fc from 'fast-check';
import { TemplateError, expandTemplate, matchTemplate } from '../../src';
import { runParameters, SCALE } from '../support/arbitraries';
import { expectGreaterThan, expectToBe, expectToEqual } from '../support/cheap-expect';
import { workCounter } from '../../src/template/nfa';
import { rfcExamples } from './rfc-examples';

const EXAMPLES = rfcExamples();

/** Whether a template names a variable twice (the matcher refuses those). */
function repeatsAVariable(template: string): boolean {
  const names = [...template.matchAll(/\{[+#./;?&]?([^}]*)\}/g)].flatMap((m) =>
    m[1]!.split(',').map((varspec) => varspec.replace(/[:*].*$/, '')),
  );
  return new Set(names).size !== names.length;
}

describe('every RFC 6570 example, matched back', () => {
  const once = EXAMPLES.filter((e) => !repeatsAVariable(e.template));
  const twice = EXAMPLES.filter((e) => repeatsAVariable(e.template));

  it('184 examples name each variable once, 4 name one twice', () => {
    expect([once.length, twice.length]).toEqual([184, 4]);
  });

  it.each(once.map((e) => [e.section, e.line, e.template, e.expansion] as const))(
    '%s, line %i: %s matches %s with values that expand to it',
    (_section, _line, template, expansion) => {
      const result = matchTemplate(template, expansion);
      expect(result.ok).toBe(true);
      if (result.ok) expect(expandTemplate(template, result.variables)).toBe(expansion);
    },
  );

  it.each(twice.map((e) => [e.template] as const))(
    '%s names a variable twice: a TemplateError',
    (template) => {
      expect(() => matchTemplate(template, '')).toThrow(TemplateError);
      expect(() => matchTemplate(template, '')).toThrow(
        expect.objectContaining({ code: 'repeated-variable' }),
      );
    },
  );
});

describe('the choice among assignments (docs/templates.md)', () => {
  const plain = (value: unknown): unknown =>
    JSON.parse(
      JSON.stringify(value, (_k, v: unknown): unknown =>
        v instanceof Map ? Object.fromEntries(v as Map<string, string>) : v,
      ),
    ) as unknown;

  it.each([
    // Left to right, each variable defined if it can be, and as long as it can be.
    ['{a}{b}', 'xy', { a: 'xy', b: '' }],
    ['{a,b}', 'x,y', { a: ['x', 'y'] }],
    ['{a}', 'x,y', { a: ['x', 'y'] }],
    ['{+a,b}', 'x,y', { a: 'x,y' }],
    ['{a}', '', { a: '' }],
    ['{.a,b}', '.', { a: '' }],
    ['{?x,y}', '?y=1', { y: '1' }],
    ['{;x,y}', ';x=1;y', { x: '1', y: '' }],
    ['{;x}', ';x=', { x: [''] }],
    ['/users{/id*}', '/users/a/b', { id: ['a', 'b'] }],
    ['{?q*}', '?q=1&q=2', { q: ['1', '2'] }],
    ['{?q*}', '?a=1&b=', { q: { a: '1', b: '' } }],
    ['{keys*}', 'semi=%3B,dot=.,comma=%2C', { keys: { semi: ';', dot: '.', comma: ',' } }],
    ['X{.keys*}', 'X.semi=%3B.dot=..comma=%2C', { keys: { semi: ';', dot: '.', comma: ',' } }],
    ['{var:3}', 'val', { var: 'val' }],
    ['{+v:1}', '%C3%A9', { v: '%C3%A9' }],
    ['{v}', '%C3%A9%20', { v: 'é ' }],
    ['{a}{b}', '', { a: '', b: '' }],
  ] as const)('%s on %j gives %j', (template, uri, expected) => {
    const result = matchTemplate(template, uri);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(plain(result.variables)).toEqual(expected);
    expect(expandTemplate(template, result.variables)).toBe(uri);
  });

  it.each([
    ['{a}{b}', 'xy', 1],
    ['{a,b}', 'x,y', 1],
    ['{a}-{b}', 'x-y-z', 1],
    ['{+a}{#b}', 'x#y', 1],
  ] as const)('%s on %j is ambiguous, first at offset %i, when asked', (template, uri, offset) => {
    const result = matchTemplate(template, uri, { ambiguity: 'report' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('ambiguous');
    expect(result.error.offset).toBe(offset);
    const [first, second] = result.error.alternatives!;
    expect(expandTemplate(template, first)).toBe(uri);
    expect(expandTemplate(template, second)).toBe(uri);
    expect(plain(first)).not.toEqual(plain(second));
    // The default picks the first by the rule, deterministically.
    expect(matchTemplate(template, uri)).toEqual({ ok: true, variables: first });
  });

  it.each([
    ['{a}/{b}', 'x/y'],
    ['{a}', ''],
    ['{.a,b}', '.'],
    ['{?x,y}', '?x=1&y=2'],
    ['/users{/id*}', '/users/a/b'],
  ])('%s on %j is not ambiguous', (template, uri) => {
    expect(matchTemplate(template, uri, { ambiguity: 'report' }).ok).toBe(true);
  });
});

describe('refusals', () => {
  it.each([
    ['{var:3}', 'valu', 3, ['end of input']],
    ['http://x/{a}', 'http://y/', 7, ['"x"']],
    ['{a}', '%c3%a9', 1, ['HEXDIG']],
    // U writes "A" for "A": a triplet of an unreserved character is no expansion.
    ['{a}', '%41', 2, ['HEXDIG']],
    ['{a}', 'é', 0, ['unreserved', '"%"', '","', 'end of input']],
    ['{a}', 'a b', 1, ['unreserved', '"%"', '","', 'end of input']],
    ['{?x}', '?y=1', 1, ['"x"']],
  ] as const)('%s on %j fails at %i', (template, uri, offset, expected) => {
    const result = matchTemplate(template, uri);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('no-match');
    expect(result.error.offset).toBe(offset);
    expect([...result.error.expected].sort()).toEqual([...expected].sort());
  });

  it('prefixes that add up past 10,000 characters are refused before any state is built', () => {
    expect(matchTemplate('{a:500,b:500}', 'x')).toMatchObject({ ok: true });
    expect(() => matchTemplate('{a:9000}{c:1001}', 'x')).toThrow(
      expect.objectContaining({ code: 'template-too-large', variable: 'c', offset: 9 }),
    );
  });

  it('a template that cannot be matched is an error, not a refusal', () => {
    expect(() => matchTemplate('{', 'x')).toThrow(expect.objectContaining({ offset: 1 }));
    expect(() => matchTemplate('{=a}', 'x')).toThrow(
      expect.objectContaining({ code: 'reserved-operator', offset: 1 }),
    );
    expect(() => matchTemplate('{a}', 1 as never)).toThrow(TypeError);
    expect(() => matchTemplate('{a}', 'x', { ambiguity: 'all' as never })).toThrow(TypeError);
  });
});

// ---------------------------------------------------------------------------------------------
// The round trip over random templates and values

const NAMES = ['a', 'b', 'c', 'x.y', '%41', 'v_1'];
const OPERATORS = ['', '+', '#', '.', '/', ';', '?', '&'];
/** Characters that stress the encodings: reserved, "%" with and without a triplet, non-ASCII. */
const CHARACTERS = ['a', 'Z', '0', '-', '.', '_', '~', ',', '/', '?', '=', '&', ';', ':', '#'];
const PIECES = [...CHARACTERS, '%', '%41', '%c3%a9', ' ', 'é', '😀', '[', '!', '*'];
const LITERALS = ['/', 'x', '?', '&', '=', 'é', '%2F', '.', ',', '-', 'q='];

const text = fc
  .array(fc.constantFrom(...PIECES), { maxLength: 5 })
  .map((pieces) => pieces.join(''));
const key = fc
  .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 3 })
  .map((p) => p.join(''));

type Modifier = { kind: 'none' } | { kind: 'prefix'; length: number } | { kind: 'explode' };
const modifier: fc.Arbitrary<Modifier> = fc.oneof(
  fc.constant<Modifier>({ kind: 'none' }),
  fc.integer({ min: 1, max: 4 }).map<Modifier>((length) => ({ kind: 'prefix', length })),
  fc.constant<Modifier>({ kind: 'explode' }),
);

const valueFor = (m: Modifier): fc.Arbitrary<unknown> =>
  m.kind === 'prefix'
    ? fc.option(text, { nil: undefined })
    : fc.oneof(
        fc.constant(undefined),
        fc.constant(null),
        text,
        fc.array(fc.option(text, { nil: null }), { maxLength: 3 }),
        fc
          .uniqueArray(fc.tuple(key, fc.option(text, { nil: undefined })), {
            maxLength: 3,
            selector: ([k]) => k,
          })
          .map((pairs) => new Map(pairs)),
      );

/** A template whose varspecs take distinct names, and values for them. */
const templateAndValues = fc
  .array(
    fc.oneof(
      fc.constantFrom(...LITERALS).map((literal) => ({ literal })),
      fc.record({
        operator: fc.constantFrom(...OPERATORS),
        modifiers: fc.array(modifier, { minLength: 1, maxLength: 3 }),
      }),
    ),
    { maxLength: 4 },
  )
  .chain((parts) => {
    let next = 0;
    const specs: { name: string; modifier: Modifier }[] = [];
    const template = parts
      .map((part) => {
        if ('literal' in part) return part.literal;
        const varspecs = part.modifiers.map((m) => {
          const name = NAMES[next++ % NAMES.length]!;
          specs.push({ name, modifier: m });
          return name + (m.kind === 'prefix' ? `:${m.length}` : m.kind === 'explode' ? '*' : '');
        });
        return `{${part.operator}${varspecs.join(',')}}`;
      })
      .join('');
    const distinct = specs.length <= NAMES.length;
    return fc.tuple(...specs.map((spec) => valueFor(spec.modifier))).map((values) => ({
      template: distinct ? template : '',
      variables: Object.fromEntries(distinct ? specs.map((spec, i) => [spec.name, values[i]]) : []),
    }));
  });

let roundTrips = 0;
let nonEmpty = 0;
let searched = 0;
afterAll(() => {
  console.log(
    `matchTemplate round trip: ${roundTrips} templates, ${nonEmpty} non-empty URIs, ${searched} of them past the first path (its values repeated a name)`,
  );
});

describe('round trip: matchTemplate(t, expandTemplate(t, v)) expands to the same URI', () => {
  it(`holds for random templates and values (${Math.round(3000 * SCALE)} cases)`, () => {
    fc.assert(
      fc.property(templateAndValues, ({ template, variables }) => {
        const uri = expandTemplate(template, variables as never);
        roundTrips++;
        if (uri !== '') nonEmpty++;
        const result = matchTemplate(template, uri);
        if (workCounter.steps > 0) searched++;
        expectToEqual({ template, uri, ok: result.ok }, { template, uri, ok: true });
        if (result.ok) expectToBe(expandTemplate(template, result.variables), uri);
      }),
      runParameters(Math.round(3000 * SCALE)),
    );
  });

  it('and with ambiguity reported, each alternative expands to the URI too', () => {
    fc.assert(
      fc.property(templateAndValues, ({ template, variables }) => {
        const uri = expandTemplate(template, variables as never);
        const result = matchTemplate(template, uri, { ambiguity: 'report' });
        const alternatives = result.ok ? [result.variables] : (result.error.alternatives ?? []);
        expectGreaterThan(alternatives.length, 0);
        for (const found of alternatives) expectToBe(expandTemplate(template, found), uri);
      }),
      runParameters(Math.round(1000 * SCALE)),
    );
  });
});
