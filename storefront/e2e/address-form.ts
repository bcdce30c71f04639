import { expect, type Locator } from '@playwright/test';
import { SLOW } from './fixtures';

/**
 * Fills an address form with an address in New York (issue 17): the United States chosen, so the labels follow the
 * country and +1 stands before the phone; everything but the ZIP code, which the caller types.
 */
export async function fillNewYorkAddress(form: Locator, name: string): Promise<void> {
  await form.getByRole('combobox', { name: 'Country/Region' }).selectOption({ label: 'United States of America' });
  await expect(form.getByLabel('ZIP code')).toBeVisible(SLOW);
  await expect(form.getByText('+1', { exact: true })).toBeVisible();
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Phone').fill('(212) 555-0147');
  await form.getByLabel('Address', { exact: true }).fill('350 Fifth Avenue, Suite 3400');
  await form.getByLabel('City').fill('New York');
  await form.getByRole('combobox', { name: 'State' }).selectOption('New York');
}

/** An address in India as a shopper types it, the state as the list names it. */
export type IndianAddress = { phone: string; address: string; area: string; city: string; state: string; pin: string };

/**
 * Types an address in India into an address form as it starts (India chosen), from the phone down to the PIN code;
 * the name is left to the caller, which may have typed it before checking what the form refuses.
 */
export async function fillIndianAddress(form: Locator, address: IndianAddress): Promise<void> {
  await form.getByLabel('Phone').fill(address.phone);
  await form.getByLabel('Address', { exact: true }).fill(address.address);
  await form.getByLabel('Area').fill(address.area);
  await form.getByLabel('City').fill(address.city);
  await form.getByRole('combobox', { name: 'State' }).selectOption(address.state);
  await form.getByLabel('PIN code').fill(address.pin);
}
