import { mailPrefsMessages, timeZoneChoices } from '@siyum/domain';
import { he } from '@siyum/domain/messages/he';
import { describe, expect, it } from 'vitest';
import { hebrewZoneCities } from './timeZoneCities.he';
import { hasGenericName, timeZoneLabel, zoneCity, zoneGenericName } from './timeZoneLabels';

const english = { template: mailPrefsMessages.timeZoneOption, tag: 'en' };
const hebrew = { template: he.mailPrefs.timeZoneOption, tag: 'he-IL', cities: hebrewZoneCities };

describe('time-zone labels', () => {
  it('names a zone by its city and its generic name in the reader’s language', () => {
    expect(timeZoneLabel('America/New_York', english)).toBe('New York (Eastern Time)');
    // ICU data says "Israel Time" or "Israel Standard Time" (older data).
    expect(timeZoneLabel('Asia/Jerusalem', english)).toMatch(/^Jerusalem \(Israel [A-Za-z ]*Time\)$/);
    expect(timeZoneLabel('Asia/Jerusalem', hebrew)).toBe('ירושלים (שעון ישראל)');
    expect(timeZoneLabel('America/New_York', hebrew)).toBe('ניו יורק (שעון החוף המזרחי)');
  });

  it('uses today’s generic name, not the one a zone had in 1970', () => {
    // Cancún moved from Central to Eastern time in 2015.
    expect(timeZoneLabel('America/Cancun', english)).toMatch(/^Cancun \(Eastern/);
  });

  it('shows UTC alone: ICU has only an offset ("GMT+00:00") for it', () => {
    expect(zoneGenericName('UTC', 'en')).toBeUndefined();
    expect(timeZoneLabel('UTC', english)).toBe('UTC');
    expect(timeZoneLabel('UTC', hebrew)).toBe('זמן אוניברסלי מתואם');
  });

  it('gives the old ids’ English cities their names of today', () => {
    expect(zoneCity('Europe/Kiev')).toBe('Kyiv');
    expect(zoneCity('Asia/Calcutta')).toBe('Kolkata');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });

  it('falls back to the English city for a zone the table lacks', () => {
    expect(zoneCity('Mars/Olympus_Mons', hebrewZoneCities)).toBe('Olympus Mons');
    expect(timeZoneLabel('Not/AZone', hebrew)).toBe('AZone');
  });

  it('asks Intl once per zone and language', () => {
    expect(hasGenericName('Europe/Paris', 'fr')).toBe(false);
    const first = zoneGenericName('Europe/Paris', 'fr');
    expect(hasGenericName('Europe/Paris', 'fr')).toBe(true);
    expect(zoneGenericName('Europe/Paris', 'fr')).toBe(first);
  });
});

describe('the Hebrew city table', () => {
  it('knows the cities Hebrew readers know', () => {
    expect(hebrewZoneCities['Asia/Jerusalem']).toBe('ירושלים');
    expect(hebrewZoneCities['America/New_York']).toBe('ניו יורק');
    expect(hebrewZoneCities['America/Los_Angeles']).toBe('לוס אנג׳לס');
    expect(hebrewZoneCities['Europe/London']).toBe('לונדון');
    expect(hebrewZoneCities['Europe/Paris']).toBe('פריז');
    expect(hebrewZoneCities['Europe/Moscow']).toBe('מוסקבה');
    expect(hebrewZoneCities['America/Argentina/Buenos_Aires']).toBe('בואנוס איירס');
  });

  it('misses none of the zones this runtime offers', () => {
    const missing = timeZoneChoices().filter((zone) => !(zone in hebrewZoneCities));
    expect(missing).toEqual([]);
  });

  it('writes every city in Hebrew letters', () => {
    const latin = Object.entries(hebrewZoneCities).filter(([, city]) => /[A-Za-z]/.test(city));
    expect(latin).toEqual([]);
  });
});
