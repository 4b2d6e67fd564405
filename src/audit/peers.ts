/**
 * The built-in peers: other URL parsers, each mapped onto the eight RFC 3986 components so the
 * audit can compare them with the reference. The npm ones are optional: they are loaded only
 * when asked for, and a missing one is a usage error saying what to install. The adapters run a
 * parser of another language (adapters/ in the package, one program per peer, speaking the
 * cmd: line protocol); a missing runtime is likewise a usage error naming what to install.
 *
 * Each mapping keeps "absent" (null) apart from "empty" ("") wherever the parser's output lets
 * it, and says under `normalizes` what the parser changes, so the comparison normalizes both
 * sides the same way instead of reporting expected differences.
 */
import { spawnSync } from 'child_process';
import { existsSync } from 'fs';
import { join, resolve } from 'path';
import * as nodeUrl from 'url';
import { commandPeer, processPeer } from './cmd-peer';
import type { ComponentRecord } from './confusion';
import { option } from '../own-properties';
import { describeValue } from '../validate';
import { AuditUsageError, type Peer, type PeerGrammar, type PeerResult } from './types';

export const BUILTIN_PEERS: readonly string[] = [
  'node-url',
  'node-legacy',
  'fast-uri',
  'uri-js',
  'whatwg-url',
  'url-parse',
  'python-urllib',
  'java-uri',
  'perl-uri',
];

export interface LoadPeerOptions {
  /** For cmd: peers, how long to wait for each answer; default 10 000 ms. */
  timeoutMs?: number | undefined;
}

/** A property of an object of unknown shape. */
function property(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function text(value: unknown, key: string): string {
  const found = property(value, key);
  return typeof found === 'string' ? found : '';
}

function optionalText(value: unknown, key: string): string | null {
  const found = property(value, key);
  return typeof found === 'string' ? found : null;
}

/** A parser's error as its message; `instanceof Error` fails for an error of another realm. */
function describe(error: unknown): string {
  const message = property(error, 'message');
  return typeof message === 'string' ? message : String(error);
}

type Constructor = new (...args: unknown[]) => unknown;

function isConstructor(value: unknown): value is Constructor {
  return typeof value === 'function';
}

/**
 * `require(packageName)`, turning "not installed" into an AuditUsageError that says how to fix
 * it. Any other failure (a broken install) is rethrown as is.
 */
export function requireOptional(packageName: string, peerName: string): unknown {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- optional peer: loaded only when asked for, so the audit runs without it
    return require(packageName) as unknown;
  } catch (error) {
    if (
      property(error, 'code') === 'MODULE_NOT_FOUND' &&
      describe(error).includes(`'${packageName}'`)
    ) {
      throw new AuditUsageError(
        `peer ${peerName} needs the package ${packageName}: npm install ${packageName}`,
      );
    }
    throw error;
  }
}

/**
 * A WHATWG URL object as components. WHATWG keeps no difference between an empty and an absent
 * query, fragment or userinfo in its getters, so the serialization (href) decides: "?" before
 * the first "#" means a query (WHATWG percent-encodes "?" and "#" everywhere else), and "//"
 * after the scheme means a host. Still lost: `http://@a` and `http://:@a` serialize as
 * `http://a/`, so their empty userinfo reads as absent.
 */
function whatwgComponents(url: unknown): ComponentRecord {
  const href = text(url, 'href');
  const protocol = text(url, 'protocol');
  const hasAuthority = href.slice(protocol.length).startsWith('//');
  const username = text(url, 'username');
  const password = text(url, 'password');
  let userinfo: string | null = null;
  if (username !== '' || password !== '') {
    userinfo = password === '' ? username : `${username}:${password}`;
  }
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt < 0 ? href : href.slice(0, hashAt);
  const search = text(url, 'search');
  const hash = text(url, 'hash');
  const port = text(url, 'port');
  return {
    scheme: protocol.slice(0, -1),
    authority: hasAuthority ? (userinfo === null ? '' : `${userinfo}@`) + text(url, 'host') : null,
    userinfo: hasAuthority ? userinfo : null,
    // Node and whatwg-url both give IPv6 hostnames with their brackets, as RFC 3986 writes them.
    host: hasAuthority ? text(url, 'hostname') : null,
    port: hasAuthority && port !== '' ? port : null,
    path: text(url, 'pathname'),
    query: search !== '' ? search.slice(1) : beforeHash.includes('?') ? '' : null,
    fragment: hash !== '' ? hash.slice(1) : hashAt >= 0 ? '' : null,
  };
}

