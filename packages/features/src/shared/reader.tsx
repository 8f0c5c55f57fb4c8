/**
 * How the widgets write for their reader (issue 23): the `Intl` tag numbers, lists and plurals are
 * written with, the language texts and portions are named in, and how people's own words (a
 * learner's name, a siyum's title, an address) are set into a sentence. On a right-to-left page
 * such words are isolated in `<bdi>`, so an English name keeps its own direction inside a Hebrew
 * line instead of scrambling it; on a left-to-right page they stay the plain text they always were,
 * and a sentence filled with plain text is the same string `format` makes.
 */
import { format, LOCALE_TAGS, type Locale, listFormat } from '@siyum/domain';
import { type UiLocale, useUiLocale } from '@siyum/ui/messages';
import { createElement, Fragment, type ReactNode, useMemo } from 'react';

/** Sets words a person typed into a sentence: as they are, or isolated on a right-to-left page. */
export type Isolate = (text: string) => ReactNode;

export interface ReaderLocale {
  /** The reader's language: what texts, books and portions are named in (`localName`). */
  locale: Locale;
  /** The BCP 47 tag numbers, lists and plurals are written with ('en', 'he-IL'). */
  tag: string;
  /** A learner's name, a title, an address set into visible text: `<bdi>` on a right-to-left page. */
  isolate: Isolate;
  /**
   * The same where only a string fits (a dialog's title, an option's label): the Unicode isolates
   * (FSI … PDI) around the text on a right-to-left page, the text alone otherwise.
   */
  isolateText: (text: string) => string;
}

const asItIs = (text: string) => text;
const inBdi: Isolate = (text) => createElement('bdi', null, text);
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';
const isolated = (text: string) => `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;

export function readerLocale({ locale, tag, dir }: UiLocale): ReaderLocale {
  const rightToLeft = dir === 'rtl';
  return {
    locale,
    tag,
    isolate: rightToLeft ? inBdi : asItIs,
    isolateText: rightToLeft ? isolated : asItIs,
  };
}

/** The English reader: what the pure text functions write for unless told otherwise. */
export const ENGLISH_READER: ReaderLocale = readerLocale({ locale: 'en', tag: LOCALE_TAGS.en, dir: 'ltr' });

/** The reader of the nearest `UiMessagesProvider` (English without one). */
export function useReaderLocale(): ReaderLocale {
  const ui = useUiLocale();
  return useMemo(() => readerLocale(ui), [ui]);
}

const isText = (node: ReactNode): node is string | number =>
  typeof node === 'string' || typeof node === 'number';

/** Nodes side by side, without keys (they never reorder). */
const together = (nodes: readonly ReactNode[]): ReactNode => createElement(Fragment, null, ...nodes);

/**
 * `format` whose values may be nodes (an isolated name): the template's words stay text, each
 * `{placeholder}` becomes its value. With text values only, exactly the string `format` makes.
 */
export function formatNodes(template: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  const entries = Object.values(values);
  if (entries.every(isText)) return format(template, values as Record<string, string | number>);
  const pieces: ReactNode[] = [];
  let from = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    const key = match[1] ?? '';
    if (!(key in values)) continue;
    const at = match.index ?? 0;
    pieces.push(template.slice(from, at), values[key]);
    from = at + match[0].length;
  }
  pieces.push(template.slice(from));
  return together(pieces);
}

/** Items with `separator` between them; text items only give the joined string. */
export function joinNodes(items: readonly ReactNode[], separator: string): ReactNode {
  if (items.every(isText)) return items.join(separator);
  return together(items.flatMap((item, index) => (index === 0 ? [item] : [separator, item])));
}

const conjunction = (tag: string) => listFormat(tag, { style: 'long', type: 'conjunction' });

/**
 * Items joined the way `tag` lists them ("Rivka L., Moshe K., and Dovid S." in English, "… ו-…" in
 * Hebrew, whose "and" takes its form from the word after it), each item drawn by `node` (e.g. an
 * isolated name). When every item stays text, the string `Intl.ListFormat` makes.
 */
export function listNodes(
  items: readonly string[],
  tag: string,
  node: (item: string, index: number) => ReactNode = asItIs,
): ReactNode {
  let index = 0;
  const pieces = conjunction(tag)
    .formatToParts(items)
    .map((part) => (part.type === 'element' ? node(part.value, index++) : part.value));
  return pieces.every(isText) ? pieces.join('') : together(pieces);
}
