import { expect, test, type APIRequestContext } from '@playwright/test';
import { openFromMenu, registerShopper, signInToConsole, staff, searchList } from './staff';

const SHIPPING = {
  name: 'Nisha Verma',
  address: '14 Residency Road, opposite the park',
  phone: '9812345678',
  post: '560025',
  province: 'Karnataka',
  city: 'Bengaluru',
  area: 'Shanthala Nagar',
};

type HomeProduct = { _id: string; name: string; stock: number };
type CartGroup = { shopName: string; sellerId: string | null; price: number; products: { _id: string; productId: string; quantity: number }[] };

/** The account id inside the shopper's token (the spec's paths name it). */
function accountId(token: string): string {
  const [, payload] = token.split('.');
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { id: string }).id;
}

/**
 * A shopper's cash-on-delivery order, placed as the shop does it: add to the cart, place the order with the cart's
 * lines, choose COD at the payment step. Answers the order's id and the piece's name.
 */
async function placeCodOrder(request: APIRequestContext, token: string): Promise<{ orderId: string; pieceName: string }> {
  const headers = { Authorization: `Bearer ${token}` };
  const userId = accountId(token);
  const home = (await (await request.get('/api/home/get-products')).json()) as { products: HomeProduct[] };
  const piece = home.products.find((product) => product.stock >= 5);
  if (!piece) throw new Error('The demo catalogue has no product with 5 or more in stock.');

  const added = await request.post('/api/home/product/add-to-card', { headers, data: { userId, productId: piece._id, quantity: 1 } });
  expect(added.ok()).toBe(true);
  const cart = (await (await request.get(`/api/home/product/get-card-product/${userId}`, { headers })).json()) as {
    card_products: CartGroup[];
    price: number;
    buy_product_item: number;
    shipping_fee: number;
  };
  expect(cart.card_products).toHaveLength(1);

  const placed = await request.post('/api/home/order/palce-order', {
    headers,
    data: {
      userId,
      price: cart.price,
      items: cart.buy_product_item,
      shipping_fee: cart.shipping_fee,
      products: cart.card_products,
      shippingInfo: SHIPPING,
      navigate: '/payment',
    },
  });
  expect(placed.status()).toBe(201);
  const { orderId } = (await placed.json()) as { orderId: string };

  const paid = await request.post('/api/order/create-payment', { headers, data: { type: 'COD', orderId, price: cart.price } });
  expect(paid.ok()).toBe(true);
  return { orderId, pieceName: piece.name };
}

/** The console's own sign-in, for changing an order behind the open page's back. */
async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', { data: staff });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

test('staff move an order to the warehouse in the console and the shopper’s filter shows it; a stale step is refused with the server’s sentence', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const shopperToken = await registerShopper(request, stamp);
  const email = `nisha.${stamp}@example.com`;
  const { orderId, pieceName } = await placeCodOrder(request, shopperToken);
  const reference = `#${orderId.slice(0, 8).toUpperCase()}`;

  // Staff find the new order by the shopper's e-mail, placed and unpaid, cash on delivery.
  await signInToConsole(page);
  await openFromMenu(page, 'Orders', 'orders');
  await searchList(page, 'E-mail, name or order #', email);
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Cash on delivery')).toBeVisible();
  await expect(row.getByText('Placed', { exact: true })).toBeVisible();
  await expect(row.getByText('Unpaid', { exact: true })).toBeVisible();
  await row.click();

  // The order page: the piece, the address, and only the steps the server allows from 'placed'.
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}/show$`));
  await expect(page.getByRole('heading', { name: 'Pieces' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Pieces ordered' }).getByRole('link', { name: pieceName })).toBeVisible();
  await expect(page.getByText(SHIPPING.address)).toBeVisible();
  await expect(page.getByText('Cash on delivery: no online payment.')).toBeVisible();
  const delivery = page.getByRole('region', { name: 'Delivery status' });
  await expect(delivery.getByRole('button')).toHaveText(['Move to warehouse', 'Mark shipped', 'Cancel order']);

  await delivery.getByRole('button', { name: 'Move to warehouse' }).click();
  await expect(page.getByText(`Order ${reference} is now at the warehouse.`)).toBeVisible();
  await expect(delivery.getByText('Warehouse', { exact: true })).toBeVisible();
  await expect(delivery.getByRole('button')).toHaveText(['Mark shipped', 'Cancel order']);

  // The shopper, in a browser of their own, filters My Orders by 'warehouse' and finds it.
  const shopper = await browser.newContext({ baseURL });
  await shopper.addInitScript((token) => localStorage.setItem('customerToken', token), shopperToken);
  const shop = await shopper.newPage();
  await shop.goto('/dashboard-client');
  await shop.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Orders' }).click();
  await shop.getByLabel('Order status').selectOption({ label: 'Warehouse' });
  await expect(shop).toHaveURL(/status=warehouse/);
  const mine = shop.getByRole('row').filter({ hasText: reference });
  await expect(mine).toBeVisible();
  await expect(mine.getByText(/warehouse/i)).toBeVisible();
  await shopper.close();

  // Meanwhile another admin ships it; the page still offers Cancel, and the server refuses it in its own words.
  const shipped = await request.put(`/api/admin/orders/${orderId}`, {
    headers: { Authorization: `Bearer ${await staffToken(request)}` },
    data: { delivery_status: 'shipped' },
  });
  expect(shipped.ok()).toBe(true);
  await delivery.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Cancel this order?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('This order can no longer be marked cancelled: it is shipped.')).toBeVisible();

  // A reload shows the order as the server has it: shipped, one step left.
  await page.reload();
  await expect(delivery.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(delivery.getByRole('button')).toHaveText(['Mark delivered']);
});

test('the console opens on the dashboard: today’s figures, orders by status leading to the filtered list, and low stock leading to the product or the gift', async ({
  page,
  request,
}) => {
  await signInToConsole(page);
  await expect(page).toHaveURL(/\/admin\/?$/);
  const figures = (await (await request.get('/api/admin/dashboard', { headers: { Authorization: `Bearer ${await staffToken(request)}` } })).json()) as {
    lowStock: { _id: string; name: string; isGift: boolean }[];
  };

  await expect(page.getByRole('region', { name: 'Orders today' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Revenue today' }).getByText(/^₹[\d,]+\.\d\d$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Newsletter' }).getByText('Addresses subscribed')).toBeVisible();

  // The demo catalogue has sold-out pieces, one of them a gift box: a piece opens its product page, the gift its gift page.
  const piece = figures.lowStock.find((product) => !product.isGift);
  const gift = figures.lowStock.find((product) => product.isGift);
  if (!piece || !gift) throw new Error('The dashboard lists no sold-out piece or no sold-out gift of the demo catalogue.');
  const lowStock = page.getByRole('list', { name: 'Products running low' });
  await expect(lowStock.getByRole('listitem')).toHaveCount(figures.lowStock.length);
  await lowStock.getByRole('link', { name: piece.name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${piece._id}$`));
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(piece.name);
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await lowStock.getByRole('link', { name: gift.name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/gifts/${gift._id}$`));
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(gift.name);

  // A status opens the orders list filtered to it.
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await page.getByRole('region', { name: 'Orders by status' }).getByRole('link', { name: /^Warehouse: \d+$/ }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?/);
  await expect(page.getByRole('combobox', { name: 'Delivery' })).toHaveText('Warehouse');
});
