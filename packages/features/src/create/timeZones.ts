/** The wizard's time-zone choice, as pure functions over `Intl`: unit-tested in node. */
import { dateTimeFormat, format, isTimeZone, siyumCreateMessages } from '@siyum/domain';
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
 * "Jerusalem (Israel Time)": the zone's city (from its IANA name, so in English) and its generic
 * name in `tag`'s language ("Jerusalem (שעון ישראל)").
 */
export function timeZoneLabel(zone: string, m: CreateMessages = siyumCreateMessages, tag = 'en'): string {
  const city = (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
  const name = dateTimeFormat(tag, { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(0)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== city ? format(m.timeZoneOption, { city, zone: name }) : city;
}

export function timeZoneOptions(
  first: readonly (string | undefined)[],
  m: CreateMessages = siyumCreateMessages,
  tag = 'en',
): { value: string; label: string }[] {
  const zones = [...first, ...COMMON_TIME_ZONES].filter(
    (zone, index, all): zone is string =>
      zone !== undefined && isTimeZone(zone) && all.indexOf(zone) === index,
  );
  return zones.map((zone) => ({ value: zone, label: timeZoneLabel(zone, m, tag) }));
}

/** The zone the browser runs in, or UTC where it cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
