/** `uri-grammar audit`: other URL parsers compared with the reference, input by input. */
import { createReadStream, existsSync, writeFileSync } from 'node:fs';
import {
  AuditUsageError,
  BUILTIN_CORPUS,
  BUILTIN_PEERS,
  type Peer,
  audit,
  loadPeer,
  renderHtml,
  renderText,
} from '../audit';
import { UsageError } from './args';
import { auditStream, runAuditStreamed } from './audit-stream';
import type { Command } from './command';
import { inputs, writeLine } from './io';
import { EXIT_INVALID, EXIT_OK, INPUT_JOBS_HELP } from './run';

/** Inputs from FILE, else from stdin, else (stdin a terminal or empty) the built-in corpus. */
async function* auditInputs(
  file: string | undefined,
  stdin: NodeJS.ReadableStream & { isTTY?: boolean },
): AsyncGenerator<string> {
  if (file !== undefined) {
    if (!existsSync(file)) throw new UsageError(`no such file: ${file}`);
    yield* inputs([], createReadStream(file));
    return;
  }
  let read = 0;
  if (!stdin.isTTY) {
    for await (const line of inputs([], stdin as import('node:stream').Readable)) {
      read++;
      yield line;
    }
  }
  if (read === 0) yield* BUILTIN_CORPUS;
}

function progressBar(
  stderr: NodeJS.WritableStream & { isTTY?: boolean },
): ((done: number) => void) | undefined {
  if (!stderr.isTTY) return undefined;
  return (done) => {
    if (done % 1000 === 0) stderr.write(`\raudited ${done.toLocaleString('en')} inputs`);
  };
}

export const auditCommand: Command & { stream: typeof auditStream } = {
  name: 'audit',
  summary: 'compare other URL parsers with the reference, component by component',
  options: { values: ['peer', 'html', 'jobs', 'input'], flags: ['json'] },
  stream: auditStream,
  help: `uri-grammar audit --peer NAME[,NAME...] [--json] [--html FILE] [FILE]

Runs every input (one per line of FILE, or of stdin; with neither, a built-in corpus of RFC
examples, PEG traps, URL-confusion cases and generated strings) through the reference and
each peer, and reports false accepts (the peer accepts what RFC 3986 rejects, with the rule
and offset where the reference rejects), false rejects, and each component that differs
(absent null kept apart from empty ""; compared after RFC 6.2.2 normalization where the
peer normalizes, as the report says per field).

Peers: ${BUILTIN_PEERS.join(', ')} (node-url and node-legacy need nothing installed;
the others load the npm package of the same name), and cmd:COMMAND, an external parser in
any language: started once, it reads one input per line on stdin and answers one JSON line
{valid, scheme, authority, userinfo, host, port, path, query, fragment} (null for absent).

  --json        the whole report as one JSON object
  --html FILE   also write a self-contained HTML report to FILE
${INPUT_JOBS_HELP}
Exit 0 when every peer agrees on every input, 1 when there is any disagreement.

Example: uri-grammar audit --peer node-url,node-legacy`,
  run: async (args, io) => {
    // Files and piped input go in batches (--jobs); a terminal on stdin gets the corpus below.
    const stdin = io.stdin as { isTTY?: boolean };
    if (args.positionals.length > 0 || args.lists.has('input') || stdin.isTTY !== true) {
      return runAuditStreamed(auditCommand, args, io);
    }
    const names = (args.values.get('peer') ?? '').split(',').filter((name) => name.length > 0);
    if (names.length === 0)
      throw new UsageError(
        `audit needs --peer NAME[,NAME...]; built-in peers: ${BUILTIN_PEERS.join(', ')}`,
      );
    if (args.positionals.length > 1) throw new UsageError('audit takes at most one FILE');
    const peers: Peer[] = [];
    try {
      for (const name of names) peers.push(loadPeer(name));
    } catch (error) {
      await Promise.all(peers.map(async (peer) => peer.close?.()));
      if (error instanceof AuditUsageError) throw new UsageError(error.message);
      throw error;
    }
    const onProgress = progressBar(io.stderr);
    const report = await audit(auditInputs(args.positionals[0], io.stdin), peers, {
      ...(onProgress ? { onProgress } : {}),
      keepExamples: args.flags.has('json') || args.values.has('html') ? 100 : 5,
    });
    if (onProgress) io.stderr.write('\n');
    const html = args.values.get('html');
    if (html !== undefined) writeFileSync(html, renderHtml(report));
    await writeLine(
      io.stdout,
      args.flags.has('json') ? JSON.stringify(report) : renderText(report),
    );
    const clean = report.peers.every((peer) => peer.agree + peer.skipped === peer.inputs);
    return clean ? EXIT_OK : EXIT_INVALID;
  },
};
