// A require hook for the TypeScript scripts the tests start in plain Node processes (the
// exhaustive enumerations, relativize's minimality, the generators' checks): esbuild's
// transform, which only strips types, as `ts-node/register/transpile-only` did, without loading
// the TypeScript compiler into every process (that took most of a short script's start).
// Type-checking is `npm run typecheck`'s job. Use: node -r ./test/support/transpile.cjs script.ts
'use strict';
const fs = require('node:fs');
const { transformSync } = require('esbuild');

const OPTIONS = {
  loader: 'ts',
  format: 'cjs',
  target: 'es2022',
  sourcemap: 'inline',
  // tsconfig.json's choices that change emitted code.
  tsconfigRaw: { compilerOptions: { useDefineForClassFields: true, esModuleInterop: true } },
};

require.extensions['.ts'] = function compileTypeScript(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const { code } = transformSync(source, { ...OPTIONS, sourcefile: filename });
  module._compile(code, filename);
};
