import { appMessages, format, unsubscribeMessages as m, mailPrefsMessages, maskedEmail } from '@siyum/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { UnsubscribePanel, type UnsubscribePanelProps, type UnsubscribeState } from './UnsubscribePanel';

const EMAIL = maskedEmail('moshe@example.org');
const SETTINGS_HREF = '/preferences';
const REMINDERS = { topic: 'reminders', email: EMAIL } as const;
const words = { topic: mailPrefsMessages.reminders, email: EMAIL };

/** A page column at desktop width, or the narrowest phone (`parameters.width`). */
const inColumn: Decorator = (Story, { parameters }) => (
  <div style={{ width: (parameters.width as string | number | undefined) ?? '36rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Siyum/Mail/UnsubscribePanel',
  component: UnsubscribePanel,
  args: {
    state: { status: 'confirm', ...REMINDERS },
    onUnsubscribe: fn(),
    onResubscribe: fn(),
    settingsHref: SETTINGS_HREF,
  },
  decorators: [inColumn],
} satisfies Meta<typeof UnsubscribePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Checking the link: a spinner, nothing to press yet. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: appMessages.loading })).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** The question names the topic and the masked address; one button answers it. */
export const Confirm: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(format(m.question, words));
    await expect(canvas.getByText(/Stop “Reminders” emails to m•••@example\.org\?/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: m.confirm }));
    await expect(args.onUnsubscribe).toHaveBeenCalledTimes(1);
    await expect(args.onResubscribe).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** On its way: the button is busy ("Unsubscribing…"), keeps focus and ignores more presses. */
export const Busy: Story = {
  args: { state: { status: 'confirm', ...REMINDERS, busy: true } },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: new RegExp(m.confirm) });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status', { name: m.working })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onUnsubscribe).not.toHaveBeenCalled();
  },
};

/** It failed: an alert beside the button, which tries again. */
export const Failed: Story = {
  args: { state: { status: 'confirm', ...REMINDERS, failed: true } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.failed);
    const button = canvas.getByRole('button', { name: m.confirm });
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    await expect(args.onUnsubscribe).toHaveBeenCalledTimes(1);
  },
};

/** Done: what happened, "Subscribe again" (focused, to undo at once) and the way to every setting. */
export const Unsubscribed: Story = {
  args: { state: { status: 'unsubscribed', ...REMINDERS } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(format(m.done, words));
    const undo = canvas.getByRole('button', { name: m.undo });
    await waitFor(() => expect(undo).toHaveFocus());
    await expect(canvas.getByRole('link', { name: m.allSettings })).toHaveAttribute('href', SETTINGS_HREF);
    await userEvent.click(undo);
    await expect(args.onResubscribe).toHaveBeenCalledTimes(1);
    await expect(args.onUnsubscribe).not.toHaveBeenCalled();
  },
};

/** Subscribing again failed: its own alert, and the button tries again. */
export const ResubscribeFailed: Story = {
  args: { state: { status: 'unsubscribed', ...REMINDERS, failed: true } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.resubscribeFailed);
    await userEvent.click(canvas.getByRole('button', { name: m.undo }));
    await expect(args.onResubscribe).toHaveBeenCalledTimes(1);
  },
};

export const Resubscribed: Story = {
  args: { state: { status: 'resubscribed', ...REMINDERS } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(format(m.resubscribed, words));
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: m.allSettings })).toHaveAttribute('href', SETTINGS_HREF);
  },
};

/** A broken or forged link: says so, offers the settings, and has nothing to press. */
export const Invalid: Story = {
  args: { state: { status: 'invalid' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.invalid)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: m.allSettings })).toHaveAttribute('href', SETTINGS_HREF);
  },
};

/** Drives the panel the way the page does: busy while the request is out, then its outcome. */
function UnsubscribePage(props: UnsubscribePanelProps) {
  const [state, setState] = useState<UnsubscribeState>(props.state);
  return (
    <UnsubscribePanel
      {...props}
      state={state}
      onUnsubscribe={() => {
        props.onUnsubscribe();
        setState({ status: 'confirm', ...REMINDERS, busy: true });
        // The answer arrives on a later task, as a request's would.
        setTimeout(() => setState({ status: 'unsubscribed', ...REMINDERS }), 50);
      }}
      onResubscribe={() => {
        props.onResubscribe();
        setState({ status: 'resubscribed', ...REMINDERS });
      }}
    />
  );
}

/**
 * The whole visit: the answer is announced in the same live region as the question, and focus
 * follows each pressed button to what replaced it ("Subscribe again", then the sentence).
 */
export const UnsubscribeThenUndo: Story = {
  render: (args) => <UnsubscribePage {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const status = canvas.getByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: m.confirm }));
    await expect(args.onUnsubscribe).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(status).toHaveTextContent(format(m.done, words)));
    // The same element: a live region that was already there, so the change is read out.
    await expect(canvas.getByRole('status')).toBe(status);
    const undo = canvas.getByRole('button', { name: m.undo });
    await waitFor(() => expect(undo).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onResubscribe).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(status).toHaveTextContent(format(m.resubscribed, words)));
    await expect(status).toHaveFocus();
  },
};

/** The narrowest phone: the sentence wraps, nothing is wider than the screen. */
export const Narrow: Story = {
  args: { state: { status: 'unsubscribed', ...REMINDERS, failed: true } },
  parameters: { width: 320 },
  play: async ({ canvasElement, canvas }) => {
    const panel = canvas.getByRole('status').parentElement;
    await expect(panel?.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(panel?.scrollWidth).toBeLessThanOrEqual(panel?.clientWidth ?? 0);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
