/**
 * RFC 3987 section 2.2: the automaton, the combinator (PEG) verdict, `check` and the oracle
 * (regular expressions in Unicode mode read from RFC 3987's text) agree on every input, and the
 * combinator's trees are well formed (test/support/grammar-suites.ts; 42 rules x 3,000 cases).
 * The inputs mix IRI pieces with the code points on both sides of every edge of `ucschar` and
 * `iprivate`, astral characters and lone surrogates (test/support/code-points.ts).
 */
import { hasLoneSurrogate, hasNonAscii } from '../../support/code-points';
import { differentialSuite } from '../../support/grammar-suites';
import { fixture } from './support';

differentialSuite(fixture, {
  counts: {
    'with non-ASCII': (_rule, text) => hasNonAscii(text),
    'with a lone surrogate': (_rule, text) => hasLoneSurrogate(text),
  },
});
