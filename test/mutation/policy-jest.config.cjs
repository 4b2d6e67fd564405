// Jest's configuration for `npm run mutation:policy` (stryker.policy.json): the policy's tests as
// the one suite test/mutation/policy-suite.ts, transpiled only (the type checker is Stryker's),
// in an environment that stops at the first failure.
const path = require('node:path');

module.exports = {
  rootDir: path.join(__dirname, '..', '..'),
  // An absolute path: Stryker requires it itself, without jest's <rootDir>.
  testEnvironment: path.join(__dirname, 'bail-environment.cjs'),
  // Only this folder is crawled for tests, once per mutant; the suite imports the rest by path.
  roots: ['<rootDir>/test/mutation'],
  testMatch: ['<rootDir>/test/mutation/policy-suite.ts'],
  watchman: false,
  // Each automaton built once per runner process (the same setup file as `npm test`'s): this run
  // mutates src/policy only, never the engine the automata come from.
  setupFiles: [path.join(__dirname, '..', 'support', 'shared-automata.cjs')],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/test/tsconfig.jest.json' }],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
};
