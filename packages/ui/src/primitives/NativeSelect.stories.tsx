import { siyumCommunityMessages as m, validationMessages } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NativeSelect, type NativeSelectOption } from './NativeSelect';

const SORT_OPTIONS: readonly NativeSelectOption[] = [
  { value: 'targetDate', label: m.sort.targetDate },
  { value: 'createdAt', label: m.sort.createdAt },
];

const STATUS_OPTIONS: readonly NativeSelectOption[] = [
  { value: 'all', label: m.status.all },
  { value: 'needsLearners', label: m.status.needsLearners },
  { value: 'inProgress', label: m.status.inProgress },
  { value: 'completed', label: m.status.completed },
];

const meta = {
  title: 'Primitives/NativeSelect',
  component: NativeSelect,
  args: { label: m.sortLabel, name: 'sort', options: SORT_OPTIONS, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: '16rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: m.sortLabel });
    await expect(select).toHaveValue('targetDate');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual(
      SORT_OPTIONS.map((option) => option.label),
    );
    await userEvent.selectOptions(select, m.sort.createdAt);
    await expect(select).toHaveValue('createdAt');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    // A touch target of 2.75 rem.
    await expect(select.getBoundingClientRect().height).toBe(44);
  },
};

/** The label focuses the select, and it is a tab stop of its own (the browser's keyboard takes over there). */
export const Focus: Story = {
  args: { label: m.statusLabel, name: 'status', options: STATUS_OPTIONS, defaultValue: 'all' },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: m.statusLabel });
    await userEvent.click(canvas.getByText(m.statusLabel));
    await expect(select).toHaveFocus();
    select.blur();
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(select).toHaveValue('all');
  },
};

/** A choice longer than the field ends in an ellipsis; the field keeps its width. */
export const Narrow: Story = {
  args: { label: m.statusLabel, name: 'status', options: STATUS_OPTIONS, defaultValue: 'needsLearners' },
  decorators: [
    (Story) => (
      <div style={{ width: '7rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: m.statusLabel });
    await expect(select.getBoundingClientRect().width).toBeLessThanOrEqual(7 * 16);
    await expect(getComputedStyle(select).textOverflow).toBe('ellipsis');
  },
};

export const Invalid: Story = {
  args: {
    label: m.statusLabel,
    options: [{ value: '', label: '' }, ...STATUS_OPTIONS],
    required: true,
    error: validationMessages.valueRequired,
  },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: m.statusLabel });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toBeRequired();
    await expect(select).toHaveAccessibleDescription(validationMessages.valueRequired);
    await userEvent.selectOptions(select, m.status.inProgress);
    await expect(select).toHaveValue('inProgress');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: m.sortLabel });
    await expect(select).toBeDisabled();
    await userEvent.selectOptions(select, m.sort.createdAt).catch(() => undefined);
    await expect(select).toHaveValue('targetDate');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
