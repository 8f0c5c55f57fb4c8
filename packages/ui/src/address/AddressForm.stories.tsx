import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Address,
  addressMessages,
  type IntlCandidate,
  type IntlSuggestion,
  navMessages,
  registrationAddressSchema,
  type UsSuggestion,
  validationMessages,
} from '@siyum/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../form';
import { AddressForm, type AddressFormProps } from './AddressForm';
import { AddressLookupProvider } from './AddressLookupProvider';
import { type AddressErrors, emptyAddress } from './address';
import {
  type AddressLookupService,
  type IntlAutocompleteQuery,
  type IntlDetailQuery,
  selectedParam,
  type UsAutocompleteQuery,
} from './lookups';

// ---------------------------------------------------------------------------------------------
// Recorded look-up answers, in the shapes Smarty returns (US Autocomplete Pro, International
// Autocomplete) and the API proxies unchanged.

const US_SUGGESTIONS: UsSuggestion[] = [
  {
    street_line: '1600 Pennsylvania Ave NW',
    secondary: '',
    city: 'Washington',
    state: 'DC',
    zipcode: '20500',
    entries: 0,
  },
  {
    street_line: '1600 Pennsylvania Ave SE',
    secondary: '',
    city: 'Washington',
    state: 'DC',
    zipcode: '20003',
    entries: 0,
  },
  {
    street_line: '1042 W Center St',
    secondary: 'Apt',
    city: 'Orem',
    state: 'UT',
    zipcode: '84057',
    entries: 12,
  },
  { street_line: '1042 W Center St', secondary: '', city: 'Orem', state: 'UT', zipcode: '84057', entries: 0 },
  {
    street_line: '1042 Westminster Ave',
    secondary: '',
    city: 'Alhambra',
    state: 'CA',
    zipcode: '91803',
    entries: 0,
  },
];

const US_UNITS: UsSuggestion[] = ['101', '102', '103', '104', '105'].map((unit) => ({
  street_line: '1042 W Center St',
  secondary: `Apt ${unit}`,
  city: 'Orem',
  state: 'UT',
  zipcode: '84057',
  entries: 1,
}));

const IL_SUGGESTIONS: IntlSuggestion[] = [
  { address_id: 'IL|TLV|dizengoff-50', address_text: 'Dizengoff St 50, Tel Aviv-Yafo', entries: 1 },
  { address_id: 'IL|TLV|rothschild-22', address_text: 'Rothschild Blvd 22, Tel Aviv-Yafo', entries: 3 },
  { address_id: 'IL|JLM|jaffa-97', address_text: 'Jaffa Rd 97, Jerusalem', entries: 1 },
];

const IL_CANDIDATES: Record<string, IntlCandidate[]> = {
  'IL|TLV|rothschild-22': [
    {
      street: 'Rothschild Blvd 22',
      locality: 'Tel Aviv-Yafo',
      postal_code: '6688218',
      administrative_area: 'Tel Aviv',
    },
    {
      street: 'Rothschild Blvd 22A',
      locality: 'Tel Aviv-Yafo',
      postal_code: '6688218',
      administrative_area: 'Tel Aviv',
    },
  ],
};

const LATENCY_MS = 60;
const answer = <T,>(value: T): Promise<T> =>
  new Promise((resolve) => setTimeout(() => resolve(value), LATENCY_MS));
const matches = (text: string, search: string) => text.toLowerCase().startsWith(search.trim().toLowerCase());

/** A fake of the API's look-ups over the recordings above; each method is a spy. */
function fakeLookupService(): AddressLookupService {
  return {
    usAutocomplete: fn(async ({ search, include_only_zip_codes, selected }: UsAutocompleteQuery) => {
      if (selected !== undefined) return answer(US_UNITS);
      return answer(
        US_SUGGESTIONS.filter(
          (s) =>
            matches(s.street_line, search) &&
            (!include_only_zip_codes || s.zipcode === include_only_zip_codes),
        ),
      );
    }).mockName('usAutocomplete'),
    intlAutocomplete: fn(async ({ search, include_only_locality }: IntlAutocompleteQuery) =>
      answer(
        IL_SUGGESTIONS.filter(
          (s) =>
            matches(s.address_text, search) &&
            (!include_only_locality || s.address_text.includes(include_only_locality)),
        ),
      ),
    ).mockName('intlAutocomplete'),
    intlDetail: fn(async ({ address_id }: IntlDetailQuery) =>
      answer(IL_CANDIDATES[address_id] ?? []),
    ).mockName('intlDetail'),
  };
}

