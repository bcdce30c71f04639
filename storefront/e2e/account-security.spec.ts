import { expect } from '@playwright/test';
import { dialog, SLOW, test } from './fixtures';
import { registerShopper } from './axe';

test('a shopper changes their password and stays signed in on this device, while tokens from before open nothing', async ({ page, request }) => {
  const shopper = await registerShopper(request, 'Meher');
  // Signed in through the page (not an init script, which would put the old token back on every load).
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill('meher-password-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/, SLOW);
  const before = await page.evaluate(() => localStorage.getItem('customerToken'));
  expect(before).toMatch(/^ey/);

  await page.goto('/dashboard-client');
  await page.getByRole('button', { name: 'Change password' }).click();
  const change = dialog(page, 'Set a new password');
  await change.getByLabel('Current password', { exact: true }).fill('meher-password-1');
  await change.getByLabel('New password', { exact: true }).fill('meher-password-2');
  await change.getByLabel('Confirm password', { exact: true }).fill('meher-password-2');
  await change.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(/Your password has been updated/)).toBeVisible(SLOW);
  await expect(change).toHaveCount(0);

  // The change ended every session and answered a new one, which the shop keeps: still signed in after a reload.
  const after = await page.evaluate(() => localStorage.getItem('customerToken'));
  expect(after).toMatch(/^ey/);
  expect(after).not.toBe(before);
  await page.reload();
  await expect(page.getByRole('heading', { name: `Hello ${shopper.name}` })).toBeVisible(SLOW);
  await expect(dialog(page, 'Sign In')).toHaveCount(0);

  // The sign-in's token and the registration's no longer open anything.
  for (const token of [before, shopper.token]) {
    expect((await request.get('/api/useringfo', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
  }
});

test('Reset Password answers an address without an account as it answers any other', async ({ page }) => {
  const email = `no-account.${Date.now()}@example.com`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const reset = dialog(page, 'Reset Password');
  await reset.getByLabel('Email').fill(email);
  await reset.getByRole('button', { name: 'Send OTP' }).click();
  // No 'User Not found': the code step, saying what happened only if the account exists.
  await expect(reset.getByText(`If an account exists for ${email}, we have sent a 6-digit code to it.`)).toBeVisible(SLOW);
  await expect(page.getByText(/If an account exists for that e-mail/)).toBeVisible();
  await expect(page.getByText('User Not found')).toHaveCount(0);
});
