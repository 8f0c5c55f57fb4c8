// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UserPrefs } from '@siyum/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { applyPrefs, PREFS_STORAGE_KEY, prefsFromServer, readStoredPrefs } from './prefs';

const bootScript = readFileSync(join(process.cwd(), 'public/boot/prefs.js'), 'utf8');
const root = document.documentElement;

afterEach(() => {
  localStorage.clear();
  root.removeAttribute('data-theme');
  root.removeAttribute('style');
});

describe('the boot script and the app read stored prefs alike', () => {
  it.each([
    ['dark, large', JSON.stringify({ theme: 'dark', fontSize: 20 })],
    ['light, small', JSON.stringify({ theme: 'light', fontSize: 12 })],
    ['foreign values', JSON.stringify({ theme: 'purple', fontSize: 13 })],
    ['damaged JSON', '{"theme":'],
    ['nothing stored', null],
  ])('%s', (_name, stored) => {
    if (stored !== null) localStorage.setItem(PREFS_STORAGE_KEY, stored);
    // Runs the shipped boot file as the browser does: a classic script in the global scope.
    new Function(bootScript)();
    const booted = { theme: root.dataset.theme, fontSize: root.style.fontSize };
    root.removeAttribute('data-theme');
    root.removeAttribute('style');
    applyPrefs(readStoredPrefs());
    expect({ theme: root.dataset.theme, fontSize: root.style.fontSize }).toEqual(booted);
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
  const current = { theme: 'light', fontSize: 16 } as const;

  it('takes the theme from backgroundColor and the size from fontSize', () => {
    expect(prefsFromServer(record({ backgroundColor: 'dark', fontSize: 20 }), current)).toEqual({
      theme: 'dark',
      fontSize: 20,
    });
  });

  it('§3: a backgroundColor other than "dark" means light', () => {
    const dark = { theme: 'dark', fontSize: 16 } as const;
    for (const backgroundColor of ['light', '#ffffff', 'Dark', ''])
      expect(prefsFromServer(record({ backgroundColor }), dark).theme, backgroundColor).toBe('light');
  });

  it('keeps what the record lacks, and a font size that is not one of 12 / 16 / 20', () => {
    expect(prefsFromServer(record({ fontSize: 14 }), current)).toEqual(current);
    expect(prefsFromServer(null, current)).toEqual(current);
  });
});
