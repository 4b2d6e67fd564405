/**
 * Draws the template mode (template-box.ts) into its section: the template's validity with its
 * first error marked in the template, the expansion, and the match of the page's URI. A refusal
 * of the URI carries its offset as a span, so hovering it marks the place in the input above.
 */
import { element, fill, prose, visible } from './dom';
import type { TemplateView } from './template-box';

export interface TemplateTargets {
  readonly validity: HTMLElement;
  readonly expansion: HTMLElement;
  readonly match: HTMLElement;
}

/** One character at `offset` of `text` (a whole surrogate pair), or the end. */
function characterEnd(text: string, offset: number): number {
  return offset + (offset < text.length && text.codePointAt(offset)! > 0xffff ? 2 : 1);
}

/** `text` with the character at `offset` marked as the error (a caret above it). */
function markedAt(text: string, offset: number): HTMLElement {
  const end = Math.min(characterEnd(text, offset), text.length);
  return element(
    'div',
    {
      className: 'mirror template-mirror',
      attributes: { role: 'group', 'aria-label': 'The template, with its error marked' },
    },
    visible(text, 0, offset),
    offset < text.length
      ? element('span', { className: 'error-at' }, visible(text, offset, end))
      : element('span', { className: 'error-at' }, '\u27E8end\u27E9'),
    visible(text, end),
  );
}

function expectedList(expected: readonly string[]): HTMLElement {
  return element(
    'ul',
    { className: 'expected', attributes: { 'aria-label': 'Expected' } },
    ...expected.map((item) =>
      element('li', {}, element('code', { className: 'expected-item' }, item)),
    ),
  );
}

export function renderTemplate(
  targets: TemplateTargets,
  view: TemplateView,
  template: string,
  uri: string,
): void {
  const { validity, expansion, match } = view;
  if (validity.ok) {
    fill(
      targets.validity,
      element(
        'p',
        { className: 'status valid', attributes: { 'data-valid': 'true' } },
        '\u2713 Valid URI-Template (RFC 6570)',
      ),
    );
  } else {
    fill(
      targets.validity,
      element(
        'p',
        { className: 'status invalid', attributes: { 'data-valid': 'false' } },
        '\u2717 Not a valid URI-Template (RFC 6570): at offset ',
        element(
          'strong',
          { attributes: { 'data-offset': String(validity.offset) } },
          String(validity.offset),
        ),
        '.',
      ),
      markedAt(template, validity.offset),
      element('p', {}, `Expected at offset ${validity.offset}, in ABNF terms:`),
      expectedList(validity.expected),
      element('p', { className: 'message' }, prose(validity.message)),
    );
  }

  switch (expansion.kind) {
    case 'invalid-template':
      fill(
        targets.expansion,
        element('p', { className: 'help' }, 'No expansion: the template is not valid.'),
      );
      break;
    case 'malformed':
      fill(
        targets.expansion,
        element('p', { className: 'status invalid' }, prose(expansion.reason)),
      );
      break;
    case 'expanded':
      fill(
        targets.expansion,
        element(
          'p',
          {},
          element(
            'code',
            { className: 'value', attributes: { 'data-expansion': '' } },
            visible(expansion.uri),
          ),
        ),
      );
      break;
    default:
      fill(
        targets.expansion,
        element(
          'p',
          {
            className: 'status invalid',
            attributes: {
              'data-variable': expansion.variable ?? '',
              'data-template-offset': String(expansion.offset),
            },
          },
          prose(expansion.message),
        ),
      );
  }

  switch (match.kind) {
    case 'invalid-template':
      fill(
        targets.match,
        element('p', { className: 'help' }, 'No match: the template is not valid.'),
      );
      break;
    case 'refused':
      fill(targets.match, element('p', { className: 'status invalid' }, prose(match.message)));
      break;
    case 'matched':
      fill(
        targets.match,
        element(
          'p',
          { className: 'status valid', attributes: { 'data-matched': 'true' } },
          '\u2713 The URI matches; expanding these variables gives it back:',
        ),
        element(
          'p',
          { className: 'abnf', attributes: { 'data-variables': '' } },
          prose(match.variables),
        ),
        match.ambiguous
          ? element(
              'p',
              { className: 'help', attributes: { 'data-ambiguous': 'true' } },
              'Other values expand to the same URI too; these are the ones matchTemplate picks (docs/templates.md says how).',
            )
          : null,
      );
      break;
    default:
      fill(
        targets.match,
        element(
          'p',
          {
            className: 'status invalid',
            attributes: {
              'data-matched': 'false',
              'data-start': String(match.offset),
              'data-end': String(
                Math.min(characterEnd(uri, match.offset), Math.max(uri.length, match.offset)),
              ),
            },
          },
          '\u2717 The URI does not match: at offset ',
          element(
            'strong',
            { attributes: { 'data-offset': String(match.offset) } },
            String(match.offset),
          ),
          match.offset < uri.length
            ? element(
                'span',
                {},
                ', found ',
                element('code', {}, visible(uri, match.offset, characterEnd(uri, match.offset))),
              )
            : ', at the end of the URI',
          '.',
        ),
        match.expected.length === 0
          ? null
          : element('p', {}, `Expected at offset ${match.offset}:`),
        match.expected.length === 0 ? null : expectedList(match.expected),
        element('p', { className: 'message' }, prose(match.message)),
      );
  }
}
