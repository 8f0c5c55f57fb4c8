import { finishLineMessages as m } from '@siyum/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { zeraimBoard, zeraimSiyum } from './fixtures';
import { SiyumFinishLine } from './SiyumFinishLine';
import { overflowing } from './storySupport';

/** The siyum page's column, or the narrowest phone (`parameters.width`: 320 px less the page's padding). */
const inColumn: Decorator = (Story, { parameters }) => (
  <div style={{ width: (parameters.width as string | undefined) ?? '40rem' }}>
    <Story />
  </div>
);

/** Makes `matchMedia` answer that the reader asked for less motion, for one story. */
function preferReducedMotion(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const list = original.call(window, query);
    if (!query.includes('prefers-reduced-motion')) return list;
    return new Proxy(list, {
      get: (target, property) => {
        if (property === 'matches') return true;
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
  return () => {
    window.matchMedia = original;
  };
}

const board = zeraimBoard();

const meta = {
  title: 'Siyum/Finish/Celebration',
  component: SiyumFinishLine,
  args: { siyum: zeraimSiyum(board), portions: board, onNavigate: fn() },
  decorators: [inColumn],
  globals: { user: 'owner' },
} satisfies Meta<typeof SiyumFinishLine>;
export default meta;
type Story = StoryObj<typeof meta>;

const banner = (canvasElement: HTMLElement) => {
  const element = canvasElement.querySelector<HTMLElement>('.siyum-celebration');
  if (!element) throw new Error('no celebration');
  return element;
};

/** The last portion is learned: the banner rises in, its stars twinkle; the organizer gets the links. */
export const Complete: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: m.celebrationTitle })).toBeVisible();
    await expect(canvas.getByText('4 learners finished all 11 portions together.')).toBeVisible();
    await expect(banner(canvasElement)).toHaveAttribute('data-motion', 'gentle');
    await expect(banner(canvasElement).getAnimations({ subtree: true }).length).toBeGreaterThan(0);
    const links = canvas.getByRole('navigation', { name: m.organizerLinks });
    await expect(links).toBeVisible();
    await expect(canvas.getByRole('link', { name: m.certificateLink })).toHaveAttribute(
      'href',
      '/certificate/1',
    );
    // The lobby screen's link is the manage links' (the siyum page's), not the celebration's.
    await expect(canvas.queryByRole('link', { name: m.lobbyLink })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: m.certificateLink }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/certificate/1');
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** A reader who asked for less motion: the same banner, standing still. */
export const ReducedMotion: Story = {
  beforeEach: preferReducedMotion,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: m.celebrationTitle })).toBeVisible();
    await expect(banner(canvasElement)).toHaveAttribute('data-motion', 'reduced');
    await expect(banner(canvasElement).getAnimations({ subtree: true })).toEqual([]);
  },
};

/** A learner (and a visitor) celebrates too, without the organizer's links. */
export const Learner: Story = {
  globals: { user: 'plainUser' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: m.celebrationTitle })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** One portion still being learned: nothing yet, not even for the organizer. */
export const NotYet: Story = {
  args: { siyum: zeraimSiyum(zeraimBoard(1)), portions: zeraimBoard(1) },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.siyum-celebration')).toBeNull();
    await expect(canvasElement.querySelector('nav')).toBeNull();
  },
};

/**
 * While the board loads, the banner shows without the count of learners — but holds its line, so
 * nothing below moves when the count arrives.
 */
export const BoardLoading: Story = {
  args: { portions: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: m.celebrationTitle })).toBeVisible();
    const held = banner(canvasElement).querySelector<HTMLElement>('.siyum-celebration__summary');
    await expect(held).not.toBeVisible();
    await expect(held).toHaveAttribute('aria-hidden', 'true');
    await expect(held?.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};

/** In Hebrew, right to left: the counts in Hebrew words. */
export const Hebrew: Story = {
  globals: { user: 'owner', locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'הסיום הושלם!' })).toBeVisible();
    await expect(canvas.getByText('4 לומדים השלימו יחד את כל 11 החלקים.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'דף הסיום' })).toBeVisible();
  },
};

/** A 320 px phone: the banner and its links wrap within the column. */
export const Narrow320: Story = {
  parameters: { width: '288px' },
  play: async ({ canvasElement }) => {
    const root = banner(canvasElement);
    await expect(root.getBoundingClientRect().width).toBe(288);
    await expect(overflowing(root)).toEqual([]);
  },
};
