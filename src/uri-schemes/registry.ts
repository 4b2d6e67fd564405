/**
 * The schemes with a grammar of their own, in one list: `parseScheme` dispatches on it and
 * `grammar(name)` serves each definition's grammar by name. Adding a scheme is adding its line.
 */
import { DATA_DEFINITION } from './data';
import { FILE_DEFINITION } from './file';
import { MAILTO_DEFINITION } from './mailto';
import type { SchemeDefinition } from './scheme-definition';

export const SCHEME_DEFINITIONS: readonly SchemeDefinition[] = [
  // one entry per grammar, e.g. HTTP_DEFINITION (http, https)
  MAILTO_DEFINITION,
  DATA_DEFINITION,
  FILE_DEFINITION,
];
