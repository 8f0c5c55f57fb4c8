import { phoneFieldMessages } from '@siyum/domain';
import { type FocusEvent, type ReactNode, type Ref, useRef } from 'react';
import { Field } from '../form';
import { splitFieldProps } from '../form/Field';
import { cx } from '../internal/cx';
import { ChevronIcon } from '../internal/icons/controls';
import { useUiLocale, useUiMessages } from '../messages/UiMessagesProvider';
import type { PhoneLookupService, PhoneValue } from './phone';
import { usePhoneField } from './usePhoneField';
import './PhoneField.css';

export interface PhoneFieldProps {
  /**
   * `+<digits>`, `INVALID` or `undefined` (empty). Passing the prop at all — even as undefined —
   * makes the field controlled, which is what react-hook-form's `Controller` does.
   */
  value?: PhoneValue;
  /** Starting value when uncontrolled. */
  defaultValue?: PhoneValue;
  /** Called with the new value whenever it changes (also once on load if the value was normalised). */
  onChange?: (value: PhoneValue) => void;
  /** Called when focus leaves the whole field (country and number). */
  onBlur?: () => void;
  /** Submits the value under this name in a native form (a hidden input). */
  name?: string;
  /** The number input, so a form library can focus the field. */
  ref?: Ref<HTMLInputElement>;
  /** Visible label; names the number input. Defaults to "Phone number". */
  label?: ReactNode;
  required?: boolean;
  error?: string | undefined;
  description?: ReactNode;
  disabled?: boolean;
  /** Id of the number input; generated when omitted. */
  id?: string;
  className?: string;
  placeholder?: string;
  /** Remote look-up on each change; overrides PhoneLookupProvider. Without one, validation is local. */
  lookupPhone?: PhoneLookupService;
  /** Locale of the country names (Intl.DisplayNames). */
  locale?: string;
}

/**
 * Country code + national number, producing one international value. The country dropdown is a
 * native <select> under a compact "IL +972" face: it costs no bytes (Radix Select alone is ~31 kB
 * gzip, over this entry's budget), and phones open their own picker with type-ahead.
 */
export function PhoneField(props: PhoneFieldProps) {
  const messages = useUiMessages('phoneField', phoneFieldMessages);
  const uiLocale = useUiLocale();
  const {
    value,
    defaultValue,
    onChange,
    onBlur,
    name,
    ref,
    label = messages.number,
    disabled,
    className,
    placeholder,
    lookupPhone,
    // The country names in the reader's language unless the caller names one (issue 23).
    locale = uiLocale.tag,
  } = props;
  const field = usePhoneField({
    value,
    controlled: Object.hasOwn(props, 'value'),
    defaultValue,
    onChange,
    lookupPhone,
    locale,
  });

  const group = useRef<HTMLDivElement>(null);
  // Moving between the country and the number is not leaving the field.
  const leaveField = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && group.current?.contains(next))) onBlur?.();
  };

  return (
    <Field {...splitFieldProps({ ...props, label }).field} className={cx('siyum-phone-field', className)}>
      {(control) => (
        <div
          className="siyum-phone"
          // The country code comes before the number in every language (issue 23: a phone number
          // reads left to right on a Hebrew page too).
          dir="ltr"
          data-loading={field.ready ? undefined : ''}
          data-checking={field.checking ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
          ref={group}
        >
          <div className="siyum-phone__country">
            <span className="siyum-phone__country-face" aria-hidden="true">
              {field.selected ? field.selected.shortLabel : field.country}
            </span>
            <ChevronIcon className="siyum-phone__chevron" light />
            <select
              className="siyum-phone__country-select"
              aria-label={messages.country}
              aria-describedby={control['aria-describedby']}
              aria-invalid={control['aria-invalid']}
              aria-busy={field.ready ? undefined : true}
              value={field.country}
              disabled={disabled}
              onChange={(event) => field.selectCountry(event.target.value)}
              onBlur={leaveField}
            >
              {field.options.length > 0 ? (
                field.options.map((option) => (
                  <option key={option.country} value={option.country}>
                    {option.label}
                  </option>
                ))
              ) : (
                <option value={field.country}>{field.country}</option>
              )}
            </select>
          </div>
          <input
            {...control}
            ref={ref}
            className="siyum-input siyum-phone__number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={field.national}
            placeholder={placeholder}
            disabled={disabled}
            onChange={(event) => field.changeNational(event.target.value)}
            onBlur={leaveField}
          />
          {name && <input type="hidden" name={name} value={field.value ?? ''} />}
        </div>
      )}
    </Field>
  );
}
