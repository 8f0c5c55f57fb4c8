export {
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './Button';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Field, type FieldControlProps, type FieldProps, RequiredMark, useControlId } from './Field';
export { FormError, type FormErrorProps } from './FormError';
export { type FieldIds, fieldIds } from './form';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { TextField, type TextFieldProps } from './TextField';
