/**
 * RFC 3987's operations on IRIs: the examples of section 3.1 (IRI to URI) and 3.2.1 (URI to
 * IRI) as the RFC prints them, and properties over generated IRIs: the round trip through a URI,
 * the validity of every result, `iriToUri` leaving URIs alone, `resolve` and `normalize` (RFC 3987
 * 5.3, 6.5) giving IRIs, and `parse` = the components the parse tree names.
 */
import fc from 'fast-check';
import { grammar, iriToUri, uriToIri } from '../../../src';
import { expectToBe, expectToEqual } from '../../support/cheap-expect';
import { cp } from '../../support/code-points';
import { anyReference } from '../../support/uri-arbitraries';
import { g, runParameters, SCALE } from './support';

const uri = grammar('rfc3986');
const RUNS = 3000 * SCALE;

describe('RFC 3987 3.1: IRI to URI, the examples as printed', () => {
  it.each([
    ['http://résumé.example.org', 'http://r%C3%A9sum%C3%A9.example.org'],
    ['http://www.example.org/red%09rosé#red', 'http://www.example.org/red%09ros%C3%A9#red'],
    [
      `http://example.com/${cp(0x10300)}${cp(0x10301)}${cp(0x10302)}`,
      'http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82',
    ],
  ])('%s -> %s', (iri, expected) => {
    expect(iriToUri(iri)).toBe(expected);
  });

  it('with IDNA, the host may become "http://xn--rsum-bpad.example.org" instead', () => {
    expect(iriToUri('http://résumé.example.org', { idna: true })).toBe(
      'http://xn--rsum-bpad.example.org',
    );
  });

  it('"%" and the brackets are not converted; an invalid IRI is a UriSyntaxError', () => {
    expect(iriToUri('http://[::1]/%41é')).toBe('http://[::1]/%41%C3%A9');
    expect(() => iriToUri('http://a b')).toThrow(
      expect.objectContaining({ name: 'UriSyntaxError' }),
    );
  });
});

describe('RFC 3987 3.2.1: URI to IRI, the examples as printed (step 5)', () => {
  it.each([
    ['http://www.example.org/D%C3%BCrst', 'http://www.example.org/Dürst', 'legal UTF-8: decoded'],
    ['http://www.example.org/D%FCrst', 'http://www.example.org/D%FCrst', 'not UTF-8: kept'],
    [
      'http://xn--99zt52a.example.org/%e2%80%ae',
      'http://xn--99zt52a.example.org/%E2%80%AE',
      'U+202E is forbidden by 4.1: re-encoded, case not preserved; the punycode label is not converted',
    ],
  ])('%s -> %s (%s)', (input, expected) => {
    expect(uriToIri(input)).toBe(expected);
  });
});

/** Non-ASCII characters an IRI may hold outside the query: both ends of ucschar's ranges. */
const UCS = [
  'é',
  'ü',
  'ẞ',
  '你',
  'α',
  '\u00A0',
  '\uD7FF',
  '\uF900',
  '\uFDCF',
  '\uFDF0',
  '\uFFEF',
  cp(0x10000),
  cp(0x1f600),
  cp(0x1fffd),
  cp(0xe1000),
  cp(0xefffd),
];
const PRIVATE = ['\uE000', '\uF8FF', cp(0xf0000), cp(0x10fffd)];

/**
 * IRI references: generated URI references (test/support/uri-arbitraries.ts) with some
 * unreserved characters replaced by non-ASCII ones, and sometimes a private-use character in the
 * query; what that makes invalid (a letter of a scheme or an IP literal) is filtered out.
 */
const iriReference: fc.Arbitrary<string> = fc
  .tuple(
    anyReference,
    fc.array(fc.tuple(fc.nat(), fc.constantFrom(...UCS)), { maxLength: 6 }),
    fc.option(fc.constantFrom(...PRIVATE)),
  )
  .map(([reference, edits, privateUse]) => {
    const characters = [...reference];
    const replaceable = characters.flatMap((ch, i) => (/[A-Za-z0-9._~-]/.test(ch) ? [i] : []));
    for (const [at, ch] of edits) {
      if (replaceable.length > 0) characters[replaceable[at % replaceable.length]!] = ch;
    }
    const text = characters.join('');
    const query = text.indexOf('?');
    if (privateUse === null || query < 0 || text.slice(0, query).includes('#')) return text;
    return text.slice(0, query + 1) + privateUse + text.slice(query + 1);
  })
  .filter((text) => g.isValid('IRI-reference', text));

const iri = iriReference.filter((text) => g.isValid('IRI', text));

// The property loops compare first and call the matcher only on a mismatch
// (test/support/cheap-expect.ts): 3,000 cases each, and a matcher call costs more than the case.
describe('properties', () => {
  it(`iriReference generates IRIs with non-ASCII characters (${RUNS} cases)`, () => {
    let nonAscii = 0;
    fc.assert(
      fc.property(iriReference, (text) => {
        if (/[^\0-\x7f]/.test(text)) nonAscii++;
      }),
      runParameters(RUNS),
    );
    expect(nonAscii).toBeGreaterThan(RUNS / 2);
  });

  it('uriToIri(iriToUri(x)) === x for IRIs with no "%" and no bidi controls', () => {
    fc.assert(
      fc.property(
        iriReference.filter((text) => !text.includes('%')),
        (text) => {
          expectToBe(uriToIri(iriToUri(text)), text);
        },
      ),
      runParameters(RUNS),
    );
  });

  it('iriToUri(x) is always a valid URI-reference', () => {
    fc.assert(
      fc.property(iriReference, (text) => {
        expectToBe(uri.isValid('URI-reference', iriToUri(text)), true);
      }),
      runParameters(RUNS),
    );
  });

  it('uriToIri(x) is always a valid IRI-reference, and iriToUri(uri) === uri', () => {
    const encoded = iriReference.map((text) => iriToUri(text));
    fc.assert(
      fc.property(fc.oneof(anyReference, encoded), (text) => {
        expectToBe(uri.isValid('URI-reference', text), true);
        expectToBe(g.isValid('IRI-reference', uriToIri(text)), true);
        expectToBe(iriToUri(text), text);
      }),
      runParameters(RUNS),
    );
  });

  it('resolve gives IRIs; normalize gives IRIs and is idempotent', () => {
    fc.assert(
      fc.property(iri, iriReference, (base, reference) => {
        const resolved = g.resolve(base, reference);
        expectToBe(g.isValid('IRI', resolved), true);
        const normalized = g.normalize(resolved);
        expectToBe(g.isValid('IRI', normalized), true);
        expectToBe(g.normalize(normalized), normalized);
        const alone = g.normalize(reference);
        expectToBe(g.isValid('IRI-reference', alone), true);
        expectToBe(g.normalize(alone), alone);
      }),
      runParameters(RUNS),
    );
  });

  it('parse = componentsFromTree on the IRI-reference tree', () => {
    fc.assert(
      fc.property(iriReference, (text) => {
        expectToEqual(
          g.parse(text),
          g.componentsFromTree(g.parseTree('IRI-reference', text), text),
        );
      }),
      runParameters(RUNS),
    );
  });
});
