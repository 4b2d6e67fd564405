/**
 * getsentry/sentry-mcp pull request #1218, "fix(api): encode interpolated path segments in API
 * client" (2026-07-30): resource IDs from a model's tool call were interpolated into REST paths
 * unencoded, and `fetch` resolves "../" while it parses the URL. The fix was an `apiPath` tagged
 * template that percent-encodes each value so it cannot add segments, and refuses a value that is
 * entirely a dot-segment, since the URL Standard reads ".." and its percent-encoded spellings
 * alike. Its earlier fix (#475, VULN-848) named slugs such as `..-auth` and `../../..-welcome`.
 * The `uri` tag does the same by construction; these are the values from those threads.
 */
import { uri } from '../../src';

const issueUrl = (organization: string, issue: string): string =>
  uri`https://sentry.io/api/0/organizations/${organization}/issues/${issue}/`;

test.each(['../../..-welcome', '..-auth', '../../auth', 'a/../../x', '%2e%2e', '%2E%2E/auth'])(
  '%j stays one segment, under /api/0/organizations/ for fetch as well',
  (slug) => {
    const written = issueUrl(slug, '123');
    const path = new URL(written).pathname;
    expect(path.startsWith('/api/0/organizations/')).toBe(true);
    expect(path.split('/')).toHaveLength(8);
    expect(decodeURIComponent(path.split('/')[4]!)).toBe(slug);
  },
);

test.each(['.', '..'])('a value that is entirely %j is refused', (dots) => {
  expect(() => issueUrl(dots, '123')).toThrow(RangeError);
  expect(() => issueUrl('sentry', dots)).toThrow(RangeError);
});
