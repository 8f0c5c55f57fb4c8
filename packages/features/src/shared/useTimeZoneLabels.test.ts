// @vitest-environment jsdom
import { mailPrefsMessages } from '@siyum/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, setUpHookTests } from './renderHook.test-support';
import { hasGenericName } from './timeZoneLabels';
import { useTimeZoneOptions } from './useTimeZoneLabels';

setUpHookTests();
afterEach(() => vi.useRealTimers());

const ZONES = ['America/New_York', 'Asia/Jerusalem', 'Europe/London', 'UTC'];
const TEMPLATE = mailPrefsMessages.timeZoneOption;
// Names are kept per tag for the visit: each test asks in a tag of its own, so it starts cold.
const labelsOf = (tag: string, locale: 'en' | 'he' = 'en') =>
  renderHook(() => useTimeZoneOptions(ZONES, 'America/New_York', TEMPLATE, { locale, tag }), undefined);
const labels = (hook: { current: { options: { label: string }[] } }) =>
  hook.current.options.map((option) => option.label);

describe('useTimeZoneOptions', () => {
  it('names only the chosen zone on the first render, the rest in idle time', async () => {
    vi.useFakeTimers();
    const hook = labelsOf('en-US');
    expect(labels(hook)).toEqual(['New York (Eastern Time)', 'Jerusalem', 'London', 'UTC']);
    expect(hasGenericName('Asia/Jerusalem', 'en-US')).toBe(false);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(labels(hook)).toEqual([
      'New York (Eastern Time)',
      'Jerusalem (Israel Time)',
      'London (United Kingdom Time)',
      'UTC',
    ]);
  });

  it('names every zone at once when the list is about to open', () => {
    vi.useFakeTimers();
    const hook = labelsOf('en-CA');
    act(() => hook.current.labelAll());
    expect(labels(hook)[1]).toBe('Jerusalem (Israel Time)');
  });

  it('names the cities in Hebrew once the Hebrew table has loaded', async () => {
    vi.useFakeTimers();
    const hook = labelsOf('he-IL', 'he');
    // Until the chunk arrives: English cities, Hebrew zone names.
    expect(labels(hook)[0]).toBe('New York (שעון החוף המזרחי)');
    await act(async () => {
      await import('./timeZoneCities.he');
      await vi.runAllTimersAsync();
    });
    expect(labels(hook)).toEqual([
      'ניו יורק (שעון החוף המזרחי)',
      'ירושלים (שעון ישראל)',
      'לונדון (שעון בריטניה)',
      'זמן אוניברסלי מתואם',
    ]);
  });
});
