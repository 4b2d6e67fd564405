/**
 * Scheme-based normalization and equivalence (RFC 3986 6.2.3) where the scheme's RFC defines
 * them: RFC 8141 section 3 for URNs (its examples read from the RFC's text), RFC 3966 section 4
 * for tel, RFC 9110 4.2.3 for http (its three URIs read from the text).
 */
import fc from 'fast-check';
import { equivalent, normalize, parseScheme } from '../../src';
import { schemeText } from '../oracle/http-ws-urn-tel-oracles';

/** RFC 8141 section 3.2's six groups of examples, each the URNs its paragraph lists. */
function urnGroups(): Record<string, string[]> {
  const text = schemeText('rfc8141-2-3.txt');
  const section = text.slice(text.indexOf('3.2.  Examples'));
  const groups: Record<string, string[]> = {};
  const ordinals = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth'];
  ordinals.forEach((ordinal, k) => {
    const start = section.indexOf(`${ordinal},`);
    const end = k + 1 < ordinals.length ? section.indexOf(`${ordinals[k + 1]},`) : undefined;
    groups[ordinal] = [...section.slice(start, end).matchAll(/o {2}(\S+)/g)].map((m) => m[1]!);
  });
  return groups;
}

describe('RFC 8141 section 3.2: URN-equivalence, every example of the text', () => {
  const groups = urnGroups();

  it('reads the six groups (3, 3, 3, 2, 2, 1 URNs)', () => {
    expect(Object.values(groups).map((group) => group.length)).toEqual([3, 3, 3, 2, 2, 1]);
  });

  it('first and second: case of scheme and NID, and r-, q-, f-components, do not count', () => {
    const same = [...groups.First!, ...groups.Second!];
    for (const a of same) for (const b of same) expect(equivalent(a, b)).toBe(true);
  });

  it('third: "/" and what follows count; fourth: triplets are not decoded', () => {
    const first = [...groups.First!, ...groups.Second!];
    const third = groups.Third!;
    for (const a of third) {
      for (const b of [...first, ...third]) expect(equivalent(a, b)).toBe(a === b);
    }
    const [a, b] = groups.Fourth!;
    expect(equivalent(a!, b!)).toBe(true);
    for (const other of [...first, ...third]) expect(equivalent(a!, other)).toBe(false);
  });

  it('fifth and sixth: the NSS is case-sensitive, and a look-alike is not the same', () => {
    for (const a of [...groups.Fifth!, ...groups.Sixth!]) {
      for (const b of groups.First!) expect(equivalent(a, b)).toBe(false);
    }
  });

  it('the normal form keeps the NSS’s triplets (no decoding), lowercases scheme and NID', () => {
    expect(normalize('URN:EXAMPLE:a123%2cz456')).toBe('urn:example:a123%2Cz456');
    expect(normalize('urn:Example:%61?+%41?=%7e#%7E')).toBe('urn:example:%61?+A?=~#~');
    // The syntax level is RFC 3986's: 6.2.2.2 decodes %61; RFC 8141 3.1 says it "MUST NOT".
    expect(equivalent('urn:example:a', 'urn:example:%61', { level: 'syntax' })).toBe(true);
    expect(equivalent('urn:example:a', 'urn:example:%61')).toBe(false);
  });

  it('an invalid URN is normalized as any URI', () => {
    expect(normalize('URN:a:%7e')).toBe('urn:a:~');
  });
});

describe('RFC 3966 section 4: tel comparison', () => {
  it('visual separators, case and parameter order do not count', () => {
    expect(equivalent('tel:+1-201-555-0123', 'TEL:+1.201.(555)0123')).toBe(true);
    expect(
      equivalent(
        'tel:863-1234;phone-context=+1-914-555;b=x;a=Y',
        'tel:8631234;A=y;B=X;PHONE-CONTEXT=+1.914.555',
      ),
    ).toBe(true);
    expect(normalize('tel:7042;phone-context=Example.COM')).toBe(
      'tel:7042;phone-context=example.com',
    );
  });

  it('global and local, other digits, other contexts and missing parameters do', () => {
    expect(equivalent('tel:+1234', 'tel:1234;phone-context=+1')).toBe(false);
    expect(equivalent('tel:+1234', 'tel:+1235')).toBe(false);
    expect(equivalent('tel:1;phone-context=a.example', 'tel:1;phone-context=b.example')).toBe(
      false,
    );
    expect(equivalent('tel:+1;a=b', 'tel:+1')).toBe(false);
  });

  it('the normal form is a valid tel URI, and normalizing it again gives it back', () => {
    const piece = fc.constantFrom('1', '2', '-', '.', '(', ')', 'A', '*', '#');
    const number = fc
      .tuple(fc.boolean(), fc.array(piece, { minLength: 1, maxLength: 6 }))
      .map(([global, pieces]) => (global ? '+1' : '') + pieces.join(''));
    const parameter = fc.constantFrom(
      ';ext=1-2',
      ';isub=%41b',
      ';Foo=Bar',
      ';a',
      ';z=%7e',
      ';phone-context=+1-2',
      ';phone-context=Ex.COM',
    );
    fc.assert(
      fc.property(number, fc.array(parameter, { maxLength: 4 }), (digits, parameters) => {
        const uri = `tel:${digits}${parameters.join('')}`;
        if (!parseScheme(uri).valid) return true;
        const normal = normalize(uri);
        return parseScheme(normal).valid && normalize(normal) === normal && equivalent(uri, normal);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('RFC 9110 4.2.3: http(s)', () => {
  it('the three URIs of the text are equivalent, with one normal form', () => {
    const examples = [...schemeText('rfc9110-4.2.txt').matchAll(/^\s+(http:\/\/\S+)$/gm)].map(
      (m) => m[1]!,
    );
    expect(new Set(examples.map((uri) => normalize(uri)))).toEqual(
      new Set(['http://example.com/~smith/home.html']),
    );
    for (const a of examples) for (const b of examples) expect(equivalent(a, b)).toBe(true);
  });
});
