/**
 * RFC 8089 ("file"), section 2 and Appendix F: the error properties every grammar is held to.
 */
import { errorPropertiesSuite } from '../../support/grammar-suites';
import { fixture, nonstandardFixture } from './support';

describe('section 2', () => {
  errorPropertiesSuite(fixture);
});

describe('Appendix F', () => {
  errorPropertiesSuite(nonstandardFixture);
});
