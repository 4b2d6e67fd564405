/**
 * The RFC 2396 rule table against the RFC texts (test/fixtures/rfc2396.txt, rfc2732.txt,
 * rfc2373.txt): names and order, each rule's `abnf` as printed, `rfc` and `section`, which rules
 * are transcribed literally and which carry a `PEG:` note, and the oracle's own reading of the
 * texts (test/oracle/bnf-regex.ts).
 */
import {
  amendedRules,
  oracle2396,
  parseRules,
  references,
  rfc2234CoreRules,
  rfc2373AppendixB,
  rfc2396AppendixA,
  rfc2732Section3,
  rfcLines,
  ruleTexts,
} from '../../oracle/bnf-regex';
import { canonicalExpr, canonicalNode, CORE_RULE_ALIASES } from './literal-peg';
import { g, matches, NAMES, type Name, VALID_SAMPLES } from './support';

const APPENDIX = rfc2396AppendixA();
const CHANGES = rfc2732Section3();
const ARCHITECTURE = rfc2373AppendixB();
const AMENDED = amendedRules();

/** The rule as `.abnf` holds it: the first line without its page margin, the rest as printed. */
function printed(lines: readonly string[]): string {
  return [lines[0]!.trimStart(), ...lines.slice(1)].join('\n');
}

/** The spelling other rules use for `name` (RFC 2732 defines `ipv6reference`, uses `IPv6reference`). */
function referencedSpelling(name: string): string {
  const used = AMENDED.flatMap((rule) => references(rule.node));
  return used.includes(name)
    ? name
    : (used.find((other) => other.toLowerCase() === name.toLowerCase()) ?? name);
}

describe('the oracle reads the RFC texts', () => {
  it('RFC 2396 Appendix A has 40 rules, RFC 2732 section 3 four, RFC 2373 Appendix B six', () => {
    expect(APPENDIX.map((rule) => rule.name)).toHaveLength(40);
    expect(CHANGES.map((rule) => rule.name)).toEqual([
      'host',
      'ipv6reference',
      'reserved',
      'unwise',
    ]);
    expect(ARCHITECTURE.map((rule) => rule.name)).toEqual([
      'IPv6address',
      'IPv4address',
      'IPv6prefix',
      'hexpart',
      'hexseq',
      'hex4',
    ]);
  });

  it('applies RFC 2732 section 3: host and reserved from RFC 2732, IPv4address from RFC 2373', () => {
    const origin = Object.fromEntries(AMENDED.map((rule) => [rule.name, rule.rfc]));
    expect(origin).toMatchObject({
      host: 'RFC 2732',
      reserved: 'RFC 2732',
      IPv4address: 'RFC 2373',
      ipv6reference: 'RFC 2732',
      IPv6address: 'RFC 2373',
      hexpart: 'RFC 2373',
      hexseq: 'RFC 2373',
      hex4: 'RFC 2373',
      DIGIT: 'RFC 2234',
      HEXDIG: 'RFC 2234',
    });
    // Nothing the grammar does not reach: RFC 2732's unwise and RFC 2373's IPv6prefix stay out.
    expect(AMENDED.map((rule) => rule.name)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(unwise|IPv6prefix)$/)]),
    );
    expect(AMENDED.map((rule) => rule.name)).toHaveLength(40 + 1 + 4 + 2);
  });

  it('reads the changes as the RFCs mean them', () => {
    expect(oracle2396.matches('reserved', '[')).toBe(true);
    expect(oracle2396.matches('host', '[::1]')).toBe(true);
    // RFC 2373's IPv4address: at most three digits a part, and no range check.
    expect(oracle2396.matches('IPv4address', '999.1.1.1')).toBe(true);
    expect(oracle2396.matches('IPv4address', '1234.1.1.1')).toBe(false);
    // RFC 2396's own IPv4address (`1*digit`) would take four digits.
    const own = APPENDIX.find((rule) => rule.name === 'IPv4address')!;
    expect(own.lines[0]).toContain('1*digit "." 1*digit');
  });

  it('reads RFC 2396 literals case-sensitively and RFC 2373 ABNF strings case-insensitively', () => {
    expect(oracle2396.matches('hex', 'a')).toBe(true);
    expect(oracle2396.matches('lowalpha', 'A')).toBe(false);
    expect(oracle2396.matches('upalpha', 'a')).toBe(false);
    // HEXDIG = DIGIT / "A" / ... / "F" in ABNF also matches "a" to "f".
    expect(oracle2396.matches('hex4', 'aBcD')).toBe(true);
  });

  it('the core rules RFC 2373 uses are the same sets as the RFC 2396 rules the library uses', () => {
    for (const [core, own] of Object.entries(CORE_RULE_ALIASES)) {
      expect(oracle2396.regexSource(core)).toBe(oracle2396.regexSource(own));
    }
    expect(rfc2234CoreRules().map((rule) => rule.name)).toEqual(['DIGIT', 'HEXDIG']);
  });

  it('rejects what is not a rule list', () => {
    expect(() => parseRules(['      a = "x" |'], 'RFC 2396', 'bnf')).toThrow(/bnf/);
    expect(() => parseRules(['      a = ( "x"'], 'RFC 2396', 'bnf')).toThrow(/bnf/);
    expect(() => parseRules(['      a = %x41'], 'RFC 2396', 'bnf')).toThrow(/bnf/);
  });
});

