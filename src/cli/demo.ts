/** `uri-grammar demo`: what a newcomer should see, each command run over built-in samples. */
import type { RuleName } from '../../grammar';
import { componentsFromTree, parse } from '../components';
import { check, isValid, parseTree } from '../validate';
import type { Command } from './command';
import { writeLine } from './io';
import { EXIT_OK, caret } from './run';

/** Samples with the rule they are checked against and why they are worth showing. */
const CHECK_SAMPLES: readonly (readonly [RuleName, string, string])[] = [
  ['URI', 'ftp://ftp.is.co.za/rfc/rfc1808.txt', 'RFC 3986 1.1.2'],
  ['URI', 'http://www.ietf.org/rfc/rfc2396.txt', 'RFC 3986 1.1.2'],
  ['URI', 'ldap://[2001:db8::7]/c=GB?objectClass?one', 'RFC 3986 1.1.2'],
  ['URI', 'mailto:John.Doe@example.com', 'RFC 3986 1.1.2'],
  ['URI', 'news:comp.infosystems.www.servers.unix', 'RFC 3986 1.1.2'],
  ['URI', 'tel:+1-816-555-1212', 'RFC 3986 1.1.2'],
  ['URI', 'telnet://192.0.2.16:80/', 'RFC 3986 1.1.2'],
  ['URI', 'urn:oasis:names:specification:docbook:dtd:xml:4.1.2', 'RFC 3986 1.1.2'],
  ['URI-reference', '../g;x?y#s', 'RFC 3986 5.4.1'],
  ['IPv6address', '::', 'unspecified address'],
  ['IPv6address', 'a::', 'PEG trap: greedy h16 ":" repetition'],
  ['IPv6address', '1:2::3', 'PEG trap'],
  ['IPv6address', '::ffff:192.0.2.128', 'IPv4 in the last 32 bits'],
  ['IPv6address', '1:2:3:4:5:6:7::', 'seven pieces then ::'],
  ['IPv6address', '1::2::3', 'two "::" (invalid)'],
  ['IPv6address', '12345::', 'five hex digits (invalid)'],
  ['dec-octet', '255', 'PEG trap: DIGIT first would stop at "2"'],
  ['dec-octet', '256', 'out of range (invalid)'],
  ['IPv4address', '192.168.0.1', 'PEG trap'],
  ['IPv4address', '01.2.3.4', 'leading zero (invalid)'],
  ['host', '1.2.3.4.5', 'PEG trap: a reg-name, not IPv4 + ".5"'],
  ['IP-literal', '[V1.x]', '"v" is case-insensitive'],
  ['path', 'a:b', 'path-rootless (path-abempty matches "" first)'],
  ['URI', 'http://a@b@c/', 'two "@" (invalid; WHATWG accepts it)'],
  ['URI', 'http://a b', 'a space (invalid)'],
  ['URI', 'http://exa%mple.com/', 'broken percent-encoding (invalid)'],
];

const PARSE_SAMPLES = [
  'http://user@[::1]:8080/a/b?q#',
  '//example.com',
  'a/b:c',
  'mailto:joe@example.com?',
];
const EXPLAIN_SAMPLE = 'http://[::1]:80/a?q';

function hostRuleOf(rule: RuleName, text: string): string {
  if (rule !== 'host' || !isValid(rule, text)) return '';
  const child = parseTree(rule, text).children[0];
  return child?.rule ? ` (${child.rule})` : '';
}

function timePerCall(samples: readonly string[]): number {
  const rounds = 2000;
  let sink = 0;
  const started = process.hrtime.bigint();
  for (let r = 0; r < rounds; r++) for (const s of samples) if (isValid('URI-reference', s)) sink++;
  const elapsed = Number(process.hrtime.bigint() - started);
  return sink >= 0 ? elapsed / (rounds * samples.length) : 0;
}

export async function demoLines(write: (line: string) => Promise<void>): Promise<void> {
  await write(
    'uri-grammar demo: RFC 3986 exactly. Each block shows one command on built-in samples.',
  );
  await write('');
  await write(
    "== check: is the input in the rule's language? ===========================================",
  );
  const width = Math.max(...CHECK_SAMPLES.map(([rule, text]) => rule.length + text.length)) + 3;
  for (const [rule, text, why] of CHECK_SAMPLES) {
    const result = check(rule, text);
    const verdict = result.ok
      ? `valid${hostRuleOf(rule, text)}`
      : `invalid at ${result.error.offset}`;
    await write(`  ${`${rule}  ${text}`.padEnd(width)} ${verdict.padEnd(20)} ${why}`);
  }
  const invalid = check('URI', 'http://a b');
  if (!invalid.ok) {
    await write('');
    await write(`  uri-grammar check --rule URI 'http://a b' --format text`);
    await write(
      `  invalid  http://a b\n  ${caret('http://a b', invalid.error.offset, 9)} ${invalid.error.message}`,
    );
  }
  await write('');
  await write(
    '== parse: components; absent is (absent), empty is "" =====================================',
  );
  for (const text of PARSE_SAMPLES) {
    const c = parse(text);
    const shown = (
      ['scheme', 'authority', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const
    )
      .map((name) => `${name}=${c[name] === undefined ? '(absent)' : JSON.stringify(c[name])}`)
      .join(' ');
    await write(`  ${text}\n    ${shown}${c.hostKind ? ` hostKind=${c.hostKind}` : ''}`);
  }
  await write('');
  await write(`== explain: the parse tree of ${EXPLAIN_SAMPLE} ================================`);
  const tree = parseTree('URI', EXPLAIN_SAMPLE);
  const lines: string[] = [];
  const walk = (node: typeof tree, depth: number): void => {
    if (node.rule === null) return;
    lines.push(
      `  ${'  '.repeat(depth)}${node.rule} ${node.start}-${node.end} ${JSON.stringify(EXPLAIN_SAMPLE.slice(node.start, node.end))}`,
    );
    node.children.forEach((child) => walk(child, depth + 1));
  };
  walk(tree, 0);
  for (const line of lines) await write(line);
  const same =
    JSON.stringify(componentsFromTree(tree, EXPLAIN_SAMPLE)) ===
    JSON.stringify(parse(EXPLAIN_SAMPLE));
  await write(`  (the tree and the fast split give the same components: ${same})`);
  await write('');
  const samples = CHECK_SAMPLES.map(([, text]) => text);
  await write(
    `== speed: isValid('URI-reference', s) over these ${samples.length} samples: ${timePerCall(samples).toFixed(0)} ns per call`,
  );
  await write(
    "   (npm run bench compares with fast-uri, uri-js, whatwg-url and Node's URL in one process)",
  );
}

export const demoCommand: Command = {
  name: 'demo',
  summary: 'run each command over built-in samples',
  options: {},
  help: `uri-grammar demo

Runs the grammar and the commands over built-in samples (RFC examples, IPv6 forms, PEG traps)
and prints readable tables.`,
  run: async (_args, io) => {
    await demoLines((line) => writeLine(io.stdout, line));
    return EXIT_OK;
  },
};
