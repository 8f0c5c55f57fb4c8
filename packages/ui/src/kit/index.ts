// Building blocks for widget packages built on this library (the product's @siyum/features, a
// sister app's own widgets): class joining, the icon set, the controlled/uncontrolled state hook and
// the segmented choice, and the form helpers (ids joined for aria-describedby, zod messages reworded
// through the catalogue). Published so those packages never reach into this one's files.

export { joinIds } from '../form/form';
export { rewordedResolver } from '../form/validation';
export { cx } from '../internal/cx';
export { CheckCircleIcon, CheckIcon, ChevronIcon, SearchIcon } from '../internal/icons/controls';
export {
  SegmentedFilter,
  type SegmentedFilterProps,
  type SegmentedFilterVariant,
} from '../internal/SegmentedFilter';
export { type ControllableStateOptions, useControllableState } from '../internal/useControllableState';
