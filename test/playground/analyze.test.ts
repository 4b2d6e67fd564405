/**
 * What the playground computes for the page (playground/src/analyze.ts, whatwg.ts), checked in
 * Node without a browser: Node's `URL` is the WHATWG parser too. The page tests
 * (page.test.ts) check that the browser shows it.
 */
import fc from 'fast-check';
import {
  COUNTERPARTS,
  MAX_INPUT_LENGTH,
  MAX_TREE_ROWS,
  REFERENCE_RULES,
  analyze,
  ruleForGrammar,
} from '../../playground/src/analyze';
import { EXAMPLE_GROUPS } from '../../playground/src/examples';
import { DEFAULT_BASE, DEFAULT_RULES, type PlaygroundState } from '../../playground/src/state';
import { compareWithWhatwg } from '../../playground/src/whatwg';
import { GRAMMAR_NAMES, type GrammarName, grammar } from '../../src';
import { visitNodes } from '../../grammar';
import { ALL_SAMPLES, SCALE, runParameters } from '../support/arbitraries';

const state = (
  input: string,
  rule = 'URI-reference',
  grammarName: GrammarName = 'rfc3986',
): PlaygroundState => ({ grammar: grammarName, rule, input, base: DEFAULT_BASE });

function shown<T>(section: { kind: string; value?: T }): T {
  expect(section.kind).toBe('shown');
  return section.value!;
}

const ruleNames = (name: GrammarName): readonly string[] => grammar(name).RULE_NAMES;

describe('rules', () => {
  it("every grammar's reference rules and default rule are its rules", () => {
    for (const name of GRAMMAR_NAMES) {
      expect(ruleNames(name)).toEqual(expect.arrayContaining([...REFERENCE_RULES[name]]));
      expect(REFERENCE_RULES[name]).toContain(DEFAULT_RULES[name]);
    }
  });

  it('every counterpart names a rule of some grammar, and each group spans two grammars', () => {
    for (const group of COUNTERPARTS) {
      for (const rule of group) {
        expect(GRAMMAR_NAMES.filter((name) => ruleNames(name).includes(rule))).not.toEqual([]);
      }
      const holding = GRAMMAR_NAMES.filter((name) =>
        group.some((rule) => ruleNames(name).includes(rule)),
      );
      expect(holding.length).toBeGreaterThanOrEqual(2);
    }
  });

  it.each([
    ['rfc3987', 'URI-reference', 'IRI-reference'],
    ['rfc3987', 'host', 'ihost'],
    ['rfc3986', 'ipchar', 'pchar'],
    ['rfc2396', 'relative-ref', 'relativeURI'],
    ['rfc2396', 'IRI', 'absoluteURI'],
    ['rfc6874', 'IPv6address', 'IPv6address'],
    ['rfc3986', 'ZoneID', 'URI-reference'],
    ['rfc3986', 'nothing', 'URI-reference'],
  ] as const)('switching to %s keeps %s as %s', (grammarName, rule, expected) => {
    expect(ruleForGrammar(grammarName, rule)).toBe(expected);
  });

  it('a rule the grammar does not have falls back to its default, with a notice', () => {
    const analysis = analyze(state('a', '__proto__'));
    expect(analysis.rule.name).toBe('URI-reference');
    expect(analysis.notices).toEqual([
      'RFC 3986 has no rule "__proto__"; showing URI-reference instead.',
    ]);
  });
});

