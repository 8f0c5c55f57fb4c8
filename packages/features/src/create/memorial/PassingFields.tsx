import type { HebrewMonth } from '@siyum/domain';
import { format, HEBREW_MONTHS, hebrewNumeral, memorialMessages } from '@siyum/domain';
import { Checkbox, TextField } from '@siyum/ui/form';
import { useUiLocale, useUiMessages } from '@siyum/ui/messages';
import { NativeSelect, RadioGroup } from '@siyum/ui/primitives';
import type { MemorialProblem } from './memorialDates';
import { HEBREW_MONTH_ORDER, type PassingInput } from './passingInput';

export interface PassingFieldsProps {
  input: PassingInput;
  onChange: (input: PassingInput) => void;
  /** Why the entered date gives no dates, shown on the field it concerns. */
  problem: MemorialProblem | null;
  today: string;
}

const DAYS = Array.from({ length: 30 }, (_, index) => index + 1);

/** The date of passing: a civil date with "after sunset", or a Hebrew day, month and year. */
export function PassingFields({ input, onChange, problem, today }: PassingFieldsProps) {
  const m = useUiMessages('memorial', memorialMessages);
  const { locale } = useUiLocale();
  const set = (change: Partial<PassingInput>) => onChange({ ...input, ...change });
  const problemText = (kind: MemorialProblem) =>
    ({
      future: m.problemFuture,
      invalid: input.calendar === 'hebrew' ? m.problemInvalidHebrew : m.problemInvalid,
      noSuchDay: m.problemNoSuchDay,
      leapYearAdar: format(m.problemLeapYearAdar, { year: input.year }),
      commonYearAdar: format(m.problemCommonYearAdar, { year: input.year }),
    })[kind];
  const errorOn = (kinds: readonly MemorialProblem[]) =>
    problem && kinds.includes(problem) ? problemText(problem) : undefined;
  return (
    <div className="siyum-memorial__fields">
      <RadioGroup
        legend={m.calendar}
        variant="segmented"
        layout="stacked"
        options={[
          { value: 'gregorian', label: m.gregorian },
          { value: 'hebrew', label: m.hebrew },
        ]}
        value={input.calendar}
        onChange={(calendar) => set({ calendar })}
      />
      {input.calendar === 'gregorian' ? (
        <>
          <TextField
            type="date"
            label={m.passingDate}
            max={today}
            value={input.date}
            onChange={(event) => set({ date: event.target.value })}
            error={errorOn(['future', 'invalid'])}
            className="siyum-memorial__date"
          />
          <Checkbox
            label={m.afterSunset}
            description={m.afterSunsetDescription}
            checked={input.afterSunset}
            onChange={(event) => set({ afterSunset: event.target.checked })}
          />
        </>
      ) : (
        <div className="siyum-memorial__hebrew">
          <NativeSelect
            label={m.hebrewDay}
            options={[
              { value: '', label: m.choose },
              ...DAYS.map((day) => ({
                value: String(day),
                label: locale === 'he' ? hebrewNumeral(day) : String(day),
              })),
            ]}
            value={input.day}
            onChange={(event) => set({ day: event.target.value })}
            error={errorOn(['noSuchDay'])}
          />
          <NativeSelect
            label={m.hebrewMonth}
            options={[
              { value: '', label: m.choose },
              ...HEBREW_MONTH_ORDER.map((month) => ({
                value: month,
                label: HEBREW_MONTHS[month][locale === 'he' ? 'he' : 'en'],
              })),
            ]}
            value={input.month}
            onChange={(event) => set({ month: event.target.value as HebrewMonth | '' })}
            error={errorOn(['leapYearAdar', 'commonYearAdar'])}
          />
          <TextField
            label={m.hebrewYear}
            description={m.hebrewYearDescription}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={input.year}
            onChange={(event) => set({ year: event.target.value })}
            error={errorOn(['future', 'invalid'])}
            className="siyum-memorial__year"
          />
        </div>
      )}
    </div>
  );
}
