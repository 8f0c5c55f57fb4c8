import {
  FONT_SIZE_VALUES,
  type FontSize,
  format,
  preferencesMessages,
  THEMES,
  type Theme,
} from '@siyum/domain';
import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../form/Button';
import { cx } from '../internal/cx';
import { SegmentedFilter } from '../internal/SegmentedFilter';
import './PreferencesForm.css';

/** The two §1 preferences: colour theme and root font size. */
export interface PreferencesValue {
  theme: Theme;
  fontSize: FontSize;
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

type MessageKey = keyof typeof preferencesMessages;

// Records over the domain's unions, so a new theme or size fails to compile until it has a label.
const THEME_LABELS: Record<Theme, MessageKey> = { light: 'themeLight', dark: 'themeDark' };
const FONT_SIZE_LABELS: Record<FontSize, MessageKey> = {
  12: 'fontSizeSmall',
  16: 'fontSizeMedium',
  20: 'fontSizeLarge',
};

const THEME_OPTIONS = THEMES.map((theme) => ({
  value: theme,
  label: preferencesMessages[THEME_LABELS[theme]],
}));
const FONT_SIZE_OPTIONS = FONT_SIZE_VALUES.map((fontSize) => ({
  value: fontSize,
  label: (
    <>
      {preferencesMessages[FONT_SIZE_LABELS[fontSize]]}
      {/* A visual hint only: the spoken name stays "Small", "Medium", "Large". */}
      <span className="siyum-preferences__hint" aria-hidden="true">
        {format(preferencesMessages.fontSizePixels, { size: fontSize })}
      </span>
    </>
  ),
}));

function statusText(status: PreferencesSaveStatus, savedTo: 'device' | 'account'): string {
  if (status === 'saving') return preferencesMessages.saving;
  if (status === 'error') return preferencesMessages.saveFailed;
  if (status === 'saved')
    return savedTo === 'account' ? preferencesMessages.savedToAccount : preferencesMessages.savedOnDevice;
  return '';
}

/** Theme and text size as two segmented radio groups; every change is reported at once. */
export function PreferencesForm({
  value,
  onChange,
  status = 'idle',
  savedTo = 'device',
  onRetry,
  disabled = false,
  className,
}: PreferencesFormProps) {
  const themeRadios = useRef<HTMLDivElement>(null);
  // After "Try again" the button stays (busy) while the retry is saving, so focus is not dropped.
  const [retrying, setRetrying] = useState(false);
  if (retrying && (status === 'saved' || status === 'idle')) setRetrying(false);
  const showRetry = onRetry !== undefined && (status === 'error' || (retrying && status === 'saving'));

  // When the button goes away while focused (the retry succeeded), focus returns to the chosen
  // theme rather than falling to the top of the page.
  const retryHadFocus = useRef(false);
  useLayoutEffect(() => {
    if (showRetry || !retryHadFocus.current) return;
    retryHadFocus.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body)
      themeRadios.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [showRetry]);

  return (
    <div className={cx('siyum-preferences', className)} data-status={status}>
      <SegmentedFilter
        variant="stacked"
        legend={preferencesMessages.themeLegend}
        options={THEME_OPTIONS}
        value={value.theme}
        onChange={(theme) => onChange({ ...value, theme })}
        disabled={disabled}
        optionsRef={themeRadios}
      />

      <SegmentedFilter
        variant="stacked"
        legend={preferencesMessages.fontSizeLegend}
        options={FONT_SIZE_OPTIONS}
        value={value.fontSize}
        onChange={(fontSize) => onChange({ ...value, fontSize })}
        disabled={disabled}
      />

      <div className="siyum-preferences__save">
        {/* Always rendered, so screen readers already watch it when the first message arrives. */}
        <p role="status" className="siyum-preferences__status">
          {statusText(status, savedTo)}
        </p>
        {showRetry && (
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled}
            busy={status === 'saving'}
            onFocus={() => {
              retryHadFocus.current = true;
            }}
            onBlur={() => {
              retryHadFocus.current = false;
            }}
            onClick={() => {
              setRetrying(true);
              onRetry();
            }}
          >
            {preferencesMessages.retry}
          </Button>
        )}
      </div>
    </div>
  );
}
