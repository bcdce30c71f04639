import { expect } from '@playwright/test';
import { test } from '../../storefront/e2e/fixtures';
import type { Schemas } from '@shop/openapi';
import { openFromMenu, signInToConsole, staffToken } from './staff';

test('an admin sets a Canadian dollar rate more than 10 % away: the console asks, the confirmed rate is saved and shoppers get it', async ({ page, request }) => {
  const token = await staffToken(request);
  const current = (await (await request.get('/api/admin/exchange-rates/CAD', { headers: { Authorization: `Bearer ${token}` } })).json()) as Schemas['ExchangeRateAdminDto'];
  // 15 % up from the current rate, to 4 decimals.
  const jumped = Math.round((current.inrPerUnit ?? 64) * 11_500) / 10_000;

  await signInToConsole(page);
  await openFromMenu(page, 'Exchange rates', 'exchange-rates');
  await page.getByRole('row').filter({ hasText: 'CAD · Canadian dollar' }).click();
  await expect(page).toHaveURL(/\/admin\/exchange-rates\/CAD$/);
  await page.getByRole('spinbutton', { name: 'Rupees per unit' }).fill(String(jumped));
  await page.getByRole('button', { name: 'Save' }).click();

  // The server's question, in its words; confirming sends the same rate with confirm: true.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Confirm the new rate')).toBeVisible();
  await expect(dialog.getByText(/10 %/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Set this rate' }).click();
  const formatted = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(jumped);
  await expect(page.getByText(`Rate saved — ${formatted} per CAD`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/exchange-rates(\?|$)/);
  await expect(page.getByRole('row').filter({ hasText: 'CAD · Canadian dollar' }).getByText(`${formatted} per CAD`)).toBeVisible();

  // The storefront's rates follow.
  const { currencies } = (await (await request.get('/api/currencies')).json()) as Schemas['CurrenciesResponseDto'];
  expect(currencies.find((currency) => currency.code === 'CAD')?.inrPerUnit).toBe(jumped);
});
