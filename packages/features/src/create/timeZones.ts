/** The wizard's time-zone choice, as pure functions over `Intl`: unit-tested in node. */
import { isTimeZone, siyumCreateMessages } from '@siyum/domain';
import { type ZoneCities, timeZoneLabel as zoneLabel } from '../shared/timeZoneLabels';
import type { CreateMessages } from './createSteps';

/** A short list of time zones: the given ones first (the browser's, the current value), then common ones. */
export const COMMON_TIME_ZONES = [
  'Asia/Jerusalem',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Toronto',
  'America/Argentina/Buenos_Aires',
  'Europe/London',
  'Europe/Paris',
  'Europe/Moscow',
  'Africa/Johannesburg',
  'Australia/Melbourne',
  'UTC',
] as const;

/**
 * "Jerusalem (Israel Time)": the zone's city and its generic name in `tag`'s language; the city
 * from `cities` (the Hebrew table, `useZoneCities`) when given, else English: "ירושלים (שעון ישראל)".
 */
export function timeZoneLabel(
  zone: string,
  m: CreateMessages = siyumCreateMessages,
  tag = 'en',
  cities?: ZoneCities,
): string {
  return zoneLabel(zone, { template: m.timeZoneOption, tag, cities });
}

/** The wizard's short list (a dozen zones: labelled at once, ~2 ms). */
export function timeZoneOptions(
  first: readonly (string | undefined)[],
  m: CreateMessages = siyumCreateMessages,
  tag = 'en',
  cities?: ZoneCities,
): { value: string; label: string }[] {
  const zones = [...first, ...COMMON_TIME_ZONES].filter(
    (zone, index, all): zone is string =>
      zone !== undefined && isTimeZone(zone) && all.indexOf(zone) === index,
  );
  return zones.map((zone) => ({ value: zone, label: timeZoneLabel(zone, m, tag, cities) }));
}

/** The zone the browser runs in, or UTC where it cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
