/**
 * nextstrain/cli issue #458 (2025-07-17): `nextstrain setup zika@james/dependency-version-checks`
 * asked for `/pathogen-repos/zika/versions/james/dependency-version-checks` and got a 404: the
 * version, a branch name, was quoted with Python's default `safe='/'`, so its "/" split one route
 * parameter in two (fixed in pull request #459 with `safe=''`). The issue cites nextstrain #687
 * for this class; its text was not in the search index this was written from, so the case is this.
 */
import { parse, uri } from '../../src';

test('a branch name with "/" stays one path segment', () => {
  const written = uri`https://nextstrain.org/pathogen-repos/${'zika'}/versions/${'james/dependency-version-checks'}`;
  expect(written).toBe(
    'https://nextstrain.org/pathogen-repos/zika/versions/james%2Fdependency-version-checks',
  );
  expect(parse(written).path.split('/')).toHaveLength(5);
});

test('a colon in a later segment stays as it is: pchar allows it (RFC 3986 3.3)', () => {
  const written = uri`https://nextstrain.org/pathogen-repos/zika/versions/${'2023-04-02T12:00:00Z'}`;
  expect(written.split('/').pop()).toBe('2023-04-02T12:00:00Z');
});
