/**
 * docs/rules.md is generated from the rule data (scripts/generate-rules-doc.ts, `npm run docs`);
 * this fails when it is stale, that is when a grammar's rules changed and the file was not
 * regenerated, or the file was edited by hand.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { TRANSPILE_HOOK } from '../support/transpile-hook';

const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = path.join(ROOT, 'scripts/generate-rules-doc.ts');
const RULES_DOC = path.join(ROOT, 'docs/rules.md');

function check(file?: string): { status: number | null; stderr: string } {
  const args = ['-r', TRANSPILE_HOOK, SCRIPT, '--check'];
  const result = spawnSync(process.execPath, file === undefined ? args : [...args, file], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: result.status, stderr: result.stderr };
}

test('docs/rules.md is what npm run docs generates', () => {
  const result = check();
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
}, 60_000);

test('a changed copy is reported stale', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'rules-doc-'));
  try {
    const stale = path.join(directory, 'rules.md');
    // The sub-delims ABNF cut at ";" again, as the hand-made table had it.
    const current = fs.readFileSync(RULES_DOC, 'utf8');
    const cut = current.replace('/ "," / ";" / "="', '/ ","');
    expect(cut).not.toBe(current);
    fs.writeFileSync(stale, cut);
    const result = check(stale);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/is stale: run npm run docs/);
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}, 60_000);
