/**
 * Issue 28's count of whole-string automaton runs per call, through the test-only hook
 * `AUTOMATON_RUNS` (grammar/engine): test/semantic/one-pass.test.ts and the policy's accept path
 * (test/policy/accept.test.ts) both hold calls to one run per input string.
 */
import { AUTOMATON_RUNS } from '../../grammar';

/** How many automaton runs `call` makes, after one call to warm every cache it fills. */
export function runsOf(call: () => unknown): number {
  call();
  AUTOMATON_RUNS.count = 0;
  AUTOMATON_RUNS.enabled = true;
  try {
    call();
  } finally {
    AUTOMATON_RUNS.enabled = false;
  }
  return AUTOMATON_RUNS.count;
}
