/**
 * The built-in adapters (adapters/), run for real: Python's urllib.parse.urlsplit, Java's
 * java.net.URI and Perl's URI module, each through its own runtime (.ci/run installs what is
 * missing). One audit over the built-in corpus plus a few inputs for the findings below; each
 * finding asserted here is one the parser's documentation or source states, cited next to it.
 */
import {
  BUILTIN_CORPUS,
  type Disagreement,
  type Peer,
  type PeerReport,
  type PeerResult,
  audit,
  loadPeer,
  renderHtml,
  renderText,
} from '../../src/audit';
import { sendable } from '../../src/audit/cmd-peer';
import { grammar } from '../../src/grammars';

/** Inputs for the findings that the built-in corpus does not already hold. */
const FINDING_INPUTS = [
  '\u0001http://a/', // a leading C0 control
  'http://999.1.1.1/', // a reg-name to RFC 3986, neither IPv4 nor a hostname to RFC 2396
  'mailto:x?y', // an opaque URI with a query
  'http://a:080/', // a port with a leading zero
];
const CORPUS = [...BUILTIN_CORPUS, ...FINDING_INPUTS];

const ADAPTERS = ['python-urllib', 'java-uri', 'perl-uri'] as const;
type AdapterName = (typeof ADAPTERS)[number];

/** The peer, with every answer it gives kept for the assertions. */
function recording(peer: Peer, answers: Map<string, PeerResult>): Peer {
  return {
    name: peer.name,
    rule: peer.rule,
    ...(peer.grammar ? { grammar: peer.grammar } : {}),
    normalizes: peer.normalizes,
    ...(peer.oneLinePerInput ? { oneLinePerInput: true } : {}),
    parse: async (input) => {
      const result = await peer.parse(input);
      answers.set(input, result);
      return result;
    },
    close: () => peer.close?.() ?? Promise.resolve(),
  };
}

const answers = new Map<AdapterName, Map<string, PeerResult>>();
const reports = new Map<AdapterName, PeerReport>();
let text = '';
let html = '';

beforeAll(async () => {
  const peers = ADAPTERS.map((name) => {
    const kept = new Map<string, PeerResult>();
    answers.set(name, kept);
    return recording(loadPeer(name), kept);
  });
  const report = await audit(CORPUS, peers);
  report.peers.forEach((peer, i) => reports.set(ADAPTERS[i]!, peer));
  text = renderText(report);
  html = renderHtml(report);
}, 180_000);

function reportOf(name: AdapterName): PeerReport {
  return reports.get(name)!;
}

function answerOf(name: AdapterName, input: string): PeerResult {
  const found = answers.get(name)!.get(input);
  if (!found) throw new Error(`${name} gave no answer for ${JSON.stringify(input)}`);
  return found;
}

function disagreement(name: AdapterName, input: string, field?: string): Disagreement {
  const found = reportOf(name).disagreements.find(
    (item) => item.input === input && (field === undefined || item.field === field),
  );
  if (!found)
    throw new Error(`${name}: nothing stored for ${JSON.stringify(input)} ${field ?? ''}`);
  return found;
}

describe('every adapter answers every input it can be sent', () => {
  test.each(ADAPTERS)('%s', (name) => {
    const report = reportOf(name);
    // Inputs with line breaks or lone surrogates are the only ones a line protocol cannot carry.
    const unsendable = CORPUS.filter((input) => !sendable(input)).length;
    expect(report).toMatchObject({ inputs: CORPUS.length, skipped: unsendable });
    expect(answers.get(name)!.size).toBe(CORPUS.length - unsendable);
    expect(report.agree + report.falseAccepts + report.falseRejects + report.mismatchedInputs).toBe(
      report.inputs - report.skipped,
    );
  });
});

