import { BUILTIN_CORPUS } from '../../src/audit';
import { generatedCorpus } from '../../src/audit/corpus';
import { confusionLabels, labelsForField } from '../../src/audit/confusion';
import { normalizeComponent } from '../../src/audit/normalization';

describe('component normalization', () => {
  const none = { scheme: 'http', hasAuthority: true };

  test('6.2.2: case and percent-encoding, for every field listed', () => {
    expect(normalizeComponent('scheme', 'HTTP', none, 'lowercases')).toBe('http');
    expect(normalizeComponent('host', 'Ex%41mple.COM%2f', none, 'lowercases')).toBe(
      'example.com%2F',
    );
    expect(normalizeComponent('path', '/%7e/%2fa/./b/../c', none, 'percent-encodes')).toBe(
      '/~/%2Fa/./b/../c',
    );
    expect(normalizeComponent('query', null, none, 'anything')).toBeNull();
  });

  test('6.2.3 steps only where the description asks for them', () => {
    expect(normalizeComponent('path', '/a/./b/../c', none, 'removes dot segments')).toBe('/a/c');
    expect(normalizeComponent('path', '', none, 'empty path becomes "/"')).toBe('/');
    expect(
      normalizeComponent('path', '', { scheme: null, hasAuthority: false }, 'empty path'),
    ).toBe('');
    expect(normalizeComponent('port', '', none, 'drops an empty port')).toBeNull();
    expect(normalizeComponent('port', '80', none, 'drops an empty port')).toBe('80');
    expect(normalizeComponent('port', '080', none, 'drops the default port')).toBeNull();
    expect(
      normalizeComponent('port', '80', { scheme: 'foo', hasAuthority: true }, 'default port'),
    ).toBe('80');
    expect(normalizeComponent('authority', 'U%7e@EX.com:80', none, 'default port')).toBe(
      'U~@ex.com',
    );
    expect(normalizeComponent('authority', '[::A]:', none, 'empty port')).toBe('[::a]');
  });

  test('"as a number": a port loses its leading zeros, and only a port of digits', () => {
    const asNumber = 'reads it as a number (leading zeros dropped), drops an empty port';
    expect(normalizeComponent('port', '080', none, asNumber)).toBe('80');
    expect(normalizeComponent('port', '000', none, asNumber)).toBe('0');
    expect(normalizeComponent('port', '0x1', none, asNumber)).toBe('0x1');
    expect(normalizeComponent('port', '', none, asNumber)).toBeNull();
    expect(normalizeComponent('port', '080', none, 'drops an empty port')).toBe('080');
    expect(normalizeComponent('authority', 'a:0080', none, asNumber)).toBe('a:80');
  });
});

describe('confusion labels', () => {
  const base = { reference: {}, peer: {}, referenceValid: true, differingFields: [] };

  test('backslash, slashes, encoded data', () => {
    expect(confusionLabels({ ...base, input: 'http:/\\evil.com', referenceValid: false })).toEqual([
      'backslash',
      'slashes',
    ]);
    expect(confusionLabels({ ...base, input: 'http:///evil.com' })).toEqual(['slashes']);
    expect(confusionLabels({ ...base, input: 'http://evil.com/' })).toEqual([]);
    expect(confusionLabels({ ...base, input: 'http://evil.com%2F@good.com' })).toEqual([
      'encoded-data',
    ]);
  });

  test('file:/// is the usual form, not a slashes confusion', () => {
    expect(confusionLabels({ ...base, input: 'file:///etc/passwd' })).toEqual([]);
    expect(confusionLabels({ ...base, input: 'http:///etc/passwd' })).toEqual(['slashes']);
  });

  test('a query or fragment mismatch keeps only the labels that can explain it', () => {
    const labels = confusionLabels({
      ...base,
      input: 'http:\\\\a@b%2F/?q',
      referenceValid: false,
      peer: { scheme: 'http', host: 'b' },
      reference: { scheme: 'http', host: 'x' },
    });
    expect(labels).toEqual(['backslash', 'slashes', 'encoded-data', 'userinfo-host']);
    expect(labelsForField(labels, 'query')).toEqual(['backslash']);
    expect(labelsForField(labels, 'host')).toEqual(labels);
    expect(labelsForField(labels, undefined)).toEqual(labels);
  });

  test('scheme and userinfo-host', () => {
    expect(
      confusionLabels({
        ...base,
        input: 'http://good.com@evil.com/',
        differingFields: ['host'],
      }),
    ).toEqual(['userinfo-host']);
    expect(
      confusionLabels({
        ...base,
        input: 'java\tscript:x',
        referenceValid: false,
        reference: { scheme: 'java\tscript' },
        peer: { scheme: 'javascript' },
      }),
    ).toEqual(['scheme']);
  });
});

describe('BUILTIN_CORPUS', () => {
  test('holds the RFC examples, the traps and the confusion cases, once each', () => {
    for (const input of [
      'ldap://[2001:db8::7]/c=GB?objectClass?one',
      'g;x=1/../y',
      'a::',
      '1.2.3.4.5',
      'http://256.1.1.1/',
      'http://[v1.x]/',
      'http://192.168.0.1/',
      'http://a\\b@c/',
      'http:/\\evil.com',
      'javascript:alert(1)',
      'HTTP://EVIL.COM/',
      'http:evil.com',
      'http:///evil.com',
      'http://evil.com%2F@good.com',
      'http://a@b@c/',
      'http://good.com@evil.com/',
      'http://[::1]@evil.com',
      'http://a/b c',
      'http://a/é',
      'http://a/%zz',
    ]) {
      expect(BUILTIN_CORPUS).toContain(input);
    }
    expect(new Set(BUILTIN_CORPUS).size).toBe(BUILTIN_CORPUS.length);
    expect(BUILTIN_CORPUS.length).toBeGreaterThan(500);
    expect(Object.isFrozen(BUILTIN_CORPUS)).toBe(true);
  });

  test('the generated part is the same on every run', () => {
    expect(generatedCorpus(50)).toEqual(generatedCorpus(50));
    expect(generatedCorpus(50, 1)).not.toEqual(generatedCorpus(50, 2));
    expect(generatedCorpus(50)).toHaveLength(50);
  });
});
