export { SupportForm, type SupportFormProps } from './SupportForm';
