/**
 * Visual regression for every story: after a story's play function (and its a11y check) has run,
 * its canvas is compared with the committed baselines, once in the light and once in the dark theme.
 * `npm run test:visual -- -u` accepts new baselines; a missing baseline fails the run.
 * Stories whose content is portalled (dialogs, open popovers) set `parameters.visual = 'page'` to
 * capture the page instead of the story canvas; `visual: false` opts a story out, with a reason.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { captureTarget, freezeMotion, nextFrame, type VisualMode } from './capture';

/**
 * Moves the pointer to the viewport's bottom-right corner, away from the story, so whatever a play
 * function last clicked is not captured mid-hover (that made baselines depend on timing).
 */
async function parkPointer(): Promise<void> {
  const corner = document.createElement('div');
  corner.style.cssText = 'position: fixed; right: 0; bottom: 0; width: 2px; height: 2px; z-index: 2147483647';
  document.body.append(corner);
  try {
    // Forced: an open modal dialog makes everything outside it inert to the pointer, the corner too.
    await page.elementLocator(corner).hover({ force: true });
  } finally {
    corner.remove();
  }
}

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const storyId = (context.task.meta as { storyId?: string }).storyId ?? context.task.name;
  const story = (context as { story?: { parameters: { visual?: VisualMode } } }).story;
  const mode = story?.parameters.visual ?? 'canvas';
  if (mode === false) return;
  const target = captureTarget(mode);
  const html = document.documentElement;
  const initialTheme = html.dataset.theme;
  const unfreeze = freezeMotion();
  try {
    await parkPointer();
    await document.fonts.ready;
    for (const theme of ['light', 'dark'] as const) {
      html.dataset.theme = theme;
      await nextFrame();
      // Two equal captures in a row make a stable one; 5 s was not enough for a QR code's story
      // beside the other passes on a slow day's two cores (2026-11-27).
      await expect(page.elementLocator(target)).toMatchScreenshot(`${storyId}--${theme}`, {
        timeout: 15_000,
      });
    }
  } finally {
    unfreeze();
    if (initialTheme === undefined) delete html.dataset.theme;
    else html.dataset.theme = initialTheme;
  }
});
