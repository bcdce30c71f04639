import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { accountNav, dialog, SLOW, test } from './fixtures';
import { drawWholePage, registerShopper, seriousViolations, signInWith } from './axe';
import { registerInDialog } from './register';

const cartButton = (page: Page) => accountNav(page).getByRole('button', { name: /Cart$/ });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search for jewellery' });

/** Types into the header search as a person does, a key at a time, and waits for the suggestion list. */
async function typeSearch(page: Page, text: string): Promise<Locator> {
  await searchBox(page).click();
  await searchBox(page).fill('');
  await searchBox(page).pressSequentially(text, { delay: 40 });
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible(SLOW);
  return list;
}

/** The per-star bar of the reviews: how many reviews gave `stars` stars. */
async function barCount(page: Page, stars: number): Promise<number> {
  const label = stars === 1 ? '1 star' : `${stars} stars`;
  const bar = page.getByRole('list', { name: 'Reviews per star rating' }).getByRole('listitem').filter({ hasText: new RegExp(`^${label}`) });
  const text = (await bar.textContent()) ?? '';
  const count = new RegExp(`^${label}\\s*(\\d+)`).exec(text.trim())?.[1];
  if (count === undefined) throw new Error(`no count in the ${label} bar: "${text}"`);
  return Number(count);
}

/** The account whose token the page keeps (spec 4: local storage, customerToken). */
async function sessionOf(page: Page): Promise<{ token: string; userId: string }> {
  const token = await page.evaluate(() => localStorage.getItem('customerToken'));
  if (token === null) throw new Error('not signed in');
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { id: string };
  return { token, userId: payload.id };
}

type CartAnswer = { card_products: { products: { size: string; color: string; productInfo: { name: string } }[] }[] };

