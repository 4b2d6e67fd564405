/**
 * The browser's own reading of the input, with the WHATWG URL Standard's `URL` (the one the
 * page runs in), mapped onto the eight RFC 3986 components and set beside the reference's.
 *
 * The mapping is the audit's (src/audit/peers.ts, `whatwgComponents`), which cannot be imported
 * here since that module spawns processes: `null` is an absent component, and "absent" is told
 * apart from "empty" wherever `href` shows it (a "?" or "#" with nothing after it).
 */
import { type ComponentRecord, confusionLabels } from '../../src/audit/confusion';
import { lenientSplit } from '../../src/audit/lenient-split';
import type { ConfusionLabel } from '../../src/audit/types';
import { COMPONENT_NAMES, type ComponentName } from '../../src/components';
import { defaultPortOf } from '../../src/schemes';

export type WhatwgReading =
  | { readonly ok: true; readonly href: string; readonly components: ComponentRecord }
  | { readonly ok: false; readonly message: string };

export interface ComparisonRow {
  readonly name: ComponentName;
  /** The reference's component (null: absent). */
  readonly reference: string | null;
  readonly whatwg: string | null;
  readonly same: boolean;
  /** Why they differ, where the difference is a known normalization of the browser's. */
  readonly note?: string;
}

export interface Comparison {
  /** Whether the reference accepted the input (otherwise its column is Appendix B's split). */
  readonly referenceValid: boolean;
  readonly whatwg: WhatwgReading;
  /** Empty when the browser rejects the input. */
  readonly rows: readonly ComparisonRow[];
  /** Claroty and Snyk's categories for the disagreement, as the audit labels them. */
  readonly labels: readonly ConfusionLabel[];
  /** Whether the two readings disagree: on validity or on any component. */
  readonly disagree: boolean;
}

/** An error's message, whatever was thrown. */
export function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = error.message;
    if (typeof message === 'string') return message;
  }
  return String(error);
}

/** `new URL(input)`, as components; the browser's error as a value. */
export function whatwgReading(input: string, base?: string): WhatwgReading {
  let url: URL;
  try {
    url = base === undefined ? new URL(input) : new URL(input, base);
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
  const { href, protocol, username, password, search, hash, port } = url;
  const hasAuthority = href.slice(protocol.length).startsWith('//');
  let userinfo: string | null = null;
  if (username !== '' || password !== '') {
    userinfo = password === '' ? username : `${username}:${password}`;
  }
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt < 0 ? href : href.slice(0, hashAt);
  return {
    ok: true,
    href,
    components: {
      scheme: protocol.slice(0, -1),
      authority: hasAuthority ? (userinfo === null ? '' : `${userinfo}@`) + url.host : null,
      userinfo: hasAuthority ? userinfo : null,
      host: hasAuthority ? url.hostname : null,
      port: hasAuthority && port !== '' ? port : null,
      path: url.pathname,
      query: search !== '' ? search.slice(1) : beforeHash.includes('?') ? '' : null,
      fragment: hash !== '' ? hash.slice(1) : hashAt >= 0 ? '' : null,
    },
  };
}

function noteFor(
  name: ComponentName,
  reference: string | null,
  whatwg: string | null,
  scheme: string | null,
): string | undefined {
  if (reference !== null && whatwg !== null && reference.toLowerCase() === whatwg.toLowerCase()) {
    return 'differs in case only: the browser lowercases it';
  }
  if (name === 'port' && reference !== null && whatwg === null) {
    if (reference === '') return 'an empty port, which the browser drops';
    if (Number(reference) === defaultPortOf(scheme)) {
      return "the scheme's default port, which the browser drops";
    }
  }
  if (name === 'path' && reference === '' && whatwg === '/') {
    return 'the browser writes an empty path as "/" for its special schemes';
  }
  return undefined;
}

/**
 * The reference's components (undefined: the reference rejects the input) beside the browser's.
 * For rejected input the reference column is RFC 3986 Appendix B's non-validating split, as in
 * the audit, so it still shows where the delimiters cut.
 */
export function compareWithWhatwg(
  input: string,
  reference: ComponentRecord | undefined,
): Comparison {
  const whatwg = whatwgReading(input);
  const referenceValid = reference !== undefined;
  const ours = reference ?? lenientSplit(input);
  if (!whatwg.ok) {
    return { referenceValid, whatwg, rows: [], labels: [], disagree: referenceValid };
  }
  const scheme = ours.scheme ?? null;
  const rows = COMPONENT_NAMES.map((name): ComparisonRow => {
    const mine = ours[name] ?? null;
    const theirs = whatwg.components[name] ?? null;
    const same = mine === theirs;
    const note = same ? undefined : noteFor(name, mine, theirs, scheme);
    return note === undefined
      ? { name, reference: mine, whatwg: theirs, same }
      : { name, reference: mine, whatwg: theirs, same, note };
  });
  const differingFields = referenceValid
    ? rows.filter((row) => !row.same).map((row) => row.name)
    : [];
  const disagree = !referenceValid || differingFields.length > 0;
  const labels = disagree
    ? confusionLabels({
        input,
        reference: ours,
        peer: whatwg.components,
        referenceValid,
        differingFields,
      })
    : [];
  return { referenceValid, whatwg, rows, labels, disagree };
}
