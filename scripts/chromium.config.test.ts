import { type Browser, chromium } from 'playwright';
import { afterEach, describe, expect, it } from 'vitest';
import { browserUiFeaturesOff, chromiumArgs, chromiumPath, playwrightFeaturesOff } from './chromium.config';

// The switches a launched browser really runs with, as chrome://version lists them.
async function commandLineOf(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  await page.goto('chrome://version');
  return (await page.locator('#command_line').textContent()) ?? '';
}

const featuresOff = (commandLine: string): string[][] =>
  [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => (match[1] ?? '').split(','));

// Each test launches Chromium: seconds on a quiet machine, more beside the other passes.
describe('the browser the tests launch', { timeout: 60_000 }, () => {
  let browser: Browser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it('keeps every feature Playwright itself turns off (Chromium reads only the last --disable-features)', async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--headless'] });
    const [playwrightOwn = []] = featuresOff(await commandLineOf(browser));
    expect(playwrightOwn.length).toBeGreaterThan(5);
    expect(playwrightFeaturesOff).toEqual(expect.arrayContaining(playwrightOwn));
  });

  it('opens windows without the omnibox popup preloaded beside the page', async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const switches = featuresOff(await commandLineOf(browser));
    expect(switches.at(-1)).toEqual(
      expect.arrayContaining([...playwrightFeaturesOff, ...browserUiFeaturesOff]),
    );

    const context = await browser.newContext();
    await (await context.newPage()).goto('data:text/html,<p>a page</p>');
    // The popup preloads as the window opens; a second is ample for it to have started.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    expect(targetInfos.map((target) => target.url)).toContain('data:text/html,<p>a page</p>');
    expect(targetInfos.filter((target) => target.url.startsWith('chrome://omnibox-popup'))).toEqual([]);
  });
});
