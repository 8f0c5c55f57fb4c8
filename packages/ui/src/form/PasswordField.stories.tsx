import { authMessages, format, PASSWORD_MIN_LENGTH, validationMessages } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordField } from './PasswordField';

/** Sample content a person might type; not product copy. */
const SAMPLE_PASSWORD = 'Mishnah-613';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: authMessages.password, name: 'password', onChange: fn(), onShownChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

interface LabelQueries {
  getByLabelText: (text: string, options: { selector: string; exact: boolean }) => HTMLElement;
}

/** A password input has no ARIA role; find it through its label (which may end in the asterisk). */
function passwordInput(canvas: LabelQueries): HTMLInputElement {
  return canvas.getByLabelText(authMessages.password, {
    selector: 'input',
    exact: false,
  }) as HTMLInputElement;
}

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = passwordInput(canvas);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(input);
    await userEvent.keyboard(SAMPLE_PASSWORD);
    await expect(input).toHaveValue(SAMPLE_PASSWORD);
    await expect(args.onChange).toHaveBeenCalledTimes(SAMPLE_PASSWORD.length);
  },
};

export const Hidden: Story = {
  args: { defaultValue: SAMPLE_PASSWORD },
  play: async ({ canvas }) => {
    const input = passwordInput(canvas);
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: authMessages.showPassword });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', input.id);
  },
};

export const Shown: Story = {
  args: { defaultValue: SAMPLE_PASSWORD, defaultShown: true },
  play: async ({ canvas }) => {
    const input = passwordInput(canvas);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue(SAMPLE_PASSWORD);
    const toggle = canvas.getByRole('button', { name: authMessages.showPassword, pressed: true });
    // The tooltip names what the next press does.
    await expect(toggle).toHaveAttribute('title', authMessages.hidePassword);
  },
};

/** Show, hide, show again: the value survives, focus stays on the toggle, typing carries on. */
export const Toggling: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = passwordInput(canvas);
    await userEvent.type(input, SAMPLE_PASSWORD);
    const toggle = canvas.getByRole('button', { name: authMessages.showPassword });

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue(SAMPLE_PASSWORD);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveFocus();
    await expect(args.onShownChange).toHaveBeenLastCalledWith(true);

    // Keyboard: Space on the focused toggle hides it again.
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveFocus();
    await expect(args.onShownChange).toHaveBeenLastCalledWith(false);

    // Shift+Tab returns to the input with the value intact; End then typing appends.
    await userEvent.tab({ shift: true });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{End}!');
    await expect(input).toHaveValue(`${SAMPLE_PASSWORD}!`);
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = passwordInput(canvas);
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Invalid: Story = {
  args: { required: true, error: validationMessages.passwordRequired },
  play: async ({ canvas, userEvent }) => {
    const input = passwordInput(canvas);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const error = canvas.getByText(validationMessages.passwordRequired);
    await expect(input).toHaveAttribute('aria-describedby', error.id);
    await expect(input).toHaveAccessibleDescription(validationMessages.passwordRequired);
    // Showing the password keeps the wiring.
    await userEvent.click(canvas.getByRole('button', { name: authMessages.showPassword }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: SAMPLE_PASSWORD },
  play: async ({ canvas, userEvent, args }) => {
    const input = passwordInput(canvas);
    const toggle = canvas.getByRole('button', { name: authMessages.showPassword });
    await expect(input).toBeDisabled();
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onShownChange).not.toHaveBeenCalled();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    defaultValue: SAMPLE_PASSWORD,
    error: format(validationMessages.passwordMinLength, { min: PASSWORD_MIN_LENGTH.library }),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    const input = passwordInput(canvas);
    await userEvent.click(canvas.getByRole('button', { name: authMessages.showPassword }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue(SAMPLE_PASSWORD);
  },
};

export const FontSize20: Story = {
  globals: { fontSize: 20 },
  args: { defaultValue: SAMPLE_PASSWORD, required: true },
  play: async ({ canvas }) => {
    const input = passwordInput(canvas);
    const toggle = canvas.getByRole('button', { name: authMessages.showPassword });
    await expect(getComputedStyle(input).fontSize).toBe('20px');
    // The 2 rem toggle grows with the root size and stays inside the input.
    await expect(toggle.getBoundingClientRect().width).toBe(40);
    const inputBox = input.getBoundingClientRect();
    const toggleBox = toggle.getBoundingClientRect();
    await expect(toggleBox.right).toBeLessThanOrEqual(inputBox.right);
    await expect(toggleBox.top).toBeGreaterThanOrEqual(inputBox.top);
    await expect(toggleBox.bottom).toBeLessThanOrEqual(inputBox.bottom);
  },
};

/** Every state on one canvas, for visual regression. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1.25rem' }}>
      <PasswordField label={authMessages.password} name="empty" />
      <PasswordField label={authMessages.password} name="hidden" defaultValue={SAMPLE_PASSWORD} />
      <PasswordField label={authMessages.password} name="shown" defaultValue={SAMPLE_PASSWORD} defaultShown />
      <PasswordField label={authMessages.password} name="required" required />
      <PasswordField
        label={authMessages.password}
        name="invalid"
        required
        error={validationMessages.passwordRequired}
      />
      <PasswordField label={authMessages.password} name="disabled" disabled defaultValue={SAMPLE_PASSWORD} />
    </div>
  ),
  play: async ({ canvas }) => {
    const toggles = canvas.getAllByRole('button', { name: authMessages.showPassword });
    await expect(toggles).toHaveLength(6);
    await expect(toggles.filter((toggle) => toggle.getAttribute('aria-pressed') === 'true')).toHaveLength(1);
  },
};
