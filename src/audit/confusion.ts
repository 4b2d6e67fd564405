/**
 * Labels a disagreement with the categories of Claroty and Snyk's "Exploiting URL Parsing
 * Confusion" (2022), so a report shows which differences are the exploitable kinds. The labels
 * are read off the input and the two answers; they are hints for a person, not verdicts.
 */
import { isValid } from '../validate';
import type { ComponentName, ConfusionLabel } from './types';

/** What one side reported, field by field (null: absent; undefined: not reported). */
export type ComponentRecord = Partial<Record<ComponentName, string | null>>;

export interface LabelFacts {
  input: string;
  /** The reference's components, or for input it rejects, a plain split at RFC delimiters. */
  reference: ComponentRecord;
  /** The peer's components; empty when the peer rejects the input. */
  peer: ComponentRecord;
  /** Whether the reference accepts the input. */
  referenceValid: boolean;
  /** The fields found different (both valid), empty otherwise. */
  differingFields: readonly ComponentName[];
}

/** The "/" and "\" run after the scheme's ":", or at the start when there is no scheme. */
function slashRun(input: string): { afterScheme: boolean; run: string; scheme: string } {
  const match = /^([^:/?#\\]*):([/\\]*)/.exec(input);
  if (match) return { afterScheme: true, scheme: match[1]!.toLowerCase(), run: match[2]! };
  return { afterScheme: false, scheme: '', run: /^[/\\]*/.exec(input)![0] };
}

/**
 * Percent-encoded characters that change how an authority splits when a parser decodes them
 * before splitting: delimiters ("/", "\", "@", ":", "#", "?", "[", "]"), dots, and characters
 * parsers strip (NUL, tab, line breaks, space).
 */
const ENCODED_DELIMITER = /%(?:2[eEfF3]|3[aAfF]|40|5[bBcCdD]|00|0[9aAdD]|20)/;

/** The raw text after "//" (or "\\", "/\" ...) up to the next delimiter, if any. */
function rawAuthority(input: string): string | undefined {
  return /^(?:[^:/?#\\]*:)?[/\\]{2,}([^/?#\\]*)/.exec(input)?.[1];
}

function same(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? null)?.toLowerCase() === (b ?? null)?.toLowerCase();
}

/** The fields an authority confusion (slashes, encoded data, userinfo/host) can show up in. */
const AUTHORITY_FIELDS: ReadonlySet<ComponentName> = new Set<ComponentName>([
  'authority',
  'userinfo',
  'host',
  'port',
  'path',
]);

const AUTHORITY_LABELS: ReadonlySet<ConfusionLabel> = new Set<ConfusionLabel>([
  'slashes',
  'encoded-data',
  'userinfo-host',
]);

/**
 * The labels of an input that apply to one of its disagreements: a query or fragment mismatch
 * is not explained by how the authority was split, so it keeps only backslash and scheme.
 */
export function labelsForField(
  labels: readonly ConfusionLabel[],
  field: ComponentName | undefined,
): ConfusionLabel[] {
  if (field === undefined || AUTHORITY_FIELDS.has(field)) return [...labels];
  return labels.filter((label) => !AUTHORITY_LABELS.has(label));
}

/** The labels that apply to an input on which a peer and the reference disagree. */
export function confusionLabels(facts: LabelFacts): ConfusionLabel[] {
  const { input, reference, peer, referenceValid, differingFields } = facts;
  const labels: ConfusionLabel[] = [];
  if (input.includes('\\')) labels.push('backslash');

  const peerScheme = peer.scheme;
  const schemeDiffers =
    differingFields.includes('scheme') ||
    (!referenceValid &&
      typeof peerScheme === 'string' &&
      (typeof reference.scheme !== 'string' ||
        !isValid('scheme', reference.scheme) ||
        !same(reference.scheme, peerScheme)));
  if (schemeDiffers) labels.push('scheme');

  const { afterScheme, run, scheme } = slashRun(input);
  const authorityInDoubt =
    differingFields.includes('authority') ||
    differingFields.includes('host') ||
    (peer.authority !== undefined && (peer.authority === null) !== (reference.authority == null)) ||
    (peer.host !== undefined && (peer.host === null) !== (reference.host == null));
  // "//" after a scheme is the one expected run; "http:evil.com" only counts when a side
  // found an authority there anyway. Without a scheme, "//" starts a network-path reference.
  let oddSlashes = run.includes('\\');
  if (afterScheme) {
    // "file:///path" is the usual form of a file URI (empty authority), not a confusion.
    const usual = run === '//' || (run === '///' && scheme === 'file');
    oddSlashes ||= (run.length > 0 && !usual) || (run.length === 0 && authorityInDoubt);
  } else {
    oddSlashes ||= run.length >= 3;
  }
  if (oddSlashes) labels.push('slashes');

  const authority = rawAuthority(input);
  if (
    (authority !== undefined && ENCODED_DELIMITER.test(authority)) ||
    (typeof peer.host === 'string' && ENCODED_DELIMITER.test(peer.host))
  ) {
    labels.push('encoded-data');
  }

  const hostDiffers =
    differingFields.includes('host') ||
    (!referenceValid && peer.host !== undefined && !same(reference.host, peer.host));
  if (input.includes('@') && hostDiffers) labels.push('userinfo-host');
  return labels;
}