const WHATWG_NORMALIZES: Peer['normalizes'] = {
  scheme: 'lowercases',
  authority:
    'lowercases the host, IDNA, IPv4 canonicalization, drops the default port and an empty port, drops an empty userinfo',
  host: 'lowercases, percent-decodes, IDNA (UTS 46), IPv4 and IPv6 canonicalization',
  port: 'drops the default port and an empty port',
  path: 'removes dot segments (%2e included), percent-encodes, empty path becomes "/" for special schemes',
};

function whatwgPeer(name: string, construct: (input: string) => unknown): Peer {
  return {
    name,
    // WHATWG URL parses only absolute URLs when no base is given: judge it as a URI.
    rule: 'URI',
    normalizes: WHATWG_NORMALIZES,
    parse(input: string): PeerResult {
      let url: unknown;
      try {
        url = construct(input);
      } catch (error) {
        return { valid: false, error: describe(error) };
      }
      return { valid: true, components: whatwgComponents(url) };
    },
  };
}

function nodeUrlPeer(): Peer {
  return whatwgPeer('node-url', (input) => new URL(input));
}

function whatwgUrlPeer(): Peer {
  const URLClass = property(requireOptional('whatwg-url', 'whatwg-url'), 'URL');
  if (!isConstructor(URLClass)) {
    throw new AuditUsageError('peer whatwg-url: the package whatwg-url exports no URL class');
  }
  return whatwgPeer('whatwg-url', (input) => new URLClass(input));
}

