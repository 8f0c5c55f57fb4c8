import { he } from '@siyum/domain/messages/he';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { dueToday, hebrewTitle, inMemory, neediestSample } from './fixtures';
import { NeediestSiyumim } from './NeediestSiyumim';

const meta = {
  title: 'Siyum/Home/NeediestSiyumim',
  component: NeediestSiyumim,
  args: { items: neediestSample, hrefFor: (id: number) => `/s/${id}`, onNavigate: fn() },
  // As wide as the home page's column unless a story narrows it.
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: (parameters.width as string | undefined) ?? '46rem', maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NeediestSiyumim>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three siyumim, neediest first: what each needs, and "Take a portion" to its page. */
export const ThreeSiyumim: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const section = canvas.getByRole('region', { name: 'Siyumim that need learners now' });
    await expect(section).toBeVisible();
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(cards[0]).toHaveAccessibleName(dueToday.title);
    await expect(cards[1]).toHaveAccessibleName(inMemory.title);
    await expect(canvas.getByText('4 open portions · Siyum today')).toBeVisible();
    await expect(canvas.getByText('30 open portions · 10 days left')).toBeVisible();
    await expect(canvas.getByText('1 open portion · 1 day left')).toBeVisible();
    await expect(canvas.getByText('L’iluy nishmas Sarah bat Avraham')).toBeVisible();
    await expect(canvas.getByText('Mishnah · by tractate')).toBeVisible();
    await expect(cards[0]).toHaveAttribute('data-state', 'today');
    // The call to action names its siyum, and goes to the siyum's page in the app.
    const take = canvas.getByRole('link', { name: `Take a portion in ${inMemory.title}` });
    await expect(take).toHaveAttribute('href', '/s/12');
    await expect(take).toHaveTextContent('Take a portion');
    await userEvent.click(take);
    await expect(args.onNavigate).toHaveBeenCalledWith('/s/12');
    // The title links there too; the button sits above the card's click overlay.
    await expect(canvas.getByRole('link', { name: dueToday.title })).toHaveAttribute('href', '/s/31');
    const box = take.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(hit && take.contains(hit)).toBe(true);
    // Three columns side by side in the home page's column.
    const tops = cards.map((card) => Math.round(card.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};

/** One siyum alone: its card takes the whole width. */
export const OneSiyum: Story = {
  args: { items: [inMemory] },
  play: async ({ canvas, canvasElement }) => {
    const list = canvasElement.querySelector('.neediest__list') as HTMLElement;
    await expect(canvas.getByRole('article').getBoundingClientRect().width).toBe(
      list.getBoundingClientRect().width,
    );
  },
};

/** No public siyum needs anyone: nothing at all, not an empty heading. */
export const NoneNeeded: Story = {
  args: { items: [] },
  parameters: { visual: false }, // An empty canvas: nothing to compare.
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvasElement.querySelector('.neediest')).toBeNull();
  },
};

/** Hebrew, right to left: the Hebrew counts (the dual for two days), names isolated, text to the right. */
export const InHebrew: Story = {
  globals: { locale: 'he' },
  args: { items: [{ ...inMemory, daysLeft: 2 }, hebrewTitle] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: he.neediest.title })).toBeVisible();
    await expect(canvas.getByText('30 חלקים פנויים · נותרו יומיים')).toBeVisible();
    await expect(canvas.getByText('חלק אחד פנוי · נותר יום אחד')).toBeVisible();
    await expect(canvas.getByText('משנה · לפי מסכת')).toBeVisible();
    const take = canvas.getByRole('link', {
      name: new RegExp(`^${he.neediest.takePortion}.*${hebrewTitle.title}`),
    });
    await expect(take).toHaveAttribute('href', '/s/7');
    // Right to left: the heading starts at the right edge of the section.
    const section = canvasElement.querySelector('.neediest') as HTMLElement;
    await expect(getComputedStyle(section).direction).toBe('rtl');
    const title = canvas.getByRole('heading', { level: 2 });
    const range = document.createRange();
    range.selectNodeContents(title);
    await expect(Math.round(range.getBoundingClientRect().right)).toBe(
      Math.round(section.getBoundingClientRect().right),
    );
  },
};

/** A 320 px screen (less the page's 1 rem padding): one column, nothing overflows, a real touch target. */
export const Narrow320: Story = {
  args: { items: [dueToday, hebrewTitle] },
  parameters: { width: '288px' },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector('.neediest') as HTMLElement;
    await expect(root.getBoundingClientRect().width).toBe(288);
    for (const element of root.querySelectorAll<HTMLElement>('*'))
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(
        root.getBoundingClientRect().right + 0.5,
      );
    for (const card of canvas.getAllByRole('article'))
      await expect(card.getBoundingClientRect().width).toBe(288);
    const take = canvas.getByRole('link', { name: `Take a portion in ${dueToday.title}` });
    await expect(take.getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
  },
};