/** A service whose look-ups never answer, to show the in-flight state. */
function pendingLookupService(): AddressLookupService {
  const never = () => new Promise<never>(() => {});
  return { usAutocomplete: fn(never), intlAutocomplete: fn(never), intlDetail: fn(never) };
}

/** A service that is down: every look-up rejects. */
function failingLookupService(): AddressLookupService {
  const fail = () => Promise.reject(new Error('503 Service Unavailable'));
  return { usAutocomplete: fn(fail), intlAutocomplete: fn(fail), intlDetail: fn(fail) };
}

const VERIFIED: Address = {
  street: '1042 W Center St',
  street2: 'Apt 102',
  city: 'Orem',
  state: 'UT',
  zip: '84057',
  country: 'US',
  isVerified: true,
};

const WAIT = { timeout: 3000 };

/** Holds the value like a parent form would, reporting every change to the `onChange` spy. */
function StatefulAddressForm({ value: initial, onChange, ...props }: AddressFormProps) {
  const [value, setValue] = useState(initial);
  return (
    <AddressForm
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

/** A form-sized canvas (rem, so it follows the font size); `parameters.wide` lets a story lay out its own. */
const withWidth: Decorator = (Story, { parameters }) =>
  parameters.wide ? (
    <Story />
  ) : (
    <div style={{ width: '32rem' }}>
      <Story />
    </div>
  );

const meta = {
  title: 'Forms/AddressForm',
  component: AddressForm,
  decorators: [withWidth],
  args: { value: emptyAddress('US'), onChange: fn(), onBlur: fn(), service: fakeLookupService() },
  render: (args) => <StatefulAddressForm {...args} />,
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The address of the latest `onChange` call (the arg is an `fn()` spy). */
const lastAddress = (onChange: unknown): Address | undefined =>
  (onChange as { mock: { calls: [Address][] } }).mock.calls.at(-1)?.[0];

// ---------------------------------------------------------------------------------------------

export const EmptyUs: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: addressMessages.country })).toHaveTextContent(
      'United States',
    );
    // The US asks for the postal code, not the city; both it and the street are required.
    await expect(canvas.getByRole('textbox', { name: addressMessages.zip })).toHaveAttribute(
      'aria-required',
      'true',
    );
    await expect(canvas.queryByRole('textbox', { name: addressMessages.city })).toBeNull();
    const street = canvas.getByRole('combobox', { name: addressMessages.street });
    await expect(street).toHaveAttribute('aria-required', 'true');
    await expect(street).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('textbox', { name: addressMessages.street2 })).not.toHaveAttribute(
      'aria-required',
    );
    // Required labels carry the asterisk.
    await expect(canvas.getByText(addressMessages.zip).parentElement).toHaveTextContent(
      `${addressMessages.zip}*`,
    );
  },
};

export const EmptyInternational: Story = {
  args: { value: emptyAddress('IL') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: addressMessages.country })).toHaveTextContent('Israel');
    await expect(canvas.getByRole('textbox', { name: addressMessages.city })).toHaveAttribute(
      'aria-required',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: addressMessages.state })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: addressMessages.zip })).toBeNull();
  },
};

export const FilledVerified: Story = {
  args: { value: VERIFIED },
  play: async ({ canvas }) => {
    const street = canvas.getByRole('combobox', { name: addressMessages.street });
    await expect(street).toHaveValue('1042 W Center St');
    await expect(street).toHaveAccessibleDescription(addressMessages.verified);
    await expect(canvas.getByRole('textbox', { name: addressMessages.street2 })).toHaveValue('Apt 102');
    await expect(canvas.getByRole('textbox', { name: addressMessages.zip })).toHaveValue('84057');
  },
};

