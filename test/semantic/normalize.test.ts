/**
 * RFC 3986 6.2.2 and 6.2.3 normalization: the RFC's own examples, every entry of
 * test/fixtures/normalization.json, and the side this library takes on each difference
 * recorded in test/fixtures/normalization-nonstandard.json.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type UriComponents, parse } from '../../src/components';
import { UriSyntaxError } from '../../src/errors';
import {
  DEFAULT_PORTS,
  type NormalizationLevel,
  normalize,
  normalizeCaseAndPercentEncoding,
} from '../../src/normalize';
import { recompose } from '../../src/recompose';
import { removeDotSegments } from '../../src/resolve';
import { isValid } from '../../src/validate';

type Step = 'case' | 'percent-encoding' | 'dot-segments';
type ComponentName = 'scheme' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment';

interface NormalizationEntry {
  readonly input: string;
  readonly expected: string;
  readonly level: NormalizationLevel;
  readonly source: string;
  readonly scope?: 'uri' | 'relative-ref' | 'path' | 'host' | 'scheme' | 'component';
  readonly steps?: readonly Step[];
  readonly components_normalized?: readonly ComponentName[];
  readonly must_differ_from?: readonly string[];
  readonly note?: string;
  readonly rfc3986_literal?: string | null;
  readonly variant?: string;
}

function load(name: string): NormalizationEntry[] {
  const text = readFileSync(join(__dirname, '..', 'fixtures', name), 'utf8');
  return JSON.parse(text) as NormalizationEntry[];
}

const entries = load('normalization.json');
const nonstandard = load('normalization-nonstandard.json');

/**
 * uriparser's per-component masks: the input with only the named components replaced by
 * their normal form, every other component kept as written.
 */
function normalizeOnly(
  input: string,
  names: readonly ComponentName[],
  level: NormalizationLevel,
): string {
  const original = parse(input);
  const normal = parse(normalize(input, { level }));
  const pick = (name: ComponentName): UriComponents[ComponentName] =>
    names.includes(name) ? normal[name] : original[name];
  return recompose({
    scheme: pick('scheme'),
    authority: undefined,
    userinfo: pick('userinfo'),
    host: pick('host'),
    port: pick('port'),
    path: pick('path') ?? '',
    query: pick('query'),
    fragment: pick('fragment'),
  });
}

/**
 * How an entry is checked. Whole references are normalized with `normalize`; functions of the
 * sources that take one piece are matched by the piece written into a reference (a host after
 * "//", a component as a query, a scheme before ":") or by `removeDotSegments` for a bare path.
 * Where the source applies only some 6.2.2 steps (`steps`), its answer is a partly normalized
 * string, so the check is that it has the same normal form as the input; the component scope
 * with `case` alone (uppercase hex without decoding) is checked the same way.
 */
type Check =
  | { readonly kind: 'exact'; readonly actual: string; readonly expected: string }
  | { readonly kind: 'same normal form'; readonly actual: string; readonly expected: string };

const ALL_STEPS: readonly Step[] = ['case', 'percent-encoding', 'dot-segments'];

function checkOf(entry: NormalizationEntry): Check {
  const { input, expected, level } = entry;
  const partial =
    entry.steps !== undefined && !ALL_STEPS.every((step) => entry.steps!.includes(step));
  switch (entry.scope) {
    case 'path':
      return { kind: 'exact', actual: removeDotSegments(input), expected };
    case 'host':
      return {
        kind: 'exact',
        actual: normalize(`//${input}`, { level }),
        expected: `//${expected}`,
      };
    case 'scheme':
      return { kind: 'exact', actual: normalize(`${input}:`, { level }), expected: `${expected}:` };
    case 'component':
      return entry.steps?.includes('percent-encoding')
        ? { kind: 'exact', actual: normalize(`?${input}`, { level }), expected: `?${expected}` }
        : {
            kind: 'same normal form',
            actual: normalize(`?${input}`, { level }),
            expected: normalize(`?${expected}`, { level }),
          };
    default:
      if (entry.components_normalized !== undefined) {
        return {
          kind: 'exact',
          actual: normalizeOnly(input, entry.components_normalized, level),
          expected,
        };
      }
      if (partial) {
        return {
          kind: 'same normal form',
          actual: normalize(input, { level }),
          expected: normalize(expected, { level }),
        };
      }
      return { kind: 'exact', actual: normalize(input, { level }), expected };
  }
}

