/** Policies above the grammar: see src/policy/policy.ts and docs/policy.md. */
export {
  POLICY_CLAUSES,
  policy,
  type PolicyClause,
  type PolicyError,
  type PolicyOptions,
  type PolicyResult,
  type UriPolicy,
} from './policy';
export { ADDRESS_CLASSES, type AddressClass } from './addresses';
