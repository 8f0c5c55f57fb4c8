/**
 * The grids the icons draw on (primitives/Icon.tsx). The icons live in three modules by where they
 * show — the shell's (every page's first script), the footer's and the controls' (lazy pages) — so
 * a bundle places each where it is used. Every call is marked pure: a bundle keeps only what it uses.
 */
import { iconGrid, lineGrid } from '../../primitives/Icon';
export const GRID_16 = /* @__PURE__ */ iconGrid(16);
export const GRID_24 = /* @__PURE__ */ iconGrid(24);
/** Outlined 16-unit glyphs of the controls, by stroke width. */
export const LINE_16_PIN = /* @__PURE__ */ lineGrid(16, 1.4);
export const LINE_16_THIN = /* @__PURE__ */ lineGrid(16, 1.5);
export const LINE_16 = /* @__PURE__ */ lineGrid(16, 1.75);
export const LINE_16_BOLD = /* @__PURE__ */ lineGrid(16, 2);
/** Outlined 24-unit glyphs: the shell's, and the bolder ones of the controls. */
export const LINE_24 = /* @__PURE__ */ lineGrid(24, 1.75);
export const LINE_24_BOLD = /* @__PURE__ */ lineGrid(24, 2);
