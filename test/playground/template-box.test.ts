/**
 * The playground's template mode (playground/src/template-box.ts), in Node: a template's
 * validity is `grammar('rfc6570').check`'s, offset and expected set; the expansion is
 * `expandTemplate`'s with the JSON box's variables, or why there is none; the match of the
 * page's URI gives variables that the JSON box takes back and that expand to the URI again; and
 * no template, box or URI makes it throw.
 */
import fc from 'fast-check';
import {
  DEFAULT_TEMPLATE,
  DEFAULT_VARIABLES,
  templateView,
  variablesAsJson,
} from '../../playground/src/template-box';
import { expandTemplate, grammar } from '../../src';
import { SCALE, runParameters } from '../support/arbitraries';

describe('the first template', () => {
  test('expands with the first variables, and that URI matches back to them', () => {
    const view = templateView(DEFAULT_TEMPLATE, DEFAULT_VARIABLES, '');
    expect(view.validity).toEqual({ ok: true });
    expect(view.expansion).toEqual({
      kind: 'expanded',
      uri: 'http://example.com/search/en?q=cat%20%26%20dog&tags=red&tags=blue',
    });
    const uri = (view.expansion as { uri: string }).uri;
    const matched = templateView(DEFAULT_TEMPLATE, DEFAULT_VARIABLES, uri).match;
    expect(matched).toEqual({
      kind: 'matched',
      variables: expect.any(String),
      ambiguous: false,
    });
    const variables = (matched as { variables: string }).variables;
    expect(JSON.parse(variables)).toEqual(JSON.parse(DEFAULT_VARIABLES));
  });
});

describe('validity', () => {
  test.each([
    ['/a{b', 4],
    ['{}', 1],
    ['a b', 1],
    ['{a:0}', 3],
    ['{a:10000}', 7],
    ['x}', 1],
  ])("%j is refused at offset %i, with check's expected set and message", (template, offset) => {
    const checked = grammar('rfc6570').check('URI-Template', template);
    if (checked.ok) throw new Error(`${template} is valid`);
    const view = templateView(template, '{}', 'x');
    expect(view).toEqual({
      validity: {
        ok: false,
        offset,
        expected: [...checked.error.expected],
        message: checked.error.message,
      },
      expansion: { kind: 'invalid-template' },
      match: { kind: 'invalid-template' },
    });
  });

  test('a template over 100,000 characters is refused, not read', () => {
    const view = templateView('a'.repeat(100_001), '{}', '');
    expect(view.validity).toMatchObject({ ok: false, message: expect.stringMatching(/long/) });
  });
});

describe('expansion', () => {
  test('the box must hold a JSON object; empty is no variables', () => {
    expect(templateView('{a}', '{"a":', '').expansion).toMatchObject({
      kind: 'malformed',
      reason: expect.stringMatching(/^Not JSON/),
    });
    for (const json of ['[]', 'null', '"a"', '1']) {
      expect(templateView('{a}', json, '').expansion).toMatchObject({ kind: 'malformed' });
    }
    expect(templateView('x{a}', '  ', '').expansion).toEqual({ kind: 'expanded', uri: 'x' });
  });

  test('a value of the wrong shape is refused naming its variable and offset', () => {
    expect(templateView('/{x}{y:2}', '{"x": "1", "y": ["a"]}', '').expansion).toEqual({
      kind: 'refused',
      message: expect.stringContaining('"y"'),
      variable: 'y',
      offset: 5,
    });
    expect(templateView('{n}', '{"n": 3}', '').expansion).toMatchObject({
      kind: 'refused',
      variable: 'n',
    });
  });

  test('null is undefined, never the word "null" (RFC 6570 2.3)', () => {
    expect(templateView('{?a,b}', '{"a": null, "b": "1"}', '').expansion).toEqual({
      kind: 'expanded',
      uri: '?b=1',
    });
  });

  test('a variable named __proto__ is a variable like any other', () => {
    expect(templateView('{__proto__}', '{"__proto__": "x"}', '').expansion).toEqual({
      kind: 'expanded',
      uri: 'x',
    });
  });
});

describe('matching the URI', () => {
  test('a refusal gives the offset in the URI and what could stand there', () => {
    expect(templateView('/users/{id}', '{}', '/user/1').match).toEqual({
      kind: 'no-match',
      offset: 5,
      expected: ['"s"'],
      message: expect.stringContaining('offset 5'),
    });
  });

  test('several assignments: the first is shown, and the page says there are others', () => {
    expect(templateView('{a}{b}', '{}', 'xy').match).toEqual({
      kind: 'matched',
      variables: JSON.stringify({ a: 'xy', b: '' }),
      ambiguous: true,
    });
  });

  test('a reserved operator is refused by expansion and matching alike', () => {
    const view = templateView('{=a}', '{}', 'x');
    expect(view.validity).toEqual({ ok: true });
    expect(view.expansion).toMatchObject({ kind: 'refused', offset: 1 });
    expect(view.match).toEqual({ kind: 'refused', message: expect.stringContaining('reserved') });
  });

  test('an associative array comes back as a JSON object, in the URI order', () => {
    const view = templateView('{?k*}', '{}', '?y=2&x=1');
    expect(view.match).toMatchObject({ kind: 'matched' });
    const variables = (view.match as { variables: string }).variables;
    expect(variables).toBe(JSON.stringify({ k: { y: '2', x: '1' } }));
    expect(templateView('{?k*}', variables, '').expansion).toEqual({
      kind: 'expanded',
      uri: '?y=2&x=1',
    });
  });

  test('variablesAsJson keeps a "__proto__" name as a key', () => {
    const json = variablesAsJson(
      Object.assign(Object.create(null) as Record<string, string>, { ['__proto__']: 'a' }),
    );
    expect(json).toBe('{"__proto__":"a"}');
  });

  test('what matches expands back to the URI, through the JSON box (property)', () => {
    const templates = ['{a}', '/x{/p*}{?q,r}', '{+path}/here', '{#f}', '{.d*}', '{;m,n}', 'a{&b*}'];
    const text = fc.string({
      unit: fc.constantFrom('a', 'b', '/', ',', '=', '.', '%20', '?', '&'),
    });
    fc.assert(
      fc.property(fc.constantFrom(...templates), text, (template, uri) => {
        const { match } = templateView(template, '{}', uri);
        if (match.kind !== 'matched') return;
        expect(expandTemplate(template, JSON.parse(match.variables) as never)).toBe(uri);
      }),
      runParameters(500 * SCALE),
    );
  });
});

test('no template, JSON box or URI makes it throw (property)', () => {
  const piece = fc.oneof(
    fc.string(),
    fc.constantFrom('{', '}', '{a}', '{?a*}', '{a:3}', '"', '[', ']', ':', ',', '\ud800', '%'),
  );
  const text = fc.array(piece, { maxLength: 6 }).map((pieces) => pieces.join(''));
  fc.assert(
    fc.property(text, text, text, (template, json, uri) => {
      const view = templateView(template, json, uri);
      expect(view.validity.ok).toBe(grammar('rfc6570').isValid('URI-Template', template));
    }),
    runParameters(1000 * SCALE),
  );
});
