import { cx } from '@siyum/ui/kit';
import { NativeSelect } from '@siyum/ui/primitives';
import type { ReactNode } from 'react';
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

/** A filter or the sort: the library's native select (a few fixed choices, no script, phones' own picker). */
export function FilterSelect({ label, options, value, onChange }: FilterSelectProps) {
  return (
    <NativeSelect
      className="siyum-community__filter"
      label={label}
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
