import { type ImageUrlBuilder, PHOTO_PLACEHOLDER_VARIANT, photoMessages, photoOwner } from '@siyum/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ImageServiceProvider } from './imageService';
import { PhotoImage } from './PhotoImage';
import { sampleImageUrl, samplePhoto, withSampleImages } from './sampleImages';

/** The wrapper that carries the photo's state and placeholder. */
const frameOf = (img: HTMLElement) => {
  const frame = img.closest<HTMLElement>('.siyum-photo');
  if (!frame) throw new Error('The img is not in a .siyum-photo');
  return frame;
};

/** The widths a srcset offers, from its `Nw` descriptors. */
const srcSetWidths = (img: HTMLElement) =>
  (img.getAttribute('srcset') ?? '')
    .split(', ')
    .map((entry) => Number(entry.split(' ')[1]?.replace('w', '')));

/** The sample service, except that every full-size image is bytes no browser decodes. */
const brokenImageUrl: ImageUrlBuilder = (photo, variant) =>
  variant.width === PHOTO_PLACEHOLDER_VARIANT.width && variant.height === PHOTO_PLACEHOLDER_VARIANT.height
    ? sampleImageUrl(photo, variant)
    : 'data:image/png;base64,AAAA';

const meta = {
  title: 'Siyum/Shared/PhotoImage',
  component: PhotoImage,
  args: {
    photo: samplePhoto(1),
    alt: 'Sarah bat Avraham',
    size: 72,
    sizes: '4.5rem',
  },
  // The photo as wide as its `size` (a user of it sets that with its own class); `parameters.width`
  // widens the canvas for the all-states row.
  decorators: [
    withSampleImages,
    (Story, { args, parameters }) => (
      <div style={{ width: (parameters.width as string | undefined) ?? `${args.size / 16}rem` }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhotoImage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A card's thumbnail: a srcset of the §9 widths up to 768 px, its box reserved by width/height,
 * lazy, decoded off the main thread, named by whom it shows; it fades in over its placeholder.
 */
export const Thumbnail: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Sarah bat Avraham' });
    await expect(srcSetWidths(img)).toEqual([320, 600, 640, 768]);
    await expect(img.getAttribute('srcset')).toContain(sampleImageUrl(samplePhoto(1), { width: 320 }));
    await expect(img).toHaveAttribute('sizes', '4.5rem');
    await expect(img).toHaveAttribute('width', '72');
    await expect(img).toHaveAttribute('height', '72');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('decoding', 'async');
    await expect(img).not.toHaveAttribute('fetchpriority');
    await waitFor(() => expect(frameOf(img)).toHaveAttribute('data-state', 'loaded'));
    await expect(img.getBoundingClientRect().height).toBe(72);
  },
};

/**
 * The /s/{id} header's photo, the page's largest paint: fetched eagerly with high priority, widths
 * up to 1024 px, never hidden while it loads (so the paint is not held back for a fade).
 */
export const Priority: Story = {
  args: { photo: samplePhoto(2), size: 160, sizes: '10rem', maxWidth: 1024, priority: true },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Sarah bat Avraham' });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(srcSetWidths(img)).toEqual([320, 600, 640, 768, 900, 1024]);
    await expect(img).toHaveAttribute('width', '160');
    await expect(getComputedStyle(img).opacity).toBe('1');
    await waitFor(() => expect(frameOf(img)).toHaveAttribute('data-state', 'loaded'));
  },
};

/**
 * A lazy photo not yet near the viewer (here: inside a closed disclosure) is not fetched: its blurred
 * placeholder shows in its reserved box. Opened, the photo loads and replaces it.
 */
export const PlaceholderThenLoaded: Story = {
  args: { photo: samplePhoto(3) },
  render: (args) => (
    <details>
      <summary>{photoMessages.label}</summary>
      <PhotoImage {...args} />
    </details>
  ),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const img = canvasElement.querySelector('img');
    if (!img) throw new Error('No img');
    const frame = frameOf(img);
    await expect(frame).toHaveAttribute('data-state', 'loading');
    await expect(frame.style.getPropertyValue('--siyum-photo-placeholder')).toBe(
      `url("${sampleImageUrl(args.photo, PHOTO_PLACEHOLDER_VARIANT)}")`,
    );
    await expect(getComputedStyle(img).opacity).toBe('0');
    // Still not fetched a moment later: lazy loading waits for the photo to come near.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(frame).toHaveAttribute('data-state', 'loading');
    await userEvent.click(canvas.getByText(photoMessages.label));
    await waitFor(() => expect(frame).toHaveAttribute('data-state', 'loaded'));
    await waitFor(() => expect(getComputedStyle(img).opacity).toBe('1'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The image service failed: the placeholder stays, with no broken-image icon or alt text over it. */
export const Failed: Story = {
  args: { photo: samplePhoto(4) },
  decorators: [
    (Story) => (
      <ImageServiceProvider value={brokenImageUrl}>
        <Story />
      </ImageServiceProvider>
    ),
  ],
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Sarah bat Avraham' });
    await waitFor(() => expect(frameOf(img)).toHaveAttribute('data-state', 'failed'));
    await expect(getComputedStyle(img).visibility).toBe('hidden');
    await expect(img.getBoundingClientRect().height).toBe(72);
  },
};

/** Decorative beside a title that says it all: empty alt, out of the accessibility tree. */
export const Decorative: Story = {
  args: { photo: samplePhoto(5), alt: '' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** Each photo's key draws its own picture; each is a real photo key (the storage's grammar). */
export const AllStates: Story = {
  parameters: { width: '34rem' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '1rem' }}>
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <div key={n} style={{ width: '4.5rem' }}>
          <PhotoImage {...args} photo={samplePhoto(n)} alt={`Photo ${n}`} />
        </div>
      ))}
      <div style={{ width: '10rem' }}>
        <PhotoImage {...args} photo={samplePhoto(2)} size={160} sizes="10rem" priority alt="Large" />
      </div>
      <div style={{ width: '4.5rem' }}>
        <ImageServiceProvider value={brokenImageUrl}>
          <PhotoImage {...args} photo={samplePhoto(3)} alt="Failed" />
        </ImageServiceProvider>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    for (let n = 1; n <= 6; n++) await expect(photoOwner(samplePhoto(n).key)).not.toBeNull();
    const frames = canvas.getAllByRole('img').map(frameOf);
    await waitFor(() =>
      expect(frames.map((frame) => frame.dataset.state)).toEqual([...Array(7).fill('loaded'), 'failed']),
    );
  },
};
