import { appMessages, selectMessages } from '@siyum/domain';
import { describe, expect, it } from 'vitest';
import { mergeUiMessages, sectionMessages, type UiMessagesOverride } from './uiMessages';

describe('sectionMessages', () => {
  it('is the English section when nothing is overridden', () => {
    expect(sectionMessages<'select'>(selectMessages, undefined)).toBe(selectMessages);
  });

  it('replaces only the overridden keys', () => {
    const strings = sectionMessages<'select'>(selectMessages, { placeholder: 'Choisir…' });
    expect(strings).toEqual({ ...selectMessages, placeholder: 'Choisir…' });
  });
});

describe('mergeUiMessages: nested providers', () => {
  it.each<{
    name: string;
    outer: UiMessagesOverride;
    inner: UiMessagesOverride;
    expected: UiMessagesOverride;
  }>([
    { name: 'nothing on either side', outer: {}, inner: {}, expected: {} },
    {
      name: 'inner adds a section',
      outer: { app: { loading: 'Chargement' } },
      inner: { select: { search: 'Chercher' } },
      expected: { app: { loading: 'Chargement' }, select: { search: 'Chercher' } },
    },
    {
      name: 'inner wins key by key, outer keys it does not name stay',
      outer: { select: { search: 'Chercher', noMatches: 'Rien' } },
      inner: { select: { search: 'Rechercher' } },
      expected: { select: { search: 'Rechercher', noMatches: 'Rien' } },
    },
  ])('$name', ({ outer, inner, expected }) => {
    expect(mergeUiMessages(outer, inner)).toEqual(expected);
  });

  it('leaves both inputs as they were', () => {
    const outer = { app: { loading: appMessages.loading } };
    mergeUiMessages(outer, { app: { loading: 'Loading…' } });
    expect(outer).toEqual({ app: { loading: appMessages.loading } });
  });
});
