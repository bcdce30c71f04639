import type { Page } from '@playwright/test';

export type NewShopper = { name: string; phone: string; email: string; password: string };

/** Fills the open 'Create account' dialog as a shopper would, and sends it. */
export async function registerInDialog(page: Page, shopper: NewShopper): Promise<void> {
  const register = page.getByRole('dialog', { name: 'Create account' });
  await register.getByLabel('Full name').fill(shopper.name);
  await register.getByLabel('Phone').fill(shopper.phone);
  await register.getByLabel('Email').fill(shopper.email);
  await register.getByLabel('Password', { exact: true }).fill(shopper.password);
  await register.getByRole('button', { name: 'Create account' }).click();
}