describe('validity and the tree', () => {
  it('http://a b/ fails at offset 8 with the expected set of check', () => {
    const { validity } = analyze(state('http://a b/'));
    expect(validity.ok).toBe(false);
    if (validity.ok) return;
    expect(validity.error.offset).toBe(8);
    const error = grammar('rfc3986').check('URI-reference', 'http://a b/');
    expect(error.ok ? [] : error.error.expected).toEqual(
      validity.expected.map((item) => item.text),
    );
    expect(validity.expected).toContainEqual({
      text: 'unreserved',
      abnf: grammar('rfc3986').rules.unreserved.abnf,
    });
    expect(validity.expected).toContainEqual({ text: '"/"' });
    expect(validity.expected).toContainEqual({ text: 'end of input' });
  });

  it('names what first-match-wins chose: 1.2.3.4.5 is a reg-name, 1.2.3.4 an IPv4address', () => {
    const choice = (input: string) => shown(analyze(state(input, 'host')).tree).rows[0]!.choice;
    expect(choice('1.2.3.4.5')).toEqual({
      chosen: 'reg-name',
      alternatives: ['IP-literal', 'IPv4address', 'reg-name'],
    });
    expect(choice('1.2.3.4')?.chosen).toBe('IPv4address');
    const rows = shown(analyze(state('http://1.2.3.4.5/')).tree).rows;
    expect(rows.find((row) => row.rule === 'host')?.choice?.chosen).toBe('reg-name');
    expect(rows.find((row) => row.rule === 'URI-reference')?.choice?.chosen).toBe('URI');
    expect(rows.find((row) => row.rule === 'hier-part')?.choice?.chosen).toBe(
      'authority path-abempty',
    );
  });

  it('names no choice where the chosen rule stands in several alternatives', () => {
    const rows = shown(analyze(state('1::2', 'IPv6address')).tree).rows;
    expect(rows[0]!.rule).toBe('IPv6address');
    expect(rows[0]!.choice).toBeUndefined();
  });

  it('cuts a tree after MAX_TREE_ROWS rows and counts the rule nodes left out', () => {
    const input = '/a'.repeat(MAX_TREE_ROWS);
    const tree = shown(analyze(state(input)).tree);
    expect(tree.rows).toHaveLength(MAX_TREE_ROWS);
    let named = 0;
    visitNodes(grammar('rfc3986').parseTree('URI-reference', input), () => named++);
    const namedShown = tree.rows.filter((row) => row.rule !== null).length;
    expect(tree.omitted).toBe(named - namedShown);
    expect(tree.omitted).toBeGreaterThan(0);
  });

  it('refuses input longer than MAX_INPUT_LENGTH with too-long', () => {
    const { validity, tree } = analyze(state('a'.repeat(MAX_INPUT_LENGTH + 1)));
    expect(validity.ok ? 'valid' : validity.error.code).toBe('too-long');
    expect(tree.kind).toBe('not-applicable');
  });
});

describe('components', () => {
  it('keeps absent apart from empty and userinfo apart from host', () => {
    const rows = shown(analyze(state('http://u@h?')).components);
    const value = (name: string) => rows.find((row) => row.name === name)?.value;
    expect([
      value('userinfo'),
      value('host'),
      value('port'),
      value('query'),
      value('fragment'),
    ]).toEqual(['u', 'h', undefined, '', undefined]);
  });

  it('shows RFC 2396 authorityKind and opaquePart, and RFC 6874 zones', () => {
    const rows = (input: string, name: GrammarName) =>
      Object.fromEntries(
        shown(analyze(state(input, 'URI-reference', name)).components).map((row) => [
          row.name,
          row.value,
        ]),
      );
    expect(rows('mailto:x@y?z', 'rfc2396')).toMatchObject({
      opaquePart: 'x@y?z',
      path: 'x@y?z',
      query: undefined,
    });
    expect(rows('http://a_b/x', 'rfc2396')).toMatchObject({
      authorityKind: 'registry',
      host: undefined,
    });
    expect(rows('http://u@h:1/', 'rfc2396')).toMatchObject({
      authorityKind: 'server',
      userinfo: 'u',
      hostKind: 'hostname',
    });
    expect(rows('http://[fe80::a%25en1]/', 'rfc6874')).toMatchObject({
      zone: 'en1',
      hostKind: 'IPv6addrz',
    });
  });

  it("every component's span holds its value, in every grammar (property)", () => {
    const input = fc.oneof(
      fc.constantFrom(...ALL_SAMPLES),
      fc.string({ maxLength: 30 }),
      fc.constantFrom(
        ...EXAMPLE_GROUPS.flatMap((group) => group.examples.map((example) => example.input)),
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom(...GRAMMAR_NAMES), input, (name, text) => {
        for (const rule of REFERENCE_RULES[name]) {
          const section = analyze(state(text, rule, name)).components;
          if (section.kind !== 'shown') continue;
          for (const row of section.value) {
            if (row.span !== undefined)
              expect(text.slice(row.span.start, row.span.end)).toBe(row.value);
          }
        }
      }),
      runParameters(1000 * SCALE),
    );
  });
});

