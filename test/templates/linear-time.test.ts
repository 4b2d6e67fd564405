/**
 * Matching is linear in the URI's length for a fixed template, shown by the work it does (the
 * threads the Pike VM moves, src/template/nfa.ts), never by timing: doubling the URI at most
 * doubles the work, on the CVE-2026-0621 input and on inputs built to be the worst for a
 * backtracking matcher. When the first path's values repeat a name, the search of later paths
 * (`searchPaths`) is held to a budget of the Pike VM's work times 8, and some more.
 *
 * CVE-2026-0621 (modelcontextprotocol/typescript-sdk #965, #1334, fixed by #1363 and #1365):
 * the SDK's UriTemplate turned `{/id*}` into `([^/]+(?:,[^/]+)*)`, whose nested quantifiers
 * backtrack exponentially on `'/users/' + 'user1,user2,user3,'.repeat(n) + 'userX/'`.
 */
import { matchTemplate } from '../../src';
import { workCounter } from '../../src/template/nfa';

function work(template: string, uri: string): number {
  matchTemplate(template, uri);
  return workCounter.threads;
}

/** The work at n, 2n, 4n ... 64n: each doubling at most doubles it, and it grows. */
function expectLinear(template: string, uriOf: (n: number) => string): number[] {
  const counts = [1, 2, 4, 8, 16, 32, 64].map((k) => work(template, uriOf(100 * k)));
  for (let i = 1; i < counts.length; i++) {
    expect(counts[i]!).toBeLessThanOrEqual(2 * counts[i - 1]! + 64);
  }
  return counts;
}

describe('CVE-2026-0621, the ReDoS input of the MCP TypeScript SDK', () => {
  const payload = (n: number) => `/users/${'user1,user2,user3,'.repeat(n)}userX/`;

  it('is refused at the first ",", whatever its length', () => {
    for (const n of [10, 1000, 100_000]) {
      const result = matchTemplate('/users{/id*}', payload(n));
      expect(result).toMatchObject({ ok: false, error: { code: 'no-match', offset: 12 } });
      expect(workCounter.threads).toBeLessThan(200);
    }
  });

  it('and the same shapes through {id*}, {?tags*} and {+id*}: linear work', () => {
    expectLinear('/users/{id*}', (n) => `/users/${'user1,'.repeat(n)}userX/`);
    expectLinear('/users{?tags*}', (n) => `/users?${'tags=a&'.repeat(n)}tags=b,`);
    expectLinear('/users/{+id*}', (n) => `/users/${'user1,'.repeat(n)}userX/ `);
  });
});

describe('inputs that are the worst for backtracking', () => {
  it.each([
    ['{a}{b}{c}{d}', (n: number) => `${'x'.repeat(n)}!`],
    ['{a,b,c,d}', (n: number) => `${'x,'.repeat(n)}!`],
    ['{/a*}{/b*}{/c*}', (n: number) => `${'/x'.repeat(n)}/!`],
    ['{?a*}{&b*}', (n: number) => `?${'k=v&'.repeat(n)}=`],
    ['{+a}{+b}{#c}', (n: number) => `${'/?'.repeat(n)}#x#`],
    ['{.a*}{.b*}', (n: number) => `${'.a=b'.repeat(n)}..=`],
  ])('%s: each doubling of the URI at most doubles the work', (template, uriOf) => {
    const counts = expectLinear(template, uriOf);
    expect(counts[6]!).toBeGreaterThan(counts[0]!);
  });

  it('a match (not only a refusal) is linear too, and so is reporting ambiguity', () => {
    expectLinear('{a}{b}{c}', (n) => 'x'.repeat(n));
    const counts = [1, 2, 4, 8].map((k) => {
      matchTemplate('{a}{b}{c}', 'x'.repeat(100 * k), { ambiguity: 'report' });
      return workCounter.threads;
    });
    for (let i = 1; i < counts.length; i++)
      expect(counts[i]!).toBeLessThanOrEqual(2 * counts[i - 1]! + 64);
  });
});

describe('URIs whose first path repeats a name: the search of later paths', () => {
  it.each([
    ['{/a*}{/b*}', (n: number) => '/x=1'.repeat(n)],
    ['{?a*}', (n: number) => `?${'x=1&'.repeat(n)}x=1`],
    ['{;a*,b*,c*}', (n: number) => ';x=1'.repeat(n)],
    ['{a*}{.b*}', (n: number) => `${'x=1,'.repeat(n)}x=1`],
    ['{&a*}{&b*}', (n: number) => '&a=&b='.repeat(n)],
  ])('%s: the run is linear, and the search stays within its budget', (template, uriOf) => {
    expectLinear(template, uriOf);
    for (const n of [100, 1600]) {
      const uri = uriOf(n);
      matchTemplate(template, uri);
      expect(workCounter.steps).toBeGreaterThan(0);
      // The budget (match.ts `assignmentsOf`), overrun by at most one reading of values.
      expect(workCounter.steps).toBeLessThanOrEqual(
        8 * workCounter.threads + 4096 + 2 * uri.length,
      );
    }
  });
});
