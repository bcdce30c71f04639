import { expect } from '@playwright/test';
import { test } from './fixtures';
import { placeCodOrder, staffToken } from '../../admin/e2e/staff';
import { registerShopper, seriousViolations, signInWith } from './axe';

type Courier = { id: string; name: string };

test("a shipped order's page shows its progress with the parcel's tracking link, and has no serious or critical axe violations", async ({ page, request }) => {
  const shopper = await registerShopper(request, 'Kavya');
  const { orderId } = await placeCodOrder(request, shopper.token);
  const staff = { Authorization: `Bearer ${await staffToken(request)}` };
  const couriers = (await (await request.get('/api/admin/couriers', { headers: staff })).json()) as Courier[];
  const delhivery = couriers.find((courier) => courier.name === 'Delhivery') as Courier;
  // Delhivery's waybills are 10 to 16 digits.
  const awb = `${Date.now()}`;
  const shipped = await request.post(`/api/admin/orders/${orderId}/shipments`, { headers: staff, data: { courierId: delhivery.id, awb } });
  expect(shipped.status()).toBe(201);

  await signInWith(page, shopper.token);
  await page.goto(`/dashboard/order/details/${orderId}`);
  const progress = page.getByRole('region', { name: 'Order progress' });
  const steps = progress.getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText('Order placed');
  await expect(steps.nth(1)).toContainText('Confirmed');
  await expect(steps.nth(2)).toContainText('Shipped');
  await expect(steps.nth(2)).toContainText(`Delhivery · AWB ${awb}`);
  const tracking = steps.nth(2).getByRole('link', { name: `Track parcel ${awb} on Delhivery (opens in a new tab)` });
  await expect(tracking).toHaveAttribute('href', `https://www.delhivery.com/track/package/${awb}`);
  await expect(tracking).toHaveAttribute('target', '_blank');
  await expect(tracking).toHaveAttribute('rel', 'noopener noreferrer');
  // Still on its way: the date it was promised by comes last.
  const order = (await (await request.get(`/api/home/customer/gat-order/${orderId}`, { headers: { Authorization: `Bearer ${shopper.token}` } })).json()) as {
    order: { expectedDeliveryDate: string };
  };
  await expect(steps.nth(3)).toContainText('Expected delivery by');
  await expect(steps.nth(3).locator('time')).toHaveAttribute('datetime', order.order.expectedDeliveryDate);
  expect(await seriousViolations(page)).toEqual([]);
});
