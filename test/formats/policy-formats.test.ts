/**
 * Policies as ajv formats: `addFormats(ajv, { policies: { name: policy(options) } })` registers
 * each named compiled policy as the format `name`, with real ajv 8 under draft 2020-12 and
 * draft-07. The policies come compiled (by the root's `policy`), so that `addFormats` alone
 * bundles no policy compiler and no engine (test/bench/bundle-size.ts measures it).
 */
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import { addFormats } from '../../src/formats';
import { policy } from '../../src/policy';

const policies = {
  webhook: policy({ schemes: ['https'], userinfo: 'forbid', deny: ['loopback', 'private'] }),
  'markdown-link': policy({ rule: 'URI-reference', schemes: ['https', 'http', 'mailto'] }),
};

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
    [
      { policies: { webhook: { schemes: ['https'] } } },
      /policies\["webhook"\] must be a compiled policy, got an object: pass policy\(\{ ... \}\) from 'uri-grammar'/,
    ],
    [
      { policies: { webhook: 'https' } },
      /policies\["webhook"\] must be a compiled policy, got "https"/,
    ],
    [{ policies: { webhook: null } }, /policies\["webhook"\] must be a compiled policy, got null/],
    [{ policies: { webhook: { isValid: true } } }, /must be a compiled policy/],
    [{ policies: { uri: policy() } }, /a policy cannot be named "uri"/],
    [{ policies: { '': policy() } }, /a policy cannot be named ""/],
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
    expect(() => addFormats(ajv, { policies: { webhook: policy() } })).toThrow(
      /refused the policy format "webhook"/,
    );
  });

  test('only the formats named are registered besides the policies', () => {
    const added: string[] = [];
    addFormats(
      { addFormat: (name: string) => added.push(name) },
      {
        formats: ['uri'],
        policies: { a: policy(), b: { isValid: (value: unknown) => value === 'b:' } },
      },
    );
    expect(added).toEqual(['uri', 'a', 'b']);
  });
});

describe('addFormats policies: the registered format is the isValid of the policy', () => {
  test('a policy given as any object with isValid is registered as that function', () => {
    const registered = new Map<string, (value: string) => boolean>();
    const isValid = (value: unknown): boolean => value === 'a:';
    addFormats(
      { addFormat: (name, format) => registered.set(name, format.validate) },
      { formats: [], policies: { only: { isValid } } },
    );
    expect([...registered.keys()]).toEqual(['only']);
    expect(registered.get('only')).toBe(isValid);
  });

  test('a getter for isValid is refused, not called', () => {
    const compiled = {
      get isValid(): () => boolean {
        throw new Error('called');
      },
    };
    expect(() =>
      addFormats({ addFormat: () => undefined }, { policies: { webhook: compiled } }),
    ).toThrow(/isValid must be a plain value, not a getter/);
  });
});
