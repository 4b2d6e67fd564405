/**
 * RFC 2397 ("data"): the automaton, the combinator (PEG) verdict, `check` and the oracle read
 * from the RFC 2397, RFC 2045 and RFC 2396 texts agree on every input, and the combinator's trees
 * are well formed (test/support/grammar-suites.ts; 20 rules x 3,000 cases).
 */
import { differentialSuite } from '../../support/grammar-suites';
import { fixture } from './support';

differentialSuite(fixture);
