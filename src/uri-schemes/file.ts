/**
 * The "file" URI scheme (RFC 8089): whether a URI names a local file or one on another host, and
 * the conversion between file URIs and POSIX or Windows paths (drive letters, UNC paths). The
 * syntax is section 2's grammar (grammar/schemes/file/); with `nonstandard`, Appendix E's forms
 * (Appendix F's rules) are read too: `file:c:/x`, `file:///c|/x`, `file:////host/share/x`.
 *
 * Percent-decoding is strict UTF-8 (RFC 8089 section 4 recommends UTF-8), and a segment that
 * decodes to a separator or to NUL is refused rather than turned into a different path.
 */
import {
  DESCRIPTION,
  NONSTANDARD_DESCRIPTION,
  type NonstandardRuleName,
  type RuleName as FileRuleName,
} from '../../grammar/schemes/file';
import { syntaxError } from '../errors';
import { decode, encode } from '../percent';
import type { ParseTree } from '../../grammar/engine/parse-tree';
import { option } from '../own-properties';
import { assertText, describeValue, isValid, validatorsOf } from '../validate';
import { compiledGrammarOf } from './compiled-scheme-grammar';
import type { SchemeDefinition } from './scheme-definition';

/** What a file URI says of where its file is (RFC 8089 section 2). */
export interface FileComponents {
  /** The authority's host as written ("" when there is none, or an empty one). */
  readonly host: string;
  /** No host, an empty one, or "localhost" (in any case): "the machine from which the URI is being interpreted". */
  readonly local: boolean;
  /** The path-absolute, as written (percent-encoded). */
  readonly path: string;
}

export interface FileUriToPathOptions {
  /** A Windows path (drive letters, UNC) rather than a POSIX one. */
  readonly windows?: boolean | undefined;
  /** Also read Appendix E's nonstandard forms (RFC 8089 Appendix F). */
  readonly nonstandard?: boolean | undefined;
}

export interface PathToFileUriOptions {
  /** `path` is a Windows path (drive letters, UNC; "\" or "/" separators). */
  readonly windows?: boolean | undefined;
}

/** Each grammar's validators, compiled at their first use (compiled-scheme-grammar.ts). */
const validators = () => validatorsOf(compiledGrammarOf<FileRuleName>(DESCRIPTION));
const nonstandardValidators = () =>
  validatorsOf(compiledGrammarOf<NonstandardRuleName>(NONSTANDARD_DESCRIPTION));

/** The registry entry for `parseScheme` and `grammar('file')`. */
export const FILE_DEFINITION: SchemeDefinition<FileRuleName, FileComponents> = {
  name: 'file',
  schemes: ['file'],
  description: DESCRIPTION,
  uriRule: 'file-URI',
  fragment: 'generic',
  components: (uri) => {
    const { host, path } = splitFileUri(uri);
    return { host, local: isLocalHost(host), path };
  },
};

function isLocalHost(host: string): boolean {
  return host === '' || host.toLowerCase() === 'localhost';
}

/** The first node named `rule` in `tree`, depth first. */
function find(tree: ParseTree<string>, rule: string): ParseTree<string> | undefined {
  if (tree.rule === rule) return tree;
  for (const child of tree.children) {
    const found = find(child, rule);
    if (found) return found;
  }
  return undefined;
}

/**
 * The host and path of a valid file URI, read off its tree (section 2's, or Appendix F's with
 * `nonstandard`): the host is the file-auth (or Appendix E.3.2's file-host, with its "%5B" and
 * "%5D" read as brackets), the path everything from the drive letter or the path-absolute on.
 */
function splitFileUri(
  uri: string,
  nonstandard = false,
): { host: string; path: string; userinfo: boolean } {
  const result = nonstandard
    ? nonstandardValidators().check('file-URI', uri)
    : validators().check('file-URI', uri);
  if (!result.ok) throw syntaxError(result.error);
  const tree = result.tree as ParseTree<string>;
  const auth = find(tree, 'file-auth');
  const fileHost = find(tree, 'file-host');
  const userinfo = auth !== undefined && find(auth, 'userinfo') !== undefined;
  let host = '';
  if (auth) {
    const text = uri.slice(auth.start, auth.end);
    host = text.slice(text.lastIndexOf('@') + 1);
  } else if (fileHost) {
    host = uri.slice(fileHost.start, fileHost.end).replace(/^%5B(.*)%5D$/i, '[$1]');
  }
  const pathNode =
    find(tree, 'local-path') ?? find(tree, 'file-absolute') ?? find(tree, 'path-absolute');
  const pathStart = pathNode ? pathNode.start : uri.length;
  // After a file-host, the path is what follows it; otherwise the path node's text.
  const start = fileHost && !auth ? fileHost.end : pathStart;
  return { host, path: uri.slice(start), userinfo };
}

/** A segment percent-decoded, refused where it would become another path. */
function decodeSegment(segment: string, windows: boolean, uri: string): string {
  let decoded: string;
  try {
    decoded = decode(segment);
  } catch (error) {
    throw new TypeError(`fileUriToPath: ${describeValue(uri)}: ${(error as Error).message}`);
  }
  if (decoded.includes('/') || decoded.includes('\0') || (windows && decoded.includes('\\'))) {
    throw new TypeError(
      `fileUriToPath: ${describeValue(uri)}: the segment ${describeValue(segment)} decodes to a separator or NUL, which no path segment holds`,
    );
  }
  return decoded;
}

const DRIVE = /^[A-Za-z][:|]$/;

