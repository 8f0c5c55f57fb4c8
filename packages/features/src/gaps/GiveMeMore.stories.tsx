import { format, GAPS_LIMITS, gapsMessages as m } from '@siyum/domain';
import { he } from '@siyum/domain/messages/he';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { GiveMeMore } from './GiveMeMore';

/** A page column, or the narrowest phone (`parameters.width`). */
const inColumn: Decorator = (Story, { parameters }) => (
  <div style={{ width: (parameters.width as string | number | undefined) ?? '44rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Siyum/Gaps/GiveMeMore',
  component: GiveMeMore,
  args: { openCount: 12, onTake: fn() },
  decorators: [inColumn],
} satisfies Meta<typeof GiveMeMore>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Asks for 5 more: the number goes to the page, which takes the next five open portions. */
export const AskForFive: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const count = canvas.getByRole('spinbutton', { name: m.moreCount });
    await expect(count).toHaveValue(3);
    await expect(count).toHaveAttribute('max', '12');
    await userEvent.clear(count);
    await userEvent.type(count, '5');
    await userEvent.click(canvas.getByRole('button', { name: m.moreButton }));
    await expect(args.onTake).toHaveBeenCalledWith(5);
  },
};

/** The portions became theirs: a status says how many. The most one may ask is the limit. */
export const Taken: Story = {
  args: { openCount: 400, outcome: { kind: 'taken', count: 5 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(format(m.moreTakenOther, { count: 5 }));
    await expect(canvas.getByRole('spinbutton', { name: m.moreCount })).toHaveAttribute(
      'max',
      String(GAPS_LIMITS.takeMoreMax),
    );
  },
};

/** In Hebrew, right to left. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  args: { outcome: { kind: 'taken', count: 1 } },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('button', { name: he.gaps.moreButton })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(he.gaps.moreTakenOne);
  },
};

/** The narrowest phone: the field and the button stay inside 320 px. */
export const Narrow: Story = {
  parameters: { width: 320 },
  play: async ({ canvas }) => {
    const view = canvas.getByRole('region', { name: m.moreHeading });
    await expect(view.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth);
  },
};
