/**
 * RFC 6068 ('mailto'): the automaton, the combinator (PEG) verdict, `check` and the oracle read
 * from the RFC texts (test/oracle/mailto-data-file-oracles.ts) agree on every input, and the combinator's
 * trees are well formed (test/support/grammar-suites.ts; 26 rules x 3,000 cases).
 */
import { differentialSuite } from '../../support/grammar-suites';
import { fixture } from './support';

differentialSuite(fixture);
