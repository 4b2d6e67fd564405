/**
 * The playground's state in the URL fragment (playground/src/state.ts): every string survives
 * the round trip exactly, lone surrogates included, and no fragment makes the reader throw.
 */
import fc from 'fast-check';
import {
  DEFAULT_BASE,
  INITIAL_STATE,
  MAX_FRAGMENT_LENGTH,
  decodeValue,
  encodeValue,
  stateFromFragment,
  stateToFragment,
} from '../../playground/src/state';
import { GRAMMAR_NAMES } from '../../src';
import { SCALE, runParameters } from '../support/arbitraries';

/** Any sequence of UTF-16 code units: lone surrogates, controls, "&", "=", "%" and "#" too. */
const anyText = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 0xffff }),
      fc.constantFrom(0x25, 0x26, 0x3d, 0x23, 0x2b, 0x09, 0x0d, 0xd800, 0xdc00),
    ),
    { maxLength: 40 },
  )
  .map((units) => String.fromCharCode(...units));

describe('fragment values', () => {
  it.each([
    ['', ''],
    ['http://a b/', 'http%3A%2F%2Fa%20b%2F'],
    ['a&b=c#d', 'a%26b%3Dc%23d'],
    ['\t\u00e9', '%09%C3%A9'],
    ['x\ud800y', 'x%uD800y'],
    ['\udc00\ud83d\ude00', '%uDC00%F0%9F%98%80'],
  ])('%j is written %s and read back', (text, written) => {
    expect(encodeValue(text)).toBe(written);
    expect(decodeValue(written)).toBe(text);
  });

  it('round-trips any string of code units', () => {
    fc.assert(
      fc.property(anyText, (text) => decodeValue(encodeValue(text)) === text),
      runParameters(2000 * SCALE),
    );
  });

  it.each(['%', '%E0%A4%A', '%C3', '%ZZ', '%FF'])(
    '%s is refused as a value, not thrown',
    (text) => {
      expect(decodeValue(text)).toBeUndefined();
    },
  );
});

describe('state in the fragment', () => {
  it('round-trips every state', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GRAMMAR_NAMES),
        anyText,
        anyText,
        anyText,
        (grammar, rule, input, base) => {
          const state = { grammar, rule, input, base };
          const reading = stateFromFragment(`#${stateToFragment(state)}`);
          expect(reading).toEqual({ ok: true, state });
        },
      ),
      runParameters(1000 * SCALE),
    );
  });

  it("round-trips the template mode's template and variables, given or left out", () => {
    const maybe = fc.option(anyText, { nil: undefined });
    fc.assert(
      fc.property(anyText, maybe, maybe, (input, template, variables) => {
        const state = {
          ...INITIAL_STATE,
          input,
          ...(template === undefined ? {} : { template }),
          ...(variables === undefined ? {} : { variables }),
        };
        const fragment = stateToFragment(state);
        expect(fragment.includes('&t=')).toBe(template !== undefined);
        expect(fragment.includes('&v=')).toBe(variables !== undefined);
        expect(stateFromFragment(`#${fragment}`)).toStrictEqual({ ok: true, state });
      }),
      runParameters(1000 * SCALE),
    );
  });

  it('an empty fragment is the first example', () => {
    expect(stateFromFragment('')).toEqual({ ok: true, state: INITIAL_STATE });
    expect(stateFromFragment('#')).toEqual({ ok: true, state: INITIAL_STATE });
  });

  it("what a link leaves out is the grammar's default", () => {
    expect(stateFromFragment('#g=rfc3987')).toEqual({
      ok: true,
      state: { grammar: 'rfc3987', rule: 'IRI-reference', input: '', base: DEFAULT_BASE },
    });
    expect(stateFromFragment('#u=a%20b')).toEqual({
      ok: true,
      state: { grammar: 'rfc3986', rule: 'URI-reference', input: 'a b', base: DEFAULT_BASE },
    });
  });

  it.each([
    ['#g=rfc9999', 'grammar "rfc9999"'],
    ['#g=__proto__', 'grammar "__proto__"'],
    ['#u=%E0%A4%A', 'value for "u" is not valid percent-encoding'],
    [`#u=${'a'.repeat(MAX_FRAGMENT_LENGTH + 1)}`, 'links of up to'],
  ])('%s is reported as a problem', (fragment, problem) => {
    const reading = stateFromFragment(fragment);
    expect(reading.ok).toBe(false);
    expect(reading.ok ? '' : reading.problem).toContain(problem);
  });

  it('no fragment makes the reader throw', () => {
    const fragment = fc
      .array(fc.oneof(anyText, fc.constantFrom('g=', 'u=', 'r=', 'b=', '&', '%', '%u', '=')))
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fragment, (text) => {
        const reading = stateFromFragment(text);
        return reading.ok ? GRAMMAR_NAMES.includes(reading.state.grammar) : reading.problem !== '';
      }),
      runParameters(2000 * SCALE),
    );
  });
});
