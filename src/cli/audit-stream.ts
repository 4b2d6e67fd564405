/**
 * `uri-grammar audit` over files and stdin in batches, with `--jobs N` worker threads (issue 17).
 *
 * Each batch is audited on its own (in a worker, or on the main thread at `--jobs 1`) by peers
 * loaded once per thread; the main thread adds the batch reports up in input order. The merged
 * report is the one a single pass gives: counts add, a field is listed where the input first
 * showed it, and the kept examples are the first `keepExamples` per category in input order
 * (each batch kept its own first ones, so the first over all are among them).
 */
import { writeFileSync } from 'node:fs';
import {
  type AuditOptions,
  type AuditReport,
  AuditUsageError,
  BUILTIN_CORPUS,
  BUILTIN_PEERS,
  type Disagreement,
  PEER_GRAMMARS,
  type Peer,
  type PeerGrammar,
  type PeerReport,
  loadPeer,
  renderHtml,
  renderText,
} from '../audit';
import { auditPerGrammar, bestGrammarReport } from '../audit/audit';
import { UsageError, type ParsedArgs } from './args';
import type { Collector, StreamSpec } from './command';
import { escapeJsonOutput, escapeTextOutput } from './escape';
import type { Io } from './io';
import type { Output } from './output';
import { EXIT_INVALID, EXIT_OK } from './run';
import { type StreamingCommand, runStreamed } from './stream';

/** The peers `--peer` names, loaded; every one closed again if one fails to load. */
export async function loadPeers(args: ParsedArgs): Promise<Peer[]> {
  const names = (args.values.get('peer') ?? '').split(',').filter((name) => name.length > 0);
  if (names.length === 0) {
    throw new UsageError(
      `audit needs --peer NAME[,NAME...]; built-in peers: ${BUILTIN_PEERS.join(', ')}`,
    );
  }
  const peers: Peer[] = [];
  try {
    for (const name of names) peers.push(loadPeer(name));
  } catch (error) {
    await Promise.all(peers.map(async (peer) => peer.close?.()));
    if (error instanceof AuditUsageError) throw new UsageError(error.message);
    throw error;
  }
  return peers;
}

/**
 * The same peer for one batch: `audit` closes its peers when done, these stay open. A wrapper,
 * not a prototype view: a peer's `parse` keeps state on `this` (the program it started), and
 * that state must land on the peer that `close` ends.
 */
function keptOpen(peer: Peer): Peer {
  return {
    name: peer.name,
    rule: peer.rule,
    ...(peer.grammar === undefined ? {} : { grammar: peer.grammar }),
    normalizes: peer.normalizes,
    ...(peer.oneLinePerInput === undefined ? {} : { oneLinePerInput: peer.oneLinePerInput }),
    parse: (input) => peer.parse(input),
  };
}

export function keepExamplesOf(args: ParsedArgs): number {
  return args.flags.has('json') || args.values.has('html') ? 100 : 5;
}

/** `--grammar G`: one of PEER_GRAMMARS, or all; by default each peer's own. */
export function grammarOf(args: ParsedArgs): PeerGrammar | 'all' | undefined {
  const grammar = args.values.get('grammar');
  if (grammar === undefined || grammar === 'all') return grammar;
  if (!PEER_GRAMMARS.includes(grammar as PeerGrammar)) {
    throw new UsageError(
      `--grammar is ${PEER_GRAMMARS.join(', ')} or all, not ${JSON.stringify(grammar)}`,
    );
  }
  return grammar as PeerGrammar;
}

function auditOptions(args: ParsedArgs): AuditOptions {
  const grammar = grammarOf(args);
  return { keepExamples: keepExamplesOf(args), ...(grammar === undefined ? {} : { grammar }) };
}

/** A batch's reports: per peer, one per grammar it is judged with. */
export type BatchReports = PeerReport[][];

/**
 * Adds `more` (the next batch's reports) into `total`, as one pass over both would have. Each
 * grammar's report adds up on its own, so `--grammar all` picks a peer's grammar from the
 * counts over the whole input, not batch by batch.
 */
export function mergeReports(total: BatchReports, more: BatchReports, keepExamples: number): void {
  more.forEach((reports, i) => {
    const peer = total[i];
    // The first batch's report holds at most `keepExamples` per category already.
    if (peer === undefined) total[i] = reports;
    else reports.forEach((next, j) => mergePeer(peer[j]!, next, keepExamples));
  });
}

