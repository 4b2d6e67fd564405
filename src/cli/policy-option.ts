/**
 * `check --policy FILE.json`: each input is checked against the policy the file declares (the
 * options of `policy()`, docs/policy.md) instead of a bare rule. The file is read and compiled
 * once per thread, and a malformed one is a usage error (exit 2) before any input is read.
 */
import { readFileSync } from 'node:fs';
import { type PolicyOptions, policy } from '../policy';
import { UsageError, type ParsedArgs } from './args';
import { escapeText } from './escape';
import { type Outcome, caret } from './run';

export const POLICY_HELP = `  --policy FILE    check against the policy FILE.json declares (docs/policy.md) instead of a
                   rule; a refusal names the clause, its offset and length`;

/** The compiled policy of `--policy FILE`, or a UsageError that says what is wrong with it. */
function compiledPolicy(file: string): ReturnType<typeof policy> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`--policy ${file}: cannot read it (${(error as Error).message})`);
  }
  let options: unknown;
  try {
    options = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--policy ${file}: not JSON (${(error as Error).message})`);
  }
  try {
    return policy(options as PolicyOptions);
  } catch (error) {
    throw new UsageError(`--policy ${file}: ${(error as Error).message}`);
  }
}

/** The per-input function of `check --policy`. */
export function policyChecker(args: ParsedArgs, file: string): (input: string) => Outcome {
  for (const name of ['rule', 'grammar']) {
    if (args.values.has(name)) {
      throw new UsageError(`--${name} and --policy: give the rule and grammar in the policy file`);
    }
  }
  const compiled = compiledPolicy(file);
  return (input) => {
    const result = compiled.check(input);
    if (result.ok) {
      return {
        ok: true,
        record: { input, policy: file, valid: true },
        text: () => `valid    ${escapeText(input)}`,
      };
    }
    const { clause, offset, length, message } = result.error;
    return {
      ok: false,
      record: { input, policy: file, valid: false, error: { clause, offset, length, message } },
      text: () => `invalid  ${escapeText(input)}\n${caret(input, offset, 9)} ${clause}: ${message}`,
      failure: {
        rule: `policy clause ${clause}`,
        offset,
        code: clause === 'maxLength' ? 'too-long' : 'syntax',
      },
    };
  };
}
