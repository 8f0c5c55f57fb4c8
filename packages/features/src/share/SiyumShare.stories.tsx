import { format, siyumPageMessages } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiyumShare } from './SiyumShare';

const url = 'https://siyum.example.org/s/42';

const meta = {
  title: 'Siyum/SiyumShare',
  component: SiyumShare,
  args: {
    url,
    title: 'Mishnah in memory of Sarah bat Avraham',
    targetDate: '2027-03-01',
    eventUid: 'siyum-42@siyum.example.org',
    copy: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SiyumShare>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: siyumPageMessages.shareLink })).toHaveValue(url);
    const whatsapp = canvas.getByRole('link', { name: siyumPageMessages.whatsapp });
    await expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(format(siyumPageMessages.whatsappText, { title: args.title, url }))}`,
    );
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: siyumPageMessages.copyLink }));
    await expect(args.copy).toHaveBeenCalledWith(url);
    await expect(await canvas.findByRole('status')).toHaveTextContent(siyumPageMessages.copied);
  },
};

export const CopyFailed: Story = {
  args: { copy: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: siyumPageMessages.copyLink }));
    await expect(await canvas.findByText(siyumPageMessages.copyFailed)).toBeVisible();
  },
};

export const QrCodeShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: siyumPageMessages.showQr });
    await userEvent.click(toggle);
    await expect(
      await canvas.findByRole('img', { name: format(siyumPageMessages.qrLabel, { url }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: siyumPageMessages.hideQr })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
