export { PhoneField, type PhoneFieldProps } from './PhoneField';
export {
  PhoneLookupProvider,
  type PhoneLookupProviderProps,
  usePhoneLookupService,
} from './PhoneLookupProvider';
export type { CountryCode, CountryOption, PhoneLookupService, PhoneValue } from './phone';
export { type PhoneFieldController, type UsePhoneFieldOptions, usePhoneField } from './usePhoneField';
