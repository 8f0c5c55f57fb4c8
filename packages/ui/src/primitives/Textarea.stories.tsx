import { format, SUPPORT_LIMITS, supportMessages, supportValidationMessages } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Textarea } from './Textarea';

/** Sample content a person might type; not product copy. */
const SAMPLE_MESSAGE = 'I took Berakhot but it shows as open.';
const UP_TO = format(supportMessages.messageDescription, { max: SUPPORT_LIMITS.messageMax });

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { label: supportMessages.message, name: 'message', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const textarea = canvas.getByRole('textbox', { name: supportMessages.message });
    await expect(textarea).toHaveValue('');
    await expect(textarea).toHaveAttribute('rows', '4');
    await expect(textarea).not.toHaveAttribute('aria-invalid');
    // Clicking the label focuses it; Enter starts a new line rather than submitting.
    await userEvent.click(canvas.getByText(supportMessages.message));
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('Shalom{Enter}Rivka');
    await expect(textarea).toHaveValue('Shalom\nRivka');
    await expect(args.onChange).toHaveBeenCalledTimes('Shalom\nRivka'.length);
    // Only the height may be dragged.
    await expect(getComputedStyle(textarea).resize).toBe('vertical');
  },
};

export const WithDescription: Story = {
  args: {
    description: UP_TO,
    maxLength: SUPPORT_LIMITS.messageMax,
    defaultValue: SAMPLE_MESSAGE,
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: supportMessages.message });
    await expect(textarea).toHaveValue(SAMPLE_MESSAGE);
    await expect(textarea).toHaveAccessibleDescription(UP_TO);
    await expect(textarea).toHaveAttribute('maxlength', String(SUPPORT_LIMITS.messageMax));
  },
};

/** More rows make it taller from the start, and it cannot be dragged shorter than that. */
export const Rows: Story = {
  args: { rows: 7 },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: supportMessages.message });
    // 7 lines of 1.25 × 16 px, the padding and the border.
    await expect(textarea.getBoundingClientRect().height).toBe(7 * 20 + 16 + 2);
    await expect(getComputedStyle(textarea).minHeight).toBe(`${7 * 20 + 16 + 2}px`);
  },
};

export const Invalid: Story = {
  args: { required: true, error: supportValidationMessages.messageRequired },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: supportMessages.message });
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(supportValidationMessages.messageRequired);
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    // Still usable: the person fixes it in place.
    await userEvent.type(textarea, SAMPLE_MESSAGE);
    await expect(textarea).toHaveValue(SAMPLE_MESSAGE);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: SAMPLE_MESSAGE },
  play: async ({ canvas, userEvent, args }) => {
    const textarea = canvas.getByRole('textbox', { name: supportMessages.message });
    await expect(textarea).toBeDisabled();
    await userEvent.type(textarea, 'more');
    await expect(textarea).toHaveValue(SAMPLE_MESSAGE);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