/** IPv6 hosts some parsers give without brackets; RFC 3986 components keep them. */
function bracketed(host: string | null): string | null {
  return host !== null && host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

function nodeLegacyPeer(): Peer {
  return {
    name: 'node-legacy',
    rule: 'URI-reference',
    normalizes: {
      scheme: 'lowercases',
      authority: 'lowercases the host, percent-decodes userinfo, drops an empty port',
      userinfo: 'percent-decodes (decodeURIComponent)',
      host: 'lowercases, IDNA (punycode)',
      port: 'drops an empty port',
      path: 'empty path becomes "/" for http, https, ftp, gopher, file, ws, wss; escapes some characters',
    },
    parse(input: string): PeerResult {
      // url.parse warns (DEP0169, DEP0170) on some input; the audit calls it on purpose.
      const quiet = process.noDeprecation;
      process.noDeprecation = true;
      let parsed: nodeUrl.UrlWithStringQuery;
      try {
        parsed = nodeUrl.parse(input);
      } catch (error) {
        return { valid: false, error: describe(error) };
      } finally {
        process.noDeprecation = quiet;
      }
      const host = parsed.host ?? null;
      const auth = parsed.auth ?? null;
      return {
        valid: true,
        components: {
          scheme: parsed.protocol ? parsed.protocol.slice(0, -1) : null,
          authority: host === null ? null : (auth === null ? '' : `${auth}@`) + host,
          userinfo: host === null ? null : auth,
          host: bracketed(parsed.hostname ?? null),
          port: parsed.port ?? null,
          path: parsed.pathname ?? '',
          query: parsed.search == null ? null : parsed.search.slice(1),
          fragment: parsed.hash == null ? null : parsed.hash.slice(1),
        },
      };
    },
  };
}

/**
 * fast-uri and uri-js share one output shape. Absent components are missing properties; a
 * port is a number. Their scheme handlers (mailto, urn, ws ...) take the path and query apart
 * into other properties, leaving `path` undefined: then path and query are not reported.
 */
function uriJsShapedPeer(name: string, packageName: string, normalizes: Peer['normalizes']): Peer {
  const parseFunction = property(requireOptional(packageName, name), 'parse');
  if (typeof parseFunction !== 'function') {
    throw new AuditUsageError(`peer ${name}: the package ${packageName} exports no parse function`);
  }
  const parseUri = parseFunction as (input: string) => unknown;
  return {
    name,
    rule: 'URI-reference',
    normalizes,
    parse(input: string): PeerResult {
      let parsed: unknown;
      try {
        parsed = parseUri(input);
      } catch (error) {
        return { valid: false, error: describe(error) };
      }
      const error = property(parsed, 'error');
      if (typeof error === 'string') return { valid: false, error };
      const port = property(parsed, 'port');
      const path = property(parsed, 'path');
      const components: ComponentRecord = {
        scheme: optionalText(parsed, 'scheme'),
        userinfo: optionalText(parsed, 'userinfo'),
        host: bracketed(optionalText(parsed, 'host')),
        port: typeof port === 'number' || typeof port === 'string' ? String(port) : null,
        fragment: optionalText(parsed, 'fragment'),
      };
      if (typeof path === 'string') {
        components.path = path;
        components.query = optionalText(parsed, 'query');
      }
      return { valid: true, components };
    },
  };
}

function fastUriPeer(): Peer {
  return uriJsShapedPeer('fast-uri', 'fast-uri', {
    scheme: 'lowercases',
    host: 'lowercases, percent-decodes, IDNA, IPv4 and IPv6 canonicalization (IPv6 without brackets: the audit adds them)',
    path: 'percent-encoding normalized (decodes unreserved, uppercase hex)',
    query: 'percent-encoding normalized',
    fragment: 'percent-encoding normalized',
  });
}

function uriJsPeer(): Peer {
  return uriJsShapedPeer('uri-js', 'uri-js', {
    scheme: 'lowercases',
    userinfo: 'percent-encoding normalized',
    host: 'lowercases, percent-decodes, IDNA, IPv6 canonicalization (IPv6 without brackets: the audit adds them)',
    path: 'percent-encoding normalized (decodes unreserved, uppercase hex)',
    query: 'percent-encoding normalized',
    fragment: 'percent-encoding normalized',
  });
}

/**
 * url-parse keeps "?" and "#" in `query` and `hash`, so "" there means absent. It has no way
 * to tell an empty userinfo or authority from an absent one.
 */
function urlParsePeer(): Peer {
  const URLParse = requireOptional('url-parse', 'url-parse');
  if (!isConstructor(URLParse)) {
    throw new AuditUsageError('peer url-parse: the package url-parse exports no constructor');
  }
  return {
    name: 'url-parse',
    rule: 'URI-reference',
    normalizes: {
      scheme: 'lowercases',
      authority: 'lowercases the host, drops the default port',
      host: 'lowercases',
      port: 'drops the default port',
      path: 'empty path becomes "/" for special schemes',
    },
    parse(input: string): PeerResult {
      let url: unknown;
      try {
        // An empty location object: resolve nothing against the process's (absent) location.
        url = new URLParse(input, {});
      } catch (error) {
        return { valid: false, error: describe(error) };
      }
      const protocol = text(url, 'protocol');
      const host = text(url, 'host');
      const hasAuthority = property(url, 'slashes') === true || host !== '';
      const auth = text(url, 'auth');
      const port = text(url, 'port');
      const query = text(url, 'query');
      const hash = text(url, 'hash');
      return {
        valid: true,
        components: {
          scheme: protocol === '' ? null : protocol.slice(0, -1),
          authority: hasAuthority ? (auth === '' ? '' : `${auth}@`) + host : null,
          userinfo: hasAuthority && auth !== '' ? auth : null,
          host: hasAuthority ? text(url, 'hostname') : null,
          port: hasAuthority && port !== '' ? port : null,
          path: text(url, 'pathname'),
          query: query === '' ? null : query.slice(1),
          fragment: hash === '' ? null : hash.slice(1),
        },
      };
    },
  };
}

/** A parser in another language, run by a program in adapters/ that speaks the line protocol. */
interface Adapter {
  /** The program that runs the adapter, looked up on PATH. */
  runtime: string;
  /** The adapter's file, under adapters/. */
  script: string;
  /**
   * Arguments for a quick run of the runtime that succeeds only when everything the adapter
   * needs is installed; when `prints` is given, its pattern must match what that run prints.
   */
  check: { args: readonly string[]; prints?: { pattern: RegExp; what: string } };
  /** What to install when the check fails. */
  install: string;
  grammar: PeerGrammar;
  normalizes: Peer['normalizes'];
}

/** How long an adapter may take for its first answer: a JVM compiling Adapter.java counts. */
const ADAPTER_START_MS = 60_000;

const PORT_AS_NUMBER = 'reads it as a number (leading zeros dropped), drops an empty port';

const ADAPTERS: Readonly<Record<string, Adapter>> = {
  'python-urllib': {
    runtime: 'python3',
    script: 'python-urllib/adapter.py',
    check: { args: ['-c', 'import json, urllib.parse'] },
    install: 'python3 on PATH (Debian: apt-get install python3)',
    grammar: 'rfc3986',
    normalizes: { scheme: 'lowercases', host: 'lowercases', port: PORT_AS_NUMBER },
  },
  'java-uri': {
    runtime: 'java',
    script: 'java-uri/Adapter.java',
    // The source launcher (java File.java) needs JDK 11 or later, compiler included.
    check: {
      args: ['--list-modules'],
      prints: { pattern: /^jdk\.compiler@/m, what: 'jdk.compiler module' },
    },
    install:
      'a JDK 11 or later with java on PATH (Debian: apt-get install openjdk-17-jdk-headless)',
    grammar: 'rfc2396',
    normalizes: { port: PORT_AS_NUMBER },
  },
  'perl-uri': {
    runtime: 'perl',
    script: 'perl-uri/adapter.pl',
    check: { args: ['-MURI', '-MJSON::PP', '-e', '1'] },
    install: 'perl with the URI module (Debian: apt-get install liburi-perl; elsewhere: cpan URI)',
    grammar: 'rfc3986',
    normalizes: { scheme: 'lowercases', host: 'percent-decodes (uri_unescape)' },
  },
};

/** adapters/ of the package: two levels up from src/audit, three from dist/src/audit. */
export function adaptersDirectory(): string {
  const candidates = [
    resolve(__dirname, '..', '..', 'adapters'),
    resolve(__dirname, '..', '..', '..', 'adapters'),
  ];
  const found = candidates.find((directory) => existsSync(directory));
  if (found === undefined) {
    throw new AuditUsageError(`the adapters are missing: looked for ${candidates.join(' and ')}`);
  }
  return found;
}

/** Why `adapter`'s runtime cannot run it, or undefined when it can. */
function missingRuntime(adapter: Adapter): string | undefined {
  const { runtime, check } = adapter;
  const ran = spawnSync(runtime, [...check.args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    timeout: ADAPTER_START_MS,
  });
  const command = [runtime, ...check.args].join(' ');
  if (ran.error) {
    const code = property(ran.error, 'code');
    return code === 'ENOENT'
      ? `${runtime} is not on PATH`
      : `${command} failed: ${ran.error.message}`;
  }
  if (ran.status !== 0) {
    const how = ran.status === null ? `was ended by ${ran.signal}` : `exited with ${ran.status}`;
    return `${command} ${how}`;
  }
  if (check.prints && !check.prints.pattern.test(ran.stdout)) {
    return `${command} lists no ${check.prints.what}`;
  }
  return undefined;
}

function adapterPeer(name: string, adapter: Adapter, options: LoadPeerOptions): Peer {
  const script = join(adaptersDirectory(), adapter.script);
  if (!existsSync(script))
    throw new AuditUsageError(`peer ${name}: its adapter ${script} is missing`);
  const missing = missingRuntime(adapter);
  if (missing !== undefined) {
    throw new AuditUsageError(`peer ${name} needs ${adapter.install}: ${missing}`);
  }
  return processPeer({
    name,
    command: { file: adapter.runtime, args: [script] },
    grammar: adapter.grammar,
    normalizes: adapter.normalizes,
    firstAnswerTimeoutMs: Math.max(ADAPTER_START_MS, options.timeoutMs ?? 0),
    hint: `${name} needs ${adapter.install}`,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
}

const FACTORIES: Readonly<Record<string, () => Peer>> = {
  'node-url': nodeUrlPeer,
  'node-legacy': nodeLegacyPeer,
  'fast-uri': fastUriPeer,
  'uri-js': uriJsPeer,
  'whatwg-url': whatwgUrlPeer,
  'url-parse': urlParsePeer,
};

/** A peer by name, or `cmd:COMMAND` for an external one (see cmd-peer.ts for the protocol). */
export function loadPeer(spec: string, given?: LoadPeerOptions): Peer {
  if (typeof spec !== 'string') {
    throw new TypeError(`loadPeer: the peer name must be a string, got ${describeValue(spec)}`);
  }
  const timeoutMs = option(given, 'timeoutMs', 'loadPeer');
  if (timeoutMs !== undefined && !(typeof timeoutMs === 'number' && timeoutMs > 0)) {
    throw new TypeError(
      `loadPeer: timeoutMs must be a positive number, got ${describeValue(timeoutMs)}`,
    );
  }
  const options: LoadPeerOptions = timeoutMs === undefined ? {} : { timeoutMs };
  if (spec.startsWith('cmd:')) {
    const command = spec.slice(4).trim();
    if (command === '') {
      throw new AuditUsageError('peer cmd: needs a command after "cmd:", e.g. cmd:python3 peer.py');
    }
    return commandPeer(command, options.timeoutMs);
  }
  const adapter = Object.prototype.hasOwnProperty.call(ADAPTERS, spec) ? ADAPTERS[spec] : undefined;
  if (adapter !== undefined) return adapterPeer(spec, adapter, options);
  const factory = Object.prototype.hasOwnProperty.call(FACTORIES, spec)
    ? FACTORIES[spec]
    : undefined;
  if (factory === undefined) {
    throw new AuditUsageError(
      `unknown peer ${JSON.stringify(spec)}: the built-in peers are ${BUILTIN_PEERS.join(', ')}; an external one is cmd:COMMAND`,
    );
  }
  return factory();
}
