/**
 * Issue 24's policies and the loops policy-ratio.ts and bench.ts time, in a module of their own:
 * policy-ratio.ts loads it once per build, so each build's loops are separate code with call
 * sites of their own.
 */
import type * as Library from '../../src';
import type { PolicyOptions } from '../../src';

/** A webhook's SSRF policy and more: every clause of issue 24 but `whatwg`. */
export const EVERY_CLAUSE_BUT_WHATWG: PolicyOptions = {
  maxLength: 2048,
  schemes: ['https', 'http', 'ftp', 'ws', 'wss', 'mailto', 'urn', 'file'],
  userinfo: 'no-password',
  hostKinds: ['reg-name', 'IPv4address', 'IPv6address'],
  idn: false,
  dnsName: true,
  deny: [
    'loopback',
    'private',
    'link-local',
    'unique-local',
    'unspecified',
    'multicast',
    '203.0.113.0/24',
  ],
  hosts: { deny: ['*.evil.example', 'evil.example'] },
  ports: [80, 443, '8000-8999'],
};

/** The WHATWG clause alone: its cost is the platform's `new URL` and a comparison. */
export const SAME_AS_WHATWG: PolicyOptions = { whatwg: 'same' };

export interface Call {
  readonly name: string;
  readonly run: (strings: readonly string[]) => number;
}

/** `isValid('URI')`, the two policies' `isValid`, and (once, unlabelled) `URL.canParse`. */
export function callsOf(lib: typeof Library, label: string): Call[] {
  const { isValid } = lib;
  const everyClause = lib.policy(EVERY_CLAUSE_BUT_WHATWG);
  const sameAsWhatwg = lib.policy(SAME_AS_WHATWG);
  return [
    {
      name: `${label}isValid('URI')`,
      run: (strings) => {
        let accepted = 0;
        for (const s of strings) if (isValid('URI', s)) accepted++;
        return accepted;
      },
    },
    {
      name: `${label}policy (every clause but whatwg)`,
      run: (strings) => {
        let accepted = 0;
        for (const s of strings) if (everyClause.isValid(s)) accepted++;
        return accepted;
      },
    },
    {
      name: `${label}policy({ whatwg: 'same' })`,
      run: (strings) => {
        let accepted = 0;
        for (const s of strings) if (sameAsWhatwg.isValid(s)) accepted++;
        return accepted;
      },
    },
  ];
}
