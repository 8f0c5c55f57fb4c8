import { addressMessages, authMessages, validationMessages } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from './TextField';

/** Sample content a person might type; not product copy. */
const SAMPLE_EMAIL = 'rivka@example.org';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: authMessages.usernameOrEmail, name: 'email', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: authMessages.usernameOrEmail });
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
    // Clicking the label focuses the input, then typing fills it.
    await userEvent.click(canvas.getByText(authMessages.usernameOrEmail));
    await expect(input).toHaveFocus();
    await userEvent.keyboard(SAMPLE_EMAIL);
    await expect(input).toHaveValue(SAMPLE_EMAIL);
    await expect(args.onChange).toHaveBeenCalledTimes(SAMPLE_EMAIL.length);
  },
};

export const Filled: Story = {
  args: { defaultValue: SAMPLE_EMAIL },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: authMessages.usernameOrEmail });
    await expect(input).toHaveValue(SAMPLE_EMAIL);
    await userEvent.clear(input);
    await userEvent.type(input, 'moshe');
    await expect(input).toHaveValue('moshe');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // The asterisk is visible but not part of the name; screen readers hear "required" instead.
    const input = canvas.getByRole('textbox', { name: authMessages.usernameOrEmail });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithDescription: Story = {
  args: { label: addressMessages.street2, description: addressMessages.street, name: 'street2' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: addressMessages.street2 });
    await expect(input).toHaveAccessibleDescription(addressMessages.street);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Invalid: Story = {
  args: { required: true, error: validationMessages.usernameRequired },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: authMessages.usernameOrEmail });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeInvalid();
    const error = canvas.getByText(validationMessages.usernameRequired);
    await expect(input.getAttribute('aria-describedby')).toBe(error.id);
    await expect(input).toHaveAccessibleDescription(validationMessages.usernameRequired);
    // Still usable: the person fixes the value in place.
    await userEvent.type(input, SAMPLE_EMAIL);
    await expect(input).toHaveValue(SAMPLE_EMAIL);
  },
};

export const InvalidWithDescription: Story = {
  args: {
    label: addressMessages.city,
    description: addressMessages.suggestions,
    error: validationMessages.cityRequired,
    required: true,
    name: 'city',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: addressMessages.city });
    const description = canvas.getByText(addressMessages.suggestions);
    const error = canvas.getByText(validationMessages.cityRequired);
    // Description first, then the error: both are read, in reading order.
    await expect(input).toHaveAttribute('aria-describedby', `${description.id} ${error.id}`);
    await expect(input).toHaveAccessibleDescription(
      `${addressMessages.suggestions} ${validationMessages.cityRequired}`,
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: SAMPLE_EMAIL },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: authMessages.usernameOrEmail });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue(SAMPLE_EMAIL);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { required: true, error: validationMessages.usernameRequired },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    const input = canvas.getByRole('textbox', { name: authMessages.usernameOrEmail });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, SAMPLE_EMAIL);
    await expect(input).toHaveValue(SAMPLE_EMAIL);
  },
};

export const FontSize20: Story = {
  globals: { fontSize: 20 },
  args: { required: true, defaultValue: SAMPLE_EMAIL },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: authMessages.usernameOrEmail });
    // Everything is in rem: the 1rem text and 2.5rem minimum height follow the 20 px root.
    await expect(getComputedStyle(input).fontSize).toBe('20px');
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(50);
    await expect(getComputedStyle(canvas.getByText(authMessages.usernameOrEmail)).fontSize).toBe('17.5px');
  },
};

/** Every state on one canvas, for visual regression. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1.25rem' }}>
      <TextField label={authMessages.usernameOrEmail} name="empty" />
      <TextField label={authMessages.usernameOrEmail} name="filled" defaultValue={SAMPLE_EMAIL} />
      <TextField label={authMessages.usernameOrEmail} name="required" required />
      <TextField label={addressMessages.street2} name="described" description={addressMessages.street} />
      <TextField
        label={authMessages.usernameOrEmail}
        name="invalid"
        required
        error={validationMessages.usernameRequired}
      />
      <TextField label={authMessages.usernameOrEmail} name="disabled" disabled defaultValue={SAMPLE_EMAIL} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(6);
    const invalid = canvas.getAllByRole('textbox').filter((input) => input.getAttribute('aria-invalid'));
    await expect(invalid).toHaveLength(1);
    await expect(invalid[0]).toHaveAccessibleDescription(validationMessages.usernameRequired);
  },
};