export const InvalidNoCountry: Story = {
  args: {
    value: emptyAddress(''),
    errors: { country: validationMessages.countryRequired, street: validationMessages.streetRequired },
  },
  play: async ({ canvas }) => {
    const country = canvas.getByRole('combobox', { name: addressMessages.country });
    await expect(country).toHaveAttribute('aria-invalid', 'true');
    await expect(country).toHaveAccessibleDescription('Country is required.');
    await expect(canvas.getByRole('combobox', { name: addressMessages.street })).toHaveAccessibleDescription(
      'Street is required.',
    );
    // No country yet: neither the postal code nor the city is asked for.
    await expect(canvas.queryByRole('textbox', { name: addressMessages.zip })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: addressMessages.city })).toBeNull();
  },
};

export const InvalidUs: Story = {
  args: { errors: { zip: validationMessages.postalCodeRequired } },
  play: async ({ canvas }) => {
    const zip = canvas.getByRole('textbox', { name: addressMessages.zip });
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveAccessibleDescription('Postal Code is required.');
  },
};

export const InvalidInternational: Story = {
  args: { value: emptyAddress('IL'), errors: { city: validationMessages.cityRequired } },
  play: async ({ canvas }) => {
    const city = canvas.getByRole('textbox', { name: addressMessages.city });
    await expect(city).toHaveAttribute('aria-invalid', 'true');
    await expect(city).toHaveAccessibleDescription('City is required.');
  },
};

export const Disabled: Story = {
  args: { value: VERIFIED, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: addressMessages.country })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: addressMessages.street })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: addressMessages.street2 })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: addressMessages.zip })).toBeDisabled();
  },
};

export const WithoutService: Story = {
  args: { service: null },
  play: async ({ canvas, args, userEvent }) => {
    // No look-up service: the street is a plain text field.
    await expect(canvas.queryByRole('combobox', { name: addressMessages.street })).toBeNull();
    const street = canvas.getByRole('textbox', { name: addressMessages.street });
    await userEvent.type(street, '12 Main St');
    await expect(street).toHaveValue('12 Main St');
    await expect(lastAddress(args.onChange)).toMatchObject({ street: '12 Main St', isVerified: false });
  },
};

export const LoadingSuggestions: Story = {
  args: { service: pendingLookupService() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: addressMessages.street }), '1600 Penn');
    await expect(await canvas.findByRole('status', { name: addressMessages.searching }, WAIT)).toBeVisible();
    // Typing is debounced: one look-up for the whole word, not one per key.
    await expect(args.service?.usAutocomplete).toHaveBeenCalledTimes(1);
    await expect(args.service?.usAutocomplete).toHaveBeenCalledWith({ search: '1600 Penn' });
  },
};

/** The list comes from `AddressLookupProvider` here rather than the `service` prop. */
const providedService = fakeLookupService();
export const SuggestionListOpen: Story = {
  parameters: { visual: 'page' },
  render: (args) => (
    <AddressLookupProvider value={providedService}>
      <StatefulAddressForm {...args} service={undefined} />
    </AddressLookupProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    const street = canvas.getByRole('combobox', { name: addressMessages.street });
    await userEvent.type(street, '1042');
    const list = await screen.findByRole('listbox', { name: addressMessages.suggestions }, WAIT);
    await expect(street).toHaveAttribute('aria-expanded', 'true');
    await expect(street).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    await expect(options).toHaveLength(3);
    await expect(options[0]).toHaveTextContent('12 more entries');
    // Arrows move the highlight while focus stays in the input.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(street).toHaveFocus();
    await expect(street).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    // Escape closes, focus reopens.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.tab();
    await userEvent.click(street);
    const reopened = await screen.findByRole('listbox', { name: addressMessages.suggestions }, WAIT);
    await expect(within(reopened).getAllByRole('option')).toHaveLength(3);
    await expect(providedService.usAutocomplete).toHaveBeenCalledWith({ search: '1042' });
  },
};

export const ChooseSimpleSuggestion: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: addressMessages.zip }), '20500-0003');
    const street = canvas.getByRole('combobox', { name: addressMessages.street });
    await userEvent.type(street, '1600');
    const list = await screen.findByRole('listbox', { name: addressMessages.suggestions }, WAIT);
    // Suggestions are filtered by the zip without its extension.
    await expect(args.service?.usAutocomplete).toHaveBeenLastCalledWith({
      search: '1600',
      include_only_zip_codes: '20500',
    });
    await userEvent.click(within(list).getByRole('option', { name: /1600 Pennsylvania Ave NW/ }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(street).toHaveValue('1600 Pennsylvania Ave NW');
    await expect(street).toHaveFocus();
    await expect(lastAddress(args.onChange)).toEqual({
      street: '1600 Pennsylvania Ave NW',
      street2: '',
      city: 'Washington',
      state: 'DC',
      zip: '20500',
      country: 'US',
      isVerified: true,
    });
    await expect(canvas.getByText(addressMessages.verified)).toBeVisible();
  },
};

