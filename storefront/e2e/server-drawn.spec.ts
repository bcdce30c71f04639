import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { SLOW, test } from './fixtures';

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

test("a shopper abroad gets the page drawn in their browser's currency, and one who chose rupees sees rupees once the app has taken over, without errors", async ({ browser, request }) => {
  const piece = await aPiece(request);
  const price = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1, name: piece.name }).locator('xpath=..');

  // Before any script: dollars, from the languages the browser sent.
  const still = await browser.newContext({ locale: 'en-US', javaScriptEnabled: false });
  const drawn = await still.newPage();
  await drawn.goto(`/product/details/${piece.slug}`);
  await expect(price(drawn).getByText(/\$\s?[\d,]+/).first()).toBeVisible();
  await expect(price(drawn).getByText(rupees(piece.salePrice))).toHaveCount(0);
  await still.close();

  // The app takes the dollars over as they are; a shopper who chose rupees before then sees rupees.
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const problems = problemsOf(page);
  await page.goto(`/product/details/${piece.slug}`);
  await expect(price(page).getByText(/\$\s?[\d,]+/).first()).toBeVisible(SLOW);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => localStorage.setItem('currency', JSON.stringify({ code: 'INR', locale: 'en-IN', inrPerUnit: 1 })));
  await page.reload();
  await expect(price(page).getByText(rupees(piece.salePrice)).first()).toBeVisible(SLOW);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  await context.close();
});

test("a drawn page fetches the app's code and its own only once it is on screen, all at once and each once", async ({ page, request }) => {
  // As sent: the entry, Vite's helper and the styles load with the page; the app's code and the page's own are named
  // in an inert template, which fetches nothing.
  const html = await (await request.get('/')).text();
  const template = /<template id="shop-code">([\s\S]*?)<\/template>/.exec(html);
  expect(template).not.toBeNull();
  const held = [...(template?.[1] ?? '').matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((link) => link[1] ?? '');
  expect(held).toEqual(expect.arrayContaining([expect.stringMatching(/\/assets\/app-[\w-]+\.js$/), expect.stringMatching(/\/assets\/HomePage-[\w-]+\.js$/)]));
  const outside = html.replace(template?.[0] ?? '', '');
  for (const file of held) expect(outside).not.toContain(file);

  // In the browser: each of them fetched, once, by the time the app has taken the page over.
  const problems = problemsOf(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', SLOW);
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  for (const file of held) expect(fetched.filter((name) => name === file), file).toHaveLength(1);
  await expect(page.locator(`head > link[rel="modulepreload"][href="${held[0]}"]`)).toHaveCount(1);

  // A page the browser draws itself names the app's code at once, as it has nothing to show before it runs.
  const cart = await (await request.get('/cart')).text();
  expect(cart).not.toContain('<template id="shop-code">');
  expect(cart).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/app-[\w-]+\.js">/);
  expect(problems).toEqual([]);
});
