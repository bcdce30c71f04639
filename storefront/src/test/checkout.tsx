import { fireEvent, within } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { ModalHost } from '../app/modals/ModalHost';
import type { AddressDraft } from '../features/addresses/address-rules';
import type { SavedAddress } from '../features/addresses/api';
import type { Cart, CartLine } from '../features/cart/api';
import type { Order, OrderLine } from '../features/orders/api';
import type { Product } from '../features/catalog/api';
import { renderRouter } from './render';

/** Where the app went, and with what state: rendered by every route a test does not draw itself. */
export function Where() {
  const location = useLocation();
  return (
    <>
      <output data-testid="where">{`${location.pathname}${location.search}`}</output>
      <output data-testid="state">{JSON.stringify(location.state)}</output>
    </>
  );
}

export type Entry = string | { pathname: string; search?: string; state?: unknown };

/** The page and whichever dialog is open, as the app's layout draws them. */
function Frame() {
  return (
    <>
      <Outlet />
      <ModalHost />
    </>
  );
}

/**
 * Renders `routes` inside the app's providers, the dialog host and the toaster, starting at `entry`; every other path
 * shows <Where />.
 */
export function renderRoutes(routes: RouteObject[], entry: Entry) {
  // the toaster asks whether motion is reduced; jsdom has no media queries
  window.matchMedia ??= (media: string) =>
    ({ matches: false, media, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
  const router = createMemoryRouter([{ element: <Frame />, children: [...routes, { path: '*', element: <Where /> }] }], {
    initialEntries: [entry],
  });
  renderRouter(router, <Toaster />);
  return router;
}

export const JAIPUR: AddressDraft = {
  name: 'Meera Sharma',
  address: '14 Mahaveer Marg, near Thana Circle',
  phone: '9829012345',
  post: '302029',
  province: 'Rajasthan',
  city: 'Jaipur',
  area: 'Sanganer',
  country: 'IN',
};

/** Types `values` into the address form's text boxes (the form as drawn before the countries have loaded). */
export function fillAddress(form: HTMLElement, values = JAIPUR) {
  for (const [label, value] of [
    ['Full name', values.name],
    ['Phone', values.phone],
    ['Address', values.address],
    ['Area', values.area],
    ['City', values.city],
    ['State / Province', values.province],
    ['PIN code', values.post],
  ] as const) {
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  }
}

export function savedAddress(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return { _id: 'addr-1', ...JAIPUR, country: 'IN', isDefault: true, ...overrides };
}

export function lineOf(product: Product, quantity = 1, overrides: Partial<CartLine> = {}): CartLine {
  return {
    _id: `line-${product._id}`,
    productId: product._id,
    quantity,
    size: product.size[0] ?? '',
    color: product.color[0] ?? '',
    // added at today's price: no price-lock notice unless a test says otherwise
    addedPrice: product.salePrice,
    productInfo: product,
    ...overrides,
  };
}

/** A cart as the server answers it: in-stock lines of one shop, totals from their sale prices. */
export function cartOf(inStock: CartLine[], outOfStock: CartLine[] = [], shopName = 'Sona Jewellers'): Cart {
  const price = inStock.reduce((sum, line) => sum + line.productInfo.salePrice * line.quantity, 0);
  return {
    card_products: inStock.length === 0 ? [] : [{ shopName, sellerId: null, price, products: inStock }],
    outOfStockProduct: outOfStock,
    price,
    card_product_count: inStock.length + outOfStock.length,
    // the GST inside a 3 %-inclusive total, to the paisa (the server splits it per line; near enough for a fixture)
    gst: Math.round((price * 300) / 103) / 100,
    shipping_fee: 0,
    buy_product_item: inStock.reduce((sum, line) => sum + line.quantity, 0),
  };
}

export function orderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    _id: 'ol-1',
    productId: 'p-1',
    name: 'Kundan Bangle Pair',
    slug: 'kundan-bangle-pair',
    brand: 'Sona Heritage',
    quantity: 2,
    price: 1299,
    discount: 15,
    salePrice: 1105,
    images: ['/uploads/products/kundan-640.webp'],
    size: '2.4',
    color: 'Gold',
    shopName: 'Sona Jewellers',
    hsn: '7113',
    purity: null,
    netWeight: null,
    taxableValue: 2145.63,
    gst: 64.37,
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '7c1d2e3f-0000-4000-8000-000000000001',
    price: 1989,
    subtotal: 2210,
    couponDiscount: 221,
    couponCode: 'SONA10',
    shipping_fee: 0,
    items: 2,
    payment_status: 'unpaid',
    delivery_status: 'pending',
    payment_method: null,
    date: '2026-03-01T10:00:00.000Z',
    email: 'meera@example.in',
    shippingInfo: JAIPUR,
    products: [orderLine()],
    canCancel: true,
    canPay: true,
    cancelReason: null,
    invoice: null,
    creditNotes: [],
    displayCurrency: 'INR',
    displayRate: 1,
    timeline: [{ step: 'placed', at: '2026-03-01T10:00:00.000Z', shipment: null }],
    shipments: [],
    shippingZone: 'Jaipur city',
    expectedDeliveryDate: '2026-03-05',
    ...overrides,
  };
}
