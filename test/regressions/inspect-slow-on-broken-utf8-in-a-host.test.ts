/**
 * Issue 11: `inspect` of a 1 MB host of `%FFa` repeated took 52 times as long as `parse` of the
 * same input. Each run of triplets was checked by calling `decode` and catching the
 * `PercentDecodingError` it threw, once per run: a quarter of a million errors built and thrown.
 * The runs are now checked in place, without decoding or throwing.
 *
 * Speed is for `npm run bench` (its "Scaling" table reports inspect ÷ parse); this test pins
 * the answer and the cause: no decoding error is constructed for such a host.
 */
import * as percent from '../../src/percent';
import { inspect } from '../../src';

const RUNS = 250_000;
const text = `http://${'%FFa'.repeat(RUNS)}/`;

describe('inspect reads broken UTF-8 in a host in one pass', () => {
  test('one host-not-utf8 finding that counts every run (and the host is long)', () => {
    const findings = inspect(text);
    expect(findings.map((finding) => finding.code)).toEqual(['host-not-utf8', 'long-reg-name']);
    expect(findings[0]).toMatchObject({ start: 7, end: 10, component: 'host' });
    expect(findings[0]!.message).toContain(`and ${RUNS - 1} more such runs`);
  });

  test('without decoding each run (which threw an error per run)', () => {
    const decode = jest.spyOn(percent, 'decode');
    try {
      inspect(text);
      expect(decode.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      decode.mockRestore();
    }
  });

  test('tripletsAreUtf8 follows the RFC 3629 table at its edges', () => {
    const cases: [string, boolean][] = [
      ['%7F', true],
      ['%80', false],
      ['%C1%BF', false],
      ['%C2%80', true],
      ['%E0%9F%BF', false],
      ['%E0%A0%80', true],
      ['%ED%9F%BF', true],
      ['%ED%A0%80', false],
      ['%EF%BF%BF', true],
      ['%F0%8F%BF%BF', false],
      ['%F0%90%80%80', true],
      ['%F4%8F%BF%BF', true],
      ['%F4%90%80%80', false],
      ['%F5%80%80%80', false],
      // A continuation byte or an overlong lead (C0, C1) starts nothing, even with three
      // continuations after it (found by mutation testing: no row had one).
      ['%80%80%80%80', false],
      ['%C0%80%80%80', false],
      ['%C1%BF%BF%BF', false],
      ['%E2%82', false],
      ['%e2%82%ac', true],
    ];
    for (const [triplets, utf8] of cases) {
      expect([triplets, percent.tripletsAreUtf8(triplets, 0, triplets.length)]).toEqual([
        triplets,
        utf8,
      ]);
    }
  });
});
