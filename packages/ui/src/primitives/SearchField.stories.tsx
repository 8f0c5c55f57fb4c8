import { formMessages, siyumCommunityMessages as m } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { SearchField, type SearchFieldProps } from './SearchField';

/** Sample search text; not product copy. */
const SAMPLE_QUERY = 'Berakhot';

/** Holds the text the way a page does (a controlled field). */
function ControlledSearchField({ onChange, ...rest }: SearchFieldProps) {
  const [text, setText] = useState(SAMPLE_QUERY);
  return (
    <SearchField
      {...rest}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange?.(event);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/SearchField',
  component: SearchField,
  args: {
    label: m.searchLabel,
    name: 'search',
    placeholder: m.searchPlaceholder,
    onChange: fn(),
    onClear: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: no clear button until there is something to clear. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('searchbox', { name: m.searchLabel });
    await expect(search).toHaveAttribute('placeholder', m.searchPlaceholder);
    await expect(canvas.queryByRole('button', { name: formMessages.clearSearchBox })).toBeNull();
    await userEvent.type(search, 'Ber');
    await expect(canvas.getByRole('button', { name: formMessages.clearSearchBox })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await userEvent.clear(search);
    await expect(canvas.queryByRole('button', { name: formMessages.clearSearchBox })).toBeNull();
  },
};

/** The clear button empties the field, reports it, and puts focus back in the field. */
export const ClearButton: Story = {
  args: { defaultValue: SAMPLE_QUERY },
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('searchbox', { name: m.searchLabel });
    const clear = canvas.getByRole('button', { name: formMessages.clearSearchBox });
    await expect(clear).toHaveAttribute('aria-controls', search.id);
    await userEvent.click(clear);
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: formMessages.clearSearchBox })).toBeNull();
  },
};

/** Reached by keyboard, the clear button is the next tab stop and Enter presses it. */
export const ClearByKeyboard: Story = {
  args: { defaultValue: SAMPLE_QUERY },
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('searchbox', { name: m.searchLabel });
    search.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: formMessages.clearSearchBox })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** A controlled field: Escape clears it too, through the same onChange. */
export const ControlledEscape: Story = {
  render: (args) => <ControlledSearchField {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('searchbox', { name: m.searchLabel });
    await expect(search).toHaveValue(SAMPLE_QUERY);
    await userEvent.click(search);
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onClear).toHaveBeenCalledOnce();
    // Escape in an empty field does nothing more.
    await userEvent.keyboard('{Escape}');
    await expect(args.onClear).toHaveBeenCalledOnce();
    await userEvent.type(search, 'Peah');
    await expect(search).toHaveValue('Peah');
  },
};

/** Disabled: the text stays and there is no clear button. */
export const Disabled: Story = {
  args: { defaultValue: SAMPLE_QUERY, disabled: true },
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: m.searchLabel });
    await expect(search).toBeDisabled();
    await expect(search).toHaveValue(SAMPLE_QUERY);
    await expect(canvas.queryByRole('button', { name: formMessages.clearSearchBox })).toBeNull();
  },
};

/** The larger text size: icon, text and button scale together. */
export const FontSize20: Story = {
  args: { defaultValue: SAMPLE_QUERY },
  globals: { fontSize: 20 },
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: m.searchLabel });
    const clear = canvas.getByRole('button', { name: formMessages.clearSearchBox });
    await expect(getComputedStyle(search).fontSize).toBe('20px');
    // The button sits inside the field, at its end.
    const field = search.getBoundingClientRect();
    const button = clear.getBoundingClientRect();
    await expect(button.right).toBeLessThan(field.right);
    await expect(button.width).toBe(40);
  },
};
