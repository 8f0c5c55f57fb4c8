import '@siyum/ui/styles.css';
import {
  FONT_SIZE_VALUES,
  type FontSize,
  LOCALE_NAMES,
  LOCALE_TAGS,
  LOCALES,
  type Locale,
  localeDirection,
  THEMES,
  type Theme,
} from '@siyum/domain';
import { SAMPLE_USER_KEYS } from '@siyum/domain/fixtures';
import { he } from '@siyum/domain/messages/he';
import { UiMessagesProvider } from '@siyum/ui/messages';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { SAMPLE_USER_TITLES, withSampleSession } from './sampleSession';

/** Applies the theme and root font size the way the app does: on <html>, so portals get them too. */
const withThemeAndFontSize: Decorator = (Story, context) => {
  const theme = context.globals.theme as Theme;
  const fontSize = context.globals.fontSize as FontSize;
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.fontSize = `${fontSize}px`;
  }, [theme, fontSize]);
  // A canvas that hugs the story, so visual baselines hold the widget and not an empty viewport.
  return (
    <div
      data-story-canvas
      style={{ display: 'flow-root', width: 'fit-content', minWidth: 240, padding: '1rem' }}
    >
      <Story />
    </div>
  );
};

/**
 * The language (issue 23): the widgets' strings from that catalogue through the messages provider,
 * as the app gives them, and `<html lang dir>` set the way the app's boot script sets them.
 */
const withLocale: Decorator = (Story, context) => {
  const locale = (context.globals.locale ?? 'en') as Locale;
  useLayoutEffect(() => {
    document.documentElement.lang = LOCALE_TAGS[locale];
    document.documentElement.dir = localeDirection(locale);
  }, [locale]);
  if (locale === 'en') return <Story />;
  return (
    <UiMessagesProvider messages={he} locale={locale}>
      <Story />
    </UiMessagesProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  // Project decorators wrap the component's and the story's own: all of a story sees the session.
  decorators: [withSampleSession, withThemeAndFontSize, withLocale],
  initialGlobals: { theme: 'light', fontSize: 16, user: 'plainUser', locale: 'en' },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: [...THEMES], dynamicTitle: true },
    },
    fontSize: {
      description: 'Root font size (UserPrefs.fontSize)',
      toolbar: {
        title: 'Font size',
        icon: 'paragraph',
        items: FONT_SIZE_VALUES.map((value) => ({ value, title: `${value}px` })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language and writing direction',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LOCALES.map((value) => ({ value, title: LOCALE_NAMES[value], right: localeDirection(value) })),
        dynamicTitle: true,
      },
    },
    user: {
      description: 'Fixed sample user the stories render for',
      toolbar: {
        title: 'User',
        icon: 'user',
        items: SAMPLE_USER_KEYS.map((value) => ({ value, title: SAMPLE_USER_TITLES[value] })),
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
  },
};

export default preview;
