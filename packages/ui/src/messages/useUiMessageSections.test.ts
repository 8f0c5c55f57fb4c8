import { selectMessages, validationMessages } from '@siyum/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UiMessagesProvider, type UiMessagesProviderProps, useUiMessageSections } from './UiMessagesProvider';
import type { UiMessagesOverride } from './uiMessages';

const ENGLISH = { select: selectMessages, validation: validationMessages };

/** Renders the sections as the nearest provider words them, as JSON. */
function sectionsUnder(messages: UiMessagesOverride): typeof ENGLISH {
  function Probe() {
    return createElement('pre', null, JSON.stringify(useUiMessageSections(ENGLISH)));
  }
  // The provider's children come as createElement's third argument, which its props type cannot see.
  const html = renderToStaticMarkup(
    createElement(UiMessagesProvider, { messages } as UiMessagesProviderProps, createElement(Probe)),
  );
  const json = html
    .replace(/^<pre>|<\/pre>$/g, '')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
  return JSON.parse(json) as typeof ENGLISH;
}

describe('useUiMessageSections', () => {
  it('is every English section when the provider replaces nothing', () => {
    expect(sectionsUnder({})).toEqual(ENGLISH);
  });

  it('replaces only the overridden keys, section by section', () => {
    const strings = sectionsUnder({ select: { placeholder: 'Choisir…' } });
    expect(strings.select).toEqual({ ...selectMessages, placeholder: 'Choisir…' });
    expect(strings.validation).toEqual(validationMessages);
  });
});
