/**
 * The name of a thing in the reader's language (issue 23). A text, a book, a portion and a board
 * group are each named in English and in Hebrew (`CORPORA`, `PortionSpec`): an English reader gets
 * the English name, a Hebrew reader the Hebrew one, or the English where there is no Hebrew (a
 * portion stored without one, a list that carries only English labels). The one rule for every
 * widget, sentence and list that names them.
 */
import type { Locale } from '../locales';

/** A thing's English and Hebrew names (`CORPORA`'s texts and books fit as they are). */
export interface BilingualName {
  readonly en: string;
  /** Empty or absent when the thing has no Hebrew name. */
  readonly he?: string | undefined;
}

/** The language `localName` writes a thing's name in: Hebrew only when it has a Hebrew name. */
export function localNameLocale(name: BilingualName, locale: Locale): Locale {
  return locale === 'he' && name.he ? 'he' : 'en';
}

/** The name a reader of `locale` sees: "Berakhot" in English, "ברכות" in Hebrew. */
export function localName(name: BilingualName, locale: Locale): string {
  return localNameLocale(name, locale) === 'he' ? (name.he ?? '') : name.en;
}

/** A portion's label as a `BilingualName`. */
export function labelNames(portion: { labelEn: string; labelHe?: string | undefined }): BilingualName {
  return { en: portion.labelEn, he: portion.labelHe };
}

/** The name of the group a portion belongs to (a seder, a tractate, a book) as a `BilingualName`. */
export function groupNames(portion: { groupEn: string; groupHe?: string | undefined }): BilingualName {
  return { en: portion.groupEn, he: portion.groupHe };
}
