/**
 * The `http` and `https` schemes (RFC 9110 sections 4.2.1 to 4.2.3): the grammar's verdict, the
 * non-empty host that section 4.2.1 requires in prose ("A recipient that processes such a URI
 * reference MUST reject it as invalid"), and the components with the origin.
 */
import { DESCRIPTION } from '../../grammar/schemes/http';
import { locateComponents, splitValid } from '../components';
import { DEFAULT_PORTS } from '../schemes';
import type { SchemeDefinition, SchemeRestrictionError } from './scheme-definition';

export interface HttpComponents {
  /** `http` or `https`, lowercase. */
  readonly scheme: 'http' | 'https';
  /** Deprecated by RFC 9110 4.2.4, reported as written. */
  readonly userinfo: string | undefined;
  /** As written (IP literals keep their brackets). */
  readonly host: string;
  /** As written; undefined when absent, `""` when empty (then the default applies). */
  readonly port: string | undefined;
  /** 80 for http, 443 for https. */
  readonly defaultPort: 80 | 443;
  /** The TCP port the origin server listens on: the port given, or the default. */
  readonly effectivePort: number;
  readonly path: string;
  readonly query: string | undefined;
  /**
   * The origin (RFC 9110 4.3.1: scheme, host and port), serialized as RFC 6454 does: scheme and
   * host in lowercase, the port only when it is not the default (`https://example.com:8443`).
   */
  readonly origin: string;
  /** Whether the scheme is https (RFC 9110 4.2.2: secured by TLS). */
  readonly secure: boolean;
}

/** The parts of a URI `http-URI` or `https-URI` accepted. */
function httpComponents(uri: string, scheme: string): HttpComponents {
  const name = scheme === 'https' ? 'https' : 'http';
  const parts = splitValid(uri);
  const host = parts.host ?? '';
  const port = parts.port;
  // RFC 9110 4.2.1 and 4.2.2, from the table normalization and findings use too.
  const defaultPort = DEFAULT_PORTS[name] as 80 | 443;
  const effectivePort = port === undefined || port === '' ? defaultPort : Number(port);
  const hostLower = host.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  return Object.freeze({
    scheme: name,
    userinfo: parts.userinfo,
    host,
    port,
    defaultPort,
    effectivePort,
    path: parts.path,
    query: parts.query,
    origin:
      effectivePort === defaultPort
        ? `${name}://${hostLower}`
        : `${name}://${hostLower}:${effectivePort}`,
    secure: name === 'https',
  });
}

/** RFC 9110 4.2.1 and 4.2.2: "A sender MUST NOT generate an "http" URI with an empty host". */
function nonEmptyHost(uri: string, scheme: string): SchemeRestrictionError | null {
  const { hostStart, hostEnd } = locateComponents(uri);
  if (hostEnd > hostStart) return null;
  const offset = hostStart;
  const rule = scheme === 'https' ? 'https-URI' : 'http-URI';
  return {
    rule,
    offset,
    expected: Object.freeze(['host']),
    message: `Not a valid ${rule} at offset ${offset}: the host is empty, and RFC 9110 section ${scheme === 'https' ? '4.2.2' : '4.2.1'} requires a recipient to reject an ${scheme} URI with an empty host.`,
  };
}

export const HTTP_DEFINITION: SchemeDefinition<string, HttpComponents> = Object.freeze({
  name: 'http',
  schemes: Object.freeze(['http', 'https']),
  description: DESCRIPTION,
  // Both rules share the grammar; parseScheme picks the one of the URI's scheme.
  uriRule: 'http-URI',
  uriRules: Object.freeze({ http: 'http-URI', https: 'https-URI' }),
  fragment: 'generic',
  components: httpComponents,
  restrictions: nonEmptyHost,
});
