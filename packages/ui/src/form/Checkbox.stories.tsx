import { validationMessages } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox';

/*
 * Sample label content. The real registration agreement copy belongs to the auth dialog's section of
 * the message catalogue; these stories only need a label of the same shape (text with a link).
 */
const SAMPLE_LABEL = 'Email me when my siyum is complete';
const SAMPLE_AGREEMENT_TEXT =
  'I am over 18 and agree that my information is shared with the siyum admin and the provider. See the';
const SAMPLE_PRIVACY_LINK = 'privacy policy';
const SAMPLE_PRIVACY_URL = 'https://example.org/privacy-policy';

function AgreementLabel() {
  return (
    <>
      {SAMPLE_AGREEMENT_TEXT}{' '}
      {/* A new tab, so following the link does not lose what the person has typed. */}
      <a href={SAMPLE_PRIVACY_URL} target="_blank" rel="noreferrer">
        {SAMPLE_PRIVACY_LINK}
      </a>
      .
    </>
  );
}

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: SAMPLE_LABEL, name: 'notify', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: SAMPLE_LABEL });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    // The label is a click target too.
    await userEvent.click(canvas.getByText(SAMPLE_LABEL));
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: SAMPLE_LABEL });
    await expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: SAMPLE_LABEL });
    await expect(box).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Invalid: Story = {
  args: {
    label: <AgreementLabel />,
    name: 'agreement',
    required: true,
    error: validationMessages.agreementRequired,
  },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    const error = canvas.getByText(validationMessages.agreementRequired);
    await expect(box).toHaveAttribute('aria-describedby', error.id);
    await expect(box).toHaveAccessibleDescription(validationMessages.agreementRequired);
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

/** The registration agreement: a label holding a link that opens without ticking the box. */
export const LabelWithLink: Story = {
  args: { label: <AgreementLabel />, name: 'agreement', required: true },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: new RegExp(SAMPLE_PRIVACY_LINK) });
    await expect(box).toHaveAccessibleName(`${SAMPLE_AGREEMENT_TEXT} ${SAMPLE_PRIVACY_LINK}.`);
    // The browser's own click, not userEvent.click: user-event forwards any click inside a label to
    // its control, even on a link, which no browser does (HTML: clicks on interactive content inside
    // a label do not activate the control). Clicking the privacy link must not tick the agreement.
    // The link's new tab is sent to a hidden frame instead, so the test page keeps focus.
    const link = canvas.getByRole('link', { name: SAMPLE_PRIVACY_LINK });
    const sink = Object.assign(document.createElement('iframe'), { name: 'privacy-link-sink', hidden: true });
    sink.title = SAMPLE_PRIVACY_LINK;
    document.body.append(sink);
    link.setAttribute('target', sink.name);
    try {
      link.click();
      await expect(box).not.toBeChecked();
    } finally {
      link.setAttribute('target', '_blank');
      sink.remove();
    }
    await userEvent.click(canvas.getByText(SAMPLE_AGREEMENT_TEXT, { exact: false }));
    await expect(box).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: SAMPLE_LABEL });
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText(SAMPLE_LABEL));
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: SAMPLE_LABEL });
    await expect(box).toBeDisabled();
    await expect(box).toBeChecked();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { label: <AgreementLabel />, required: true, error: validationMessages.agreementRequired },
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    const box = canvas.getByRole('checkbox');
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const FontSize20: Story = {
  globals: { fontSize: 20 },
  args: { defaultChecked: true, required: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: SAMPLE_LABEL });
    // 1.125 rem box and 0.875 rem label at a 20 px root.
    await expect(box.getBoundingClientRect().width).toBe(22.5);
    await expect(getComputedStyle(canvas.getByText(SAMPLE_LABEL)).fontSize).toBe('17.5px');
  },
};

/** Every state on one canvas, for visual regression. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Checkbox label={SAMPLE_LABEL} name="unchecked" />
      <Checkbox label={SAMPLE_LABEL} name="checked" defaultChecked />
      <Checkbox label={SAMPLE_LABEL} name="required" required />
      <Checkbox
        label={<AgreementLabel />}
        name="invalid"
        required
        error={validationMessages.agreementRequired}
      />
      <Checkbox label={SAMPLE_LABEL} name="disabled" disabled />
      <Checkbox label={SAMPLE_LABEL} name="disabled-checked" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvas }) => {
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(6);
    await expect(boxes.filter((box) => (box as HTMLInputElement).checked)).toHaveLength(2);
  },
};
