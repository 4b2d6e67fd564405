/**
 * The playground page in a real browser (Debian's Chromium via playwright-core), built by the
 * same code as `npm run playground` and opened from file://. The tests type into the page and
 * read what it shows; every test also requires that the page logged no error or warning, threw
 * nothing and made no request beyond loading itself.
 *
 * No test measures time: each waits, with playwright's own waiting, for the state it expects.
 */
import { readFileSync } from 'fs';
import type { Page } from 'playwright-core';
import { EXAMPLE_GROUPS } from '../../playground/src/examples';
import {
  DEFAULT_BASE,
  INITIAL_STATE,
  type PlaygroundState,
  stateToFragment,
} from '../../playground/src/state';
import { grammar } from '../../src';
import {
  type OpenedPage,
  type PlaygroundBrowser,
  openPage,
  startPlayground,
  textOf,
  textsOf,
} from './browser';

jest.setTimeout(120_000);

let playground: PlaygroundBrowser;
let opened: OpenedPage[] = [];

beforeAll(async () => {
  playground = await startPlayground();
});

afterAll(async () => {
  await playground?.close();
});

afterEach(async () => {
  const pages = opened;
  opened = [];
  for (const page of pages) {
    expect({ problems: page.problems, requests: page.requests }).toEqual({
      problems: [],
      requests: [],
    });
    await page.release();
  }
});

async function open(fragment = '', viewport?: { width: number; height: number }): Promise<Page> {
  const page = await openPage(playground, fragment, viewport);
  opened.push(page);
  return page.page;
}

const uriField = (page: Page) => page.getByLabel('URI', { exact: true });

/** Waits until the page has drawn `state` (it writes the fragment last, after drawing). */
async function drawn(page: Page, state: PlaygroundState): Promise<void> {
  await page
    .locator(`#permalink[href="#${stateToFragment(state)}"]`)
    .waitFor({ state: 'attached' });
}

const base = { base: DEFAULT_BASE };

/** Types `input` under RFC 3986 URI-reference (or `state`'s grammar and rule) and waits. */
async function enter(
  page: Page,
  input: string,
  state: Partial<PlaygroundState> = {},
): Promise<void> {
  await uriField(page).fill(input);
  await drawn(page, { grammar: 'rfc3986', rule: 'URI-reference', ...base, ...state, input });
}

/** The components table as name → shown value. */
async function components(page: Page): Promise<Record<string, string>> {
  const rows = page.locator('#components tbody tr');
  await rows.first().waitFor();
  const entries: [string, string][] = [];
  for (const row of await rows.all()) {
    entries.push([await textOf(row.locator('th')), await textOf(row.locator('td').first())]);
  }
  return Object.fromEntries(entries);
}

async function treeRules(page: Page): Promise<string[]> {
  const items = page.locator('#tree-area [role="treeitem"]');
  await items.first().waitFor();
  const rules: string[] = [];
  for (const item of await items.all()) rules.push((await item.getAttribute('data-rule')) ?? '');
  return rules;
}

describe('a valid URI', () => {
  const input = 'foo://example.com:8042/over/there?name=ferret#nose';

  it('shows its tree, each node with its span', async () => {
    const page = await open();
    await enter(page, input);
    expect(await textOf(page.locator('#validity .status'))).toBe(
      '\u2713 Valid URI-reference (RFC 3986)',
    );
    expect((await treeRules(page)).filter((rule) => rule !== '')).toEqual([
      'URI-reference',
      'URI',
      'scheme',
      'hier-part',
      'authority',
      'host',
      'reg-name',
      'port',
      'path-abempty',
      'segment',
      'segment',
      'query',
      'fragment',
    ]);
    const host = page.locator('#tree-area [data-rule="host"]');
    expect(await host.getAttribute('data-start')).toBe('6');
    expect(await host.getAttribute('data-end')).toBe('17');
    expect(await textOf(host.locator('.span'))).toBe('[6, 17)');
    expect(await textOf(host.locator('.text'))).toBe('example.com');
  });

  it('shows its components, absent apart from empty', async () => {
    const page = await open();
    await enter(page, input);
    expect(await components(page)).toEqual({
      scheme: 'foo',
      authority: 'example.com:8042',
      userinfo: 'absent',
      host: 'example.com',
      port: '8042',
      path: '/over/there',
      query: 'name=ferret',
      fragment: 'nose',
      hostKind: 'reg-name',
    });
    await enter(page, 'http://a?');
    expect(await components(page)).toMatchObject({
      query: 'empty ("")',
      fragment: 'absent',
      port: 'absent',
    });
  });

  it('colours the components in the input and lists the colours', async () => {
    const page = await open();
    await enter(page, 'http://u@h:1/p?q#f');
    expect(await textsOf(page.locator('#mirror .c-userinfo'))).toEqual(['u']);
    expect(await textsOf(page.locator('#mirror .c-host'))).toEqual(['h']);
    expect(await textsOf(page.locator('#legend li'))).toEqual([
      'scheme',
      'userinfo',
      'host',
      'port',
      'path',
      'query',
      'fragment',
    ]);
  });
});

