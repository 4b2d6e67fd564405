/** The conformance corpus in test/fixtures (see test/fixtures/README.md). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type RuleName, RULE_NAMES } from '../../src';

export interface ValidityEntry {
  readonly rule: RuleName;
  readonly input: string;
  /** What the source library said. */
  readonly valid: boolean;
  readonly source: string;
  readonly note?: string;
  readonly also_in?: readonly string[];
  /** Present only where the source departs from strict RFC 3986: the strict answer. */
  readonly rfc3986_strict?: boolean;
}

export function validityEntries(): ValidityEntry[] {
  const text = readFileSync(join(__dirname, '..', 'fixtures', 'validity.json'), 'utf8');
  const entries = JSON.parse(text) as ValidityEntry[];
  for (const entry of entries) {
    if (!(RULE_NAMES as readonly string[]).includes(entry.rule)) {
      throw new Error(`validity.json: unknown rule ${entry.rule}`);
    }
  }
  return entries;
}

/** What strict RFC 3986 says about an entry. */
export function strictExpectation(entry: ValidityEntry): boolean {
  return entry.rfc3986_strict ?? entry.valid;
}