export const UnitsFollowUp: Story = {
  parameters: { visual: 'page' },
  play: async ({ canvas, args, userEvent }) => {
    const street = canvas.getByRole('combobox', { name: addressMessages.street });
    await userEvent.type(street, '1042 W');
    await screen.findByRole('listbox', { name: addressMessages.suggestions }, WAIT);
    // Keyboard choice of the building: "1042 W Center St Apt (12 more entries)".
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const units = await screen.findByRole('listbox', { name: addressMessages.units }, WAIT);
    const smartyText = '1042 W Center St Apt (12) Orem UT 84057';
    await expect(street).toHaveValue(smartyText);
    await expect(selectedParam(smartyText)).toBe(smartyText);
    await expect(args.service?.usAutocomplete).toHaveBeenLastCalledWith({
      search: '1042 W Center St',
      selected: smartyText,
    });
    await expect(lastAddress(args.onChange)).toMatchObject({ street: smartyText, isVerified: false });
    await expect(within(units).getAllByRole('option')).toHaveLength(US_UNITS.length);
    // The second list stays open for the visual baseline; one more pick finishes the address.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(units).getByRole('option', { name: /Apt 102/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const ChooseUnit: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const street = canvas.getByRole('combobox', { name: addressMessages.street });
    await userEvent.type(street, '1042 W');
    const list = await screen.findByRole('listbox', { name: addressMessages.suggestions }, WAIT);
    await userEvent.click(within(list).getByRole('option', { name: /12 more entries/ }));
    const units = await screen.findByRole('listbox', { name: addressMessages.units }, WAIT);
    await userEvent.click(within(units).getByRole('option', { name: /Apt 104/ }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(lastAddress(args.onChange)).toEqual({ ...VERIFIED, street2: 'Apt 104' });
    await expect(street).toHaveValue('1042 W Center St');
    await expect(canvas.getByRole('textbox', { name: addressMessages.street2 })).toHaveValue('Apt 104');
  },
};

export const InternationalDetailLookup: Story = {
  args: { value: emptyAddress('IL') },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: addressMessages.city }), 'Tel Aviv');
    await userEvent.type(canvas.getByRole('combobox', { name: addressMessages.street }), 'Roth');
    const list = await screen.findByRole('listbox', { name: addressMessages.suggestions }, WAIT);
    await expect(args.service?.intlAutocomplete).toHaveBeenLastCalledWith({
      search: 'Roth',
      include_only_locality: 'Tel Aviv',
      country: 'IL',
    });
    await userEvent.click(within(list).getByRole('option', { name: /Rothschild Blvd 22/ }));
    // More than one entry: the detail look-up by address_id; its first candidate fills the form.
    await waitFor(
      () =>
        expect(lastAddress(args.onChange)).toMatchObject({ street: 'Rothschild Blvd 22', isVerified: true }),
      WAIT,
    );
    await expect(args.service?.intlDetail).toHaveBeenCalledWith({
      address_id: 'IL|TLV|rothschild-22',
      country: 'IL',
    });
    await expect(lastAddress(args.onChange)).toEqual({
      street: 'Rothschild Blvd 22',
      street2: '',
      city: 'Tel Aviv-Yafo',
      state: 'Tel Aviv',
      zip: '6688218',
      country: 'IL',
      isVerified: true,
    });
    await expect(canvas.getByRole('textbox', { name: addressMessages.city })).toHaveValue('Tel Aviv-Yafo');
  },
};

export const ManualEditClearsVerified: Story = {
  args: { value: VERIFIED },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(addressMessages.verified)).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: addressMessages.street2 }));
    await userEvent.type(canvas.getByRole('textbox', { name: addressMessages.street2 }), 'Apt 7');
    await expect(lastAddress(args.onChange)).toEqual({ ...VERIFIED, street2: 'Apt 7', isVerified: false });
    await expect(canvas.queryByText(addressMessages.verified)).toBeNull();
  },
};

