import { useId, useState } from 'react';
import { Button } from '../../form';
import { Actions, StateError } from './parts';
import type { ScreenProps } from './types';

export interface ChoiceFormProps extends Pick<ScreenProps, 'state'> {
  legend: string;
  options: readonly { value: string; label: string }[];
  submitLabel: string;
  onChoose: (value: string) => void;
  extraActions?: React.ReactNode;
}

/** A radio group and a submit: MFA type, first factor, attribute to verify. */
export function ChoiceForm({ state, legend, options, submitLabel, onChoose, extraActions }: ChoiceFormProps) {
  const [chosen, setChosen] = useState(options[0]?.value ?? '');
  const name = useId();
  return (
    <form
      className="siyum-auth__form"
      aria-label={legend}
      onSubmit={(event) => {
        event.preventDefault();
        onChoose(chosen);
      }}
    >
      <StateError state={state} />
      <fieldset className="siyum-auth__choices">
        <legend className="siyum-field__label">{legend}</legend>
        {options.map((option) => (
          <label key={option.value} className="siyum-auth__choice">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={chosen === option.value}
              onChange={() => setChosen(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <Actions busy={state.busy}>
        <Button type="submit">{submitLabel}</Button>
        {extraActions}
      </Actions>
    </form>
  );
}
