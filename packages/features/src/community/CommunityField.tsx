import { ChevronIcon, cx } from '@siyum/ui/kit';
import { type ReactNode, useId } from 'react';
import type { FilterOption } from './communityQuery';

export interface CommunityFieldProps {
  /** The control's id, which the label points at. */
  id: string;
  label: string;
  className: string;
  /** The frame around the control (and its icon). */
  boxClassName: string;
  children: ReactNode;
}

/** A labelled control of the community list's bar: the search box, a filter, the sort. */
export function CommunityField({ id, label, className, boxClassName, children }: CommunityFieldProps) {
  return (
    <div className={cx('siyum-field', className)}>
      <label className="siyum-field__label" htmlFor={id}>
        {label}
      </label>
      <div className={boxClassName}>{children}</div>
    </div>
  );
}

export interface FilterSelectProps {
  label: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
}

/**
 * A filter or the sort: a native `<select>` in the text input's frame, with our chevron. A few
 * fixed choices need no search, and the native control costs no script: phones open their own
 * picker, and the keyboard (arrows, type-ahead) works as everywhere else.
 */
export function FilterSelect({ label, options, value, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <CommunityField
      id={id}
      label={label}
      className="siyum-community__filter"
      boxClassName="siyum-community__select-box"
    >
      <select
        id={id}
        className="siyum-input siyum-community__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronIcon className="siyum-community__chevron" />
    </CommunityField>
  );
}