/** The lines of the customer's cart as the server keeps them. */
async function cartLines(page: Page, token: string, userId: string): Promise<{ name: string; size: string; color: string }[]> {
  const cart = await page.request.get(`/api/home/product/get-card-product/${userId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(cart.ok()).toBe(true);
  const groups = ((await cart.json()) as CartAnswer).card_products;
  return groups.flatMap((group) => group.products).map((line) => ({ name: line.productInfo.name, size: line.size, color: line.color }));
}

/** The reviews' count under the overall rating: '1 review', '7 reviews'. */
const reviewCount = (reviews: Locator, count: number) =>
  reviews.getByRole('paragraph').filter({ hasText: new RegExp(`^${count === 1 ? '1 review' : `${count} reviews`}$`) });

test('a guest browses, searches with a typo, is asked to sign in, then registers, fills the cart, hearts a piece and reviews it', async ({ page }) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const name = `Meera Joshi ${stamp}`;

  // Home, then every category from the shop menu, then Bangles.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
  await page.getByRole('navigation', { name: 'Shop' }).getByRole('link', { name: 'Shop By Category' }).click();
  await expect(page).toHaveURL(/\/collections$/);
  await expect(page.getByRole('heading', { name: 'Shop By Category', level: 1 })).toBeVisible(SLOW);
  await page.getByRole('main').getByRole('link', { name: 'Bangles', exact: true }).click();
  await expect(page).toHaveURL(/\/category-data\/bangles$/);
  await expect(page.getByRole('heading', { name: 'Bangles', level: 1 })).toBeVisible(SLOW);
  await expect(page).toHaveTitle('Bangles | Sona Jewellers');

  // A piece of the category opens its page.
  await page.getByRole('main').getByRole('link', { name: 'Oxidised Silver Tribal Bangles, Set of Two' }).click();
  await expect(page).toHaveURL(/\/product\/details\/oxidised-silver-tribal-bangles-set-of-two$/);
  await expect(page.getByRole('heading', { name: 'Oxidised Silver Tribal Bangles, Set of Two', level: 1 })).toBeVisible(SLOW);
  await expect(page).toHaveTitle('Oxidised Silver Tribal Bangles, Set of Two | Sona Jewellers');

  // A misspelt search still suggests bangles; the keyboard picks one and Enter opens it.
  const bangles = await typeSearch(page, 'bangel');
  const wanted = bangles.getByRole('option', { name: /^Kundan Bangle Set of Four/ });
  await expect(wanted).toBeVisible();
  for (let presses = 0; presses < 8 && (await wanted.getAttribute('aria-selected')) !== 'true'; presses++) {
    await searchBox(page).press('ArrowDown');
  }
  await expect(wanted).toHaveAttribute('aria-selected', 'true');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/product\/details\/kundan-bangle-set-of-four$/);
  await expect(page.getByRole('heading', { name: 'Kundan Bangle Set of Four', level: 1 })).toBeVisible(SLOW);
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toHaveCount(0);

  // A guest's Add to Cart asks for an account and adds nothing.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const signIn = dialog(page, 'Sign In');
  await expect(signIn).toBeVisible();
  await expect(page.getByText('Added to your cart')).toHaveCount(0);

  // Create an account from the dialog: registration signs in (spec 4) and, as Add to Cart asked for it, leaves the
  // shopper on the piece to try again (DECISIONS.md).
  await signIn.getByRole('button', { name: 'Create account' }).click();
  await registerInDialog(page, { name, phone: '9829012345', email: `meera.${stamp}@example.com`, password: 'meera-password-1' });
  await expect(accountNav(page).getByRole('link', { name })).toBeVisible(SLOW);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/product\/details\/kundan-bangle-set-of-four$/);
  // The search again, this time with a click on the suggestion.
  await (await typeSearch(page, 'bangel')).getByRole('option', { name: /^Kundan Bangle Set of Four/ }).click();
  await expect(page.getByRole('heading', { name: 'Kundan Bangle Set of Four', level: 1 })).toBeVisible(SLOW);
  // The guest's press put nothing in the cart.
  const { token, userId } = await sessionOf(page);
  expect(await cartLines(page, token, userId)).toEqual([]);

  // Size and colour, then Add to Cart: the badge counts it and Your Cart lists it.
  await page.getByRole('combobox', { name: 'Size' }).selectOption('2.6');
  await page.getByRole('combobox', { name: 'Colour' }).selectOption('Red');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to your cart')).toBeVisible(SLOW);
  await expect(cartButton(page)).toHaveAccessibleName(/^1 items in your cart/, SLOW);
  await cartButton(page).click();
  const yourCart = page.getByRole('region', { name: 'Your Cart' });
  await expect(yourCart).toBeVisible();
  const line = yourCart.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Kundan Bangle Set of Four' }) });
  await expect(line).toHaveCount(1, SLOW);
  await expect(line).toContainText('Qty 1 · Size 2.6');
  await expect(yourCart.getByRole('listitem')).toHaveCount(1);
  // The colour is not shown in the dropdown; the cart the server keeps has it.
  expect(await cartLines(page, token, userId)).toEqual([{ name: 'Kundan Bangle Set of Four', size: '2.6', color: 'Red' }]);
  await page.keyboard.press('Escape');
  await expect(yourCart).toHaveCount(0);

  // Another typo, and a click on the suggestion.
  const evilEye = await typeSearch(page, 'evil ey');
  await evilEye.getByRole('option', { name: /^Evil Eye Pendant with Chain in 18K Gold/ }).click();
  await expect(page).toHaveURL(/\/product\/details\/evil-eye-pendant-with-chain-in-18k-gold$/);
  const pendant = 'Evil Eye Pendant with Chain in 18K Gold';
  await expect(page.getByRole('heading', { name: pendant, level: 1 })).toBeVisible(SLOW);

  // The heart puts it in the wishlist; the wishlist page lists it.
  await page.getByRole('main').getByRole('button', { name: `Add ${pendant} to wishlist` }).first().click();
  await expect(page.getByText('Added to your wishlist')).toBeVisible(SLOW);
  await expect(page.getByRole('main').getByRole('button', { name: `Remove ${pendant} from wishlist` }).first()).toBeVisible();
  const wishlistLink = accountNav(page).getByRole('link', { name: /Wishlist$/ });
  await expect(wishlistLink).toHaveAccessibleName(/^1 items in your wishlist/, SLOW);
  await wishlistLink.click();
  await expect(page).toHaveURL(/\/wishlist$/);
  const saved = page.getByRole('table', { name: 'Pieces in your wishlist' });
  await expect(saved.getByRole('link', { name: pendant })).toBeVisible(SLOW);
  await expect(saved.getByRole('row')).toHaveCount(2);

  // A review: the stars and the words; the count and the 4-star bar take it in.
  await saved.getByRole('link', { name: pendant }).click();
  await expect(page.getByRole('heading', { name: pendant, level: 1 })).toBeVisible(SLOW);
  const reviewsButton = page.getByRole('button', { name: /^Customer Reviews \(\d+\)$/ });
  const before = Number(/\((\d+)\)/.exec((await reviewsButton.textContent()) ?? '')?.[1]);
  await reviewsButton.click();
  const reviews = page.getByRole('region', { name: `Customer Reviews (${before})` });
  await expect(reviewCount(reviews, before)).toBeVisible(SLOW);
  const fourBefore = await barCount(page, 4);
  await reviews.getByRole('radio', { name: '4 stars' }).check();
  const words = `Bought it for my daughter's naming ceremony; the eye is bright and the chain is sturdy (${stamp}).`;
  await reviews.getByLabel('Your review').fill(words);
  await reviews.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you! Your review has been submitted.')).toBeVisible(SLOW);

  const after = page.getByRole('region', { name: `Customer Reviews (${before + 1})` });
  await expect(after).toBeVisible(SLOW);
  await expect(reviewCount(after, before + 1)).toBeVisible(SLOW);
  await expect.poll(() => barCount(page, 4), SLOW).toBe(fourBefore + 1);
  const mine = after.getByRole('article', { name: `Review by ${name}` });
  await expect(mine).toContainText(words);
  await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a new page opens at the top, Back returns to where the shopper was, and a full load opens at the top', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/category-data/bangles');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.nth(7)).toBeVisible(SLOW);

  // Well down the category, a piece opens at the top of its page.
  await cards.nth(7).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  const leftAt = await scrollY(page);
  expect(leftAt).toBeGreaterThan(300);
  const piece = cards.nth(7).getByRole('link');
  const pieceName = (await piece.getAttribute('title')) ?? '';
  await piece.click();
  await expect(page.getByRole('heading', { name: pieceName, level: 1 })).toBeVisible(SLOW);
  expect(await scrollY(page)).toBe(0);

  // Back: the category where the shopper left it.
  await page.goBack();
  await expect(page).toHaveURL(/\/category-data\/bangles$/);
  await expect.poll(() => scrollY(page), SLOW).toBe(leftAt);

  // A full load of another page (an address typed, a link from elsewhere) opens at the top, not where the
  // category was left; so does a reload after scrolling.
  await page.goto('/collections');
  await expect(page.getByRole('main').getByRole('link', { name: 'Bangles', exact: true })).toBeVisible(SLOW);
  expect(await scrollY(page)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByRole('main').getByRole('link', { name: 'Bangles', exact: true })).toBeVisible(SLOW);
  expect(await scrollY(page)).toBe(0);
});