describe('an invalid URI', () => {
  it('http://a b/ shows offset 8, marks it in the input, and lists what was expected', async () => {
    const page = await open();
    await enter(page, 'http://a b/');
    expect(await page.locator('#validity .status').getAttribute('data-valid')).toBe('false');
    expect(await textOf(page.locator('#validity [data-offset]'))).toBe('8');
    expect(await textOf(page.locator('#validity .status'))).toBe(
      '\u2717 Not a valid URI-reference (RFC 3986): at offset 8, found SP.',
    );
    const marked = page.locator('#mirror .error-at');
    expect(await marked.getAttribute('data-start')).toBe('8');
    expect(await textOf(marked)).toBe('SP');
    const checked = grammar('rfc3986').check('URI-reference', 'http://a b/');
    const expected = checked.ok ? [] : checked.error.expected;
    expect(await textsOf(page.locator('#validity .expected-item'))).toEqual([...expected]);
    expect(expected).toEqual(expect.arrayContaining(['unreserved', '"/"', 'end of input']));
    // Rule names come with their ABNF.
    expect(
      await textOf(page.locator('#validity li', { hasText: 'pct-encoded' }).locator('.abnf-of')),
    ).toBe('pct-encoded = "%" HEXDIG HEXDIG');
    expect(await page.locator('#tree-area [role="treeitem"]').count()).toBe(0);
  });

  it('marks the end of the input when the input stops too early', async () => {
    const page = await open();
    await page.getByLabel('Rule').selectOption('URI');
    await enter(page, 'http', { rule: 'URI' });
    expect(await textOf(page.locator('#validity [data-offset]'))).toBe('4');
    expect(await textOf(page.locator('#mirror .error-at'))).toBe('\u27e8end\u27e9');
    expect(await textsOf(page.locator('#validity .expected-item'))).toContain('":"');
  });

  it('refuses more than 100,000 characters with too-long', async () => {
    const page = await open();
    await enter(page, 'a'.repeat(100_001));
    expect(await textOf(page.locator('#validity .status'))).toContain('Too long');
  });
});

describe('first-match-wins in the tree', () => {
  it('1.2.3.4.5 is a reg-name, 1.2.3.4 an IPv4address', async () => {
    const page = await open();
    await page.getByLabel('Rule').selectOption('host');
    await enter(page, '1.2.3.4.5', { rule: 'host' });
    expect(await treeRules(page)).toEqual(['host', 'reg-name']);
    expect(await textOf(page.locator('#tree-area [data-rule="host"] .choice'))).toBe(
      'first match wins: reg-name (of IP-literal / IPv4address / reg-name)',
    );
    await enter(page, '1.2.3.4', { rule: 'host' });
    expect((await treeRules(page)).slice(0, 2)).toEqual(['host', 'IPv4address']);
  });

  it('inside a URI too: the host of http://1.2.3.4.5/ is a reg-name', async () => {
    const page = await open();
    await enter(page, 'http://1.2.3.4.5/');
    expect(await textOf(page.locator('#tree-area [data-rule="host"] .choice'))).toContain(
      'reg-name',
    );
    expect(await components(page)).toMatchObject({ host: '1.2.3.4.5', hostKind: 'reg-name' });
  });
});

describe('spans', () => {
  it('hovering a tree node highlights its span in the input', async () => {
    const page = await open();
    await enter(page, 'foo://example.com:8042/over/there?name=ferret#nose');
    await page.locator('#tree-area [data-rule="host"]').hover();
    expect(await textsOf(page.locator('#mirror .hl'))).toEqual(['example.com']);
    await page.locator('#tree-area [data-rule="query"]').hover();
    expect(await textsOf(page.locator('#mirror .hl'))).toEqual(['name=ferret']);
    await page.locator('#components tr[data-component="port"]').hover();
    expect(await textsOf(page.locator('#mirror .hl'))).toEqual(['8042']);
    await page.locator('h1').hover();
    await page.locator('#mirror .hl').waitFor({ state: 'detached' });
  });
});

describe("the scheme's own grammar (issue 26)", () => {
  it('shows the components of a scheme with a grammar here, and where its grammar refuses one', async () => {
    const page = await open();
    await enter(page, 'https://Example.com:443/a');
    const accepted = await textOf(page.locator('[data-callout="scheme"]'));
    expect(accepted).toContain('The scheme "https" has a grammar of its own; its components:');
    expect(accepted).toContain('"origin": "https://example.com"');
    await enter(page, 'urn:a:b');
    expect(await textOf(page.locator('[data-callout="scheme"]'))).toMatch(
      /^The scheme "urn" has a grammar of its own, which refuses this URI at offset 5: /,
    );
    await enter(page, 'foo:bar');
    expect(await page.locator('[data-callout="scheme"]').count()).toBe(0);
  });
});

