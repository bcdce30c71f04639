import { expect } from '@playwright/test';
import { test } from '../../storefront/e2e/fixtures';
import { openFromMenu, pickOption, pngPicture, registerShopper, searchList, signInToConsole } from './staff';

type LiveCoupon = { name: string; price: number; discount: number; userlimit: number; expiresAt: string | null; sellerId: string | null; shopName: string | null };
type ShopReview = { review: string };
type ShopBanner = { _id: string; category: string; alt: string; link: string; url: string };

test('staff create a coupon in the console and the shop offers it; a taken code is refused with the server’s sentence', async ({ page, request }) => {
  const code = `E2E${Date.now()}`;
  await signInToConsole(page);
  await openFromMenu(page, 'Coupons', 'coupons');
  await page.getByRole('link', { name: 'Create' }).click();

  await page.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
  // The form checks the server's rules before sending anything.
  await page.getByRole('spinbutton', { name: 'Discount' }).fill('150');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The discount must be a whole number of percent from 1 to 100.')).toBeVisible();

  await page.getByRole('spinbutton', { name: 'Discount' }).fill('15');
  await page.getByRole('spinbutton', { name: 'Minimum order' }).fill('499');
  await page.getByRole('spinbutton', { name: 'Uses per customer' }).fill('2');
  await page.getByLabel('Expires').fill('2031-01-01T10:30');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/admin\/coupons$/);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toBeVisible();
  await expect(row.getByText('15 %')).toBeVisible();
  await expect(row.getByText('₹499.00')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();

  // The shop's live coupons now include it, as entered.
  const live = (await (await request.get('/api/get-coupon')).json()) as { couponData: LiveCoupon[] };
  expect(live.couponData.find((coupon) => coupon.name === code)).toEqual({
    _id: expect.any(String),
    name: code,
    price: 499,
    discount: 15,
    userlimit: 2,
    expiresAt: new Date(2031, 0, 1, 10, 30).toISOString(),
    // An admin's coupon is the house's: it discounts every piece.
    sellerId: null,
    shopName: null,
  });

  // The same code again: the server's 409 sentence, and the form stays open.
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('spinbutton', { name: 'Discount' }).fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A coupon with this code already exists.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/coupons\/create$/);
});

test('staff hide a review in one click: it shows as hidden in the console and leaves the shop', async ({ page, request }) => {
  const stamp = Date.now();
  const token = await registerShopper(request, stamp);
  const home = (await (await request.get('/api/home/get-products')).json()) as { products: { _id: string }[] };
  const productId = home.products[0]._id;
  const text = `Review ${stamp}: the clasp came loose after a week.`;
  const submitted = await request.post('/api/home/customer/submit-review', {
    headers: { Authorization: `Bearer ${token}` },
    data: { productId, rating: 2, review: text },
  });
  expect(submitted.ok()).toBe(true);
  const shopReviews = async () =>
    ((await (await request.get(`/api/home/customer/get-reviews/${productId}`)).json()) as { reviews: ShopReview[] }).reviews.map(
      (review) => review.review,
    );
  expect(await shopReviews()).toContain(text);

  await signInToConsole(page);
  await openFromMenu(page, 'Reviews', 'reviews');
  await searchList(page, 'Name or text', `Review ${stamp}`);
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toBeVisible();
  await expect(row.getByRole('img', { name: '2 Stars' })).toBeVisible();
  await expect(row.getByText('Shown', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByText('Review hidden from the shop')).toBeVisible();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Show' })).toBeVisible();
  expect(await shopReviews()).not.toContain(text);

  // The visibility filter finds it among the hidden ones after a reload.
  await page.reload();
  await pickOption(page, 'Visibility', 'Hidden');
  await expect(page.getByRole('row').filter({ hasText: text }).getByText('Hidden', { exact: true })).toBeVisible();
});

test('staff add a banner with its picture, find it under its place, move it and delete it', async ({ page, request }) => {
  const alt = `Diyas and gold bangles ${Date.now()}`;
  const shopBanners = async () => ((await (await request.get('/api/get-banner')).json()) as { bannerData: ShopBanner[] }).bannerData;

  await signInToConsole(page);
  await openFromMenu(page, 'Banners', 'banners');
  await page.getByRole('link', { name: 'Create' }).click();

  await page.getByLabel('Choose picture').setInputFiles(await pngPicture('diyas.png', '#b8975a', 1600, 500));
  await expect(page.getByRole('img', { name: 'Picture' })).toBeVisible();
  await pickOption(page, 'Shown on', 'fastivle');
  await page.getByRole('textbox', { name: 'Alt text' }).fill(alt);
  await page.getByRole('textbox', { name: 'Link' }).fill('https://elsewhere.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText("The link must be a path on this shop starting with '/'")).toBeVisible();
  await page.getByRole('textbox', { name: 'Link' }).fill('/category-data/bangles');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/admin\/banners/);
  await page.getByRole('tab', { name: 'fastivle' }).click();
  const row = page.getByRole('row').filter({ hasText: alt });
  await expect(row.getByRole('img', { name: alt })).toBeVisible();
  const stored = (await shopBanners()).find((banner) => banner.alt === alt);
  expect(stored).toMatchObject({ category: 'fastivle', link: '/category-data/bangles', url: expect.stringMatching(/^\/uploads\/banners\/.+\.webp$/) });
  expect((await request.get(stored?.url ?? '')).headers()['content-type']).toBe('image/webp');

  // Edit: move it to the home page, last in line; the picture stays as uploaded.
  await row.click();
  await expect(page.getByRole('img', { name: alt })).toBeVisible();
  await pickOption(page, 'Shown on', 'Home Page');
  await page.getByRole('spinbutton', { name: 'Position' }).fill('7');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/banners/);
  await page.getByRole('tab', { name: 'Home Page' }).click();
  const moved = page.getByRole('row').filter({ hasText: alt });
  await expect(moved.getByRole('cell', { name: '7', exact: true })).toBeVisible();
  expect((await shopBanners()).find((banner) => banner.alt === alt)).toMatchObject({ category: 'Home Page', url: stored?.url });

  await moved.click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  // Back on the list (the edit page's own URL starts the same way), once the server has answered the delete.
  await expect(page).toHaveURL(/\/admin\/banners(?:[?#].*)?$/);
  await expect(page.getByRole('row').filter({ hasText: alt })).toHaveCount(0);
  await expect.poll(async () => (await shopBanners()).some((banner) => banner.alt === alt)).toBe(false);
});
