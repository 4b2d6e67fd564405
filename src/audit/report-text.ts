/**
 * The plain-text audit summary: one table over all peers, then per peer the counts, what was
 * compared after normalization, and the first examples of each kind of disagreement.
 */
import {
  type AuditReport,
  COMPONENT_NAMES,
  type ComponentName,
  type Disagreement,
  PEER_GRAMMARS,
  type PeerGrammar,
  type PeerReport,
} from './types';

/** 'rfc2396' as a person writes it: "RFC 2396". */
export function grammarTitle(grammar: PeerGrammar): string {
  return `RFC ${grammar.slice(3)}`;
}

/** "RFC 3986", or "RFC 3986 and RFC 2396": the grammars a report's peers are judged against. */
export function grammarsTitle(report: AuditReport): string {
  const titles = [...new Set(report.peers.map((peer) => grammarTitle(peer.judgedWith)))];
  if (titles.length === 0) titles.push(grammarTitle('rfc3986'));
  return titles.length === 1
    ? titles[0]!
    : `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]!}`;
}

/**
 * Why a peer was judged with the grammar it was, when that is not simply the one it follows: the
 * grammar the audit was asked for, or, judged with every grammar, the one it agrees with most
 * and its agreement with each. Undefined when there is nothing to say.
 */
export function stopgapNote(peer: PeerReport): string | undefined {
  if (peer.byGrammar) {
    const counts = PEER_GRAMMARS.filter((grammar) => peer.byGrammar![grammar] !== undefined).map(
      (grammar) => `${grammarTitle(grammar)} ${peer.byGrammar![grammar]!.agree}`,
    );
    return `judged with every grammar, it agrees most with ${grammarTitle(peer.judgedWith)} (inputs agreed on: ${counts.join(', ')}); the counts below are ${grammarTitle(peer.judgedWith)}'s`;
  }
  if (peer.judgedWith === peer.grammar) return undefined;
  return `it follows ${grammarTitle(peer.grammar)}, and is judged with ${grammarTitle(peer.judgedWith)} as the audit was asked`;
}

/**
 * For a false accept or reject: which grammars accept the input, so that a zone ID reads
 * "accepted by RFC 6874, not by RFC 3986, RFC 3987, RFC 2396".
 */
export function acceptedByText(disagreement: Disagreement): string | undefined {
  const accepted = disagreement.acceptedBy;
  if (accepted === undefined) return undefined;
  const refused = PEER_GRAMMARS.filter((grammar) => !accepted.includes(grammar));
  if (accepted.length === 0) return 'no grammar accepts it';
  const by = accepted.map(grammarTitle).join(', ');
  return refused.length === 0
    ? `every grammar accepts it`
    : `accepted by ${by}, not by ${refused.map(grammarTitle).join(', ')}`;
}

/** For a false accept: the fields where the peer's reading differs from the RFC's delimiters. */
export function splitDifferences(disagreement: Disagreement): string | undefined {
  const split = disagreement.split;
  const fields = disagreement.splitDiffers ?? [];
  if (split === undefined || fields.length === 0) return undefined;
  const peer = (disagreement.peer ?? {}) as Partial<Record<ComponentName, string | null>>;
  const parts = fields.map(
    (field) => `${field} ${showValue(split[field] ?? null)} (peer ${showValue(peer[field])})`,
  );
  return `cut at the RFC's delimiters (Appendix B), it has ${parts.join(', ')}`;
}

/** Examples shown per category (per field for component mismatches). */
export const TEXT_EXAMPLES = 5;

/** A value as a person reads it: strings quoted with escapes visible, absent said so. */
export function showValue(value: unknown): string {
  if (value === null) return 'absent';
  if (value === undefined) return 'not reported';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'object' && !Array.isArray(value)) {
    const parts = Object.entries(value as Record<string, unknown>)
      .filter(([, part]) => part !== undefined)
      .map(([key, part]) => `${key} ${part === null ? 'absent' : JSON.stringify(part)}`);
    return `{${parts.join(', ')}}`;
  }
  return JSON.stringify(value) ?? typeof value;
}

function pad(cells: readonly string[], widths: readonly number[]): string {
  return cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
    .join('  ')
    .trimEnd();
}

function table(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => pad(row, widths));
}

function overview(report: AuditReport): string[] {
  const header = [
    'peer',
    'judged with',
    'rule',
    'inputs',
    'skipped',
    'agree',
    'false accepts',
    'false rejects',
    'mismatched',
  ];
  const rows = report.peers.map((peer) => [
    peer.name,
    grammarTitle(peer.judgedWith),
    peer.rule,
    String(peer.inputs),
    String(peer.skipped),
    String(peer.agree),
    String(peer.falseAccepts),
    String(peer.falseRejects),
    String(peer.mismatchedInputs),
  ]);
  return table([header, ...rows]);
}

