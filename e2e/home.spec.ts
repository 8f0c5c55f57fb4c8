import { appMessages, format, notFoundMessages } from '@siyum/domain';
import { expect, test } from './fixtures';

// The product name the app shows unless VITE_PRODUCT_NAME says otherwise (src/config.ts).
const PRODUCT = process.env.VITE_PRODUCT_NAME ?? 'Siyum';

test('the home page shows the product and reaches the API', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(format(appMessages.homeTitle, { product: PRODUCT }));
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  // The health line turns to "Server connected (<version>)" only after /api/health answered.
  await expect(page.getByText(`${appMessages.apiHealthy} (`)).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  const path = '/no-such-page/here';
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    format(notFoundMessages.unmatched, { path }),
  );
});
