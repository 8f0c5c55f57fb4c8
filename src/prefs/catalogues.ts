import type { Catalogue, Locale } from '@siyum/domain';

/**
 * The widgets' strings in each language but English (which every widget carries itself), loaded the
 * first time a reader chooses it: an English reader never downloads the Hebrew catalogue.
 */
const loaded = new Map<Locale, Catalogue>();

/** `locale`'s catalogue once loaded; none for English. */
export const catalogueFor = (locale: Locale): Catalogue | undefined => loaded.get(locale);

export async function loadCatalogue(locale: Locale): Promise<void> {
  if (locale === 'en' || loaded.has(locale)) return;
  const { he } = await import('@siyum/domain/messages/he');
  loaded.set('he', he);
}
