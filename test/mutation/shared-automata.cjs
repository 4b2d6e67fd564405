// A setup file of `npm run mutation:policy` (policy-jest.config.cjs). Stryker runs the suite once
// per mutant, each time in a new module registry, and most of a run went to building the same
// grammar automata again (for the policies the tables compile as they are declared). The
// automata come from grammar/engine and the grammars' rule data, which Stryker does not mutate
// here (it mutates src/policy only), so they are built once per test runner process and shared,
// keyed by grammar and rule.
const { CompiledGrammar } = require('../../grammar/engine/compiled-grammar');

// Kept on a core module: jest gives each registry its own \`process\` and global object, but hands
// every registry the same core modules.
const SHARED = Symbol.for('uri-grammar.mutation.automata');
const host = require('node:os');
const shared = (host[SHARED] ??= new Map());
const build = CompiledGrammar.prototype.automaton;

CompiledGrammar.prototype.automaton = function automaton(rule) {
  const key = `${this.name}\0${this.title}\0${this.names.length}\0${rule}`;
  let found = shared.get(key);
  if (found === undefined) {
    found = build.call(this, rule);
    shared.set(key, found);
  }
  return found;
};
