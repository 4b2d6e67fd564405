/**
 * Issue 11: `check('URI-reference', '/'.repeat(10e6))` with default options built a tree of ten
 * million node objects and peaked at 2.5 GB. Callers of `check` with untrusted text rarely pass
 * `maxLength`, so the default had to be safe: trees are now written into a compact arena (16 bytes
 * a node) and node objects are made only for the nodes a caller reads. The limit is 800 MB.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const LIBRARY = join(__dirname, '../../dist/src');
const MB = 1024 * 1024;

test('check of 10 MB of "/" as URI-reference stays under 800 MB, and its tree is right', () => {
  const program = `
    const u = require(${JSON.stringify(LIBRARY)});
    const text = '/'.repeat(10e6);
    const result = u.check('URI-reference', text);
    const parts = u.componentsFromTree(result.tree, text);
    // "//" begins an authority: the relative-part is "//", an empty authority, then the path.
    const relativePart = result.tree.children[0].children[0];
    const pathAbempty = relativePart.children[2];
    process.stdout.write(JSON.stringify({
      peak: process.resourceUsage().maxRSS * 1024,
      ok: result.ok,
      root: [result.tree.rule, result.tree.start, result.tree.end],
      path: [pathAbempty.rule, pathAbempty.start, pathAbempty.end],
      pathLength: parts.path.length,
      authority: parts.authority,
    }));
  `;
  const output = JSON.parse(
    execFileSync(process.execPath, ['-e', program], { encoding: 'utf8' }),
  ) as { peak: number };
  expect(output).toMatchObject({
    ok: true,
    root: ['URI-reference', 0, 10e6],
    path: ['path-abempty', 2, 10e6],
    pathLength: 10e6 - 2,
    authority: '',
  });
  expect(output.peak).toBeLessThan(800 * MB);
}, 120_000);
