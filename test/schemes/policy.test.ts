/** The policy clause `scheme-syntax` (`schemeSyntax: true`): the scheme's own grammar. */
import { POLICY_CLAUSES, policy } from '../../src';

describe('schemeSyntax', () => {
  const strict = policy({ schemeSyntax: true });

  it('refuses a URI its scheme’s grammar refuses, where it fails', () => {
    expect(strict.check('urn:a:b')).toEqual({
      ok: false,
      error: expect.objectContaining({ clause: 'scheme-syntax', offset: 5, length: 1 }),
    });
    expect(strict.check('ws://a/#x')).toMatchObject({ ok: false, error: { offset: 7 } });
    expect(strict.check('http:///x')).toMatchObject({ ok: false, error: { offset: 7, length: 1 } });
    expect(strict.check('urn:uuid:x')).toMatchObject({ ok: false, error: { offset: 9 } });
  });

  it('accepts valid ones and schemes without a grammar', () => {
    for (const uri of ['urn:example:a', 'tel:+1', 'https://a/#b', 'foo:bar']) {
      expect(strict.isValid(uri)).toBe(true);
    }
  });

  it('is off unless asked for, and runs right after scheme-requirement', () => {
    expect(policy({}).isValid('urn:a:b')).toBe(true);
    expect(policy({ schemeSyntax: false }).isValid('urn:a:b')).toBe(true);
    expect(POLICY_CLAUSES.indexOf('scheme-syntax')).toBe(
      POLICY_CLAUSES.indexOf('scheme-requirement') + 1,
    );
  });

  it('is a TypeError with another grammar or a value that is not a boolean', () => {
    expect(() => policy({ grammar: 'rfc3987', schemeSyntax: true })).toThrow(TypeError);
    expect(() => policy({ schemeSyntax: 'yes' as never })).toThrow(TypeError);
  });
});
