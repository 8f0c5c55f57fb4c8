import { NativeSelect } from '@siyum/ui/primitives';
import type { FilterOption } from './communityQuery';

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