describe('RULE_NAMES', () => {
  it('is Appendix A in order, with the rules RFC 2732 brings in after IPv4address', () => {
    const appendixNames = APPENDIX.map((rule) => rule.name);
    const added = AMENDED.filter(
      (rule) => rule.rfc !== 'RFC 2234' && !appendixNames.includes(rule.name),
    ).map((rule) => referencedSpelling(rule.name));
    expect(added).toEqual(['IPv6reference', 'IPv6address', 'hexpart', 'hexseq', 'hex4']);
    const at = appendixNames.indexOf('IPv4address') + 1;
    expect([...NAMES]).toEqual([
      ...appendixNames.slice(0, at),
      ...added,
      ...appendixNames.slice(at),
    ]);
  });

  it('has no duplicates, and rules has exactly these keys, each naming itself', () => {
    expect(new Set(NAMES).size).toBe(NAMES.length);
    expect(Object.keys(g.rules).sort()).toEqual([...NAMES].sort());
    for (const name of NAMES) expect(g.rules[name].name).toBe(name);
  });
});

describe('rules[name].abnf is the text its RFC prints, verbatim', () => {
  it.each(
    AMENDED.filter((rule) => rule.rfc !== 'RFC 2234').map(
      (rule) => [referencedSpelling(rule.name), rule.rfc, rule.lines] as const,
    ),
  )('%s (%s)', (name, _rfc, lines) => {
    expect(g.rules[name as Name].abnf).toBe(printed(lines));
  });
});

describe('rules[name].rfc and .section', () => {
  // RFC 2396's body defines every Appendix A rule once, indented, under a numbered heading.
  const lines = rfcLines('rfc2396.txt');
  const appendixStart = lines.findIndex((line) => /^A\. Collected BNF for URI$/.test(line));
  const headings = lines.slice(0, appendixStart).flatMap((line, index) => {
    const heading = /^(\d+(?:\.\d+)*)\.\s+\S/.exec(line);
    return heading ? [{ index, section: heading[1]! }] : [];
  });
  const sectionOf = new Map<string, { section: string; text: string }>();
  for (const rule of ruleTexts(lines.slice(0, appendixStart))) {
    if (sectionOf.has(rule.name)) continue;
    const section = headings.filter((heading) => heading.index < rule.index).pop()?.section;
    sectionOf.set(rule.name, { section: section ?? '', text: rule.lines.join(' ') });
  }
  const tokens = (text: string) => text.trim().split(/\s+/).join(' ');

  it.each(APPENDIX.map((rule) => [rule.name, rule.lines] as const))(
    '%s: the section of RFC 2396 that first defines it, with the same text as Appendix A',
    (name, appendixLines) => {
      const body = sectionOf.get(name);
      expect(body).toBeDefined();
      expect(tokens(body!.text)).toBe(tokens(appendixLines.join(' ')));
      const amended = AMENDED.find((rule) => rule.name === name)!;
      const expected =
        amended.rfc === 'RFC 2396'
          ? { rfc: 'RFC 2396', section: body!.section }
          : { rfc: amended.rfc, section: amended.rfc === 'RFC 2732' ? '3' : 'B' };
      expect({ rfc: g.rules[name as Name].rfc, section: g.rules[name as Name].section }).toEqual(
        expected,
      );
    },
  );

  it('worked by hand: scheme 3.1, reg_name 3.2.1, server 3.2.2, uric 2, fragment 4.1, alphanum 1.6', () => {
    const sections = Object.fromEntries(NAMES.map((name) => [name, g.rules[name].section]));
    expect(sections).toMatchObject({
      scheme: '3.1',
      reg_name: '3.2.1',
      server: '3.2.2',
      uric: '2',
      fragment: '4.1',
      alphanum: '1.6',
      'URI-reference': '4',
      relativeURI: '5',
      host: '3',
      IPv6reference: '3',
      hexseq: 'B',
    });
  });

  it('the rules RFC 2732 adds come from it or from RFC 2373 Appendix B', () => {
    expect(g.rules.IPv6reference).toMatchObject({ rfc: 'RFC 2732', section: '3' });
    for (const name of ['IPv6address', 'hexpart', 'hexseq', 'hex4', 'IPv4address'] as const) {
      expect(g.rules[name]).toMatchObject({ rfc: 'RFC 2373', section: 'B' });
    }
  });
});

describe('PEG notes: present exactly where the expression departs from the BNF', () => {
  const literal = (name: Name): boolean =>
    JSON.stringify(canonicalExpr(g.rules[name].expr)) ===
    JSON.stringify(canonicalNode(oracle2396.rule(name)!.node));

  it.each([...NAMES])('%s', (name) => {
    const note = g.rules[name].peg;
    expect({ name, literal: literal(name), note: note !== undefined }).toEqual({
      name,
      literal: note === undefined,
      note: note !== undefined,
    });
    if (note !== undefined) expect(note.trim().length).toBeGreaterThan(40);
  });

  it('the noted rules are authority, hostname, domainlabel, toplabel, hexpart and hexseq', () => {
    expect(NAMES.filter((name) => g.rules[name].peg !== undefined)).toEqual([
      'authority',
      'hostname',
      'domainlabel',
      'toplabel',
      'hexpart',
      'hexseq',
    ]);
  });
});

describe('VALID_SAMPLES', () => {
  it.each([...NAMES])('%s: every sample is valid by the oracle', (name) => {
    const samples = VALID_SAMPLES[name];
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.filter((sample) => !matches(name, sample))).toEqual([]);
  });
});
