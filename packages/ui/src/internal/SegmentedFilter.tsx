import { type ReactNode, type Ref, useId } from 'react';
import { cx } from './cx';
import './SegmentedFilter.css';

/**
 * How the group lays out:
 * - `filter`: legend beside the options; the segments fill a wrapped row, and a phone-width
 *   container shows them in rows of two (the dashboard and progress filters).
 * - `compact`: legend beside the options; each segment as wide as its label (the portion board).
 * - `stacked`: legend above; equal segments of larger text that may hold a second line (preferences).
 */
export type SegmentedFilterVariant = 'filter' | 'compact' | 'stacked';

export interface SegmentedFilterProps<T extends string | number> {
  /** The group's name, read before the options ("Show:"). */
  legend: string;
  options: readonly { value: T; label: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
  variant?: SegmentedFilterVariant;
  disabled?: boolean;
  /** The element holding the radios, e.g. to return focus to the checked one. */
  optionsRef?: Ref<HTMLDivElement>;
  className?: string;
}

const VARIANT_CLASSES: Record<SegmentedFilterVariant, string> = {
  filter: 'siyum-segmented--inline siyum-segmented--fill',
  compact: 'siyum-segmented--inline',
  stacked: 'siyum-segmented--stacked',
};

/**
 * A row of radio buttons drawn as one segmented control: native radios, so arrow keys move
 * between the options and a screen reader says "1 of 4".
 */
export function SegmentedFilter<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  variant = 'filter',
  disabled,
  optionsRef,
  className,
}: SegmentedFilterProps<T>) {
  const name = useId();
  return (
    <fieldset className={cx('siyum-segmented', VARIANT_CLASSES[variant], className)} disabled={disabled}>
      <legend className="siyum-segmented__legend">{legend}</legend>
      <div className="siyum-segmented__options" ref={optionsRef}>
        {options.map((option) => (
          <label key={option.value} className="siyum-segmented__option">
            <input
              type="radio"
              className="siyum-segmented__input"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className="siyum-segmented__label">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
