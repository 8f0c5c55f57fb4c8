import { createContext, type ReactNode, useContext, useMemo } from 'react';
import {
  mergeUiMessages,
  sectionMessages,
  type UiMessageSection,
  type UiMessages,
  type UiMessagesOverride,
} from './uiMessages';

/** Only the overrides travel through context; each widget brings its own English section. */
const UiMessagesContext = createContext<UiMessagesOverride>({});
UiMessagesContext.displayName = 'UiMessages';

export interface UiMessagesProviderProps {
  /** Strings for the widgets below, replacing the English ones key by key; nested providers add up. */
  messages: UiMessagesOverride;
  children: ReactNode;
}

/** Supplies the widgets' strings (another locale, a sister app's wording) to everything below. */
export function UiMessagesProvider({ messages, children }: UiMessagesProviderProps) {
  const outer = useContext(UiMessagesContext);
  const merged = useMemo(() => mergeUiMessages(outer, messages), [outer, messages]);
  return <UiMessagesContext.Provider value={merged}>{children}</UiMessagesContext.Provider>;
}

/**
 * A widget's strings: its English section of the domain catalogue, with whatever the nearest
 * `UiMessagesProvider` replaces. The widget passes the English section itself, so its bundle carries
 * only the strings it shows.
 */
export function useUiMessages<S extends UiMessageSection>(section: S, english: UiMessages[S]): UiMessages[S] {
  const override = useContext(UiMessagesContext)[section];
  return useMemo(() => sectionMessages(english, override), [english, override]);
}

/**
 * Several sections at once, for a widget that words one message from more than one section (the
 * auth dialog's errors): `english` holds each section's English strings, by section name.
 */
export function useUiMessageSections<S extends UiMessageSection>(
  english: Pick<UiMessages, S>,
): Pick<UiMessages, S> {
  const overrides = useContext(UiMessagesContext);
  return useMemo(() => {
    const sections = Object.keys(english) as S[];
    return Object.fromEntries(
      sections.map((section) => [section, sectionMessages<S>(english[section], overrides[section])]),
    ) as Pick<UiMessages, S>;
  }, [english, overrides]);
}
