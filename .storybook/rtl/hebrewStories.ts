/**
 * Every story once more in Hebrew, right to left (issue 23): rendered with `locale: 'he'` and
 * without its play function (the play functions find elements by their English names), then axe
 * in RTL and a light baseline; the shell and the board also dark. The English pass
 * (.storybook/vitest.setup.ts) keeps each story's interaction and its English baselines; a story
 * already written in Hebrew (`globals: { locale: 'he' }`) is captured there and skipped here.
 */
import { composeStory, type Meta, type StoryObj } from '@storybook/react-vite';
import { isExportStory } from 'storybook/internal/csf';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { captureTarget, freezeMotion, nextFrame, type VisualMode } from '../capture';

type StoryModule = Record<string, unknown> & { default: Meta };
interface AxeViolation {
  id: string;
  help: string;
  nodes: { html: string }[];
}

/** Where a story also gets a dark Hebrew baseline: the shell's pieces and the portion board. */
const DARK_TOO = /\/(shell|board)\//;

function isHebrew(annotations: { globals?: Record<string, unknown> } | undefined): boolean {
  return annotations?.globals?.locale === 'he';
}

/** The a11y addon's findings for the render that just ran; a violation fails the story. */
function a11yViolations(reports: readonly { type: string; status: string; result: unknown }[]): string[] {
  const failed = reports.filter((report) => report.type === 'a11y' && report.status === 'failed');
  return failed.flatMap((report) => {
    const result = report.result as { violations?: AxeViolation[]; error?: unknown };
    if (result.error) return [`axe failed to run: ${String(result.error)}`];
    return (result.violations ?? []).flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${violation.help} (${node.html})`),
    );
  });
}

async function captureInHebrew(storyId: string, mode: Exclude<VisualMode, false>, dark: boolean) {
  const target = captureTarget(mode);
  const html = document.documentElement;
  const unfreeze = freezeMotion();
  try {
    await document.fonts.ready;
    for (const theme of dark ? (['light', 'dark'] as const) : (['light'] as const)) {
      html.dataset.theme = theme;
      await nextFrame();
      // Vitest captures until two captures agree, then compares once: a large page on a loaded
      // 2-core CI machine took over 5 s to settle (the phone field's stories also change once its
      // number metadata loads, on demand). A state that holds still while code loads (a frozen
      // spinner) is compared as it is, so a story loads its on-demand code first (AuthDialog's).
      await expect(page.elementLocator(target)).toMatchScreenshot(`${storyId}--he-rtl-${theme}`, {
        timeout: 15_000,
      });
    }
  } finally {
    unfreeze();
    html.dataset.theme = 'light';
  }
}

/** A stories file's stories composed in Hebrew without play: those not written in Hebrew, captured. */
function hebrewVariants(module: StoryModule) {
  const { default: meta, ...exports } = module;
  if (isHebrew(meta)) return [];
  const metaWithoutPlay = { ...meta, play: undefined };
  return Object.entries(exports).flatMap(([exportName, story]) => {
    const annotations = story as StoryObj;
    if (!isExportStory(exportName, meta) || typeof annotations !== 'object' || isHebrew(annotations))
      return [];
    const composed = composeStory(
      { ...annotations, play: undefined },
      metaWithoutPlay,
      { initialGlobals: { locale: 'he' } },
      exportName,
    );
    const mode = (composed.parameters.visual as VisualMode | undefined) ?? 'canvas';
    return mode === false ? [] : [{ composed, mode }];
  });
}

/**
 * One `describe` per stories file (of an `import.meta.glob`) with a story to render in Hebrew, one
 * test per story. Awaited at the test file's top level: the files load before the tests are named.
 */
export async function describeStoriesInHebrew(files: Record<string, () => Promise<unknown>>) {
  for (const [path, load] of Object.entries(files)) {
    const variants = hebrewVariants((await load()) as StoryModule);
    if (variants.length === 0) continue;
    describe(path.replace(/^.*\/(packages|stories)\//, '$1/'), () => {
      for (const { composed, mode } of variants) {
        test(composed.storyName, async () => {
          await composed.run();
          expect(a11yViolations(composed.reporting.reports)).toEqual([]);
          expect(document.documentElement.dir).toBe('rtl');
          await captureInHebrew(composed.id, mode, DARK_TOO.test(path));
        });
      }
    });
  }
}
