/**
 * The Hebrew right-to-left pass (issue 23) renders the stories through Storybook's portable-story
 * API: the project's decorators, globals and loaders as in Storybook, and the a11y addon's check
 * after each render.
 */
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll } from 'vitest';
import { page } from 'vitest/browser';
import { loadPhoneMetadata } from '../../packages/ui/src/phone-field/metadata';
import preview from '../preview';

setProjectAnnotations([a11yAnnotations, preview]);

// The viewport Storybook's Vitest plugin gives the English pass (no story sets its own): at the
// browser's default 414 px, a wide story overflows to the left in RTL, where nothing can scroll.
beforeAll(async () => {
  await page.viewport(1200, 900);
  // The phone field's number metadata is code loaded on demand; the English pass's play functions
  // wait for it. Loaded first here, every phone field renders complete at once (as on a page where
  // one has been shown already): a story still loading it could not be captured twice alike within
  // 15 s on a loaded CI machine.
  await loadPhoneMetadata();
});
