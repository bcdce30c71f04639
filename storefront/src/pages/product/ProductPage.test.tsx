import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { cartApi } from '../../features/cart/api';
import { catalogApi, type Product } from '../../features/catalog/api';
import { couponApi } from '../../features/coupon/api';
import { returnsApi } from '../../features/returns/api';
import { reviewsApi } from '../../features/reviews/api';
import { cartOf } from '../../test/checkout';
import { makeProduct, productDetail, rateLinkedBreakup } from '../../test/products';
import { renderWithApp } from '../../test/render';
import { MEERA, signInAsMeera } from '../../test/session';
import { ProductPage } from './ProductPage';

vi.mock('../../api/client', async (original) => (await import('../../test/mock-client')).clientWithoutSession(original));
vi.mock('../../features/catalog/api', () => ({
  catalogApi: { product: vi.fn(), categories: vi.fn(), homeProducts: vi.fn() },
}));
vi.mock('../../features/coupon/api', () => ({ couponApi: { list: vi.fn() } }));
vi.mock('../../features/reviews/api', () => ({ reviewsApi: { list: vi.fn(), submit: vi.fn() } }));
vi.mock('../../features/cart/api', () => ({ cartApi: { get: vi.fn(), add: vi.fn() } }));
vi.mock('../../features/returns/api', async () => ({ returnsApi: { policy: vi.fn(async () => (await import('../../test/returns')).POLICY) } }));
vi.mock('../../features/wishlist/api', () => ({
  wishlistApi: { list: vi.fn(() => Promise.resolve({ wishlists: [], wishlistCount: 0 })), add: vi.fn(), remove: vi.fn() },
}));

/** Where Buy Now lands: shows the state it was handed. */
function CheckoutProbe() {
  const location = useLocation();
  return <pre data-testid="checkout-state">{JSON.stringify(location.state)}</pre>;
}

function showProduct(product: Product, related: Product[] = []) {
  vi.mocked(catalogApi.product).mockResolvedValue(productDetail(product, related));
  return renderWithApp(
    <Routes>
      <Route path="/product/details/:slug" element={<ProductPage />} />
      <Route path="/checkout" element={<CheckoutProbe />} />
    </Routes>,
    `/product/details/${product.slug}`,
  );
}

/** A seller of the shop, whose coupon discounts only their pieces. */
const SELLER_ID = '5e11e400-0000-4000-8000-000000000001';

