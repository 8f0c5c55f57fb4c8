/**
 * What both visual passes share (the English one in vitest.setup.ts, the Hebrew one in
 * rtl/hebrewStories.ts): what a story's baseline holds, motion stopped while it is captured, and a
 * wait for the next drawn frame.
 */

/** A story's `parameters.visual`: its canvas, the whole page (portalled content), or no baseline. */
export type VisualMode = 'canvas' | 'page' | false;

const FREEZE_MOTION = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition: none !important; caret-color: transparent !important;
}`;

/** The element a story's baseline captures. */
export function captureTarget(mode: Exclude<VisualMode, false>): Element {
  return mode === 'page' ? document.body : (document.querySelector('[data-story-canvas]') ?? document.body);
}

/** Stops animations, transitions and the caret until the returned function is called. */
export function freezeMotion(): () => void {
  const style = document.createElement('style');
  style.textContent = FREEZE_MOTION;
  document.head.append(style);
  return () => style.remove();
}

/** Resolves after the next frame has been drawn. */
export async function nextFrame(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}
