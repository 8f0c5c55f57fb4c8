/**
 * What a time zone is called on screen (issue 23), for the create wizard and the email settings:
 * "New York (Eastern Time)" — the zone's city and its generic name in the reader's language. Pure
 * functions over `Intl`, unit-tested in node; the lazy loading around them is `useTimeZoneLabels`.
 *
 * Here rather than in the domain: labels are presentation (the catalogue's template, a city table
 * loaded per language as a chunk of this library), and nothing on the server needs them.
 */
import { format } from '@siyum/domain';

/** Zone id → its city in one language ("Asia/Jerusalem" → "ירושלים"). */
export type ZoneCities = Readonly<Record<string, string>>;

/**
 * English cities the IANA ids spell the old way (Node and Chromium list Asia/Calcutta, Europe/Kiev):
 * the names CLDR gives them today.
 */
const ENGLISH_CITIES: ZoneCities = {
  'Africa/Asmera': 'Asmara',
  'America/Coral_Harbour': 'Atikokan',
  'America/Godthab': 'Nuuk',
  'Antarctica/DumontDUrville': 'Dumont d’Urville',
  'America/St_Johns': 'St. John’s',
  'Asia/Calcutta': 'Kolkata',
  'Asia/Katmandu': 'Kathmandu',
  'Asia/Rangoon': 'Yangon',
  'Asia/Saigon': 'Ho Chi Minh City',
  'Atlantic/Faeroe': 'Faroe',
  'Europe/Kiev': 'Kyiv',
  'Pacific/Enderbury': 'Kanton',
  'Pacific/Ponape': 'Pohnpei',
  'Pacific/Truk': 'Chuuk',
};

/** The zone's city: from `cities` (the reader's language) when it has it, else English. */
export function zoneCity(zone: string, cities?: ZoneCities): string {
  return cities?.[zone] ?? ENGLISH_CITIES[zone] ?? (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/** Generic names already asked of `Intl`, per language tag; `null`: the zone has none. */
const genericNames = new Map<string, Map<string, string | null>>();

function namesIn(tag: string): Map<string, string | null> {
  let names = genericNames.get(tag);
  if (!names) {
    names = new Map();
    genericNames.set(tag, names);
  }
  return names;
}

function askIntl(zone: string, tag: string): string | null {
  try {
    // A formatter per zone (the zone is a constructor option), used once: the name is what is kept,
    // so `intl.ts`'s formatter cache would only hold ~418 formatters per language for nothing.
    // Today's name, not 1970's: many zones have changed theirs (Cancún was "Central" then).
    const name = new Intl.DateTimeFormat(tag, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(Date.now())
      .find((part) => part.type === 'timeZoneName')?.value;
    // ICU writes an offset ("GMT+00:00", Latin in Hebrew too) for a zone it has no name for: UTC.
    return name && !/^\P{L}*(GMT|UTC)/u.test(name) ? name : null;
  } catch {
    return null;
  }
}

/**
 * "Eastern Time" for America/New_York in English, "שעון החוף המזרחי" in Hebrew; `undefined` for a
 * zone with no name (UTC) or one the runtime does not know. Asked of `Intl` once per zone and
 * language: that costs ~0.15 ms a zone, ~60 ms for the whole list.
 */
export function zoneGenericName(zone: string, tag: string): string | undefined {
  const names = namesIn(tag);
  let name = names.get(zone);
  if (name === undefined) {
    name = askIntl(zone, tag);
    names.set(zone, name);
  }
  return name ?? undefined;
}

/** Whether `zone`'s generic name in `tag` is known already (labelling it costs nothing more). */
export function hasGenericName(zone: string, tag: string): boolean {
  return genericNames.get(tag)?.has(zone) === true;
}

export interface ZoneLabelOptions {
  /** The catalogue's "{city} ({zone})". */
  template: string;
  /** The reader's `Intl` tag ('en', 'he-IL'): the language of the generic name. */
  tag: string;
  /** The reader's city names (the Hebrew table); without, or for a zone it lacks: English. */
  cities?: ZoneCities;
}

/** "Jerusalem (Israel Time)", "ירושלים (שעון ישראל)"; the city alone when the zone has no name. */
export function timeZoneLabel(zone: string, { template, tag, cities }: ZoneLabelOptions): string {
  const city = zoneCity(zone, cities);
  const name = zoneGenericName(zone, tag);
  return name && name !== city ? format(template, { city, zone: name }) : city;
}
