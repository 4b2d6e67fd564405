/**
 * The claims a document's TypeScript examples make: each line `expression; // value ...` whose
 * comment starts with a literal (a string, number, boolean, array or object in JSON-like form).
 * Lines whose comment is prose, or abbreviated with "...", are skipped. The README's examples
 * (test/docs/readme-examples.test.ts) and docs/policy.md's (test/policy/policy-doc.test.ts) are
 * checked with it.
 */
export interface Claim {
  readonly expression: string;
  readonly expected: unknown;
  /** The statements before it in its block that are not claims (`const webhook = policy(...)`). */
  readonly setup: string;
}

/** The longest prefix of `comment` that is a JavaScript literal, evaluated; or undefined. */
export function leadingLiteral(comment: string): { value: unknown } | undefined {
  for (let end = comment.length; end > 0; end--) {
    const head = comment.slice(0, end).trim();
    if (!/^(['"[{]|true\b|false\b|-?\d)/.test(head)) return undefined;
    try {
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      const literal = new Function(`return (${head});`) as () => unknown;
      return { value: literal() };
    } catch {
      // not a literal yet: try a shorter prefix
    }
  }
  return undefined;
}

export function claims(markdown: string): Claim[] {
  const found: Claim[] = [];
  for (const block of markdown.matchAll(/```ts\n([\s\S]*?)```/g)) {
    const lines = block[1]!.split('\n');
    let statement = '';
    let setup = '';
    lines.forEach((line, i) => {
      if (line.startsWith('//') || line.startsWith('import') || line.trim() === '') return;
      // A statement ends at a line ending with ";" (before any comment); it may span lines.
      const match = /^(.*?);\s*(?:\/\/\s*(.+))?$/.exec(line);
      if (!match) {
        statement += `${line}\n`;
        return;
      }
      const expression = statement + match[1]!;
      statement = '';
      // `expression; // value`, or `expression;` with the value in the comment lines below.
      let comment = match[2];
      if (comment === undefined) {
        const below: string[] = [];
        for (let j = i + 1; j < lines.length && lines[j]!.startsWith('//'); j++) {
          below.push(lines[j]!.replace(/^\/\/\s?/, ''));
        }
        comment = below.join(' ');
      }
      // An abbreviated value ("...") is for reading, not for checking.
      if (comment.includes('...')) return;
      const literal = leadingLiteral(comment);
      if (literal) found.push({ expression, expected: literal.value, setup });
      else setup += `${expression};\n`;
    });
  }
  return found;
}
