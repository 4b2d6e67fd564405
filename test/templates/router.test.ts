/**
 * templateRouter: one pass over the URI for a whole list of templates. The first template of
 * the list that matches wins, with the variables matchTemplate gives for it alone; checked on a
 * table, on random URIs against random lists (a differential against matchTemplate run template
 * by template), and for linear work whatever the number of templates.
 */
import fc from 'fast-check';
import { expandTemplate, matchTemplate, templateRouter } from '../../src';
import { workCounter } from '../../src/template/nfa';
import { runParameters } from '../support/arbitraries';

const ROUTES = [
  '/users/{id}',
  '/users/{id}/posts{/post}{?page}',
  '/files{/path*}',
  '/search{?q,lang}',
  '{+rest}',
];

describe('templateRouter', () => {
  const router = templateRouter(ROUTES);

  it.each([
    ['/users/42', 0, { id: '42' }],
    ['/users/42/posts/7?page=2', 1, { id: '42', post: '7', page: '2' }],
    ['/files/a/b', 2, { path: ['a', 'b'] }],
    ['/search?q=x%20y', 3, { q: 'x y' }],
    ['/other/thing', 4, { rest: '/other/thing' }],
  ] as const)('%s goes to template %i', (uri, index, variables) => {
    const result = router.match(uri);
    expect(result).toMatchObject({ ok: true, index, template: ROUTES[index] });
    if (result.ok) expect({ ...result.variables }).toEqual(variables);
  });

  it('refuses a URI no template matches, with an offset', () => {
    const strict = templateRouter(['/users/{id}', '/files{/path*}']);
    expect(strict.match('/users/a/b')).toMatchObject({ ok: false, error: { code: 'no-match' } });
    expect(templateRouter([]).match('x')).toMatchObject({ ok: false, error: { offset: 0 } });
  });

  it('an invalid template throws when the router is made', () => {
    expect(() => templateRouter(['/a', '{'])).toThrow(expect.objectContaining({ offset: 1 }));
    expect(() => templateRouter('/a' as never)).toThrow(TypeError);
  });

  it('agrees with matchTemplate run on each template in turn (random URIs)', () => {
    const pieces = ['/', 'a', 'b', '?', '=', '&', ',', '.', '%20', 'x'];
    // Random text, and text of pairs whose names repeat (which the search of later paths reads).
    const pairs = ['/a=b', '.a=b', '&a=', '&g=', ',a=b', '/a', '.a', 'a'];
    const uri = fc
      .oneof(
        fc.array(fc.constantFrom(...pieces), { maxLength: 8 }),
        fc.array(fc.constantFrom(...pairs), { maxLength: 4 }),
      )
      .map((p) => p.join(''));
    const candidates = [
      '/{a}',
      '/{a}/{b}',
      '{/p*}',
      '{?q*}',
      '/a{?x,y}',
      '{.d*}',
      '{a}{b}',
      '{+r}',
      '/b{#f}',
      '{;m,n}',
      // Templates whose first path may repeat a name, so that the search of later paths runs.
      '{/s*}{/t*}',
      '{.c}{k*}',
      '{&g*}{&h*}',
    ];
    const list = fc.shuffledSubarray(candidates, { minLength: 1 });
    fc.assert(
      fc.property(list, uri, (templates, text) => {
        const routed = templateRouter(templates).match(text);
        const first = templates.findIndex((template) => matchTemplate(template, text).ok);
        if (first < 0) {
          expect(routed.ok).toBe(false);
          return;
        }
        const alone = matchTemplate(templates[first]!, text);
        expect(routed).toEqual({
          ok: true,
          index: first,
          template: templates[first],
          variables: alone.ok ? alone.variables : undefined,
        });
        if (routed.ok) expect(expandTemplate(routed.template, routed.variables)).toBe(text);
      }),
      runParameters(1000),
    );
  });

  it('does work linear in the URI for a fixed list', () => {
    const many = templateRouter([...ROUTES, ...ROUTES.map((route) => `/v2${route}`)]);
    const counts = [1, 2, 4, 8, 16].map((k) => {
      many.match(`/files${'/abc'.repeat(100 * k)}`);
      return workCounter.threads;
    });
    for (let i = 1; i < counts.length; i++)
      expect(counts[i]!).toBeLessThanOrEqual(2 * counts[i - 1]! + 64);
  });
});
