/**
 * Judges one peer's answer for one input against the reference: the verdict first (false accept,
 * false reject), then, when both accept, each of the eight components.
 */
import { type UriComponents, parse, splitValid } from '../components';
import { check, isValid } from '../validate';
import { type ComponentRecord, confusionLabels, labelsForField } from './confusion';
import { type FieldContext, normalizeComponent } from './normalization';
import {
  COMPONENT_NAMES,
  type ComponentName,
  type Disagreement,
  type Peer,
  type PeerResult,
  type PeerRule,
} from './types';

export type Outcome = 'agree' | 'agree-invalid' | 'false-accept' | 'false-reject' | 'mismatch';

export interface Judgement {
  outcome: Outcome;
  /** One per differing field for 'mismatch', one for a false accept or reject, else none. */
  disagreements: Disagreement[];
  /** The fields compared (both accept and the peer reported them). */
  compared: ComponentName[];
}

function toRecord(components: UriComponents): ComponentRecord {
  const record: ComponentRecord = {};
  for (const field of COMPONENT_NAMES) record[field] = components[field] ?? null;
  return record;
}

/**
 * What the reference says about one input, computed once however many peers ask, and only as
 * far as they ask (most inputs need no error position).
 */
export class ReferenceView {
  private readonly verdicts = new Map<PeerRule, boolean>();
  private record: ComponentRecord | undefined;

  constructor(readonly input: string) {}

  valid(rule: PeerRule): boolean {
    let verdict = this.verdicts.get(rule);
    if (verdict === undefined) {
      verdict = isValid(rule, this.input);
      this.verdicts.set(rule, verdict);
    }
    return verdict;
  }

  /** The components of a valid input (a URI splits the same as a URI-reference). */
  components(): ComponentRecord {
    this.record ??= toRecord(parse(this.input));
    return this.record;
  }

  /**
   * For input the reference rejects: where a splitter that follows the RFC's delimiters would
   * cut it. Only used to tell which parts a peer read differently (the confusion labels).
   */
  naiveSplit(): ComponentRecord {
    return toRecord(splitValid(this.input));
  }
}

function contextOf(record: ComponentRecord, fallback: ComponentRecord): FieldContext {
  const scheme = record.scheme === undefined ? (fallback.scheme ?? null) : record.scheme;
  let hasAuthority: boolean;
  if (record.authority !== undefined) hasAuthority = record.authority !== null;
  else if (record.host !== undefined) hasAuthority = record.host !== null;
  else hasAuthority = fallback.authority != null;
  return { scheme, hasAuthority };
}

/** Judges `result`, the answer of `peer` for `reference.input`. */
export function judge(peer: Peer, result: PeerResult, reference: ReferenceView): Judgement {
  const { input } = reference;
  const referenceValid = reference.valid(peer.rule);
  const peerRecord: ComponentRecord = result.components ?? {};

  if (result.valid && !referenceValid) {
    const outcome = check(peer.rule, input);
    const error = outcome.ok ? undefined : outcome.error;
    const confusion = confusionLabels({
      input,
      reference: reference.naiveSplit(),
      peer: peerRecord,
      referenceValid,
      differingFields: [],
    });
    return {
      outcome: 'false-accept',
      disagreements: [
        {
          input,
          category: 'false-accept',
          reference: error?.message,
          peer: peerRecord,
          rule: error?.rule,
          offset: error?.offset,
          confusion,
        },
      ],
      compared: [],
    };
  }

  if (!result.valid) {
    if (!referenceValid) return { outcome: 'agree-invalid', disagreements: [], compared: [] };
    const referenceRecord = reference.components();
    const confusion = confusionLabels({
      input,
      reference: referenceRecord,
      peer: {},
      referenceValid,
      differingFields: [],
    });
    return {
      outcome: 'false-reject',
      disagreements: [
        {
          input,
          category: 'false-reject',
          reference: referenceRecord,
          peer: result.error ?? 'rejected',
          confusion,
        },
      ],
      compared: [],
    };
  }

  const referenceRecord = reference.components();
  const referenceContext = contextOf(referenceRecord, referenceRecord);
  const peerContext = contextOf(peerRecord, referenceRecord);
  const differing: Disagreement[] = [];
  const fields: ComponentName[] = [];
  const compared: ComponentName[] = [];
  for (const field of COMPONENT_NAMES) {
    const peerValue = peerRecord[field];
    if (peerValue === undefined) continue; // not reported: nothing to compare
    compared.push(field);
    const referenceValue = referenceRecord[field] ?? null;
    const description = peer.normalizes[field];
    // A field the peer normalizes is compared after the same normalization of both sides.
    const normalized =
      description === undefined
        ? undefined
        : {
            reference: normalizeComponent(field, referenceValue, referenceContext, description),
            peer: normalizeComponent(field, peerValue, peerContext, description),
          };
    const same = normalized
      ? normalized.reference === normalized.peer
      : peerValue === referenceValue;
    if (same) continue;
    fields.push(field);
    differing.push({
      input,
      category: 'component',
      field,
      reference: referenceValue,
      peer: peerValue,
      ...(normalized ? { normalized } : {}),
    });
  }
  if (differing.length === 0) return { outcome: 'agree', disagreements: [], compared };
  const confusion = confusionLabels({
    input,
    reference: referenceRecord,
    peer: peerRecord,
    referenceValid,
    differingFields: fields,
  });
  for (const disagreement of differing) {
    disagreement.confusion = labelsForField(confusion, disagreement.field);
  }
  return { outcome: 'mismatch', disagreements: differing, compared };
}
