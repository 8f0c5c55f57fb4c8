export { SupportForm, type SupportFormProps } from './SupportForm';
export { SupportInbox, type SupportInboxProps, type SupportInboxShow } from './SupportInbox';
