/**
 * The Hebrew right-to-left pass (issue 23) renders the stories through Storybook's portable-story
 * API: the project's decorators, globals and loaders as in Storybook, and the a11y addon's check
 * after each render.
 */
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../preview';

setProjectAnnotations([a11yAnnotations, preview]);

// The viewport Storybook's Vitest plugin gives the English pass (no story sets its own): at the
// browser's default 414 px, a wide story overflows to the left in RTL, where nothing can scroll.
beforeAll(async () => {
  await page.viewport(1200, 900);
});
