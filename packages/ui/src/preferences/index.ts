export {
  PreferencesForm,
  type PreferencesFormProps,
  type PreferencesSaveStatus,
  type PreferencesValue,
} from './PreferencesForm';
