/**
 * RFC 2396: the error properties every grammar is held to (test/support/error-properties.ts: the
 * offset is the longest viable prefix by the oracle, the expected set can stand there, nothing
 * after the offset helps), over the grammar's own inputs; 500 cases a rule, ten times with DEEP.
 */
import { errorPropertiesSuite } from '../../support/grammar-suites';
import { fixture } from './support';

errorPropertiesSuite(fixture);
