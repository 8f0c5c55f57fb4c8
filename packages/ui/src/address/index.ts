export { AddressAutocomplete, type AddressAutocompleteProps } from './AddressAutocomplete';
export { AddressForm, type AddressFormProps } from './AddressForm';
export {
  AddressLookupProvider,
  type AddressLookupProviderProps,
  useAddressLookupService,
} from './AddressLookupProvider';
export type {
  AddressErrors,
  AddressEvent,
  AddressField,
  AddressLookup,
  AddressLookupService,
  AddressSuggestion,
  AutocompleteState,
  IntlAutocompleteQuery,
  IntlDetailQuery,
  UsAutocompleteQuery,
  ZipLookup,
} from './address';
export {
  type AddressAutocompleteBehaviour,
  type UseAddressAutocompleteOptions,
  useAddressAutocomplete,
} from './useAddressAutocomplete';