/**
 * The entries of normalization.json where this library answers differently, keyed by source
 * and input. Each is asserted to give `ours` from `normalize` at the entry's level.
 */
const DEPARTURES: ReadonlyMap<string, { readonly ours: string; readonly why: string }> = new Map([
  ...[
    ['uriparser/uriparser test/test.cpp#L1607', './def'],
    ['uriparser/uriparser test/test.cpp#L1609', 'def/.'],
    ['uriparser/uriparser test/FourSuite.cpp#L699', 'a/b/././c'],
    ['uriparser/uriparser test/FourSuite.cpp#L703', 'a/b/../c/././d'],
  ].map(
    ([source, input]) =>
      [
        `${source} ${input}`,
        {
          ours: input!,
          why: 'a relative-path reference keeps its dot segments (section 6 normalizes URIs; remove_dot_segments would turn a/../../b into /b)',
        },
      ] as const,
  ),
  [
    'uriparser/uriparser test/test.cpp#L1711 ./foo/bar',
    {
      ours: './foo/bar',
      why: 'a relative-path reference keeps its dot segments (path mask)',
    },
  ],
  [
    'haskell/network-uri tests/uri001.hs#L1196 file:/x/..//y',
    {
      ours: 'file:/.//y',
      why: 'HAZARD: the literal answer file://y has the authority "y"; the recomposition guard writes "/." first',
    },
  ],
]);

const keyOf = (entry: NormalizationEntry): string => `${entry.source} ${entry.input}`;

describe('RFC 3986 section 6.2 examples', () => {
  it('6.2.2: eXAMPLE://a/./b/../b/%63/%7bfoo%7d normalizes to example://a/b/c/%7Bfoo%7D', () => {
    expect(normalize('eXAMPLE://a/./b/../b/%63/%7bfoo%7d', { level: 'syntax' })).toBe(
      'example://a/b/c/%7Bfoo%7D',
    );
    expect(normalize('example://a/b/c/%7Bfoo%7D', { level: 'syntax' })).toBe(
      'example://a/b/c/%7Bfoo%7D',
    );
  });

  it('6.2.2.1: HTTP://www.EXAMPLE.com/ is http://www.example.com/', () => {
    expect(normalize('HTTP://www.EXAMPLE.com/', { level: 'syntax' })).toBe(
      'http://www.example.com/',
    );
  });

  it('6.2.2.1: percent-encoding hex digits are uppercase everywhere, the host included', () => {
    expect(normalize('http://%c3%a9x%3a@H%c3%a9/%3a?%3a#%3a')).toBe(
      'http://%C3%A9x%3A@h%C3%A9/%3A?%3A#%3A',
    );
  });

  it('6.2.3: the four equivalent http URIs have the normal form http://example.com/', () => {
    for (const uri of [
      'http://example.com',
      'http://example.com/',
      'http://example.com:/',
      'http://example.com:80/',
    ]) {
      expect(normalize(uri)).toBe('http://example.com/');
      expect(normalize(uri, { level: 'scheme' })).toBe('http://example.com/');
    }
  });

  it('6.2.3: empty query and fragment delimiters stay', () => {
    expect(normalize('http://example.com/?')).toBe('http://example.com/?');
    expect(normalize('http://example.com/#')).toBe('http://example.com/#');
    expect(normalize('http://example.com?#')).toBe('http://example.com/?#');
  });
});

