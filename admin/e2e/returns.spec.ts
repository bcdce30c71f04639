import { expect } from '@playwright/test';
import { test } from '../../storefront/e2e/fixtures';
import { openFromMenu, pickOption, placeCodOrder, pngPicture, registerShopper, searchList, signInToConsole, staffToken } from './staff';

type Eligibility = { lines: { lineId: string; productId: string | null; name: string; returnableQuantity: number }[]; needsRefundDetails: boolean };
type CustomerReturn = { id: string; state: string; amount: number; refundReference: string | null };

const rupees = (amount: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);

test('staff approve a customer’s return of one of two pieces with a pickup, mark it received (back in stock) and refund it; the customer’s order says refunded', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const shopperToken = await registerShopper(request, stamp);
  const shopper = { Authorization: `Bearer ${shopperToken}` };
  const email = `nisha.${stamp}@example.com`;
  const admin = { Authorization: `Bearer ${await staffToken(request)}` };

  // A delivered cash-on-delivery order of two pieces (delivering it marks it paid).
  const { orderId } = await placeCodOrder(request, shopperToken, 2);
  const reference = `#${orderId.slice(0, 8).toUpperCase()}`;
  for (const delivery_status of ['shipped', 'delivered']) {
    const moved = await request.put(`/api/admin/orders/${orderId}`, { headers: admin, data: { delivery_status } });
    expect(moved.ok()).toBe(true);
  }

  // The customer returns one piece, with a photo, the refund going to their UPI ID.
  const eligibility = (await (await request.get(`/api/order/${orderId}/returns/eligibility`, { headers: shopper })).json()) as Eligibility;
  expect(eligibility.needsRefundDetails).toBe(true);
  const line = eligibility.lines.find((candidate) => candidate.returnableQuantity > 0 && candidate.productId !== null);
  if (!line?.productId) throw new Error('Neither piece of the order can be returned.');
  const productId = line.productId;
  const policy = (await (await request.get('/api/returns/policy')).json()) as { reasons: { reason: string; label: string }[] };
  const uploaded = await request.post('/api/returns/media', { headers: shopper, multipart: { file: await pngPicture('scratch.png', '#c0392b', 640, 480) } });
  expect(uploaded.status()).toBe(201);
  const photo = (await uploaded.json()) as { id: string };
  const created = await request.post(`/api/order/${orderId}/returns`, {
    headers: shopper,
    data: {
      lines: [{ lineId: line.lineId, quantity: 1 }],
      reason: policy.reasons[0].reason,
      comment: 'The clasp came bent.',
      photoIds: [photo.id],
      refundTo: { method: 'upi', upiId: `nisha${stamp}@okaxis` },
    },
  });
  expect(created.status()).toBe(201);
  const requested = (await created.json()) as CustomerReturn;
  const amount = rupees(requested.amount);
  // The piece's stock as the console reads it: a product's, or a gift's (the demo shop sells gift boxes too).
  const stockOf = async () => {
    let piece = await request.get(`/api/admin/products/${productId}`, { headers: admin });
    if (piece.status() === 404 && ((await piece.json()) as { code: string }).code === 'PRODUCT_IS_GIFT') {
      piece = await request.get(`/api/admin/gifts/${productId}`, { headers: admin });
    }
    expect(piece.ok(), await piece.text()).toBe(true);
    return ((await piece.json()) as { stock: number }).stock;
  };

  // Staff find it in Returns by the customer's e-mail.
  await signInToConsole(page);
  await openFromMenu(page, 'Returns', 'returns');
  await searchList(page, 'E-mail, name, AWB or order #', email);
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Return', { exact: true })).toBeVisible();
  await expect(row.getByText('1 piece', { exact: true })).toBeVisible();
  await expect(row.getByText(amount)).toBeVisible();
  await expect(row.getByText('Requested', { exact: true })).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/admin/returns/${requested.id}/show$`));

  // Its page: the piece, the reason and comment, the photo (fetched with the staff token) opening full size, where the refund goes.
  await expect(page.getByRole('table', { name: 'Pieces in this return' }).getByText(line.name)).toBeVisible();
  await expect(page.getByText(policy.reasons[0].label)).toBeVisible();
  await expect(page.getByText('“The clasp came bent.”')).toBeVisible();
  const thumbnail = page.getByRole('img', { name: 'Photo 1', exact: true });
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Open photo 1 full size' }).click();
  await expect(page.getByRole('dialog', { name: 'Photo 1' }).getByRole('img', { name: 'Photo 1, full size' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('table', { name: 'Refund details' }).getByText(`nisha${stamp}@okaxis`)).toBeVisible();

  // Only the steps a requested return may take.
  const status = page.getByRole('region', { name: 'Status' });
  const steps = status.getByRole('group', { name: 'Steps' });
  await expect(steps.getByRole('button')).toHaveText(['Approve', 'Reject']);

  // Approve with the pickup: a courier and an AWB in its format (Blue Dart: 11 digits).
  const awb = String(stamp + 7).slice(-11);
  await steps.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve this return?' });
  await pickOption(approve, 'Courier', 'Blue Dart');
  await approve.getByRole('textbox', { name: 'Pickup AWB number' }).fill('ABC123');
  await expect(approve.getByText('Not a Blue Dart AWB number (format ^[0-9]{11}$)')).toBeVisible();
  await expect(approve.getByRole('button', { name: 'Approve return' })).toBeDisabled();
  await approve.getByRole('textbox', { name: 'Pickup AWB number' }).fill(awb);
  await approve.getByRole('button', { name: 'Approve return' }).click();
  await expect(page.getByText(`Return approved: Blue Dart picks it up, AWB ${awb}. The customer is mailed.`)).toBeVisible();
  await expect(status.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pickup' }).getByRole('link', { name: awb })).toBeVisible();
  await expect(steps.getByRole('button')).toHaveText(['Mark received', 'Reject']);

  // Mark received: the dialog says the piece goes back into stock, and it does.
  await steps.getByRole('button', { name: 'Mark received' }).click();
  const receive = page.getByRole('dialog', { name: 'Mark the pieces received?' });
  await expect(receive.getByText(/^The piece goes back into stock now\./)).toBeVisible();
  const stockBefore = await stockOf();
  await receive.getByRole('button', { name: 'Mark received' }).click();
  await expect(page.getByText('Received: 1 piece back in stock.')).toBeVisible();
  await expect(status.getByText('Received', { exact: true })).toBeVisible();
  // Back in stock (read just around the click: other tests, in parallel, order the same demo pieces; the exact +1 in the
  // same transaction as the step is held by the server's returns e2e).
  expect(await stockOf()).toBeGreaterThanOrEqual(stockBefore + 1);

  // Refund: paid cash on delivery, so staff record the UTR of the transfer they made.
  await steps.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: `Refund ${amount}?` });
  await expect(refund.getByRole('table', { name: 'Transfer to' }).getByText(`nisha${stamp}@okaxis`)).toBeVisible();
  await refund.getByRole('textbox', { name: 'Transfer UTR' }).fill('12345');
  await expect(refund.getByRole('button', { name: 'Record refund' })).toBeDisabled();
  const utr = String(stamp).slice(-12).padStart(12, '4');
  await refund.getByRole('textbox', { name: 'Transfer UTR' }).fill(utr);
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await expect(page.getByText(`Refund of ${amount} recorded (UTR ${utr}); the customer is mailed.`)).toBeVisible();

  // The return shows refunded with its amount and reference, its refund and credit note, and every step in its history.
  await expect(status.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(status.getByText(new RegExp(`^Refunded ${amount.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} on .*\\(ref ${utr}\\)\\.$`))).toBeVisible();
  await expect(steps).toHaveCount(0);
  const refunds = page.getByRole('table', { name: 'Refunds of this return' });
  await expect(refunds.getByRole('row').filter({ hasText: utr }).getByText(amount)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Credit note / })).toBeVisible();
  await expect(page.getByRole('table', { name: 'History' }).getByRole('row')).toHaveCount(6);

  // The order page lists the return, refunded.
  await page.getByRole('region', { name: 'Customer' }).getByRole('link', { name: reference }).click();
  const returns = page.getByRole('region', { name: 'Returns' });
  await expect(returns.getByRole('row').filter({ hasText: amount }).getByText('Refunded', { exact: true })).toBeVisible();

  // The customer's order says refunded, with the amount.
  const mine = (await (await request.get(`/api/order/${orderId}/returns`, { headers: shopper })).json()) as CustomerReturn[];
  expect(mine).toEqual([expect.objectContaining({ id: requested.id, state: 'refunded', amount: requested.amount, refundReference: utr })]);
});
