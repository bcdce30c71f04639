import { expect } from '@playwright/test';
import { test } from './fixtures';

// The shop under test runs the payment simulator (PAYMENT_PROVIDER unset, an http PUBLIC_URL): both apps must say so.
test('a shop on the payment simulator shows a "Test payments" ribbon on the storefront and in the console', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('note').filter({ hasText: 'Test payments' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText('Test payments · online payments go to a simulator, no money moves');

  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('note').filter({ hasText: 'Test payments' })).toBeVisible();
});
