import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// A busy machine: every wait here is generous, none is a speed assertion.
const SLOW = { timeout: 30_000 };

type Piece = { slug: string; name: string; salePrice: number; categorySlug: string; category: string; stock: number };

/** A piece in stock from the demo shop, as the API describes it. */
async function aPiece(request: APIRequestContext): Promise<Piece> {
  const answer = await request.get('/api/home/query-products?parPage=20');
  expect(answer.ok()).toBe(true);
  const { products } = (await answer.json()) as { products: Piece[] };
  const piece = products.find((product) => product.stock > 0);
  if (piece === undefined) throw new Error('the demo shop has no piece in stock');
  return piece;
}

/** A price as the shop writes it in rupees (lib/money.ts): ₹2,999. */
const rupees = (amount: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(amount);

/** Collects what the page says went wrong: console errors (React's hydration mismatches among them) and uncaught errors. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test("a product page's first HTML shows the piece, its price and the shop's frame before any script runs", async ({ browser, request }) => {
  const piece = await aPiece(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const answer = await page.goto(`/product/details/${piece.slug}`);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
  await expect(page.locator('main').getByText(rupees(piece.salePrice)).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: piece.category })).toBeVisible();
  // Its main picture is in the HTML, not waiting for the app's code.
  await expect(page.locator('main img').first()).toHaveAttribute('src', /\/uploads\//);

  // So are the home page's first screen and a category's name and pieces.
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('main')).not.toBeEmpty();
  await page.goto(`/category-data/${piece.categorySlug}`);
  await expect(page.getByRole('heading', { level: 1, name: piece.category })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: new RegExp(piece.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first()).toBeVisible();
  await context.close();
});

test('the app takes a drawn page over without a hydration error, and then works as ever', async ({ page, request }) => {
  const piece = await aPiece(request);
  const problems = problemsOf(page);
  await page.goto(`/product/details/${piece.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: piece.name })).toBeVisible();
  // Working buttons mean the app has taken over: a guest adding to the cart is asked to sign in.
  await page.getByRole('button', { name: /^Add to cart$/i }).click();
  await expect(page.getByRole('dialog', { name: /sign in/i })).toBeVisible(SLOW);
  await page.keyboard.press('Escape');

  await page.goto('/');
  await expect(page.getByRole('main')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  await page.goto(`/category-data/${piece.categorySlug}`);
  await expect(page.getByRole('heading', { level: 1, name: piece.category })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test("a shopper abroad gets the page drawn in rupees, then sees their own currency once the app has taken over, without errors", async ({ browser, request }) => {
  const piece = await aPiece(request);
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const problems = problemsOf(page);
  const html = await (await page.request.get(`/product/details/${piece.slug}`)).text();
  expect(html).toContain(rupees(piece.salePrice));
  await page.goto(`/product/details/${piece.slug}`);
  await expect(page.locator('.product-summary__price').getByText(/\$/).first()).toBeVisible(SLOW);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  await context.close();
});
