/**
 * test/support/shared-automata.cjs, the setup file that builds each automaton once per jest
 * worker: what it hands a test file is what a build gives, field for field; it is the file's own
 * (its own class, its own run counter); a grammar that differs in one rule is not given another's
 * automaton; and Stryker's workers, which mutate the engine, do not load it.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Grammar } from '../../grammar';
import { AUTOMATON_RUNS, rfc2396, rfc3986, rfc3987, rfc6570, rfc6874 } from '../../grammar';
import type { CompiledGrammar } from '../../grammar';
import { Automaton } from '../../grammar/engine/automaton';
import { buildAutomaton } from '../../grammar/engine/determinize';
import { ref } from '../../grammar/engine/abnf';

type Build = typeof buildAutomaton;

interface Shared {
  readonly tables: Map<string, unknown>;
  builds: number;
  hits: number;
}

// The cache itself, kept on the `node:os` module object (its own properties, which an
// `import * as` namespace does not copy).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const shared = (require('node:os') as Record<symbol, Shared | undefined>)[
  Symbol.for('uri-grammar.test.shared-automata')
];

/** The engine's own `buildAutomaton`, from a registry the setup file has not patched. */
function unpatchedBuild(): Build {
  let build: Build | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    build = (require('../../grammar/engine/determinize') as { buildAutomaton: Build })
      .buildAutomaton;
  });
  return build!;
}

/** An automaton's fields as plain data (its class is its registry's). */
const fields = (automaton: object): Record<string, unknown> => ({ ...automaton });

/**
 * Rules with the largest automata of each grammar (URI-reference's takes 100 to 500 ms to
 * build), one that reads non-ASCII characters (IRI), and every rule of RFC 6570's small grammar.
 */
const RULES: readonly (readonly [CompiledGrammar<string>, readonly string[]])[] = [
  [rfc3986, ['URI-reference', 'IPv6address', 'query']],
  [rfc3987, ['IRI', 'ihost']],
  [rfc6874, ['IP-literal']],
  [rfc2396, ['URI-reference']],
  [rfc6570, rfc6570.names.filter((rule) => !rfc6570.isRecursive(rule))],
];

test('the setup file is loaded, and `buildAutomaton` is its shared build', () => {
  expect(shared).toBeDefined();
  expect(buildAutomaton).not.toBe(unpatchedBuild());
});

test.each(RULES.map(([grammar, rules]) => [grammar.name, grammar, rules] as const))(
  '%s: an automaton built, or made from the shared tables, is the one a build gives',
  (_, grammar, rules) => {
    const build = unpatchedBuild();
    for (const rule of rules) {
      const expected = fields(build(grammar.grammar, rule, grammar.messageRules));
      // The first call may build (and keep the tables), the second finds them if they were kept.
      for (let call = 0; call < 2; call++) {
        const automaton = buildAutomaton(grammar.grammar, rule, grammar.messageRules);
        expect(automaton).toBeInstanceOf(Automaton);
        if (!isDeepStrictEqual(fields(automaton), expected)) {
          expect({ rule, call, fields: fields(automaton) }).toEqual({
            rule,
            call,
            fields: expected,
          });
        }
      }
    }
  },
);

test('an automaton from the shared tables counts its runs in this file’s AUTOMATON_RUNS', () => {
  const first = buildAutomaton(rfc3986.grammar, 'URI-reference', rfc3986.messageRules);
  const hitsBefore = shared!.hits;
  const second = buildAutomaton(rfc3986.grammar, 'URI-reference', rfc3986.messageRules);
  expect(shared!.hits).toBe(hitsBefore + 1);
  expect(second).not.toBe(first);
  AUTOMATON_RUNS.count = 0;
  AUTOMATON_RUNS.enabled = true;
  try {
    expect(second.accepts('http://a/b?c#d')).toBe(true);
    expect(second.accepts('http://a b')).toBe(false);
  } finally {
    AUTOMATON_RUNS.enabled = false;
  }
  expect(AUTOMATON_RUNS.count).toBe(2);
});

