/**
 * Time zones (issue 22): a user's is an IANA name; reminders go out at 9:00 in it. Plain `Intl`, no
 * zod, so the app's first bundle can read the browser's zone without the schemas.
 */

/** A user with no time zone yet (a record made before issue 22) is written to at 9:00 in this one. */
export const DEFAULT_TIME_ZONE = 'UTC';
export const TIME_ZONE_MAX_LENGTH = 64;

/** Whether the runtime knows `zone` as an IANA time zone (`Asia/Jerusalem`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > TIME_ZONE_MAX_LENGTH) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zones to choose from: the runtime's canonical list, with UTC (which some runtimes leave out). */
export function timeZoneChoices(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

/** This runtime's own time zone (the browser's, at sign-up), when it is one the server will take. */
export function localTimeZone(): string | undefined {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : undefined;
}
