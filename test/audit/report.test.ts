import { type AuditReport, audit, loadPeer, renderHtml, renderText } from '../../src/audit';
import { escapeHtml } from '../../src/audit/report-html';

const INPUTS = [
  'http://a@b@c/',
  'http://1.2.3.4.5/',
  'http:evil.com',
  'http://a/<script>alert(1)</script>',
  'http://a/"\'><img src=x onerror=alert(1)>',
  'HTTP://A/',
];

let report: AuditReport;

beforeAll(async () => {
  report = await audit(INPUTS, [loadPeer('node-url'), loadPeer('node-legacy')]);
});

describe('renderText', () => {
  test('a summary table and a section per peer with counts, normalization and examples', () => {
    const text = renderText(report);
    expect(text).toMatch(/^peer\s+judged with\s+rule\s+inputs\s+skipped\s+agree\s+false accepts/m);
    expect(text).toMatch(/^node-url\s+RFC 3986\s+URI\s+6\s+0\s+1\s+3\s+1\s+1$/m);
    expect(text).toContain('Parser audit against RFC 3986 (2 peers)');
    expect(text).toContain('== node-url (judged against RFC 3986 URI) ==');
    expect(text).toContain('== node-legacy (judged against RFC 3986 URI-reference) ==');
    expect(text).not.toContain('note:');
    expect(text).toContain('compared after normalization:\n  scheme: lowercases');
    expect(text).toContain('false accepts (3):\n  "http://a@b@c/"');
    expect(text).toContain('[userinfo-host]');
    expect(text).toMatch(
      /host mismatches \(1\):\n {2}"http:evil.com": RFC 3986 absent, peer "evil.com"/,
    );
  });

  test('shows at most five examples per category', async () => {
    const many = Array.from({ length: 12 }, (_, i) => `http://a/ ${i}`);
    const text = renderText(await audit(many, [loadPeer('node-url')], { keepExamples: 5 }));
    expect(text).toContain('false accepts (12; 5 shown):');
    expect(text.match(/^ {2}"http:\/\/a\/ \d+"/gm)).toHaveLength(5);
  });

  test('an empty report', () => {
    expect(renderText({ peers: [] })).toBe('Parser audit: no peers.\n');
  });
});

describe('renderHtml', () => {
  let html: string;
  beforeAll(() => {
    html = renderHtml(report);
  });

  test('a self-contained page with the peers × categories matrix', () => {
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<table class="matrix">');
    expect(html).toContain('<th rowspan="2">false accepts</th><th rowspan="2">false rejects</th>');
    expect(html).toContain('<th colspan="8">component mismatches</th>');
    expect(html).toContain(
      '<tr><th>scheme</th><th>authority</th><th>userinfo</th><th>host</th><th>port</th><th>path</th><th>query</th><th>fragment</th></tr>',
    );
    expect(html).toContain('<th scope="row">node-url</th>');
    expect(html).toContain('<th scope="row">node-legacy</th>');
    // The node-url false-accept cell is a filter button with its count.
    expect(html).toContain('data-peer="0" data-key="false-accept">3</button>');
    // Nothing loaded from elsewhere.
    expect(html).not.toMatch(/<[a-z]+[^>]*\s(src|href)=/i);
    expect(html).toContain("default-src 'none'");
  });

  test('escapes input text: no markup from an input reaches the page', () => {
    expect(html.match(/<script>/g)).toHaveLength(1); // the page's own filter script
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  test('escapeHtml', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
