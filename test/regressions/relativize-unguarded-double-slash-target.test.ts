/**
 * Found by the relativize properties: given the literal 5.2.2 components of a target whose
 * path starts with "//" under no authority (`f:/a` + `.//g` gives path "//g"), and a base
 * with another scheme, relativizeComponents returned the target's components unchanged.
 * recompose then wrote `f:/.//g` from them, so the returned path was not the path as written,
 * which relativizeComponents promises. The target itself now gets the "/." as well.
 */
import { parse } from '../../src/components';
import { recompose } from '../../src/recompose';
import { relativizeComponents } from '../../src/relativize';
import { resolveComponents } from '../../src/resolve';

test('the target itself is returned with "/." before a "//" path under no authority', () => {
  const target = resolveComponents(parse('f:/a'), parse('.//g'));
  expect(target.path).toBe('//g');
  const found = relativizeComponents(parse('other:x'), target);
  expect(found).toEqual({
    scheme: 'f',
    authority: undefined,
    path: '/.//g',
    query: undefined,
    fragment: undefined,
  });
  expect(recompose(found!)).toBe('f:/.//g');
});
