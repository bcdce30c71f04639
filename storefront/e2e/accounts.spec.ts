import { expect } from '@playwright/test';
import { dialog, SLOW, test } from './fixtures';
import { registerShopper, seriousViolations, signInWith } from './axe';
import { otpFrom, waitForMail } from './outbox';
import { registerInDialog } from './register';

test('a shopper registers, signs out, signs in, resets a forgotten password and signs in with the new one', async ({ page }) => {
  const email = `riya.${Date.now()}@example.com`;
  const name = 'Riya Sharma';

  // A guest opening the dashboard is asked to sign in, and can create an account from there.
  await page.goto('/dashboard-client');
  await expect(dialog(page, 'Sign In')).toBeVisible();
  await dialog(page, 'Sign In').getByRole('button', { name: 'Create account' }).click();
  const register = dialog(page, 'Create account');
  await expect(register).toBeVisible();
  await expect(dialog(page, 'Sign In')).toHaveCount(0);
  await registerInDialog(page, { name, phone: '9829012345', email, password: 'first-password-1' });

  // Registration keeps the token and closes every dialog (spec 4); the dashboard asked for the account, so the
  // shopper stays on it, signed in, rather than going home (DECISIONS.md).
  await expect(page.getByText('Welcome to Sona Jewellers! Your account is ready.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard-client$/);
  await expect(page.getByRole('heading', { name: `Hello ${name}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('customerToken'))).toMatch(/^ey/);

  // Sign out from the dashboard.
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name: `Hello ${name}` })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Logout Success')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('customerToken'))).toBeNull();

  // A wrong password is refused with the server's sentence.
  await page.goto('/login');
  // exact: the footer's newsletter has an 'Email address' box
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('first-password-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name })).toBeVisible();

  // Signed out, the wishlist asks to sign in; signed in there, the shopper stays on the wishlist.
  await page.goto('/dashboard-client');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/wishlist');
  const asked = dialog(page, 'Sign In');
  await asked.getByLabel('Email').fill(email);
  await asked.getByLabel('Password', { exact: true }).fill('first-password-1');
  await asked.getByRole('button', { name: 'Sign In' }).click();
  await expect(asked).toHaveCount(0);
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();

  // Sign out again, then forget the password.
  await page.goto('/dashboard-client');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');

  // Forgot password: e-mail, then the code from the outbox with a new password.
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const reset = dialog(page, 'Reset Password');
  await expect(reset).toBeVisible();
  await reset.getByLabel('Email').fill(email);
  await reset.getByRole('button', { name: 'Send OTP' }).click();
  await expect(reset.getByText(/OTP expires in [12]:\d\d/)).toBeVisible();
  const code = otpFrom(await waitForMail(email));

  await reset.getByLabel('OTP').fill(code);
  await reset.getByLabel('New password', { exact: true }).fill('second-password-2');
  await reset.getByLabel('Confirm password', { exact: true }).fill('second-password-3');
  await reset.getByRole('button', { name: /reset password/i }).click();
  await expect(reset.getByText('Passwords do not match')).toBeVisible();
  await reset.getByLabel('Confirm password', { exact: true }).fill('second-password-2');
  await reset.getByRole('button', { name: /reset password/i }).click();

  // Success closes Reset Password and opens Sign In; the new password works, the old one does not.
  const again = dialog(page, 'Sign In');
  await expect(again).toBeVisible();
  await expect(reset).toHaveCount(0);
  await again.getByLabel('Email').fill(email);
  // The earlier error toast first goes away (4 s, spec 9), so the next one is surely new.
  await expect(page.getByText('Invalid email or password')).toHaveCount(0);
  await again.getByLabel('Password', { exact: true }).fill('first-password-1');
  await again.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await again.getByLabel('Password', { exact: true }).fill('second-password-2');
  await again.getByRole('button', { name: 'Sign In' }).click();
  await expect(again).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name })).toBeVisible();
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

// ---------------------------------------------------------------------------------------------------------
// Accessibility (issue 5): no serious or critical axe violation on the account pages, the 404 page and the
// sign-in dialogs.

test('/login, the 404 page and a guest on /dashboard-client have no serious or critical axe violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible(SLOW);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible(SLOW);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);

  // A guest on the dashboard: the Sign In dialog over the page's own prompt.
  await page.goto('/dashboard-client');
  await expect(dialog(page, 'Sign In')).toBeVisible(SLOW);
  await expect(page.getByRole('heading', { name: 'Sign in to see your account' })).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the Sign In, Create account and Reset Password dialogs a guest opens from a product have no serious or critical axe violations', async ({ page }) => {
  await page.goto('/product/details/kundan-bangle-set-of-four');
  await expect(page.getByRole('heading', { name: 'Kundan Bangle Set of Four', level: 1 })).toBeVisible(SLOW);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const signIn = dialog(page, 'Sign In');
  await expect(signIn).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);

  // Sent empty, the form says what is missing by each box.
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  expect(await seriousViolations(page)).toEqual([]);

  await signIn.getByRole('button', { name: 'Create account' }).click();
  const register = dialog(page, 'Create account');
  await expect(register).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await register.getByRole('button', { name: 'Create account' }).click();
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(register).toHaveCount(0);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog(page, 'Reset Password')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('every tab of /dashboard-client, signed in, has no serious or critical axe violations', async ({ page }) => {
  test.setTimeout(120_000);
  const { token, name } = await registerShopper(page.request, 'Meera');
  const saved = await page.request.post('/api/home/customer/addresses', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, phone: '9812345678', address: '14 MG Road', area: 'Indiranagar', city: 'Bengaluru', province: 'Karnataka', post: '560038' },
  });
  expect(saved.ok()).toBe(true);
  await signInWith(page, token);
  const menu = page.getByRole('navigation', { name: 'Account' });

  await page.goto('/dashboard-client');
  await expect(page.getByRole('heading', { name: `Hello ${name}` })).toBeVisible(SLOW);
  await expect(page.getByRole('region', { name: 'Default address' }).getByText('14 MG Road')).toBeVisible(SLOW);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);

  // No orders yet.
  await menu.getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\?tab=orders$/);
  await expect(menu.getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'page');
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);

  // The address book, then its form for a new address, sent empty so that every box says what it needs.
  await menu.getByRole('link', { name: 'Addresses' }).click();
  const book = page.getByRole('region', { name: 'Addresses' });
  await expect(book.getByText('14 MG Road')).toBeVisible(SLOW);
  expect(await seriousViolations(page)).toEqual([]);
  await book.getByRole('button', { name: 'Add address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await expect(form).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: /save/i }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await book.getByRole('button', { name: /^Edit the address for/ }).click();
  expect(await seriousViolations(page)).toEqual([]);
});
