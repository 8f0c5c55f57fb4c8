import {
  FONT_SIZE_VALUES,
  type FontSize,
  format,
  LOCALE_NAMES,
  LOCALE_TAGS,
  LOCALES,
  type Locale,
  preferencesMessages,
  THEMES,
  type Theme,
} from '@siyum/domain';
import { useMemo, useRef } from 'react';
import { cx } from '../internal/cx';
import { useUiMessages } from '../messages/UiMessagesProvider';
import type { UiMessages } from '../messages/uiMessages';
import { RadioGroup } from '../primitives/RadioGroup';
import { SaveStatus } from './SaveStatus';
import './PreferencesForm.css';

/** The two §1 preferences, colour theme and root font size, and the language when the app offers one. */
export interface PreferencesValue {
  theme: Theme;
  fontSize: FontSize;
  /** Without it the form offers no language choice. */
  locale?: Locale;
}

export type PreferencesSaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export interface PreferencesFormProps {
  value: PreferencesValue;
  /** Called the moment a choice changes; there is no submit (a preference applies at once). */
  onChange: (next: PreferencesValue) => void;
  /** Where saving stands; shown as one polite status line. */
  status?: PreferencesSaveStatus;
  /** Where a save lands: a visitor's choice stays on this device, a signed-in user's goes to the account. */
  savedTo?: 'device' | 'account';
  /** Saves again after an error; without it the error line has no button. */
  onRetry?: () => void;
  disabled?: boolean;
  className?: string;
}

type MessageKey = keyof UiMessages['preferences'];

// Records over the domain's unions, so a new theme or size fails to compile until it has a label.
const THEME_LABELS: Record<Theme, MessageKey> = { light: 'themeLight', dark: 'themeDark' };
const FONT_SIZE_LABELS: Record<FontSize, MessageKey> = {
  12: 'fontSizeSmall',
  16: 'fontSizeMedium',
  20: 'fontSizeLarge',
};

type PreferencesStrings = UiMessages['preferences'];

function themeOptions(m: PreferencesStrings) {
  return THEMES.map((theme) => ({ value: theme, label: m[THEME_LABELS[theme]] }));
}

function fontSizeOptions(m: PreferencesStrings) {
  return FONT_SIZE_VALUES.map((fontSize) => ({
    value: fontSize,
    label: (
      <>
        {m[FONT_SIZE_LABELS[fontSize]]}
        {/* A visual hint only: the spoken name stays "Small", "Medium", "Large". */}
        <span className="siyum-preferences__hint" aria-hidden="true">
          {format(m.fontSizePixels, { size: fontSize })}
        </span>
      </>
    ),
  }));
}

/** Each language in its own name and language, so a reader finds theirs whatever the page is in. */
const languageOptions = LOCALES.map((locale) => ({
  value: locale,
  label: <span lang={LOCALE_TAGS[locale]}>{LOCALE_NAMES[locale]}</span>,
}));

function statusText(
  m: PreferencesStrings,
  status: PreferencesSaveStatus,
  savedTo: 'device' | 'account',
): string {
  if (status === 'saving') return m.saving;
  if (status === 'error') return m.saveFailed;
  if (status === 'saved') return savedTo === 'account' ? m.savedToAccount : m.savedOnDevice;
  return '';
}

/** Theme, text size and (when given) language as segmented radio groups; every change is reported at once. */
export function PreferencesForm({
  value,
  onChange,
  status = 'idle',
  savedTo = 'device',
  onRetry,
  disabled = false,
  className,
}: PreferencesFormProps) {
  const m = useUiMessages('preferences', preferencesMessages);
  const themes = useMemo(() => themeOptions(m), [m]);
  const fontSizes = useMemo(() => fontSizeOptions(m), [m]);
  const chosenTheme = useRef<HTMLButtonElement>(null);

  return (
    <div className={cx('siyum-preferences', className)} data-status={status}>
      <RadioGroup
        variant="segmented"
        layout="stacked"
        legend={m.themeLegend}
        options={themes}
        value={value.theme}
        onChange={(theme) => onChange({ ...value, theme })}
        disabled={disabled}
        inputRef={chosenTheme}
      />

      <RadioGroup
        variant="segmented"
        layout="stacked"
        legend={m.fontSizeLegend}
        options={fontSizes}
        value={value.fontSize}
        onChange={(fontSize) => onChange({ ...value, fontSize })}
        disabled={disabled}
      />

      {value.locale !== undefined && (
        <RadioGroup
          variant="segmented"
          layout="stacked"
          legend={m.languageLegend}
          options={languageOptions}
          value={value.locale}
          onChange={(locale) => onChange({ ...value, locale })}
          disabled={disabled}
        />
      )}

      <SaveStatus
        className="siyum-preferences__save"
        textClassName="siyum-preferences__status"
        status={status}
        text={statusText(m, status, savedTo)}
        retryLabel={m.retry}
        onRetry={onRetry}
        // When the button goes away while focused (the retry succeeded), focus returns to the
        // chosen theme rather than falling to the top of the page.
        focusAfterRetry={chosenTheme}
        disabled={disabled}
      />
    </div>
  );
}
