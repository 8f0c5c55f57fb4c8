import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { withSampleImages } from '../shared/sampleImages';
import {
  COMMUNITY_TODAY,
  completedSiyum,
  healingSiyum,
  memoryPhotoSiyum,
  memorySiyum,
  pastPhotoSiyum,
  pastSiyum,
  shasPhotoSiyum,
  shasSiyum,
  successSiyum,
} from './fixtures';
import { SiyumCard } from './SiyumCard';

/** The widths a srcset offers, from its `Nw` descriptors. */
const srcSetWidths = (img: HTMLElement) =>
  (img.getAttribute('srcset') ?? '')
    .split(', ')
    .map((entry) => Number(entry.split(' ')[1]?.replace('w', '')));

/** What a pointer at the middle of an element would hit. */
function hitAtCentre(element: Element): Element | null {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
}

const meta = {
  title: 'Siyum/Community/SiyumCard',
  component: SiyumCard,
  args: { siyum: memorySiyum, href: '/s/1', today: COMMUNITY_TODAY, onNavigate: fn() },
  // A card as wide as a list column; `parameters.width` widens the canvas for the all-states grid.
  // Photos come from the sample image service (inline drawings, no server).
  decorators: [
    withSampleImages,
    (Story, { parameters }) => (
      <div style={{ width: (parameters.width as string | undefined) ?? '22rem', maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SiyumCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In memory of someone: the dedication line, the text, the days left and the progress. */
export const MemoryDedication: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const card = canvas.getByRole('article', { name: memorySiyum.title });
    await expect(card).toHaveAttribute('data-state', 'upcoming');
    await expect(canvas.getByText('L’iluy nishmas Sarah bat Avraham')).toBeInTheDocument();
    await expect(canvas.getByText('Mishnah · by chapter')).toBeInTheDocument();
    await expect(canvas.getByText('Organized by Moshe C.')).toBeInTheDocument();
    await expect(canvas.getByText('Siyum on 1 March 2027')).toHaveAttribute('datetime', '2027-03-01');
    await expect(canvas.getByText('97 days left')).toBeInTheDocument();
    const bar = canvas.getByRole('progressbar', { name: 'Portions learned' });
    await expect(bar).toHaveAttribute('aria-valuenow', '120');
    await expect(bar).toHaveAttribute('aria-valuemax', '525');
    await expect(canvas.getByText('120 of 525 learned · 105 open')).toBeInTheDocument();
    // No photo: no image and no photo row, the card as it always was.
    await expect(card.querySelector('img, .siyum-card__head')).toBeNull();
    // A plain click navigates in the app; the link still has a real href for new tabs.
    const link = canvas.getByRole('link', { name: memorySiyum.title });
    await expect(link).toHaveAttribute('href', '/s/1');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(args.onNavigate).toHaveBeenCalledWith('/s/1');
  },
};

/** Every portion learned: "Completed" instead of the days left, a full bar. */
export const Completed: Story = {
  args: { siyum: completedSiyum, href: '/s/15' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-state', 'completed');
    await expect(canvas.getByText('In honor of Rav Shimon Adler')).toBeInTheDocument();
    await expect(canvas.getByText('Completed')).toBeInTheDocument();
    await expect(canvas.queryByText(/days left/)).not.toBeInTheDocument();
    await expect(canvas.getByText('12 of 12 learned · 0 open')).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '12');
  },
};

/** The date went by before everyone finished; no dedication, so no dedication line. */
export const DatePassed: Story = {
  args: { siyum: pastSiyum, href: '/s/26' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-state', 'passed');
    await expect(canvas.getByText('Date passed')).toBeInTheDocument();
    await expect(canvas.getByText('Siyum on 10 November 2026')).toBeInTheDocument();
    await expect(canvas.queryByText(/L’iluy|Refuah|Hatzlacha|In honor/)).not.toBeInTheDocument();
    await expect(canvas.getByText('Talmud Bavli · by daf')).toBeInTheDocument();
  },
};

/** Refuah shleimah, one week to go. */
export const Healing: Story = {
  args: { siyum: healingSiyum, href: '/s/12' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Refuah shleimah for Chaya Leah bas Miriam')).toBeInTheDocument();
    await expect(canvas.getByText('7 days left')).toBeInTheDocument();
    await expect(canvas.getByText('Tehillim · by chapter')).toBeInTheDocument();
  },
};

/** The day of the siyum itself. */
export const Today: Story = {
  args: { siyum: healingSiyum, href: '/s/12', today: healingSiyum.targetDate },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-state', 'today');
    await expect(canvas.getByText('Today')).toBeInTheDocument();
  },
};

/** A Hebrew title reads right to left; big numbers get separators. */
export const HebrewTitle: Story = {
  args: { siyum: shasSiyum, href: '/s/7' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: shasSiyum.title });
    await expect(getComputedStyle(link).direction).toBe('rtl');
    await expect(canvas.getByText('812 of 2,711 learned · 493 open')).toBeInTheDocument();
  },
};