beforeEach(() => {
  vi.mocked(catalogApi.categories).mockResolvedValue({ categorys: [] });
  vi.mocked(catalogApi.homeProducts).mockResolvedValue({
    products: [],
    latest_product: [],
    topRated_product: [],
    discount_product: [],
  });
  vi.mocked(couponApi.list).mockResolvedValue({
    couponData: [
      { _id: 'c1', name: 'SONA10', price: 1999, discount: 10, userlimit: 1, expiresAt: null, sellerId: null, shopName: null },
      { _id: 'c2', name: 'KUNDAN20', price: 0, discount: 20, userlimit: 1, expiresAt: null, sellerId: SELLER_ID, shopName: 'Jaipur Kundan Co' },
    ],
  });
  vi.mocked(reviewsApi.list).mockResolvedValue({ reviews: [], totalReview: 0, rating_review: [] });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The address the page is at. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

describe('product page (spec 2)', () => {
  it('moves a piece asked for by a slug it had before to its own address, without asking for it again', async () => {
    const product = makeProduct({ name: 'Kundan Jhumka Pair', slug: 'kundan-jhumka-pair' });
    vi.mocked(catalogApi.product).mockReset().mockResolvedValue(productDetail(product));
    renderWithApp(
      <>
        <Routes>
          <Route path="/product/details/:slug" element={<ProductPage />} />
        </Routes>
        <Where />
      </>,
      '/product/details/kundan-jhumka?ref=mail',
    );

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/product/details/kundan-jhumka-pair?ref=mail'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kundan Jhumka Pair' })).toBeTruthy();
    expect(catalogApi.product).toHaveBeenCalledTimes(1);
    expect(catalogApi.product).toHaveBeenCalledWith('kundan-jhumka');
  });

  it('says under the delivery check whether the piece may be returned, in the refund policy’s own words and window', async () => {
    const ring = makeProduct({ name: 'Kundan Jhumka Earrings' });
    const first = showProduct(ring);
    // The test policy's window is 9 days, not the shop's 7.
    const promise = async () => (await screen.findByRole('link', { name: 'Return policy' })).closest('p')?.textContent;
    await waitFor(async () => expect(await promise()).toBe('9-day returns on unused pieces delivered in India · Return policy'));
    expect(returnsApi.policy).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Return policy' }).getAttribute('href')).toBe('/refund');
    first.unmount();

    showProduct(makeProduct({ name: 'Lakshmi Gold Coin 2 g', nonReturnable: 'coin' }));
    await waitFor(async () => expect(await promise()).toBe('Not returnable: gold coins · Return policy'));
    expect(document.body.textContent).not.toMatch(/-day returns/);
  });

  it('shows the piece: one h1, the page title, stock, prices, percent off and the description cut to 130 characters', async () => {
    const description = `${'Handmade in Sanganer with care. '.repeat(6)}The end.`;
    const product = makeProduct({ name: 'Kundan Jhumka Earrings', stock: 6, price: 1299, discount: 15, description });
    showProduct(product);

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Kundan Jhumka Earrings');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Kundan Jhumka Earrings | Sona Jewellers'));
    expect(screen.getByText('In Stock (6 Item)')).toBeTruthy();
    expect(screen.getByText('₹1,105')).toBeTruthy();
    expect(screen.getByText('₹1,299.00', { exact: false }).closest('s')).toBeTruthy();
    expect(screen.getByText('15% off')).toBeTruthy();
    const short = screen.getByText(/^Handmade in Sanganer with care\..*…$/);
    expect((short.textContent ?? '').length).toBeLessThanOrEqual(131);
  });

  it("opens Description first: the text and its points, or 'No points available.'; Shipping Information says free, 48 hours, 5–7 days", async () => {
    const { unmount } = showProduct(makeProduct({ points: ['Hallmarked 22K gold', 'Hand-set stones'] }));
    const description = await screen.findByRole('region', { name: 'Description' });
    expect(within(description).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Hallmarked 22K gold',
      'Hand-set stones',
    ]);
    unmount();

    showProduct(makeProduct({ points: [] }));
    expect(await screen.findByText('No points available.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Shipping Information' }));
    const shipping = screen.getByRole('region', { name: 'Shipping Information' }).textContent ?? '';
    expect(shipping).toContain('Free standard shipping');
    expect(shipping).toContain('within 48 hours');
    expect(shipping).toContain('5–7 business days');
    expect(screen.queryByText('No points available.')).toBeNull();
  });

  it('opens the Price breakup of the answer: the server’s metal, making and total', async () => {
    const product = makeProduct({ price: 57022, discount: 10, salePrice: 51320 });
    vi.mocked(catalogApi.product).mockResolvedValue({ ...productDetail(product), breakup: rateLinkedBreakup() });
    renderWithApp(
      <Routes>
        <Route path="/product/details/:slug" element={<ProductPage />} />
      </Routes>,
      `/product/details/${product.slug}`,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Price breakup' }));
    const breakup = screen.getByRole('region', { name: 'Price breakup' });
    const table = within(breakup).getByRole('table', { name: 'Price breakup' });
    expect(within(table).getByRole('rowheader', { name: 'Metal' }).closest('tr')?.textContent).toContain('₹49,028.00');
    expect(within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')?.textContent).toContain('₹51,320.00');
  });

  it('gives the main picture priority and a srcset, and makes the thumbnails buttons', async () => {
    const product = makeProduct();
    showProduct(product);
    const main = await screen.findByRole('img', { name: `${product.name}, picture 1 of 2` });
    expect(main.getAttribute('fetchpriority')).toBe('high');
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.getAttribute('srcset')).toContain('-1280.webp 1280w');

    fireEvent.click(screen.getByRole('button', { name: 'Show picture 2 of 2' }));
    expect(screen.getByRole('img', { name: `${product.name}, picture 2 of 2` }).getAttribute('src')).toBe(product.images[1]);
    expect(screen.getByRole('button', { name: 'Show picture 2 of 2' }).getAttribute('aria-current')).toBe('true');
  });

  it('enlarges the picture in a dialog that zooms without a mouse', async () => {
    const product = makeProduct();
    showProduct(product);
    fireEvent.click(await screen.findByRole('button', { name: /^Enlarge picture/ }));
    const dialog = screen.getByRole('dialog', { name: product.name });
    const zoom = within(dialog).getByRole('button', { name: 'Zoom in' });
    fireEvent.click(zoom);
    expect(zoom.getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).getByRole('region', { name: /Zoomed picture/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    expect(within(dialog).getByText('Picture 2 of 2')).toBeTruthy();
  });

  it("says 'Out of Stock' and offers no Buy Now at 0", async () => {
    showProduct(makeProduct({ stock: 0 }));
    expect(await screen.findByText('Out of Stock', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Out of Stock' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers Buy Now while in stock', async () => {
    showProduct(makeProduct({ stock: 1 }));
    expect(await screen.findByRole('button', { name: 'Buy Now' })).toBeTruthy();
    expect(screen.getByText('In Stock (1 Item)')).toBeTruthy();
  });

  it("offers only the product's own colours and sizes, the first chosen", async () => {
    showProduct(makeProduct({ color: ['Rose Gold', 'Yellow Gold'], size: ['6', '7'] }));
    const colour = (await screen.findByLabelText('Colour')) as HTMLSelectElement;
    const size = screen.getByLabelText('Size') as HTMLSelectElement;
    expect(Array.from(colour.options, (option) => option.value)).toEqual(['Rose Gold', 'Yellow Gold']);
    expect(colour.value).toBe('Rose Gold');
    expect(size.value).toBe('6');
  });

  it('shows a real not-found state with a way back for an unknown slug', async () => {
    vi.mocked(catalogApi.product).mockRejectedValue(new ApiError(404, 'PRODUCT_NOT_FOUND', 'This product does not exist.'));
    renderWithApp(
      <Routes>
        <Route path="/product/details/:slug" element={<ProductPage />} />
      </Routes>,
      '/product/details/no-such-piece',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this piece' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('offers Try again when the piece could not be loaded', async () => {
    const product = makeProduct();
    vi.mocked(catalogApi.product).mockRejectedValueOnce(new Error('offline'));
    vi.mocked(catalogApi.product).mockResolvedValueOnce(productDetail(product));
    renderWithApp(
      <Routes>
        <Route path="/product/details/:slug" element={<ProductPage />} />
      </Routes>,
      `/product/details/${product.slug}`,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load this piece.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeTruthy();
  });
});

describe('more to browse (spec 2)', () => {
  it("shows categories 3 to 10 as round pictures linking to their pages under 'Shop By Category'", async () => {
    const categorys = Array.from({ length: 12 }, (_, index) => ({
      _id: `cat${index + 1}`,
      name: `Category ${index + 1}`,
      slug: `category-${index + 1}`,
      image: `/uploads/categories/c${index + 1}-640.webp`,
    }));
    vi.mocked(catalogApi.categories).mockResolvedValue({ categorys });
    showProduct(makeProduct());

    const section = await screen.findByRole('region', { name: 'Shop By Category' });
    await waitFor(() => expect(within(section).getAllByRole('link')).toHaveLength(8));
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(categorys.slice(2, 10).map((category) => category.name));
    expect(links[0]?.getAttribute('href')).toBe('/category-data/category-3');
  });

  it("fills 'Product May You Like' to five: the same category first, then the catalogue from its 8th piece", async () => {
    const related = [makeProduct({ name: 'Related One' }), makeProduct({ name: 'Related Two' })];
    const catalogue = Array.from({ length: 12 }, (_, index) => makeProduct({ name: `Catalogue ${index + 1}` }));
    vi.mocked(catalogApi.homeProducts).mockResolvedValue({
      products: catalogue,
      latest_product: [],
      topRated_product: [],
      discount_product: [],
    });
    showProduct(makeProduct(), related);

    const section = await screen.findByRole('region', { name: 'Product May You Like' });
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(5));
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Related One',
      'Related Two',
      'Catalogue 8',
      'Catalogue 9',
      'Catalogue 10',
    ]);
  });
});

describe('buying (spec 2 and 5)', () => {
  it('asks a guest to sign in for Add to Cart and Buy Now, and sends nothing', async () => {
    showProduct(makeProduct());
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeTruthy();
    expect(cartApi.add).not.toHaveBeenCalled();
    expect(screen.queryByTestId('checkout-state')).toBeNull();
  });

  it('adds one piece in the chosen size and colour', async () => {
    signInAsMeera();
    vi.mocked(cartApi.get).mockResolvedValue(cartOf([]));
    vi.mocked(cartApi.add).mockResolvedValue({ message: 'Added to your cart' });
    const product = makeProduct({ color: ['Rose Gold', 'White'], size: ['6', '7'] });
    showProduct(product);

    fireEvent.change(await screen.findByLabelText('Size'), { target: { value: '7' } });
    expect((screen.getByLabelText('Colour') as HTMLSelectElement).value).toBe('White');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(cartApi.add).toHaveBeenCalledWith({ userId: MEERA.id, productId: product._id, quantity: 1, size: '7', color: 'White' }),
    );
  });

  it('takes a signed-in customer straight to checkout with that one piece', async () => {
    signInAsMeera();
    const product = makeProduct({ price: 2000, discount: 10, salePrice: 1800, color: [], size: ['Full', '8'] });
    showProduct(product);
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Now' }));

    const state = JSON.parse((await screen.findByTestId('checkout-state')).textContent ?? 'null');
    expect(state).toMatchObject({ price: 1800, shipping_fee: 0, items: 1 });
    expect(state.products).toHaveLength(1);
    expect(state.products[0].products).toEqual([
      expect.objectContaining({ productId: product._id, quantity: 1, size: 'Full', color: '' }),
    ]);
  });
});

describe('copy and share (spec 2 and 8)', () => {
  it("says 'Copied!' when the link is on the clipboard", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const product = makeProduct();
    showProduct(product);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Product Link' }));

    expect(await screen.findByRole('dialog', { name: 'Copied!' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/product/details/${product.slug}`);
  });

  it("says 'Failed!' with the spec's sentence when copying is refused", async () => {
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(() => Promise.reject(new Error('denied'))) } });
    showProduct(makeProduct());
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Product Link' }));

    const dialog = await screen.findByRole('dialog', { name: 'Failed!' });
    expect(dialog.textContent).toContain('Failed! Unable to copy the link. Please try again.');
  });

  it('says sharing is unsupported where the browser cannot share', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    showProduct(makeProduct());
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));

    const dialog = await screen.findByRole('dialog', { name: 'Share' });
    expect(dialog.textContent).toContain('Share feature is not supported in your browser. Copy the link instead!');
  });

  it("opens the device's share sheet where there is one", async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    const product = makeProduct();
    showProduct(product);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));

    await waitFor(() =>
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/product/details/${product.slug}` })),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('SPECIAL OFFERS (spec 2)', () => {
  it('shows each coupon and copies its code with a toast', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const success = vi.spyOn(toast, 'success');
    showProduct(makeProduct());

    const tile = await screen.findByRole('button', { name: /SONA10/ });
    expect(tile.textContent).toContain('10% off on orders above Rs. 1,999');
    // Another seller's coupon would take nothing off the house's piece: not offered here.
    expect(screen.queryByRole('button', { name: /KUNDAN20/ })).toBeNull();
    expect(screen.getByText(/the coupon is applied at checkout/)).toBeTruthy();
    fireEvent.click(tile);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Coupon code SONA10 copied'));
    expect(writeText).toHaveBeenCalledWith('SONA10');
  });

  it("offers a seller's piece the house's coupons and that seller's own, saying whose pieces it is for", async () => {
    showProduct(makeProduct({ sellerId: SELLER_ID, shopName: 'Jaipur Kundan Co' }));
    const own = await screen.findByRole('button', { name: /KUNDAN20/ });
    expect(own.textContent).toContain('20% off pieces from Jaipur Kundan Co');
    expect(screen.getByRole('button', { name: /SONA10/ })).toBeTruthy();
  });
});
