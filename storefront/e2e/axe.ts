import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

// The accessibility check shared by the storefront's specs (issue 5): axe-core over the page as it is now, and only
// its serious and critical findings fail a test.

export type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown }[] };

/**
 * Axe's serious and critical findings on the page as it is now, one line each with where they are. Running CSS
 * animations end first: a dialog fading in (Modal.css, 160 ms) has text still half transparent, which axe would
 * report as low contrast although nobody reads it then. An animation can also begin while axe reads the page (a
 * toast timing out starts fading away), so when the first reading finds something, the page is read again after
 * that animation has ended too and the second reading is the answer: a real defect is still there, a half-faded
 * frame is not.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const first = await readSerious(page);
  if (first.length === 0) return first;
  await page.waitForTimeout(250);
  return readSerious(page);
}

async function readSerious(page: Page): Promise<string[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page }).analyze();
  return (results.violations as Violation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact}: ${violation.id} (${violation.help}) at ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
}

/** Scrolls through the page so that sections drawn on approach are there, then back to the top. */
export async function drawWholePage(page: Page): Promise<void> {
  for (let step = 0; step < 30; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (atEnd) break;
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A new shopper account, registered through the shop's API: its token and id. */
export async function registerShopper(request: APIRequestContext, first = 'Farah'): Promise<{ token: string; userId: string; name: string; email: string }> {
  const stamp = `${Date.now()}${Math.round(Math.random() * 1000)}`;
  const name = `${first} Khan ${stamp}`;
  const email = `${first.toLowerCase()}.${stamp}@example.com`;
  const registered = await request.post('/api/customer/customer-register', {
    data: { name, email, phone: '9812345678', password: `${first.toLowerCase()}-password-1` },
  });
  expect(registered.ok()).toBe(true);
  const { token } = (await registered.json()) as { token: string };
  const userId = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { id: string }).id;
  return { token, userId, name, email };
}

/** Opens every page of this browser tab signed in with the token, as the shop keeps it. */
export async function signInWith(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('customerToken', value), token);
}
