/**
 * The seeded generator the tests, the bench and the mutation sampler share with the audit's
 * built-in corpus: Mulberry32 (src/audit/mulberry32.ts), the same sequence on every platform for
 * a given seed, so generated corpora and sampled lines can be reproduced.
 */
export { mulberry32 } from '../../src/audit/mulberry32';
