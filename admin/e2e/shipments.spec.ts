import { expect } from '@playwright/test';
import { test } from '../../storefront/e2e/fixtures';
import { pickOption, placeCodOrder, registerShopper, signInToConsole } from './staff';

test('staff ship an order from the console with a courier and AWB, see its tracking link, and mark it delivered', async ({ page, request }) => {
  const stamp = Date.now();
  const shopperToken = await registerShopper(request, stamp);
  const { orderId, pieceName } = await placeCodOrder(request, shopperToken);
  // Blue Dart's AWB numbers have 11 digits.
  const awb = String(stamp).slice(-11);

  await signInToConsole(page);
  await page.goto(`/admin/orders/${orderId}/show`);
  const shipments = page.getByRole('region', { name: 'Shipments' });
  await expect(shipments.getByText('Not shipped yet.')).toBeVisible();

  const form = shipments.getByRole('form', { name: 'Ship' });
  await pickOption(form, 'Courier', 'Blue Dart');
  // A number out of the courier's format is caught as it is typed.
  await form.getByRole('textbox', { name: 'AWB number' }).fill('ABC123');
  await expect(form.getByText('Not a Blue Dart AWB number (format ^[0-9]{11}$)')).toBeVisible();
  await expect(form.getByRole('button', { name: /^Ship/ })).toBeDisabled();
  await form.getByRole('textbox', { name: 'AWB number' }).fill(awb);
  await form.getByRole('spinbutton', { name: 'Weight (grams)' }).fill('35');
  await expect(form.getByRole('checkbox', { name: new RegExp(pieceName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeChecked();
  await form.getByRole('button', { name: 'Ship these pieces' }).click();
  await expect(page.getByText(`Shipped by Blue Dart, AWB ${awb}; the customer is mailed the tracking link.`)).toBeVisible();

  // The parcel, its tracking link, and the order now shipped.
  const parcels = shipments.getByRole('table', { name: 'Parcels' });
  const tracking = parcels.getByRole('link', { name: awb });
  await expect(tracking).toHaveAttribute('href', `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=${awb}`);
  await expect(tracking).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(parcels.getByText('35 g · 1 package')).toBeVisible();
  await expect(shipments.getByRole('form', { name: 'Ship' })).toHaveCount(0);
  const delivery = page.getByRole('region', { name: 'Delivery status' });
  await expect(delivery.getByText('Shipped', { exact: true })).toBeVisible();

  await parcels.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(page.getByText(`Parcel ${awb} marked delivered.`)).toBeVisible();
  await expect(delivery.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(parcels.getByText(/^Delivered /)).toBeVisible();
});
