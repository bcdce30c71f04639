import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../../storefront/e2e/fixtures';
import type { Schemas } from '@shop/openapi';
import { RATE_LINKED_22K } from '../src/test/composition';
import { openFromMenu, pickOption, placeCodOrder, pngPicture, productRow, registerShopper, saveProduct, setRateConfirmingJump, signInToConsole, staffToken } from './staff';

type AdminProduct = Schemas['ProductAdminDto'];

/** The console's products as an admin reads them (one page of the largest size). */
async function adminProducts(request: APIRequestContext, token: string): Promise<AdminProduct[]> {
  const response = await request.get('/api/admin/products', {
    headers: { Authorization: `Bearer ${token}` },
    params: { range: JSON.stringify([0, 499]), sort: JSON.stringify(['createdAt', 'DESC']) },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as AdminProduct[];
}

async function adminProduct(request: APIRequestContext, token: string, id: string): Promise<AdminProduct> {
  const response = await request.get(`/api/admin/products/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as AdminProduct;
}

test('an admin sets a rate more than 20 % above today’s: the console asks, the confirmed rate is saved and a rate-linked piece is repriced', async ({
  page,
  request,
}) => {
  const token = await staffToken(request);
  const piece = (await adminProducts(request, token)).find((product) => product.pricing === 'rate_linked' && product.purity === 'silver_925');
  if (!piece) throw new Error('The demo catalogue has no rate-linked sterling silver piece.');
  const current = (await (await request.get('/api/admin/metal-rates/silver_925', { headers: { Authorization: `Bearer ${token}` } })).json()) as Schemas['MetalRateAdminDto'];
  const jumped = Math.round((current.ratePerGram ?? 100) * 150) / 100;

  await signInToConsole(page);
  await openFromMenu(page, "Today's rates", 'metal-rates');
  await setRateConfirmingJump(page, { row: 'Sterling silver (925)', url: /\/admin\/metal-rates\/silver_925$/, field: 'Rate per gram', value: jumped, percent: 20 });
  await expect(page.getByText(/Rate saved — \d+ pieces? repriced/)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/metal-rates(\?|$)/);
  const formatted = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(jumped);
  await expect(page.getByRole('row').filter({ hasText: 'Sterling silver (925)' }).getByText(formatted)).toBeVisible();

  // The piece follows the new rate; the history shows the change.
  const repriced = await adminProduct(request, token, piece.id);
  expect(repriced.price).toBeGreaterThan(piece.price);
  await page.getByRole('link', { name: 'Rate history' }).first().click();
  await expect(page).toHaveURL(/\/admin\/metal-rate-changes/);
  await expect(page.getByRole('row').filter({ hasText: `→ ${formatted}` }).first()).toBeVisible();
});

test('staff save a rate-linked piece’s composition: the price follows today’s rate, the HUID is kept upper case, the list shows purity and pricing', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const name = `Lakshmi Coin Pendant ${stamp}`;
  const huid = stamp.toString(36).slice(-6).toLowerCase();

  await signInToConsole(page);
  await openFromMenu(page, 'Products', 'products');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel('Add pictures').setInputFiles([await pngPicture('coin.png', '#d4a017')]);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await pickOption(page, 'Category', 'Pendants', true);
  await pickOption(page, 'For', 'Women');

  await pickOption(page, 'Pricing', "Rate-linked (today's rate)");
  await expect(page.getByRole('spinbutton', { name: 'Price' })).toBeDisabled();
  await expect(page.getByText("Follows today's rate", { exact: false })).toBeVisible();

  // Saving a rate-linked piece without its metal is refused in the form, as the server would.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A rate-linked piece needs its metal and purity.')).toBeVisible();

  await pickOption(page, 'Metal and purity', '22K gold (916)');
  await page.getByRole('spinbutton', { name: 'Net weight (g)' }).fill('4.25');
  await pickOption(page, 'Making charged', '₹ per gram');
  await page.getByRole('spinbutton', { name: 'Making (₹ per gram)' }).fill('850');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('textbox', { name: 'Charge' }).fill('CZ');
  await page.getByRole('spinbutton', { name: 'Amount' }).fill('250');
  await page.getByRole('textbox', { name: 'HUID' }).fill(huid);
  await expect(page.getByRole('textbox', { name: 'HUID' })).toHaveValue(huid.toUpperCase());
  await page.getByRole('spinbutton', { name: 'Stock' }).fill('2');
  await saveProduct(page);
  const row = await productRow(page, name);
  await expect(row.getByText('22K gold (916)')).toBeVisible();
  await expect(row.getByText("Today's rate")).toBeVisible();

  const token = await staffToken(request);
  const saved = (await adminProducts(request, token)).find((product) => product.name === name);
  expect(saved).toMatchObject({ ...RATE_LINKED_22K, huid: huid.toUpperCase() });
  // The shop's breakup prices it from today's 22K rate: metal + making + stones, plus GST, to the rupee.
  const { breakup } = (await (await request.get(`/api/home/get-product/${saved?.slug ?? ''}`)).json()) as Schemas['ProductDetailResponseDto'];
  expect(breakup.metal?.netWeight).toBe(4.25);
  expect(breakup.making?.amount).toBe(3612.5);
  expect(saved?.price).toBe(breakup.price);
});

test('staff download an order’s invoice once it ships, and an admin the month’s sales register', async ({ page, request }) => {
  const stamp = Date.now();
  const shopperToken = await registerShopper(request, stamp);
  const { orderId } = await placeCodOrder(request, shopperToken);
  // A cash-on-delivery order is invoiced when it ships.
  const shipped = await request.put(`/api/admin/orders/${orderId}`, {
    headers: { Authorization: `Bearer ${await staffToken(request)}` },
    data: { delivery_status: 'shipped' },
  });
  expect(shipped.ok()).toBe(true);

  await signInToConsole(page);
  await page.goto(`/admin/orders/${orderId}/show`);
  const lines = page.getByRole('table', { name: 'Pieces ordered' });
  for (const column of ['HSN', 'Purity', 'Net weight', 'Taxable value', 'GST']) await expect(lines.getByRole('columnheader', { name: column, exact: true })).toBeVisible();

  const [invoice] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download invoice' }).click()]);
  expect(invoice.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await invoice.createReadStream();
  const head = await new Promise<string>((resolve) => pdf.once('data', (chunk: Buffer) => resolve(chunk.subarray(0, 5).toString('latin1'))));
  expect(head).toBe('%PDF-');

  await page.goto('/admin/orders');
  await page.getByRole('button', { name: 'Sales register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sales register' });
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);
  await dialog.getByLabel('Month').fill(month);
  const [register] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(register.suggestedFilename()).toBe(`sales-register-${month}.csv`);
});
