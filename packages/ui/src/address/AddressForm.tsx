import { type Address, addressMessages } from '@siyum/domain';
import type { FocusEvent } from 'react';
import { TextField } from '../form';
import { Select, type SelectOption } from '../select';
import { AddressAutocomplete } from './AddressAutocomplete';
import {
  type AddressErrors,
  type AddressField,
  type AddressLookupService,
  countryOptions,
  defaultRequired,
  type EditableField,
  visibleFields,
} from './address';
import { useAddressAutocomplete, useAddressLookupService } from './useAddressAutocomplete';
import './Address.css';

export interface AddressFormProps {
  value: Address;
  onChange: (address: Address) => void;
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

let countries: SelectOption[] | undefined;
/** Built on first use: 250 display names are not worth computing at import time. */
const getCountries = (): SelectOption[] => {
  countries ??= countryOptions();
  return countries;
};

/**
 * Country, street with autocomplete, street line 2, and the postal code (US) or city and region
 * (elsewhere). Controlled: every change reports the whole address; choosing a suggestion reports it
 * with `isVerified: true`, and any manual edit afterwards clears that.
 */
export function AddressForm({
  value,
  onChange,
  onBlur,
  errors = {},
  required: requiredOverrides,
  disabled = false,
  service: serviceProp,
  name,
  className,
}: AddressFormProps) {
  const service = useAddressLookupService(serviceProp);
  const { ui, loading, dispatch } = useAddressAutocomplete({ value, onChange, service });
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
      label={addressMessages[field]}
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
      <CheckIcon />
      {addressMessages.verified}
    </span>
  ) : undefined;

  return (
    <fieldset
      className={['siyum-address', className].filter(Boolean).join(' ')}
      data-layout={layout}
      data-verified={value.isVerified ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      onBlur={onGroupBlur}
    >
      <div className="siyum-address__row">
        <Select
          className="siyum-address__field siyum-address__country"
          label={addressMessages.country}
          placeholder={addressMessages.countryPlaceholder}
          options={getCountries()}
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
              label={addressMessages.street}
              value={value.street}
              ui={ui}
              loading={loading}
              dispatch={dispatch}
              required={required.street === true}
              error={errors.street}
              disabled={disabled}
              description={verified}
              placeholder={addressMessages.streetPlaceholder}
              name={inputName('street')}
            />
          ) : (
            <TextField
              label={addressMessages.street}
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

function CheckIcon() {
  return (
    <svg className="siyum-address__verified-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path
        d="M4.8 8.3l2.1 2.1 4.3-4.6"
        fill="none"
        stroke="var(--card)"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
