/** The `relativize` command: the shortest reference from a base to each target (RFC 3986 5.2). */
import { UriSyntaxError } from '../errors';
import { relativize } from '../relativize';
import { UsageError } from './args';
import { escapeText } from './escape';
import { invalidOutcome } from './reference-commands';
import { type Outcome, STREAM_HELP, lineCommand } from './run';

/** The outcome for a valid target that no reference reaches: the reason, and no reference. */
function unreachableOutcome(base: string, target: string, error: RangeError): Outcome {
  return {
    ok: false,
    record: { base, target, reference: null, error: { message: error.message } },
    text: () => `unreachable  ${escapeText(target)}\n             ${error.message}`,
  };
}

export const relativizeCommand = lineCommand({
  name: 'relativize',
  summary: 'the shortest reference from a base URI to each target (inverse of RFC 3986 5.2)',
  options: { values: ['base'] },
  help: `uri-grammar relativize --base URI [--format json|text] [--input FILE]... [--jobs N]
                       [--summary] [TARGET...]

Prints {base, target, reference}: a shortest reference that resolves to the target against
the base (RFC 3986 5.2, strict). On equal length, the one that reads fewer of the base's
components: the target itself, then "//authority...", then "/path...", then "../path...".
--format text shows an empty reference as "".
Exit 1 when a target is not a URI, or no reference reaches it (its path has dot segments:
reference null, and the reason); 2 when the base is missing or not a URI.
${STREAM_HELP}

Example: uri-grammar relativize --base 'http://a/b/c/d;p?q' 'http://a/b/c/g' 'http://a/b/this:that' 'http://a/b/c/d;p'`,
  perInput: (args) => {
    const base = args.values.get('base');
    if (base === undefined) throw new UsageError('relativize needs --base URI');
    try {
      // Every URI relativizes against itself, so this fails only for the base's syntax.
      relativize(base, base);
    } catch (error) {
      if (error instanceof UriSyntaxError) throw new UsageError(`--base: ${error.message}`);
      throw error;
    }
    return (target) => {
      try {
        const reference = relativize(base, target);
        return {
          ok: true,
          record: { base, target, reference },
          text: () =>
            `${escapeText(target).padEnd(24)} ${reference === '' ? '""' : escapeText(reference)}`,
        };
      } catch (error) {
        if (error instanceof RangeError) return unreachableOutcome(base, target, error);
        return invalidOutcome(target, error, { base, target });
      }
    };
  },
});
