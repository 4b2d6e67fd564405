/**
 * RFC 8089 ("file"), section 2 and Appendix F: the automaton, the combinator (PEG) verdict,
 * `check` and the oracle read from RFC 8089's text and RFC 3986 Appendix A agree on every input,
 * and the combinator's trees are well formed (test/support/grammar-suites.ts).
 */
import { differentialSuite } from '../../support/grammar-suites';
import { fixture, nonstandardFixture } from './support';

describe('section 2', () => {
  differentialSuite(fixture);
});

describe('Appendix F', () => {
  differentialSuite(nonstandardFixture);
});
