/**
 * Properties of policies, with fast-check: a policy with no clauses is the grammar's `isValid`;
 * a non-string is a refusal, never a throw; the three answers (isValid, check, ~standard) agree;
 * the spans of refusals are the components as written (an oracle that concatenates generated
 * components); and CIDR matching against an independent BigInt oracle.
 */
import fc from 'fast-check';
import { grammar, policy, type PolicyOptions } from '../../src';
import { ipv4Octets } from '../../src/host';
import { ipv4InRange, ipv4Number, ipv6InRange, parseRange } from '../../src/policy/addresses';
import { isAsciiDnsName, notDnsName } from '../../src/policy/policy';
import { PolicyInput } from '../../src/policy/input';
import { ipv4AddressAt, RFC3986_SYNTAX } from '../../src/reference-syntax';
import { SCALE } from '../support/arbitraries';
import { expectAtLeast, expectAtMost, expectToBe, expectToEqual } from '../support/cheap-expect';
import { anyReference, anyComponents, concatenate } from '../support/uri-arbitraries';

const RUNS = Math.round(1000 * SCALE);

/** Strings near and far from references: generated ones, mangled ones, and any. */
const anyText = fc.oneof(
  anyReference,
  anyReference.map((text) => text.replace(/[/:@]/, '\\')),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

describe('a policy with no clauses is the grammar', () => {
  const cases = [
    ['rfc3986', ['URI', 'URI-reference', 'absolute-URI', 'relative-ref']],
    ['rfc3987', ['IRI', 'IRI-reference', 'absolute-IRI', 'irelative-ref']],
    ['rfc6874', ['URI', 'URI-reference', 'absolute-URI', 'relative-ref']],
  ] as const;
  for (const [name, rules] of cases) {
    const compiled = grammar(name) as { isValid: (rule: string, text: string) => boolean };
    for (const rule of rules) {
      test(`${name} ${rule}`, () => {
        const bare = policy({ grammar: name, rule } as PolicyOptions);
        fc.assert(
          fc.property(anyText, (text) => bare.isValid(text) === compiled.isValid(rule, text)),
          { numRuns: RUNS },
        );
      });
    }
  }
  test('the default rule is URI', () => {
    fc.assert(
      fc.property(
        anyText,
        (text) => policy().isValid(text) === grammar('rfc3986').isValid('URI', text),
      ),
      { numRuns: RUNS },
    );
  });
});

const everyClause = policy({
  rule: 'URI-reference',
  maxLength: 30,
  schemes: ['http', 'https', 'ws'],
  authority: 'required',
  userinfo: 'no-password',
  hostKinds: ['reg-name', 'IPv4address', 'IPv6address'],
  idn: false,
  dnsName: true,
  deny: ['loopback', 'private', '198.18.0.0/15'],
  hosts: { deny: ['*.evil.example'] },
  ports: [80, 443, '8000-8999'],
  query: false,
  fragment: false,
  whatwg: 'same',
});

describe('any input gets an answer, never a throw', () => {
  test('non-strings are refusals of the clause "type"', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((value) => typeof value !== 'string'),
        (value) => {
          const result = everyClause.check(value);
          const issues = everyClause['~standard'].validate(value);
          return (
            !everyClause.isValid(value) &&
            !result.ok &&
            result.error.clause === 'type' &&
            'issues' in issues
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  test('isValid, check and ~standard agree, and a span lies inside the input', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = everyClause.check(text);
        const standard = everyClause['~standard'].validate(text);
        expectToBe(everyClause.isValid(text), result.ok);
        if (result.ok) {
          expectToEqual(standard, { value: text });
        } else {
          const { offset, length, message } = result.error;
          expectAtLeast(offset, 0);
          expectAtMost(offset + length, text.length);
          expectToEqual(standard, { issues: [{ message }] });
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe("one parse: the components the clauses read are parse()'s", () => {
  test('PolicyInput gives every component as splitValid does', () => {
    fc.assert(
      fc.property(anyReference, (text) => {
        const input = new PolicyInput(text, RFC3986_SYNTAX.hostKindOf);
        const parsed = grammar('rfc3986').parse(text);
        expectToEqual(
          {
            scheme: input.scheme,
            authority: input.authority,
            userinfo: input.userinfo,
            host: input.host,
            port: input.port,
            path: input.path,
            query: input.query,
            fragment: input.fragment,
            hostKind: input.hostKind,
          },
          { ...parsed },
        );
      }),
      { numRuns: RUNS },
    );
  });

  test('the span of each refused component is that component as written', () => {
    const userinfo = policy({ rule: 'URI-reference', userinfo: 'forbid' });
    const port = policy({ rule: 'URI-reference', ports: [] });
    const path = policy({ rule: 'URI-reference', path: false });
    const query = policy({ rule: 'URI-reference', query: false });
    const fragment = policy({ rule: 'URI-reference', fragment: false });
    const kinds = policy({ rule: 'URI-reference', hostKinds: [] });
    const slice = (text: string, result: ReturnType<typeof userinfo.check>): string | undefined =>
      result.ok
        ? undefined
        : text.slice(result.error.offset, result.error.offset + result.error.length);
    fc.assert(
      fc.property(anyComponents, (components) => {
        const text = concatenate(components);
        expectToBe(slice(text, userinfo.check(text)), components.userinfo);
        if (components.port !== undefined && components.port !== '') {
          expectToBe(slice(text, port.check(text)), components.port);
        }
        expectToBe(slice(text, kinds.check(text)), components.host);
        const bigPath = components.path !== '' && components.path !== '/';
        expectToBe(slice(text, path.check(text)), bigPath ? components.path : undefined);
        const q = components.query;
        expectToBe(slice(text, query.check(text)), q === undefined ? undefined : `?${q}`);
        const f = components.fragment;
        expectToBe(slice(text, fragment.check(text)), f === undefined ? undefined : `#${f}`);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('CIDR ranges against a BigInt oracle', () => {
  const bitsOf = (pieces: readonly number[]): bigint =>
    pieces.reduce((value, piece) => (value << 16n) | BigInt(piece), 0n);
  const inOracle = (address: bigint, network: bigint, prefix: number, width: number): boolean =>
    address >> BigInt(width - prefix) === network >> BigInt(width - prefix);

  test('IPv4', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 2 ** 32 - 1 }),
        fc.nat({ max: 2 ** 32 - 1 }),
        fc.nat({ max: 32 }),
        (a, n, prefix) => {
          const network =
            prefix === 0 ? 0 : Number((BigInt(n) >> BigInt(32 - prefix)) << BigInt(32 - prefix));
          const dotted = (x: number) =>
            [24, 16, 8, 0].map((s) => Math.floor(x / 2 ** s) % 256).join('.');
          const range = parseRange(`${dotted(network)}/${prefix}`);
          if (typeof range === 'string') throw new Error(range);
          expectToBe(ipv4InRange(a, range), inOracle(BigInt(a), BigInt(network), prefix, 32));
          expectToBe(ipv4InRange(network, range), true);
          expectToBe(ipv6InRange([0, 0, 0, 0, 0, 0, 0, 0], range), false);
        },
      ),
      { numRuns: RUNS },
    );
  });

  test('IPv6', () => {
    const pieces = fc.array(fc.nat({ max: 0xffff }), { minLength: 8, maxLength: 8 });
    fc.assert(
      fc.property(pieces, pieces, fc.nat({ max: 128 }), (address, net, prefix) => {
        const mask = prefix === 0 ? 0n : ((1n << BigInt(prefix)) - 1n) << BigInt(128 - prefix);
        const network = bitsOf(net) & mask;
        const networkPieces = Array.from({ length: 8 }, (_, i) =>
          Number((network >> BigInt(112 - 16 * i)) & 0xffffn),
        );
        const range = parseRange(`${networkPieces.map((p) => p.toString(16)).join(':')}/${prefix}`);
        if (typeof range === 'string') throw new Error(range);
        expectToBe(ipv6InRange(address, range), inOracle(bitsOf(address), network, prefix, 128));
        expectToBe(ipv6InRange(networkPieces, range), true);
        expectToBe(ipv4InRange(0, range), false);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('whatwg: "same" accepts only what URL parses alike', () => {
  const same = policy({ whatwg: 'same' });
  test('whatever it accepts, URL parses, with the host written the same way once normalized', () => {
    fc.assert(
      fc.property(anyReference, fc.constantFrom('http', 'https', 'ws', 'foo'), (text, scheme) => {
        const input = text.startsWith('//') ? `${scheme}:${text}` : text;
        if (!same.isValid(input)) return;
        expectToBe(URL.canParse(input), true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the one-pass readers agree with the ones they stand in for', () => {
  const label = fc.stringMatching(/^[a-z0-9-]{0,64}$/);
  const asciiName = fc
    .oneof(
      fc.array(label, { minLength: 1, maxLength: 5 }).map((labels) => labels.join('.')),
      fc.string({ maxLength: 30 }).map((text) => text.toLowerCase()),
      fc.constantFrom(
        'a'.repeat(254),
        `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`,
      ),
    )
    .filter((name) => !/[^\x00-\x7f]/.test(name));
  test('isAsciiDnsName is notDnsName(...) === null on ASCII names', () => {
    fc.assert(
      fc.property(asciiName, fc.boolean(), (name, requireTld) => {
        expectToBe(isAsciiDnsName(name, requireTld), notDnsName(name, requireTld) === null);
      }),
      { numRuns: RUNS * 4 },
    );
  });
  test('ipv4AddressAt (which hostFacts reads an IPv4 host with) is the number of ipv4Octets', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 255 }), { minLength: 4, maxLength: 4 }), (octets) => {
        const text = octets.join('.');
        expectToBe(ipv4AddressAt(text, 0, text.length), ipv4Number(ipv4Octets(text)));
      }),
      { numRuns: RUNS },
    );
  });
});
