/**
 * Scheme-based normalization and equivalence (RFC 3986 6.2.3) from the registry: the normal form
 * or the equivalence key a scheme's definition gives, for a URI its grammar accepts. `normalize`
 * and `equivalent` ask here first at level `scheme`; a URI of a scheme with no such rule, or that
 * its scheme's grammar refuses, is normalized generically.
 */
import { parseScheme } from './parse-scheme';
import { schemeDefinitionOf } from './scheme-grammars';
import type { SchemeDefinition } from './scheme-definition';

function acceptedDefinition(uri: string): { definition: SchemeDefinition; scheme: string } | null {
  const result = parseScheme(uri);
  if (!result.known || !result.valid) return null;
  const definition = schemeDefinitionOf(result.scheme);
  return definition ? { definition, scheme: result.scheme } : null;
}

/**
 * Whether `scheme` (as a parse gave it) has a normal form or an equivalence of its own: asked
 * first, so that a URI of any other scheme costs no second run.
 */
export function definesOwnNormalization(scheme: string | undefined): boolean {
  if (scheme === undefined) return false;
  const definition = schemeDefinitionOf(scheme);
  return definition?.normalize !== undefined || definition?.equivalenceKey !== undefined;
}

/** The scheme's normal form of `uri`, or undefined when its scheme defines none. */
export function schemeNormalForm(uri: string): string | undefined {
  const found = acceptedDefinition(uri);
  if (!found?.definition.normalize) return undefined;
  return found.definition.normalize(uri, found.scheme);
}

/**
 * What the scheme compares of `uri`, or undefined when its scheme defines no equivalence of its
 * own. Keys of different schemes never meet: each starts with its scheme.
 */
export function schemeEquivalenceKey(uri: string, ignoreFragment: boolean): string | undefined {
  const found = acceptedDefinition(uri);
  if (!found?.definition.equivalenceKey) return undefined;
  return found.definition.equivalenceKey(uri, found.scheme, ignoreFragment);
}