test('the tables are copies: a change to one automaton’s tables reaches no other', () => {
  const one = buildAutomaton(rfc3986.grammar, 'URI-reference', rfc3986.messageRules);
  const other = buildAutomaton(rfc3986.grammar, 'URI-reference', rfc3986.messageRules);
  // Every typed array the automaton holds, in its fields or in objects they hold, zeroed.
  const saved = new Map<
    Int32Array | Uint8Array | Uint16Array,
    Int32Array | Uint8Array | Uint16Array
  >();
  const zero = (value: unknown): void => {
    if (
      value instanceof Int32Array ||
      value instanceof Uint8Array ||
      value instanceof Uint16Array
    ) {
      if (!saved.has(value)) saved.set(value, value.slice());
      value.fill(0);
    } else if (typeof value === 'object' && value !== null && !(value instanceof Map)) {
      for (const member of Object.values(value)) zero(member);
    }
  };
  zero(one);
  expect(saved.size).toBeGreaterThan(0);
  try {
    expect(one.accepts('http://a/')).toBe(false);
    expect(other.accepts('http://a/')).toBe(true);
    const third = buildAutomaton(rfc3986.grammar, 'URI-reference', rfc3986.messageRules);
    expect(third.accepts('http://a/')).toBe(true);
  } finally {
    for (const [value, copy] of saved) value.set(copy);
  }
});

test('a grammar that differs in one rule gets an automaton of its own', () => {
  // RFC 3986 with a one-letter `scheme`: "ab:c" is then no absolute URI.
  const oneLetter: Grammar<string> = { ...rfc3986.grammar, scheme: ref('ALPHA') };
  const built = buildAutomaton(rfc3986.grammar, 'absolute-URI', rfc3986.messageRules);
  const changed = buildAutomaton(oneLetter, 'absolute-URI', rfc3986.messageRules);
  expect(built.accepts('ab:c')).toBe(true);
  expect(changed.accepts('ab:c')).toBe(false);
  expect(changed.accepts('a:c')).toBe(true);
  // The message rules are part of the key too: they name what an error expects (h16, ls32,
  // dec-octet inside a host).
  const named = buildAutomaton(rfc3986.grammar, 'host', rfc3986.messageRules);
  const unnamed = buildAutomaton(rfc3986.grammar, 'host', new Set());
  expect(named.expectedAt(named.run('1.2.3.x').state)).not.toEqual(
    unnamed.expectedAt(unnamed.run('1.2.3.x').state),
  );
});

test('a grammar holding anything but plain data is built each time, and never kept', () => {
  // A Map serializes as {} in JSON, so a key made of it could stand for another grammar's.
  const odd = { ...rfc3986.grammar, odd: new Map([['a', 1]]) } as unknown as Grammar<string>;
  const before = { builds: shared!.builds, hits: shared!.hits, kept: shared!.tables.size };
  for (let call = 0; call < 2; call++) {
    expect(buildAutomaton(odd, 'host', rfc3986.messageRules).accepts('[::1]')).toBe(true);
  }
  expect({ builds: shared!.builds, hits: shared!.hits, kept: shared!.tables.size }).toEqual({
    builds: before.builds + 2,
    hits: before.hits,
    kept: before.kept,
  });
});

test('Stryker’s workers do not load it (a mutant of the engine must rebuild its automata)', () => {
  const load = (worker: string | undefined): unknown[] => {
    const saved = process.env['STRYKER_MUTATOR_WORKER'];
    if (worker === undefined) delete process.env['STRYKER_MUTATOR_WORKER'];
    else process.env['STRYKER_MUTATOR_WORKER'] = worker;
    try {
      let setupFiles: unknown[] = [];
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const config = (require('../../jest.config') as typeof import('../../jest.config')).default;
        setupFiles = (config.projects as { setupFiles?: string[] }[]).map(
          (project) => project.setupFiles,
        );
      });
      return setupFiles;
    } finally {
      if (saved === undefined) delete process.env['STRYKER_MUTATOR_WORKER'];
      else process.env['STRYKER_MUTATOR_WORKER'] = saved;
    }
  };
  const file = '<rootDir>/test/support/shared-automata.cjs';
  expect(load(undefined)).toEqual([[file], [file]]);
  expect(load('1')).toEqual([[], []]);
});