/** A staff member's bearer header, from the account the run starts the shop with. */
async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/admin/login', { data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD } });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

test('an old category address, a link from before staff gave the category a new slug, lands on the clean one with its pieces', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const headers = await staffHeaders(request);
  // A category named with an accent (its slug is made without it) and a piece in it, drawn like another piece.
  const created = await request.post('/api/admin/categories', { headers, data: { name: `Jhumkā Sets ${stamp}` } });
  expect(created.ok()).toBe(true);
  const category = (await created.json()) as { id: string; name: string; slug: string };
  expect(category.slug).toBe(`jhumka-sets-${stamp}`);
  const model = (await (await request.get('/api/home/get-product/kundan-bangle-set-of-four')).json()) as { product: { images: string[] } };
  const piece = `Meenakari Jhumka Pair ${stamp}`;
  const product = await request.post('/api/admin/products', {
    headers,
    data: { name: piece, categoryId: category.id, gender: 'female', price: 1899, stock: 4, images: model.product.images },
  });
  expect(product.ok()).toBe(true);
  // Staff give it another address in the console; the old one is what links out there still say.
  const renamed = await request.put(`/api/admin/categories/${category.id}`, { headers, data: { name: category.name, slug: `temple-jhumkas-${stamp}` } });
  expect(renamed.ok()).toBe(true);
  const clean = new RegExp(`/category-data/temple-jhumkas-${stamp}\\?sort=low-to-high$`);

  // A link from elsewhere: the server sends the browser on to the clean address, the shopper's sort kept.
  await page.goto(`/category-data/jhumka-sets-${stamp}?sort=low-to-high`);
  await expect(page).toHaveURL(clean);
  await expect(page.getByRole('heading', { name: category.name, level: 1 })).toBeVisible(SLOW);
  await expect(page).toHaveTitle(`${category.name} | Sona Jewellers`);
  await expect(page.getByRole('main').getByRole('link', { name: piece })).toBeVisible(SLOW);

  // A link inside the shop (no page load): the shop itself moves to the clean address, in place of the old one.
  await page.goto('/collections');
  await expect(page.getByRole('heading', { name: 'Shop By Category', level: 1 })).toBeVisible(SLOW);
  await page.evaluate((old) => {
    window.history.pushState(null, '', old);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/category-data/jhumka-sets-${stamp}?sort=low-to-high`);
  await expect(page).toHaveURL(clean, SLOW);
  await expect(page.getByRole('main').getByRole('link', { name: piece })).toBeVisible(SLOW);
  await page.goBack();
  await expect(page).toHaveURL(/\/collections$/);
});

/** The picture is the one the server's head preloads: same srcset and sizes, downloaded once, by the preload. */
async function expectPreloaded(page: Page, picture: Locator): Promise<void> {
  await expect(picture).toBeVisible(SLOW);
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  // The browser reuses a responsive preload only when srcset and sizes are the same as the <img>'s.
  expect(await preload.getAttribute('imagesrcset')).toBe(await picture.getAttribute('srcset'));
  expect(await preload.getAttribute('imagesizes')).toBe(await picture.getAttribute('sizes'));
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), SLOW).toBe(true);
  const chosen = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
  const downloads = await page.evaluate(
    (url) => performance.getEntriesByType('resource').filter((entry) => entry.name === url).map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    chosen,
  );
  expect(downloads).toEqual(['link']);
}

test("the product page's main picture is the one the server preloaded", async ({ page }) => {
  await page.goto('/product/details/kundan-bangle-set-of-four');
  await expectPreloaded(page, page.getByRole('main').getByRole('img', { name: /^Kundan Bangle Set of Four, picture 1 of/ }));
  await expect(page).toHaveTitle('Kundan Bangle Set of Four | Sona Jewellers');
  // The server's title does not outlive the page: the next page the shop draws names itself.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Bangles' }).click();
  await expect(page.getByRole('heading', { name: 'Bangles', level: 1 })).toBeVisible(SLOW);
  await expect(page).toHaveTitle('Bangles | Sona Jewellers');
});

test("the category page's first card picture is the one the server preloaded", async ({ page }) => {
  await page.goto('/category-data/bangles');
  await expectPreloaded(page, page.getByRole('main').getByRole('article').first().getByRole('img').first());
});

// ---------------------------------------------------------------------------------------------------------
// Accessibility: no serious or critical axe violation on the pages of issue 3.

/** A shopper account with one piece in the wishlist, through the shop's API. */
async function shopperWithWishlist(request: APIRequestContext): Promise<string> {
  const { token, userId } = await registerShopper(request);
  const found = await request.get('/api/home/get-product/evil-eye-ring-in-gold-plated-silver');
  const { product } = (await found.json()) as {
    product: { _id: string; name: string; price: number; images: string[]; discount: number; rating: number; slug: string };
  };
  const added = await request.post('/api/home/product/add-to-wishlist', {
    headers: { authorization: `Bearer ${token}` },
    data: { userId, productId: product._id, name: product.name, price: product.price, image: product.images[0] ?? '', discount: product.discount, rating: product.rating, slug: product.slug },
  });
  expect(added.ok()).toBe(true);
  return token;
}

const PAGES: { path: string; ready: (page: Page) => Locator; signedIn?: boolean }[] = [
  { path: '/', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/collections', ready: (page) => page.getByRole('main').getByRole('link', { name: 'Bangles', exact: true }) },
  { path: '/category-data/bangles', ready: (page) => page.getByRole('main').getByRole('link', { name: 'Kundan Bangle Set of Four' }) },
  { path: '/products/search?category=Bangles&&value=kundan', ready: (page) => page.getByRole('main').getByRole('link', { name: 'Kundan Bangle Set of Four' }) },
  { path: '/products/search?gender=female', ready: (page) => page.getByRole('main').getByRole('article').first() },
  { path: '/best-seller', ready: (page) => page.getByRole('main').getByRole('article').first() },
  { path: '/offer-promotion', ready: (page) => page.getByRole('main').getByRole('article').first() },
  { path: '/evil-eye', ready: (page) => page.getByRole('main').getByRole('article').first() },
  { path: '/product/details/kundan-bangle-set-of-four', ready: (page) => page.getByRole('heading', { name: 'Kundan Bangle Set of Four', level: 1 }) },
  { path: '/wishlist', ready: (page) => page.getByRole('table', { name: 'Pieces in your wishlist' }), signedIn: true },
];

for (const { path, ready, signedIn } of PAGES) {
  test(`${path}${signedIn ? ' (signed in)' : ''} has no serious or critical axe violations`, async ({ page }) => {
    test.setTimeout(120_000);
    if (signedIn) await signInWith(page, await shopperWithWishlist(page.request));
    await page.goto(path);
    await expect(ready(page)).toBeVisible(SLOW);
    await drawWholePage(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// The header's menu on a phone (issue 5): the menu button, the shop's links it opens and the bottom bar.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the home page with the menu open has no serious or critical axe violations', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
    await drawWholePage(page);
    expect(await seriousViolations(page)).toEqual([]);
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Shop' }).getByRole('link').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a product page has no serious or critical axe violations', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/product/details/kundan-bangle-set-of-four');
    await expect(page.getByRole('heading', { name: 'Kundan Bangle Set of Four', level: 1 })).toBeVisible(SLOW);
    await drawWholePage(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
