export {
  EmailPreferencesForm,
  type EmailPreferencesFormProps,
  type EmailPreferencesSaveStatus,
} from './EmailPreferencesForm';
export { LearnerMessageForm, type LearnerMessageFormProps } from './LearnerMessageForm';
export { UnsubscribePanel, type UnsubscribePanelProps, type UnsubscribeState } from './UnsubscribePanel';
