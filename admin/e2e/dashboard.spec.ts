import { expect, type Page } from '@playwright/test';
import { test } from '../../storefront/e2e/fixtures';
import { signInToConsole, staff } from './staff';

type Sales = {
  days: { date: string; orders: number; revenue: number }[];
  today: { orders: number; revenue: number };
  sameTimeLastWeek: { orders: number; revenue: number };
  topSellers: { _id: string; name: string; isGift: boolean; units: number; revenue: number }[];
};

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/**
 * Signs in and answers the sales the dashboard was given: other journeys place orders meanwhile, so the page is
 * checked against the very answer it shows, not a later one.
 */
async function openDashboard(page: Page): Promise<Sales> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/dashboard' && response.request().method() === 'GET');
  await signInToConsole(page);
  const answer = await answered;
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { sales: Sales }).sales;
}

test('the dashboard shows the demo shop’s 30 days of sales as a chart and as a table, the best sellers leading to their pages, and today against last week in words', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  const sales = await openDashboard(page);
  // The demo order history: sales on most of the 30 days.
  expect(sales.days).toHaveLength(30);
  expect(sales.days.filter((day) => day.orders > 0).length).toBeGreaterThan(20);
  const totalOrders = sales.days.reduce((sum, day) => sum + day.orders, 0);

  // The chart, summed up in its caption, and the same numbers as a table at a press.
  const chart = page.getByRole('region', { name: 'Sales, last 30 days' });
  const figure = chart.getByRole('figure');
  await expect(figure).toHaveAccessibleName(new RegExp(`^Revenue \\(bars\\) and orders \\(line\\) per day from .+: ₹[\\d,.]+ from ${totalOrders} orders\\.$`));
  await expect(figure.locator('svg').first()).toBeVisible();
  await expect(figure.getByRole('list').getByRole('listitem')).toHaveText(['Revenue', 'Orders']);
  await chart.getByRole('button', { name: 'Show as table' }).click();
  const table = chart.getByRole('table', { name: 'Sales per day' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(30);
  for (const [index, day] of sales.days.entries()) {
    await expect(rows.nth(index).getByRole('cell')).toHaveText([String(day.orders), rupees.format(day.revenue)]);
  }
  await expect(table.locator('tfoot tr').getByRole('cell')).toHaveText([String(totalOrders), /^₹/]);
  await chart.getByRole('button', { name: 'Show as chart' }).click();
  await expect(table).toHaveCount(0);

  // Today against the same time last week, said in words.
  for (const tile of ['Orders today', 'Revenue today']) {
    await expect(page.getByRole('region', { name: tile }).getByText(/^(Up|Down|Same).* last \w+day at this time/)).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Orders today' }).getByText(String(sales.today.orders), { exact: true })).toBeVisible();

  // The best sellers, most pieces first, each opening its product's page in the console.
  const best = page.getByRole('list', { name: 'Best sellers, last 30 days' });
  expect(sales.topSellers.length).toBeGreaterThanOrEqual(5);
  await expect(best.getByRole('listitem')).toHaveCount(sales.topSellers.length);
  await expect(best.getByRole('link')).toHaveText(sales.topSellers.map((piece) => piece.name));
  const top = sales.topSellers[0];
  await expect(best.getByRole('listitem').first()).toContainText(`${top.units} ${top.units === 1 ? 'piece' : 'pieces'} · ${rupees.format(top.revenue)}`);
  await best.getByRole('link', { name: top.name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${top.isGift ? 'gifts' : 'products'}/${top._id}$`));
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(top.name);

  expect(problems).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard fits the screen: the chart, its table and the best sellers without sideways scrolling', async ({ page }) => {
    // Signed in on the phone itself: the side menu stays folded away.
    await page.goto('/admin/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(staff.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(staff.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const chart = page.getByRole('region', { name: 'Sales, last 30 days' });
    await expect(chart.getByRole('figure').locator('svg').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Best sellers, last 30 days' }).getByRole('link').first()).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect((await chart.boundingBox())?.width).toBeLessThanOrEqual(390);
    await chart.getByRole('button', { name: 'Show as table' }).click();
    await expect(chart.getByRole('table', { name: 'Sales per day' }).locator('tbody tr')).toHaveCount(30);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