describe('security findings', () => {
  it('flag a deceptive userinfo with its code and section, and show the userinfo apart from the host', async () => {
    const page = await open();
    await enter(page, 'http://www.bank.example@evil.example/');
    const finding = page.locator('#findings li[data-code="deceptive-userinfo"]');
    expect(await textOf(finding.locator('.finding-code'))).toBe('deceptive-userinfo');
    expect(await textOf(finding.locator('.finding-section'))).toBe('RFC 3986 7.6');
    expect(await textOf(finding.locator('.finding-where'))).toBe('userinfo [7, 23)');
    expect(await components(page)).toMatchObject({
      userinfo: 'www.bank.example',
      host: 'evil.example',
    });
    expect(await textOf(page.locator('[data-callout="userinfo"]'))).toBe(
      'The userinfo www.bank.example is not the host: the host is evil.example (RFC 3986 7.6).',
    );
    await finding.hover();
    expect(await textsOf(page.locator('#mirror .hl'))).toEqual(['www.bank.example']);
  });

  it('say when there are none', async () => {
    const page = await open();
    await enter(page, 'https://example.com/');
    expect(await textOf(page.locator('#findings [data-findings="0"]'))).toBe('No findings.');
  });
});

describe('the policy box', () => {
  it('names the clause that refuses the input, marks its span, and says why a policy does not compile', async () => {
    const page = await open();
    await enter(page, 'https://0x7f.1/hook');
    const verdict = page.locator('#policy-verdict [data-clause]');
    expect(await verdict.getAttribute('data-clause')).toBe('deny');
    expect(await textOf(verdict)).toContain('Refused by the clause deny at 8–14 (0x7f.1)');
    await verdict.hover();
    expect(await textsOf(page.locator('#mirror .hl'))).toEqual(['0x7f.1']);
    await enter(page, 'https://example.com/');
    expect(await textOf(page.locator('#policy-verdict'))).toBe('Accepted by the policy.');
    await page.getByLabel(/A policy as JSON/).fill('{"shemes": ["https"]}');
    expect(await textOf(page.locator('#policy-verdict'))).toContain('unknown clause "shemes"');
  });
});

describe('the template mode', () => {
  const templateField = (page: Page) => page.getByLabel('Template', { exact: true });
  const variablesField = (page: Page) => page.getByLabel('Variables as JSON');

  it("checks the template: an error at its offset, marked, with check's expected set", async () => {
    const page = await open();
    expect(await textOf(page.locator('#template-validity .status'))).toBe(
      '\u2713 Valid URI-Template (RFC 6570)',
    );
    await templateField(page).fill('/a{b');
    await drawn(page, {
      grammar: 'rfc3986',
      rule: 'URI-reference',
      ...base,
      input: INITIAL_STATE.input,
      template: '/a{b',
    });
    expect(await textOf(page.locator('#template-validity [data-offset]'))).toBe('4');
    expect(await textOf(page.locator('#template-validity .error-at'))).toBe('\u27E8end\u27E9');
    const checked = grammar('rfc6570').check('URI-Template', '/a{b');
    expect(await textsOf(page.locator('#template-validity .expected-item'))).toEqual(
      checked.ok ? [] : [...checked.error.expected],
    );
    await templateField(page).fill('/a{b c}');
    expect(await textOf(page.locator('#template-validity .error-at'))).toBe('SP');
    expect(await textOf(page.locator('#template-expansion'))).toBe(
      'No expansion: the template is not valid.',
    );
  });

  it('expands with the JSON box, and says why it cannot', async () => {
    const page = await open();
    expect(await textOf(page.locator('#template-expansion [data-expansion]'))).toBe(
      'http://example.com/search/en?q=cat%20%26%20dog&tags=red&tags=blue',
    );
    await templateField(page).fill('{/who}{?n}');
    await variablesField(page).fill('{"who": "fred", "n": null}');
    expect(await textOf(page.locator('#template-expansion [data-expansion]'))).toBe('/fred');
    await variablesField(page).fill('{"who": ["a"], "n": 1}');
    expect(
      await page.locator('#template-expansion [data-variable]').getAttribute('data-variable'),
    ).toBe('n');
    await variablesField(page).fill('{"who":');
    expect(await textOf(page.locator('#template-expansion'))).toMatch(/^Not JSON/);
  });

  it('matches the URI above: the variables, or the offset where it leaves the template, marked on hover', async () => {
    const page = await open();
    await templateField(page).fill('http://example.com/users/{id}{?fields}');
    await enter(page, 'http://example.com/users/42?fields=a,b', {
      template: 'http://example.com/users/{id}{?fields}',
    });
    expect(await textOf(page.locator('#template-match [data-matched]'))).toContain('matches');
    expect(
      JSON.parse(await textOf(page.locator('#template-match [data-variables]'))) as unknown,
    ).toEqual({ id: '42', fields: ['a', 'b'] });
    await enter(page, 'http://example.com/user/42', {
      template: 'http://example.com/users/{id}{?fields}',
    });
    const refusal = page.locator('#template-match [data-matched="false"]');
    expect(await textOf(refusal.locator('[data-offset]'))).toBe('23');
    expect(await textsOf(page.locator('#template-match .expected-item'))).toEqual(['"s"']);
    await refusal.hover();
    expect(await textsOf(page.locator('#mirror .hl'))).toEqual(['/']);
    await templateField(page).fill('{a}{b}');
    await enter(page, 'xy', { template: '{a}{b}' });
    expect(await page.locator('#template-match [data-ambiguous]').count()).toBe(1);
  });

  it('keeps the template and the variables in the link', async () => {
    const state: PlaygroundState = {
      grammar: 'rfc3986',
      rule: 'URI-reference',
      ...base,
      input: '/a/b',
      template: '{/p*}',
      variables: '{"p": ["x", "y"]}',
    };
    const page = await open(`#${stateToFragment(state)}`);
    await drawn(page, state);
    expect(await templateField(page).inputValue()).toBe('{/p*}');
    expect(await variablesField(page).inputValue()).toBe('{"p": ["x", "y"]}');
    expect(await textOf(page.locator('#template-expansion [data-expansion]'))).toBe('/x/y');
    expect(
      JSON.parse(await textOf(page.locator('#template-match [data-variables]'))) as unknown,
    ).toEqual({ p: ['a', 'b'] });
    // An example is a URI: choosing one keeps the template.
    await page.locator('#examples button').first().click();
    expect(await templateField(page).inputValue()).toBe('{/p*}');
  });
});

