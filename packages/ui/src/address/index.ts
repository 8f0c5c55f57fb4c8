export { AddressAutocomplete, type AddressAutocompleteProps } from './AddressAutocomplete';
export { AddressForm, type AddressFormProps } from './AddressForm';
export {
  type AddressErrors,
  type AddressEvent,
  type AddressField,
  type AddressLookup,
  type AddressLookupService,
  type AddressState,
  type AddressSuggestion,
  type AutocompleteState,
  addressReducer,
  countryOptions,
  defaultRequired,
  emptyAddress,
  followUpFor,
  type IntlAutocompleteQuery,
  type IntlDetailQuery,
  initialAutocompleteState,
  lookupFor,
  selectedParam,
  type UsAutocompleteQuery,
  usSuggestionText,
  visibleFields,
  zipWithoutExtension,
} from './address';
export {
  type AddressAutocompleteBehaviour,
  AddressLookupProvider,
  type UseAddressAutocompleteOptions,
  useAddressAutocomplete,
  useAddressLookupService,
} from './useAddressAutocomplete';
