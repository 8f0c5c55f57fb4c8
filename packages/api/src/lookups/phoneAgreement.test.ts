import { createUpdateUserInputSchema, isCompletePhoneValue, PHONE_LIMITS } from '@siyum/domain';
import { phoneMetadata } from '@siyum/domain/phone-metadata';
import { describe, expect, it } from 'vitest';
// The field's side exactly as the widget runs it: its rule and the metadata it loads.
import { loadPhoneMetadata } from '../../../ui/src/phone-field/metadata';
import { phoneValueFrom } from '../../../ui/src/phone-field/phone';
import { lookupPhone } from './phone';

/*
 * Spec §3, §5: the phone field, the API's input schema (auth.updateUser, built as the router builds
 * it) and the phone look-up must accept and refuse the same numbers — a number the field lets through
 * must not be refused by the server, and the other way round. The inputs are international, the
 * form the field sends; `country` is the one selected in the field (a typed `+` overrides it).
 */
const fieldMetadata = await loadPhoneMetadata();
const updateUserInput = createUpdateUserInputSchema(phoneMetadata);

const digits = (count: number) => '1234567890'.repeat(3).slice(0, count);
const rawLimit = PHONE_LIMITS.maxRawLength;

describe('phone: the field and the API agree', () => {
  it.each<[string, string, string, string | null]>([
    // case, selected country, input, accepted value (null: refused by all)
    ['IL mobile', 'IL', '+972501234567', '+972501234567'],
    ['IL mobile as people write it', 'US', '+972 50-123-4567', '+972501234567'],
    ['IL landline', 'IL', '+97226251234', '+97226251234'],
    ['US', 'US', '+12025550123', '+12025550123'],
    ['US formatted', 'US', '+1 (202) 555-0123', '+12025550123'],
    ['US, impossible exchange', 'US', '+12021234567', null],
    ['CA (shares +1)', 'CA', '+16135550123', '+16135550123'],
    ['UK', 'GB', '+44 20 7946 0958', '+442079460958'],
    ['too short', 'IL', '+9725', null],
    ['too short for its country', 'US', '+1202555012', null],
    ['too long', 'US', `+1${digits(18)}`, null],
    ['letters', 'US', 'call me', null],
    ['letters inside the number', 'US', '+1 202 555 CALL', null],
    ['unassigned calling code', 'US', '+999123456', null],
    ['empty', 'US', '', null],
    [`exactly ${rawLimit} characters`, 'US', `+12025550123${' '.repeat(rawLimit - 12)}`, '+12025550123'],
    [`over ${rawLimit} characters`, 'US', `+12025550123${' '.repeat(rawLimit - 11)}`, null],
    ['an extension (left out of the value)', 'US', '+1 202 555 0123 ext. 12', '+12025550123'],
    ['an extension over 20 digits', 'US', `+1 202 555 0123 ext. ${digits(21)}`, null],
  ])('%s', (_case, country, input, accepted) => {
    const field = phoneValueFrom(country, input, fieldMetadata);
    const schema = updateUserInput.safeParse({ phone_number: input });
    const lookup = lookupPhone(input);
    expect({
      field: isCompletePhoneValue(field) ? field : null,
      schema: schema.success ? (schema.data.phone_number ?? null) : null,
      lookup: lookup.valid,
    }).toEqual({ field: accepted, schema: accepted, lookup: accepted !== null });
  });
});
