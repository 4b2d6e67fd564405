/**
 * Prints the text summary of an audit of BUILTIN_CORPUS, as pasted in README-section.md:
 *   node -r ts-node/register/transpile-only test/audit/corpus-summary.ts node-url node-legacy
 * An optional `--html FILE` also writes the HTML report.
 */
import { writeFileSync } from 'fs';
import { BUILTIN_CORPUS, audit, loadPeer, renderHtml, renderText } from '../../src/audit';

async function main(args: string[]): Promise<void> {
  const htmlAt = args.indexOf('--html');
  const htmlFile = htmlAt >= 0 ? args[htmlAt + 1] : undefined;
  const names = args.filter((_, i) => htmlAt < 0 || (i !== htmlAt && i !== htmlAt + 1));
  const peers = (names.length > 0 ? names : ['node-url', 'node-legacy']).map((name) =>
    loadPeer(name),
  );
  const report = await audit(BUILTIN_CORPUS, peers, { keepExamples: htmlFile ? Infinity : 5 });
  process.stdout.write(renderText(report));
  if (htmlFile !== undefined) writeFileSync(htmlFile, renderHtml(report));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
