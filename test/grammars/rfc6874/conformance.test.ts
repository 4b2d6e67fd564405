/**
 * The zone-identifier rows of the conformance corpus (test/fixtures/validity.json: the entries
 * whose note names RFC 6874, or whose input holds "%25" in an IP literal; python-hyper/rfc3986
 * and network-uri accept them) are valid under grammar('rfc6874') for their rule, by the
 * automaton and the oracle, and invalid under RFC 3986. Every other row gets the same answer from
 * grammar('rfc6874') as strict RFC 3986 gives: RFC 6874 adds zone identifiers and nothing else.
 */
import { isValid as isValid3986 } from '../../../src';
import { oracle6874 } from '../../oracle/abnf-regex';
import { strictExpectation, validityEntries } from '../../support/fixtures';
import { g } from './support';

const ENTRIES = validityEntries();
const isZoneRow = (entry: { input: string; note?: string }): boolean =>
  /RFC 6874/.test(entry.note ?? '') || /\[[^\]]*%25[^\]]*\]/.test(entry.input);
const ZONE_ROWS = ENTRIES.filter(isZoneRow);
const OTHER_ROWS = ENTRIES.filter((entry) => !isZoneRow(entry));

afterAll(() => {
  console.log(
    `rfc6874 conformance: ${ZONE_ROWS.length} zone-ID rows valid under rfc6874 and not rfc3986; ` +
      `${OTHER_ROWS.length} other rows with rfc6874 = strict rfc3986`,
  );
});

describe('validity.json, zone-ID rows', () => {
  it('there are 37, all asserted valid by their source and invalid by strict RFC 3986', () => {
    expect(ZONE_ROWS).toHaveLength(37);
    for (const entry of ZONE_ROWS) {
      expect({ input: entry.input, valid: entry.valid, strict: strictExpectation(entry) }).toEqual({
        input: entry.input,
        valid: true,
        strict: false,
      });
    }
  });

  it.each(ZONE_ROWS.map((entry) => [entry.rule, entry.input] as const))(
    '%s %j: valid under rfc6874, not under rfc3986',
    (rule, input) => {
      expect({
        rfc6874: g.isValid(rule, input),
        oracle6874: oracle6874.matches(rule, input),
        rfc3986: isValid3986(rule, input),
      }).toEqual({ rfc6874: true, oracle6874: true, rfc3986: false });
    },
  );
});

describe('validity.json, every other row', () => {
  it(`rfc6874 answers as strict RFC 3986 on the other rows`, () => {
    const differing = OTHER_ROWS.filter(
      (entry) => g.isValid(entry.rule, entry.input) !== strictExpectation(entry),
    ).map((entry) => `${entry.rule} ${JSON.stringify(entry.input)}`);
    expect(differing).toEqual([]);
    expect(OTHER_ROWS.length).toBe(ENTRIES.length - 37);
  });
});
