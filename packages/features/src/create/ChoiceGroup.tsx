import { joinIds } from '@siyum/ui/kit';
import { type ReactNode, type Ref, useId } from 'react';

export interface ChoiceOption<V extends string> {
  value: V;
  label: ReactNode;
  /** A second line under the label, read after the name (aria-describedby). */
  description?: ReactNode;
  /** Shown beside the label only; hidden from screen readers (e.g. the Hebrew name of a text). */
  aside?: ReactNode;
}

export interface ChoiceGroupProps<V extends string> {
  legend: string;
  options: readonly ChoiceOption<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** `list`: plain radios; `cards`: bordered boxes in a grid; `segmented`: one row of segments. */
  variant?: 'list' | 'cards' | 'segmented';
  disabled?: boolean;
  /** Goes on the chosen radio (or the first), so react-hook-form can focus the group. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled group of native radios (arrow keys, form semantics) with an error line. */
export function ChoiceGroup<V extends string>({
  legend,
  options,
  value,
  onChange,
  onBlur,
  error,
  variant = 'list',
  disabled,
  inputRef,
}: ChoiceGroupProps<V>) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const focusIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  return (
    <fieldset
      className="siyum-choice"
      data-variant={variant}
      data-invalid={error ? '' : undefined}
      disabled={disabled}
      aria-describedby={errorId}
    >
      <legend className="siyum-choice__legend">{legend}</legend>
      <div className="siyum-choice__options">
        {options.map((option, index) => {
          const labelId = `${id}-${option.value}-label`;
          const descriptionId = option.description ? `${id}-${option.value}-description` : undefined;
          return (
            <label key={option.value} className="siyum-choice__option">
              <input
                ref={index === focusIndex ? inputRef : undefined}
                type="radio"
                className="siyum-choice__input"
                name={id}
                value={option.value}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
                // The whole box is the click target; the name is the label line alone.
                aria-labelledby={labelId}
                aria-describedby={joinIds(descriptionId, errorId)}
                aria-invalid={error ? true : undefined}
              />
              <span className="siyum-choice__text">
                <span id={labelId} className="siyum-choice__label">
                  {option.label}
                  {option.aside && (
                    <span className="siyum-choice__aside" aria-hidden="true">
                      {option.aside}
                    </span>
                  )}
                </span>
                {descriptionId && (
                  <span id={descriptionId} className="siyum-choice__description">
                    {option.description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {errorId && (
        <p id={errorId} className="siyum-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
