import { join } from 'node:path';

/**
 * `node -r TRANSPILE_HOOK script.ts` runs a TypeScript script in a plain Node process, as
 * `-r ts-node/register/transpile-only` did, at a tenth of the start-up (transpile.cjs says how).
 */
export const TRANSPILE_HOOK = join(__dirname, 'transpile.cjs');
