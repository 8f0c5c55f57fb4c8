export { loadPhoneMetadata } from './metadata';
export { PhoneField, type PhoneFieldProps } from './PhoneField';
export {
  PhoneLookupProvider,
  type PhoneLookupProviderProps,
  usePhoneLookupService,
} from './PhoneLookupProvider';
export {
  applyPhoneLookup,
  type CountryCode,
  type CountryOption,
  createLatestGate,
  defaultPhoneCountry,
  isCompletePhoneValue,
  isPhoneCountry,
  type MetadataJson,
  type ParsedPhone,
  type PhoneFieldState,
  type PhoneLookupService,
  type PhoneParseErrorKind,
  type PhoneParseResult,
  type PhoneResolution,
  type PhoneValue,
  parsePhone,
  phoneCountryOptions,
  phoneStateFromValue,
  phoneValueFrom,
  resolvePhoneChange,
} from './phone';
export { type PhoneFieldController, type UsePhoneFieldOptions, usePhoneField } from './usePhoneField';
