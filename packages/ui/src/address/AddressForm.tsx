import { type Address, addressMessages } from '@siyum/domain';
import type { FocusEvent } from 'react';
import { TextField } from '../form';
import { cx } from '../internal/cx';
import { CheckCircleIcon } from '../internal/icons/controls';
import { useControllableState } from '../internal/useControllableState';
import { useUiLocale, useUiMessages } from '../messages/UiMessagesProvider';
import { Select, type SelectOption } from '../select';
import { AddressAutocomplete } from './AddressAutocomplete';
import { useAddressLookupService } from './AddressLookupProvider';
import { type AddressErrors, type AddressField, type EditableField, emptyAddress } from './address';
import { countryOptions, defaultRequired, visibleFields } from './countries';
import type { AddressLookupService } from './lookups';
import { useAddressAutocomplete } from './useAddressAutocomplete';
import './Address.css';

export interface AddressFormProps {
  /** The address (controlled); omit it to let the form keep its own, starting at `defaultValue`. */
  value?: Address;
  /** Starting address when uncontrolled; an empty US address by default. */
  defaultValue?: Address;
  /** Called with the whole address on every change. */
  onChange?: (address: Address) => void;
  /** Called when focus leaves the form (react-hook-form's `field.onBlur`). */
  onBlur?: () => void;
  /** One message per field, e.g. from react-hook-form's nested `errors.address`. */
  errors?: AddressErrors;
  /** Overrides the registration defaults (country, street, and the US zip or the city). */
  required?: Partial<Record<AddressField, boolean>>;
  disabled?: boolean;
  /** Suggestion source; falls back to `AddressLookupProvider`. Without one the street is plain text. */
  service?: AddressLookupService | null;
  /** Prefix for the inputs' `name`s (`address.street`…), for native form posts and autofill. */
  name?: string;
  className?: string;
}

const countries = new Map<string, SelectOption[]>();
/**
 * The countries named in the reader's language (issue 23), built on first use: 250 display names
 * are not worth computing at import time.
 */
const getCountries = (locale: string): SelectOption[] => {
  let named = countries.get(locale);
  if (!named) {
    named = countryOptions(locale);
    countries.set(locale, named);
  }
  return named;
};

/**
 * Country, street with autocomplete, street line 2, and the postal code (US) or city and region
 * (elsewhere). Every change reports the whole address; choosing a suggestion reports it with
 * `isVerified: true`, and any manual edit afterwards clears that. Controlled or uncontrolled.
 */
export function AddressForm({
  value: valueProp,
  defaultValue,
  onChange,
  onBlur,
  errors = {},
  required: requiredOverrides,
  disabled = false,
  service: serviceProp,
  name,
  className,
}: AddressFormProps) {
  const uiLocale = useUiLocale();
  const messages = useUiMessages('address', addressMessages);
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue: defaultValue ?? emptyAddress(),
    onChange,
  });
  const service = useAddressLookupService(serviceProp);
  const { ui, loading, dispatch } = useAddressAutocomplete({ value, onChange: setValue, service });
  const fields = visibleFields(value.country);
  const required = { ...defaultRequired(value.country), ...requiredOverrides };
  const layout = value.country === '' ? 'none' : value.country === 'US' ? 'us' : 'intl';
  const inputName = (field: AddressField) => (name ? `${name}.${field}` : undefined);

  const edit = (field: EditableField) => (event: { target: { value: string } }) =>
    dispatch({ type: 'fieldEdited', field, value: event.target.value });

  const onGroupBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
      onBlur?.();
  };

  const textField = (field: Exclude<EditableField, 'street'>, autoComplete: string) => (
    <TextField
      key={field}
      className={`siyum-address__field siyum-address__${field}`}
      label={messages[field]}
      name={inputName(field)}
      value={value[field]}
      onChange={edit(field)}
      required={required[field] === true}
      error={errors[field]}
      disabled={disabled}
      autoComplete={autoComplete}
    />
  );

  const verified = value.isVerified ? (
    <span className="siyum-address__verified">
      <CheckCircleIcon className="siyum-address__verified-icon" />
      {messages.verified}
    </span>
  ) : undefined;
  // Only with a look-up service: an honest "found nothing", so the person knows to type it all.
  const streetNote =
    verified ??
    (ui.noSuggestions ? (
      <span className="siyum-address__no-suggestions" role="status">
        {messages.noSuggestions}
      </span>
    ) : undefined);

  return (
    <fieldset
      className={cx('siyum-address', className)}
      data-layout={layout}
      data-verified={value.isVerified ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      onBlur={onGroupBlur}
    >
      <div className="siyum-address__row">
        <Select
          className="siyum-address__field siyum-address__country"
          label={messages.country}
          placeholder={messages.countryPlaceholder}
          options={getCountries(uiLocale.tag)}
          searchable
          value={value.country === '' ? null : value.country}
          onChange={(country) => dispatch({ type: 'countryChanged', country: country ?? '' })}
          required={required.country === true}
          error={errors.country}
          disabled={disabled}
          {...(name ? { name: `${name}.country` } : {})}
        />
        {fields.includes('zip') && textField('zip', 'postal-code')}
        {fields.includes('city') && textField('city', 'address-level2')}
      </div>
      <div className="siyum-address__row">
        <div className="siyum-address__field siyum-address__street">
          {service ? (
            <AddressAutocomplete
              label={messages.street}
              value={value.street}
              ui={ui}
              loading={loading}
              dispatch={dispatch}
              required={required.street === true}
              error={errors.street}
              disabled={disabled}
              description={streetNote}
              placeholder={messages.streetPlaceholder}
              name={inputName('street')}
            />
          ) : (
            <TextField
              label={messages.street}
              name={inputName('street')}
              value={value.street}
              onChange={edit('street')}
              required={required.street === true}
              error={errors.street}
              disabled={disabled}
              description={verified}
              autoComplete="address-line1"
            />
          )}
        </div>
      </div>
      <div className="siyum-address__row">
        {textField('street2', 'address-line2')}
        {fields.includes('state') && textField('state', 'address-level1')}
      </div>
    </fieldset>
  );
}
