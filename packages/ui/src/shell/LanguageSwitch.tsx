import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, type Locale } from '@siyum/domain';
import { Button } from '../form';

export interface LanguageSwitchProps {
  /** The language the page is in. */
  locale: Locale;
  onChange: (locale: Locale) => void;
  className?: string;
}

/**
 * The header's language switch: a button named, in its own language, for the language it switches
 * to ("עברית" on an English page, "English" on a Hebrew one), so a reader who cannot read the page
 * still finds theirs. With two languages it toggles; it offers the next one in `LOCALES` order.
 */
export function LanguageSwitch({ locale, onChange, className }: LanguageSwitchProps) {
  const next = LOCALES[(LOCALES.indexOf(locale) + 1) % LOCALES.length] ?? locale;
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      lang={LOCALE_TAGS[next]}
      onClick={() => onChange(next)}
    >
      {LOCALE_NAMES[next]}
    </Button>
  );
}
