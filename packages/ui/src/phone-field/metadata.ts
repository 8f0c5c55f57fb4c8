import type { MetadataJson } from 'libphonenumber-js/core';

/*
 * The country metadata (~19 kB gzip) is the bulk of the phone field, so it is a separate chunk
 * fetched on first render instead of sitting on every page's critical path. It is the domain's
 * `phone-metadata` — the tier the API validates with too, so field and server agree.
 */
let loaded: MetadataJson | undefined;
let loading: Promise<MetadataJson> | undefined;

/** Starts (once) and returns the metadata download; a failed download may be retried. */
export function loadPhoneMetadata(): Promise<MetadataJson> {
  loading ??= import('@siyum/domain/phone-metadata').then(
    (module) => {
      loaded = module.phoneMetadata;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The metadata if it has already arrived, so a later mount renders complete at once. */
export function loadedPhoneMetadata(): MetadataJson | undefined {
  return loaded;
}
