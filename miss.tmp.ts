import { join } from 'node:path';
import { extract } from './src';
import { buildCorpus } from './test/support/link-corpus';
const files = buildCorpus(join(__dirname, 'node_modules')).filter((f) => f.format !== 'source');
for (const f of files) {
  const got = extract(f.text).map((a) => a.uri);
  const counts = new Map<string, number>();
  for (const u of got) counts.set(u, (counts.get(u) ?? 0) + 1);
  for (const l of f.labels) {
    const c = counts.get(l) ?? 0;
    if (c > 0) { counts.set(l, c - 1); continue; }
    const i = f.text.indexOf(l);
    console.log(f.path, JSON.stringify(f.text.slice(Math.max(0, i - 30), i + l.length + 15)), '| near:', got.filter((g) => g.startsWith(l.slice(0, 12))).slice(0, 2).join(' ; '));
  }
}
