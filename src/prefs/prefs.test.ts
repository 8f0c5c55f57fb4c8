// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UserPrefs } from '@siyum/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { applyPrefs, PREFS_STORAGE_KEY, prefsFromServer, readStoredPrefs } from './prefs';

const bootScript = readFileSync(join(process.cwd(), 'public/boot/prefs.js'), 'utf8');
const root = document.documentElement;

const clearRoot = () => {
  for (const name of ['data-theme', 'style', 'lang', 'dir']) root.removeAttribute(name);
};
const browserLanguages = (languages: readonly string[]) =>
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
const rootState = () => ({
  theme: root.dataset.theme,
  fontSize: root.style.fontSize,
  lang: root.lang,
  dir: root.dir,
});

afterEach(() => {
  localStorage.clear();
  clearRoot();
  browserLanguages(['en-US', 'en']);
});

describe('the boot script and the app read stored prefs alike', () => {
  it.each([
    ['dark, large', JSON.stringify({ theme: 'dark', fontSize: 20 }), ['en-US']],
    ['light, small', JSON.stringify({ theme: 'light', fontSize: 12 }), ['en-US']],
    ['Hebrew chosen', JSON.stringify({ theme: 'light', fontSize: 16, locale: 'he' }), ['en-US']],
    ['English chosen in a Hebrew browser', JSON.stringify({ locale: 'en' }), ['he-IL']],
    ['a Hebrew browser, nothing chosen', JSON.stringify({ theme: 'dark' }), ['fr', 'he-IL', 'en']],
    ['the old Hebrew tag', null, ['iw']],
    ['foreign values', JSON.stringify({ theme: 'purple', fontSize: 13, locale: 'xx' }), ['de']],
    ['damaged JSON', '{"theme":', ['en-US']],
    ['nothing stored', null, ['en-US']],
  ])('%s', (_name, stored, languages) => {
    if (stored !== null) localStorage.setItem(PREFS_STORAGE_KEY, stored);
    browserLanguages(languages);
    // Runs the shipped boot file as the browser does: a classic script in the global scope.
    new Function(bootScript)();
    const booted = rootState();
    clearRoot();
    applyPrefs(readStoredPrefs());
    expect(rootState()).toEqual(booted);
  });

  it('starts the worker that loads the locale data, and applies the prefs where workers are refused', () => {
    const started: unknown[] = [];
    const refused = () => {
      throw new DOMException('refused by the page’s policy', 'SecurityError');
    };
    try {
      Object.assign(globalThis, {
        Worker: function Worker(url: unknown) {
          started.push(url);
        },
      });
      new Function(bootScript)();
      expect(started).toEqual(['/boot/intl.js']);
      clearRoot();
      localStorage.setItem(PREFS_STORAGE_KEY, JSON.stringify({ theme: 'dark', locale: 'he' }));
      Object.assign(globalThis, { Worker: refused });
      new Function(bootScript)();
      expect([root.dataset.theme, root.dir]).toEqual(['dark', 'rtl']);
    } finally {
      Reflect.deleteProperty(globalThis, 'Worker');
    }
  });

  it('sets Hebrew right to left', () => {
    localStorage.setItem(PREFS_STORAGE_KEY, JSON.stringify({ locale: 'he' }));
    new Function(bootScript)();
    expect([root.lang, root.dir]).toEqual(['he-IL', 'rtl']);
  });
});

describe('prefsFromServer', () => {
  const record = (fields: Partial<UserPrefs>): UserPrefs => ({
    id: 1,
    createdAt: '',
    updatedAt: '',
    userID: 1,
    platform: 'siyum',
    playbackSpeed: null,
    israeliTimeZone: null,
    autoDownloadPlaylist: null,
    downloadOverWifi: null,
    autoPlay: null,
    fontSize: null,
    backgroundColor: null,
    data: null,
    ...fields,
  });
  const current = { theme: 'light', fontSize: 16, locale: 'en' } as const;

  it('takes the theme from backgroundColor and the size from fontSize', () => {
    expect(prefsFromServer(record({ backgroundColor: 'dark', fontSize: 20 }), current)).toEqual({
      theme: 'dark',
      fontSize: 20,
      locale: 'en',
    });
  });

  it('takes the language from data.language, and ignores one the product does not have', () => {
    expect(prefsFromServer(record({ data: { language: 'he' } }), current).locale).toBe('he');
    expect(prefsFromServer(record({ data: { language: 'fr' } }), current).locale).toBe('en');
  });

  it('§3: a backgroundColor other than "dark" means light', () => {
    const dark = { theme: 'dark', fontSize: 16, locale: 'en' } as const;
    for (const backgroundColor of ['light', '#ffffff', 'Dark', ''])
      expect(prefsFromServer(record({ backgroundColor }), dark).theme, backgroundColor).toBe('light');
  });

  it('keeps what the record lacks, and a font size that is not one of 12 / 16 / 20', () => {
    expect(prefsFromServer(record({ fontSize: 14 }), current)).toEqual(current);
    expect(prefsFromServer(null, current)).toEqual(current);
  });
});