describe('grammars', () => {
  it('switching the grammar to rfc3987 parses an IRI', async () => {
    const page = await open();
    const iri = 'http://r\u00e9sum\u00e9.example.org/';
    await enter(page, iri);
    expect(await textOf(page.locator('#validity [data-offset]'))).toBe('8');
    await page.getByLabel('Grammar').selectOption('rfc3987');
    await drawn(page, { grammar: 'rfc3987', rule: 'IRI-reference', input: iri, ...base });
    expect(await page.getByLabel('Rule').inputValue()).toBe('IRI-reference');
    expect(await textOf(page.locator('#validity .status'))).toBe(
      '\u2713 Valid IRI-reference (RFC 3987)',
    );
    expect(await treeRules(page)).toContain('ireg-name');
    expect(await components(page)).toMatchObject({
      host: 'r\u00e9sum\u00e9.example.org',
      hostKind: 'ireg-name',
    });
    expect(await textOf(page.locator('#findings'))).toContain(
      'Inspected as its URI (RFC 3987 3.1): http://r%C3%A9sum%C3%A9.example.org/',
    );
    expect(
      await textOf(page.locator('#normalized tr', { hasText: 'As a URI' }).locator('td')),
    ).toBe('http://r%C3%A9sum%C3%A9.example.org/');
  });

  it("the rule list is the grammar's, and a rule is kept under its new name", async () => {
    const page = await open();
    await page.getByLabel('Rule').selectOption('host');
    await enter(page, 'a', { rule: 'host' });
    await page.getByLabel('Grammar').selectOption('rfc3987');
    await drawn(page, { grammar: 'rfc3987', rule: 'ihost', input: 'a', ...base });
    const options = await page
      .getByLabel('Rule')
      .locator('option')
      .evaluateAll((list) => list.map((option) => (option as unknown as { value: string }).value));
    expect(options).toEqual(grammar('rfc3987').RULE_NAMES);
  });

  it('RFC 6874 reads a zone identifier', async () => {
    const page = await open();
    await page.getByLabel('Grammar').selectOption('rfc6874');
    await enter(page, 'http://[fe80::a%25en1]/', { grammar: 'rfc6874' });
    expect(await components(page)).toMatchObject({
      host: '[fe80::a%25en1]',
      zone: 'en1',
      hostKind: 'IPv6addrz',
    });
    expect(await textOf(page.locator('#findings'))).toContain(
      'inspect reads RFC 3986 URI references',
    );
  });

  it('RFC 2396 shows authorityKind and opaquePart', async () => {
    const page = await open();
    await page.getByLabel('Grammar').selectOption('rfc2396');
    await enter(page, 'mailto:x@y?z', { grammar: 'rfc2396' });
    expect(await components(page)).toMatchObject({
      scheme: 'mailto',
      authority: 'absent',
      authorityKind: 'none',
      path: 'x@y?z',
      opaquePart: 'x@y?z',
      query: 'absent',
    });
    await enter(page, 'http://a_b/x', { grammar: 'rfc2396' });
    expect(await components(page)).toMatchObject({
      authority: 'a_b',
      authorityKind: 'registry',
      host: 'absent',
    });
    await enter(page, 'http://u@h:1/x', { grammar: 'rfc2396' });
    expect(await components(page)).toMatchObject({
      authorityKind: 'server',
      userinfo: 'u',
      host: 'h',
      hostKind: 'hostname',
    });
    expect(await textOf(page.locator('#normalized'))).toContain(
      'RFC 2396 section 6 leaves normal forms to each scheme',
    );
  });

  it('a rule that is not a whole reference shows validity and the tree, and says why the rest does not apply', async () => {
    const page = await open();
    await page.getByLabel('Rule').selectOption('IPv6address');
    await enter(page, 'a::', { rule: 'IPv6address' });
    expect(await textOf(page.locator('#validity .status'))).toBe(
      '\u2713 Valid IPv6address (RFC 3986)',
    );
    expect((await treeRules(page))[0]).toBe('IPv6address');
    for (const section of ['#components', '#findings', '#normalized', '#resolution', '#whatwg']) {
      expect(await textOf(page.locator(section))).toContain('apply to whole references');
    }
  });
});