describe('the other sections', () => {
  it('flags a deceptive userinfo (RFC 3986 7.6)', () => {
    const findings = shown(analyze(state('http://www.bank.example@evil.example/')).findings);
    expect(findings.findings.map((finding) => [finding.code, finding.section])).toContainEqual([
      'deceptive-userinfo',
      '7.6',
    ]);
    expect(findings.offsetsInInput).toBe(true);
  });

  it("inspects an IRI as its URI, and says the offsets are the URI's", () => {
    const findings = shown(
      analyze(state('http://r\u00e9sum\u00e9.example.org/..', 'IRI-reference', 'rfc3987')).findings,
    );
    expect(findings.subject).toBe('http://r%C3%A9sum%C3%A9.example.org/..');
    expect(findings.offsetsInInput).toBe(false);
    expect(findings.findings.map((finding) => finding.code)).toContain('dot-segment');
  });

  it('normalizes and resolves, and says where RFC 2396 has no normal form', () => {
    const forms = shown(analyze(state('eXAMPLE://a/./b/../b/%63/%7bfoo%7d')).normalized);
    expect(forms[0]).toEqual({
      label: 'Syntax-based (RFC 3986 6.2.2)',
      value: { kind: 'shown', value: 'example://a/b/c/%7Bfoo%7D' },
    });
    expect(shown(analyze(state('../../g')).resolution)).toEqual({
      base: DEFAULT_BASE,
      reference: { kind: 'shown', value: 'http://a/g' },
      whatwg: { kind: 'shown', value: 'http://a/g' },
      same: true,
    });
    expect(shown(analyze(state('/./g', 'URI-reference', 'rfc2396')).resolution).reference).toEqual({
      kind: 'shown',
      value: 'http://a/./g',
    });
    expect(analyze(state('a', 'URI-reference', 'rfc2396')).normalized.kind).toBe('not-applicable');
  });

  it('applies only validity and the tree to rules that are not references', () => {
    const analysis = analyze(state('a::', 'IPv6address'));
    expect(analysis.validity.ok).toBe(true);
    for (const section of [
      analysis.components,
      analysis.findings,
      analysis.normalized,
      analysis.resolution,
      analysis.whatwg,
    ]) {
      expect(section.kind).toBe('not-applicable');
    }
  });
});

describe('the WHATWG comparison', () => {
  it('marks what the browser reads differently, with the reason where it is known', () => {
    const comparison = shown(analyze(state('HTTP://Example.COM:80/a/../b?#')).whatwg);
    const rows = Object.fromEntries(comparison.rows.map((row) => [row.name, row]));
    expect(rows.scheme).toMatchObject({
      reference: 'HTTP',
      whatwg: 'http',
      same: false,
      note: expect.stringContaining('case'),
    });
    expect(rows.port).toMatchObject({
      reference: '80',
      whatwg: null,
      note: expect.stringContaining('default port'),
    });
    expect(rows.path).toMatchObject({ reference: '/a/../b', whatwg: '/b', same: false });
    expect(rows.query).toMatchObject({ reference: '', whatwg: '', same: true });
    expect(rows.fragment).toMatchObject({ reference: '', whatwg: '', same: true });
    expect(comparison.disagree).toBe(true);
  });

  it('compares input the reference rejects through Appendix B, with confusion labels', () => {
    const comparison = compareWithWhatwg('http://evil.com\\@good.com/', undefined);
    expect(comparison.referenceValid).toBe(false);
    expect(comparison.rows.find((row) => row.name === 'host')).toMatchObject({
      whatwg: 'evil.com',
    });
    expect(comparison.labels).toContain('backslash');
  });

  it('agrees where the two readings are the same', () => {
    const comparison = shown(analyze(state('http://example.com/a?b#c')).whatwg);
    expect(comparison.disagree).toBe(false);
    expect(comparison.rows.every((row) => row.same)).toBe(true);
  });
});

