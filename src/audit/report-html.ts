/**
 * The audit as one self-contained HTML page: a peers × categories matrix whose cells filter the
 * examples below, plus filters by peer, category, confusion label and text. No external
 * resources (a Content-Security-Policy forbids them), and every piece of input text is escaped:
 * inputs are untrusted by nature, and `<script>` in one is exactly what an audit should show.
 * The inline script reads only data-* attributes, so no input text ever reaches a script.
 */
import {
  acceptedByText,
  grammarTitle,
  grammarsTitle,
  showValue,
  splitDifferences,
  stopgapNote,
} from './report-text';
import {
  type AuditReport,
  COMPONENT_NAMES,
  CONFUSION_LABELS,
  type Disagreement,
  type PeerReport,
} from './types';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML element or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** The filter key of a disagreement: its category, or the field for component mismatches. */
function keyOf(disagreement: Disagreement): string {
  return disagreement.field ?? disagreement.category;
}

const CATEGORY_COLUMNS: readonly { key: string; title: string }[] = [
  { key: 'false-accept', title: 'false accepts' },
  { key: 'false-reject', title: 'false rejects' },
  ...COMPONENT_NAMES.map((field) => ({ key: field, title: `${field} mismatches` })),
];

function countOf(peer: PeerReport, key: string): number {
  if (key === 'false-accept') return peer.falseAccepts;
  if (key === 'false-reject') return peer.falseRejects;
  return peer.mismatches[key as keyof PeerReport['mismatches']] ?? 0;
}

function matrix(report: AuditReport): string {
  // Two header rows keep the eight component columns narrow: "component mismatches" over them.
  const verdictColumns = CATEGORY_COLUMNS.slice(0, 2);
  const head =
    '<tr><th rowspan="2">peer</th><th rowspan="2">grammar</th><th rowspan="2">rule</th>' +
    '<th rowspan="2">inputs</th>' +
    '<th rowspan="2">skipped</th><th rowspan="2">agree</th>' +
    verdictColumns.map((column) => `<th rowspan="2">${escapeHtml(column.title)}</th>`).join('') +
    `<th colspan="${COMPONENT_NAMES.length}">component mismatches</th></tr>` +
    `<tr>${COMPONENT_NAMES.map((field) => `<th>${field}</th>`).join('')}</tr>`;
  const rows = report.peers.map((peer, index) => {
    const cells = CATEGORY_COLUMNS.map((column) => {
      const count = countOf(peer, column.key);
      const attributes = `data-peer="${index}" data-key="${escapeHtml(column.key)}"`;
      return count === 0
        ? `<td class="zero">0</td>`
        : `<td class="hit"><button type="button" class="cell" ${attributes}>${count}</button></td>`;
    }).join('');
    return (
      `<tr><th scope="row">${escapeHtml(peer.name)}</th><td>${escapeHtml(grammarTitle(peer.judgedWith))}</td>` +
      `<td>${escapeHtml(peer.rule)}</td>` +
      `<td>${peer.inputs}</td><td>${peer.skipped}</td><td>${peer.agree}</td>${cells}</tr>`
    );
  });
  return `<div class="scroll"><table class="matrix"><thead>${head}</thead><tbody>${rows.join('')}</tbody></table></div>`;
}

/** Why a peer was judged with its grammar, when that is not simply the one it follows. */
function stopgapNotes(report: AuditReport): string {
  const items = report.peers.flatMap((peer) => {
    const note = stopgapNote(peer);
    return note ? [`<li><strong>${escapeHtml(peer.name)}</strong>: ${escapeHtml(note)}</li>`] : [];
  });
  return items.length === 0 ? '' : `<ul class="notes">${items.join('')}</ul>`;
}

function normalizations(report: AuditReport): string {
  const items = report.peers.map((peer) => {
    const fields = COMPONENT_NAMES.filter((field) => peer.normalizes[field] !== undefined);
    const detail =
      fields.length === 0
        ? 'none: values compared exactly as written'
        : fields
            .map((field) => `${field} (${peer.normalizes[field] ?? ''})`)
            .map(escapeHtml)
            .join('; ');
    return `<li><strong>${escapeHtml(peer.name)}</strong>: ${detail}</li>`;
  });
  return `<h2>Compared after normalization</h2><ul>${items.join('')}</ul>`;
}

function exampleRows(report: AuditReport): string {
  const rows: string[] = [];
  report.peers.forEach((peer, index) => {
    for (const item of peer.disagreements) {
      const confusion = item.confusion ?? [];
      const where =
        item.category === 'false-accept' && item.offset !== undefined
          ? `${grammarTitle(peer.judgedWith)} ${item.rule ?? ''} fails at offset ${item.offset}: `
          : '';
      const split = splitDifferences(item);
      const grammars = acceptedByText(item);
      const splitNote =
        (split ? `<div class="note">${escapeHtml(split)}</div>` : '') +
        (grammars ? `<div class="note">${escapeHtml(grammars)}</div>` : '');
      // The normalized pair only says something when normalization changed a value.
      const pair = item.normalized;
      const normalized =
        pair && (pair.reference !== item.reference || pair.peer !== item.peer)
          ? `<div class="note">normalized: ${escapeHtml(showValue(pair.reference))} vs ${escapeHtml(showValue(pair.peer))}</div>`
          : '';
      rows.push(
        `<tr data-peer="${index}" data-key="${escapeHtml(keyOf(item))}" data-labels="${escapeHtml(confusion.join(' '))}">` +
          `<td>${escapeHtml(peer.name)}</td>` +
          `<td>${escapeHtml(item.field ? `${item.field} mismatch` : item.category)}</td>` +
          `<td class="input"><code>${escapeHtml(JSON.stringify(item.input))}</code></td>` +
          `<td><code>${escapeHtml(where + showValue(item.reference))}</code>${splitNote}</td>` +
          `<td><code>${escapeHtml(showValue(item.peer))}</code>${normalized}</td>` +
          `<td>${confusion.map((label) => `<span class="label">${escapeHtml(label)}</span>`).join(' ')}</td>` +
          `</tr>`,
      );
    }
  });
  return rows.join('\n');
}

