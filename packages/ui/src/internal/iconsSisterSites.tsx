/**
 * The sister learning sites' icons, apart from icons.tsx so that only the mobile menu's chunk
 * carries them. Decorative, like every icon: the link around one carries the name.
 */
import { createIcon, lineGrid } from '../primitives/Icon';

/** A glyph in a circle per sister learning site: scroll, open book, scales, ribbon, page. */
const SISTER_SITE_GLYPHS = {
  torah: 'M8.5 7v10M15.5 7v10M8.5 9h7v6h-7',
  mishnah:
    'M12 9.2c-1.6-1-3.4-1.2-5-.7v7.6c1.6-.5 3.4-.3 5 .7 1.6-1 3.4-1.2 5-.7V8.5c-1.6-.5-3.4-.3-5 .7zv7.6',
  halacha: 'M12 7v10M9.5 17h5M7.5 9.5h9M7.5 9.5l-1.7 3.5h3.4zM16.5 9.5l-1.7 3.5h3.4z',
  parsha: 'M9 6.5h6v11l-3-2.4-3 2.4z',
  daf: 'M8.5 6.5h5l2.5 2.5v8.5H8.5zM13.5 6.5V9H16M10.5 12h3.5M10.5 14.5h3.5',
} as const;

export const SisterSiteIcon = /* @__PURE__ */ createIcon<{ site: keyof typeof SISTER_SITE_GLYPHS }>(
  'SisterSiteIcon',
  /* @__PURE__ */ lineGrid(24, 1.75),
  ({ site }) => (
    <>
      <circle cx="12" cy="12" r="10.5" />
      <path d={SISTER_SITE_GLYPHS[site]} />
    </>
  ),
);