export const CountryChange: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: addressMessages.country }));
    await userEvent.keyboard('Israel');
    await userEvent.click(await screen.findByRole('option', { name: 'Israel' }, WAIT));
    await expect(lastAddress(args.onChange)).toMatchObject({ country: 'IL' });
    // The fields follow: the city replaces the postal code.
    const city = await canvas.findByRole('textbox', { name: addressMessages.city });
    await expect(canvas.queryByRole('textbox', { name: addressMessages.zip })).toBeNull();
    await userEvent.type(city, 'Haifa');
    await expect(lastAddress(args.onChange)).toMatchObject({ country: 'IL', city: 'Haifa' });
  },
};

export const ServiceFailure: Story = {
  args: { service: failingLookupService() },
  play: async ({ canvas, args, userEvent }) => {
    const logged = spyOn(console, 'error').mockImplementation(() => {});
    try {
      const street = canvas.getByRole('combobox', { name: addressMessages.street });
      await userEvent.type(street, '12 Main St');
      await waitFor(
        () => expect(logged).toHaveBeenCalledWith('Address look-up failed', expect.anything()),
        WAIT,
      );
      // The field keeps working as plain text (and keeps asking, in case the service is back).
      await userEvent.type(street, ' North');
      await waitFor(() => expect(logged).toHaveBeenCalledTimes(2), WAIT);
      await expect(street).toHaveValue('12 Main St North');
      await expect(screen.queryByRole('listbox')).toBeNull();
      await expect(lastAddress(args.onChange)).toMatchObject({
        street: '12 Main St North',
        isVerified: false,
      });
    } finally {
      logged.mockRestore();
    }
  },
};

/** The look-up answered and found nothing (the API with no keys does so always): the form says so. */
export const NoSuggestions: Story = {
  args: {
    service: {
      usAutocomplete: fn(async () => answer<UsSuggestion[]>([])),
      intlAutocomplete: fn(async () => answer<IntlSuggestion[]>([])),
      intlDetail: fn(async () => answer<IntlCandidate[]>([])),
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    const street = canvas.getByRole('combobox', { name: addressMessages.street });
    await userEvent.type(street, '12 Nowhere Ln');
    // A polite status (not the spinner's): announced once the answer is in.
    await expect(await canvas.findByText(addressMessages.noSuggestions, {}, WAIT)).toHaveAttribute(
      'role',
      'status',
    );
    await expect(street).toHaveAccessibleDescription(addressMessages.noSuggestions);
    await expect(street).toHaveAttribute('aria-expanded', 'false');
    await expect(lastAddress(args.onChange)).toMatchObject({ street: '12 Nowhere Ln', isVerified: false });
  },
};

/** A complete US zip fills the city and state the US layout hides (never verified). */
export const ZipFillsCityAndState: Story = {
  args: {
    service: {
      ...fakeLookupService(),
      usZip: fn(async (zip: string) => answer({ zip, city: 'Lakewood', state: 'NJ' })).mockName('usZip'),
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: addressMessages.zip }), '08701');
    // Asked once, when the zip is complete.
    await expect(args.service?.usZip).toHaveBeenCalledTimes(1);
    await expect(args.service?.usZip).toHaveBeenCalledWith('08701');
    await waitFor(
      () =>
        expect(lastAddress(args.onChange)).toMatchObject({
          zip: '08701',
          city: 'Lakewood',
          state: 'NJ',
          isVerified: false,
        }),
      WAIT,
    );
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  parameters: { visual: 'page' },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await userEvent.type(canvas.getByRole('combobox', { name: addressMessages.street }), '1600');
    const list = await screen.findByRole('listbox', { name: addressMessages.suggestions }, WAIT);
    // The portalled list takes the dark card colour.
    await expect(getComputedStyle(list).backgroundColor).toBe('rgb(27, 30, 35)');
  },
};

export const FontSize20: Story = {
  globals: { fontSize: 20 },
  args: { value: VERIFIED },
  play: async ({ canvas }) => {
    await expect(document.documentElement.style.fontSize).toBe('20px');
    // Sizes are rem: the 2.5rem input grows to 50 px.
    const street = canvas.getByRole('combobox', { name: addressMessages.street });
    await expect(street.getBoundingClientRect().height).toBeGreaterThanOrEqual(50);
  },
};

