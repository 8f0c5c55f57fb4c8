// The primitives other widgets are built from (and which the product's widgets adopt): the radio
// group, the confirm dialog, the textarea, native select and search fields, and the icon factory.
// The button (with `asChild`) is the form entry's.
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { createIcon, type IconComponent, type IconFrame, type IconProps, iconGrid, lineGrid } from './Icon';
export { NativeSelect, type NativeSelectOption, type NativeSelectProps } from './NativeSelect';
export {
  RadioGroup,
  type RadioGroupProps,
  type RadioGroupVariant,
  type RadioOption,
  type RadioValue,
  type SegmentedLayout,
} from './RadioGroup';
export { SearchField, type SearchFieldProps } from './SearchField';
export { Textarea, type TextareaProps } from './Textarea';
