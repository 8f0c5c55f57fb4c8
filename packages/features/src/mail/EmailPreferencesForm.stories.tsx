import {
  applyMailPrefsChange,
  type MailPrefs,
  mailPrefsMessages as m,
  type SetMailPrefsInput,
  selectMessages,
} from '@siyum/domain';
import { he } from '@siyum/domain/messages/he';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  EmailPreferencesForm,
  type EmailPreferencesFormProps,
  type EmailPreferencesSaveStatus,
} from './EmailPreferencesForm';

/** A short fixed list, so baselines do not change with the browser's zone data. */
const ZONES = ['America/New_York', 'Asia/Jerusalem', 'Europe/London', 'UTC'];

const ALL_ON: MailPrefs = {
  timeZone: 'America/New_York',
  timeZoneSet: true,
  stopped: null,
  topics: {
    claimConfirmation: true,
    reminders: true,
    weeklyDigest: true,
    siyumComplete: true,
    organizerMessages: true,
    organizerDigest: true,
  },
};
const SOME_OFF: MailPrefs = {
  ...ALL_ON,
  timeZone: 'Asia/Jerusalem',
  topics: { ...ALL_ON.topics, claimConfirmation: false },
};

/** In MAIL_TOPICS order. */
const LABELS_IN_ORDER = [
  m.claimConfirmation,
  m.reminders,
  m.weeklyDigest,
  m.siyumComplete,
  m.organizerMessages,
  m.organizerDigest,
];

const page = () => within(document.body);

/** Holds the settings the way the page does, so a click really moves the switch. */
function StatefulEmailPreferencesForm({ value: initial, onChange, ...rest }: EmailPreferencesFormProps) {
  const [value, setValue] = useState(initial);
  const apply = (change: SetMailPrefsInput) =>
    setValue((current) => (current === undefined ? current : applyMailPrefsChange(current, change)));
  return (
    <EmailPreferencesForm
      {...rest}
      value={value}
      onChange={(change) => {
        apply(change);
        onChange(change);
      }}
    />
  );
}

/** A page column at desktop width, or the narrowest phone (`parameters.width`). */
const inColumn: Decorator = (Story, { parameters }) => (
  <div style={{ width: (parameters.width as string | number | undefined) ?? '40rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Siyum/Mail/EmailPreferencesForm',
  component: EmailPreferencesForm,
  args: { value: ALL_ON, timeZones: ZONES, onChange: fn(), onRetry: fn(), onRetryLoad: fn() },
  decorators: [inColumn],
  render: (args) => <StatefulEmailPreferencesForm {...args} />,
} satisfies Meta<typeof EmailPreferencesForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Still loading: bars where the switches go, a busy group, and the status line says so. */
export const Loading: Story = {
  args: { value: undefined },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: m.legend });
    await expect(group).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(m.loading);
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};

/** Loading failed: an alert and "Try again", which asks for the settings again. */
export const LoadFailed: Story = {
  args: { value: undefined, loadFailed: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(m.loadFailed);
    await expect(canvas.getByRole('group', { name: m.legend })).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: m.retry }));
    await expect(args.onRetryLoad).toHaveBeenCalledTimes(1);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Everything on (a new user): one switch per topic, each described by its
 * hint; turning reminders off reports only that switch.
 */
export const AllOn: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes.map((box) => box.getAttribute('name'))).toEqual([
      'claimConfirmation',
      'reminders',
      'weeklyDigest',
      'siyumComplete',
      'organizerMessages',
      'organizerDigest',
    ]);
    for (const [index, label] of LABELS_IN_ORDER.entries()) {
      await expect(boxes[index]).toHaveAccessibleName(label);
      await expect(boxes[index]).toBeChecked();
    }
    const reminders = canvas.getByRole('checkbox', { name: m.reminders });
    await expect(reminders).toHaveAccessibleDescription(m.remindersHint);
    await expect(canvas.getByRole('checkbox', { name: m.claimConfirmation })).toHaveAccessibleDescription(
      m.claimConfirmationHint,
    );

    await userEvent.click(reminders);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ topics: { reminders: false } });
    await expect(reminders).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: m.claimConfirmation })).toBeChecked();
    // Nothing was saved yet, so the status line says nothing.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Some switches off: they show unchecked, and turning one back on reports `true` for it alone. */
export const SomeOff: Story = {
  args: { value: SOME_OFF },
  play: async ({ canvas, userEvent, args }) => {
    const confirmations = canvas.getByRole('checkbox', { name: m.claimConfirmation });
    await expect(confirmations).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: m.reminders })).toBeChecked();
    await userEvent.click(canvas.getByText(m.claimConfirmation));
    await expect(args.onChange).toHaveBeenCalledWith({ topics: { claimConfirmation: true } });
    await expect(confirmations).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: m.timeZone })).toHaveTextContent(
      'Jerusalem (Israel Time)',
    );
  },
};

/**
 * The time zone: a searchable list, each zone by its city and its name ("New York (Eastern
 * Time)"), described by when reminders come. Choosing a zone reports it alone; choosing the zone
 * already set reports nothing.
 */
