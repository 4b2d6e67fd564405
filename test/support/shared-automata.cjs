// A jest `setupFiles` entry: each grammar automaton is built once per jest worker process, not
// once per test file. Jest runs every test file in a module registry of its own, so each file
// imported the engine afresh and built again the automata it used (URI-reference's alone takes
// 100 to 500 ms); most of a short test file's time went to that.
//
// What is shared is the data `buildAutomaton` (grammar/engine/determinize.ts) hands the
// `Automaton` constructor (its documented `AutomatonTables`), keyed by everything the build reads:
// the grammar's rule table, the rule and the message rules, serialized. Each file still gets
// automata of its own: on a hit the tables are copied into the file's own realm and given to the
// file's own `Automaton` class, so nothing is shared between files but numbers and strings:
//
// - `instanceof Automaton` holds in every file, and `AUTOMATON_RUNS` (the run counter of
//   test/support/automaton-runs.ts) counts the runs of every automaton the file uses;
// - an automaton's mutable state (the last refusal, the cache of expected sets) is the file's;
// - a test that replaces `buildAutomaton` or `CompiledGrammar` (test/engine/import-cost.test.ts)
//   does so in a fresh registry (`jest.isolateModules`), which this file does not patch;
// - `CompiledGrammar` still builds each rule's automaton once per grammar (its own cache), so a
//   grammar's automaton is the same object each time it is asked for.
//
// Sound because `buildAutomaton` is a function of its arguments: the key holds all of them (a
// grammar made in a test, `compileGrammar`'s, a scheme's or a grammar with a rule put back to its
// printed ABNF has a key of its own), the engine's code is the same in every file of a process,
// and tables are copied in and out, so no file can change another's. Builds that take under
// MIN_BUILD_MS are not kept: they cost less than the copy, and the small grammars that property
// tests generate would only fill the cache.
//
// Not for mutation testing of the engine (a mutant must rebuild the automata it changes):
// jest.config.ts leaves this file out in Stryker's workers. `npm run mutation:policy`, which
// mutates src/policy only, lists it (test/mutation/policy-jest.config.cjs).
'use strict';
const { createHash } = require('node:crypto');
const determinize = require('../../grammar/engine/determinize');
const automatonModule = require('../../grammar/engine/automaton');

const MIN_BUILD_MS = 2;

// Kept on a core module: jest gives each registry its own `process` and global object, but hands
// every registry the same core modules.
const SHARED = Symbol.for('uri-grammar.test.shared-automata');
const host = require('node:os');
const shared = (host[SHARED] ??= { tables: new Map(), builds: 0, hits: 0 });

const build = determinize.buildAutomaton;
const Automaton = automatonModule.Automaton;
if (typeof build !== 'function' || typeof Automaton !== 'function') {
  throw new Error(
    'shared-automata.cjs: grammar/engine no longer exports buildAutomaton and Automaton',
  );
}

/** A deep copy made of this realm's arrays, typed arrays and objects. */
function copy(value) {
  if (typeof value !== 'object' || value === null) return value;
  if (ArrayBuffer.isView(value)) {
    const Typed = globalThis[Object.prototype.toString.call(value).slice(8, -1)];
    return new Typed(value);
  }
  if (Array.isArray(value)) {
    // A spread makes an array of this realm (`slice` and `map` would make one of the source's).
    const out = [...value];
    for (let i = 0; i < out.length; i++) {
      const member = out[i];
      if (typeof member === 'object' && member !== null) out[i] = copy(member);
    }
    return out;
  }
  const out = {};
  for (const key of Object.keys(value)) out[key] = copy(value[key]);
  return out;
}

/** Thrown by the key's serialization at a value JSON would not tell apart from another. */
const NOT_PLAIN = Symbol('not plain data');

/**
 * The key of a build: its arguments serialized, or undefined when the grammar holds anything but
 * plain data (strings, finite numbers, booleans, null, arrays without holes or undefined, plain
 * objects, and Infinity, which a repetition's `max` is), which JSON could make look like
 * something else: such a build is not kept.
 */
function keyOf(grammar, name, messageRules) {
  let text;
  try {
    text = JSON.stringify(
      [
        name,
        [...messageRules].sort(),
        // Key order as given: the same grammar data gives the same text in every registry.
        grammar,
      ],
      function plain(_key, value) {
        if (value === undefined && Array.isArray(this)) throw NOT_PLAIN;
        if (value === Infinity) return 'Infinity';
        if (typeof value === 'number' && !Number.isFinite(value)) throw NOT_PLAIN;
        if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
          throw NOT_PLAIN;
        }
        if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
          const prototype = Object.getPrototypeOf(value);
          if (prototype !== null && Object.prototype.toString.call(value) !== '[object Object]') {
            throw NOT_PLAIN;
          }
          if (prototype !== null && Object.getPrototypeOf(prototype) !== null) throw NOT_PLAIN;
        }
        return value;
      },
    );
  } catch (error) {
    if (error === NOT_PLAIN) return undefined;
    throw error;
  }
  return createHash('sha256').update(text).digest('base64');
}

function buildShared(grammar, name, messageRules) {
  const key = keyOf(grammar, name, messageRules);
  if (key === undefined) {
    shared.builds++;
    return build(grammar, name, messageRules);
  }
  const tables = shared.tables.get(key);
  if (tables !== undefined) {
    shared.hits++;
    return new Automaton(copy(tables));
  }
  // Built here, with the `Automaton` constructor wrapped for the call to see its tables.
  let seen;
  automatonModule.Automaton = function SeeTables(built) {
    seen = built;
    return new Automaton(built);
  };
  const start = performance.now();
  let automaton;
  try {
    automaton = build(grammar, name, messageRules);
  } finally {
    automatonModule.Automaton = Automaton;
  }
  shared.builds++;
  if (seen === undefined || !(automaton instanceof Automaton)) {
    throw new Error('shared-automata.cjs: buildAutomaton no longer calls `new Automaton(tables)`');
  }
  if (performance.now() - start >= MIN_BUILD_MS) shared.tables.set(key, copy(seen));
  return automaton;
}

determinize.buildAutomaton = buildShared;
