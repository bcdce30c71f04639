import type { Schemas } from '@shop/openapi';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SLOW, test } from './fixtures';
import { fillIndianAddress, fillNewYorkAddress } from './address-form';
import { registerShopper, seriousViolations, signInWith } from './axe';
import { payOnline } from './pay-online';

// Issue 17's display currencies as a shopper meets them: the header's picker, converted prices on the product page and
// in the cart, and the rupees charged said at checkout and payment; the order keeps the rate it was shown at.

type Piece = Schemas['ProductDto'];
type Currency = Schemas['DisplayCurrencyDto'];
type Estimate = Schemas['DeliveryEstimateDto'];
type OrderAnswer = Schemas['OrderResponseDto'];

async function currency(request: APIRequestContext, code: string): Promise<Currency> {
  const answer = await request.get('/api/currencies');
  expect(answer.ok()).toBe(true);
  const found = ((await answer.json()) as Schemas['CurrenciesResponseDto']).currencies.find((entry) => entry.code === code);
  if (!found) throw new Error(`the demo shop has no rate for ${code}`);
  return found;
}

/** A demo piece with stock to spare (other journeys buy beside this one), priced below `below` rupees when given. */
async function pieceInStock(request: APIRequestContext, below = Infinity): Promise<Piece> {
  const answer = await request.get('/api/home/get-products');
  expect(answer.ok()).toBe(true);
  const { products } = (await answer.json()) as Schemas['HomeProductsResponseDto'];
  const piece = products.filter((entry) => entry.stock >= 10 && entry.salePrice < below).sort((a, b) => b.stock - a.stock)[0];
  if (!piece) throw new Error('the demo shop has no piece in stock');
  return piece;
}

/** Rupees as the shop writes them: Indian grouping, no '.00' on whole rupees. */
const inr = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 }).format(amount);

/** The rupee amount in any text, not as the start of a longer figure: ₹1,096 but not ₹1,096.50 or ₹1,0960. */
const rupeesIn = (amount: number) => new RegExp(`${inr(amount).replace(/[.]/g, '\\.')}(?![\\d,.])`);