// Python: https://docs.python.org/3/library/urllib.parse.html (urlsplit, urlparse, and
// "URL parsing security"); the leading-C0 change is gh-102153 (CVE-2023-24329), Python 3.11.4.
describe('python-urllib (urllib.parse.urlsplit)', () => {
  test('removes a tab anywhere: "java\\tscript:" has the scheme javascript', () => {
    // Docs: "\n, \r and tab \t characters are removed from the URL at any position"
    // (WHATWG; "Changed in version 3.9.5" and the matching security releases).
    expect(disagreement('python-urllib', 'java\tscript:alert(1)')).toMatchObject({
      category: 'false-accept',
      peer: { scheme: 'javascript', path: 'alert(1)' },
      split: { scheme: 'java\tscript' },
      splitDiffers: ['scheme'],
    });
    expect(disagreement('python-urllib', 'java\tscript:alert(1)').confusion).toContain('scheme');
  });

  test('strips leading C0 controls and spaces', () => {
    // Docs: "leading C0 control and space characters are stripped from the URL".
    for (const input of ['\u0001http://a/', ' http://a/']) {
      expect(disagreement('python-urllib', input)).toMatchObject({
        category: 'false-accept',
        peer: { scheme: 'http', host: 'a', path: '/' },
      });
    }
  });

  test('does not validate: a space in the host is taken', () => {
    // Docs: "The urlsplit() and urlparse() APIs do not perform validation of inputs."
    expect(disagreement('python-urllib', 'http://a b/')).toMatchObject({
      category: 'false-accept',
      peer: { authority: 'a b', host: 'a b' },
    });
  });

  test('an out-of-range port raises ValueError when read: a false reject', () => {
    // Docs: "Reading the port attribute will raise a ValueError if an invalid port is specified
    // in the URL"; "Changed in version 3.6: Out-of-range port numbers now raise ValueError".
    expect(disagreement('python-urllib', 'http://a:65536/')).toMatchObject({
      category: 'false-reject',
      peer: 'Port out of range 0-65535',
    });
  });

  test('unmatched brackets raise ValueError, as RFC 3986 rejects them', () => {
    // Docs: "Unmatched square brackets in the netloc attribute will raise a ValueError."
    expect(answerOf('python-urllib', 'http://[::1')).toEqual({
      valid: false,
      error: 'Invalid IPv6 URL',
    });
  });

  test('an absent component is "": an empty query, fragment or authority reads as absent', () => {
    // Docs, the urlparse attribute table: query, fragment, netloc "empty string" if not present.
    expect(disagreement('python-urllib', 'http://a?', 'query')).toMatchObject({
      reference: '',
      peer: null,
    });
    expect(disagreement('python-urllib', 'file:///etc/passwd', 'authority')).toMatchObject({
      reference: '',
      peer: null,
    });
  });

  test('the port is an int: "080" and "80" agree once read as a number', () => {
    // Docs: "port: Port number as integer, if present".
    expect(answerOf('python-urllib', 'http://a:080/').components).toMatchObject({ port: '80' });
    expect(reportOf('python-urllib').disagreements.map((item) => item.input)).not.toContain(
      'http://a:080/',
    );
  });
});

