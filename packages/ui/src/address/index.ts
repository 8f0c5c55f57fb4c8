export { AddressAutocomplete, type AddressAutocompleteProps } from './AddressAutocomplete';
export { AddressForm, type AddressFormProps } from './AddressForm';
export {
  AddressLookupProvider,
  type AddressLookupProviderProps,
  useAddressLookupService,
} from './AddressLookupProvider';
export type { AddressErrors, AddressEvent, AddressField, AutocompleteState } from './address';
export type {
  AddressLookup,
  AddressLookupService,
  AddressSuggestion,
  IntlAutocompleteQuery,
  IntlDetailQuery,
  UsAutocompleteQuery,
  ZipLookup,
} from './lookups';
export {
  type AddressAutocompleteBehaviour,
  type UseAddressAutocompleteOptions,
  useAddressAutocomplete,
} from './useAddressAutocomplete';
