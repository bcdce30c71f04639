import { expect } from '@playwright/test';
import { test } from '../../storefront/e2e/fixtures';
import { SHIPPING, openFromMenu, placeCodOrder, registerShopper, signInToConsole, searchList, staffToken } from './staff';

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

test('an order owing a cash-on-delivery refund offers no Mark refunded: the page says where the refund is made, and recording the transfer’s UTR marks it refunded', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const shopperToken = await registerShopper(request, stamp);
  const { orderId } = await placeCodOrder(request, shopperToken);
  const headers = { Authorization: `Bearer ${await staffToken(request)}` };
  // Delivered (the cash collected: paid), then owed back.
  for (const data of [{ delivery_status: 'shipped' }, { delivery_status: 'delivered' }, { payment_status: 'refund_pending' }]) {
    expect((await request.put(`/api/admin/orders/${orderId}`, { headers, data })).ok()).toBe(true);
  }
  // Behind the page's back, the status change refuses refunded in its own words.
  const byHand = await request.put(`/api/admin/orders/${orderId}`, { headers, data: { payment_status: 'refunded' } });
  expect(byHand.status()).toBe(409);

  await signInToConsole(page);
  await page.goto(`/admin/orders/${orderId}/show`);
  const payment = page.getByRole('region', { name: 'Payment status' });
  await expect(payment.getByText('Refund pending', { exact: true })).toBeVisible();
  await expect(payment.getByText('Refunded once the transfers recorded under Refunds, each with its UTR, add up to the total.')).toBeVisible();
  await expect(payment.getByRole('button')).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Record manual refund' });
  await form.getByLabel('Transfer UTR').fill('412345678901');
  await form.getByRole('button', { name: 'Record manual refund' }).click();
  await expect(page.getByText('Manual refund recorded (UTR 412345678901); the customer is mailed.')).toBeVisible();
  await expect(payment.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(payment.getByText(/add up to the total/)).toHaveCount(0);
});
