/**
 * RFC 2397 ("data"): the error properties every grammar is held to (the offset is the longest
 * viable prefix by the oracle, the expected set can stand there, nothing after the offset helps).
 */
import { errorPropertiesSuite } from '../../support/grammar-suites';
import { fixture } from './support';

errorPropertiesSuite(fixture);
