export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { Checkbox, type CheckboxProps } from './Checkbox';
export {
  Field,
  type FieldControlProps,
  type FieldProps,
  type LabelledInputProps,
  RequiredMark,
  useControlId,
} from './Field';
export { FormError, type FormErrorProps } from './FormError';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { TextField, type TextFieldProps } from './TextField';
