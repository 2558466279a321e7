// The design system's Radix primitives and DataTable in the composed build: the farmer
// screens built on them pass axe at 1280 and 360 px, rows become cards without sideways
// scrolling, dialogs and tabs keep their keyboard behaviour, and list state lives in the URL.
// Nothing here changes data: dialogs are opened and cancelled.
import { expect, test } from './support';
import { type Page } from '@playwright/test';
import { accessibilityViolations, loginAs } from './support';

/** axe-core's WCAG 2 A/AA violations on the page as it is now. */

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

const inventoryTable = (page: Page) => page.getByRole('region', { name: 'Inventory items' });

for (const width of [1280, 360]) {
  test(`the farmer's inventory, requests and orders pass axe at ${width} px, dialogs open too`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await loginAs(page, 'farmer');

    await page.goto('/dashboard/inventory');
    await expect(inventoryTable(page).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(
      /Showing \d+ to \d+ of \d+ results/,
    );
    expect(await accessibilityViolations(page, { bestPractice: true })).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);

    // The confirmation is a Radix AlertDialog: named, described, focus on Cancel, Escape closes
    // it and focus goes back to the button that opened it.
    const remove = inventoryTable(page)
      .getByRole('button', { name: /^Remove / })
      .first();
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove Item' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    expect(await accessibilityViolations(page, { bestPractice: true })).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(remove).toBeFocused();

    await page.goto('/dashboard/requests');
    const allTab = page.getByRole('tab', { name: 'All Requests' });
    await expect(allTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'All Requests' })).toBeVisible();
    expect(await accessibilityViolations(page, { bestPractice: true })).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await allTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /^Pending/ })).toBeFocused();
    await expect(page.getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=pending$/);

    await page.goto('/dashboard/orders');
    await expect(page.getByRole('tabpanel', { name: /^All Orders/ })).toBeVisible();
    expect(await accessibilityViolations(page, { bestPractice: true })).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
  });
}

test('at 360 px the inventory rows are cards: each cell labelled, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await loginAs(page, 'farmer');
  await page.goto('/dashboard/inventory');
  const firstRow = inventoryTable(page).getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  // The header row is only for screen readers; every cell shows its column's name.
  const label = await firstRow
    .getByRole('cell')
    .first()
    .evaluate((cell) => getComputedStyle(cell, '::before').content);
  expect(label).toBe('"Produce"');
  const rowBox = await firstRow.boundingBox();
  expect(rowBox!.width).toBeLessThanOrEqual(360);
  expect(await scrollsSideways(page)).toBe(false);
});

test('the inventory filter lives in the URL: reload keeps it, Back walks it back', async ({ page }) => {
  await loginAs(page, 'farmer');
  await page.goto('/dashboard/inventory');
  await expect(inventoryTable(page).getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: 'Premium' }).click();
  await expect(page).toHaveURL(/\/dashboard\/inventory\?quality=Premium$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Premium' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Economy' }).click();
  await expect(page).toHaveURL(/quality=Economy$/);
  await page.goBack();
  await expect(page).toHaveURL(/quality=Premium$/);
  await expect(page.getByRole('button', { name: 'Premium' })).toHaveAttribute('aria-pressed', 'true');
});
