import { DirectionProvider } from '@radix-ui/react-direction';
import { LOCALE_TAGS, type Locale, localeDirection, type TextDirection } from '@siyum/domain';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
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

/** The language the widgets below write in, and what follows from it. */
export interface UiLocale {
  locale: Locale;
  /** The BCP 47 tag numbers, dates and plurals are formatted with ('he-IL'). */
  tag: string;
  dir: TextDirection;
}

const uiLocale = (locale: Locale): UiLocale => ({
  locale,
  tag: LOCALE_TAGS[locale],
  dir: localeDirection(locale),
});
const UiLocaleContext = createContext<UiLocale>(uiLocale('en'));
UiLocaleContext.displayName = 'UiLocale';

export interface UiMessagesProviderProps {
  /** Strings for the widgets below, replacing the English ones key by key; nested providers add up. */
  messages: UiMessagesOverride;
  /**
   * The language `messages` are in: sets the writing direction of everything below (Radix's
   * popovers and menus open on its side, arrow keys follow it) and the locale numbers and dates are
   * written in. Unless given, the outer provider's (English at the top).
   */
  locale?: Locale;
  children: ReactNode;
}

/** Supplies the widgets' strings (another locale, a sister app's wording) to everything below. */
export function UiMessagesProvider({ messages, locale, children }: UiMessagesProviderProps) {
  const outer = useContext(UiMessagesContext);
  const merged = useMemo(() => mergeUiMessages(outer, messages), [outer, messages]);
  const provided = <UiMessagesContext.Provider value={merged}>{children}</UiMessagesContext.Provider>;
  if (!locale) return provided;
  return <LocaleProvider locale={locale}>{provided}</LocaleProvider>;
}

function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo(() => uiLocale(locale), [locale]);
  return (
    <UiLocaleContext.Provider value={value}>
      <DirectionProvider dir={value.dir}>{children}</DirectionProvider>
    </UiLocaleContext.Provider>
  );
}

/** The widgets' language, its `Intl` tag and its writing direction. */
export function useUiLocale(): UiLocale {
  return useContext(UiLocaleContext);
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

/**
 * For English sections known only when something happens (the sections an error was worded from,
 * carried by the error): a function that lays the nearest provider's strings over them.
 */
export function useUiMessageTranslator(): <S extends UiMessageSection>(
  english: Pick<UiMessages, S>,
) => Pick<UiMessages, S> {
  const overrides = useContext(UiMessagesContext);
  return useCallback(
    <S extends UiMessageSection>(english: Pick<UiMessages, S>) => {
      const sections = Object.keys(english) as S[];
      return Object.fromEntries(
        sections.map((section) => [section, sectionMessages<S>(english[section], overrides[section])]),
      ) as Pick<UiMessages, S>;
    },
    [overrides],
  );
}
