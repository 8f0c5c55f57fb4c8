import { format, siyumManageMessages as m } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../form/Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** Sample person; not product copy. */
const NAME = 'Moshe Katz';
const TITLE = format(m.removeTitle, { name: NAME });
const BODY = format(m.removeBodyOther, { count: 3 });
const OPENER = format(m.removeFor, { name: NAME });

/** The dialog is portalled to the body, outside the story's canvas. */
const page = () => within(document.body);

/** A page's button that asks first: the dialog opens over it and closes on either answer. */
function Harness({ open: initial, onCancel, onConfirm, ...texts }: ConfirmDialogProps) {
  const [open, setOpen] = useState(initial);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {OPENER}
      </Button>
      <ConfirmDialog
        {...texts}
        open={open}
        onCancel={() => {
          setOpen(false);
          onCancel();
        }}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    title: TITLE,
    description: BODY,
    confirmText: m.removeConfirm,
    cancelText: m.cancel,
    onCancel: fn(),
    onConfirm: fn(),
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open: an alert dialog named by its title and described by its text; focus starts on Cancel. */
export const Open: Story = {
  args: { open: true },
  parameters: { visual: 'page' },
  play: async ({ args }) => {
    const dialog = await page().findByRole('alertdialog', { name: TITLE });
    await expect(dialog).toHaveAccessibleDescription(BODY);
    const cancel = within(dialog).getByRole('button', { name: m.cancel });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: m.removeConfirm })).toHaveAttribute(
      'data-variant',
      'destructive',
    );
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Focus is trapped: Tab goes from Cancel to the destructive answer and back, never to the page. */
export const FocusTrapped: Story = {
  args: { open: true },
  parameters: { visual: 'page' },
  play: async ({ userEvent }) => {
    const dialog = await page().findByRole('alertdialog', { name: TITLE });
    const cancel = within(dialog).getByRole('button', { name: m.cancel });
    const confirm = within(dialog).getByRole('button', { name: m.removeConfirm });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();
  },
};

/** Cancel closes it without confirming and hands focus back to the button that opened it. */
export const Cancel: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: OPENER });
    await userEvent.click(opener);
    const dialog = await page().findByRole('alertdialog', { name: TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: m.cancel }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(opener).toHaveFocus();
  },
};

/** Escape is Cancel too. */
export const Escape: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: OPENER });
    await userEvent.click(opener);
    await page().findByRole('alertdialog', { name: TITLE });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(opener).toHaveFocus();
  },
};

/** A question that must be answered: a click on the overlay neither closes nor cancels. */
export const ClickOutsideIgnored: Story = {
  args: { open: true },
  parameters: { visual: 'page' },
  play: async ({ userEvent, args }) => {
    const dialog = await page().findByRole('alertdialog', { name: TITLE });
    const overlay = document.querySelector<HTMLElement>('.siyum-confirm__overlay');
    await expect(overlay).not.toBeNull();
    if (overlay) await userEvent.click(overlay);
    await expect(dialog).toBeInTheDocument();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** The destructive answer reports once and never as a cancel. */
export const Confirm: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: OPENER });
    await userEvent.click(opener);
    const dialog = await page().findByRole('alertdialog', { name: TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: m.removeConfirm }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** A long name wraps inside the dialog's width (26rem at most) instead of widening it. */
export const LongName: Story = {
  args: {
    open: true,
    title: format(m.removeTitle, { name: 'Yehudis-Bracha-Mor-Rosenzweig-Levinstein-Abramowitz' }),
    description: format(m.removeBodyOne, { count: 1 }),
  },
  parameters: { visual: 'page' },
  play: async () => {
    const dialog = await page().findByRole('alertdialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(26 * 16);
    const title = within(dialog).getByRole('heading');
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(dialog).toHaveAccessibleDescription(format(m.removeBodyOne, { count: 1 }));
  },
};
