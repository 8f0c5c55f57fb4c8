import {
  chooseLocale,
  FONT_SIZE_VALUES,
  type FontSize,
  isLocale,
  LOCALE_TAGS,
  type Locale,
  localeDirection,
  THEMES,
  type Theme,
  type UserPrefs,
} from '@siyum/domain';

/** The preferences the web app applies: §1's theme and font size, and the language (issue 23). */
export interface DisplayPrefs {
  theme: Theme;
  fontSize: FontSize;
  locale: Locale;
}

/**
 * Where a visitor's (and, as a copy, a signed-in user's) prefs live on this device. The boot script
 * (public/boot/prefs.js) reads the same key before the first paint, so no page flashes the wrong theme.
 */
export const PREFS_STORAGE_KEY = 'siyum.prefs';
export const DEFAULT_FONT_SIZE: FontSize = 16;

const isTheme = (value: unknown): value is Theme => (THEMES as readonly unknown[]).includes(value);
const isFontSize = (value: unknown): value is FontSize =>
  (FONT_SIZE_VALUES as readonly unknown[]).includes(value);

/** The system's choice where the user made none. */
export function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

/** The browser's languages, most wanted first. */
export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages;

/**
 * Stored prefs, each field checked; a missing or foreign value falls back to the default (for the
 * language: the first of the browser's that the product has).
 */
export function readStoredPrefs(
  storage: Pick<Storage, 'getItem'> = localStorage,
  languages: readonly string[] = browserLanguages(),
): DisplayPrefs {
  let stored: { theme?: unknown; fontSize?: unknown; locale?: unknown } = {};
  try {
    stored = JSON.parse(storage.getItem(PREFS_STORAGE_KEY) ?? '{}') ?? {};
  } catch {
    // A damaged entry is as good as none.
  }
  return {
    theme: isTheme(stored.theme) ? stored.theme : systemTheme(),
    fontSize: isFontSize(stored.fontSize) ? stored.fontSize : DEFAULT_FONT_SIZE,
    locale: chooseLocale(stored.locale, languages),
  };
}

export function storePrefs(prefs: DisplayPrefs, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(PREFS_STORAGE_KEY, JSON.stringify(prefs));
  } catch {
    // Private mode or a full quota: the choice still applies to this page.
  }
}

/**
 * Applies the prefs to the page: the tokens follow data-theme, every rem size the root font size,
 * the language and writing direction `<html lang dir>`.
 */
export function applyPrefs(prefs: DisplayPrefs, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = prefs.theme;
  root.style.fontSize = `${prefs.fontSize}px`;
  root.lang = LOCALE_TAGS[prefs.locale];
  root.dir = localeDirection(prefs.locale);
}

/**
 * A signed-in user's prefs for this platform (auth.me `userPrefs`): the theme is kept in
 * `backgroundColor` — 'dark', or otherwise light (§3) — the size in `fontSize`, the language in
 * the free-form `data` as `language` (§3 has no field for it). Fields the record lacks stay as they are.
 */
export function prefsFromServer(record: UserPrefs | null, current: DisplayPrefs): DisplayPrefs {
  const backgroundColor = record?.backgroundColor;
  const language = record?.data?.[LANGUAGE_DATA_KEY];
  return {
    theme: backgroundColor == null ? current.theme : backgroundColor === 'dark' ? 'dark' : 'light',
    fontSize: isFontSize(record?.fontSize) ? record.fontSize : current.fontSize,
    locale: isLocale(language) ? language : current.locale,
  };
}

/** The key of UserPrefs.data that holds the language. */
export const LANGUAGE_DATA_KEY = 'language';

export const samePrefs = (a: DisplayPrefs, b: DisplayPrefs): boolean =>
  a.theme === b.theme && a.fontSize === b.fontSize && a.locale === b.locale;
