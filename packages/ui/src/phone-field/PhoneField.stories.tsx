import { navMessages, PHONE_INVALID, type PhoneLookupResult, validationMessages } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { PhoneField } from './PhoneField';
import { PhoneLookupProvider } from './PhoneLookupProvider';
import { isCompletePhoneValue, type PhoneLookupService } from './phone';

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  args: { onChange: fn(), onBlur: fn() },
  parameters: { width: '22rem' },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: parameters.width as string }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The metadata arrives lazily: wait until every field below has its full country list. */
async function ready(canvas: Canvas) {
  const fields = canvas.getAllByRole('combobox', { name: 'Country code' });
  await waitFor(() => {
    for (const select of fields) expect(select).not.toHaveAttribute('aria-busy');
  });
}

const numberInput = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Phone number' });
const countrySelect = (canvas: Canvas) => canvas.getByRole('combobox', { name: 'Country code' });
const face = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.siyum-phone__country-face')?.textContent;

/** A fake of the API's phone look-up: knows two numbers, formats them its own way. */
const KNOWN_NUMBERS: Record<string, PhoneLookupResult> = {
  '+12025550123': { valid: true, nationalFormat: '202-555-0123', countryCode: 'US' },
  '+972501234567': { valid: true, nationalFormat: '050-123-4567', countryCode: 'IL' },
};
const fakeLookup: PhoneLookupService = async (e164) => KNOWN_NUMBERS[e164] ?? { valid: false };

interface PendingLookup {
  e164: string;
  answer: Promise<PhoneLookupResult>;
  resolve: (result: PhoneLookupResult) => void;
}

/** A look-up whose answers the play function releases, in whatever order it likes. */
function controllableLookup() {
  const pending: PendingLookup[] = [];
  const service = fn((e164: string) => {
    let resolve: (result: PhoneLookupResult) => void = () => undefined;
    const answer = new Promise<PhoneLookupResult>((settle) => {
      resolve = settle;
    });
    pending.push({ e164, answer, resolve });
    return answer;
  });
  return { service, pending };
}

export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await ready(canvas);
    await expect(numberInput(canvas)).toHaveValue('');
    await expect(countrySelect(canvas)).toHaveValue('US');
    await expect(face(canvasElement)).toBe('US +1');
    // Spec §9: US, CA, IL first, then the rest by calling code.
    const options = within(countrySelect(canvas)).getAllByRole('option');
    await expect(options.slice(0, 4).map((option) => option.textContent)).toEqual([
      'United States +1',
      'Canada +1',
      'Israel +972',
      expect.stringMatching(/\+1$/),
    ]);
    await expect(options.at(-1)?.textContent).toMatch(/\+\d{3}$/);
    await expect(args.onChange).not.toHaveBeenCalled();
    // Keyboard focus on the hidden-in-plain-sight select rings the visible country face.
    await userEvent.tab();
    await expect(countrySelect(canvas)).toHaveFocus();
    const country = canvasElement.querySelector('.siyum-phone__country') as HTMLElement;
    await expect(getComputedStyle(country).outlineStyle).toBe('solid');
  },
};

