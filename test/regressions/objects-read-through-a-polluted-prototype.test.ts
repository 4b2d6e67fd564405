/**
 * Issue 11: options and component objects were read with ordinary property access, so a polluted
 * `Object.prototype` changed answers: with `Object.prototype.level = 'syntax'`,
 * `normalize('HTTP://A:80/%7e')` returned `http://a:80/~`. Only own data properties are read now.
 */
import {
  check,
  equivalent,
  hostValue,
  inspect,
  mergePaths,
  normalize,
  parse,
  recompose,
  resolve,
  resolveComponents,
} from '../../src';

/** Every answer below, computed with whatever Object.prototype holds at the time. */
function answers(): unknown[] {
  return [
    normalize('HTTP://A:80/%7e'),
    equivalent('http://a/b#x', 'http://a/b#y'),
    resolve('http://a/b/c', 'http:g'),
    resolveComponents(
      { scheme: 'http', authority: 'a', path: '/b', query: undefined, fragment: undefined },
      { scheme: undefined, authority: undefined, path: 'c', query: undefined, fragment: undefined },
    ),
    mergePaths({ authority: undefined, path: '/x/y' }, 'z'),
    check('URI', 'a:bcdef').ok,
    parse('a:bcdef').path,
    inspect('http://a:25/').map((finding) => finding.code),
    recompose({ path: '/p' } as Parameters<typeof recompose>[0]),
    hostValue({} as Parameters<typeof hostValue>[0]),
  ];
}

const POLLUTION: Record<string, unknown> = {
  maxLength: 3,
  strict: false,
  level: 'syntax',
  ignoreFragment: true,
  host: 'evil.example',
  authority: 'evil.example',
  scheme: 'javascript',
  defaultPorts: { http: 25 },
  path: '/evil',
  query: 'q',
  fragment: 'f',
  userinfo: 'u',
  port: '1',
};

describe('a polluted Object.prototype changes no answer', () => {
  const clean = answers();

  test.each(Object.keys(POLLUTION))('Object.prototype.%s', (key) => {
    const prototype = Object.prototype as Record<string, unknown>;
    prototype[key] = POLLUTION[key];
    try {
      expect(answers()).toEqual(clean);
    } finally {
      delete prototype[key];
    }
  });

  test('the answers themselves', () => {
    expect(clean.slice(0, 3)).toEqual(['http://a/~', false, 'http:g']);
  });

  test('getters are refused, not run, and a throwing Proxy becomes a TypeError', () => {
    let ran = false;
    const getter = {
      get level(): string {
        ran = true;
        return 'syntax';
      },
    };
    expect(() => normalize('HTTP://A/', getter as never)).toThrow(TypeError);
    expect(ran).toBe(false);
    const hostile = new Proxy(
      {},
      {
        getOwnPropertyDescriptor() {
          throw new Error('trap');
        },
      },
    );
    expect(() => normalize('HTTP://A/', hostile)).toThrow(TypeError);
    expect(() => recompose(hostile as never)).toThrow(TypeError);
  });
});