describe("the browser's URL", () => {
  it('is shown beside the reference, with the differences marked and explained', async () => {
    const page = await open();
    await enter(page, 'HTTP://Example.COM:80/a/../b');
    expect(await textOf(page.locator('#whatwg [data-href]'))).toBe('http://example.com/b');
    expect(await textOf(page.locator('#whatwg [data-agree]'))).toBe(
      '\u2260 The browser and the reference disagree.',
    );
    const row = (name: string) => page.locator(`#whatwg tr[data-component="${name}"]`);
    expect(await row('scheme').getAttribute('data-same')).toBe('false');
    const browserCell = (name: string) => row(name).locator('td').nth(1);
    expect(await textOf(browserCell('scheme').locator('code'))).toBe('http');
    expect(await textOf(browserCell('scheme').locator('.note'))).toBe(
      'differs in case only: the browser lowercases it',
    );
    expect(await textOf(browserCell('port').locator('.absent'))).toBe('absent');
    expect(await textOf(browserCell('port').locator('.note'))).toBe(
      "the scheme's default port, which the browser drops",
    );
    expect(await textOf(row('path').locator('td').first())).toBe('/a/../b');
    expect(await textOf(row('path').locator('td').nth(1))).toBe('/b');
    expect(await row('query').getAttribute('data-same')).toBe('true');
    const differing = await page
      .locator('#whatwg tr.differs')
      .evaluateAll((rows) =>
        rows.map((row) => (row as unknown as { dataset: { component: string } }).dataset.component),
      );
    expect(differing).toEqual(['scheme', 'authority', 'host', 'port', 'path']);
  });

  it('reads what the reference rejects, and names the confusion', async () => {
    const page = await open();
    await enter(page, 'http://evil.com\\@good.com/');
    expect(await textOf(page.locator('#whatwg th').nth(1))).toContain('Appendix B');
    expect(await textOf(page.locator('#whatwg tr[data-component="host"] td').nth(1))).toBe(
      'evil.com',
    );
    expect(await textOf(page.locator('#whatwg .labels'))).toContain('backslash');
  });

  it('says when the browser throws', async () => {
    const page = await open();
    await enter(page, '../x');
    expect(await textOf(page.locator('#whatwg [data-whatwg-rejects]'))).toContain(
      'new URL(input) in this browser throws',
    );
  });
});

