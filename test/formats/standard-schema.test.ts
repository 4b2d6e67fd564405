/**
 * `uriSchema` against Standard Schema v1: it type-checks as a `StandardSchemaV1<string, string>`
 * (the spec's own types, a dev dependency), a valid string comes back as `{ value }`, an invalid
 * one as `{ issues }` whose message gives the offset and what was expected, and a non-string is an
 * issue, never a throw. A consumer that knows only the standard is simulated at the end.
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { uriSchema } from '../../src/formats';

/** What a Standard Schema consumer does (tRPC, TanStack Form, Hono): call validate, read issues. */
async function consume<T>(
  schema: StandardSchemaV1<unknown, T>,
  value: unknown,
): Promise<T | string[]> {
  const result = await schema['~standard'].validate(value);
  return result.issues ? result.issues.map((issue) => issue.message) : result.value;
}

describe('uriSchema (Standard Schema v1)', () => {
  const schema: StandardSchemaV1<string, string> = uriSchema();

  test('carries the standard properties', () => {
    expect(schema['~standard'].version).toBe(1);
    expect(schema['~standard'].vendor).toBe('uri-grammar');
  });

  test('a valid reference is its own value', async () => {
    expect(await consume(schema, 'http://example.com/a?b')).toBe('http://example.com/a?b');
  });

  test('an invalid one is an issue naming the offset and what was expected', async () => {
    const issues = await consume(schema, 'http://a b/');
    expect(issues).toEqual([expect.stringContaining('at offset 8')]);
    expect((issues as string[])[0]).toContain('pct-encoded');
  });

  test.each([42, null, undefined, {}, ['http://a'], new String('http://a')])(
    'a non-string (%p) is an issue, not a throw',
    async (value) => {
      const issues = await consume(schema, value);
      expect(issues).toEqual([expect.stringMatching(/^Expected a string/)]);
    },
  );

  test('takes a grammar and a rule', async () => {
    const iri = uriSchema({ grammar: 'rfc3987' });
    expect([iri.grammar, iri.rule]).toEqual(['rfc3987', 'IRI-reference']);
    expect(await consume(iri, 'http://résumé.example/')).toBe('http://résumé.example/');
    const host = uriSchema({ rule: 'host' });
    expect(await consume(host, '1.2.3.4.5')).toBe('1.2.3.4.5');
    expect(await consume(host, 'a/b')).toEqual([expect.stringContaining('offset 1')]);
    const zoned = uriSchema({ grammar: 'rfc6874', rule: 'IP-literal' });
    expect(await consume(zoned, '[fe80::1%25eth0]')).toBe('[fe80::1%25eth0]');
  });

  test('an unknown grammar or rule is a TypeError when the schema is made', () => {
    expect(() => uriSchema({ grammar: 'rfc1738' as never })).toThrow(TypeError);
    // The rule is typed by the grammar: RFC 3986 has no `IRI`, so this needs the directive.
    // @ts-expect-error 'IRI' is not an RFC 3986 rule name
    expect(() => uriSchema({ rule: 'IRI' })).toThrow(/the rules are/);
  });
});
