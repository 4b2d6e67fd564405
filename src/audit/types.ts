/**
 * The shapes the parser audit (issue 5) passes around: peers, their answers, disagreements and
 * the report. Kept apart from the code so every audit module and the CLI share one definition.
 */

import { describeValue } from '../describe-value';
import type { ComponentName } from '../components';
import { option } from '../own-properties';

export { COMPONENT_NAMES, type ComponentName } from '../components';

/**
 * One peer's answer for one input. A component is `null` when the peer says it is absent, a
 * string when present (possibly empty), and `undefined` (or missing) when the peer does not
 * report it: such a field is not compared.
 */
export interface PeerResult {
  valid: boolean;
  components?: Partial<Record<ComponentName, string | null>> | undefined;
  error?: string | undefined;
}

/** The rule a peer's verdicts are judged against (same name in every grammar below). */
export type PeerRule = 'URI' | 'URI-reference';

/**
 * The specification a peer follows: RFC 3986, RFC 3987 (IRIs), RFC 6874 (IPv6 zone IDs) or
 * RFC 2396 (what java.net.URI documents). The report says which one a peer is judged against.
 */
export type PeerGrammar = 'rfc3986' | 'rfc3987' | 'rfc6874' | 'rfc2396';

export const PEER_GRAMMARS: readonly PeerGrammar[] = ['rfc3986', 'rfc3987', 'rfc6874', 'rfc2396'];

export interface Peer {
  name: string;
  rule: PeerRule;
  /** Default 'rfc3986'. */
  grammar?: PeerGrammar | undefined;
  /**
   * Per field, how the peer normalizes what it reports, in words a person reads in the report.
   * A field listed here is compared after RFC 3986 6.2.2 syntax normalization of both sides
   * (see `normalizeComponent` in compare.ts for the phrases that add 6.2.3 steps).
   */
  normalizes: Partial<Record<ComponentName, string>>;
  /**
   * True for peers that take one input per line (external commands): inputs holding a line
   * break or a lone surrogate cannot be sent unchanged, so the audit skips them for this peer.
   */
  oneLinePerInput?: boolean | undefined;
  parse(input: string): PeerResult | Promise<PeerResult>;
  /**
   * Called once when the audit ends. A rejection means the peer's answers cannot be trusted
   * (an external program printed more answers than inputs): the audit then fails with it.
   */
  close?: (() => Promise<void>) | undefined;
}

export type Category = 'false-accept' | 'false-reject' | 'component';

/** Claroty's "Exploiting URL Parsing Confusion" (2022) categories, as labels on disagreements. */
export type ConfusionLabel = 'backslash' | 'scheme' | 'slashes' | 'encoded-data' | 'userinfo-host';

export const CONFUSION_LABELS: readonly ConfusionLabel[] = [
  'backslash',
  'scheme',
  'slashes',
  'encoded-data',
  'userinfo-host',
];

export interface Disagreement {
  input: string;
  category: Category;
  /** The component that differs (category 'component' only). */
  field?: ComponentName;
  /**
   * What the reference says: the component value (component), the components record
   * (false-reject) or the error message (false-accept).
   */
  reference: unknown;
  /** What the peer says: the component value, its error (false-reject) or its components. */
  peer: unknown;
  /** Where the reference rejects the input (false-accept only). */
  rule?: string;
  offset?: number;
  /**
   * False accepts: the input cut at RFC 3986's delimiters without validating it (Appendix B,
   * userinfo, host and port taken from its authority as `splitAuthority` says), and the fields
   * where the peer's reading differs from that cut (after normalization, as for a mismatch).
   */
  split?: Partial<Record<ComponentName, string | null>>;
  splitDiffers?: ComponentName[];
  confusion?: string[];
  /** The two values as compared, when the field was normalized before comparing. */
  normalized?: { reference: string | null; peer: string | null };
  /**
   * False accepts and rejects: the grammars that accept the input (as the peer's rule), so a
   * zone ID a peer takes reads "RFC 6874, not RFC 3986" and a `999.1.1.1` host "RFC 2396".
   */
  acceptedBy?: PeerGrammar[];
}

export interface PeerReport {
  name: string;
  /** The rule the peer's verdicts were judged against. */
  rule: PeerRule;
  /** The specification the peer follows, which it is judged against. */
  grammar: PeerGrammar;
  /**
   * The grammar the counts and disagreements are judged with: the peer's own `grammar`, the one
   * `AuditOptions.grammar` names, or, with `grammar: 'all'`, the one the peer agrees with most.
   */
  judgedWith: PeerGrammar;
  /** With `grammar: 'all'`: the peer's counts judged with each grammar. */
  byGrammar?: Partial<Record<PeerGrammar, GrammarCounts>>;
  /** Copied from the peer: the fields compared after normalization, and why. */
  normalizes: Partial<Record<ComponentName, string>>;
  /** Every input read, skipped ones included. */
  inputs: number;
  /** Inputs not sent to this peer (line breaks for a one-line-per-input peer). */
  skipped: number;
  /** Same verdict and, when both accept, every compared field equal. */
  agree: number;
  /** Of `agree`, the inputs both sides reject. */
  agreeInvalid: number;
  falseAccepts: number;
  falseRejects: number;
  /** Inputs both accept with at least one field differing; `mismatches` counts per field. */
  mismatchedInputs: number;
  mismatches: Partial<Record<ComponentName, number>>;
  /** Per field, on how many inputs both accept it was compared (the peer reported it). */
  compared: Partial<Record<ComponentName, number>>;
  /** Stored examples, at most `keepExamples` per category (per field for 'component'). */
  disagreements: Disagreement[];
}

export interface AuditReport {
  peers: PeerReport[];
}

/** A peer's counts judged with one grammar (see `PeerReport`). */
export interface GrammarCounts {
  agree: number;
  falseAccepts: number;
  falseRejects: number;
  mismatchedInputs: number;
}

export interface AuditOptions {
  /**
   * The grammar every peer is judged with, instead of the one each peer follows (RFC 3986 for
   * most, RFC 2396 for java-uri); or `'all'`: every grammar, and each peer reported with the one
   * it agrees with most.
   */
  grammar?: PeerGrammar | 'all' | undefined;
  /** Called after each input has been judged by every peer, with the number judged so far. */
  onProgress?: ((done: number) => void) | undefined;
  /**
   * How many disagreements to store per category per peer ('component' counts per field);
   * default Infinity (everything, for --json). Counts are always complete.
   */
  keepExamples?: number | undefined;
}

/** A misuse the person running the audit can fix: unknown peer, missing package, broken peer. */
export class AuditUsageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    if (typeof message !== 'string') {
      throw new TypeError(
        `AuditUsageError: the message must be a string, got ${describeValue(message)}`,
      );
    }
    // The cause is read as an own data property: a getter or a Proxy trap would run the
    // caller's code here, and its error would escape instead of this one.
    const cause = option(options, 'cause', 'AuditUsageError');
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AuditUsageError';
  }
}
