/** The footer's icons (app stores, social networks). */
import { createIcon } from '../../primitives/Icon';
import { LINE_24 } from './grids';

/** Simplified marks of the social networks the footer links to. */
const SOCIAL_GLYPHS = {
  instagram:
    'M8 3.5h8A4.5 4.5 0 0 1 20.5 8v8a4.5 4.5 0 0 1-4.5 4.5H8A4.5 4.5 0 0 1 3.5 16V8A4.5 4.5 0 0 1 8 3.5zM12 8.2a3.8 3.8 0 1 0 0 7.6 3.8 3.8 0 0 0 0-7.6zM17.2 6.8v.01',
  youtube:
    'M6 5.5h12a3.5 3.5 0 0 1 3.5 3.5v6a3.5 3.5 0 0 1-3.5 3.5H6A3.5 3.5 0 0 1 2.5 15V9A3.5 3.5 0 0 1 6 5.5zM10 9v6l5-3z',
  x: 'M4.5 4h4l11 16h-4zM19.5 4l-6.4 7.2M4.5 20l6.4-7.2',
  whatsapp:
    'M4 20l1.2-3.9a8.5 8.5 0 1 1 3.1 3zM9 8.5c0 3.4 3.1 6.5 6.5 6.5l1-1.6-2.1-1-1 .9c-1-.5-2-1.4-2.5-2.5l.9-1-1-2.1z',
} as const;

export const SocialIcon = /* @__PURE__ */ createIcon<{ site: keyof typeof SOCIAL_GLYPHS }>(
  'SocialIcon',
  LINE_24,
  ({ site }) => <path d={SOCIAL_GLYPHS[site]} />,
);

/** The two app stores: an "A" in a tile, and a play triangle. */
const STORE_GLYPHS = {
  appStore:
    'M7 3.5h10A3.5 3.5 0 0 1 20.5 7v10a3.5 3.5 0 0 1-3.5 3.5H7A3.5 3.5 0 0 1 3.5 17V7A3.5 3.5 0 0 1 7 3.5zM8.5 16.5l3.5-9 3.5 9M9.8 13.2h4.4',
  playStore: 'M6 3.8l13 8.2-13 8.2z',
} as const;

export const StoreIcon = /* @__PURE__ */ createIcon<{ store: keyof typeof STORE_GLYPHS }>(
  'StoreIcon',
  LINE_24,
  ({ store }) => <path d={STORE_GLYPHS[store]} />,
);
