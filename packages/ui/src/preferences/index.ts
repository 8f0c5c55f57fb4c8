export {
  PreferencesForm,
  type PreferencesFormProps,
  type PreferencesSaveStatus,
  type PreferencesValue,
} from './PreferencesForm';
export { SaveStatus, type SaveStatusProps, type SaveStatusValue } from './SaveStatus';
