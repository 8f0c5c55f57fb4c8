/**
 * Time-zone labels without their cost up front (issue 23). A Hebrew reader's city table is a chunk
 * of its own, loaded the first time a Hebrew reader needs it; the generic names of a long list
 * (~418 zones, ~60 ms of `Intl`) are asked for in idle time after the first render, or at once
 * when the list is about to open, and kept per language for the rest of the visit.
 */
import type { Locale } from '@siyum/domain';
import type { SelectOption } from '@siyum/ui/select';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { hasGenericName, timeZoneLabel, type ZoneCities, zoneCity, zoneGenericName } from './timeZoneLabels';

/** The city tables of languages other than English, as dynamic imports: none in the first bundle. */
const CITY_TABLES: Partial<Record<Locale, () => Promise<ZoneCities>>> = {
  he: () => import('./timeZoneCities.he').then((module) => module.hebrewZoneCities),
};
const loadedCities = new Map<Locale, ZoneCities>();
const loadingCities = new Map<Locale, Promise<ZoneCities>>();

function loadCities(locale: Locale, load: () => Promise<ZoneCities>): Promise<ZoneCities> {
  let loading = loadingCities.get(locale);
  if (!loading) {
    loading = load().then((cities) => {
      loadedCities.set(locale, cities);
      return cities;
    });
    // A failed load (offline) leaves English cities; the next widget to mount tries again.
    loading.catch(() => loadingCities.delete(locale));
    loadingCities.set(locale, loading);
  }
  return loading;
}

/**
 * `locale`'s city names once loaded, `undefined` for English or until then (English cities
 * meanwhile). Re-renders when the table arrives.
 */
export function useZoneCities(locale: Locale): ZoneCities | undefined {
  const [, setArrived] = useState(0);
  useEffect(() => {
    const load = CITY_TABLES[locale];
    if (!load || loadedCities.has(locale)) return;
    let current = true;
    loadCities(locale, load).then(
      () => current && setArrived((count) => count + 1),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return loadedCities.get(locale);
}

/** Idle time where the browser has it; a short timer elsewhere (Safari before 18). */
function whenIdle(run: (budgetMs: () => number) => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback((deadline) => run(() => deadline.timeRemaining()), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(() => {
    const end = performance.now() + 8;
    run(() => end - performance.now());
  }, 50);
  return () => clearTimeout(handle);
}

/** Asks for the generic names of `zones` in slices that fit idle time, then calls `done`. */
function nameInIdleTime(zones: readonly string[], tag: string, done: () => void): () => void {
  let next = 0;
  let cancel = () => {};
  const slice = (budgetMs: () => number) => {
    // A few zones even when the deadline has passed (the timeout fired), so the list completes.
    const first = next;
    while (next < zones.length && (next - first < 8 || budgetMs() > 1)) {
      zoneGenericName(zones[next] as string, tag);
      next += 1;
    }
    if (next < zones.length) cancel = whenIdle(slice);
    else done();
  };
  cancel = whenIdle(slice);
  return () => cancel();
}

export interface TimeZoneOptions {
  options: SelectOption[];
  /** Labels every zone now (the list is about to open); nothing once they are. */
  labelAll: () => void;
}

/**
 * A long zone list as select options: the chosen zone labelled in full at once ("New York
 * (Eastern Time)"), the others by their city until their names have been asked for in idle time.
 * Call `labelAll` before the list opens (on the trigger's focus).
 */
export function useTimeZoneOptions(
  zones: readonly string[],
  chosen: string | undefined,
  template: string,
  { locale, tag }: { locale: Locale; tag: string },
): TimeZoneOptions {
  const cities = useZoneCities(locale);
  // Bumped when names arrive, so the check below and the options are worked out again.
  const [named, setNamed] = useState(0);
  // Cheap: a map look-up per zone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `named` says the cache has grown
  const allNamed = useMemo(() => zones.every((zone) => hasGenericName(zone, tag)), [zones, tag, named]);

  useEffect(() => {
    if (allNamed) return;
    return nameInIdleTime(zones, tag, () => setNamed((count) => count + 1));
  }, [allNamed, zones, tag]);

  const labelAll = useCallback(() => {
    if (allNamed) return;
    for (const zone of zones) zoneGenericName(zone, tag);
    setNamed((count) => count + 1);
  }, [allNamed, zones, tag]);

  const options = useMemo(
    () =>
      zones.map((zone) => ({
        value: zone,
        label:
          allNamed || zone === chosen || hasGenericName(zone, tag)
            ? timeZoneLabel(zone, { template, tag, cities })
            : zoneCity(zone, cities),
      })),
    [zones, chosen, template, tag, cities, allNamed],
  );
  return { options, labelAll };
}
