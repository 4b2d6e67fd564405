/**
 * What RFC 2396's syntax record reads by hand, so that a parse is one run of one automaton
 * (issue 28): a host's kind (`IPv4address` as RFC 2373 writes it, `hostname`) and an authority's
 * (`server` or `registry`). Each is held to its rule's automaton on every string of a few
 * characters over the characters that decide it, and on random ones. Then the record's rule
 * names: the components a parse tree names through them are the parse's.
 */
import fc from 'fast-check';
import { rfc2396 } from '../../../grammar';
import { componentsFromTreeWith } from '../../../src/components';
import {
  RFC2396_SYNTAX,
  isRfc2396Hostname,
  isRfc2396Ipv4Address,
  rfc2396AuthorityKind,
} from '../../../src/reference-syntax';
import { g, inputFor, runParameters, SCALE } from './support';

/** Every string of up to `maxLength` pieces of `alphabet`. */
function* strings(alphabet: readonly string[], maxLength: number): Generator<string> {
  let level = [''];
  for (let length = 0; length <= maxLength; length++) {
    yield* level;
    level = level.flatMap((text) => alphabet.map((piece) => text + piece));
  }
}

/** The strings on which `hand` and `automaton` disagree, and how many were compared. */
function disagreements(
  texts: Iterable<string>,
  hand: (text: string) => boolean,
  automaton: (text: string) => boolean,
): { compared: number; differ: string[] } {
  let compared = 0;
  const differ: string[] = [];
  for (const text of texts) {
    compared++;
    if (hand(text) !== automaton(text)) differ.push(text);
  }
  return { compared, differ };
}

describe("isRfc2396Ipv4Address is RFC 2373's IPv4address", () => {
  const automaton = rfc2396.automaton('IPv4address');

  test('on every string of up to seven characters over "0", "9" and "."', () => {
    const { compared, differ } = disagreements(
      strings(['0', '9', '.'], 7),
      isRfc2396Ipv4Address,
      (text) => automaton.accepts(text),
    );
    expect(differ).toEqual([]);
    expect(compared).toBe(3280);
  });

  test.each([
    ['999.1.1.1', true],
    ['0.00.000.0', true],
    ['1.2.3', false],
    ['1.2.3.4.', false],
    ['1000.1.1.1', false],
    ['1.2.3.a', false],
    ['', false],
  ])('%j: %s', (text, expected) => {
    expect([isRfc2396Ipv4Address(text), automaton.accepts(text)]).toEqual([expected, expected]);
  });
});

describe("isRfc2396Hostname is RFC 2396's hostname", () => {
  const automaton = rfc2396.automaton('hostname');

  test('on every string of up to six characters over "a", "1", "-", "." and "_"', () => {
    const { compared, differ } = disagreements(
      strings(['a', '1', '-', '.', '_'], 6),
      isRfc2396Hostname,
      (text) => automaton.accepts(text),
    );
    expect(differ).toEqual([]);
    expect(compared).toBe(19531);
  });

  test('on random labels', () => {
    const label = fc.stringMatching(/^[aZ09-]{0,4}$/);
    const name = fc
      .tuple(fc.array(label, { minLength: 1, maxLength: 4 }), fc.constantFrom('', '.', '..'))
      .map(([labels, end]) => labels.join('.') + end);
    fc.assert(
      fc.property(name, (text) => {
        expect({ text, hand: isRfc2396Hostname(text) }).toEqual({
          text,
          hand: automaton.accepts(text),
        });
      }),
      runParameters(3000 * SCALE),
    );
  });
});

describe('rfc2396AuthorityKind is `server` exactly when a valid authority matches server', () => {
  const authority = rfc2396.automaton('authority');
  const server = rfc2396.automaton('server');
  const kindByAutomaton = (text: string): 'server' | 'registry' =>
    server.accepts(text) ? 'server' : 'registry';

  test('on every valid authority of up to five pieces', () => {
    const pieces = ['a', '1', '-', '.', ':', '@', '_', '%41', '[::1]'];
    let valid = 0;
    let registry = 0;
    const differ: string[] = [];
    for (const text of strings(pieces, 5)) {
      if (!authority.accepts(text)) continue;
      valid++;
      const kind = kindByAutomaton(text);
      if (kind === 'registry') registry++;
      if (rfc2396AuthorityKind(text) !== kind) differ.push(text);
    }
    expect(differ).toEqual([]);
    expect([valid, registry]).toEqual([37920, 36429]);
  });

  test('on random authorities', () => {
    const text = fc.oneof(
      inputFor('authority'),
      inputFor('server'),
      fc
        .array(fc.constantFrom('a', 'b1', '-', '.', ':', '8', '@', '_', ';', '%41', '[::1]'), {
          maxLength: 8,
        })
        .map((pieces) => pieces.join('')),
    );
    fc.assert(
      fc.property(text, (a) => {
        if (!authority.accepts(a)) return;
        expect({ a, kind: rfc2396AuthorityKind(a) }).toEqual({ a, kind: kindByAutomaton(a) });
      }),
      runParameters(5000 * SCALE),
    );
  });
});

describe("RFC2396_SYNTAX names the grammar's rules", () => {
  test('the components a parse tree names through them are those parse gives', () => {
    const reference = inputFor('URI-reference');
    let valid = 0;
    fc.assert(
      fc.property(reference, (text) => {
        const result = g.safeParse(text);
        if (!result.ok) return;
        valid++;
        const tree = g.parseTree('URI-reference', text);
        const { scheme, authority, userinfo, host, port, path, query, fragment, hostKind } =
          result.components;
        expect({ text, ...componentsFromTreeWith(RFC2396_SYNTAX, tree, text) }).toEqual({
          text,
          ...{ scheme, authority, userinfo, host, port, path, query, fragment, hostKind },
        });
      }),
      runParameters(2000 * SCALE),
    );
    expect(valid).toBeGreaterThan(100);
  });
});
