import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../../storefront/e2e/fixtures';
import type { Schemas } from '@shop/openapi';
import { dominantChannel, openFromMenu, pickOption, pngPicture, productRow, saveProduct, searchList, signInToConsole } from './staff';

/** The product as the shop's product page gets it (GET /api/home/get-product/{slug}). */
async function shopProduct(request: APIRequestContext, slug: string): Promise<Schemas['ProductDto']> {
  const response = await request.get(`/api/home/get-product/${slug}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Schemas['ProductDetailResponseDto']).product;
}

test('staff create a product with uploaded pictures in their chosen order, and the shop sells it; an edit puts it out of stock', async ({ page, request }) => {
  const stamp = Date.now();
  const name = `Ruby Halo Ring ${stamp}`;
  const slug = `ruby-halo-ring-${stamp}`;

  await signInToConsole(page);
  await openFromMenu(page, 'Products', 'products');
  await page.getByRole('link', { name: 'Create' }).click();

  // Saving without a picture is refused in the form.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Add at least one picture: the first one shows on the shop’s cards.')).toBeVisible();

  // Three pictures picked; the third removed; the second moved first.
  await page
    .getByLabel('Add pictures')
    .setInputFiles([await pngPicture('ruby-front.png', '#c0112b'), await pngPicture('ruby-side.png', '#1d3fbf'), await pngPicture('spare.png', '#1f9d3a')]);
  const pictures = page.getByRole('list', { name: 'Pictures' });
  await expect(pictures.getByRole('img')).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove picture 3' }).click();
  await expect(pictures.getByRole('img')).toHaveCount(2);
  await page.getByRole('button', { name: 'Move picture 2 earlier' }).click();

  await pickOption(page, 'Category', 'Rings', true);
  await pickOption(page, 'For', 'Women');
  await page.getByRole('textbox', { name: 'Brand' }).fill('Sona Atelier');
  await page.getByRole('spinbutton', { name: 'Price' }).fill('12999');
  await page.getByRole('spinbutton', { name: 'Discount' }).fill('10');
  await page.getByRole('spinbutton', { name: 'Stock' }).fill('3');
  await expect(page.getByText('Shoppers pay ₹11,700.00')).toBeVisible();
  await page.getByRole('textbox', { name: 'Description' }).fill('A ruby ringed with small diamonds, in 18K rose gold.');
  await page.getByRole('textbox', { name: 'Highlights' }).fill('18K rose gold\nCertified ruby, 0.8 ct');
  await page.getByRole('combobox', { name: 'Colours' }).fill('Rose Gold');
  await page.getByRole('combobox', { name: 'Colours' }).press('Enter');
  await page.getByRole('combobox', { name: 'Sizes' }).fill('12');
  await page.getByRole('combobox', { name: 'Sizes' }).press('Enter');
  await page.getByRole('combobox', { name: 'Sizes' }).fill('14');
  await page.getByRole('combobox', { name: 'Sizes' }).press('Enter');
  await saveProduct(page);
  const row = await productRow(page, name);
  await expect(row.getByText('Low: 3 left')).toBeVisible();
  await expect(row.getByRole('img', { name })).toBeVisible();

  // The shop sells it with everything entered, pictures stored by the server in the order chosen.
  const product = await shopProduct(request, slug);
  expect(product).toMatchObject({
    name,
    slug,
    category: 'Rings',
    brand: 'Sona Atelier',
    gender: 'female',
    price: 12999,
    discount: 10,
    salePrice: 11700,
    stock: 3,
    color: ['Rose Gold'],
    size: ['12', '14'],
    points: ['18K rose gold', 'Certified ruby, 0.8 ct'],
    description: 'A ruby ringed with small diamonds, in 18K rose gold.',
  });
  expect(product.images).toHaveLength(2);
  for (const url of product.images) expect(url).toMatch(/^\/uploads\/products\/.+-640\.webp$/);
  expect(await dominantChannel(request, product.images[0])).toBe('blue');
  expect(await dominantChannel(request, product.images[1])).toBe('red');

  // Edit: the form holds the whole record, the server accepts only its fields — the save must go through.
  await row.click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await page.getByRole('button', { name: 'Remove picture 2' }).click();
  await page.getByRole('spinbutton', { name: 'Stock' }).fill('0');
  await saveProduct(page);
  await pickOption(page, 'Stock', 'Out of stock');
  await expect(page.getByRole('row').filter({ hasText: name }).getByText('Out of stock')).toBeVisible();

  const edited = await shopProduct(request, slug);
  expect(edited.stock).toBe(0);
  expect(edited.images).toEqual([product.images[0]]);
});

test('admins add a category with its picture and delete it; a category with products is kept with the server’s reason', async ({ page, request }) => {
  const stamp = Date.now();
  const name = `Toe Rings ${stamp}`;
  const shopCategories = async () =>
    ((await (await request.get('/api/home/get-categorys')).json()) as { categorys: { name: string; slug: string; image: string }[] }).categorys;

  await signInToConsole(page);
  await openFromMenu(page, 'Categories', 'categories');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Choose picture').setInputFiles(await pngPicture('toe-rings.png', '#b8975a'));
  await expect(page.getByRole('img', { name: 'Picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/admin\/categories$/);
  await searchList(page, 'Name', name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('img', { name })).toBeVisible();
  await expect(row.getByText(`/category-data/toe-rings-${stamp}`)).toBeVisible();
  const created = (await shopCategories()).find((category) => category.name === name);
  expect(created?.image).toMatch(/^\/uploads\/categories\/.+\.webp$/);

  await row.click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  // Back on the list once the delete has answered (the edit page's own address, /admin/categories/{id}, is not enough).
  await expect(page).toHaveURL(/\/admin\/categories(\?|$)/);
  expect((await shopCategories()).some((category) => category.name === name)).toBe(false);

  // Rings holds products: the server refuses, and says why.
  await searchList(page, 'Name', 'Rings');
  await page.getByRole('row').filter({ hasText: '/category-data/rings' }).first().click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Rings');
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('This category still has products; move or delete them first.')).toBeVisible();
  expect((await shopCategories()).some((category) => category.slug === 'rings')).toBe(true);
});