describe('normalization and resolution', () => {
  it("show the normalized form and the resolved one beside the browser's", async () => {
    const page = await open();
    await enter(page, 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d');
    expect(await textOf(page.locator('#normalized tr').first().locator('td'))).toBe(
      'example://a/b/c/%7Bfoo%7D',
    );
    await enter(page, '../../g');
    expect(await textOf(page.locator('#resolution [data-resolved="reference"] td'))).toBe(
      'http://a/g',
    );
    expect(await textOf(page.locator('#resolution [data-resolved="whatwg"] td'))).toBe(
      'http://a/g (the same)',
    );
    await page.getByLabel('Base URI', { exact: true }).fill('http://x/y/z');
    await drawn(page, {
      grammar: 'rfc3986',
      rule: 'URI-reference',
      input: '../../g',
      base: 'http://x/y/z',
    });
    expect(await textOf(page.locator('#resolution [data-resolved="reference"] td'))).toBe(
      'http://x/g',
    );
  });
});

describe('characters', () => {
  it('control and non-ASCII characters are shown visibly, never raw', async () => {
    const page = await open();
    const input = 'java\tscript://a/\u00e9\u202e\u0430';
    await enter(page, input);
    const tab = page.locator('#mirror .ch-control');
    expect(await tab.getAttribute('data-code-point')).toBe('U+0009');
    expect(await textOf(tab)).toBe('HT');
    expect(await textOf(page.locator('#mirror .ch-invisible'))).toBe('U+202E');
    expect(await textsOf(page.locator('#mirror .ch-non-ascii'))).toEqual(['\u00e9', '\u0430']);
    expect(await textOf(page.locator('#characters'))).toBe(
      '4 characters outside printable ASCII: HT U+0009 at 4, \u00e9 U+00E9 at 16, U+202E at 17, \u0430 U+0430 at 18',
    );
    for (const section of ['#mirror', '#validity', '#characters', '#whatwg']) {
      expect(await textOf(page.locator(section))).not.toMatch(/[\t\u202e]/);
    }
  });
});

describe('state in the fragment', () => {
  /** What a view shows: the controls, the input as drawn, and the verdict. */
  const shown = async (view: Page) => ({
    grammar: await view.getByLabel('Grammar').inputValue(),
    rule: await view.getByLabel('Rule').inputValue(),
    input: await uriField(view).inputValue(),
    base: await view.getByLabel('Base URI', { exact: true }).inputValue(),
    mirror: await view.locator('#mirror').innerHTML(),
    validity: await textOf(view.locator('#validity')),
    tree: await textOf(view.locator('#tree-area')),
  });

  it('a link reproduces the view the controls made', async () => {
    const page = await open();
    await page.getByLabel('Grammar').selectOption('rfc3987');
    await page.getByLabel('Rule').selectOption('ihost');
    const input = 'r\u00e9sum\u00e9\t.%41';
    await uriField(page).fill(input);
    await page.getByLabel('Base URI', { exact: true }).fill('http://b/?#');
    const state: PlaygroundState = {
      grammar: 'rfc3987',
      rule: 'ihost',
      input,
      base: 'http://b/?#',
    };
    await drawn(page, state);
    const link = page.url();
    expect(link).toContain(`#${stateToFragment(state)}`);
    expect(await page.locator('#permalink').getAttribute('href')).toBe(
      `#${stateToFragment(state)}`,
    );
    const before = await shown(page);
    expect(before).toMatchObject({ grammar: 'rfc3987', rule: 'ihost', input, base: 'http://b/?#' });

    const again = await open(link.slice(link.indexOf('#')));
    expect(await shown(again)).toEqual(before);
    await page.reload();
    await drawn(page, state);
    expect(await shown(page)).toEqual(before);
  });

  it('a link keeps what no text field can hold: a lone surrogate, a CR', async () => {
    // A textarea folds CR LF to LF, and typing cannot produce half a surrogate pair; a link can.
    const state: PlaygroundState = {
      grammar: 'rfc3986',
      rule: 'URI-reference',
      input: 'http://a/\ud800\r\nb',
      base: DEFAULT_BASE,
    };
    const page = await open(`#${stateToFragment(state)}`);
    await drawn(page, state);
    expect(await textsOf(page.locator('#mirror .ch'))).toEqual(['U+D800', 'CR', 'LF']);
    expect(await textOf(page.locator('#validity [data-offset]'))).toBe('9');
    const before = await shown(page);
    await page.reload();
    await drawn(page, state);
    expect(await shown(page)).toEqual(before);
  });

  it('a link typed into the address bar of an open page is read', async () => {
    const page = await open();
    const state: PlaygroundState = {
      grammar: 'rfc2396',
      rule: 'hostname',
      input: 'a.b.',
      base: 'x:y',
    };
    await page.evaluate((fragment) => {
      (globalThis as unknown as { location: { hash: string } }).location.hash = fragment;
    }, stateToFragment(state));
    await drawn(page, state);
    expect(await page.getByLabel('Rule').inputValue()).toBe('hostname');
    expect(await textOf(page.locator('#validity .status'))).toBe(
      '\u2713 Valid hostname (RFC 2396)',
    );
  });

  it.each([
    ['#u=%E0%A4%A', 'is not valid percent-encoding'],
    ['#g=rfc9999', 'the grammars are rfc3986, rfc3987, rfc6874, rfc2396'],
    ['#g=rfc3986&r=nope&u=a', 'RFC 3986 has no rule "nope"; showing URI-reference instead.'],
  ])('a broken link (%s) is reported on the page, not thrown', async (fragment, message) => {
    const page = await open(fragment);
    expect(await textOf(page.locator('#notice'))).toContain(message);
    expect(await page.locator('#notice').isVisible()).toBe(true);
  });
});

describe('examples', () => {
  it('every example sets the controls and shows its view', async () => {
    const page = await open();
    for (const example of EXAMPLE_GROUPS.flatMap((group) => group.examples)) {
      await page
        .locator(`#examples button[data-example="${example.label.replace(/["\\]/g, '\\$&')}"]`)
        .click();
      await drawn(page, {
        grammar: example.grammar,
        rule: example.rule,
        input: example.input,
        base: example.base ?? DEFAULT_BASE,
      });
      expect(await page.getByLabel('Grammar').inputValue()).toBe(example.grammar);
      expect(await page.getByLabel('Rule').inputValue()).toBe(example.rule);
      expect(await uriField(page).inputValue()).toBe(example.input);
      const loose = grammar(example.grammar) as unknown as {
        isValid: (rule: string, text: string) => boolean;
      };
      expect(await page.locator('#validity .status').getAttribute('data-valid')).toBe(
        String(loose.isValid(example.rule, example.input)),
      );
    }
  });

  it('come in three groups: RFC examples, PEG traps, URL confusion', async () => {
    const page = await open();
    expect(await textsOf(page.locator('#examples h3'))).toEqual([
      'RFC examples',
      'PEG traps',
      'URL confusion',
    ]);
  });
});

describe('accessibility', () => {
  it('every control has a label', async () => {
    const page = await open();
    expect(await page.getByRole('textbox', { name: 'URI', exact: true }).count()).toBe(1);
    expect(await page.getByRole('textbox', { name: 'Base URI' }).count()).toBe(1);
    expect(await page.getByRole('combobox', { name: 'Grammar' }).count()).toBe(1);
    expect(await page.getByRole('combobox', { name: 'Rule' }).count()).toBe(1);
    expect(await page.getByRole('tree', { name: 'Parse tree' }).count()).toBe(1);
    const buttons = await page.getByRole('button').all();
    expect(buttons.length).toBe(EXAMPLE_GROUPS.flatMap((group) => group.examples).length);
  });

  it('works from the keyboard: type, choose the grammar, walk the tree, pick an example', async () => {
    const page = await open();
    await page.keyboard.press('Tab');
    expect(await page.locator(':focus').getAttribute('id')).toBe('uri');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('http://1.2.3.4.5/');
    await drawn(page, {
      grammar: 'rfc3986',
      rule: 'URI-reference',
      input: 'http://1.2.3.4.5/',
      ...base,
    });
    await page.keyboard.press('Tab');
    expect(await page.locator(':focus').getAttribute('id')).toBe('base');
    await page.keyboard.press('Tab');
    expect(await page.locator(':focus').getAttribute('id')).toBe('grammar');
    await page.keyboard.press('ArrowDown');
    await drawn(page, {
      grammar: 'rfc3987',
      rule: 'IRI-reference',
      input: 'http://1.2.3.4.5/',
      ...base,
    });
    await page.keyboard.press('Tab');
    expect(await page.locator(':focus').getAttribute('id')).toBe('rule');
    await page.keyboard.press('Tab');
    expect(await page.locator(':focus').getAttribute('id')).toBe('permalink');
    // The policy box (issue 24) stands between the permalink and the tree.
    await page.keyboard.press('Tab');
    expect(await page.locator(':focus').getAttribute('id')).toBe('policy');
    // The tree is one tab stop; arrow keys move inside it.
    await page.keyboard.press('Tab');
    expect(await page.locator(':focus').getAttribute('data-rule')).toBe('IRI-reference');
    expect(await textOf(page.locator('#node-detail'))).toContain('IRI-reference [0, 17)');
    for (let step = 0; step < 20; step++) {
      if ((await page.locator(':focus').getAttribute('data-rule')) === 'ihost') break;
      await page.keyboard.press('ArrowDown');
    }
    expect(await page.locator(':focus').getAttribute('data-rule')).toBe('ihost');
    expect(await textsOf(page.locator('#mirror .hl'))).toEqual(['1.2.3.4.5']);
    expect(await textOf(page.locator('#node-detail'))).toContain('First match wins: ireg-name');
    expect(await textOf(page.locator('#node-detail'))).toContain('PEG note:');
    await page.keyboard.press('Home');
    expect(await page.locator(':focus').getAttribute('data-rule')).toBe('IRI-reference');
    await page.keyboard.press('Tab');
    expect(await page.locator(':focus').getAttribute('data-rule')).toBeNull();
    // An example, chosen with the keyboard.
    const example = page.locator('#examples button').first();
    await example.focus();
    await page.keyboard.press('Enter');
    const first = EXAMPLE_GROUPS[0]!.examples[0]!;
    await drawn(page, { grammar: first.grammar, rule: first.rule, input: first.input, ...base });
  });

  it('every text is readable: a contrast of at least 4.5:1 on its background', async () => {
    const page = await open();
    const views: [string, (view: Page) => Promise<void>][] = [
      [
        'a valid URI with a userinfo',
        (view) => enter(view, 'http://www.bank.example@evil.example:80/a/../b?#'),
      ],
      ['an error in the middle', (view) => enter(view, 'java\tscript://a b/\u00e9\u202e')],
      ['a hovered node', (view) => view.locator('#tree-area [data-rule="URI-reference"]').hover()],
      [
        'a template with an error, and a URI that does not match',
        async (view) => {
          await view.getByLabel('Template', { exact: true }).fill('/a{b c}');
          await view.getByLabel('Template', { exact: true }).fill('/b{/x}');
          await view.getByLabel('Variables as JSON').fill('{"x":');
          await view.locator('#template-match [data-matched="false"]').waitFor();
        },
      ],
      [
        'a template with an error marked',
        async (view) => {
          await view.getByLabel('Template', { exact: true }).fill('/a{b c}');
          await view.locator('#template-validity .error-at').waitFor();
        },
      ],
    ];
    for (const [name, show] of views) {
      if (name === 'a hovered node') await enter(page, 'http://a/b');
      await show(page);
      const failures = await page.evaluate(lowContrastTexts);
      expect({ view: name, failures }).toEqual({ view: name, failures: [] });
    }
  });
});

describe('the built page', () => {
  it('is one file that allows its own script and style and nothing else', () => {
    const html = readFileSync(playground.build.file, 'utf8');
    expect(html).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-[^']+'; style-src 'sha256-[^']+'/,
    );
    expect(html).not.toMatch(/<(script|link|img|iframe)[^>]+(src|href)=/i);
    expect(
      playground.build.inputs.filter((input) => /src\/(audit\/(peers|cmd-peer)|cli)/.test(input)),
    ).toEqual([]);
  });

  it('makes no request and logs no error while it is used', async () => {
    const page = await open();
    await enter(page, 'http://evil.com\\@good.com/');
    await page.getByLabel('Grammar').selectOption('rfc2396');
    await page.locator('#examples button').last().click();
    await page.locator('#tree-area [role="treeitem"]').first().hover();
    const state = opened[opened.length - 1]!;
    expect(state.requests).toEqual([]);
    expect(state.problems).toEqual([]);
  });
});

