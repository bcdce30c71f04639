import type { Schemas } from '@shop/openapi';
import { expect } from '@playwright/test';
import { SLOW, test } from './fixtures';
import { seriousViolations } from './axe';

// Issue 17 as a shopper meets it on a product page: "Check delivery date" for a PIN code in India and for a country
// abroad, with the server's zone, date and cash-on-delivery terms; the PIN is remembered.

type Estimate = Schemas['DeliveryEstimateDto'];

test('the product page checks the delivery date for a PIN code and abroad, remembers the PIN, accessibly', async ({ page }) => {
  const products = (await (await page.request.get('/api/home/get-products')).json()) as Schemas['HomeProductsResponseDto'];
  const piece = products.products[0];
  const jaipur = (await (await page.request.get('/api/delivery/estimate?pin=302029')).json()) as Estimate;
  const usa = (await (await page.request.get('/api/delivery/estimate?country=US')).json()) as Estimate;

  await page.goto(`/product/details/${piece.slug}`);
  await expect(page.getByRole('heading', { name: piece.name, level: 1 })).toBeVisible(SLOW);
  const check = page.getByRole('region', { name: 'Check delivery date' });
  const result = check.getByRole('status');

  await check.getByLabel('PIN code').fill('99999');
  await check.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(result).toHaveText('Please enter a 6-digit PIN code, such as 302029.');

  await check.getByLabel('PIN code').fill('999999');
  await check.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(result).toHaveText('No PIN code 999999 in India. Please check the PIN code.', SLOW);

  await check.getByLabel('PIN code').fill('302 029');
  await check.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(result).toContainText(`Deliver to 302029 — by ${jaipur.deliverByLabel} · Cash on delivery available`, SLOW);
  await expect(result).toContainText('Free shipping');
  expect(await seriousViolations(page)).toEqual([]);

  // Remembered: the next product page answers for the same PIN at once.
  await page.goto(`/product/details/${products.products[1]?.slug ?? piece.slug}`);
  await expect(page.getByRole('region', { name: 'Check delivery date' }).getByRole('status')).toContainText(`Deliver to 302029 — by ${jaipur.deliverByLabel}`, SLOW);

  const again = page.getByRole('region', { name: 'Check delivery date' });
  await again.getByRole('button', { name: 'Shipping abroad?' }).click();
  await again.getByLabel('Country').selectOption('US');
  await again.getByRole('button', { name: 'Check', exact: true }).click();
  const abroad = again.getByRole('status');
  await expect(abroad).toContainText(`— by ${usa.deliverByLabel} · Cash on delivery is not available outside India.`, SLOW);
  await expect(abroad).toContainText('Shipping ₹2,500 · free above ₹25,000');
  expect(await seriousViolations(page)).toEqual([]);
});