// Java: the java.net.URI Javadoc (JDK 17),
// https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/net/URI.html
describe('java-uri (java.net.URI)', () => {
  test('is judged against RFC 2396, its own grammar, in every report', () => {
    // Javadoc: an instance represents a URI reference as RFC 2396 defines it, amended by RFC
    // 2732, apart from the deviations it lists; URI(String) parses by RFC 2396's Appendix A.
    expect(reportOf('java-uri')).toMatchObject({ grammar: 'rfc2396', judgedWith: 'rfc2396' });
    expect(text).toContain('== java-uri (judged against RFC 2396 URI-reference) ==');
    expect(text).toMatch(/^java-uri\s+RFC 2396\s+URI-reference\s/m);
    expect(html).toContain('RFC 2396');
    expect(reportOf('python-urllib')).toMatchObject({ grammar: 'rfc3986', judgedWith: 'rfc3986' });
  });

  test('rejects a space with URISyntaxException', () => {
    // Javadoc: the space is in no character category a component may hold (other excludes it).
    expect(answerOf('java-uri', 'http://a b/')).toEqual({
      valid: false,
      error: 'Illegal character in authority at index 7: http://a b/',
    });
  });

  test('http://999.1.1.1/ has a registry-based authority and no host', () => {
    // Javadoc, "URI syntax and components" and parseServerAuthority(): an authority is parsed
    // as server-based (user-information, host, port) when it can be, else it is registry-based;
    // a server-based host is an IPv4 address (four numbers up to 255), an IPv6 literal, or a
    // domain name whose rightmost label begins with an alpha character. getHost(): null when
    // the host is undefined.
    expect(answerOf('java-uri', 'http://999.1.1.1/').components).toMatchObject({
      authority: '999.1.1.1',
      host: null,
      port: null,
    });
    expect(disagreement('java-uri', 'http://999.1.1.1/', 'host')).toMatchObject({
      reference: '999.1.1.1',
      peer: null,
    });
  });

  test('takes non-ASCII "other" characters that RFC 3986 does not allow', () => {
    // Javadoc, the "other" character category (non-ASCII, not control, not space): permitted in
    // user-information, path, query and fragment, a stated deviation from RFC 2396.
    expect(disagreement('java-uri', 'http://a/é')).toMatchObject({
      category: 'false-accept',
      peer: { path: '/é' },
    });
  });

  test('an opaque URI has no query: mailto:x?y is path "x?y", as RFC 2396 reads it', () => {
    // Javadoc: an opaque URI is an absolute URI whose scheme-specific part does not begin with
    // a slash, and it is not parsed any further (no authority, path or query). RFC 2396 3:
    // opaque_part = uric_no_slash *uric, and "?" is a uric: no query. Judged with RFC 2396, this
    // is agreement (RFC 3986 would read path "x" and query "y").
    expect(answerOf('java-uri', 'mailto:x?y').components).toMatchObject({
      path: 'x?y',
      query: null,
    });
    expect(grammar('rfc2396').parse('mailto:x?y')).toMatchObject({ path: 'x?y', query: undefined });
    expect(reportOf('java-uri').disagreements.some((item) => item.input === 'mailto:x?y')).toBe(
      false,
    );
  });

  test('has no IPvFuture literal: RFC 2732 only brackets IPv6, and RFC 2396 agrees', () => {
    // Javadoc: an IP literal is an IPv6 address in square brackets (RFC 2732).
    expect(answerOf('java-uri', 'http://[v1.x]/')).toMatchObject({
      valid: false,
      error: expect.stringMatching(/^Malformed IPv6 address/),
    });
    expect(grammar('rfc2396').isValid('URI-reference', 'http://[v1.x]/')).toBe(false);
  });
});

// Perl: the URI module's documentation (URI 5.17, https://metacpan.org/pod/URI) and its source
// (URI/_server.pm).
describe('perl-uri (the URI module)', () => {
  test('does not validate: it rejects nothing', () => {
    // POD: "Characters outside this set are automatically escaped by the URI constructor."
    expect(reportOf('perl-uri')).toMatchObject({ falseRejects: 0, agreeInvalid: 0 });
  });

  test('http://a b/ is taken, the space escaped in the authority and decoded in the host', () => {
    expect(disagreement('perl-uri', 'http://a b/')).toMatchObject({
      category: 'false-accept',
      peer: { authority: 'a%20b', host: 'a b', path: '/' },
    });
  });

  test('leading white space is removed', () => {
    // POD: "leading and trailing white space, are automatically removed".
    expect(disagreement('perl-uri', ' http://a/')).toMatchObject({
      category: 'false-accept',
      peer: { scheme: 'http', authority: 'a', path: '/' },
    });
  });

  test('mailto has no host; its path is the whole opaque part, query included', () => {
    // POD: the "foo@example.com" part of a mailto "is not the userinfo and host but instead the
    // path"; $uri->path "returns the same value as $uri->opaque unless the URI supports the
    // generic syntax"; opaque is "everything between the scheme and the fragment".
    const mailto = answerOf('perl-uri', 'mailto:x?y').components!;
    expect(mailto).not.toHaveProperty('host');
    expect(mailto).toMatchObject({ path: 'x?y', query: 'y' });
  });

  test('an empty port stays in the host: http://example.com:/ has host "example.com:"', () => {
    // URI/_server.pm: host removes only a ":" followed by digits; _port matches ":(\d*)$".
    expect(disagreement('perl-uri', 'http://example.com:/', 'host')).toMatchObject({
      reference: 'example.com',
      peer: 'example.com:',
    });
    expect(answerOf('perl-uri', 'http://example.com:/').components).toMatchObject({ port: '' });
  });
});

// Jest gives each test file its own copy of process.env, which child_process never sees: the
// runtimes are hidden from the CLI, run as a user runs it, by its PATH.
