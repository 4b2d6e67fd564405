/**
 * Issue 29: the schema libraries and the consumers of Standard Schema, each the real package
 * (devDependencies), with the library's error reaching the user: its message, and its offset and
 * expected set as fields.
 * - zod 4 (`zod`) and zod 3 (`zod/v3`): `zodUri(z)` nests in `z.object`, and the issue keeps
 *   the message and `params`; `uriSchema()` inside `z.object` is what zod 4 refuses.
 * - valibot: `valibotUri(v)` nests in `v.object`, with `expected` and `received`.
 * - Hono (`@hono/standard-validator`) with a JSON body `{ url }`, tRPC and TanStack Form, each
 *   with the schema nested in an object: the 400, the TRPCError, the field's error.
 */
import { sValidator } from '@hono/standard-validator';
import { FormApi } from '@tanstack/form-core';
import { TRPCError, initTRPC } from '@trpc/server';
import { Hono } from 'hono';
import * as v from 'valibot';
import * as z4 from 'zod';
import { z as z3 } from 'zod/v3';
import { valibotUri } from '../../src/schemas/valibot';
import { zodUri } from '../../src/schemas/zod';
import { uriSchema } from '../../src/formats';

const SPACE_AT_8 =
  'Not a valid URI at offset 8: found a space (U+0020) where unreserved, pct-encoded, sub-delims, ":", "@", "/", "?", "#" or the end of input could stand.';
const EXPECTED_AT_8 = [
  'unreserved',
  'pct-encoded',
  'sub-delims',
  '":"',
  '"@"',
  '"/"',
  '"?"',
  '"#"',
  'end of input',
];
const DETAILS = {
  grammar: 'rfc3986',
  rule: 'URI',
  code: 'syntax',
  offset: 8,
  expected: EXPECTED_AT_8,
  message: SPACE_AT_8,
};

/** What the tests use of a zod schema, the same in zod 3 and zod 4. */
interface ZodSchemaLike {
  parse(value: unknown): unknown;
  safeParse(value: unknown): { success: boolean; error?: { issues: unknown[] } | undefined };
}

/** The same table for zod 3 and zod 4: `body` is `z.object({ url: zodUri(z, { rule: 'URI' }) })`. */
function zodSuite(name: string, body: ZodSchemaLike, iri: ZodSchemaLike, wrongRule: () => unknown) {
  describe(name, () => {
    test('a valid URI passes, nested in z.object', () => {
      expect(body.parse({ url: 'https://example.com/a' })).toEqual({
        url: 'https://example.com/a',
      });
    });

    test('an invalid one is one custom issue with the message, the path and the details', () => {
      const result = body.safeParse({ url: 'http://a b/' });
      expect(result.success).toBe(false);
      expect(result.error!.issues).toEqual([
        expect.objectContaining({
          code: 'custom',
          path: ['url'],
          message: SPACE_AT_8,
          params: DETAILS,
        }),
      ]);
    });

    test('a value that is not a string is zod’s own type issue', () => {
      expect(body.safeParse({ url: 42 }).error!.issues).toEqual([
        expect.objectContaining({ code: 'invalid_type', path: ['url'] }),
      ]);
    });

    test('the rule is typed by the grammar, and checked when the schema is made', () => {
      expect(iri.parse('http://é.example/')).toBe('http://é.example/');
      expect(wrongRule).toThrow(TypeError);
    });
  });
}

zodSuite(
  'zod 4',
  z4.object({ url: zodUri(z4, { rule: 'URI' }) }),
  zodUri(z4, { grammar: 'rfc3987', rule: 'IRI' }),
  // @ts-expect-error 'IRI' is not an RFC 3986 rule
  () => zodUri(z4, { rule: 'IRI' }),
);
zodSuite(
  'zod 3',
  z3.object({ url: zodUri(z3, { rule: 'URI' }) }),
  zodUri(z3, { grammar: 'rfc3987', rule: 'IRI' }),
  // @ts-expect-error 'IRI' is not an RFC 3986 rule
  () => zodUri(z3, { rule: 'IRI' }),
);

test('the output types are strings, in zod 3 and zod 4', () => {
  const four: { url: string } = z4.object({ url: zodUri(z4) }).parse({ url: 'a' });
  const three: { url: string } = z3.object({ url: zodUri(z3) }).parse({ url: 'a' });
  expect([four, three]).toEqual([{ url: 'a' }, { url: 'a' }]);
});

test('zod 4 refuses the bare Standard Schema inside z.object: the adapter is the way', () => {
  expect(() =>
    z4.object({ url: uriSchema() as unknown as z4.ZodString }).parse({ url: 'a' }),
  ).toThrow();
});

