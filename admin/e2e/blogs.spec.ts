import { expect, type APIRequestContext } from '@playwright/test';
import { test } from '../../storefront/e2e/fixtures';
import type { Schemas } from '@shop/openapi';
import { dominantChannel, openFromMenu, pngPicture, signInToConsole, searchList } from './staff';

/** The post as the shop's blog list answers it (GET /api/blog-gets, newest first). */
async function shopPost(request: APIRequestContext, name: string): Promise<Schemas['BlogDto'] | undefined> {
  const response = await request.get('/api/blog-gets', { params: { perPage: 100 } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Schemas['BlogsResponseDto']).blogData.find((post) => post.name === name);
}

test('staff write a blog post with paragraphs, a section and pictures in the console, and it appears on /blog', async ({ page, request }) => {
  const title = `Pearls and how to keep them ${Date.now()}`;

  await signInToConsole(page);
  await openFromMenu(page, 'Blogs', 'blogs');
  await page.getByRole('link', { name: 'Create' }).click();

  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByLabel('Add pictures').setInputFiles(await pngPicture('cover.png', '#1d3fbf'));
  await expect(page.getByRole('list', { name: 'Pictures' }).getByRole('img')).toHaveCount(1);

  // Two paragraphs, written in the wrong order and put right.
  await page.getByRole('textbox', { name: 'Paragraph 1' }).fill('Wipe them with a soft cloth after wearing.');
  await page.getByRole('button', { name: 'Add paragraph' }).click();
  await page.getByRole('textbox', { name: 'Paragraph 2' }).fill('Pearls are softer than any other gem.');
  await page.getByRole('button', { name: 'Move paragraph 2 up' }).click();
  await expect(page.getByRole('textbox', { name: 'Paragraph 1' })).toHaveValue('Pearls are softer than any other gem.');

  // A section: saving it without a heading is refused in the form.
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByRole('textbox', { name: 'Section 1 text' }).fill('Keep them in a pouch of their own, away from harder stones.');
  await page.getByRole('group', { name: 'Section 1 picture' }).getByLabel('Choose picture').setInputFiles(await pngPicture('pouch.png', '#c0112b'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Give the section a heading or remove it.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Section 1 heading' }).fill('Storing');

  // A second section added and removed again leaves the first as it was.
  await page.getByRole('button', { name: 'Add section' }).click();
  await expect(page.getByRole('textbox', { name: 'Section 2 heading' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove section 2' }).click();
  await expect(page.getByRole('textbox', { name: 'Section 2 heading' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/admin\/blogs(\?|$)/);
  await searchList(page, 'Title or slug', title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('img', { name: title })).toBeVisible();

  // The shop's /blog lists it first (newest first), and its page shows the paragraphs in order and the section with its picture.
  const shop = await page.context().newPage();
  await shop.goto('/blog');
  await shop.getByRole('heading', { level: 3, name: title }).getByRole('link').click();
  await expect(shop.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const paragraphs = shop.getByText(/^(Pearls are softer than any other gem\.|Wipe them with a soft cloth after wearing\.)$/);
  await expect(paragraphs).toHaveText(['Pearls are softer than any other gem.', 'Wipe them with a soft cloth after wearing.']);
  await expect(shop.getByRole('heading', { level: 2, name: 'Storing' })).toBeVisible();
  await expect(shop.getByRole('img', { name: 'Storing' })).toBeVisible();
  await shop.close();

  // What the shop's API holds: both pictures stored as uploaded, in their places.
  const post = await shopPost(request, title);
  expect(post).toMatchObject({
    name: title,
    description: ['Pearls are softer than any other gem.', 'Wipe them with a soft cloth after wearing.'],
    additionalDescription: [{ heading: 'Storing', description: 'Keep them in a pouch of their own, away from harder stones.' }],
  });
  expect(post?.images).toHaveLength(1);
  expect(post?.images[0]).toMatch(/^\/uploads\/blogs\/.+-640\.webp$/);
  expect(post?.additionalDescription[0].image).toMatch(/^\/uploads\/blogs\/.+-640\.webp$/);
  expect(await dominantChannel(request, post?.images[0] ?? '')).toBe('blue');
  expect(await dominantChannel(request, post?.additionalDescription[0].image ?? '')).toBe('red');
  const single = await request.get(`/api/single-blog/${post?.slug}`);
  expect(single.ok()).toBe(true);

  // Edit: the section's picture goes, a paragraph goes; then the post is deleted.
  await row.click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await page.getByRole('group', { name: 'Section 1 picture' }).getByRole('button', { name: 'Remove picture' }).click();
  await page.getByRole('button', { name: 'Remove paragraph 2' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs(\?|$)/);
  const edited = await shopPost(request, title);
  expect(edited?.description).toEqual(['Pearls are softer than any other gem.']);
  expect(edited?.additionalDescription).toEqual([{ heading: 'Storing', image: '', description: 'Keep them in a pouch of their own, away from harder stones.' }]);

  await page.getByRole('row').filter({ hasText: title }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  // Back on the list once the delete has answered (the edit page's own address, /admin/blogs/{id}, is not enough).
  await expect(page).toHaveURL(/\/admin\/blogs(\?|$)/);
  expect(await shopPost(request, title)).toBeUndefined();
  expect((await request.get(`/api/single-blog/${post?.slug}`)).status()).toBe(404);
});