function options(values: readonly { value: string; text: string }[]): string {
  return values
    .map(({ value, text }) => `<option value="${escapeHtml(value)}">${escapeHtml(text)}</option>`)
    .join('');
}

const STYLE = `
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.5em; vertical-align: top; text-align: left; }
.scroll { overflow-x: auto; }
.matrix th, .matrix td { white-space: nowrap; }
.matrix th[scope="row"] { white-space: normal; word-break: break-all; min-width: 8em; max-width: 16em; }
.matrix thead th { text-align: center; }
.matrix td { text-align: right; }
.matrix td.zero { color: #aaa; }
.matrix td.hit { background: #fde8e8; }
button.cell { font: inherit; border: 0; background: none; color: #a00; cursor: pointer; text-decoration: underline; }
code { white-space: pre-wrap; word-break: break-all; }
.label { display: inline-block; background: #eef; border-radius: 3px; padding: 0 0.3em; margin: 1px; }
.note { color: #666; font-size: 90%; }
.filters label { margin-right: 1em; }
#shown { color: #666; }
`;

/** Runs in the page: filters rows of #examples by the data-* attributes the server wrote. */
const SCRIPT = `
(function () {
  var peer = document.getElementById('f-peer');
  var key = document.getElementById('f-key');
  var label = document.getElementById('f-label');
  var search = document.getElementById('f-text');
  var rows = Array.prototype.slice.call(document.querySelectorAll('#examples tbody tr'));
  var shown = document.getElementById('shown');
  function apply() {
    var needle = search.value.toLowerCase();
    var count = 0;
    rows.forEach(function (row) {
      var labels = (row.getAttribute('data-labels') || '').split(' ');
      var ok = (!peer.value || row.getAttribute('data-peer') === peer.value) &&
        (!key.value || row.getAttribute('data-key') === key.value) &&
        (!label.value || labels.indexOf(label.value) >= 0) &&
        (!needle || row.querySelector('.input').textContent.toLowerCase().indexOf(needle) >= 0);
      row.hidden = !ok;
      if (ok) count++;
    });
    shown.textContent = count + ' of ' + rows.length + ' examples shown';
  }
  [peer, key, label].forEach(function (select) { select.addEventListener('change', apply); });
  search.addEventListener('input', apply);
  Array.prototype.forEach.call(document.querySelectorAll('button.cell'), function (button) {
    button.addEventListener('click', function () {
      peer.value = button.getAttribute('data-peer');
      key.value = button.getAttribute('data-key');
      label.value = '';
      apply();
      document.getElementById('examples').scrollIntoView();
    });
  });
  apply();
})();
`;

/**
 * The report as a self-contained HTML page. It only reads `report`; a value that is not an audit report
 * (a missing field, a getter that throws) is a TypeError, whatever it threw.
 */
export function renderHtml(report: AuditReport): string {
  try {
    return renderHtmlUnchecked(report);
  } catch (error) {
    if (error instanceof TypeError) throw error;
    throw new TypeError('renderHtml: not an audit report (reading it threw)', { cause: error });
  }
}

function renderHtmlUnchecked(report: AuditReport): string {
  const peerOptions = options([
    { value: '', text: 'all peers' },
    ...report.peers.map((peer, index) => ({ value: String(index), text: peer.name })),
  ]);
  const keyOptions = options([
    { value: '', text: 'all categories' },
    ...CATEGORY_COLUMNS.map((column) => ({ value: column.key, text: column.title })),
  ]);
  const labelOptions = options([
    { value: '', text: 'any confusion label' },
    ...CONFUSION_LABELS.map((label) => ({ value: label, text: label })),
  ]);
  const stored = report.peers.reduce((sum, peer) => sum + peer.disagreements.length, 0);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<title>uri-grammar parser audit</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Parser audit against ${escapeHtml(grammarsTitle(report))}</h1>
<p>Each peer's verdicts and components compared with the uri-grammar reference for the grammar it follows. A false accept is input the peer takes and that grammar does not; a false reject the reverse; a mismatch, a component both accept but read differently. Click a count to see its examples.</p>
${stopgapNotes(report)}
${matrix(report)}
${normalizations(report)}
<h2>Examples</h2>
<div class="filters">
<label>Peer <select id="f-peer">${peerOptions}</select></label>
<label>Category <select id="f-key">${keyOptions}</select></label>
<label>Label <select id="f-label">${labelOptions}</select></label>
<label>Input contains <input id="f-text" type="search"></label>
<span id="shown">${stored} examples</span>
</div>
<table id="examples">
<thead><tr><th>peer</th><th>category</th><th>input</th><th>reference</th><th>peer</th><th>confusion</th></tr></thead>
<tbody>
${exampleRows(report)}
</tbody>
</table>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
