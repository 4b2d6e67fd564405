/**
 * The template is read once per strings array, and `check: true` is a real second check: both
 * observed through the module that reads templates.
 */
import { UriSyntaxError, uri } from '../../src';
import * as template from '../../src/build/template';

afterEach(() => jest.restoreAllMocks());

test('a template used many times is read once', () => {
  const read = jest.spyOn(template, 'readTemplate');
  const build = (id: string): string => uri`http://h/users/${id}`;
  for (let i = 0; i < 5; i++) expect(build(`u${i}`)).toBe(`http://h/users/u${i}`);
  expect(read).toHaveBeenCalledTimes(1);
  // Another template (for RFC 3987 here) is read once as well.
  for (let i = 0; i < 3; i++) expect(uri.iri`http://h/users/${'é'}`).toBe('http://h/users/é');
  expect(read).toHaveBeenCalledTimes(2);
});

test('check: true refuses a result the grammar does not accept', () => {
  // An analysis no template can give (a scheme that is not one) stands for a builder bug.
  const broken = (): void => {
    jest.spyOn(template, 'readTemplate').mockImplementation((strings, syntax, rules) => {
      jest.restoreAllMocks();
      return { ...template.readTemplate(strings, syntax, rules), scheme: '1 2' };
    });
  };
  broken();
  expect(uri`x:/${'a'}`).toBe('1 2:/a');
  broken();
  expect(() => uri.with({ check: true })`y:/${'a'}`).toThrow(UriSyntaxError);
});
