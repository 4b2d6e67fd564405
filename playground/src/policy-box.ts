/**
 * The policy box: a policy written as JSON (docs/policy.md), applied to the input. What it shows
 * is computed here, without the DOM, so Node can test it: nothing to apply, a policy that does
 * not compile (with the reason), the input accepted, or the clause that refused it and where.
 */
import { type PolicyClause, policy } from '../../src/policy';

/** A first policy to edit: an SSRF-minded webhook's. */
export const DEFAULT_POLICY = JSON.stringify(
  {
    schemes: ['https'],
    userinfo: 'forbid',
    deny: ['loopback', 'private', 'link-local'],
    whatwg: 'same',
  },
  null,
  2,
);

export type PolicyVerdict =
  | { readonly kind: 'none' }
  | { readonly kind: 'malformed'; readonly reason: string }
  | { readonly kind: 'accepted' }
  | {
      readonly kind: 'refused';
      readonly clause: PolicyClause;
      readonly start: number;
      readonly end: number;
      readonly message: string;
    };

/** What the policy written as `json` says of `input`. */
export function policyVerdict(json: string, input: string): PolicyVerdict {
  if (json.trim() === '') return { kind: 'none' };
  let compiled: ReturnType<typeof policy>;
  try {
    compiled = policy(JSON.parse(json) as never);
  } catch (error) {
    return { kind: 'malformed', reason: error instanceof Error ? error.message : String(error) };
  }
  const result = compiled.check(input);
  if (result.ok) return { kind: 'accepted' };
  const { clause, offset, length, message } = result.error;
  return { kind: 'refused', clause, start: offset, end: offset + length, message };
}
