/**
 * Judges one peer's answer for one input against the reference: the verdict first (false accept,
 * false reject), then the eight components, compared with the reference's when both accept and
 * with the input cut at RFC 3986's delimiters (Appendix B) when only the peer accepts.
 *
 * `REFERENCE_GRAMMARS` below is the one place that decides what the reference says for a peer
 * (validity, where it fails, the components of valid input), per grammar: RFC 3986, RFC 3987,
 * RFC 6874 or RFC 2396, each the library's own `grammar(name)`.
 */
import { grammar as grammarNamed } from '../grammars';
import type { CheckResult } from '../validate';
import { type ComponentRecord, confusionLabels, labelsForField } from './confusion';
import { lenientSplit } from './lenient-split';
import { type FieldContext, normalizeComponent } from './normalization';
import {
  COMPONENT_NAMES,
  type ComponentName,
  type Disagreement,
  type Peer,
  PEER_GRAMMARS,
  type PeerGrammar,
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

function toRecord(
  components: Readonly<Partial<Record<ComponentName, string | undefined>>>,
): ComponentRecord {
  const record: ComponentRecord = {};
  for (const field of COMPONENT_NAMES) record[field] = components[field] ?? null;
  return record;
}

/** What the reference knows of one grammar: verdicts, errors and the components of valid input. */
export interface ReferenceGrammar {
  /** The grammar this is: what the report names as the one the peer was judged with. */
  readonly grammar: PeerGrammar;
  isValid(rule: PeerRule, input: string): boolean;
  check(rule: PeerRule, input: string): CheckResult;
  /** The components of input `isValid` accepts (a URI splits the same as a URI-reference). */
  components(input: string): ComponentRecord;
}

/**
 * The rule of each grammar that a peer's `URI` and `URI-reference` stand for: RFC 3987 calls them
 * `IRI` and `IRI-reference`, RFC 2396 `absoluteURI` and `URI-reference`.
 */
const RULES: Readonly<Record<PeerGrammar, Readonly<Record<PeerRule, string>>>> = {
  rfc3986: { URI: 'URI', 'URI-reference': 'URI-reference' },
  rfc3987: { URI: 'IRI', 'URI-reference': 'IRI-reference' },
  rfc6874: { URI: 'URI', 'URI-reference': 'URI-reference' },
  rfc2396: { URI: 'absoluteURI', 'URI-reference': 'URI-reference' },
};

function referenceGrammar(name: PeerGrammar): ReferenceGrammar {
  const compiled = grammarNamed(name);
  const isValidRule = compiled.isValid as (rule: string, text: string) => boolean;
  const checkRule = compiled.check as (rule: string, text: string) => CheckResult<string>;
  return {
    grammar: name,
    isValid: (rule, input) => isValidRule(RULES[name][rule], input),
    check: (rule, input) => checkRule(RULES[name][rule], input) as CheckResult,
    // A URI splits the same as a URI-reference, in every grammar; RFC 2396's registry-based
    // authority has no host, and an RFC 6874 host keeps its zone, as each grammar's parse says.
    components: (input) => toRecord(compiled.parse(input)),
  };
}

/** The reference grammar of each specification a peer can follow. */
const REFERENCE_GRAMMARS: Readonly<Record<PeerGrammar, ReferenceGrammar>> = {
  rfc3986: referenceGrammar('rfc3986'),
  rfc3987: referenceGrammar('rfc3987'),
  rfc6874: referenceGrammar('rfc6874'),
  rfc2396: referenceGrammar('rfc2396'),
};

/** The reference grammar that judges a peer following `grammar`. */
export function referenceGrammarFor(grammar: PeerGrammar): ReferenceGrammar {
  return REFERENCE_GRAMMARS[grammar];
}

/**
 * What the reference says about one input, computed once however many peers ask, and only as
 * far as they ask (most inputs need no error position).
 */
export class ReferenceView {
  private readonly verdicts = new Map<string, boolean>();
  private readonly records = new Map<PeerGrammar, ComponentRecord>();
  private split: ComponentRecord | undefined;

  constructor(readonly input: string) {}

  valid(grammar: ReferenceGrammar, rule: PeerRule): boolean {
    const key = `${grammar.grammar} ${rule}`;
    let verdict = this.verdicts.get(key);
    if (verdict === undefined) {
      verdict = grammar.isValid(rule, this.input);
      this.verdicts.set(key, verdict);
    }
    return verdict;
  }

  /** The components of a valid input. */
  components(grammar: ReferenceGrammar): ComponentRecord {
    let record = this.records.get(grammar.grammar);
    if (record === undefined) {
      record = grammar.components(this.input);
      this.records.set(grammar.grammar, record);
    }
    return record;
  }

  /** For input the reference rejects: where RFC 3986's delimiters cut it (lenient-split.ts). */
  lenientSplit(): ComponentRecord {
    this.split ??= lenientSplit(this.input);
    return this.split;
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

/**
 * The fields the peer reported, and those that differ from `referenceRecord`: exactly, or after
 * the same normalization of both sides where the peer says it normalizes the field.
 */
function compareFields(
  peer: Peer,
  peerRecord: ComponentRecord,
  referenceRecord: ComponentRecord,
  input: string,
): { compared: ComponentName[]; differing: Disagreement[]; fields: ComponentName[] } {
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
  return { compared, differing, fields };
}

/** The grammars that accept `reference.input` as the peer's rule, in `PEER_GRAMMARS` order. */
export function acceptingGrammars(peer: Peer, reference: ReferenceView): PeerGrammar[] {
  return PEER_GRAMMARS.filter((name) => reference.valid(REFERENCE_GRAMMARS[name], peer.rule));
}

/**
 * Judges `result`, the answer of `peer` for `reference.input`, by the grammar `judgedWith` (the
 * peer's own by default). A false accept or reject also says which grammars accept the input,
 * so a zone ID reads "RFC 6874, not RFC 3986".
 */
export function judge(
  peer: Peer,
  result: PeerResult,
  reference: ReferenceView,
  judgedWith: PeerGrammar = peer.grammar ?? 'rfc3986',
): Judgement {
  const { input } = reference;
  const grammar = referenceGrammarFor(judgedWith);
  const referenceValid = reference.valid(grammar, peer.rule);
  const peerRecord: ComponentRecord = result.components ?? {};

  if (result.valid && !referenceValid) {
    const outcome = grammar.check(peer.rule, input);
    const error = outcome.ok ? undefined : outcome.error;
    const split = reference.lenientSplit();
    const splitDiffers = compareFields(peer, peerRecord, split, input).fields;
    const confusion = confusionLabels({
      input,
      reference: split,
      peer: peerRecord,
      referenceValid,
      differingFields: splitDiffers,
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
          split,
          splitDiffers,
          confusion,
          acceptedBy: acceptingGrammars(peer, reference),
        },
      ],
      compared: [],
    };
  }

  if (!result.valid) {
    if (!referenceValid) return { outcome: 'agree-invalid', disagreements: [], compared: [] };
    const referenceRecord = reference.components(grammar);
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
          acceptedBy: acceptingGrammars(peer, reference),
        },
      ],
      compared: [],
    };
  }

  const referenceRecord = reference.components(grammar);
  const { compared, differing, fields } = compareFields(peer, peerRecord, referenceRecord, input);
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
