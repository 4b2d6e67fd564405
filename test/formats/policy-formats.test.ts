/**
 * Policies as ajv formats: `addFormats(ajv, { policies: { name: options } })` registers each
 * named policy as the format `name`, with real ajv 8 under draft 2020-12 and draft-07.
 */
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import { addFormats } from '../../src/formats';

const policies = {
  webhook: { schemes: ['https'], userinfo: 'forbid', deny: ['loopback', 'private'] },
  'markdown-link': { rule: 'URI-reference', schemes: ['https', 'http', 'mailto'] },
} as const;

describe.each([
  ['draft 2020-12', () => new Ajv2020()],
  ['draft-07', () => new Ajv()],
])('ajv 8, %s', (_draft, makeAjv) => {
  const ajv = addFormats(makeAjv(), { policies });
  const schema = {
    type: 'object',
    properties: {
      callback: { type: 'string', format: 'webhook' },
      link: { type: 'string', format: 'markdown-link' },
      home: { type: 'string', format: 'uri' },
    },
  };
  const validate = ajv.compile(schema);

  test.each([
    [{ callback: 'https://hooks.example/x', link: '../a', home: 'a:b' }, true],
    [{ callback: 'https://127.0.0.1/x' }, false],
    [{ callback: 'https://0x7f.1/x' }, false],
    [{ callback: 'http://hooks.example/x' }, false],
    [{ callback: 'https://u@hooks.example/x' }, false],
    [{ link: 'javascript:alert(1)' }, false],
    [{ link: 'mailto:a@b.example' }, true],
    [{ home: 'a b' }, false],
  ])('%p: %p', (data, valid) => {
    expect(validate(data)).toBe(valid);
  });
});

describe('addFormats policies: malformed input is a TypeError before anything is registered', () => {
  test.each([
    [{ policies: { bad: { shemes: ['https'] } } }, /policy: unknown clause "shemes"/],
    [{ policies: { uri: {} } }, /a policy cannot be named "uri"/],
    [{ policies: { '': {} } }, /a policy cannot be named ""/],
    [{ policies: [] }, /policies must be an object of named policies/],
    [{ policies: 'webhook' }, /policies must be an object of named policies, got "webhook"/],
  ])('%p', (options, message) => {
    const added: string[] = [];
    const ajv = { addFormat: (name: string) => added.push(name) };
    expect(() => addFormats(ajv, options as never)).toThrow(message);
    expect(added).toEqual([]);
  });

  test('an addFormat that refuses a policy format is a TypeError with its cause', () => {
    const ajv = {
      addFormat: (name: string) => {
        if (name === 'webhook') throw new Error('no');
      },
    };
    expect(() => addFormats(ajv, { policies: { webhook: {} } })).toThrow(
      /refused the policy format "webhook"/,
    );
  });

  test('only the formats named are registered besides the policies', () => {
    const added: string[] = [];
    addFormats(
      { addFormat: (name: string) => added.push(name) },
      {
        formats: ['uri'],
        policies: { a: {}, b: {} },
      },
    );
    expect(added).toEqual(['uri', 'a', 'b']);
  });
});