export const FilledValidUS: Story = {
  args: { value: '+12025550123' },
  play: async ({ canvas, canvasElement, args }) => {
    await ready(canvas);
    await expect(await canvas.findByDisplayValue('(202) 555-0123')).toBe(numberInput(canvas));
    await expect(countrySelect(canvas)).toHaveValue('US');
    await expect(face(canvasElement)).toBe('US +1');
    // Already in the contract's form: nothing to report.
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const FilledValidIL: Story = {
  args: { value: '+972501234567' },
  play: async ({ canvas, canvasElement, args }) => {
    await ready(canvas);
    await expect(await canvas.findByDisplayValue('050-123-4567')).toBe(numberInput(canvas));
    await expect(countrySelect(canvas)).toHaveValue('IL');
    await expect(face(canvasElement)).toBe('IL +972');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** An existing value written loosely is parsed on load and reported back as `+<digits>`. */
export const PrefilledFromExistingValue: Story = {
  args: { value: '+44 (0)20 7946 0958' },
  play: async ({ canvas, canvasElement, args }) => {
    await ready(canvas);
    await expect(await canvas.findByDisplayValue('020 7946 0958')).toBeInTheDocument();
    await expect(face(canvasElement)).toBe('GB +44');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('+442079460958'));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** An invalid existing value becomes INVALID on load; its digits stay visible to fix. */
export const PrefilledInvalid: Story = {
  args: { value: '+1 202 555' },
  play: async ({ canvas, args }) => {
    await ready(canvas);
    await expect(await canvas.findByDisplayValue('202555')).toBeInTheDocument();
    await expect(countrySelect(canvas)).toHaveValue('US');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(PHONE_INVALID));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Spec §9: with no country in the value, a number starting 05 is Israeli. */
export const LocalNumberDefaultsToIsrael: Story = {
  args: { value: '0501234567' },
  play: async ({ canvas, canvasElement, args }) => {
    await ready(canvas);
    await expect(await canvas.findByDisplayValue('050-123-4567')).toBeInTheDocument();
    await expect(countrySelect(canvas)).toHaveValue('IL');
    await expect(face(canvasElement)).toBe('IL +972');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('+972501234567'));
  },
};

/** Any other number without a country is American. */
export const LocalNumberDefaultsToUS: Story = {
  args: { value: '2025550123' },
  play: async ({ canvas, args }) => {
    await ready(canvas);
    await expect(await canvas.findByDisplayValue('(202) 555-0123')).toBeInTheDocument();
    await expect(countrySelect(canvas)).toHaveValue('US');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('+12025550123'));
  },
};

export const TypingProducesInternationalValue: Story = {
  play: async ({ canvas, args }) => {
    await ready(canvas);
    const input = numberInput(canvas);
    await userEvent.type(input, '202');
    await expect(args.onChange).toHaveBeenLastCalledWith(PHONE_INVALID);
    await userEvent.type(input, '5550123');
    await expect(args.onChange).toHaveBeenLastCalledWith('+12025550123');
    // Unchanged values are not reported again: INVALID once, then the number.
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(undefined);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
    await userEvent.type(input, '+972 50 123 4567');
    await expect(countrySelect(canvas)).toHaveValue('IL');
    await expect(args.onChange).toHaveBeenLastCalledWith('+972501234567');
  },
};

export const InvalidNumber: Story = {
  args: { name: 'phone' },
  play: async ({ canvas, canvasElement, args }) => {
    await ready(canvas);
    await userEvent.type(numberInput(canvas), '202555012');
    await expect(args.onChange).toHaveBeenLastCalledWith(PHONE_INVALID);
    const hidden = canvasElement.querySelector<HTMLInputElement>('input[type="hidden"][name="phone"]');
    await expect(hidden?.value).toBe(PHONE_INVALID);
    await userEvent.type(numberInput(canvas), '3');
    await expect(hidden?.value).toBe('+12025550123');
  },
};

export const Disabled: Story = {
  args: { value: '+972501234567', disabled: true },
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(numberInput(canvas)).toBeDisabled();
    await expect(countrySelect(canvas)).toBeDisabled();
    await expect(numberInput(canvas)).toHaveValue('050-123-4567');
  },
};

export const RequiredWithError: Story = {
  args: { required: true, error: validationMessages.phoneRequired },
  play: async ({ canvas }) => {
    await ready(canvas);
    const input = numberInput(canvas);
    await expect(canvas.getByText('*')).toBeInTheDocument();
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(validationMessages.phoneRequired);
    await expect(countrySelect(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(countrySelect(canvas)).toHaveAccessibleDescription(validationMessages.phoneRequired);
  },
};

/** The look-up service decides validity and supplies the national format and country. */
export const WithLookupService: Story = {
  args: { lookupPhone: fakeLookup },
  play: async ({ canvas, args }) => {
    await ready(canvas);
    const input = numberInput(canvas);
    await userEvent.type(input, '2025550123');
    // The service's own format replaces what was typed.
    await expect(await canvas.findByDisplayValue('202-555-0123')).toBe(input);
    await expect(args.onChange).toHaveBeenLastCalledWith('+12025550123');
    // Locally valid, but the service says no: INVALID.
    await userEvent.clear(input);
    await userEvent.type(input, '2025550199');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(PHONE_INVALID));
  },
};

/** The same service given once, through context, to every field below. */
export const WithLookupProvider: Story = {
  render: (args) => (
    <PhoneLookupProvider value={fakeLookup}>
      <PhoneField {...args} />
    </PhoneLookupProvider>
  ),
  play: async ({ canvas, args }) => {
    await ready(canvas);
    await userEvent.selectOptions(countrySelect(canvas), 'IL');
    await userEvent.type(numberInput(canvas), '0501234567');
    await expect(await canvas.findByDisplayValue('050-123-4567')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith('+972501234567');
  },
};

const slowLookup = controllableLookup();

/** A slow answer for an older text arrives after the answer for the newest: it is ignored. */
export const StaleLookupIgnored: Story = {
  args: { lookupPhone: slowLookup.service },
  play: async ({ canvas, canvasElement, args }) => {
    slowLookup.pending.length = 0;
    await ready(canvas);
    const input = numberInput(canvas);
    await userEvent.type(input, '2025550123');
    const newest = slowLookup.pending.at(-1);
    const older = slowLookup.pending.slice(0, -1);
    await expect(newest?.e164).toBe('+12025550123');
    await expect(older.length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('.siyum-phone')).toHaveAttribute('data-checking');

    newest?.resolve({ valid: true, nationalFormat: '(202) 555-0123', countryCode: 'US' });
    await expect(await canvas.findByDisplayValue('(202) 555-0123')).toBe(input);
    await waitFor(() =>
      expect(canvasElement.querySelector('.siyum-phone')).not.toHaveAttribute('data-checking'),
    );
    const callsBefore = mocked(args.onChange!).mock.calls.length;

    // The older, slower answers now say "valid, in Canada": they must change nothing.
    for (const call of older) call.resolve({ valid: true, nationalFormat: 'stale', countryCode: 'CA' });
    await Promise.all(older.map((call) => call.answer));
    await expect(args.onChange).toHaveBeenCalledTimes(callsBefore);
    await expect(input).toHaveValue('(202) 555-0123');
    await expect(countrySelect(canvas)).toHaveValue('US');
    await expect(args.onChange).toHaveBeenLastCalledWith('+12025550123');
  },
};

const failingLookup: PhoneLookupService = async () => {
  throw new Error('503 Service Unavailable');
};

/** A failing look-up is logged and local validation stands. */
export const FailingLookupFallsBack: Story = {
  args: { lookupPhone: failingLookup },
  play: async ({ canvas, args }) => {
    await ready(canvas);
    const logged = spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await userEvent.type(numberInput(canvas), '2025550123');
      await waitFor(() =>
        expect(logged).toHaveBeenCalledWith(
          'PhoneField: phone look-up failed, using local validation',
          expect.any(Error),
        ),
      );
      await expect(args.onChange).toHaveBeenLastCalledWith('+12025550123');
      await expect(numberInput(canvas)).toHaveValue('2025550123');
    } finally {
      logged.mockRestore();
    }
  },
};

export const CountryChange: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await ready(canvas);
    await userEvent.selectOptions(countrySelect(canvas), 'IL');
    await expect(face(canvasElement)).toBe('IL +972');
    await userEvent.type(numberInput(canvas), '050-123-4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('+972501234567');
    // The same digits are not an American number.
    await userEvent.selectOptions(countrySelect(canvas), 'US');
    await expect(args.onChange).toHaveBeenLastCalledWith(PHONE_INVALID);
    await userEvent.selectOptions(countrySelect(canvas), 'IL');
    await expect(args.onChange).toHaveBeenLastCalledWith('+972501234567');
    await expect(face(canvasElement)).toBe('IL +972');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { value: '+972501234567', required: true },
  play: async ({ canvas, canvasElement }) => {
    await ready(canvas);
    await expect(document.documentElement.dataset.theme).toBe('dark');
    // The dark --card token.
    await expect(getComputedStyle(numberInput(canvas)).backgroundColor).toBe('rgb(27, 30, 35)');
    const country = canvasElement.querySelector('.siyum-phone__country') as HTMLElement;
    await expect(getComputedStyle(country).backgroundColor).toBe('rgb(27, 30, 35)');
  },
};

export const FontSize20: Story = {
  globals: { fontSize: 20 },
  args: { value: '+12025550123' },
  play: async ({ canvas, canvasElement }) => {
    await ready(canvas);
    const input = numberInput(canvas);
    // 2.5rem at a 20 px root.
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(50);
    const country = canvasElement.querySelector('.siyum-phone__country') as HTMLElement;
    await expect(country.getBoundingClientRect().height).toBe(input.getBoundingClientRect().height);
    await expect(getComputedStyle(input).fontSize).toBe('20px');
  },
};

interface RegistrationPhone {
  phone: string | undefined;
}

const submitted = fn();

/** The registration form's recipe: Controller + the spec §5 rule (empty or INVALID is refused). */
function RegistrationPhoneForm({ onSubmit }: { onSubmit: (data: RegistrationPhone) => void }) {
  const { control, handleSubmit } = useForm<RegistrationPhone>({ defaultValues: { phone: undefined } });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} style={{ display: 'grid', gap: '1rem' }}>
      <Controller
        name="phone"
        control={control}
        rules={{ validate: (value) => isCompletePhoneValue(value) || validationMessages.phoneNotAllowed }}
        render={({ field, fieldState }) => (
          <PhoneField {...field} required error={fieldState.error?.message} />
        )}
      />
      <button type="submit" style={{ justifySelf: 'start', font: 'inherit' }}>
        {navMessages.register}
      </button>
    </form>
  );
}

export const ReactHookFormController: Story = {
  render: () => <RegistrationPhoneForm onSubmit={submitted} />,
  play: async ({ canvas }) => {
    submitted.mockClear();
    await ready(canvas);
    const submit = canvas.getByRole('button', { name: navMessages.register });
    const input = numberInput(canvas);

    await userEvent.click(submit);
    await expect(await canvas.findByText(validationMessages.phoneNotAllowed)).toBeInTheDocument();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input).toHaveFocus());

    await userEvent.type(input, '202555');
    await userEvent.click(submit);
    await expect(canvas.getByText(validationMessages.phoneNotAllowed)).toBeInTheDocument();
    await expect(submitted).not.toHaveBeenCalled();

    await userEvent.type(input, '0123');
    await waitFor(() => expect(canvas.queryByText(validationMessages.phoneNotAllowed)).toBeNull());
    await userEvent.click(submit);
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ phone: '+12025550123' }, expect.anything()));
  },
};

/** Every state on one canvas, for visual regression. */
export const AllStates: Story = {
  parameters: { width: '46rem' },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '1.5rem' }}>
      <PhoneField label="Empty" />
      <PhoneField label="Valid (US)" defaultValue="+12025550123" />
      <PhoneField label="Valid (IL)" defaultValue="+972501234567" />
      <PhoneField label="Valid (GB)" defaultValue="+442079460958" />
      <PhoneField label="Invalid" defaultValue="+1 202 555" error={validationMessages.phoneNotAllowed} />
      <PhoneField label="Required" required error={validationMessages.phoneRequired} />
      <PhoneField label="Disabled" defaultValue="+972501234567" disabled />
      <PhoneField label="With description" description="For siyum reminders" placeholder="(201) 555-0123" />
    </div>
  ),
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(await canvas.findByDisplayValue('(202) 555-0123')).toBeInTheDocument();
    await expect(canvas.getAllByDisplayValue('050-123-4567')).toHaveLength(2);
    await expect(canvas.getByDisplayValue('020 7946 0958')).toBeInTheDocument();
    await expect(canvas.getByDisplayValue('202555')).toBeInTheDocument();
  },
};
