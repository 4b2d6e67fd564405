/**
 * The entry of the CLI's one-file build, dist/cli/uri-grammar.cjs (scripts/build-esm.ts), which
 * `bin` names: the command on the main thread, and the worker's loop on a worker thread, which
 * `--jobs N` starts from this same file (src/cli/pool.ts). One file to load instead of tsc's 150
 * modules in dist/src took a fifth off the command's start (0.22 s to 0.17 s for one line), which
 * every run and every worker pays.
 */
import { isMainThread } from 'node:worker_threads';

/* eslint-disable @typescript-eslint/no-require-imports -- the one of the two this thread runs */
if (isMainThread) require('./cli');
else require('./cli/worker');
