import { expect, type Page } from '@playwright/test';
import { SLOW } from './fixtures';

/** On the Payment step: chooses Online Payment, goes to the sandbox gateway's page and presses Pay or Fail there; answers the order's id. */
export async function payOnline(page: Page, press: 'Pay' | 'Fail'): Promise<string> {
  await page.getByRole('radio', { name: /Online Payment/ }).check();
  await expect(page.getByText('After clicking "Pay now", you will be redirected to PhonePe to complete your purchase securely.')).toBeVisible();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('button', { name: press, exact: true }).click(SLOW);
  await expect(page).toHaveURL(/\/dashboard\/order\/details\/[0-9a-f-]+\?payment=/, SLOW);
  const orderId = /details\/([0-9a-f-]+)/.exec(page.url())?.[1];
  if (orderId === undefined) throw new Error(`no order id in ${page.url()}`);
  return orderId;
}
