/**
 * The `ws` and `wss` schemes (RFC 6455 section 3): the grammar refuses a fragment ("Fragment
 * identifiers are meaningless in the context of WebSocket URIs and MUST NOT be used"), and the
 * components include the resource name the opening handshake sends.
 */
import { DESCRIPTION } from '../../grammar/schemes/ws';
import { splitValid } from '../components';
import { DEFAULT_PORTS } from '../schemes';
import type { SchemeDefinition } from './scheme-definition';

export interface WsComponents {
  readonly scheme: 'ws' | 'wss';
  /** As written (IP literals keep their brackets). */
  readonly host: string;
  /** As written; undefined when absent, `""` when empty. */
  readonly port: string | undefined;
  /** 80 for ws, 443 for wss. */
  readonly defaultPort: 80 | 443;
  readonly effectivePort: number;
  readonly path: string;
  readonly query: string | undefined;
  /**
   * Section 3's "resource-name": "/" if the path is empty, the path, "?" if the query is
   * non-empty, the query.
   */
  readonly resourceName: string;
  /** Section 3: "secure" when the scheme is wss. */
  readonly secure: boolean;
}

function wsComponents(uri: string, scheme: string): WsComponents {
  const name = scheme === 'wss' ? 'wss' : 'ws';
  const parts = splitValid(uri);
  // RFC 6455 3, from the table normalization and findings use too.
  const defaultPort = DEFAULT_PORTS[name] as 80 | 443;
  const port = parts.port;
  const query = parts.query;
  return Object.freeze({
    scheme: name,
    host: parts.host ?? '',
    port,
    defaultPort,
    effectivePort: port === undefined || port === '' ? defaultPort : Number(port),
    path: parts.path,
    query,
    resourceName:
      (parts.path === '' ? '/' : parts.path) +
      (query !== undefined && query !== '' ? `?${query}` : ''),
    secure: name === 'wss',
  });
}

export const WS_DEFINITION: SchemeDefinition<string, WsComponents> = Object.freeze({
  name: 'ws',
  schemes: Object.freeze(['ws', 'wss']),
  description: DESCRIPTION,
  uriRule: 'ws-URI',
  uriRules: Object.freeze({ ws: 'ws-URI', wss: 'wss-URI' }),
  fragment: 'forbidden',
  components: wsComponents,
});
