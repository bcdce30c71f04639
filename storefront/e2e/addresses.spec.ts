import type { Schemas } from '@shop/openapi';
import { expect } from '@playwright/test';
import { SLOW, test } from './fixtures';
import { fillNewYorkAddress } from './address-form';
import { registerShopper, seriousViolations, signInWith } from './axe';

type AddressesAnswer = Schemas['AddressesResponseDto'];

test('the address book: an Indian PIN fills city and state, and an address in the United States is saved (issue 17)', async ({ page }) => {
  test.setTimeout(120_000);
  const { token, name } = await registerShopper(page.request, 'Kavya');
  await signInWith(page, token);
  await page.goto('/dashboard-client?tab=addresses');
  const book = page.getByRole('region', { name: 'Addresses' });
  await book.getByRole('button', { name: 'Add address' }).click(SLOW);

  // India, as the form starts: six digits of PIN fill the city and the state from India Post's directory.
  const form = page.getByRole('form', { name: 'New address' });
  await expect(form.getByRole('combobox', { name: 'Country/Region' })).toHaveValue('IN');
  await expect(form.getByRole('combobox', { name: 'State' })).toBeVisible(SLOW);
  await form.getByLabel('PIN code').fill('302029');
  await expect(form.getByLabel('City')).toHaveValue('Jaipur', SLOW);
  await expect(form.getByRole('combobox', { name: 'State' })).toHaveValue('Rajasthan');
  await expect(form.getByText('Jaipur, Rajasthan')).toBeVisible();
  // A PIN India Post does not have is refused at the field before anything is sent.
  await form.getByLabel('PIN code').fill('999999');
  await expect(form.getByText('No PIN code 999999 in India.')).toBeVisible(SLOW);
  await form.getByLabel('PIN code').fill('302029');
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Phone').fill('98290 12345');
  await form.getByLabel('Address', { exact: true }).fill('14 Mahaveer Marg');
  await form.getByLabel('Area').fill('Sanganer');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(book.getByText('Jaipur, Rajasthan 302029')).toBeVisible(SLOW);
  await expect(book.getByText('Phone +919829012345')).toBeVisible();

  // Abroad: the labels follow the country, the state comes from its list, +1 stands before the phone.
  await book.getByRole('button', { name: 'Add address' }).click();
  const abroad = page.getByRole('form', { name: 'New address' });
  await fillNewYorkAddress(abroad, 'Emily Carter');
  // A ZIP code of the wrong shape passes the form's rule but not the server's: its sentence shows at the field.
  await abroad.getByLabel('ZIP code').fill('1011');
  await abroad.getByRole('button', { name: 'Save address' }).click();
  await expect(abroad.getByText('post "1011" is not a ZIP code of United States of America')).toBeVisible(SLOW);
  await expect(abroad.getByLabel('ZIP code')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await abroad.getByLabel('ZIP code').fill('10118');
  await abroad.getByRole('button', { name: 'Save address' }).click();
  await expect(book.getByText('New York, New York 10118')).toBeVisible(SLOW);
  await expect(book.getByText('United States', { exact: true })).toBeVisible();

  const saved = await page.request.get('/api/home/customer/addresses', { headers: { authorization: `Bearer ${token}` } });
  const { addresses } = (await saved.json()) as AddressesAnswer;
  expect(addresses.find((address) => address.country === 'US')).toMatchObject({ phone: '+12125550147', post: '10118', province: 'New York', area: '' });
  expect(addresses.find((address) => address.country === 'IN')).toMatchObject({ post: '302029', city: 'Jaipur', province: 'Rajasthan' });
  expect(await seriousViolations(page)).toEqual([]);
});