export const ChoosingTimeZone: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const zone = canvas.getByRole('combobox', { name: m.timeZone });
    await expect(zone).toHaveTextContent('New York (Eastern Time)');
    await expect(zone).toHaveAccessibleDescription(m.timeZoneHint);

    await userEvent.click(zone);
    // Every zone is named by the time the list is open, not only the chosen one.
    await expect(page().getByRole('option', { name: 'London (United Kingdom Time)' })).toBeInTheDocument();
    await expect(page().getByRole('option', { name: 'UTC' })).toBeInTheDocument();
    await userEvent.click(page().getByRole('option', { name: 'New York (Eastern Time)' }));
    await waitFor(() => expect(page().queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(zone);
    const search = page().getByRole('combobox', { name: selectMessages.search });
    await waitFor(() => expect(search).toHaveFocus());
    // The search finds a zone by its name as well as its city.
    await userEvent.type(search, 'israel');
    await userEvent.click(page().getByRole('option', { name: 'Jerusalem (Israel Time)' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ timeZone: 'Asia/Jerusalem' });
    await waitFor(() => expect(page().queryByRole('listbox')).not.toBeInTheDocument());
    await expect(zone).toHaveTextContent('Jerusalem (Israel Time)');
  },
};

/**
 * In Hebrew, right to left: the cities in Hebrew (a table loaded for Hebrew readers only) and the
 * zones' names from the browser in Hebrew; not a Latin letter in the list.
 */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const zone = canvas.getByRole('combobox', { name: he.mailPrefs.timeZone });
    await waitFor(() => expect(zone).toHaveTextContent('ניו יורק (שעון החוף המזרחי)'));
    await userEvent.click(zone);
    const list = await page().findByRole('listbox');
    await expect(page().getByRole('option', { name: 'ירושלים (שעון ישראל)' })).toBeInTheDocument();
    await expect(page().getByRole('option', { name: 'זמן אוניברסלי מתואם' })).toBeInTheDocument();
    await expect(list.textContent).not.toMatch(/[A-Za-z]/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** A change on its way: the status line says so, with nothing to press. */
export const Saving: Story = {
  args: { status: 'saving' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(m.saving);
    await expect(canvas.queryByRole('button', { name: m.retry })).not.toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: m.reminders })).toBeEnabled();
  },
};

export const Saved: Story = {
  args: { value: SOME_OFF, status: 'saved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(m.saved);
    await expect(canvas.queryByRole('button', { name: m.retry })).not.toBeInTheDocument();
  },
};

/** Saving failed: the status line says so and "Try again" saves again. */
export const SaveError: Story = {
  args: { status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(m.saveFailed);
    await userEvent.click(canvas.getByRole('button', { name: m.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Lands the retry's save, from the play function, while focus stays where the user left it. */
let finishRetry: (() => void) | undefined;

/** A page that saves again on "Try again": busy while saving, until the play function lands it. */
function RetryingPage(props: EmailPreferencesFormProps) {
  const [status, setStatus] = useState<EmailPreferencesSaveStatus>('error');
  return (
    <EmailPreferencesForm
      {...props}
      status={status}
      onRetry={() => {
        props.onRetry?.();
        setStatus('saving');
        finishRetry = () => setStatus('saved');
      }}
    />
  );
}

/**
 * "Try again" stays, busy, while the retry saves (focus is not dropped); when the save lands the
 * button goes and focus moves to the time zone rather than the top of the page.
 */
export const RetryThenSaved: Story = {
  render: (args) => <RetryingPage {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    // The status line, found while it is the only one (the busy button adds its spinner's).
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(m.saveFailed);
    const retry = canvas.getByRole('button', { name: m.retry });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(status).toHaveTextContent(m.saving);
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await expect(retry).toHaveFocus();
    // The save lands while focus is still on the retry button.
    await expect(finishRetry).toBeDefined();
    finishRetry?.();
    await waitFor(() => expect(status).toHaveTextContent(m.saved));
    await expect(canvas.queryByRole('button', { name: m.retry })).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: m.timeZone })).toHaveFocus();
  },
};

/** The narrowest phone: one column, nothing wider than the screen. */
export const Narrow: Story = {
  args: { value: SOME_OFF, status: 'saved' },
  parameters: { width: 320 },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: m.legend });
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
    const zone = canvas.getByRole('combobox', { name: m.timeZone });
    await expect(zone.getBoundingClientRect().right).toBeLessThanOrEqual(group.getBoundingClientRect().right);
  },
};

/**
 * Our emails to this address bounced: the page says so above the switches, and "Send me emails
 * again" asks the server to lift the stop; the notice goes once it has.
 */
export const StoppedAfterBounce: Story = {
  args: { value: { ...SOME_OFF, stopped: 'bounce' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(m.stoppedBounce)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: m.resume }));
    await expect(args.onChange).toHaveBeenCalledWith({ resume: true });
    await expect(canvas.queryByText(m.stoppedBounce)).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: m.reminders })).toBeChecked();
  },
};

/** After a spam report from this address: its own sentence, the same way back. */
export const StoppedAfterComplaint: Story = {
  args: { value: { ...ALL_ON, stopped: 'complaint' } },
  parameters: { width: 320 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(m.stoppedComplaint)).toBeVisible();
    await expect(canvas.getByRole('button', { name: m.resume })).toBeVisible();
    await expect(canvas.queryByText(m.stoppedBounce)).toBeNull();
  },
};
