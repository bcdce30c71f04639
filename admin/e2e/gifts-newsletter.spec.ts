import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../../storefront/e2e/fixtures';
import sharp from 'sharp';
import { openFromMenu, pickOption, pngPicture, searchList, signInToConsole } from './staff';

type ShopGift = { _id: string; name: string; category: string; price: number; discount: number; salePrice: number; stock: number; images: string[]; color: string[] };

async function shopGift(request: APIRequestContext, name: string): Promise<ShopGift | undefined> {
  const response = await request.get('/api/gifts-get', { params: { perPage: 100 } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { gifts: ShopGift[] }).gifts.find((gift) => gift.name === name);
}

async function dominantChannel(request: APIRequestContext, url: string): Promise<'red' | 'green' | 'blue'> {
  const { dominant } = await sharp(await (await request.get(url)).body()).stats();
  const channels = { red: dominant.r, green: dominant.g, blue: dominant.b };
  return (Object.entries(channels) as ['red' | 'green' | 'blue', number][]).sort((a, b) => b[1] - a[1])[0][0];
}

test('staff add a gift, then replace its main picture and show it under Rings; the gift store sells it at the discounted price', async ({ page, request }) => {
  const name = `Silver Anklet Gift Box ${Date.now()}`;

  await signInToConsole(page);
  await openFromMenu(page, 'Gifts', 'gifts');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel('Add pictures').setInputFiles([await pngPicture('front.png', '#c0112b'), await pngPicture('open.png', '#1f9d3a')]);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('spinbutton', { name: 'Price' }).fill('1999');
  await page.getByRole('spinbutton', { name: 'Discount' }).fill('10');
  await page.getByRole('spinbutton', { name: 'Stock' }).fill('4');
  await page.getByRole('combobox', { name: 'Colours' }).fill('Silver');
  await page.getByRole('combobox', { name: 'Colours' }).press('Enter');
  await expect(page.getByText('Shoppers pay ₹1,800.00')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/admin\/gifts(\?|$)/);
  await searchList(page, 'Name', name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Low: 4 left')).toBeVisible();
  const created = await shopGift(request, name);
  // Left without a category, a new gift is shown under Gifts.
  expect(created).toMatchObject({ name, category: 'Gifts', price: 1999, discount: 10, salePrice: 1800, stock: 4, color: ['Silver'] });
  expect(created?.images).toHaveLength(2);
  expect(await dominantChannel(request, created?.images[0] ?? '')).toBe('red');

  // Replace the first picture with a blue one: it takes the first place, the second stays.
  await row.click();
  await page.getByLabel('Replace picture 1').setInputFiles(await pngPicture('front-new.png', '#1d3fbf'));
  await expect(page.getByRole('list', { name: 'Pictures' }).getByText('New')).toBeVisible();
  await pickOption(page, 'Category', 'Rings', true);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/gifts(\?|$)/);
  await expect(page.getByRole('row').filter({ hasText: name }).getByText('Rings')).toBeVisible();

  const replaced = await shopGift(request, name);
  expect(replaced?.images).toHaveLength(2);
  expect(replaced?.images[0]).not.toBe(created?.images[0]);
  expect(replaced?.images[1]).toBe(created?.images[1]);
  expect(await dominantChannel(request, replaced?.images[0] ?? '')).toBe('blue');
  expect(replaced?.category).toBe('Rings');

  // The gift store's card names the category it is shown under.
  await page.goto('/gift-store');
  const card = page.getByRole('region', { name: 'All gifts' }).getByRole('article').filter({ has: page.getByRole('link', { name }) });
  await expect(card.getByText('Rings', { exact: true })).toBeVisible();
});

test('admins find newsletter addresses by status and download them as CSV with the staff token', async ({ page, request }) => {
  const stamp = Date.now();
  const staying = `reader.${stamp}@example.com`;
  const subscribed = await request.post('/api/newsletter/subscribe', { data: { email: staying } });
  expect(subscribed.ok()).toBe(true);

  await signInToConsole(page);
  await openFromMenu(page, 'Newsletter', 'subscribers');
  await searchList(page, 'E-mail', `reader.${stamp}`);
  const row = page.getByRole('row').filter({ hasText: staying });
  await expect(row.getByText('Subscribed', { exact: true })).toBeVisible();
  await pickOption(page, 'Status', 'Unsubscribed', true);
  await expect(page.getByText('found using the current filters')).toBeVisible();
  await expect(row).toHaveCount(0);
  await pickOption(page, 'Status', 'Subscribed', true);
  await expect(row).toBeVisible();

  // The file holds what the list shows: this address, subscribed, with its welcome coupon.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^email,status,subscribedAt,unsubscribedAt,couponCode,couponUsed$/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^${staying.replace(/\./g, '\\.')},subscribed,`));

  // The welcome coupon mailed to the address is a coupon for that customer only.
  const code = lines[1].split(',')[4];
  await expect(row.getByText(code)).toBeVisible();
  await openFromMenu(page, 'Coupons', 'coupons');
  await searchList(page, 'Code or e-mail', staying);
  const coupon = page.getByRole('row').filter({ hasText: code });
  await expect(coupon.getByText(staying)).toBeVisible();
  await expect(coupon.getByText('10 %')).toBeVisible();
});
