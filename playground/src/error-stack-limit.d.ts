/**
 * `Error.stackTraceLimit`, which src/errors.ts reads: a V8 extension (Chromium's, Node's) that
 * @types/node declares for the library; the playground compiles without Node's types. Other
 * engines lack it, and src/errors.ts checks that it is there before it writes it.
 */
interface ErrorConstructor {
  stackTraceLimit: number;
}
