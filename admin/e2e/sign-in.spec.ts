import { expect } from '@playwright/test';
import { test } from '../../storefront/e2e/fixtures';
import { searchList } from './staff';

const staff = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' };

test('staff sign in, find a customer and open their record; a customer is turned away', async ({ page, request }) => {
  const stamp = Date.now();
  const customer = {
    name: `Kavya Menon ${stamp}`,
    email: `kavya.${stamp}@example.com`,
    phone: '9811122233',
    password: 'kavya-password-1',
  };
  const registered = await request.post('/api/customer/customer-register', { data: customer });
  expect(registered.ok()).toBe(true);

  // The console asks for a staff sign-in before showing anything.
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText('For shop staff only')).toBeVisible();
  const email = page.getByRole('textbox', { name: 'Email' });
  const password = page.getByRole('textbox', { name: 'Password' });
  const signIn = page.getByRole('button', { name: 'Sign in' });

  // A customer's own credentials are refused with the server's sentence.
  await email.fill(customer.email);
  await password.fill(customer.password);
  await signIn.click();
  await expect(page.getByText('This account is not a staff account.')).toBeVisible();

  await email.fill(staff.email);
  await password.fill('not-the-password');
  await signIn.click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();

  await password.fill(staff.password);
  await signIn.click();
  await page.getByRole('menuitem', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/admin\/customers/);

  // Search by name, open the record.
  await searchList(page, 'Name, e-mail or phone', customer.name);
  await page.getByRole('cell', { name: customer.name }).click();
  await expect(page).toHaveURL(/\/admin\/customers\/[^/]+\/show$/);
  await expect(page.getByText(customer.email)).toBeVisible();
  await expect(page.getByText(customer.phone)).toBeVisible();

  // Console pages are real addresses: a reload stays on the record.
  await page.reload();
  await expect(page.getByText(customer.email)).toBeVisible();

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('staffToken'))).toBeNull();
});
