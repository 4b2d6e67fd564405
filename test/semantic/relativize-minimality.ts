/**
 * The minimality enumeration of relativize (test/semantic/relativize-minimality.test.ts), run
 * as a plain Node process: `node -r test/support/transpile.cjs relativize-minimality.ts
 * LENGTH BASE...` prints one JSON object. Inside jest's test sandbox the same loops ran 2.5 to
 * 5 times slower (every global the library reads goes through the sandbox's global object), so
 * the enumeration, which calls resolve 2.6 million times and relativize a million times at the
 * default length, took five minutes of the suite there and takes one here.
 *
 * Every string over a small alphabet up to LENGTH symbols is tried as a reference against each
 * base. The first reference to reach a target is a shortest one (shorter strings come first),
 * so relativize must give one exactly as long, and it must resolve back. Every URI the alphabet
 * spells is then a target: reached as short as the shortest reference, or by none, and then
 * relativize must throw a RangeError.
 */
import { relativize } from '../../src/relativize';
import { resolve } from '../../src/resolve';
import { isValid } from '../../src/validate';
import { allStrings } from '../support/enumerate';

export const ALPHABET = ['a', 'b', ':', '/', '.', '?', '#'];

/** What the enumeration found for one base; `failures` holds the first few, with the answers. */
export interface BaseOutcome {
  readonly base: string;
  readonly targets: number;
  readonly unreachable: number;
  readonly failures: readonly Record<string, string>[];
}

export interface MinimalityOutcome {
  readonly references: number;
  readonly uris: number;
  readonly samples: readonly string[];
  readonly bases: readonly BaseOutcome[];
}

function outcomeFor(base: string, references: readonly string[], uris: readonly string[]) {
  const failures: Record<string, string>[] = [];
  const fail = (failure: Record<string, string>): void => {
    if (failures.length < 5) failures.push({ base, ...failure });
  };
  const shortest = new Map<string, string>();
  for (const reference of references) {
    const target = resolve(base, reference);
    if (!shortest.has(target)) shortest.set(target, reference);
  }
  for (const [target, reference] of shortest) {
    const found = relativize(base, target);
    if (found.length !== reference.length || resolve(base, found) !== target) {
      fail({ target, found, shortest: reference });
    }
  }
  let unreachable = 0;
  for (const target of uris) {
    const reference = shortest.get(target);
    if (reference !== undefined) {
      const found = relativize(base, target);
      if (found.length !== reference.length) fail({ target, found, shortest: reference });
      continue;
    }
    unreachable++;
    try {
      fail({ target, found: relativize(base, target), shortest: '(none: RangeError expected)' });
    } catch (error) {
      if (!(error instanceof RangeError)) fail({ target, thrown: String(error) });
    }
  }
  return { base, targets: shortest.size, unreachable, failures };
}

export function minimality(length: number, bases: readonly string[]): MinimalityOutcome {
  const references = [...allStrings(ALPHABET, length)].filter((text) =>
    isValid('URI-reference', text),
  );
  const uris = references.filter((text) => isValid('URI', text));
  return {
    references: references.length,
    uris: uris.length,
    samples: references.filter((text) => text === './a:b' || text === '..//a'),
    bases: bases.map((base) => outcomeFor(base, references, uris)),
  };
}

if (require.main === module) {
  const [length, ...bases] = process.argv.slice(2);
  process.stdout.write(JSON.stringify(minimality(Number(length), bases)));
}
