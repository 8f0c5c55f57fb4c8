export { Field, type FieldControlProps, type FieldProps } from './Field';
export { TextField, type TextFieldProps } from './TextField';
