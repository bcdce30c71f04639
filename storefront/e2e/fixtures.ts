import { test as base, type Page } from '@playwright/test';

/**
 * The storefront's home, category and product pages are drawn on the server (issue 19): they are on screen, buttons and
 * all, before the app's code has taken them over, and a click in between does nothing. A shopper's next click works;
 * a test's would be lost. So after a storefront page loads, `page.goto` and `page.reload` wait until the app says it
 * has taken the page over (`html[data-app="ready"]`, app/start.tsx). The console (/admin) is left alone.
 */
async function untilTakenOver(page: Page): Promise<void> {
  if (new URL(page.url()).pathname.startsWith('/admin')) return;
  if ((await page.locator('#root').count()) === 0) return;
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
}

/** For a busy machine: every wait with it is generous, none is a speed assertion. */
export const SLOW = { timeout: 30_000 };

/** A dialog by its accessible name. */
export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The signed-in shopper's account menu in the header. */
export const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Your account' });

/** Playwright's `test`, whose `page` waits for the app after every full load it asks for (untilTakenOver). */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await untilTakenOver(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await untilTakenOver(page);
      return response;
    };
    await provide(page);
  },
});
