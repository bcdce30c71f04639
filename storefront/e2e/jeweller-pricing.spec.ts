import { readFile } from 'node:fs/promises';
import type { Schemas } from '@shop/openapi';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SLOW, test } from './fixtures';
import { registerShopper, seriousViolations, signInWith } from './axe';

// Issue 16 as a shopper meets it: today's rates, a piece's price breakup with the server's figures, and the GST
// invoice of a paid order downloaded from the order page.

type Piece = Schemas['ProductDto'];
type Breakup = Schemas['PriceBreakupDto'];
type Cart = Schemas['CartResponseDto'];
type Order = Schemas['OrderResponseDto'];

/** Rupees as the storefront writes them in the breakup: Indian grouping, two decimals. */
const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

async function demoPieces(request: APIRequestContext): Promise<Piece[]> {
  const answer = await request.get('/api/home/get-products');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as Schemas['HomeProductsResponseDto']).products;
}

/** A rate-linked piece of the demo shop (most gold and silver pieces are) with its breakup as the API answers it. */
async function rateLinkedPiece(request: APIRequestContext): Promise<{ piece: Piece; breakup: Breakup }> {
  for (const piece of await demoPieces(request)) {
    const answer = await request.get(`/api/home/get-product/${piece.slug}`);
    expect(answer.ok()).toBe(true);
    const { breakup } = (await answer.json()) as Schemas['ProductDetailResponseDto'];
    if (breakup.pricing === 'rate_linked' && breakup.metal !== null) return { piece, breakup };
  }
  throw new Error('the demo shop has no rate-linked piece');
}

/** The amount column of the breakup row headed `label`. */
const amountOf = (page: Page, label: string) =>
  page.getByRole('table', { name: 'Price breakup' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }).locator('td').last();

test('the product page shows today’s rates and a price breakup whose figures are the API’s, accessibly', async ({ page }) => {
  const { piece, breakup } = await rateLinkedPiece(page.request);
  const rates = (await (await page.request.get('/api/metal-rates')).json()) as Schemas['MetalRatesResponseDto'];
  const gold = rates.rates.find((rate) => rate.purity === 'gold_22k');

  await page.goto(`/product/details/${piece.slug}`);
  await expect(page.getByRole('heading', { name: piece.name, level: 1 })).toBeVisible(SLOW);
  if (gold !== undefined) await expect(page.getByText('Today’s rates')).toBeVisible(SLOW);

  await page.getByRole('button', { name: 'Price breakup' }).click();
  const table = page.getByRole('table', { name: 'Price breakup' });
  await expect(table).toBeVisible(SLOW);
  await expect(table.getByRole('columnheader')).toHaveText(['Component', 'Detail', 'Amount']);
  const metal = breakup.metal;
  if (metal === null) throw new Error('unreachable');
  await expect(amountOf(page, 'Metal')).toHaveText(rupees(metal.value));
  await expect(table.getByRole('row').filter({ hasText: metal.label })).toHaveCount(1);
  if (breakup.making !== null) await expect(amountOf(page, 'Making charges')).toHaveText(rupees(breakup.making.amount));
  for (const charge of breakup.charges) await expect(amountOf(page, charge.label)).toHaveText(rupees(charge.amount));
  await expect(amountOf(page, 'Subtotal')).toHaveText(rupees(breakup.subtotal));
  await expect(amountOf(page, 'GST 3 %')).toHaveText(rupees(breakup.gst));
  await expect(amountOf(page, 'Total')).toHaveText(rupees(breakup.total));
  if (breakup.discount > 0) await expect(amountOf(page, 'Price')).toHaveText(rupees(breakup.price));

  expect(await seriousViolations(page)).toEqual([]);
});

test('a paid order’s GST invoice downloads from the order page as a PDF named by its number', async ({ page }) => {
  test.setTimeout(180_000);
  const shopper = await registerShopper(page.request, 'Ishita');
  const auth = { Authorization: `Bearer ${shopper.token}` };
  const piece = (await demoPieces(page.request)).filter((candidate) => candidate.stock >= 10).at(-1);
  if (piece === undefined) throw new Error('the demo shop has no piece in stock');

  // A cart line and an order placed through the API (the checkout journey has its own spec) …
  expect((await page.request.post('/api/home/product/add-to-card', { headers: auth, data: { productId: piece._id, quantity: 1 } })).ok()).toBe(true);
  const cart = (await (await page.request.get(`/api/home/product/get-card-product/${shopper.userId}`, { headers: auth })).json()) as Cart;
  const placed = await page.request.post('/api/home/order/palce-order', {
    headers: auth,
    data: {
      shippingInfo: { name: shopper.name, address: '9 Residency Road', phone: '9812345678', post: '560025', province: 'Karnataka', city: 'Bengaluru', area: 'Ashok Nagar' },
      products: cart.card_products.map(({ shopName, sellerId, price, products }) => ({
        shopName,
        sellerId,
        price,
        products: products.map(({ _id, productId, quantity }) => ({ _id, productId, quantity })),
      })),
    },
  });
  expect(placed.ok()).toBe(true);
  const { orderId } = (await placed.json()) as { orderId: string };

  // … then paid online on the sandbox gateway's page, as a shopper does from My Orders.
  await signInWith(page, shopper.token);
  await page.goto('/dashboard-client?tab=orders');
  await page.getByRole('link', { name: `Pay Now for order #${orderId.slice(0, 8).toUpperCase()}` }).click(SLOW);
  await page.getByRole('radio', { name: /Online Payment/ }).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click(SLOW);
  await expect(page).toHaveURL(new RegExp(`/dashboard/order/details/${orderId}\\?payment=`), SLOW);
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible(SLOW);

  const order = (await (await page.request.get(`/api/home/customer/gat-order/${orderId}`, { headers: auth })).json()) as Order;
  const invoice = order.order.invoice;
  expect(invoice).not.toBeNull();
  if (invoice === null) return;
  const documents = page.getByRole('region', { name: 'Tax invoice' });
  await expect(documents.getByText(invoice.number, { exact: false })).toBeVisible(SLOW);

  const [download] = await Promise.all([page.waitForEvent('download', SLOW), documents.getByRole('button', { name: 'Download invoice' }).click()]);
  expect(download.suggestedFilename()).toBe(`${invoice.number.replaceAll('/', '-')}.pdf`);
  const path = await download.path();
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await expect(documents.getByRole('alert')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
