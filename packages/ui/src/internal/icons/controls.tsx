/** The controls' icons (select, search, fields, form errors): decorative, `currentColor`. */
import { createIcon } from '../../primitives/Icon';
import { GRID_16, GRID_24, LINE_16, LINE_16_BOLD, LINE_16_PIN, LINE_16_THIN, LINE_24_BOLD } from './grids';

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