function labels(disagreement: Disagreement): string {
  const confusion = disagreement.confusion ?? [];
  return confusion.length > 0 ? `  [${confusion.join(', ')}]` : '';
}

function example(disagreement: Disagreement, reference: string): string {
  const input = JSON.stringify(disagreement.input);
  switch (disagreement.category) {
    case 'false-accept': {
      const split = splitDifferences(disagreement);
      const grammars = acceptedByText(disagreement);
      return `${input}: the peer reads ${showValue(disagreement.peer)}; ${reference}: ${showValue(disagreement.reference)}${split ? `; ${split}` : ''}${grammars ? `; ${grammars}` : ''}${labels(disagreement)}`;
    }
    case 'false-reject': {
      const grammars = acceptedByText(disagreement);
      return `${input}: the peer says ${showValue(disagreement.peer)}; ${reference} reads ${showValue(disagreement.reference)}${grammars ? `; ${grammars}` : ''}${labels(disagreement)}`;
    }
    case 'component': {
      // The normalized pair only says something when normalization changed a value.
      const pair = disagreement.normalized;
      const normalized =
        pair && (pair.reference !== disagreement.reference || pair.peer !== disagreement.peer)
          ? ` (normalized: ${showValue(pair.reference)} vs ${showValue(pair.peer)})`
          : '';
      return `${input}: ${reference} ${showValue(disagreement.reference)}, peer ${showValue(disagreement.peer)}${normalized}${labels(disagreement)}`;
    }
  }
}

function examples(
  title: string,
  total: number,
  found: readonly Disagreement[],
  reference: string,
): string[] {
  if (total === 0) return [];
  const shown = found.slice(0, TEXT_EXAMPLES);
  const head =
    shown.length < total ? `${title} (${total}; ${shown.length} shown):` : `${title} (${total}):`;
  return [head, ...shown.map((item) => `  ${example(item, reference)}`)];
}

function peerSection(peer: PeerReport): string[] {
  const lines = [
    `== ${peer.name} (judged against ${grammarTitle(peer.judgedWith)} ${peer.rule}) ==`,
  ];
  const note = stopgapNote(peer);
  if (note) lines.push(`note: ${note}`);
  const reference = grammarTitle(peer.judgedWith);
  const judged = peer.inputs - peer.skipped;
  const skipped = peer.skipped > 0 ? ` (${peer.skipped} skipped: line breaks)` : '';
  lines.push(
    `${peer.inputs} inputs${skipped}; of ${judged} judged: ${peer.agree} agree (${peer.agreeInvalid} of them rejected by both), ` +
      `${peer.falseAccepts} false accepts, ${peer.falseRejects} false rejects, ` +
      `${peer.mismatchedInputs} with component mismatches`,
  );
  const perField = COMPONENT_NAMES.map((field) => {
    const compared = peer.compared[field] ?? 0;
    if (compared === 0) return `${field} not compared`;
    return `${field} ${peer.mismatches[field] ?? 0}/${compared}`;
  });
  lines.push(`mismatches per component (of inputs compared): ${perField.join(', ')}`);
  const normalizedFields = COMPONENT_NAMES.filter((field) => peer.normalizes[field] !== undefined);
  if (normalizedFields.length === 0) {
    lines.push('compared after normalization: none (values compared exactly as written)');
  } else {
    lines.push('compared after normalization:');
    for (const field of normalizedFields) {
      lines.push(`  ${field}: ${peer.normalizes[field]}`);
    }
  }
  const byCategory = (category: Disagreement['category'], field?: ComponentName) =>
    peer.disagreements.filter(
      (item) => item.category === category && (field === undefined || item.field === field),
    );
  lines.push(
    ...examples('false accepts', peer.falseAccepts, byCategory('false-accept'), reference),
  );
  lines.push(
    ...examples('false rejects', peer.falseRejects, byCategory('false-reject'), reference),
  );
  for (const field of COMPONENT_NAMES) {
    lines.push(
      ...examples(
        `${field} mismatches`,
        peer.mismatches[field] ?? 0,
        byCategory('component', field),
        reference,
      ),
    );
  }
  return lines;
}

/**
 * The report as text. It only reads `report`; a value that is not an audit report
 * (a missing field, a getter that throws) is a TypeError, whatever it threw.
 */
export function renderText(report: AuditReport): string {
  try {
    return renderTextUnchecked(report);
  } catch (error) {
    if (error instanceof TypeError) throw error;
    throw new TypeError('renderText: not an audit report (reading it threw)', { cause: error });
  }
}

function renderTextUnchecked(report: AuditReport): string {
  if (report.peers.length === 0) return 'Parser audit: no peers.\n';
  const sections = report.peers.map((peer) => peerSection(peer).join('\n'));
  return [
    `Parser audit against ${grammarsTitle(report)} (${report.peers.length} peer${report.peers.length === 1 ? '' : 's'})`,
    '',
    ...overview(report),
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}
