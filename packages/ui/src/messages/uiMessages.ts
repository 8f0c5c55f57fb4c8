/**
 * The strings the widgets show, as sections of the domain catalogue (`@siyum/domain` messages):
 * English by default, replaceable by a sister app or another locale through `UiMessagesProvider`.
 * Pure: no React, unit-tested in node.
 */
import type { Messages, Translation } from '@siyum/domain';

/** The catalogue sections the widgets read: every section of the domain catalogue. */
export type UiMessageSection = keyof Messages;

/**
 * Same keys as the English catalogue, any text (the domain's `Translation`): a translation need not
 * match the English literally. A whole other-language `Catalogue` is one.
 */
export type UiMessages = { readonly [S in UiMessageSection]: Translation<Messages[S]> };

/**
 * Strings to use instead of the English ones, any subset of keys per section. A whole catalogue of
 * another locale with the domain's shape fits as it is.
 */
export type UiMessagesOverride = { readonly [S in UiMessageSection]?: Partial<UiMessages[S]> };

/** A nested provider's strings win over the outer one's, key by key. */
export function mergeUiMessages(outer: UiMessagesOverride, inner: UiMessagesOverride): UiMessagesOverride {
  // Sections are merged one level deep: a key names a string (or a whole list) to replace.
  const merged: Record<string, object | undefined> = { ...outer };
  for (const [section, strings] of Object.entries(inner) as [string, object | undefined][])
    merged[section] = { ...merged[section], ...strings };
  return merged as UiMessagesOverride;
}

/** A section's strings: the English ones with the overrides laid over them. */
export function sectionMessages<S extends UiMessageSection>(
  english: UiMessages[S],
  override: Partial<UiMessages[S]> | undefined,
): UiMessages[S] {
  return override ? { ...english, ...override } : english;
}
