import { appMessages, COMMUNITY_UNITS_LEARNED, format, notFoundMessages } from '@siyum/domain';
import { expect, test } from './fixtures';

// The product name the app shows unless VITE_PRODUCT_NAME says otherwise (src/config.ts).
const PRODUCT = process.env.VITE_PRODUCT_NAME ?? 'Siyum';

test('the home page shows the product and the community’s one number, no developer lines', async ({
  page,
}) => {
  const counted = page.waitForResponse((response) => response.url().includes('siyum.counters'));
  await page.goto('/');
  await expect(page).toHaveTitle(format(appMessages.homeTitle, { product: PRODUCT }));
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  // The number is the documented base plus what public siyumim here completed (the API's counters).
  const [answer] = (await (await counted).json()) as [{ result: { data: { unitsLearned: number } } }];
  const count = (COMMUNITY_UNITS_LEARNED + answer.result.data.unitsLearned).toLocaleString('en-US');
  await expect(page.getByText(format(appMessages.communityLearned, { count }))).toBeVisible();
  await expect(page.getByText(/Server (connected|unreachable)/)).toHaveCount(0);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  const path = '/no-such-page/here';
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    format(notFoundMessages.unmatched, { path }),
  );
});