/** A boolean option, read as an own data property; false when absent. */
function flag(options: unknown, name: string, where: string): boolean {
  const value = option(options, name, where) ?? false;
  if (typeof value !== 'boolean') {
    throw new TypeError(`${where}: ${name} must be a boolean, got ${describeValue(value)}`);
  }
  return value;
}

/**
 * The POSIX or Windows path of a file URI: `fileUriToPath('file:///etc/fstab')` is "/etc/fstab";
 * with `{ windows: true }`, `file:///C:/a/b` is "C:\a\b" and `file://host/share/a` is
 * "\\host\share\a". A URI that is not a file-URI (section 2, or Appendix F with `nonstandard`)
 * is a `UriSyntaxError` with its offset; a host other than localhost has no POSIX path, and a
 * segment that decodes to a separator or NUL has no path at all: TypeErrors.
 */
export function fileUriToPath(uri: string, options: FileUriToPathOptions = {}): string {
  assertText(uri);
  const windows = flag(options, 'windows', 'fileUriToPath');
  const nonstandard = flag(options, 'nonstandard', 'fileUriToPath');
  const { host, path, userinfo } = splitFileUri(uri, nonstandard);
  if (userinfo) {
    throw new TypeError(
      `fileUriToPath: ${describeValue(uri)}: user information has no place in a path`,
    );
  }
  // local-path's drive-letter (Appendix E.2): "c:/x" with no leading slash.
  const segments = (path.startsWith('/') ? path.slice(1) : path).split('/');
  if (!windows) {
    if (!isLocalHost(host)) {
      throw new TypeError(
        `fileUriToPath: ${describeValue(uri)} names a file on the host ${describeValue(host)}: a POSIX path cannot say so`,
      );
    }
    return `/${segments.map((s) => decodeSegment(s, false, uri)).join('/')}`;
  }
  const decoded = segments.map((s, k) =>
    k === 0 && DRIVE.test(s) ? `${s[0]}:` : decodeSegment(s, true, uri),
  );
  if (!isLocalHost(host)) {
    let name: string;
    try {
      name = decode(host);
    } catch (failure) {
      throw new TypeError(`fileUriToPath: ${describeValue(uri)}: ${(failure as Error).message}`);
    }
    return `\\\\${name}\\${decoded.join('\\')}`;
  }
  if (DRIVE.test(segments[0]!)) return decoded.join('\\');
  return `\\${decoded.join('\\')}`;
}

/** A path segment as a URI writes it (RFC 3986 `segment`). */
function encodeSegments(segments: readonly string[]): string {
  return segments.map((segment) => encode(segment, 'segment')).join('/');
}

/**
 * The file URI of an absolute POSIX or Windows path: `pathToFileUri('/etc/fstab')` is
 * `file:///etc/fstab`; with `{ windows: true }`, "C:\a b" is `file:///C:/a%20b` and
 * "\\host\share\a" is `file://host/share/a` (RFC 8089 Appendix E.3.1). Relative paths, Win32
 * namespaced paths ("\\?\", "\\.\", which section 8089 gives no mapping), NUL and lone
 * surrogates are TypeErrors.
 */
export function pathToFileUri(path: string, options: PathToFileUriOptions = {}): string {
  assertText(path);
  const windows = flag(options, 'windows', 'pathToFileUri');
  if (path.includes('\0')) {
    throw new TypeError(`pathToFileUri: ${describeValue(path)} holds NUL, which no path holds`);
  }
  let uri: string;
  if (!windows) {
    if (!path.startsWith('/') || path.startsWith('//')) {
      throw new TypeError(
        `pathToFileUri: ${describeValue(path)} is not an absolute POSIX path (one "/" first; "//" is implementation-defined)`,
      );
    }
    uri = `file:///${encodeSegments(path.slice(1).split('/'))}`;
  } else {
    const windowsPath = path.replace(/\//g, '\\');
    if (windowsPath.startsWith('\\\\?\\') || windowsPath.startsWith('\\\\.\\')) {
      throw new TypeError(
        `pathToFileUri: ${describeValue(path)} is a Win32 namespaced path: RFC 8089 defines no file URI for it`,
      );
    }
    if (windowsPath.startsWith('\\\\')) {
      const [host = '', ...segments] = windowsPath.slice(2).split('\\');
      const encodedHost = encode(host, 'reg-name');
      if (host === '' || segments.length === 0 || !isValid('host', encodedHost)) {
        throw new TypeError(
          `pathToFileUri: ${describeValue(path)} is not a UNC path (\\\\host\\share\\...)`,
        );
      }
      uri = `file://${encodedHost}/${encodeSegments(segments)}`;
    } else if (/^[A-Za-z]:\\/.test(windowsPath)) {
      uri = `file:///${windowsPath.slice(0, 2)}/${encodeSegments(windowsPath.slice(3).split('\\'))}`;
    } else if (windowsPath.startsWith('\\') && !/^\\[A-Za-z]:(?:\\|$)/.test(windowsPath)) {
      uri = `file:///${encodeSegments(windowsPath.slice(1).split('\\'))}`;
    } else {
      throw new TypeError(
        `pathToFileUri: ${describeValue(path)} is not an absolute Windows path (C:\\..., \\\\host\\share\\..., or \\...)`,
      );
    }
  }
  if (!validators().isValid('file-URI', uri)) {
    // An empty first segment ("/" then "//x") makes a path-absolute begin with "//".
    throw new TypeError(
      `pathToFileUri: ${describeValue(path)} has no file URI: ${JSON.stringify(uri)} is not a file-URI`,
    );
  }
  return uri;
}
