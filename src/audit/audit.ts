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
  PeerGrammar,
  PeerReport,
  PeerResult,
} from './types';
import { PEER_GRAMMARS } from './types';

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
    readonly judgedWith: PeerGrammar,
  ) {
    this.report = {
      name: peer.name,
      rule: peer.rule,
      grammar: peer.grammar ?? 'rfc3986',
      judgedWith,
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

/** Closes every peer; the first failure to close, if any. */
async function closeAll(peers: readonly Peer[]): Promise<{ error: unknown } | undefined> {
  const closed = await Promise.allSettled(
    peers.map((peer) => Promise.resolve().then(() => peer.close?.())),
  );
  const failed = closed.find((outcome) => outcome.status === 'rejected');
  return failed ? { error: failed.reason } : undefined;
}

/**
 * Audits `peers` on `inputs`. Every peer is closed when the audit ends, normally or not. A
 * peer whose `parse` throws or rejects (an external program that exits or answers garbage)
 * ends the audit with that error: the built-in library peers turn their parser's exceptions
 * into rejections, so a throw means the peer itself is broken. A peer whose `close` rejects
 * (an external program that printed more answers than inputs) fails the audit the same way.
 */
export async function audit(
  inputs: AsyncIterable<string> | Iterable<string>,
  peers: Peer[],
  options: AuditOptions = {},
): Promise<AuditReport> {
  const keepExamples = options.keepExamples ?? Infinity;
  const chosen = options.grammar;
  if (chosen !== undefined && chosen !== 'all' && !PEER_GRAMMARS.includes(chosen)) {
    throw new TypeError(
      `audit: grammar must be ${PEER_GRAMMARS.join(', ')} or all, not ${JSON.stringify(String(chosen))}`,
    );
  }
  // One tally per peer and grammar it is judged with: one grammar, or every grammar for 'all'.
  const grammarsOf = (peer: Peer): readonly PeerGrammar[] =>
    chosen === 'all' ? PEER_GRAMMARS : [chosen ?? peer.grammar ?? 'rfc3986'];
  const tallies = peers.map((peer) =>
    grammarsOf(peer).map((grammar) => new Tally(peer, keepExamples, grammar)),
  );
  const window: InFlight[] = [];
  let done = 0;

  const settle = async (flight: InFlight): Promise<void> => {
    const answers = await Promise.all(flight.answers);
    const reference = new ReferenceView(flight.input);
    answers.forEach((answer, i) => {
      const peer = peers[i]!;
      for (const tally of tallies[i]!) {
        if (answer.kind === 'skipped') {
          tally.skip();
          continue;
        }
        if (answer.kind === 'failed') throw answer.error;
        tally.add(judge(peer, answer.result, reference, tally.judgedWith));
      }
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
  } catch (error) {
    await closeAll(peers);
    throw error;
  }
  // Only now is a peer's last word in: an external program can still print a line too many
  // after its last answer, which means its answers went to the wrong inputs.
  const broken = await closeAll(peers);
  if (broken) throw broken.error;
  return { peers: tallies.map(reportOf) };
}

/**
 * A peer's report: its one tally, or with every grammar, the tally of the grammar it agrees with
 * most (the one it follows wins a tie, then the order of `PEER_GRAMMARS`) with the counts of all.
 */
function reportOf(tallies: readonly Tally[]): PeerReport {
  if (tallies.length === 1) return tallies[0]!.report;
  const own = tallies[0]!.report.grammar;
  const best = [...tallies].sort(
    (a, b) =>
      b.report.agree - a.report.agree ||
      Number(b.judgedWith === own) - Number(a.judgedWith === own),
  )[0]!;
  const byGrammar: NonNullable<PeerReport['byGrammar']> = {};
  for (const { judgedWith, report } of tallies) {
    const { agree, falseAccepts, falseRejects, mismatchedInputs } = report;
    byGrammar[judgedWith] = { agree, falseAccepts, falseRejects, mismatchedInputs };
  }
  return { ...best.report, byGrammar };
}
