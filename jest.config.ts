/**
 * @jest-config-loader-options {"transpileOnly": true}
 *
 * Jest loads this file with ts-node, which would otherwise type-check it, and jest's declarations
 * with it, at the start of every run: about 3 s of CPU before the first test. `npm run typecheck`
 * checks it (test/tsconfig.json includes it).
 */
import type { Config } from 'jest';

/**
 * Two tiers. `npm run test:quick` runs the `quick` project: unit, rule, regression and semantic
 * tests, the inner loop. `npm test` runs both projects: `quick` and `thorough`,
 * which holds what `quick` leaves out: the differential and error properties, the exhaustive
 * enumerations (relativize's minimality, the PEG-trap search), the huge inputs and hostile-input
 * sweeps, the labelled extraction corpus, the CLI and the docs' examples run as a user runs
 * them, the IRI round trips, the package builds, the browser,
 * the audit's real peers and the scale tests (docs/testing.md gives each tier's time).
 *
 * ts-jest only transpiles (isolatedModules, test/tsconfig.jest.json): `npm run typecheck`
 * type-checks every test file, and checking them again here tripled the suite's start-up.
 */
const THOROUGH = [
  '/test/grammars/[^/]+/(differential|error-properties|exhaustive)\\.test\\.ts$',
  '/test/grammars/file/trap-search\\.test\\.ts$',
  '/test/engine/(big-input|long-input-skips)\\.test\\.ts$',
  '/test/semantic/(relativize-minimality|extract-corpus)\\.test\\.ts$',
  '/test/engine/traps\\.test\\.ts$',
  '/test/schemes/traps\\.test\\.ts$',
  // Exhaustive: every string over small alphabets, against oracles read from RFCs 2673 and 4291.
  '/test/formats/ip-formats\\.test\\.ts$',
  '/test/(cli|docs)/[^/]+\\.test\\.ts$',
  '/test/security/(hardening|every-export)\\.test\\.ts$',
  '/test/grammars/rfc3987/iri\\.test\\.ts$',
  '/test/(package|playground|scale)/[^/]+\\.test\\.ts$',
  '/test/audit/(adapters|peers)\\.test\\.ts$',
  '/test/tables/predicates\\.test\\.ts$',
  // Scale regressions: 10 to 20 MB inputs and 200,000 lines, each in processes of its own.
  '/test/regressions/(cli-ten-mb-line-and-200k-lines|check-tree-memory-on-a-long-path|normalize-and-equivalent-memory-on-a-huge-host)\\.test\\.ts$',
];

const shared: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/test/tsconfig.jest.json' }],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
  // Each automaton built once per worker process, not once per test file
  // (test/support/shared-automata.cjs); not in Stryker's workers, where a mutant of the engine
  // must rebuild the automata it changes.
  setupFiles:
    process.env.STRYKER_MUTATOR_WORKER === undefined
      ? ['<rootDir>/test/support/shared-automata.cjs']
      : [],
};

const config: Config = {
  // Jest's default is one worker fewer than the cores: on a 2-core machine that is one, and the
  // whole suite ran in band on one core. Both cores run test files.
  maxWorkers: '100%',
  // The longest files first, by jest's timings or, in a fresh clone, test/support/test-weights.json.
  testSequencer: '<rootDir>/test/support/slow-first-sequencer.cjs',
  projects: [
    {
      ...shared,
      displayName: 'quick',
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...THOROUGH],
    },
    {
      ...shared,
      displayName: 'thorough',
      testRegex: THOROUGH,
    },
  ],
};

export default config;
