import type { Messages } from './catalogue';

/**
 * Another locale's version of a catalogue section: the English keys, any text. A nested group
 * keeps its shape; a list of paragraphs may have as many as the language needs. A missing or
 * misspelt key is a type error.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? readonly string[]
      : Translation<T[K]>;
};

/** A whole catalogue in another locale: what `he` (issue 23) and any later language satisfy. */
export type Catalogue = Translation<Messages>;
