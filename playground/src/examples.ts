/**
 * The examples the page offers to click, each with where it comes from:
 * - RFC examples: RFC 3986 1.1.2, 3, 5.4.1, 5.4.2, 6.2.2 and 7.6; RFC 3987 3.1 and 4.1;
 *   RFC 6874 2; RFC 2396 3 and 5.2 / Appendix C (texts in the repository's docs/rules.md
 *   sources and at https://www.rfc-editor.org/).
 * - PEG traps: the inputs of the `PEG:` notes in grammar/ (docs/rules.md), where an
 *   ordered-choice parser that took the ABNF literally would go wrong.
 * - URL confusion: the input shapes of Claroty and Snyk, "Exploiting URL Parsing Confusion"
 *   (2022), as in the audit's corpus (src/audit/corpus.ts), and RFC 3986 7.6's semantic attack.
 */
import type { GrammarName } from '../../src/grammars';

export interface Example {
  readonly label: string;
  readonly grammar: GrammarName;
  readonly rule: string;
  readonly input: string;
  /** A base other than the default (RFC 3986 5.4's). */
  readonly base?: string;
  /** What to look at, one sentence. */
  readonly note: string;
}

export interface ExampleGroup {
  readonly title: string;
  readonly examples: readonly Example[];
}

const reference = (
  input: string,
  note: string,
  grammar: GrammarName = 'rfc3986',
  label = input,
): Example => ({
  label,
  grammar,
  rule: grammar === 'rfc3987' ? 'IRI-reference' : 'URI-reference',
  input,
  note,
});

export const EXAMPLE_GROUPS: readonly ExampleGroup[] = [
  {
    title: 'RFC examples',
    examples: [
      reference(
        'foo://example.com:8042/over/there?name=ferret#nose',
        'RFC 3986 3: all five components.',
      ),
      reference('ldap://[2001:db8::7]/c=GB?objectClass?one', 'RFC 3986 1.1.2: an IPv6 literal.'),
      reference('mailto:John.Doe@example.com', 'RFC 3986 1.1.2: no authority, the "@" is path.'),
      reference('urn:oasis:names:specification:docbook:dtd:xml:4.1.2', 'RFC 3986 1.1.2.'),
      reference('../../g', 'RFC 3986 5.4.1: resolved against http://a/b/c/d;p?q.'),
      reference('g;x?y#s', 'RFC 3986 5.4.1.'),
      reference('../../../g', 'RFC 3986 5.4.2: ".." above the root is dropped.'),
      reference('eXAMPLE://a/./b/../b/%63/%7bfoo%7d', 'RFC 3986 6.2.2: see the normalized form.'),
      reference(
        'ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm',
        'RFC 3986 7.6: the host is 10.0.0.1, not cnn.example.com.',
      ),
      reference(
        'http://r\u00e9sum\u00e9.example.org',
        'RFC 3987 3.1: an IRI, valid under rfc3987 only.',
        'rfc3987',
      ),
      reference(
        'http://[fe80::a%25en1]/',
        'RFC 6874 2: a zone identifier, valid under rfc6874 only.',
        'rfc6874',
      ),
      reference('http://a_b/x', 'RFC 2396 3.2: a registry-based authority.', 'rfc2396'),
      reference('mailto:x@y?z', 'RFC 2396 3: an opaque part, "?" included.', 'rfc2396'),
      reference('/./g', 'RFC 2396 Appendix C: keeps its dot segment.', 'rfc2396'),
    ],
  },
  {
    title: 'PEG traps',
    examples: [
      {
        label: 'host: 1.2.3.4.5',
        grammar: 'rfc3986',
        rule: 'host',
        input: '1.2.3.4.5',
        note: 'IPv4address matches "1.2.3.4", but only a reg-name matches the whole host.',
      },
      {
        label: 'host: 1.2.3.4',
        grammar: 'rfc3986',
        rule: 'host',
        input: '1.2.3.4',
        note: 'The whole host is an IPv4address, which comes before reg-name.',
      },
      reference('http://1.2.3.4.5/', 'The same trap inside a URI: the host is a reg-name.'),
      reference('http://256.1.1.1/', '256 is no dec-octet: a reg-name.'),
      {
        label: 'IPv6address: a::',
        grammar: 'rfc3986',
        rule: 'IPv6address',
        input: 'a::',
        note: 'A greedy repetition would take "a:" and leave nothing before "::".',
      },
      {
        label: 'IPv4address: 192.168.0.1',
        grammar: 'rfc3986',
        rule: 'IPv4address',
        input: '192.168.0.1',
        note: 'In ABNF order DIGIT would match the "1" of "192" and stop.',
      },
      {
        label: 'path: a/b',
        grammar: 'rfc3986',
        rule: 'path',
        input: 'a/b',
        note: 'path-abempty matches the empty prefix; the whole path is a path-noscheme.',
      },
      reference('a:b', 'URI-reference tries URI first: "a" is a scheme.'),
      reference('./a:b', 'A colon in the first segment needs "./" to stay relative.'),
      reference('http://[fe80::1%25eth0]/', 'The zone needs RFC 6874.', 'rfc6874'),
      {
        label: 'authority: a_b (RFC 2396)',
        grammar: 'rfc2396',
        rule: 'authority',
        input: 'a_b',
        note: 'server matches "a", but only reg_name matches the whole authority.',
      },
      {
        label: 'hostname: a.b. (RFC 2396)',
        grammar: 'rfc2396',
        rule: 'hostname',
        input: 'a.b.',
        note: 'A greedy repetition would leave nothing for toplabel.',
      },
    ],
  },
  {
    title: 'URL confusion',
    examples: [
      reference(
        'http://www.bank.example@evil.example/',
        'A deceptive userinfo: it reads like an address, but the host is evil.example.',
      ),
      reference(
        'http://https:%2F%2Fbank.example@evil.example/',
        'A userinfo that reads like a whole URL.',
      ),
      reference('http://good.com@evil.com/', 'The host is evil.com.'),
      reference('http://evil.com\\@good.com/', 'A backslash: not RFC 3986; the browser reads it.'),
      reference('http:/\\evil.com', 'Slashes and backslashes.'),
      reference('http:evil.com', 'No authority at all; the browser finds a host.'),
      reference('http://evil.com%2F@good.com', 'Encoded "/" in the userinfo.'),
      reference('http://0x7f.1/', 'A reg-name that the browser reads as 127.0.0.1.'),
      reference('java\tscript:alert(1)', 'A tab, which the browser strips.'),
      reference(' javascript:alert(1)', 'A leading space, which the browser strips.'),
      reference('http://a/%2e%2e/etc/passwd', 'An encoded dot segment.'),
      reference(
        'http://example.com/\u202egpj.exe',
        'A right-to-left override (U+202E), an IRI but shown here as a code point.',
        'rfc3987',
      ),
      reference('http://user:pass@host:8080/p?q#f', 'A password in the userinfo.'),
    ],
  },
];
