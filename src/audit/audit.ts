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
import { AuditUsageError, COMPONENT_NAMES, PEER_GRAMMARS } from './types';
import { option } from '../own-properties';
import { describeValue } from '../validate';

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
  givenPeers: Peer[],
  options?: AuditOptions,
): Promise<AuditReport> {
  const perGrammar = await auditPerGrammar(inputs, givenPeers, options);
  return { peers: perGrammar.map(bestGrammarReport) };
}

/**
 * `audit` before it picks a grammar: per peer, one report for each grammar it was judged with
 * (one grammar, or all of them for `grammar: 'all'`). The CLI audits batches this way and adds
 * the batches up per grammar, so that `--grammar all` picks from whole-input counts.
 */
export async function auditPerGrammar(
  inputs: AsyncIterable<string> | Iterable<string>,
  givenPeers: Peer[],
  options?: AuditOptions,
): Promise<PeerReport[][]> {
  const keepExamples = option(options, 'keepExamples', 'audit') ?? Infinity;
  if (typeof keepExamples !== 'number' || !(keepExamples >= 0)) {
    throw new TypeError(
      `audit: keepExamples must be a number from 0 up, got ${describeValue(keepExamples)}`,
    );
  }
  const onProgress = option(options, 'onProgress', 'audit');
  if (onProgress !== undefined && typeof onProgress !== 'function') {
    throw new TypeError(`audit: onProgress must be a function, got ${describeValue(onProgress)}`);
  }
  const chosen = option(options, 'grammar', 'audit');
  if (chosen !== undefined && chosen !== 'all' && !PEER_GRAMMARS.includes(chosen as PeerGrammar)) {
    throw new TypeError(
      `audit: grammar must be ${PEER_GRAMMARS.join(', ')} or all, not ${describeValue(chosen)}`,
    );
  }
  if (!Array.isArray(givenPeers)) {
    throw new TypeError(`audit: peers must be an array, got ${describeValue(givenPeers)}`);
  }
  const peers = readPeers(givenPeers);
  const iterable = readInputs(inputs);
  // One tally per peer and grammar it is judged with: one grammar, or every grammar for 'all'.
  const grammarsOf = (peer: Peer): readonly PeerGrammar[] =>
    chosen === 'all'
      ? PEER_GRAMMARS
      : [(chosen as PeerGrammar | undefined) ?? peer.grammar ?? 'rfc3986'];
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
        if (answer.kind === 'failed') throw peerFailure(peer, flight.input, answer.error);
        let judgement: Judgement;
        try {
          judgement = judge(peer, answer.result, reference, tally.judgedWith);
        } catch (error) {
          throw peerFailure(peer, flight.input, error);
        }
        tally.add(judgement);
      }
    });
    done++;
    if (onProgress !== undefined) {
      try {
        (onProgress as (done: number) => void)(done);
      } catch (error) {
        throw new AuditUsageError('audit: the onProgress callback threw', { cause: error });
      }
    }
  };

  try {
    for await (const input of iterable) {
      if (typeof input !== 'string') {
        throw new TypeError(`audit: inputs must be strings, got ${describeValue(input)}`);
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
  if (broken) throw peerFailure(undefined, undefined, broken.error);
  return tallies.map((list) => list.map((tally) => tally.report));
}

/**
 * What a broken peer ends the audit with: its own AuditUsageError as it is, anything else it
 * threw (a peer is the caller's code) wrapped in one that names the peer and the input.
 */
function peerFailure(peer: Peer | undefined, input: string | undefined, error: unknown): Error {
  if (error instanceof AuditUsageError || error instanceof TypeError) return error;
  const who = peer === undefined ? 'a peer' : `peer ${peer.name}`;
  const where =
    input === undefined ? 'when it was closed' : `on input ${JSON.stringify(input.slice(0, 80))}`;
  return new AuditUsageError(`${who} failed ${where} (its own error is the cause)`, {
    cause: error,
  });
}

/**
 * The peers as the audit uses them: each read once, its fields checked, and its methods called on
 * it. A peer is caller code, possibly a class instance whose methods live on its prototype, so
 * its fields are read as properties; anything that fails to read is a TypeError.
 */
function readPeers(list: readonly unknown[]): Peer[] {
  let given: unknown[];
  try {
    given = Array.from(list);
  } catch {
    throw new TypeError('audit: peers could not be read as an array');
  }
  return given.map((candidate, index) => {
    try {
      if (typeof candidate !== 'object' || candidate === null) throw new Error('not an object');
      const peer = candidate as Record<keyof Peer, unknown>;
      const { name, rule, grammar, parse, close, oneLinePerInput } = peer;
      if (typeof name !== 'string') throw new Error('name is not a string');
      if (rule !== 'URI' && rule !== 'URI-reference')
        throw new Error('rule is not URI or URI-reference');
      if (grammar !== undefined && !PEER_GRAMMARS.includes(grammar as PeerGrammar))
        throw new Error('unknown grammar');
      if (typeof parse !== 'function') throw new Error('parse is not a function');
      if (close !== undefined && typeof close !== 'function')
        throw new Error('close is not a function');
      const normalizes: Peer['normalizes'] = {};
      const given = peer.normalizes;
      if (given !== undefined && (typeof given !== 'object' || given === null)) {
        throw new Error('normalizes is not an object');
      }
      for (const field of COMPONENT_NAMES) {
        const value = (given as Record<string, unknown> | undefined)?.[field];
        if (value === undefined) continue;
        if (typeof value !== 'string') throw new Error(`normalizes.${field} is not a string`);
        normalizes[field] = value;
      }
      return {
        name,
        rule,
        ...(grammar === undefined ? {} : { grammar: grammar as PeerGrammar }),
        normalizes,
        ...(oneLinePerInput === true ? { oneLinePerInput: true } : {}),
        parse: (input: string) => (parse as Peer['parse']).call(candidate, input),
        ...(close === undefined
          ? {}
          : { close: () => (close as NonNullable<Peer['close']>).call(candidate) }),
      };
    } catch (error) {
      throw new TypeError(
        `audit: peers[${index}] is not a peer (${error instanceof Error && error.constructor === Error ? error.message : 'reading it threw'}); a peer has name, rule, normalizes and parse`,
      );
    }
  });
}

/** The inputs as an async iterable whose own failures are the audit's documented error. */
async function* readInputs(
  inputs: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<unknown> {
  let iterator: AsyncIterator<unknown> | Iterator<unknown>;
  try {
    const source = inputs as Partial<AsyncIterable<unknown> & Iterable<unknown>>;
    const asyncOpen = source[Symbol.asyncIterator];
    const syncOpen = source[Symbol.iterator];
    if (typeof asyncOpen === 'function') iterator = asyncOpen.call(inputs);
    else if (typeof syncOpen === 'function') iterator = syncOpen.call(inputs);
    else throw new TypeError('audit: inputs must be an iterable or async iterable of strings');
  } catch (error) {
    if (error instanceof TypeError) throw error;
    throw new AuditUsageError('audit: the inputs could not be read', { cause: error });
  }
  for (;;) {
    let step: IteratorResult<unknown>;
    try {
      step = await iterator.next();
    } catch (error) {
      throw new AuditUsageError('audit: reading the inputs failed', { cause: error });
    }
    if (step.done) return;
    yield step.value;
  }
}

/**
 * A peer's report: its one tally, or with every grammar, the tally of the grammar it agrees with
 * most (the one it follows wins a tie, then the order of `PEER_GRAMMARS`) with the counts of all.
 */
export function bestGrammarReport(reports: readonly PeerReport[]): PeerReport {
  if (reports.length === 1) return reports[0]!;
  const own = reports[0]!.grammar;
  const best = [...reports].sort(
    (a, b) => b.agree - a.agree || Number(b.judgedWith === own) - Number(a.judgedWith === own),
  )[0]!;
  const byGrammar: NonNullable<PeerReport['byGrammar']> = {};
  for (const { judgedWith, agree, falseAccepts, falseRejects, mismatchedInputs } of reports) {
    byGrammar[judgedWith] = { agree, falseAccepts, falseRejects, mismatchedInputs };
  }
  return { ...best, byGrammar };
}
