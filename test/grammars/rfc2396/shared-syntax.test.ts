/**
 * Issue 28: RFC 2396 is one more syntax of the shared operations (src/reference-syntax.ts'
 * RFC2396_SYNTAX; parse in src/components.ts, resolution in src/resolve.ts). Its fork, the split,
 * parse, 5.2 and step 7 it had of its own, is kept in ./fork-oracle.ts as it was; here the shared
 * path gives what the fork gave, on random RFC 2396 references and pairs of them:
 * - `parse`, `parseAs` and `safeParse`: the same components, key for key and in the same order
 *   (the CLI prints them as JSON), or the same error;
 * - `resolve`, strict and backward-compatible: the same target, or the same thrown error;
 * - step 7: the components recombine into the text they came from, as the fork's did.
 */
import fc from 'fast-check';
import { grammar } from '../../../src';
import { recombine } from '../../../src/resolve-rfc2396';
import { forkParse, forkRecombine, forkResolve, forkSafeParse } from './fork-oracle';
import { ALL_SAMPLES, VALID_SAMPLES, inputFor, mutationOf, runParameters, SCALE } from './support';
import { expectToBe, expectToEqual } from '../../support/cheap-expect';

const g = grammar('rfc2396');
const RULES = ['URI-reference', 'absoluteURI', 'relativeURI'] as const;

// ---------------------------------------------------------------------------------------------
// Random references, built from RFC 2396's pieces: most of them valid, with every reading the
// fork had (server and registry authorities, empty servers, opaque parts with "?", IPv6
// references, Appendix C's "?" query form) and the mutations around them.

const word = (pieces: readonly string[], min = 0, max = 4) =>
  fc.array(fc.constantFrom(...pieces), { minLength: min, maxLength: max }).map((p) => p.join(''));
const segment = word(['a', 'b', '.', '..', '', ';p', 'x=1', '%41', '@', ':', '...', 'g.'], 0, 3);
const relativePath = fc
  .array(segment, { minLength: 1, maxLength: 4 })
  .map((segments) => segments.join('/'));
const host = fc.constantFrom(
  'a',
  'a.b.',
  'x-1.y',
  '1.a',
  'a.1',
  '999.1.1.1',
  '1.2.3.4',
  '1.2.3',
  '[::1]',
  '[::ffff:1.2.3.4]',
  'a_b',
  '',
);
const authority = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('', 'u@', 'u:p@', '@', 'a@b@', '%41;&=+$,@'),
      host,
      fc.constantFrom('', ':', ':80', ':x', ':8:8'),
    )
    .map((parts) => parts.join('')),
  word(['a', '_', '$', ',', ';', ':', '@', '&', '=', '+', '%41', '.', '-'], 1),
);
const query = fc.option(
  word(['y', '/', '.', '?', '=', '%41', ':', '[', ']']).map((q) => `?${q}`),
  {
    nil: '',
  },
);
const fragment = fc.option(
  word(['s', '/', '.', '?', '#', '%41']).map((f) => `#${f}`),
  {
    nil: '',
  },
);
const scheme = fc.constantFrom('http', 'HTTP', 'x', 'mailto', 'a+b-c.1');

const reference: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(relativePath, query, fragment).map(([p, q, f]) => p + q + f),
  fc.tuple(relativePath, query, fragment).map(([p, q, f]) => `/${p}${q}${f}`),
  fc
    .tuple(authority, fc.option(relativePath, { nil: undefined }), query, fragment)
    .map(([a, p, q, f]) => `//${a}${p === undefined ? '' : `/${p}`}${q}${f}`),
  fc.tuple(query, fragment).map(([q, f]) => q + f),
  fc
    .tuple(
      scheme,
      fc.oneof(
        relativePath,
        relativePath.map((p) => `/${p}`),
        fc
          .tuple(authority, fc.option(relativePath, { nil: undefined }))
          .map(([a, p]) => `//${a}${p === undefined ? '' : `/${p}`}`),
      ),
      query,
      fragment,
    )
    .map(([s, p, q, f]) => `${s}:${p}${q}${f}`),
  mutationOf(ALL_SAMPLES),
  mutationOf(VALID_SAMPLES['URI-reference']),
  inputFor('URI-reference'),
);

/** What a call gave: its value, or the class and message of what it threw. */
function outcome(call: () => unknown): unknown {
  try {
    return { value: call() };
  } catch (error) {
    const { name, message } = error as Error;
    return { threw: name, message };
  }
}

/** Components as their entries, so that key order and undefined members count too. */
function entries(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.entries(value).map(([key, member]) => [key, entries(member)]);
}

