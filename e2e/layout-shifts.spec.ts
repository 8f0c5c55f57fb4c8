import { expect, test } from './fixtures';
import { createMember } from './support/members';

/** Every layout shift the page has seen that counts (none right after input), summed. */
const layoutShift = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >;
          resolve(
            shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: nothing shifted.
        setTimeout(() => resolve(0), 500);
      }),
  );

// On a phone the layout's footer (its code loads after the page's) often arrives while the page
// still waits for its answer. It used to sit under the spinner, then jump down when the siyum came:
// one such load scored CLS 0.5. The siyum's answer is held back here (the real API, answering late),
// and the page arrives without the siyum it usually carries (as when the server's read of it was
// too slow for the page: packages/api/src/web/sharePreview.ts).
test('a siyum that answers late: the footer waits unseen under the spinner, and nothing shifts', async ({
  identity,
  page,
  stack,
}) => {
  const owner = await createMember(identity, stack.apiUrl, 'shifts');
  const siyum = await owner.createSiyum('Tehillim that answers late');
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith('/api/trpc/') && url.pathname.includes('siyum.byId'),
    async (route) => {
      await answered;
      await route.continue();
    },
  );
  await page.route(`**/s/${siyum.id}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script type="application\/json"[^>]*>[^<]*<\/script>/, '');
    expect(body).not.toContain('application/json');
    await route.fulfill({ response, body });
  });
  await page.setViewportSize({ width: 412, height: 823 });
  // The page's widest frame: one frame too wide is enough to reflow a phone's page.
  await page.addInitScript(() => {
    const frames = window as unknown as { widest: number };
    frames.widest = 0;
    const measure = () => {
      frames.widest = Math.max(frames.widest, document.documentElement?.scrollWidth ?? 0);
      requestAnimationFrame(measure);
    };
    requestAnimationFrame(measure);
  });
  await page.goto(`/s/${siyum.id}`);
  const footer = page.locator('#root > footer');
  await expect(footer).toBeAttached();
  await expect(page.locator('main.page--loading')).toBeVisible();
  await expect(footer).toBeHidden();

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Tehillim that answers late' })).toBeVisible();
  await expect(footer).toBeVisible();
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  // The board, not yet drawn, gives the page its height only: no frame is wider than the phone.
  await expect(page.locator('.siyum-board__row').first()).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { widest: number }).widest)).toBeLessThanOrEqual(
    412,
  );
});
