/**
 * The audit loop: reads inputs one at a time (a file of millions of lines is fine), asks every
 * peer, judges each answer against the reference and tallies the result. Only the examples
 * kept for the report (`keepExamples`) and a small window of inputs in flight stay in memory.
 */
import { type Judgement, ReferenceView, judge } from './compare';
import { sendable } from './cmd-peer';
import type {
  AuditOptions,
  AuditReport,
  Disagreement,
  Peer,
  PeerReport,
  PeerResult,
} from './types';

/**
 * Inputs asked before the oldest answer is awaited. External peers answer over a pipe; keeping
 * several inputs in flight hides the round trip. Library peers answer at once anyway.
 */
const IN_FLIGHT = 64;

/** A peer's answer, or why it could not give one, without a promise that could reject unseen. */
type Settled =
  { kind: 'answer'; result: PeerResult } | { kind: 'skipped' } | { kind: 'failed'; error: unknown };

interface InFlight {
  input: string;
  answers: Promise<Settled>[];
}

function ask(peer: Peer, input: string): Promise<Settled> {
  if (peer.oneLinePerInput && !sendable(input)) return Promise.resolve({ kind: 'skipped' });
  try {
    return Promise.resolve(peer.parse(input)).then(
      (result): Settled => ({ kind: 'answer', result }),
      (error: unknown): Settled => ({ kind: 'failed', error }),
    );
  } catch (error) {
    return Promise.resolve({ kind: 'failed', error });
  }
}

class Tally {
  readonly report: PeerReport;
  private readonly kept = new Map<string, number>();

  constructor(
    peer: Peer,
    private readonly keepExamples: number,
  ) {
    this.report = {
      name: peer.name,
      rule: peer.rule,
      normalizes: { ...peer.normalizes },
      inputs: 0,
      skipped: 0,
      agree: 0,
      agreeInvalid: 0,
      falseAccepts: 0,
      falseRejects: 0,
      mismatchedInputs: 0,
      mismatches: {},
      compared: {},
      disagreements: [],
    };
  }

  skip(): void {
    this.report.inputs++;
    this.report.skipped++;
  }

  add(judgement: Judgement): void {
    const report = this.report;
    report.inputs++;
    switch (judgement.outcome) {
      case 'agree':
        report.agree++;
        break;
      case 'agree-invalid':
        report.agree++;
        report.agreeInvalid++;
        break;
      case 'false-accept':
        report.falseAccepts++;
        break;
      case 'false-reject':
        report.falseRejects++;
        break;
      case 'mismatch':
        report.mismatchedInputs++;
        break;
    }
    for (const field of judgement.compared) {
      report.compared[field] = (report.compared[field] ?? 0) + 1;
    }
    for (const disagreement of judgement.disagreements) {
      if (disagreement.field !== undefined) {
        report.mismatches[disagreement.field] = (report.mismatches[disagreement.field] ?? 0) + 1;
      }
      this.keep(disagreement);
    }
  }

  /** Stores up to `keepExamples` per category, counting component mismatches per field. */
  private keep(disagreement: Disagreement): void {
    const key = disagreement.field ?? disagreement.category;
    const count = this.kept.get(key) ?? 0;
    if (count >= this.keepExamples) return;
    this.kept.set(key, count + 1);
    this.report.disagreements.push(disagreement);
  }
}

/**
 * Audits `peers` on `inputs`. Every peer is closed when the audit ends, normally or not. A
 * peer whose `parse` throws or rejects (an external program that exits or answers garbage)
 * ends the audit with that error: the built-in library peers turn their parser's exceptions
 * into rejections, so a throw means the peer itself is broken.
 */
export async function audit(
  inputs: AsyncIterable<string> | Iterable<string>,
  peers: Peer[],
  options: AuditOptions = {},
): Promise<AuditReport> {
  const keepExamples = options.keepExamples ?? Infinity;
  const tallies = peers.map((peer) => new Tally(peer, keepExamples));
  const window: InFlight[] = [];
  let done = 0;

  const settle = async (flight: InFlight): Promise<void> => {
    const answers = await Promise.all(flight.answers);
    const reference = new ReferenceView(flight.input);
    answers.forEach((answer, i) => {
      const peer = peers[i]!;
      const tally = tallies[i]!;
      if (answer.kind === 'skipped') {
        tally.skip();
        return;
      }
      if (answer.kind === 'failed') throw answer.error;
      tally.add(judge(peer, answer.result, reference));
    });
    done++;
    options.onProgress?.(done);
  };

  try {
    for await (const input of inputs) {
      if (typeof input !== 'string') {
        throw new TypeError(`audit: inputs must be strings, got ${typeof input}`);
      }
      window.push({ input, answers: peers.map((peer) => ask(peer, input)) });
      if (window.length >= IN_FLIGHT) await settle(window.shift()!);
    }
    while (window.length > 0) await settle(window.shift()!);
  } finally {
    await Promise.allSettled(peers.map((peer) => Promise.resolve(peer.close?.())));
  }
  return { peers: tallies.map((tally) => tally.report) };
}
