import type { ReactNode, Ref } from 'react';
import { RadioGroup, type SegmentedLayout } from '../primitives/RadioGroup';

/** How the group lays out (see `SegmentedLayout`): `filter`, `compact` or `stacked`. */
export type SegmentedFilterVariant = SegmentedLayout;

export interface SegmentedFilterProps<T extends string | number> {
  /** The group's name, read before the options ("Show:"). */
  legend: string;
  options: readonly { value: T; label: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
  variant?: SegmentedFilterVariant;
  disabled?: boolean;
  /** The element holding the radios. */
  optionsRef?: Ref<HTMLDivElement>;
  className?: string;
}

/**
 * A row of radios drawn as one segmented control: the radio group primitive's segmented look, under
 * the name and props the filters have always used.
 */
export function SegmentedFilter<T extends string | number>({
  variant = 'filter',
  ...group
}: SegmentedFilterProps<T>) {
  return <RadioGroup {...group} variant="segmented" layout={variant} />;
}
