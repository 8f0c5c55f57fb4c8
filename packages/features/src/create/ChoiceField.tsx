import { type SiyumCreateInput, siyumCreateMessages } from '@siyum/domain';
import { useUiMessages } from '@siyum/ui/messages';
import {
  RadioGroup,
  type RadioGroupVariant,
  type RadioOption,
  type SegmentedLayout,
} from '@siyum/ui/primitives';
import { type Control, useController } from 'react-hook-form';
import type { MessageKey, SiyumCreateValues } from './createSiyum';

/** The wizard's fields answered by one of a few options. */
type ChoiceName = 'dedicationKind' | 'corpus' | 'unit' | 'visibility';
type ChoiceValue<N extends ChoiceName> = NonNullable<SiyumCreateInput[N]>;

/** Each choice's legend and layout, so every step draws it the same way. */
const CHOICE_LOOKS: Readonly<
  Record<ChoiceName, { legend: MessageKey; variant: RadioGroupVariant; layout?: SegmentedLayout }>
> = {
  dedicationKind: { legend: 'dedicationLegend', variant: 'list' },
  corpus: { legend: 'corpusLegend', variant: 'cards' },
  unit: { legend: 'unitLegend', variant: 'segmented', layout: 'stacked' },
  visibility: { legend: 'visibilityLegend', variant: 'cards' },
};

export interface ChoiceFieldProps<N extends ChoiceName> {
  control: Control<SiyumCreateInput, unknown, SiyumCreateValues>;
  name: N;
  options: readonly RadioOption<ChoiceValue<N>>[];
  /** Called after the field takes the chosen value (another text resets the unit and the books). */
  onChosen?: (value: ChoiceValue<N>) => void;
}

/** A radio group bound to one field of the wizard's form: its value and events, the focus ref and the error. */
export function ChoiceField<N extends ChoiceName>({ control, name, options, onChosen }: ChoiceFieldProps<N>) {
  const m = useUiMessages('siyumCreate', siyumCreateMessages);
  const { field, fieldState } = useController({ control, name });
  const look = CHOICE_LOOKS[name];
  // The option holding the field's value (none while it holds something else).
  const value = options.find((option) => option.value === field.value)?.value;
  return (
    <RadioGroup
      variant={look.variant}
      layout={look.layout}
      legend={m[look.legend]}
      options={options}
      value={value}
      onChange={(next) => {
        field.onChange(next);
        onChosen?.(next);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}
