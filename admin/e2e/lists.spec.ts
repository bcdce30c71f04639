import { expect } from '@playwright/test';
import { test } from '../../storefront/e2e/fixtures';
import { signInToConsole } from './staff';

/** The console's resources, as its side menu lists them. */
const RESOURCES = ['orders', 'products', 'gifts', 'categories', 'coupons', 'blogs', 'banners', 'reviews', 'customers', 'subscribers', 'staff'];

// A react-admin <List> that declares no sort asks ra-data-simple-rest for sort=["id","ASC"]; every list answers it.
test('every console list opens sorted by id, as a list without a sort of its own asks', async ({ page }) => {
  // Eleven pages, each loaded afresh.
  test.setTimeout(180_000);
  await signInToConsole(page);
  for (const resource of RESOURCES) {
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/admin/${resource}` && new URL(response.url()).searchParams.get('sort') === '["id","ASC"]',
    );
    await page.goto(`/admin/${resource}?filter=%7B%7D&order=ASC&page=1&perPage=25&sort=id`);
    const response = await answered;
    expect(response.status(), resource).toBe(200);
    const rows = (await response.json()) as { id: string }[];
    expect(rows.map((row) => row.id), resource).toEqual(rows.map((row) => row.id).sort());
    // The rows the server answered are shown, or the list's empty page when there are none.
    if (rows.length > 0) await expect(page.getByRole('row').nth(1), resource).toBeVisible();
    else await expect(page.getByText(/^No .* yet/), resource).toBeVisible();
    await expect(page.getByText(/sort can be on/), resource).toHaveCount(0);
  }
});