describe('levels', () => {
  it('syntax keeps ports and empty paths', () => {
    expect(normalize('http://example.com:80', { level: 'syntax' })).toBe('http://example.com:80');
    expect(normalize('http://example.com:', { level: 'syntax' })).toBe('http://example.com:');
  });

  it.each(Object.entries(DEFAULT_PORTS))(
    'scheme removes the default port of %s (%s)',
    (scheme, port) => {
      expect(normalize(`${scheme.toUpperCase()}://h:${port}`)).toBe(`${scheme}://h/`);
      expect(normalize(`${scheme}://h:${port}/p?q`)).toBe(`${scheme}://h/p?q`);
    },
  );

  it('a port equals the default only as the same decimal string', () => {
    expect(normalize('http://h:080/')).toBe('http://h:080/');
    expect(normalize('http://h:443/')).toBe('http://h:443/');
    expect(normalize('https://h:80/')).toBe('https://h:80/');
  });

  it('an empty port goes for every scheme, an empty path becomes "/" only for known ones', () => {
    expect(normalize('foo://h:')).toBe('foo://h');
    expect(normalize('foo://h:/x')).toBe('foo://h/x');
    expect(normalize('//h:/x')).toBe('//h/x');
    expect(normalize('foo://h:21')).toBe('foo://h:21');
    expect(normalize('http:')).toBe('http:');
    expect(normalize('http:?q')).toBe('http:?q');
  });

  it('refuses an unknown level', () => {
    expect(() => normalize('a:b', { level: 'protocol' as NormalizationLevel })).toThrow(TypeError);
  });
});

describe('choices', () => {
  it('removes dot segments from URIs, network-path and absolute-path references only', () => {
    expect(normalize('foo:a/../b')).toBe('foo:/b');
    expect(normalize('//h/a/../b')).toBe('//h/b');
    expect(normalize('/a/../b')).toBe('/b');
    expect(normalize('a/../b')).toBe('a/../b');
    expect(normalize('../%7e/./x')).toBe('../~/./x');
  });

  it('decodes %2E before removing dot segments, so %2E%2E is a dot segment there', () => {
    expect(normalize('http://a/b/%2E%2e/c')).toBe('http://a/c');
  });

  it('writes "/." before a path that would otherwise start with "//" without an authority', () => {
    expect(normalize('scheme:/a/b/../..//c')).toBe('scheme:/.//c');
    expect(normalize('/.//x')).toBe('/.//x');
    expect(parse(normalize('f:/x/..//y')).authority).toBeUndefined();
  });

  it('lowercases IP literals and otherwise keeps them as written (no RFC 5952 rewriting)', () => {
    expect(normalize('http://[2001:0DB8:0:0::1]/')).toBe('http://[2001:0db8:0:0::1]/');
    expect(normalize('http://[::FFFF:192.0.2.1]/')).toBe('http://[::ffff:192.0.2.1]/');
    expect(normalize('http://[V7.AbC:D]/')).toBe('http://[v7.abc:d]/');
  });

  it('decodes unreserved characters in the host before lowercasing them', () => {
    expect(normalize('http://examp%4Ce.com/')).toBe('http://example.com/');
    expect(normalize('//127.0.0.%31')).toBe('//127.0.0.1');
  });

  it('never decodes reserved characters or invalid UTF-8', () => {
    expect(normalize('a:%2F%3a%25%ff')).toBe('a:%2F%3A%25%FF');
  });

  it('throws UriSyntaxError for invalid input', () => {
    expect(() => normalize('http://a b/')).toThrow(UriSyntaxError);
    expect(() => normalize('%')).toThrow(UriSyntaxError);
  });

  it('normalizeCaseAndPercentEncoding leaves dot segments and ports alone', () => {
    expect(normalizeCaseAndPercentEncoding('HTTP://A:80/./%7e/../x?%3a')).toBe(
      'http://a:80/./~/../x?%3A',
    );
  });
});

