/**
 * Component-level normalization for comparing a peer that normalizes with the reference, which
 * reports components as written. Deliberately independent of src/normalize.ts (whole-reference
 * normalization): the audit needs one field at a time, and both sides must go through the very
 * same function so that only real differences remain.
 *
 * Every normalized field gets RFC 3986 6.2.2 syntax normalization for its component: case
 * (6.2.2.1: scheme and host lowercased, percent-encoding hex uppercased) and percent-encoding
 * (6.2.2.2: unreserved characters decoded). Some peers also apply scheme-based steps (6.2.3);
 * the peer's description of a field turns them on, so the report states exactly what was done:
 * - path, "dot segment": remove_dot_segments (5.2.4, the 6.2.2.3 step).
 * - path, "empty path": an empty path with an authority becomes "/" (6.2.3).
 * - port or authority, "empty port": an empty port is dropped (6.2.3); "default port": an empty
 *   port and the scheme's default port are dropped (6.2.3).
 * - port or authority, "as a number": leading zeros are dropped, for peers that hand the port
 *   out as an integer (3.2.3 makes it a decimal number; "080" and "80" are the same port).
 */
import { normalizeHost } from '../normalize';
import { normalizePercentEncoding } from '../percent';
import { removeDotSegments } from '../resolve';
import { defaultPortOf } from '../schemes';
import { splitAuthority } from './lenient-split';
import type { ComponentName } from './types';

/** What the phrases in a peer's description turn on, on top of 6.2.2. */
interface Steps {
  dotSegments: boolean;
  emptyPath: boolean;
  emptyPort: boolean;
  defaultPort: boolean;
  numericPort: boolean;
}

function stepsOf(description: string): Steps {
  const text = description.toLowerCase();
  return {
    dotSegments: text.includes('dot segment'),
    emptyPath: text.includes('empty path'),
    emptyPort: text.includes('empty port') || text.includes('default port'),
    defaultPort: text.includes('default port'),
    numericPort: text.includes('as a number'),
  };
}

/** The context a field's normalization needs from the rest of the same parse. */
export interface FieldContext {
  /** The scheme of the same parse (for default ports), or null. */
  scheme: string | null;
  /** Whether the same parse has an authority (for the empty path rule). */
  hasAuthority: boolean;
}

function normalizePort(port: string | null, scheme: string | null, steps: Steps): string | null {
  if (port === null) return null;
  if (port === '' && steps.emptyPort) return null;
  if (steps.numericPort && /^[0-9]+$/.test(port)) port = port.replace(/^0+(?=[0-9])/, '');
  if (!steps.defaultPort) return port;
  const fallback = defaultPortOf(scheme);
  // "080" is the default port too: compare numerically, as the parsers that drop it do.
  return fallback !== undefined && /^[0-9]+$/.test(port) && Number(port) === fallback ? null : port;
}

/** An authority normalized part by part, cut where `splitAuthority` cuts it. */
function normalizeAuthority(authority: string, context: FieldContext, steps: Steps): string {
  const { userinfo, host, port } = splitAuthority(authority);
  const normalizedPort = normalizePort(port, context.scheme, steps);
  return (
    (userinfo === null ? '' : `${normalizePercentEncoding(userinfo)}@`) +
    normalizeHost(host) +
    (normalizedPort === null ? '' : `:${normalizedPort}`)
  );
}

/**
 * `value` of `field` normalized as `description` says the peer normalizes it. Applied to both
 * the reference's and the peer's value; null (absent) stays null except for a dropped port.
 */
export function normalizeComponent(
  field: ComponentName,
  value: string | null,
  context: FieldContext,
  description: string,
): string | null {
  const steps = stepsOf(description);
  if (field === 'port') return normalizePort(value, context.scheme, steps);
  if (value === null) return null;
  switch (field) {
    case 'scheme':
      return value.toLowerCase();
    case 'host':
      return normalizeHost(value);
    case 'authority':
      return normalizeAuthority(value, context, steps);
    case 'path': {
      let path = normalizePercentEncoding(value);
      if (steps.dotSegments) path = removeDotSegments(path);
      if (steps.emptyPath && path === '' && context.hasAuthority) path = '/';
      return path;
    }
    case 'userinfo':
    case 'query':
    case 'fragment':
      return normalizePercentEncoding(value);
  }
}
