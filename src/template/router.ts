/**
 * Matching a URI against a list of templates at once, as a router does: one NFA whose first
 * choice is the template (in the list's order), run once over the URI. The time is linear in
 * the URI's length for a fixed list, however many templates it holds, and the first template
 * that matches wins.
 */
import { ownProperty } from '../own-properties';
import { assertText, describeValue } from '../validate';
import { type Node, Nfa, alt, run, save, seq } from './nfa';
import {
  type MatchedVariables,
  type TemplateMatchError,
  type TemplateMatcher,
  assignmentsOf,
  templateNode,
  unexpandable,
  valueExists,
  variablesExpandingTo,
} from './match';
import { parsedTemplate } from './parse';

export type RouteMatch =
  | {
      readonly ok: true;
      /** The index in the list of the first template that matches, and the template. */
      readonly index: number;
      readonly template: string;
      readonly variables: MatchedVariables;
    }
  | { readonly ok: false; readonly error: TemplateMatchError };

export interface TemplateRouter {
  readonly templates: readonly string[];
  /** The first template of the list that matches `uri`, with its variables, or a refusal. */
  readonly match: (uri: string) => RouteMatch;
}

/**
 * A router over `templates` (each a template `matchTemplate` takes; an invalid one throws as it
 * does there). Build it once and match many URIs.
 */
export function templateRouter(templates: readonly string[]): TemplateRouter {
  if (!Array.isArray(templates)) {
    throw new TypeError(
      `templateRouter: templates must be an array, got ${describeValue(templates)}`,
    );
  }
  // Own data properties only: a getter, a Proxy trap or an iterator of the caller's is not run.
  const length = ownProperty(templates, 'length', 'templateRouter') as number;
  const list: string[] = [];
  for (let i = 0; i < length; i++) {
    list.push(ownProperty(templates, String(i), 'templateRouter') as string);
  }
  const matchers: TemplateMatcher[] = [];
  const nodes: Node[] = [];
  const firstCapture: number[] = [];
  /** The index of the template that each capture (across the list) belongs to. */
  const templateOfCapture: number[] = [];
  let captures = 0;
  for (const template of list) {
    const parsed = parsedTemplate(template);
    const built = templateNode(parsed, captures);
    firstCapture.push(captures);
    for (let i = 0; i < built.captures.length; i++) templateOfCapture.push(matchers.length);
    matchers.push({ parsed, captures: built.captures });
    nodes.push(built.node);
    captures += built.captures.length;
  }
  // After the captures' own slots, one per template: set when that template's branch matched.
  const markerBase = 2 * captures;
  const slots = markerBase + list.length;
  const nfa =
    list.length === 0
      ? undefined
      : new Nfa(alt(...nodes.map((node, i) => seq(node, save(markerBase + i)))));
  const never = () => false;
  return Object.freeze({
    templates: Object.freeze(list),
    match: (uri: string): RouteMatch => {
      assertText(uri);
      const result = nfa === undefined ? undefined : run(nfa, uri, slots, 1, never);
      if (result === undefined || !result.ok) {
        const offset = result?.offset ?? 0;
        const expected = result?.expected ?? [];
        return {
          ok: false,
          error: Object.freeze({
            code: 'no-match' as const,
            offset,
            expected: Object.freeze([...expected]),
            message: `The URI matches none of the ${list.length} templates; every one is left by offset ${offset}.`,
          }),
        };
      }
      const read = (captures: Int32Array) => {
        let index = 0;
        while (index < list.length && captures[markerBase + index]! < 0) index++;
        const template = list[index]!;
        const matcher = matchers[index]!;
        const variables = variablesExpandingTo(
          template,
          matcher,
          captures,
          uri,
          firstCapture[index],
        );
        return variables === null ? null : { ok: true as const, index, template, variables };
      };
      const keep = (slot: number, captures: Int32Array): boolean => {
        if (slot >= markerBase) return true;
        const index = templateOfCapture[(slot - 1) / 2]!;
        return valueExists(matchers[index]!, uri, firstCapture[index]!, slot, captures);
      };
      const { found, end } = assignmentsOf(nfa!, uri, slots, result, 1, read, keep, never);
      return found[0]?.value ?? unexpandable(uri, end, `one of the ${list.length} templates`);
    },
  });
}
