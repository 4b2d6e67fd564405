/**
 * Reading an RFC's text for the rule tests: which numbered section each line falls in, so a
 * rule's `section` can be checked against where the RFC prints it.
 */
import { readFileSync } from 'node:fs';
import { removePageBreaks } from '../oracle/abnf-regex';

/** The section (`2.2`) in force where `marker` first occurs in the RFC text at `path`. */
export function sectionOf(path: string, marker: string): string | undefined {
  const lines = removePageBreaks(readFileSync(path, 'utf8')).split('\n');
  let section: string | undefined;
  for (const line of lines) {
    const heading = /^(\d+(?:\.\d+)*)\.\s{1,2}\S/.exec(line);
    if (heading) section = heading[1];
    if (line.includes(marker)) return section;
  }
  return undefined;
}

/**
 * A rule's text as `.abnf` holds it: the first line without the RFC's page margin (3 spaces in
 * RFC 3987's section 2.2, 6 in RFC 6874's section 2), the continuation lines as printed, so the
 * `/` columns still line up under the `=`.
 */
export function printed(lines: readonly string[], margin: number): string {
  return [lines[0]!.slice(margin), ...lines.slice(1)].join('\n');
}
