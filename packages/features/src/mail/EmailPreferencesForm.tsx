import { MAIL_TOPICS, type MailPrefs, mailPrefsMessages, type SetMailPrefsInput } from '@siyum/domain';
import { Button, Checkbox } from '@siyum/ui/form';
import { cx } from '@siyum/ui/kit';
import { type UiMessages, useUiLocale, useUiMessages } from '@siyum/ui/messages';
import { SaveStatus, type SaveStatusValue } from '@siyum/ui/preferences';
import { Select } from '@siyum/ui/select';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTimeZoneOptions } from '../shared/useTimeZoneLabels';
import { TOPIC_STRINGS } from './topicLabels';
import './EmailPreferencesForm.css';

export type EmailPreferencesSaveStatus = SaveStatusValue;

export interface EmailPreferencesFormProps {
  /** The saved settings; `undefined` while they load. */
  value: MailPrefs | undefined;
  /** Loading failed: the form says so and offers `onRetryLoad`. */
  loadFailed?: boolean;
  onRetryLoad?: () => void;
  /** Called at once on every switch or zone choice, with only what changed (mail.setPrefs input). */
  onChange: (change: SetMailPrefsInput) => void;
  /** Where saving stands; shown as one polite status line. */
  status?: EmailPreferencesSaveStatus;
  /** Saves again after an error; without it the error line has no button. */
  onRetry?: () => void;
  /** The zones to choose from (`timeZoneChoices()` in the app; a short fixed list in stories). */
  timeZones: readonly string[];
  className?: string;
}

type MailPrefsStrings = UiMessages['mailPrefs'];

/** The zones to offer: a saved zone missing from the list (an older runtime's name) comes first. */
function zonesWith(zones: readonly string[], current: string | undefined): readonly string[] {
  return current === undefined || zones.includes(current) ? zones : [current, ...zones];
}

function statusText(m: MailPrefsStrings, loading: boolean, status: EmailPreferencesSaveStatus): string {
  if (loading) return m.loading;
  if (status === 'saving') return m.saving;
  if (status === 'saved') return m.saved;
  if (status === 'error') return m.saveFailed;
  return '';
}

/**
 * The email settings on /preferences: one switch per kind of email and the time zone reminders
 * follow. Controlled and saved as you go: every change is reported at once, with only what changed.
 */
export function EmailPreferencesForm({
  value,
  loadFailed = false,
  onRetryLoad,
  onChange,
  status = 'idle',
  onRetry,
  timeZones,
  className,
}: EmailPreferencesFormProps) {
  const m = useUiMessages('mailPrefs', mailPrefsMessages);
  const zoneHintId = useId();
  const reader = useUiLocale();
  const zones = useMemo(() => zonesWith(timeZones, value?.timeZone), [timeZones, value?.timeZone]);
  // "New York (Eastern Time)": the chosen zone at once, the others' names in idle time (~60 ms).
  const { options, labelAll } = useTimeZoneOptions(zones, value?.timeZone, m.timeZoneOption, reader);
  const zoneTrigger = useRef<HTMLButtonElement>(null);
  const loading = value === undefined && !loadFailed;
  const loaded = value !== undefined;

  // Focus comes before the list opens (by key, click or tap): every label is ready when it does.
  useEffect(() => {
    const trigger = zoneTrigger.current;
    if (!loaded || !trigger) return;
    trigger.addEventListener('focus', labelAll);
    trigger.addEventListener('pointerdown', labelAll);
    return () => {
      trigger.removeEventListener('focus', labelAll);
      trigger.removeEventListener('pointerdown', labelAll);
    };
  }, [loaded, labelAll]);

  return (
    <fieldset
      className={cx('siyum-mail-prefs', className)}
      data-status={status}
      aria-busy={loading || undefined}
    >
      <legend className="siyum-mail-prefs__legend">{m.legend}</legend>
      <p className="siyum-mail-prefs__intro">{m.intro}</p>

      {loadFailed ? (
        <div className="siyum-mail-prefs__load-failed">
          <p role="alert" className="siyum-mail-prefs__load-failed-text">
            {m.loadFailed}
          </p>
          {onRetryLoad && (
            <Button variant="secondary" size="sm" onClick={onRetryLoad}>
              {m.retry}
            </Button>
          )}
        </div>
      ) : value === undefined ? (
        <LoadingSkeleton />
      ) : (
        <>
          {value.stopped && (
            <div className="siyum-mail-prefs__stopped" role="status">
              <p className="siyum-mail-prefs__stopped-text">
                {value.stopped === 'bounce' ? m.stoppedBounce : m.stoppedComplaint}
              </p>
              <Button variant="secondary" size="sm" onClick={() => onChange({ resume: true })}>
                {m.resume}
              </Button>
            </div>
          )}
          <div className="siyum-mail-prefs__topics">
            {MAIL_TOPICS.map((topic) => (
              <Checkbox
                key={topic}
                name={topic}
                label={m[TOPIC_STRINGS[topic].label]}
                description={m[TOPIC_STRINGS[topic].hint]}
                checked={value.topics[topic]}
                onChange={(event) => onChange({ topics: { [topic]: event.target.checked } })}
              />
            ))}
          </div>
          <div className="siyum-mail-prefs__zone">
            <Select
              label={m.timeZone}
              options={options}
              searchable
              value={value.timeZone}
              // Select draws no description of its own: the hint below is tied to its trigger.
              aria-describedby={zoneHintId}
              ref={zoneTrigger}
              onChange={(zone) => {
                if (zone !== null && zone !== value.timeZone) onChange({ timeZone: zone });
              }}
            />
            <p id={zoneHintId} className="siyum-mail-prefs__hint">
              {m.timeZoneHint}
            </p>
          </div>
        </>
      )}

      <SaveStatus
        className="siyum-mail-prefs__save"
        textClassName="siyum-mail-prefs__status"
        status={status}
        text={loadFailed ? '' : statusText(m, loading, status)}
        retryLabel={m.retry}
        onRetry={onRetry}
        // When the button goes away while focused (the retry saved), focus lands on the zone.
        focusAfterRetry={zoneTrigger}
      />
    </fieldset>
  );
}

/** Grey bars where the switches and the zone will be, so the page does not jump when they arrive. */
function LoadingSkeleton() {
  return (
    <div className="siyum-mail-prefs__skeleton" aria-hidden="true">
      <div className="siyum-mail-prefs__topics">
        {MAIL_TOPICS.map((topic) => (
          <div key={topic} className="siyum-mail-prefs__bone-row">
            <span className="siyum-mail-prefs__bone" data-shape="box" />
            <span className="siyum-mail-prefs__bone-lines">
              <span className="siyum-mail-prefs__bone" data-shape="label" />
              <span className="siyum-mail-prefs__bone" data-shape="hint" />
            </span>
          </div>
        ))}
      </div>
      <div className="siyum-mail-prefs__zone">
        <span className="siyum-mail-prefs__bone" data-shape="label" />
        <span className="siyum-mail-prefs__bone" data-shape="control" />
        <span className="siyum-mail-prefs__bone" data-shape="hint" />
      </div>
    </div>
  );
}
