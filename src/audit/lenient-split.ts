/**
 * How the audit cuts input the reference rejects, to show which parts a peer read differently:
 * RFC 3986 Appendix B's regular expression (`splitNonValidating`) for scheme, authority, path,
 * query and fragment, and the authority cut at its delimiters for userinfo, host and port. No
 * validation anywhere, so it never assumes what it cannot know: `http://[::1` has host `[::1`
 * and no port. (The validating split, `splitValid`, is only right for valid input; on this one
 * it read host `""` and port `ttp://[::1`.) On a valid reference both splits agree.
 */
import { splitNonValidating } from '../appendix-b';
import type { ComponentRecord } from './confusion';

export interface AuthorityParts {
  userinfo: string | null;
  host: string;
  port: string | null;
}

/**
 * An authority cut at its delimiters, read left to right as RFC 3986 3.2 writes it, without
 * validating anything:
 * - userinfo is what comes before the first "@" (a userinfo cannot hold "@"); none without "@";
 * - host runs from there to the first ":" (a reg-name or IPv4 address cannot hold ":"); for a
 *   host that starts with "[", to the first ":" after the first "]", and to the end when there
 *   is no "]" (an IP literal that is never closed has no port);
 * - port is what follows that ":"; none without it.
 */
export function splitAuthority(authority: string): AuthorityParts {
  const atSign = authority.indexOf('@');
  const userinfo = atSign < 0 ? null : authority.slice(0, atSign);
  const hostPort = authority.slice(atSign + 1);
  let colon: number;
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']');
    colon = close < 0 ? -1 : hostPort.indexOf(':', close);
  } else {
    colon = hostPort.indexOf(':');
  }
  return {
    userinfo,
    host: colon < 0 ? hostPort : hostPort.slice(0, colon),
    port: colon < 0 ? null : hostPort.slice(colon + 1),
  };
}

/** All eight components of `input` as Appendix B and `splitAuthority` cut it; null: absent. */
export function lenientSplit(input: string): ComponentRecord {
  const split = splitNonValidating(input);
  const authority = split.authority ?? null;
  const parts = authority === null ? undefined : splitAuthority(authority);
  return {
    scheme: split.scheme ?? null,
    authority,
    userinfo: parts?.userinfo ?? null,
    host: parts?.host ?? null,
    port: parts?.port ?? null,
    path: split.path,
    query: split.query ?? null,
    fragment: split.fragment ?? null,
  };
}