// ---------------------------------------------------------------------------------------------
// react-hook-form recipe: the address as one Controller field, validated by the registration rules.

const registrationForm = z.object({ address: registrationAddressSchema });
type RegistrationForm = z.infer<typeof registrationForm>;

/** react-hook-form's nested errors for the address, as the form's per-field messages. */
function addressErrors(errors: FieldErrors<RegistrationForm>['address']): AddressErrors {
  const out: AddressErrors = {};
  if (!errors) return out;
  for (const field of ['country', 'street', 'street2', 'zip', 'city', 'state'] as const) {
    const message = errors[field]?.message;
    if (message) out[field] = message;
  }
  return out;
}

function RegistrationAddress({
  onSubmit,
  service,
}: {
  onSubmit: (values: RegistrationForm) => void;
  service: AddressLookupService;
}) {
  const { control, handleSubmit, formState } = useForm<RegistrationForm>({
    defaultValues: { address: emptyAddress('US') },
    resolver: zodResolver(registrationForm),
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate style={{ display: 'grid', gap: '1.5rem' }}>
      <Controller
        name="address"
        control={control}
        render={({ field }) => (
          <AddressForm
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            errors={addressErrors(formState.errors.address)}
            service={service}
          />
        )}
      />
      <div>
        <Button type="submit">{navMessages.register}</Button>
      </div>
    </form>
  );
}

const recipeSubmit = fn().mockName('onSubmit');
const recipeService = fakeLookupService();

export const ReactHookFormController: Story = {
  render: () => <RegistrationAddress onSubmit={recipeSubmit} service={recipeService} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: navMessages.register }));
    await expect(await canvas.findByText('Postal Code is required.')).toBeVisible();
    await expect(canvas.getByText('Street is required.')).toBeVisible();
    await expect(recipeSubmit).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByRole('textbox', { name: addressMessages.zip }), '20500');
    await userEvent.type(canvas.getByRole('combobox', { name: addressMessages.street }), '1600 P');
    const list = await screen.findByRole('listbox', { name: addressMessages.suggestions }, WAIT);
    await userEvent.click(within(list).getByRole('option', { name: /1600 Pennsylvania Ave NW/ }));
    await waitFor(() => expect(canvas.queryByText('Street is required.')).toBeNull());
    await expect(canvas.queryByText('Postal Code is required.')).toBeNull();

    const register = canvas.getByRole('button', { name: navMessages.register });
    await userEvent.click(register);
    await waitFor(() => expect(recipeSubmit).toHaveBeenCalledTimes(1));
    // A settled picture for the baseline: no hover or focus ring mid-transition on the button.
    await userEvent.unhover(register);
    register.blur();
    await expect(recipeSubmit.mock.calls[0]?.[0]).toEqual({
      address: {
        street: '1600 Pennsylvania Ave NW',
        street2: '',
        city: 'Washington',
        state: 'DC',
        zip: '20500',
        country: 'US',
        isVerified: true,
      },
    });
  },
};

// ---------------------------------------------------------------------------------------------

/** Every closed state on one canvas, for visual regression. */
export const AllStates: Story = {
  parameters: { wide: true },
  render: (args) => {
    const states: { value: Address; props?: Partial<AddressFormProps> }[] = [
      { value: emptyAddress('US') },
      { value: emptyAddress('IL') },
      { value: VERIFIED },
      {
        value: emptyAddress('US'),
        props: {
          errors: { zip: validationMessages.postalCodeRequired, street: validationMessages.streetRequired },
        },
      },
      {
        value: { ...emptyAddress('IL'), street: 'Herzl 10' },
        props: { errors: { city: validationMessages.cityRequired } },
      },
      { value: VERIFIED, props: { disabled: true } },
    ];
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 28rem)', gap: '1.75rem 2.5rem' }}>
        {states.map(({ value, props }, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <AddressForm key={index} {...args} value={value} {...props} />
        ))}
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('combobox', { name: addressMessages.country })).toHaveLength(6);
    await expect(canvas.getAllByText(addressMessages.verified)).toHaveLength(2);
  },
};
