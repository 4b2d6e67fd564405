/**
 * test/fixtures/components.json: every entry's components from `parse` (null in the fixture
 * means undefined), and the same reference through `splitNonValidating`, `recompose` and
 * `hostValue`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitNonValidating } from '../../src/appendix-b';
import { COMPONENT_NAMES, type ComponentName, parse } from '../../src/components';
import { hostValue } from '../../src/host';
import { recompose } from '../../src/recompose';

const FIELDS = COMPONENT_NAMES;

type Field = ComponentName;

type ComponentsEntry = { readonly input: string; readonly source: string } & {
  readonly [field in Field]: string | null;
};

const entries = JSON.parse(
  readFileSync(join(__dirname, '..', 'fixtures', 'components.json'), 'utf8'),
) as ComponentsEntry[];

const cases = entries.map((entry) => ({
  entry,
  title: `${JSON.stringify(entry.input)} [${entry.source}]`,
}));

describe('components.json', () => {
  it('has the 498 entries its README lists', () => {
    expect(entries).toHaveLength(498);
  });

  describe('parse', () => {
    it.each(cases)('$title', ({ entry }) => {
      const components = parse(entry.input);
      for (const field of FIELDS) {
        expect([field, components[field]]).toEqual([field, entry[field] ?? undefined]);
      }
    });
  });

  describe('splitNonValidating agrees on the five main components', () => {
    it.each(cases)('$title', ({ entry }) => {
      expect(splitNonValidating(entry.input)).toEqual({
        scheme: entry.scheme ?? undefined,
        authority: entry.authority ?? undefined,
        path: entry.path,
        query: entry.query ?? undefined,
        fragment: entry.fragment ?? undefined,
      });
    });
  });

  describe('recompose gives the input back, and the host has a value of its kind', () => {
    it.each(cases)('$title', ({ entry }) => {
      const components = parse(entry.input);
      expect(recompose(components)).toBe(entry.input);
      expect(recompose({ ...components, authority: undefined })).toBe(entry.input);
      expect(hostValue(components)?.kind).toBe(components.hostKind);
    });
  });
});
