import { useId } from 'react';
import { cx } from '../../internal/cx';
import './SegmentedFilter.css';

export interface SegmentedFilterProps<T extends string> {
  /** The group's name, read before the options ("Show:"). */
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/**
 * A row of radio buttons drawn as one segmented control (the look of the portion board's filter):
 * native radios, so arrow keys move between the options and a screen reader says "1 of 4".
 */
export function SegmentedFilter<T extends string>({
  legend,
  options,
  value,
  onChange,
  className,
}: SegmentedFilterProps<T>) {
  const name = useId();
  return (
    <fieldset className={cx('siyum-segmented', className)}>
      <legend className="siyum-segmented__legend">{legend}</legend>
      <div className="siyum-segmented__options">
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