/**
 * Runs in the page: every element that shows text (its own text nodes, or a form control's
 * value) whose colour has a WCAG 2 contrast below 4.5 with the first opaque background behind it.
 * Typed with the few DOM members it uses, since the tests compile without the DOM library.
 */
function lowContrastTexts(): string[] {
  interface Style {
    color: string;
    backgroundColor: string;
    visibility: string;
    display: string;
  }
  interface Element {
    tagName: string;
    className: string;
    parentElement: Element | null;
    childNodes: ArrayLike<{ nodeType: number; textContent: string | null }>;
    getClientRects(): ArrayLike<unknown>;
    closest(selector: string): Element | null;
    textContent: string | null;
  }
  const page = globalThis as unknown as {
    document: { body: { querySelectorAll(selector: string): ArrayLike<Element> } };
    getComputedStyle(element: Element): Style;
  };
  const rgb = (color: string): [number, number, number, number] => {
    const parts = (color.match(/[\d.]+/g) ?? []).map(Number);
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
  };
  const luminance = ([r, g, b]: number[]): number => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
  };
  const background = (element: Element): number[] => {
    for (let at: Element | null = element; at !== null; at = at.parentElement) {
      const color = rgb(page.getComputedStyle(at).backgroundColor);
      if (color[3] > 0) return color;
    }
    return [255, 255, 255, 1];
  };
  const failures: string[] = [];
  const elements = page.document.body.querySelectorAll('*');
  for (let i = 0; i < elements.length; i++) {
    const element = elements[i]!;
    const style = page.getComputedStyle(element);
    const isControl = /^(TEXTAREA|INPUT|SELECT|BUTTON)$/.test(element.tagName);
    let hasText = isControl;
    for (let j = 0; j < element.childNodes.length; j++) {
      const node = element.childNodes[j]!;
      if (node.nodeType === 3 && (node.textContent ?? '').trim() !== '') hasText = true;
    }
    if (!hasText || style.visibility === 'hidden' || element.getClientRects().length === 0)
      continue;
    if (element.closest('.visually-hidden') !== null) continue;
    const foreground = luminance(rgb(style.color));
    const behind = luminance(background(element));
    const ratio = (Math.max(foreground, behind) + 0.05) / (Math.min(foreground, behind) + 0.05);
    if (ratio < 4.5) {
      failures.push(
        `${element.tagName}.${element.className} "${(element.textContent ?? '').slice(0, 30)}": ${ratio.toFixed(2)}`,
      );
    }
  }
  return failures;
}
