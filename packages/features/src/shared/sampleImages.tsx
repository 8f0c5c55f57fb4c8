/**
 * A stand-in image service for the stories: every photo is a small inline SVG, a portrait silhouette
 * on a background colour chosen by its key (different photos look different, the same photo looks
 * the same on every run), drawn at the variant's size. The 10×10 placeholder is the same colours
 * without the figure, as a blurred photo would be. No server, no network.
 */
import { type ImageUrlBuilder, type ImageVariant, photoKey, type SiyumPhoto } from '@siyum/domain';
import type { Decorator } from '@storybook/react-vite';
import { ImageServiceProvider } from './imageService';

const PALETTE = [
  { sky: '#7a9cc6', figure: '#2f4a6b' },
  { sky: '#c9a27a', figure: '#5e3f24' },
  { sky: '#8fb39a', figure: '#2e5a3c' },
  { sky: '#b28bb8', figure: '#553160' },
  { sky: '#c98a8a', figure: '#643232' },
  { sky: '#9aa7b4', figure: '#36414d' },
] as const;

function paletteOf(key: string) {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? PALETTE[0];
}

const svgUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** The sample service's picture of `photo` at `variant`'s size. */
export const sampleImageUrl: ImageUrlBuilder = (photo: SiyumPhoto, variant: ImageVariant) => {
  const { sky, figure } = paletteOf(photo.key);
  const width = variant.width;
  const height = variant.height ?? variant.width;
  const background = `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${figure}" stop-opacity="0.55"/></linearGradient></defs><rect width="100" height="100" fill="${sky}"/><rect width="100" height="100" fill="url(#g)"/>`;
  const person =
    width > 10
      ? `<circle cx="50" cy="40" r="17" fill="${figure}"/><path d="M14 100 C14 74 32 62 50 62 C68 62 86 74 86 100 Z" fill="${figure}"/>`
      : '';
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 100" preserveAspectRatio="xMidYMid slice">${background}${person}</svg>`,
  );
};

/** Photos in the story ask the sample service. */
export const withSampleImages: Decorator = (Story) => (
  <ImageServiceProvider value={sampleImageUrl}>
    <Story />
  </ImageServiceProvider>
);

const SAMPLE_IDENTITY = 'local:00000000-0000-4000-8000-0000000050a1';

/** The n-th sample photo: a key as the storage gives one (`photoOwner` accepts it), a square crop. */
export const samplePhoto = (n: number): SiyumPhoto => ({
  key: photoKey(SAMPLE_IDENTITY, `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`),
  crop: { x: 0.125, y: 0, width: 0.75, height: 1 },
});