describe('every example', () => {
  const examples = EXAMPLE_GROUPS.flatMap((group) => group.examples);

  it.each(examples.map((example) => [example.label, example] as const))(
    '%s analyses as its note says',
    (_label, example) => {
      const analysis = analyze({ ...example, base: example.base ?? DEFAULT_BASE });
      expect(analysis.rule.name).toBe(example.rule);
      expect(analysis.notices).toEqual([]);
      // The examples of a grammar other than RFC 3986 show what only that grammar accepts.
      const loose = grammar(example.grammar) as unknown as {
        isValid: (rule: string, text: string) => boolean;
      };
      expect(analysis.validity.ok).toBe(loose.isValid(example.rule, example.input));
    },
  );

  it('the IRI, zone and RFC 2396 examples are valid under their grammar only where the note says', () => {
    const valid = (input: string, name: GrammarName) =>
      analyze(state(input, DEFAULT_RULES[name], name)).validity.ok;
    expect([
      valid('http://r\u00e9sum\u00e9.example.org', 'rfc3986'),
      valid('http://r\u00e9sum\u00e9.example.org', 'rfc3987'),
    ]).toEqual([false, true]);
    expect([
      valid('http://[fe80::a%25en1]/', 'rfc3986'),
      valid('http://[fe80::a%25en1]/', 'rfc6874'),
    ]).toEqual([false, true]);
    expect(valid('http://evil.com\\@good.com/', 'rfc3986')).toBe(false);
  });
});

describe('hostile input', () => {
  it('never throws, for any text under any rule of any grammar', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 40, unit: 'binary' }),
      fc.constantFrom(...ALL_SAMPLES),
      fc
        .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 20 })
        .map((units) => String.fromCharCode(...units)),
    );
    const pick = fc
      .constantFrom(...GRAMMAR_NAMES)
      .chain((name) =>
        fc.tuple(
          fc.constant(name),
          fc.oneof(fc.constantFrom(...ruleNames(name)), fc.string({ maxLength: 12 })),
        ),
      );
    fc.assert(
      fc.property(pick, text, text, ([name, rule], input, base) => {
        const analysis = analyze({ grammar: name, rule, input, base });
        expect(ruleNames(name)).toContain(analysis.rule.name);
        expect(analysis.validity.ok).toBe(
          (grammar(name) as unknown as { isValid: (r: string, t: string) => boolean }).isValid(
            analysis.rule.name,
            input,
          ),
        );
        if (analysis.tree.kind === 'shown' && analysis.tree.value.omitted === 0) {
          // The rows with no row below them (in document order) spell the input.
          const rows = analysis.tree.value.rows;
          const leaves = rows.filter((row, index) => (rows[index + 1]?.depth ?? -1) <= row.depth);
          expect(leaves.map((row) => input.slice(row.start, row.end)).join('')).toBe(input);
        }
      }),
      runParameters(1000 * SCALE),
    );
  });
});

describe("the scheme's own grammar (issue 26)", () => {
  it("is parseScheme's answer for a valid RFC 3986 URI of a known scheme, and absent otherwise", () => {
    const https = analyze(state('https://Example.com:443/a')).scheme;
    expect(https).toMatchObject({ scheme: 'https', valid: true });
    expect(JSON.parse(https!.components!)).toMatchObject({ origin: 'https://example.com' });
    expect(analyze(state('urn:a:b')).scheme).toMatchObject({
      scheme: 'urn',
      valid: false,
      error: { offset: 5 },
    });
    // Bytes are shown by their count, not as an object of indices.
    expect(JSON.parse(analyze(state('data:,A%20b')).scheme!.components!)).toMatchObject({
      bytes: '3 bytes',
    });
    expect(analyze(state('foo:bar')).scheme).toBeUndefined();
    expect(analyze(state('https://a/', 'URI-reference', 'rfc3987')).scheme).toBeUndefined();
    expect(analyze(state('/relative')).scheme).toBeUndefined();
  });
});
