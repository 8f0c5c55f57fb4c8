import { siyumCreateMessages, VISIBILITIES } from '@siyum/domain';
import { Checkbox, TextField } from '@siyum/ui/form';
import { useUiMessages } from '@siyum/ui/messages';
import { Select } from '@siyum/ui/select';
import { useMemo } from 'react';
import { Controller, useFormState, useWatch } from 'react-hook-form';
import { HebrewDate } from '../shared/DateWithHebrew';
import { ChoiceField } from './ChoiceField';
import { VISIBILITY_LABELS } from './createSiyum';
import { MemorialDateDisclosure } from './memorial';
import type { WizardForm } from './useCreateSiyumWizardState';

export interface SettingsStepProps {
  form: WizardForm;
  today: string;
  zoneOptions: { value: string; label: string }[];
}

/** Step 3: the siyum date (with its Hebrew date), the time zone, who can find it, and how many may learn a portion. */
export function SettingsStep({ form, today, zoneOptions }: SettingsStepProps) {
  const m = useUiMessages('siyumCreate', siyumCreateMessages);
  const visibilityOptions = useMemo(
    () =>
      VISIBILITIES.map((value) => ({
        value,
        label: m[VISIBILITY_LABELS[value].label],
        description: m[VISIBILITY_LABELS[value].description],
      })),
    [m],
  );
  const { register, control } = form;
  const { errors } = useFormState({ control });
  const targetDate = useWatch({ control, name: 'targetDate' });
  return (
    <>
      <TextField
        type="date"
        label={m.targetDate}
        required
        min={today}
        description={m.targetDateDescription}
        error={errors.targetDate?.message}
        className="siyum-create__date"
        {...register('targetDate')}
      />
      {/* The Hebrew date follows what is typed, announced politely (many siyumim aim at a Hebrew date). */}
      <p className="siyum-create__hebrew-date" aria-live="polite">
        <HebrewDate date={targetDate} />
      </p>
      <MemorialDateDisclosure
        today={today}
        value={targetDate}
        onChoose={(date) => form.setValue('targetDate', date, { shouldDirty: true, shouldValidate: true })}
      />
      <Controller
        control={control}
        name="timeZone"
        render={({ field, fieldState }) => (
          <Select
            label={m.timeZone}
            options={zoneOptions}
            value={field.value ?? null}
            onChange={(zone) => {
              if (zone) field.onChange(zone);
            }}
            error={fieldState.error?.message}
            ref={field.ref}
          />
        )}
      />
      <ChoiceField control={control} name="visibility" options={visibilityOptions} />
      <Controller
        control={control}
        name="claimPolicy"
        render={({ field, fieldState }) => (
          <Checkbox
            label={m.claimMultiple}
            description={m.claimMultipleDescription}
            name={field.name}
            checked={field.value === 'multiple'}
            onChange={(event) => field.onChange(event.target.checked ? 'multiple' : 'single')}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
