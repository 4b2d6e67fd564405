/**
 * The rule table against the RFC text: names and order, each rule's ABNF as printed, sections,
 * PEG notes, and the TypeErrors for unknown rules and non-string input.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { check, isValid, parseTree, RFC3986_RULES, RULE_NAMES, type RuleName } from '../../../src';
import { appendixRules, CORE_RULES, parseAbnf } from '../../oracle/abnf-regex';

const APPENDIX = appendixRules();
const APPENDIX_NAMES = APPENDIX.map((rule) => rule.name);
const CORE_NAMES = ['ALPHA', 'DIGIT', 'HEXDIG'];

/**
 * The rule's text as `.abnf` should hold it. The only normalization: the appendix indents every
 * line by the RFC's 3-space page margin; the first line loses that margin (so the text starts
 * with the rule name), while continuation lines keep their indentation as printed, so that the
 * `/` and `;` columns still line up under the `=`. (Trailing whitespace is trimmed when the
 * appendix is read; the appendix has none.)
 */
function printed(lines: readonly string[]): string {
  return [lines[0]!.replace(/^ {3}/, ''), ...lines.slice(1)].join('\n');
}

describe('RULE_NAMES', () => {
  it('is the 36 Appendix A rules in the appendix order, then ALPHA, DIGIT, HEXDIG', () => {
    expect(APPENDIX_NAMES).toHaveLength(36);
    expect([...RULE_NAMES]).toEqual([...APPENDIX_NAMES, ...CORE_NAMES]);
  });

  it('has no duplicates, and RFC3986_RULES has exactly these keys', () => {
    expect(new Set(RULE_NAMES).size).toBe(RULE_NAMES.length);
    expect(Object.keys(RFC3986_RULES).sort()).toEqual([...RULE_NAMES].sort());
    for (const name of RULE_NAMES) expect(RFC3986_RULES[name].name).toBe(name);
  });
});

describe('RFC3986_RULES[name].abnf', () => {
  it.each(APPENDIX.map((rule) => [rule.name, rule.lines] as const))(
    '%s is its Appendix A text, verbatim',
    (name, lines) => {
      expect(RFC3986_RULES[name as RuleName].abnf).toBe(printed(lines));
    },
  );

  it.each(CORE_NAMES)('%s (RFC 5234 B.1) reads as the same ABNF as the core rule', (name) => {
    const definition = RFC3986_RULES[name as RuleName];
    expect([definition.rfc, definition.section]).toEqual(['RFC 5234', 'B.1']);
    const [parsed] = parseAbnf(definition.abnf);
    const core = CORE_RULES.find((rule) => rule.name === name)!;
    expect(parsed?.name).toBe(name);
    expect(parsed?.node).toEqual(core.node);
  });

  it.each([...RULE_NAMES])('%s: its .abnf parses as one rule of that name', (name) => {
    const rules = parseAbnf(RFC3986_RULES[name].abnf);
    expect(rules.map((rule) => rule.name)).toEqual([name]);
  });
});

describe('RFC3986_RULES[name].section', () => {
  // Each rule is first defined in the body of the RFC (indented 6 spaces) under its section.
  const rfc = readFileSync(join(__dirname, '..', '..', 'fixtures', 'rfc3986.txt'), 'utf8').split(
    '\n',
  );
  function sectionDefining(name: string): string | undefined {
    let section: string | undefined;
    for (const line of rfc) {
      const heading = /^(\d+(?:\.\d+)*)\.\s{2}\S/.exec(line);
      if (heading) section = heading[1];
      if (line.startsWith(`      ${name} `) && /^\s+\S+\s*=/.test(line)) return section;
    }
    return undefined;
  }

  it.each(APPENDIX_NAMES)('%s names the section that defines it', (name) => {
    const section = sectionDefining(name);
    expect(section).toBeDefined();
    expect(RFC3986_RULES[name as RuleName].section).toBe(section);
  });
});

describe('PEG notes', () => {
  const withNotes = RULE_NAMES.filter((name) => RFC3986_RULES[name].peg !== undefined);

  it('belong to known rules and say something', () => {
    expect(withNotes.length).toBeGreaterThan(0);
    for (const name of withNotes) {
      expect(RULE_NAMES).toContain(name);
      expect(RFC3986_RULES[name].peg?.trim().length).toBeGreaterThan(20);
    }
  });
});

describe('argument checks', () => {
  const calls = {
    isValid: (rule: unknown, text: unknown) => isValid(rule as RuleName, text),
    check: (rule: unknown, text: unknown) => check(rule as RuleName, text),
    parseTree: (rule: unknown, text: unknown) => parseTree(rule as RuleName, text as string),
  };
  const badRules: unknown[] = [
    '__proto__',
    'toString',
    'constructor',
    'hasOwnProperty',
    'valueOf',
    '',
    'uri',
    'URI ',
    'nope',
    'pchar2',
    undefined,
    null,
    42,
    {},
  ];
  const badTexts: unknown[] = [undefined, null, 42, {}, ['a'], new String('a'), true];

  describe.each(Object.entries(calls))('%s', (_, call) => {
    it.each(badRules.map((rule) => [String(rule as string), rule]))(
      'throws a TypeError for the rule %s',
      (_shown, rule) => {
        expect(() => call(rule, 'a')).toThrow(TypeError);
      },
    );

    // isValid and check are guards: a non-string is false or an error value (issue 29).
    it.each(badTexts.map((text) => [JSON.stringify(text) ?? String(text), text]))(
      'refuses the text %s: a TypeError from parseTree, an answer from the guards',
      (_shown, text) => {
        if (call === calls.parseTree) expect(() => call('URI', text)).toThrow(TypeError);
        else if (call === calls.isValid) expect(call('URI', text)).toBe(false);
        else
          expect(call('URI', text)).toMatchObject({ ok: false, error: { code: 'not-a-string' } });
      },
    );

    it('accepts a known rule and a string (the checks above are not blanket refusals)', () => {
      expect(() => call('URI', 'a:')).not.toThrow();
      expect(() => call('URI', '')).not.toThrow(TypeError);
    });
  });
});
