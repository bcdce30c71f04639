import { expect, type Page } from '@playwright/test';
import { test } from '../../storefront/e2e/fixtures';
import { openFromMenu, pickOption, pngPicture, productRow, saveProduct, searchList, signInToConsole } from './staff';

/** Signs out through the profile menu, back to the login page. */
async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test('an admin adds a seller who signs in, sees only their own products, adds one the admin then sees under their shop, and never sees Customers or Staff; deleting the seller hands the piece to the house shop', async ({
  page,
}) => {
  // Two accounts' whole journeys through the console, signing in and out three times: about a minute on a busy machine.
  test.setTimeout(150_000);
  const stamp = Date.now();
  const seller = { name: `Jaipur Gems ${stamp}`, email: `jaipur.gems.${stamp}@example.com`, password: 'jaipur-gems-1' };
  const piece = `Jaipur Kundan Pendant ${stamp}`;

  // The admin adds the seller.
  await signInToConsole(page);
  await openFromMenu(page, 'Staff', 'staff');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(seller.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(seller.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('short');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The password must be 8 to 128 characters.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password' }).fill(seller.password);
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveText('Seller');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/staff(\?|$)/);
  await searchList(page, 'Name, e-mail or phone', seller.email);
  const staffRow = page.getByRole('row').filter({ hasText: seller.name });
  await expect(staffRow.getByText('Seller')).toBeVisible();
  await expect(staffRow.getByRole('cell', { name: '0', exact: true })).toBeVisible();
  await signOut(page);

  // The seller signs in: no Customers, no Staff, no Banners (the house's), none of the house's coupons, and no product but their own.
  await page.getByRole('textbox', { name: 'Email' }).fill(seller.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(seller.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('menuitem', { name: 'Products' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Customers' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Staff' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Banners' })).toHaveCount(0);
  await openFromMenu(page, 'Coupons', 'coupons');
  await expect(page.getByText('No Coupons yet.')).toBeVisible();
  await openFromMenu(page, 'Products', 'products');
  await expect(page.getByText('No Products yet.')).toBeVisible();

  // They add a piece of their own.
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page.getByRole('textbox', { name: 'Shop name' })).toHaveCount(0);
  await page.getByLabel('Add pictures').setInputFiles([await pngPicture('pendant.png', '#b8860b')]);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(piece);
  await pickOption(page, 'Category', 'Pendants', true);
  await pickOption(page, 'For', 'Women');
  await page.getByRole('spinbutton', { name: 'Price' }).fill('8499');
  await page.getByRole('spinbutton', { name: 'Stock' }).fill('4');
  await saveProduct(page);
  // Their list holds that piece and nothing else.
  await expect(page.getByRole('row').filter({ hasText: piece })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await signOut(page);

  // The admin finds the piece under the seller's shop name.
  await signInToConsole(page);
  await openFromMenu(page, 'Products', 'products');
  await expect((await productRow(page, piece)).getByRole('cell', { name: seller.name, exact: true })).toBeVisible();

  // Deleting the seller asks first, saying what becomes of the piece; then it is the house shop's.
  await openFromMenu(page, 'Staff', 'staff');
  await searchList(page, 'Name, e-mail or phone', seller.email);
  await page.getByRole('row').filter({ hasText: seller.name }).getByRole('cell', { name: seller.name }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(seller.email);
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText(`Delete ${seller.name}?`)).toBeVisible();
  await expect(
    confirm.getByText(
      `${seller.name} will no longer be able to sign in to the console. Their 1 product will pass to the house shop, Sona Jewellers, and stay on sale under its name; past orders keep their shop.`,
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/admin\/staff(\?|$)/);
  await expect(page.getByRole('row').filter({ hasText: seller.name })).toHaveCount(0);

  await openFromMenu(page, 'Products', 'products');
  await expect((await productRow(page, piece)).getByRole('cell', { name: 'Sona Jewellers', exact: true })).toBeVisible();
});
