/** `uri-grammar audit`: other URL parsers compared with the reference, input by input. */
import { writeFileSync } from 'node:fs';
import {
  type AuditReport,
  BUILTIN_CORPUS,
  BUILTIN_PEERS,
  audit,
  renderHtml,
  renderText,
} from '../audit';
import {
  auditStream,
  grammarOf,
  keepExamplesOf,
  loadPeers,
  runAuditStreamed,
} from './audit-stream';
import type { Command } from './command';
import { writeLine } from './io';
import { EXIT_INVALID, EXIT_OK, INPUT_JOBS_HELP } from './run';

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
  options: { values: ['peer', 'html', 'grammar', 'jobs', 'input'], flags: ['json'] },
  stream: auditStream,
  help: `uri-grammar audit --peer NAME[,NAME...] [--grammar NAME|all] [--json] [--html FILE] [FILE]

Runs every input (one per line of FILE, or of stdin; with neither, a built-in corpus of RFC
examples, PEG traps, URL-confusion cases and generated strings) through the reference and
each peer, and reports false accepts (the peer accepts what the reference rejects, with the
rule and offset where it does), false rejects, and each component that differs
(absent null kept apart from empty ""; compared after RFC 6.2.2 normalization where the
peer normalizes, as the report says per field).

Peers: ${BUILTIN_PEERS.join(', ')},
and cmd:COMMAND.
- node-url and node-legacy need nothing installed; fast-uri, uri-js, whatwg-url and
  url-parse load the npm package of the same name.
- python-urllib (python3), java-uri (a JDK 11+; judged against RFC 2396) and perl-uri
  (perl's URI module) run the adapter shipped in adapters/.
- cmd:COMMAND is an external parser in any language: started once, it reads one input per
  line on stdin and answers one JSON line {valid, scheme, authority, userinfo, host, port,
  path, query, fragment} (null for absent). docs/audit.md says how to write one.

  --grammar G   judge every peer with G: rfc3986, rfc3987, rfc6874 or rfc2396 (default: the
                grammar each peer follows, RFC 3986 but for java-uri's RFC 2396); or all:
                every grammar, each peer reported with the one it agrees with most over
                the whole input, and each false accept or reject saying which grammars
                accept the input
  --json        the whole report as one JSON object
  --html FILE   also write a self-contained HTML report to FILE
${INPUT_JOBS_HELP}
Exit 0 when every peer agrees on every input, 1 when there is any disagreement, 2 when a
peer cannot run (a missing runtime or package, named in the message) or breaks the protocol
(it exits early, answers with a line that is not JSON, or with more lines than inputs).

Example: uri-grammar audit --peer node-url,node-legacy`,
  run: async (args, io) => {
    // Files and piped input go in batches (--jobs); a terminal on stdin gets the corpus below.
    const stdin = io.stdin as { isTTY?: boolean };
    if (args.positionals.length > 0 || args.lists.has('input') || stdin.isTTY !== true) {
      return runAuditStreamed(auditCommand, args, io);
    }
    const grammar = grammarOf(args);
    const peers = await loadPeers(args);
    const onProgress = progressBar(io.stderr);
    let report: AuditReport;
    try {
      report = await audit(BUILTIN_CORPUS, peers, {
        ...(onProgress ? { onProgress } : {}),
        ...(grammar === undefined ? {} : { grammar }),
        keepExamples: keepExamplesOf(args),
      });
    } finally {
      if (onProgress) io.stderr.write('\n');
    }
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
