/**
 * The schemes with a grammar of their own, in one list: `parseScheme` dispatches on it and
 * `grammar(name)` serves each definition's grammar by name. Adding a scheme is adding its line.
 */
import { DATA_DEFINITION } from './data';
import { FILE_DEFINITION } from './file';
import { HTTP_DEFINITION } from './http';
import { MAILTO_DEFINITION } from './mailto';
import type { SchemeDefinition } from './scheme-definition';
import { TEL_DEFINITION } from './tel';
import { URN_DEFINITION } from './urn';
import { WS_DEFINITION } from './ws';

export const SCHEME_DEFINITIONS: readonly SchemeDefinition[] = [
  HTTP_DEFINITION,
  WS_DEFINITION,
  URN_DEFINITION,
  TEL_DEFINITION,
  MAILTO_DEFINITION,
  DATA_DEFINITION,
  FILE_DEFINITION,
];
