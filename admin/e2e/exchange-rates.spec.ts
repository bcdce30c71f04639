import { expect } from '@playwright/test';
import { test } from '../../storefront/e2e/fixtures';
import type { Schemas } from '@shop/openapi';
import { openFromMenu, setRateConfirmingJump, signInToConsole, staffToken } from './staff';

test('an admin sets a Canadian dollar rate more than 10 % away: the console asks, the confirmed rate is saved and shoppers get it', async ({ page, request }) => {
  const token = await staffToken(request);
  const current = (await (await request.get('/api/admin/exchange-rates/CAD', { headers: { Authorization: `Bearer ${token}` } })).json()) as Schemas['ExchangeRateAdminDto'];
  // 15 % up from the current rate, to 4 decimals.
  const jumped = Math.round((current.inrPerUnit ?? 64) * 11_500) / 10_000;

  await signInToConsole(page);
  await openFromMenu(page, 'Exchange rates', 'exchange-rates');
  await setRateConfirmingJump(page, { row: 'CAD · Canadian dollar', url: /\/admin\/exchange-rates\/CAD$/, field: 'Rupees per unit', value: jumped, percent: 10 });
  const formatted = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(jumped);
  await expect(page.getByText(`Rate saved — ${formatted} per CAD`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/exchange-rates(\?|$)/);
  await expect(page.getByRole('row').filter({ hasText: 'CAD · Canadian dollar' }).getByText(`${formatted} per CAD`)).toBeVisible();

  // The storefront's rates follow.
  const { currencies } = (await (await request.get('/api/currencies')).json()) as Schemas['CurrenciesResponseDto'];
  expect(currencies.find((currency) => currency.code === 'CAD')?.inrPerUnit).toBe(jumped);
});
