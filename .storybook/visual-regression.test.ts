/**
 * Guards the visual-regression setup itself: with the comparator options every story uses, a
 * 1 px change of a corner radius must fail against the committed baseline.
 */
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';

function referenceBox(radius: number): HTMLElement {
  const box = document.createElement('div');
  box.style.cssText = `width: 160px; height: 48px; background: #1f4e79; border-radius: ${radius}px; margin: 8px`;
  document.body.replaceChildren(box);
  return box;
}

test('an unchanged render matches its baseline', async () => {
  await expect(page.elementLocator(referenceBox(8))).toMatchScreenshot('reference-box', { timeout: 15_000 });
});

test('a deliberate 1 px style change fails the comparison', async () => {
  const changed = page.elementLocator(referenceBox(9));
  // A mismatch is only reported once two consecutive captures agree; allow for a loaded machine.
  await expect(expect(changed).toMatchScreenshot('reference-box', { timeout: 20_000 })).rejects.toThrow(
    /does not match the stored reference/,
  );
}, 30_000);
