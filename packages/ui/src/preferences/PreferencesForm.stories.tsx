import { preferencesMessages } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { PreferencesForm, type PreferencesFormProps, type PreferencesValue } from './PreferencesForm';

/** Holds the value the way a page does, so clicking a segment really moves the selection. */
function StatefulPreferencesForm({ value: initial, onChange, ...rest }: PreferencesFormProps) {
  const [value, setValue] = useState<PreferencesValue>(initial);
  return (
    <PreferencesForm
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const SAMPLE_SAVE_MS = 600;

const meta = {
  title: 'Forms/PreferencesForm',
  component: PreferencesForm,
  args: { value: { theme: 'light', fontSize: 16 }, onChange: fn(), onRetry: fn() },
  // The narrowest phone the product supports (§9 breakpoints start at 320 px).
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <StatefulPreferencesForm {...args} />,
} satisfies Meta<typeof PreferencesForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const light = canvas.getByRole('radio', { name: preferencesMessages.themeLight });
    const dark = canvas.getByRole('radio', { name: preferencesMessages.themeDark });
    await expect(light).toBeChecked();
    await userEvent.click(dark);
    await expect(dark).toBeChecked();
    await expect(light).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith({ theme: 'dark', fontSize: 16 });

    // A radio group: the arrow key moves the selection within the group and reports it at once.
    const sizes = canvas.getByRole('radiogroup', { name: preferencesMessages.fontSizeLegend });
    const medium = canvas.getByRole('radio', { name: preferencesMessages.fontSizeMedium });
    const large = canvas.getByRole('radio', { name: preferencesMessages.fontSizeLarge });
    await expect(sizes).toContainElement(medium);
    await expect(medium).toBeChecked();
    medium.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(large).toBeChecked();
    await expect(large).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith({ theme: 'dark', fontSize: 20 });
    // The theme group kept its choice.
    await expect(dark).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    // Nothing was saved yet, so the status line says nothing.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const SignedInSaved: Story = {
  args: { value: { theme: 'dark', fontSize: 20 }, status: 'saved', savedTo: 'account' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(preferencesMessages.savedToAccount);
    await expect(canvas.getByRole('radio', { name: preferencesMessages.themeDark })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: preferencesMessages.fontSizeLarge })).toBeChecked();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const SavedOnDevice: Story = {
  args: { status: 'saved', savedTo: 'device' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(preferencesMessages.savedOnDevice);
  },
};

export const Saving: Story = {
  args: { status: 'saving', savedTo: 'account' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(preferencesMessages.saving);
    // A save in flight does not lock the choices: the next change applies at once too.
    await userEvent.click(canvas.getByRole('radio', { name: preferencesMessages.fontSizeSmall }));
    await expect(args.onChange).toHaveBeenCalledWith({ theme: 'light', fontSize: 12 });
  },
};

export const SaveFailed: Story = {
  args: { value: { theme: 'dark', fontSize: 12 }, status: 'error', savedTo: 'account' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(preferencesMessages.saveFailed);
    const retry = canvas.getByRole('button', { name: preferencesMessages.retry });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** After "Try again" the button waits (busy) through the save, then hands focus back to the form. */
export const RetryThenSaved: Story = {
  args: { value: { theme: 'light', fontSize: 16 }, savedTo: 'account' },
  render: function RetryThenSaved(args) {
    const [status, setStatus] = useState<PreferencesFormProps['status']>('error');
    return (
      <StatefulPreferencesForm
        {...args}
        status={status}
        onRetry={() => {
          args.onRetry?.();
          setStatus('saving');
          // A sample server that answers after a moment.
          setTimeout(() => setStatus('saved'), SAMPLE_SAVE_MS);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const retry = canvas.getByRole('button', { name: preferencesMessages.retry });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // The busy button's spinner is a status of its own, so the line is found by its text.
    await expect(canvas.getByText(preferencesMessages.saving)).toHaveAttribute('role', 'status');
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await expect(retry).toHaveFocus();
    // A second click while saving is swallowed.
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent(preferencesMessages.savedToAccount),
      { timeout: SAMPLE_SAVE_MS * 4 },
    );
    await expect(retry).not.toBeInTheDocument();
    // Focus is not dropped to the page: it lands on the chosen theme.
    await expect(canvas.getByRole('radio', { name: preferencesMessages.themeLight })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(5);
    for (const radio of radios) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText(preferencesMessages.themeDark));
    await expect(canvas.getByRole('radio', { name: preferencesMessages.themeDark })).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: preferencesMessages.retry })).toBeDisabled();
  },
};

/** The largest text size on the narrowest screen: every segment still fits its label. */
export const LargeTextNarrow: Story = {
  globals: { fontSize: 20 },
  args: { value: { theme: 'light', fontSize: 20 }, status: 'error' },
  play: async ({ canvas }) => {
    // Each radio is its segment.
    for (const segment of canvas.getAllByRole('radio'))
      await expect(segment.scrollWidth).toBeLessThanOrEqual(segment.clientWidth);
    for (const group of canvas.getAllByRole('radiogroup'))
      await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
