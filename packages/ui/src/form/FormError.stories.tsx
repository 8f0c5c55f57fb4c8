import { authMessages, loginErrorsMessages } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Button } from './Button';
import { FormError } from './FormError';

const meta = {
  title: 'Forms/FormError',
  component: FormError,
  args: { children: loginErrorsMessages.NotAuthorizedException },
  decorators: [
    (Story) => (
      <div style={{ width: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithMessage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(loginErrorsMessages.NotAuthorizedException);
  },
};

export const LongMessage: Story = {
  args: { children: loginErrorsMessages.UserNotConfirmedException },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(loginErrorsMessages.UserNotConfirmedException);
    // Wraps inside the form's width instead of overflowing it.
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};

export const Empty: Story = {
  args: { children: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The error appears (and is announced) only once a submit has failed. */
export const AppearsAfterSubmit: Story = {
  render: function Render(args) {
    const [error, setError] = useState<string>();
    return (
      <div style={{ display: 'grid', gap: '0.75rem' }}>
        <FormError {...args}>{error}</FormError>
        <Button onClick={() => setError(loginErrorsMessages.NotAuthorizedException)}>
          {authMessages.logInButton}
        </Button>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: authMessages.logInButton }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      loginErrorsMessages.NotAuthorizedException,
    );
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('alert')).toHaveTextContent(loginErrorsMessages.NotAuthorizedException);
  },
};

export const FontSize20: Story = {
  globals: { fontSize: 20 },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('alert')).fontSize).toBe('17.5px');
  },
};

/** Every state on one canvas, for visual regression (the empty one renders nothing). */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <FormError>{loginErrorsMessages.NotAuthorizedException}</FormError>
      <FormError>{loginErrorsMessages.UserNotConfirmedException}</FormError>
      <FormError>{loginErrorsMessages.NetworkError}</FormError>
      <FormError>{''}</FormError>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(3);
  },
};
