import { DEDICATION_KINDS, SIYUM_LIMITS, siyumCreateMessages } from '@siyum/domain';
import { TextField } from '@siyum/ui/form';
import { useUiMessages } from '@siyum/ui/messages';
import { Textarea } from '@siyum/ui/primitives';
import { useMemo } from 'react';
import { Controller, useFormState, useWatch } from 'react-hook-form';
import { PhotoField } from '../photos/PhotoField';
import type { PhotoService } from '../photos/photoService';
import { ChoiceField } from './ChoiceField';
import { DEDICATION_LABELS } from './createSiyum';
import type { WizardForm } from './useCreateSiyumWizardState';

/** Step 1: the title, the dedication (names only with one), the photo and the description. */
export function DetailsStep({ form, photos }: { form: WizardForm; photos?: PhotoService | undefined }) {
  const m = useUiMessages('siyumCreate', siyumCreateMessages);
  const dedicationOptions = useMemo(
    () => DEDICATION_KINDS.map((value) => ({ value, label: m[DEDICATION_LABELS[value]] })),
    [m],
  );
  const { register, control } = form;
  const { errors } = useFormState({ control });
  const kind = useWatch({ control, name: 'dedicationKind' });
  return (
    <>
      <TextField
        label={m.title}
        required
        maxLength={SIYUM_LIMITS.titleMax}
        description={m.titleDescription}
        error={errors.title?.message}
        {...register('title')}
      />
      <ChoiceField control={control} name="dedicationKind" options={dedicationOptions} />
      {kind !== 'none' && (
        <TextField
          label={m.dedicationNames}
          maxLength={SIYUM_LIMITS.dedicationNamesMax}
          description={m.dedicationNamesDescription}
          error={errors.dedicationNames?.message}
          {...register('dedicationNames')}
        />
      )}
      {photos && (
        <Controller
          control={control}
          name="photo"
          render={({ field }) => (
            <PhotoField
              value={field.value ?? null}
              onChange={field.onChange}
              photos={photos}
              label={m.photo}
              description={m.photoDescription}
            />
          )}
        />
      )}
      <Textarea
        label={m.description}
        rows={4}
        maxLength={SIYUM_LIMITS.descriptionMax}
        description={m.descriptionDescription}
        error={errors.description?.message}
        {...register('description')}
      />
    </>
  );
}
