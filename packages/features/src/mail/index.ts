export {
  EmailPreferencesForm,
  type EmailPreferencesFormProps,
  type EmailPreferencesSaveStatus,
} from './EmailPreferencesForm';
export { UnsubscribePanel, type UnsubscribePanelProps, type UnsubscribeState } from './UnsubscribePanel';