describe('normalization.json', () => {
  it('has the 275 entries its README lists', () => {
    expect(entries).toHaveLength(275);
  });

  const counts = { exact: 0, 'same normal form': 0, departures: 0 };
  afterAll(() => {
    console.log(
      `normalization.json: ${entries.length} entries: ${counts.exact} exact, ${counts['same normal form']} by normal form (partial steps), ${counts.departures} departures`,
    );
  });

  const cases = entries.map((entry) => {
    const departure = DEPARTURES.get(keyOf(entry));
    const answer = departure
      ? `${JSON.stringify(departure.ours)} (the source says ${JSON.stringify(entry.expected)}: ${departure.why})`
      : JSON.stringify(entry.expected);
    const how = [entry.scope, entry.steps?.join('+'), entry.components_normalized?.join('+')]
      .filter((part) => part !== undefined)
      .join(', ');
    return {
      entry,
      departure,
      title: `${entry.level}${how ? ` (${how})` : ''}: ${JSON.stringify(entry.input)} -> ${answer} [${entry.source}]`,
    };
  });

  it.each(cases)('$title', ({ entry, departure }) => {
    if (departure) {
      counts.departures++;
      const ours = normalize(entry.input, { level: entry.level });
      expect(ours).toBe(departure.ours);
      expect(ours).not.toBe(entry.expected);
      expect(isValid('URI-reference', ours)).toBe(true);
      return;
    }
    const check = checkOf(entry);
    counts[check.kind]++;
    expect(check.actual).toBe(check.expected);
    for (const different of entry.must_differ_from ?? []) {
      expect(normalize(entry.input, { level: entry.level })).not.toBe(different);
    }
  });

  it('every departure listed is an entry of the file', () => {
    const keys = new Set(entries.map(keyOf));
    for (const key of DEPARTURES.keys()) expect(keys.has(key)).toBe(true);
  });
});

/**
 * normalization-nonstandard.json records where sources differ from section 6 read literally.
 * This library takes the literal answer (`rfc3986_literal`), with two exceptions that follow
 * from its documented choices, and refuses the inputs that are not RFC 3986 at all.
 */
describe('normalization-nonstandard.json', () => {
  const sides = { source: 0, literal: 0, neither: 0, refused: 0 };
  afterAll(() => {
    console.log(
      `normalization-nonstandard.json: ${nonstandard.length} entries; ours equals the source's answer in ${sides.source}, the literal answer in ${sides.literal}, neither in ${sides.neither}; ${sides.refused} invalid inputs refused`,
    );
  });

  /** What this library answers, by the rule that applies to the entry. */
  function ours(entry: NormalizationEntry): { answer: string; rule: string } {
    const literal = entry.rfc3986_literal!;
    const components = parse(entry.input);
    const isRelativePath =
      components.scheme === undefined &&
      components.authority === undefined &&
      !components.path.startsWith('/');
    if (isRelativePath) {
      return {
        answer: normalizeCaseAndPercentEncoding(entry.input),
        rule: 'relative-path reference: its path is kept',
      };
    }
    const withAuthority = /^(?:[A-Za-z][A-Za-z0-9+.-]*:)?\/\//.exec(literal);
    if (withAuthority && components.authority === undefined) {
      return {
        answer: `${withAuthority[0].slice(0, -2)}/.${literal.slice(withAuthority[0].length - 2)}`,
        rule: 'the literal answer has an authority the input lacks: "/." is written before the path',
      };
    }
    return { answer: literal, rule: 'the literal RFC answer' };
  }

  const cases = nonstandard.map((entry) => {
    const qualifiers = [entry.variant, entry.components_normalized?.join('+')].filter(
      (part) => part !== undefined,
    );
    const expectation =
      entry.rfc3986_literal === null || entry.rfc3986_literal === undefined
        ? 'refused: not RFC 3986'
        : `${JSON.stringify(ours(entry).answer)}: ${ours(entry).rule}`;
    const qualified = qualifiers.length > 0 ? ` (${qualifiers.join(', ')})` : '';
    return {
      entry,
      title: `${JSON.stringify(entry.input)}${qualified} -> ${expectation} [${entry.source}]`,
    };
  });

  it.each(cases)('$title', ({ entry }) => {
    const text = entry.scope === 'host' ? `//${entry.input}` : entry.input;
    if (entry.rfc3986_literal === null || entry.rfc3986_literal === undefined) {
      sides.refused++;
      expect(() => normalize(text, { level: entry.level })).toThrow(UriSyntaxError);
      return;
    }
    const actual = entry.components_normalized
      ? normalizeOnly(entry.input, entry.components_normalized, entry.level)
      : normalize(text, { level: entry.level });
    const { answer } = ours(entry);
    expect(actual).toBe(answer);
    expect(isValid('URI-reference', actual)).toBe(true);
    if (actual === entry.expected) sides.source++;
    else if (actual === entry.rfc3986_literal) sides.literal++;
    else sides.neither++;
  });
});