function mergePeer(peer: PeerReport, next: PeerReport, keepExamples: number): void {
  peer.inputs += next.inputs;
  peer.skipped += next.skipped;
  peer.agree += next.agree;
  peer.agreeInvalid += next.agreeInvalid;
  peer.falseAccepts += next.falseAccepts;
  peer.falseRejects += next.falseRejects;
  peer.mismatchedInputs += next.mismatchedInputs;
  for (const [field, count] of Object.entries(next.mismatches) as [
    keyof typeof next.mismatches,
    number,
  ][]) {
    peer.mismatches[field] = (peer.mismatches[field] ?? 0) + count;
  }
  for (const [field, count] of Object.entries(next.compared) as [
    keyof typeof next.compared,
    number,
  ][]) {
    peer.compared[field] = (peer.compared[field] ?? 0) + count;
  }
  const kept = new Map<string, number>();
  for (const disagreement of peer.disagreements) {
    const key = exampleKey(disagreement);
    kept.set(key, (kept.get(key) ?? 0) + 1);
  }
  for (const disagreement of next.disagreements) {
    const key = exampleKey(disagreement);
    const count = kept.get(key) ?? 0;
    if (count >= keepExamples) continue;
    kept.set(key, count + 1);
    peer.disagreements.push(disagreement);
  }
}

/** How the audit counts kept examples: per field for components, else per category. */
function exampleKey(disagreement: Disagreement): string {
  return disagreement.field ?? disagreement.category;
}

async function writeReport(args: ParsedArgs, output: Output, report: AuditReport): Promise<number> {
  const html = args.values.get('html');
  if (html !== undefined) writeFileSync(html, renderHtml(report));
  await output.writeLine(
    args.flags.has('json')
      ? escapeJsonOutput(JSON.stringify(report))
      : escapeTextOutput(renderText(report)),
  );
  const clean = report.peers.every((peer) => peer.agree + peer.skipped === peer.inputs);
  return clean ? EXIT_OK : EXIT_INVALID;
}

/** Whether the input is stdin (no FILE, no --input): empty, it falls back to the built-in corpus. */
function readsStdin(args: ParsedArgs): boolean {
  return !args.lists.has('input') || (args.lists.get('input') ?? []).every((name) => name === '-');
}

export const auditStream: StreamSpec<BatchReports> = {
  unit: 'line',
  async prepare(args) {
    const options = auditOptions(args);
    const peers = await loadPeers(args);
    return {
      process: (inputs) => auditPerGrammar(inputs, peers.map(keptOpen), options),
      close: async () => {
        const closed = await Promise.allSettled(
          peers.map((peer) => Promise.resolve().then(() => peer.close?.())),
        );
        const failed = closed.find((outcome) => outcome.status === 'rejected');
        if (failed) throw failed.reason;
      },
    };
  },
  collect(args, output): Collector<BatchReports> {
    const options = auditOptions(args);
    const total: BatchReports = [];
    let inputs = 0;
    const report = (reports: BatchReports): AuditReport => ({
      peers: reports.map(bestGrammarReport),
    });
    return {
      take(reports) {
        inputs += reports[0]?.[0]?.inputs ?? 0;
        mergeReports(total, reports, options.keepExamples!);
        return Promise.resolve();
      },
      async finish() {
        if (inputs > 0 || !readsStdin(args)) return writeReport(args, output, report(total));
        // Nothing on stdin: the built-in corpus, as `audit` without input has always done.
        const peers = await loadPeers(args);
        return writeReport(
          args,
          output,
          report(await auditPerGrammar(BUILTIN_CORPUS, peers, options)),
        );
      },
    };
  },
};

/**
 * Runs `audit` over its FILE argument (taken as `--input FILE`), its `--input` files, or stdin,
 * in batches. Callers keep the built-in corpus for a terminal on stdin with no file.
 */
export async function runAuditStreamed(
  command: StreamingCommand,
  args: ParsedArgs,
  io: Io,
): Promise<number> {
  if (args.positionals.length > 1) throw new UsageError('audit takes at most one FILE');
  const file = args.positionals[0];
  if (file !== undefined && args.lists.has('input')) {
    throw new UsageError('audit takes a FILE or --input, not both');
  }
  const lists = new Map(args.lists);
  if (file !== undefined) lists.set('input', [file]);
  return runStreamed(command, { ...args, lists, positionals: [] }, io);
}
