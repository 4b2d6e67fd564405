/**
 * RFC 3986: the automaton, the combinator (PEG) verdict, `check` and the oracle read from
 * Appendix A's text agree on every input, and the combinator's trees are well formed
 * (test/support/grammar-suites.ts; 39 rules x 3,000 cases, ten times that with DEEP).
 */
import { differentialSuite } from '../../support/grammar-suites';
import { fixture } from './support';

differentialSuite(fixture);