/** An amount in rupees as the storefront shows it in `to`: approximate, whole units from 100, cents below. */
function approx(amount: number, to: Currency): RegExp {
  const value = amount / to.inrPerUnit;
  const digits = value >= 100 ? 0 : 2;
  const text = new Intl.NumberFormat(to.locale, { style: 'currency', currency: to.code, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  return new RegExp(`≈\\s${text.replace(/[$.]/g, '\\$&').replace(/\s/g, '\\s')}`);
}

const picker = (page: Page) => page.getByRole('banner').getByLabel('Currency');

test('a shopper switches to US dollars in the header: prices convert on the product page and in the cart, checkout says the rupees charged', async ({ page }) => {
  test.setTimeout(240_000);
  const shopper = await registerShopper(page.request, 'Maya');
  await signInWith(page, shopper.token);
  const usd = await currency(page.request, 'USD');
  const piece = await pieceInStock(page.request);

  // An Indian browser sees rupees; the metal rates strip is in rupees whatever is chosen.
  await page.goto(`/product/details/${piece.slug}`);
  await expect(page.getByRole('heading', { name: piece.name, level: 1 })).toBeVisible(SLOW);
  await expect(picker(page)).toHaveValue('INR', SLOW);
  await expect(page.getByText(rupeesIn(piece.salePrice)).first()).toBeVisible();

  // The server drew the page: the picker answers once the app has taken it over.
  await expect(page.locator('html[data-app="ready"]')).toBeAttached(SLOW);
  await picker(page).selectOption('USD');
  await expect(page.getByText(approx(piece.salePrice, usd)).first()).toBeVisible(SLOW);
  await expect(page.getByText('Today’s rates')).toBeVisible();
  await expect(page.getByText(/Today’s rates/).locator('..').getByText('$')).toHaveCount(0);
  await expect(picker(page)).toHaveValue('USD');
  expect(await seriousViolations(page)).toEqual([]);

  // Remembered: a new page load opens in dollars.
  await page.reload();
  await expect(page.getByRole('heading', { name: piece.name, level: 1 })).toBeVisible(SLOW);
  await expect(picker(page)).toHaveValue('USD', SLOW);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to your cart').first()).toBeVisible(SLOW);

  // The cart: the line and the totals in dollars, and the rupees that will be charged.
  await page.goto('/cart');
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(page.getByRole('heading', { name: piece.name })).toBeVisible(SLOW);
  await expect(summary.getByText(approx(piece.salePrice, usd)).first()).toBeVisible();
  await expect(summary.getByText(`You will be charged ${inr(piece.salePrice)} in Indian rupees.`, { exact: false })).toBeVisible();

  // Checkout: an address, then the summary says the rupees again.
  await summary.getByRole('link', { name: 'Proceed to checkout' }).click();
  const form = page.getByRole('form', { name: 'Shipping address' });
  await form.getByLabel('Full name').fill(shopper.name);
  await fillIndianAddress(form, { phone: '9829012345', address: '7 Marine Drive', area: 'Churchgate', city: 'Mumbai', state: 'Maharashtra', pin: '400020' });
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('heading', { name: `Deliver to ${shopper.name}` })).toBeVisible(SLOW);
  await expect(page.getByText(`You will be charged ${inr(piece.salePrice)} in Indian rupees.`, { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  // Payment: the rupees charged; the order placed keeps the rate it was shown at.
  await expect(page).toHaveURL(/\/payment\?orderId=/, SLOW);
  const paymentSummary = page.getByRole('complementary', { name: 'Summary', exact: true });
  await expect(paymentSummary.getByText(approx(piece.salePrice, usd))).toBeVisible();
  await expect(paymentSummary.getByText(`You will be charged ${inr(piece.salePrice)} in Indian rupees.`, { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const orderId = new URL(page.url()).searchParams.get('orderId');
  await page.goto(`/dashboard/order/details/${orderId}`);
  const rate = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(usd.inrPerUnit);
  await expect(page.getByText(`Placed with prices shown in USD (US dollar) at ${rate} per USD`, { exact: false })).toBeVisible(SLOW);
});

test('a shopper in US dollars checks out to an address in the United States: the zone\'s fee and date, no cash on delivery, paid online (issue 17)', async ({ page }) => {
  test.setTimeout(300_000);
  const shopper = await registerShopper(page.request, 'Emily');
  await signInWith(page, shopper.token);
  const usd = await currency(page.request, 'USD');
  const zone = (await (await page.request.get('/api/delivery/estimate?country=US')).json()) as Estimate;
  // A piece the zone charges its fee on: below its free-shipping threshold.
  expect(zone.fee).toBeGreaterThan(0);
  const piece = await pieceInStock(page.request, zone.freeAbove ?? Infinity);
  const total = piece.salePrice + zone.fee;

  await page.goto(`/product/details/${piece.slug}`);
  await expect(page.getByRole('heading', { name: piece.name, level: 1 })).toBeVisible(SLOW);
  // The server drew the page: the picker answers once the app has taken it over.
  await expect(page.locator('html[data-app="ready"]')).toBeAttached(SLOW);
  await picker(page).selectOption('USD');
  await expect(page.getByText(approx(piece.salePrice, usd)).first()).toBeVisible(SLOW);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to your cart').first()).toBeVisible(SLOW);

  // The cart knows no address yet: it does not promise free shipping abroad.
  await page.goto('/cart');
  const cartSummary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(cartSummary.getByText('Free across India; abroad calculated at checkout')).toBeVisible(SLOW);

  // Information: an address in the United States, with its ZIP code, state and +1 phone.
  await cartSummary.getByRole('link', { name: 'Proceed to checkout' }).click();
  const form = page.getByRole('form', { name: 'Shipping address' });
  await fillNewYorkAddress(form, shopper.name);
  await form.getByLabel('ZIP code').fill('10118');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('heading', { name: `Deliver to ${shopper.name}` })).toBeVisible(SLOW);
  // The summary now has the zone's fee, and the rupees charged include it.
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText(approx(zone.fee, usd))).toBeVisible(SLOW);
  await expect(summary.getByText(`You will be charged ${inr(total)} in Indian rupees.`, { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue to shipping' }).click();

  // Shipping: the zone's fee in dollars, its delivery date and why there is no cash on delivery.
  await expect(page).toHaveURL(/\/shiping$/, SLOW);
  await expect(page.getByText(/350 Fifth Avenue, Suite 3400, .*New York.*10118/)).toBeVisible(SLOW);
  const method = page.getByRole('region', { name: 'Shipping method' });
  await expect(method.getByText(approx(zone.fee, usd))).toBeVisible(SLOW);
  await expect(method).toContainText(`${zone.zone} · Delivery by ${zone.deliverByLabel} · Cash on delivery is not available outside India.`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  // Payment: the rupees charged with the fee; cash on delivery not offered, with its reason; paid on the sandbox gateway.
  await expect(page).toHaveURL(/\/payment\?orderId=/, SLOW);
  const paymentSummary = page.getByRole('complementary', { name: 'Summary', exact: true });
  await expect(paymentSummary.getByText(`You will be charged ${inr(total)} in Indian rupees.`, { exact: false })).toBeVisible(SLOW);
  const cod = page.getByRole('radio', { name: /Cash on delivery/ });
  await expect(cod).toBeDisabled(SLOW);
  await expect(page.locator('label').filter({ has: cod })).toContainText('Cash on delivery is not available outside India.');
  expect(await seriousViolations(page)).toEqual([]);
  const orderId = await payOnline(page, 'Pay');

  // The order: the US address, the fee, the date it was promised by and the rate it was shown at.
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible(SLOW);
  const placed = (await (await page.request.get(`/api/home/customer/gat-order/${orderId}`, { headers: { Authorization: `Bearer ${shopper.token}` } })).json()) as OrderAnswer;
  expect(placed.order).toMatchObject({ shipping_fee: zone.fee, price: total, shippingZone: zone.zone, displayCurrency: 'USD', displayRate: usd.inrPerUnit });
  expect(placed.order.expectedDeliveryDate).toBe(zone.deliverBy);
  const address = page.getByRole('region', { name: 'Delivery address' });
  for (const part of ['350 Fifth Avenue, Suite 3400', 'New York, New York 10118', 'United States', '+12125550147']) await expect(address).toContainText(part);
  const facts = page.getByRole('region', { name: /^Order #/ });
  const promised = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${zone.deliverBy}T12:00:00`));
  await expect(facts).toContainText(`Expected deliveryby ${promised}`);
  const products = page.getByRole('region', { name: 'Products' });
  await expect(products.getByRole('definition').filter({ hasText: approx(zone.fee, usd) })).toBeVisible();
  const rate = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(usd.inrPerUnit);
  await expect(products).toContainText(`Placed with prices shown in USD (US dollar) at ${rate} per USD`);
  await expect(products).toContainText(`Charged ${inr(total)} in Indian rupees.`);
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('in a British browser', () => {
  test.use({ locale: 'en-GB' });

  test('prices open in pounds without choosing, and back in rupees once the shopper picks them', async ({ page }) => {
    const gbp = await currency(page.request, 'GBP');
    const piece = await pieceInStock(page.request);
    await page.goto(`/product/details/${piece.slug}`);
    await expect(page.getByRole('heading', { name: piece.name, level: 1 })).toBeVisible(SLOW);
    await expect(picker(page)).toHaveValue('GBP', SLOW);
    await expect(page.getByText(approx(piece.salePrice, gbp)).first()).toBeVisible(SLOW);
    await expect(page.locator('html[data-app="ready"]')).toBeAttached(SLOW);
    await picker(page).selectOption('INR');
    await expect(page.getByText(rupeesIn(piece.salePrice)).first()).toBeVisible(SLOW);
    await expect(page.getByText(/≈/)).toHaveCount(0);

    // On a phone the picker is in the header's top strip, as on a desk.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(picker(page)).toBeVisible();
    await expect(picker(page)).toBeInViewport();
  });
});