describe('valibot', () => {
  const body = v.object({ url: valibotUri(v, { rule: 'URI' }) });

  test('a valid URI passes; the output type is a string', () => {
    const output: { url: string } = v.parse(body, { url: 'https://example.com/a' });
    expect(output).toEqual({ url: 'https://example.com/a' });
  });

  test('an invalid one is one issue with the message, expected set and what was found', () => {
    const result = v.safeParse(body, { url: 'http://a b/' });
    expect(result.success).toBe(false);
    expect(result.issues).toEqual([
      expect.objectContaining({
        message: SPACE_AT_8,
        expected: EXPECTED_AT_8.join(' | '),
        received: '" "',
        path: [expect.objectContaining({ key: 'url' })],
      }),
    ]);
  });

  test('the end of input is named as such', () => {
    expect(v.safeParse(valibotUri(v, { rule: 'URI' }), 'http').issues).toEqual([
      expect.objectContaining({
        received: 'the end of input',
        expected: expect.stringContaining('":"'),
      }),
    ]);
  });
});

describe('Hono with a JSON body { url } (@hono/standard-validator)', () => {
  const app = new Hono().post(
    '/hooks',
    sValidator('json', z4.object({ url: zodUri(z4, { rule: 'URI' }) })),
    (c) => c.json({ ok: c.req.valid('json').url }),
  );
  const post = (body: unknown) =>
    app.request('/hooks', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  test('a valid body reaches the handler', async () => {
    const response = await post({ url: 'https://example.com/' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: 'https://example.com/' });
  });

  test('an invalid url is a 400 whose body carries the message, the offset and the expected set', async () => {
    const response = await post({ url: 'http://a b/' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: unknown[] };
    expect(body.error).toEqual([
      expect.objectContaining({ message: SPACE_AT_8, path: ['url'], params: DETAILS }),
    ]);
  });

  test('a non-string url is a 400, not a 500', async () => {
    expect((await post({ url: 42 })).status).toBe(400);
    expect((await post({})).status).toBe(400);
  });

  test('the bare Standard Schema works for a bare-string body', async () => {
    const bare = new Hono().post('/', sValidator('json', uriSchema({ rule: 'URI' })), (c) =>
      c.text(c.req.valid('json')),
    );
    const refused = await bare.request('/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'a:' }),
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(
      'Expected a string (an RFC 3986 URI), got an object.',
    );
  });
});

describe('tRPC', () => {
  const t = initTRPC.create();
  const router = t.router({
    nested: t.procedure
      .input(z4.object({ url: zodUri(z4, { rule: 'URI' }) }))
      // tsc types `input.url` as string (the output-type test above); typescript-eslint's
      // program does not resolve zod's types here.
      // eslint-disable-next-line @typescript-eslint/no-unsafe-return
      .query(({ input }) => input.url),
    bare: t.procedure.input(uriSchema({ rule: 'URI' })).query(({ input }) => input.length),
    valibot: t.procedure
      .input(v.object({ url: valibotUri(v, { rule: 'URI' }) }))
      .query(({ input }) => input.url),
  });
  const caller = t.createCallerFactory(router)({});

  test('valid input reaches the procedure', async () => {
    await expect(caller.nested({ url: 'a:b' })).resolves.toBe('a:b');
    await expect(caller.bare('a:b')).resolves.toBe(3);
    await expect(caller.valibot({ url: 'a:b' })).resolves.toBe('a:b');
  });

  test.each(['nested', 'valibot'] as const)(
    '%s: invalid input is a BAD_REQUEST whose cause holds the issue',
    async (name) => {
      const error = (await caller[name]({ url: 'http://a b/' }).catch(
        (e: unknown) => e,
      )) as TRPCError;
      expect(error).toBeInstanceOf(TRPCError);
      expect(error.code).toBe('BAD_REQUEST');
      const { issues } = error.cause as unknown as { issues: unknown[] };
      expect(issues).toEqual([expect.objectContaining({ message: SPACE_AT_8 })]);
    },
  );

  test('the bare schema: the message says where', async () => {
    const error = (await caller.bare('http://a b/').catch((e: unknown) => e)) as TRPCError;
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain('at offset 8');
  });
});

describe('TanStack Form', () => {
  test('the Standard Schema as a field validator in a form of { url }', async () => {
    const form = new FormApi({ defaultValues: { url: '' } });
    form.mount();
    const { FieldApi } = await import('@tanstack/form-core');
    const field = new FieldApi({
      form,
      name: 'url',
      validators: { onChange: uriSchema({ rule: 'URI' }) },
    });
    field.mount();
    field.handleChange('http://a b/');
    expect(field.state.meta.errors).toEqual([
      expect.objectContaining({ message: SPACE_AT_8, offset: 8 }),
    ]);
    field.handleChange('https://example.com/');
    expect(field.state.meta.errors).toEqual([]);
  });

  test('a zod object of { url } as the form validator', () => {
    const form = new FormApi({
      defaultValues: { url: '' },
      validators: { onChange: z4.object({ url: zodUri(z4, { rule: 'URI' }) }) },
    });
    form.mount();
    form.setFieldValue('url', 'http://a b/');
    expect(JSON.stringify(form.state.errors)).toContain('at offset 8');
  });
});