const RUNS = 3000 * SCALE;
const counts = { valid: 0, registry: 0, opaque: 0, pairs: 0, queryOnly: 0 };
afterAll(() => {
  console.log(
    `rfc2396 shared = fork: ${counts.valid} valid references (${counts.registry} registry-based, ` +
      `${counts.opaque} opaque), ${counts.pairs} resolved pairs (${counts.queryOnly} "?" references)`,
  );
});

describe('the shared parse gives what the fork gave', () => {
  it(`parse, parseAs and safeParse, on every reference rule (${RUNS} references drawn)`, () => {
    fc.assert(
      fc.property(reference, (text) => {
        for (const rule of RULES) {
          const shared = g.safeParse(rule, text);
          expectToEqual(
            { text, rule, shared: entries(shared) },
            { text, rule, shared: entries(forkSafeParse(text, undefined, rule)) },
          );
          expectToEqual(
            outcome(() => g.parseAs(rule, text)),
            outcome(() => forkParse(text, undefined, rule)),
          );
        }
        const result = g.safeParse(text);
        if (!result.ok) return;
        counts.valid++;
        if (result.components.authorityKind === 'registry') counts.registry++;
        if (result.components.opaquePart !== undefined) counts.opaque++;
        expectToEqual(entries(g.parse(text)), entries(forkParse(text)));
        // Step 7 puts the components back together as they were written, as the fork's did.
        const { scheme: s, authority: a, path, query: q, fragment: f } = result.components;
        expectToBe(recombine(s, a, path, q, f), text);
        expectToBe(forkRecombine(s, a, path, q, f), text);
      }),
      runParameters(RUNS),
    );
    expect(counts.valid).toBeGreaterThan(RUNS / 4);
    expect(counts.registry).toBeGreaterThan(0);
    expect(counts.opaque).toBeGreaterThan(0);
  });

  it('with maxLength, and with what is not a string', () => {
    for (const text of ['http://a/b', 'mailto:x?y', 'a b', '//a_b:1/c']) {
      for (const maxLength of [0, 5, 100]) {
        expect(entries(g.safeParse(text, { maxLength }))).toEqual(
          entries(forkSafeParse(text, { maxLength })),
        );
      }
    }
    for (const value of [undefined, null, 1, {}, ['http://a']]) {
      expect(g.safeParse(value).ok).toBe(false);
      expect(outcome(() => g.parse(value as string))).toEqual(
        outcome(() => forkParse(value as string)),
      );
    }
  });
});

const base: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: reference.filter((text) => /^[A-Za-z][A-Za-z0-9+.-]*:/.test(text)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(scheme, authority, query, fragment)
      .map(([s, a, q, f]) => `${s}://${a}${q}${f}`),
  },
  { weight: 1, arbitrary: fc.constant('http://a/b/c/d;p?q') },
  { weight: 1, arbitrary: reference },
);

describe('the shared resolve gives what the fork gave', () => {
  it(`strict and backward-compatible, targets and errors alike (${RUNS} pairs drawn)`, () => {
    fc.assert(
      fc.property(base, reference, fc.boolean(), (b, r, strict) => {
        const shared = outcome(() => g.resolve(b, r, { strict }));
        expectToEqual(
          { b, r, strict, shared },
          { b, r, strict, shared: outcome(() => forkResolve(b, r, { strict })) },
        );
        if ('value' in (shared as object)) {
          counts.pairs++;
          if (r.startsWith('?')) counts.queryOnly++;
        }
      }),
      runParameters(RUNS),
    );
    expect(counts.pairs).toBeGreaterThan(RUNS / 4);
    expect(counts.queryOnly).toBeGreaterThan(0);
  });

  it('without options, and with options that are not options', () => {
    const BASE = 'http://a/b/c/d;p?q';
    for (const r of ['g', '../../../g', '?y#s', 'http:g', '', '#s', 'a b', '?a b']) {
      expect(outcome(() => g.resolve(BASE, r))).toEqual(outcome(() => forkResolve(BASE, r)));
    }
    for (const options of [{ strict: 'yes' }, { strict: null }, 'strict', 1]) {
      const untyped = options as never;
      expect(outcome(() => g.resolve(BASE, 'g', untyped))).toEqual(
        outcome(() => forkResolve(BASE, 'g', untyped)),
      );
    }
    expect(outcome(() => g.resolve('a/b', 'g'))).toEqual(outcome(() => forkResolve('a/b', 'g')));
    expect(outcome(() => g.resolve(BASE, 1 as never))).toEqual(
      outcome(() => forkResolve(BASE, 1 as never)),
    );
  });
});
