import {
  format,
  formatHebrewDate,
  hebrewDateParts,
  memorialMessages,
  siyumDateMessages,
} from '@siyum/domain';
import { Button } from '@siyum/ui/form';
import { useUiLocale, useUiMessages } from '@siyum/ui/messages';
import { Spinner } from '@siyum/ui/spinner';
import { useId, useState } from 'react';
import { formatSiyumDate } from '../../community/cardText';
import { DateWithHebrew, useSiyumDateLocale } from '../../shared/DateWithHebrew';
import { formatNodes } from '../../shared/reader';
import { MemorialOffers } from './MemorialOffers';
import type { MemorialResult } from './memorialDates';
import { PassingFields } from './PassingFields';
import { dateOfPassing, EMPTY_PASSING, type PassingInput } from './passingInput';
import { type MemorialCalendar, useMemorialCalendar } from './useMemorialCalendar';
import './MemorialDateChooser.css';

export interface MemorialDateChooserProps {
  /** The organizer's today, `YYYY-MM-DD`: earlier dates cannot be chosen. */
  today: string;
  /** The siyum date now in the form, `YYYY-MM-DD` or ''. */
  value: string;
  /** Makes `date` the siyum date. */
  onChoose: (date: string) => void;
  /** What is typed at first (stories). */
  initialInput?: PassingInput;
  /** Loads the computations; stories pass one that never or fails to load. */
  loadCalendar?: () => Promise<MemorialCalendar>;
}

/**
 * The date of passing and the memorial dates that follow from it (shloshim, yahrzeit, the months
 * of kaddish), each one tap from being the siyum date. Hebcal's calendar loads when it opens.
 */
export function MemorialDateChooser({
  today,
  value,
  onChoose,
  initialInput,
  loadCalendar,
}: MemorialDateChooserProps) {
  const m = useUiMessages('memorial', memorialMessages);
  const id = useId();
  const state = useMemorialCalendar(loadCalendar);
  const [input, setInput] = useState<PassingInput>(initialInput ?? EMPTY_PASSING);
  const [chosen, setChosen] = useState<string | null>(null);
  const passing = dateOfPassing(input);
  const calendar = state.status === 'ready' ? state.calendar : null;
  // A few microseconds: computed on every render rather than memoized.
  const result = calendar && passing ? calendar.memorialDates(passing, today) : null;
  const choose = (date: string) => {
    setChosen(date);
    onChoose(date);
  };
  return (
    <section className="siyum-memorial" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="siyum-memorial__title">
        {m.title}
      </h3>
      <p className="siyum-memorial__intro">{m.intro}</p>
      {state.status === 'loading' && (
        <Spinner size={24} label={m.loading} className="siyum-memorial__loading" />
      )}
      {state.status === 'failed' && (
        <div className="siyum-memorial__failed" role="alert">
          <p>{m.loadFailed}</p>
          <Button size="sm" variant="secondary" onClick={state.retry}>
            {m.retry}
          </Button>
        </div>
      )}
      {calendar && (
        <>
          <PassingFields
            input={input}
            onChange={setInput}
            problem={result && !result.ok ? result.problem : null}
            today={today}
          />
          {result?.ok && (
            <>
              <PassingSummary result={result} calendar={input.calendar} />
              <MemorialOffers offers={result.offers} value={value} onChoose={choose} />
            </>
          )}
        </>
      )}
      <p className="siyum-visually-hidden" role="status">
        {chosen && chosen === value ? <ChosenNotice date={chosen} /> : null}
      </p>
    </section>
  );
}

/** The passing in the other calendar: its Hebrew date (after sunset, the next day's), or its civil date. */
function PassingSummary({
  result,
  calendar,
}: {
  result: Extract<MemorialResult, { ok: true }>;
  calendar: PassingInput['calendar'];
}) {
  const m = useUiMessages('memorial', memorialMessages);
  const dates = useUiMessages('siyumDates', siyumDateMessages);
  const hebrewLocale = dates.hebrewLocale === 'en' ? 'en' : 'he';
  return (
    <p className="siyum-memorial__passing" aria-live="polite">
      {calendar === 'gregorian' ? (
        formatNodes(m.hebrewPassing, {
          date: (
            <span
              lang={hebrewLocale}
              dir={hebrewLocale === 'he' ? 'rtl' : 'ltr'}
              className="siyum-memorial__passing-hebrew"
            >
              {formatHebrewDate(result.passing.hebrew, hebrewLocale)}
            </span>
          ),
        })
      ) : (
        <DateWithHebrew date={result.passing.date} template={m.passedOn} />
      )}
    </p>
  );
}

/** "The siyum date is now 12 March 2027." — in Hebrew, by its Hebrew date. */
function ChosenNotice({ date }: { date: string }) {
  const m = useUiMessages('memorial', memorialMessages);
  const { locale } = useUiLocale();
  const dateLocale = useSiyumDateLocale();
  const hebrew = locale === 'he' ? hebrewDateParts(date) : null;
  const written = hebrew ? formatHebrewDate(hebrew, 'he') : formatSiyumDate(date, { locale: dateLocale });
  return <>{format(m.chosenNotice, { date: written })}</>;
}
