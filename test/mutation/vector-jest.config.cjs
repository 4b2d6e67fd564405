// Jest's configuration for a mutation run over grammar/engine/vector-runner.ts: the runner's own
// tests and the caller-driven runs, transpiled only.
const path = require('node:path');

module.exports = {
  rootDir: path.join(__dirname, '..', '..'),
  testEnvironment: 'node',
  roots: ['<rootDir>/test/engine'],
  testMatch: [
    '<rootDir>/test/engine/vector-runner.test.ts',
    '<rootDir>/test/engine/caller-runs.test.ts',
  ],
  watchman: false,
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/test/tsconfig.jest.json' }],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
};
