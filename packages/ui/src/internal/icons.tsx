/**
 * Every icon the widgets draw, in one place, each made by the icon factory (primitives/Icon.tsx):
 * decorative, hidden from assistive technology and never focusable; `currentColor` follows the text.
 */
import { createIcon, iconGrid, lineGrid } from '../primitives/Icon';

// The grids the icons draw on. Every call below is marked pure, so a bundle keeps only what it uses.
const GRID_16 = /* @__PURE__ */ iconGrid(16);
const GRID_24 = /* @__PURE__ */ iconGrid(24);
/** Outlined 16-unit glyphs of the controls, by stroke width. */
const LINE_16_PIN = /* @__PURE__ */ lineGrid(16, 1.4);
const LINE_16_THIN = /* @__PURE__ */ lineGrid(16, 1.5);
const LINE_16 = /* @__PURE__ */ lineGrid(16, 1.75);
const LINE_16_BOLD = /* @__PURE__ */ lineGrid(16, 2);
/** Outlined 24-unit glyphs: the shell's, and the bolder ones of the controls. */
const LINE_24 = /* @__PURE__ */ lineGrid(24, 1.75);
const LINE_24_BOLD = /* @__PURE__ */ lineGrid(24, 2);
const CHEVRON = 'M4 6l4 4 4-4';

/** The "opens a list" chevron; `light` is the phone field's thinner, square-ended one. */
export const ChevronIcon = /* @__PURE__ */ createIcon<{ light?: boolean }>(
  'ChevronIcon',
  GRID_16,
  ({ light = false }) =>
    light ? (
      <path d={CHEVRON} fill="none" stroke="currentColor" strokeWidth="1.5" />
    ) : (
      <path d={CHEVRON} fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    ),
);

/** A tick: the chosen option of a list. */
export const CheckIcon = /* @__PURE__ */ createIcon('CheckIcon', LINE_16_BOLD, <path d="M3.5 8.5l3 3 6-7" />);

/** Two ticks: the "Select all" row. */
export const CheckAllIcon = /* @__PURE__ */ createIcon(
  'CheckAllIcon',
  LINE_16,
  <path d="M1.5 8.5l2.5 2.5 5-6M7 10.5l.5.5 5-6" />,
);

/** A tick in a filled circle: something was confirmed (a verified address). */
export const CheckCircleIcon = /* @__PURE__ */ createIcon(
  'CheckCircleIcon',
  GRID_16,
  <>
    <circle cx="8" cy="8" r="7" fill="currentColor" />
    <path
      d="M4.8 8.3l2.1 2.1 4.3-4.6"
      fill="none"
      stroke="var(--card)"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </>,
);

/** A cross: removes a chip, clears a search. */
export const CrossIcon = /* @__PURE__ */ createIcon('CrossIcon', LINE_16, <path d="M4.5 4.5l7 7m0-7l-7 7" />);

/** A magnifier: marks a search box. */
export const SearchIcon = /* @__PURE__ */ createIcon(
  'SearchIcon',
  LINE_16_THIN,
  <>
    <circle cx="7" cy="7" r="4.5" />
    <path d="M10.5 10.5L14 14" />
  </>,
);

/** A map pin: an address suggestion. */
export const PinIcon = /* @__PURE__ */ createIcon(
  'PinIcon',
  LINE_16_PIN,
  <>
    <path d="M8 14.5s4.5-4.1 4.5-7.7A4.5 4.5 0 0 0 3.5 6.8c0 3.6 4.5 7.7 4.5 7.7z" />
    <circle cx="8" cy="6.8" r="1.6" />
  </>,
);

/** An eye; crossed out while a password is shown (pressing again hides it). */
export const EyeIcon = /* @__PURE__ */ createIcon<{ crossed: boolean }>(
  'EyeIcon',
  LINE_24_BOLD,
  ({ crossed }) => (
    <>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </>
  ),
);

/** An exclamation mark in a filled circle: a form-level error. */
export const AlertIcon = /* @__PURE__ */ createIcon(
  'AlertIcon',
  GRID_24,
  <>
    <circle cx="12" cy="12" r="10" fill="currentColor" />
    <path d="M12 7v6" stroke="var(--card)" strokeWidth="2.2" strokeLinecap="round" />
    <circle cx="12" cy="16.6" r="1.3" fill="var(--card)" />
  </>,
);

/** Three bars: opens the mobile menu. */
export const MenuIcon = /* @__PURE__ */ createIcon(
  'MenuIcon',
  LINE_24_BOLD,
  <path d="M4 7h16M4 12h16M4 17h16" />,
);

/** A large cross: closes a dialog. */
export const CloseIcon = /* @__PURE__ */ createIcon(
  'CloseIcon',
  LINE_24_BOLD,
  <path d="M6 6l12 12M18 6L6 18" />,
);

/** Four tiles: the dashboard. */
export const DashboardIcon = /* @__PURE__ */ createIcon(
  'DashboardIcon',
  LINE_24,
  <path d="M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z" />,
);

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
