import type { Locale } from '@siyum/domain';
import { UiMessagesProvider } from '@siyum/ui/messages';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { catalogueFor, loadCatalogue } from './catalogues';

interface LocaleState {
  locale: Locale;
  /** Loads the language's catalogue, then switches every string below to it. */
  setLocale(locale: Locale): Promise<void>;
}

const LocaleContext = createContext<LocaleState | null>(null);

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale outside <LocaleProvider>');
  return state;
}

const ENGLISH = {};

/**
 * The reader's language for everything below — the pages, the header, the auth dialog — through the
 * widgets' messages provider, with its writing direction. Outermost, so the session's dialog reads
 * it too; the preferences decide it (PrefsProvider calls `setLocale`). `initial`'s catalogue must
 * already be loaded (main.tsx loads it before the first render); one that failed to load shows
 * English.
 */
export function LocaleProvider({ initial, children }: { initial: Locale; children: ReactNode }) {
  const [locale, setState] = useState<Locale>(initial);
  const setLocale = useCallback(async (next: Locale) => {
    await loadCatalogue(next);
    setState(next);
  }, []);
  const catalogue = catalogueFor(locale);
  const shown = catalogue || locale === 'en' ? locale : 'en';
  const value = useMemo(() => ({ locale: shown, setLocale }), [shown, setLocale]);
  return (
    <LocaleContext value={value}>
      <UiMessagesProvider messages={catalogue ?? ENGLISH} locale={shown}>
        {children}
      </UiMessagesProvider>
    </LocaleContext>
  );
}
