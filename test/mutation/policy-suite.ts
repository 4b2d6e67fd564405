/**
 * The policy's tests as one jest suite, for `npm run mutation:policy` (stryker.policy.json) only:
 * `npm test` runs the files themselves (this file does not match `*.test.ts`).
 *
 * Jest loads every test file to learn its test names, so with nine files Stryker paid for loading
 * the library nine times per mutant, in nine module registries, before running the few tests that
 * cover the mutant. One file loads it once. The order is the cheapest and most exact first, since
 * the environment (bail-environment.cjs) stops at the first failure: the property suites last.
 */
import '../policy/details.test';
import '../policy/clauses.test';
import '../policy/compile.test';
import '../policy/whatwg.test';
import '../policy/punycode.test';
import '../policy/edges.test';
import '../policy/mutants.test';
import '../policy/accept.test';
import '../policy/advisories.test';
import '../formats/policy-formats.test';
import '../schemes/policy.test';
import '../policy/policy-doc.test';
import '../policy/properties.test';
