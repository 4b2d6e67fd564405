import { ownProperty } from './own-properties';

/**
 * What this library knows of particular schemes, used where RFC 3986 defers to a scheme's own
 * specification: scheme-based normalization (6.2.3), the `well-known-port` finding (7.2), and
 * the audit of parsers that drop default ports.
 */

/**
 * Authority-based schemes with their default port, whose empty path means "/"
 * (RFC 9110 4.2 for http and https, RFC 6455 3 for ws and wss, RFC 1738 3.2 for ftp).
 */
export const DEFAULT_PORTS: Readonly<Record<string, number>> = Object.freeze({
  http: 80,
  https: 443,
  ws: 80,
  wss: 443,
  ftp: 21,
});

/** The default port of `scheme` (compared in lowercase) in `table`, or undefined. */
export function defaultPortOf(
  scheme: string | undefined | null,
  table: Readonly<Record<string, number>> = DEFAULT_PORTS,
): number | undefined {
  if (scheme === undefined || scheme === null) return undefined;
  const name = scheme.toLowerCase();
  const port = ownProperty(table, name, 'defaultPorts');
  if (port === undefined || typeof port === 'number') return port;
  throw new TypeError(`defaultPorts: the port of "${name}" must be a number, got ${typeof port}`);
}