/** A modified click (new tab) keeps the browser's behaviour instead of navigating in the app. */
export const ModifiedClick: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: memorySiyum.title });
    // Stops the browser's own navigation only after the link's handler has seen the click.
    const stayHere = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', stayHere, { once: true });
    await userEvent.keyboard('{Control>}');
    await userEvent.click(link);
    await userEvent.keyboard('{/Control}');
    window.removeEventListener('click', stayHere);
    await expect(args.onNavigate).not.toHaveBeenCalled();
    // The same link still navigates in the app on a plain click.
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(args.onNavigate).toHaveBeenCalledWith('/s/1');
  },
};

/**
 * With a photo: a square thumbnail beside the title and dedication, named by whom it is for, from a
 * srcset of the §9 widths; lazy, its box reserved (no shift); the card's link still covers it.
 */
export const WithPhoto: Story = {
  args: { siyum: memoryPhotoSiyum, href: '/s/31' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Sarah bat Avraham' });
    await expect(srcSetWidths(img).length).toBeGreaterThanOrEqual(4);
    await expect(srcSetWidths(img)).toEqual([320, 600, 640, 768]);
    await expect(img).toHaveAttribute('sizes', '4.5rem');
    await expect(img).toHaveAttribute('width', '72');
    await expect(img).toHaveAttribute('height', '72');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).not.toHaveAttribute('fetchpriority');
    await waitFor(() => expect(img.closest('.siyum-photo')).toHaveAttribute('data-state', 'loaded'));
    // Beside the title, on the start side, level with its top.
    const title = canvas.getByRole('heading', { name: memoryPhotoSiyum.title });
    const photoBox = img.getBoundingClientRect();
    const titleBox = title.getBoundingClientRect();
    await expect(photoBox.right).toBeLessThan(titleBox.left);
    await expect(Math.abs(photoBox.top - titleBox.top)).toBeLessThan(4);
    await expect(photoBox.width).toBe(72);
    // A pointer on the photo is on the title's link (the whole card is its click target).
    await expect(hitAtCentre(img)).toBe(canvas.getByRole('link', { name: memoryPhotoSiyum.title }));
  },
};

/** A narrow card: the thumbnail goes above the title, which keeps the card's width. */
export const WithPhotoNarrow: Story = {
  args: { siyum: shasPhotoSiyum, href: '/s/32' },
  parameters: { width: '16rem' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Yosef ben Moshe' });
    const title = canvas.getByRole('heading', { name: shasPhotoSiyum.title });
    await expect(img.getBoundingClientRect().bottom).toBeLessThan(title.getBoundingClientRect().top);
    await expect(img.getBoundingClientRect().width).toBe(72);
    await waitFor(() => expect(img.closest('.siyum-photo')).toHaveAttribute('data-state', 'loaded'));
  },
};

/** A photo on a siyum without a dedication is decorative beside its title: empty alt. */
export const WithDecorativePhoto: Story = {
  args: { siyum: pastPhotoSiyum, href: '/s/33' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    const img = canvasElement.querySelector('img');
    await expect(img).toHaveAttribute('alt', '');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await waitFor(() => expect(img?.closest('.siyum-photo')).toHaveAttribute('data-state', 'loaded'));
  },
};

/** Every state on one canvas, for visual regression. */
export const AllStates: Story = {
  parameters: { width: '46rem' },
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))',
        gap: '1rem',
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {[memorySiyum, healingSiyum, completedSiyum, pastSiyum, shasSiyum, successSiyum].map((siyum) => (
        <li key={siyum.id} style={{ display: 'grid' }}>
          <SiyumCard {...args} siyum={siyum} href={`/s/${siyum.id}`} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getByText('Hatzlacha for Shira bas Devorah and Eli ben Chana')).toBeInTheDocument();
  },
};

/** Cards with photos beside cards without, as a list mixes them. */
export const AllStatesWithPhotos: Story = {
  parameters: { width: '46rem' },
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))',
        gap: '1rem',
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {[memoryPhotoSiyum, healingSiyum, shasPhotoSiyum, pastPhotoSiyum].map((siyum) => (
        <li key={siyum.id} style={{ display: 'grid' }}>
          <SiyumCard {...args} siyum={siyum} href={`/s/${siyum.id}`} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    const frames = [...canvasElement.querySelectorAll<HTMLElement>('.siyum-photo')];
    await expect(frames).toHaveLength(3);
    await waitFor(() =>
      expect(frames.map((frame) => frame.dataset.state)).toEqual(['loaded', 'loaded', 'loaded']),
    );
  },
};
