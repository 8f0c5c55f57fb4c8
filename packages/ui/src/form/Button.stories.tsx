import { authMessages, errorPageMessages, formMessages, navMessages } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { BUTTON_SIZES, BUTTON_VARIANTS, Button, type ButtonVariant } from './Button';

/** A catalogue string that fits each variant's typical use. */
const VARIANT_LABELS: Record<ButtonVariant, string> = {
  primary: authMessages.logInButton,
  secondary: authMessages.continueWithEmail,
  ghost: authMessages.forgotLink,
  link: authMessages.signUpLink,
  destructive: navMessages.logOut,
};

const meta = {
  title: 'Forms/Button',
  component: Button,
  args: { children: authMessages.logInButton, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

function variantStory(variant: ButtonVariant): Story {
  const label = VARIANT_LABELS[variant];
  return {
    args: { variant, children: label },
    play: async ({ canvas, userEvent, args }) => {
      const button = canvas.getByRole('button', { name: label });
      await expect(button).toHaveAttribute('data-variant', variant);
      await expect(button).toHaveAttribute('type', 'button');
      await userEvent.click(button);
      await expect(args.onClick).toHaveBeenCalledTimes(1);
      // Keyboard works too: Enter and Space each press it once.
      await expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await expect(args.onClick).toHaveBeenCalledTimes(3);
    },
  };
}

export const Primary = variantStory('primary');
export const Secondary = variantStory('secondary');
export const Ghost = variantStory('ghost');
export const Link = variantStory('link');
export const Destructive = variantStory('destructive');

export const Small: Story = {
  args: { size: 'sm' },
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <Button {...args} />
      <Button {...args} size="md" onClick={undefined}>
        {authMessages.signUpLink}
      </Button>
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const small = canvas.getByRole('button', { name: authMessages.logInButton });
    const medium = canvas.getByRole('button', { name: authMessages.signUpLink });
    await expect(small).toHaveAttribute('data-size', 'sm');
    // 2 rem against 2.5 rem at the 16 px root.
    await expect(small.getBoundingClientRect().height).toBe(32);
    await expect(medium.getBoundingClientRect().height).toBe(40);
    await userEvent.click(small);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: new RegExp(authMessages.logInButton) });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    const spinner = canvas.getByRole('status', { name: formMessages.busy });
    await expect(button).toContainElement(spinner);
    await expect(spinner.getBoundingClientRect().width).toBe(24);
    // Clicks and keys do nothing, but the button stays focusable (focus is not dropped).
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Pressing starts work: the button turns busy in place, keeps its size and ignores more presses. */
export const BusyAfterPress: Story = {
  args: { variant: 'primary' },
  render: function Render(args) {
    const [busy, setBusy] = useState(false);
    return (
      <Button
        {...args}
        busy={busy}
        onClick={(event) => {
          args.onClick?.(event);
          setBusy(true);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: new RegExp(authMessages.logInButton) });
    const before = button.getBoundingClientRect();
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    const after = button.getBoundingClientRect();
    await expect(after.width).toBe(before.width);
    await expect(after.height).toBe(before.height);
    await userEvent.click(button);
    await userEvent.dblClick(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Spy on the form's submit handler in `BusySubmit`. */
const submitLoginForm = fn();

/** A busy submit button blocks the form's submission, from a click or from Enter in a field. */
export const BusySubmit: Story = {
  args: { type: 'submit', busy: true },
  render: (args) => (
    <form
      aria-label={authMessages.loginTitle}
      onSubmit={(event) => {
        event.preventDefault();
        submitLoginForm();
      }}
      style={{ display: 'flex', gap: '0.5rem' }}
    >
      <input aria-label={authMessages.usernameOrEmail} className="siyum-input" />
      <Button {...args} />
    </form>
  ),
  play: async ({ canvas, userEvent, args }) => {
    submitLoginForm.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(authMessages.logInButton) }));
    await userEvent.type(canvas.getByRole('textbox'), 'rivka{Enter}');
    await expect(submitLoginForm).not.toHaveBeenCalled();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: authMessages.logInButton });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** `asChild`: a link drawn as the button, keeping its own element, href and role. */
export const AsLink: Story = {
  args: { variant: 'secondary', size: 'sm' },
  render: (args) => (
    <Button {...args} asChild>
      {/* The story stays on its page; a real link would navigate. */}
      <a href="/dashboard" onClick={(event) => event.preventDefault()}>
        {navMessages.myDashboard}
      </a>
    </Button>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: navMessages.myDashboard });
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(link).toHaveAttribute('href', '/dashboard');
    await expect(link).toHaveClass('siyum-button');
    await expect(link).toHaveAttribute('data-variant', 'secondary');
    await expect(link).not.toHaveAttribute('type');
    // Its content is the button's label, so it lines up like any button's.
    await expect(link.firstElementChild).toHaveClass('siyum-button__label');
    await expect(link.getBoundingClientRect().height).toBe(32);
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Busy, a link shows the spinner and does not navigate. */
export const AsLinkBusy: Story = {
  args: { busy: true },
  render: (args) => (
    <Button {...args} asChild>
      <a href="#home">{errorPageMessages.home}</a>
    </Button>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: new RegExp(errorPageMessages.home) });
    await expect(link).toHaveAttribute('aria-busy', 'true');
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).toContainElement(canvas.getByRole('status', { name: formMessages.busy }));
    const before = window.location.hash;
    await userEvent.click(link);
    await expect(window.location.hash).toBe(before);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A link cannot be disabled natively: it is marked aria-disabled, dimmed, and ignores presses. */
export const AsLinkDisabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <Button {...args} asChild>
      <a href="#home">{errorPageMessages.home}</a>
    </Button>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: errorPageMessages.home });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).toHaveAttribute('data-disabled');
    await expect(link).not.toHaveAttribute('disabled');
    await expect(getComputedStyle(link).opacity).toBe('0.5');
    const before = window.location.hash;
    await userEvent.click(link);
    await expect(window.location.hash).toBe(before);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}>
      {BUTTON_VARIANTS.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {VARIANT_LABELS[variant]}
        </Button>
      ))}
      <Button busy>{authMessages.logInButton}</Button>
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await userEvent.click(canvas.getByRole('button', { name: VARIANT_LABELS.destructive }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const FontSize20: Story = {
  globals: { fontSize: 20 },
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <Button {...args} />
      <Button {...args} size="sm">
        {errorPageMessages.reload}
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const medium = canvas.getByRole('button', { name: authMessages.logInButton });
    const small = canvas.getByRole('button', { name: errorPageMessages.reload });
    await expect(getComputedStyle(medium).fontSize).toBe('20px');
    await expect(medium.getBoundingClientRect().height).toBe(50);
    await expect(small.getBoundingClientRect().height).toBe(40);
  },
};

/** Every variant in both sizes, plus busy and disabled, on one canvas for visual regression. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {BUTTON_SIZES.map((size) =>
        [
          { key: 'rest', busy: false, disabled: false },
          { key: 'busy', busy: true, disabled: false },
          { key: 'disabled', busy: false, disabled: true },
        ].map((state) => (
          <div
            key={`${size}-${state.key}`}
            style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}
          >
            {BUTTON_VARIANTS.map((variant) => (
              <Button key={variant} variant={variant} size={size} busy={state.busy} disabled={state.disabled}>
                {VARIANT_LABELS[variant]}
              </Button>
            ))}
          </div>
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(BUTTON_SIZES.length * 3 * BUTTON_VARIANTS.length);
    await expect(buttons.filter((button) => button.getAttribute('aria-busy') === 'true')).toHaveLength(10);
    await expect(buttons.filter((button) => (button as HTMLButtonElement).disabled)).toHaveLength(10);
  },
};
