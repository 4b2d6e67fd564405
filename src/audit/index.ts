/**
 * `uri-grammar/audit`, the parser audit (issue 5): compares other URL parsers ("peers") with the
 * RFC 3986 reference on a stream of inputs and reports where they disagree. The CLI's `audit`
 * command wires this to files, flags and output; everything it needs is exported here. Node only
 * (peers run as child processes), so it is its own entry point, not part of the package root.
 */
// Each entry point's declarations carry these, for the reason given in src/index.ts.
/// <reference lib="es2015.collection" preserve="true" />
/// <reference lib="es2015.iterable" preserve="true" />
/// <reference lib="es2018.asynciterable" preserve="true" />
export { audit } from './audit';
export { BUILTIN_CORPUS } from './corpus';
export { BUILTIN_PEERS, type LoadPeerOptions, loadPeer } from './peers';
export { renderHtml } from './report-html';
export { renderText } from './report-text';
export {
  type AuditOptions,
  type AuditReport,
  AuditUsageError,
  COMPONENT_NAMES,
  CONFUSION_LABELS,
  type Category,
  type ComponentName,
  type ConfusionLabel,
  type Disagreement,
  type Peer,
  PEER_GRAMMARS,
  type GrammarCounts,
  type PeerGrammar,
  type PeerReport,
  type PeerResult,
  type PeerRule,
} from './types';
