import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { blogApi } from '../../features/blog/api';
import { catalogApi } from '../../features/catalog/api';
import { makeBlog } from '../../test/blogs';
import { makeProduct } from '../../test/products';
import { renderWithApp } from '../../test/render';
import { BlogDetailPage } from './BlogDetailPage';

vi.mock('../../features/blog/api', () => ({ blogApi: { list: vi.fn(), post: vi.fn() } }));
vi.mock('../../features/catalog/api', () => ({ catalogApi: { categories: vi.fn(), homeProducts: vi.fn() } }));

function showPost(slug: string) {
  vi.mocked(blogApi.list).mockResolvedValue({ blogData: [], total: 0, page: 1, perPage: 5 });
  vi.mocked(catalogApi.categories).mockResolvedValue({ categorys: [] });
  vi.mocked(catalogApi.homeProducts).mockResolvedValue({
    products: [makeProduct()],
    latest_product: [],
    topRated_product: [],
    discount_product: [],
  });
  return renderWithApp(
    <>
      <Routes>
        <Route path="/blogdetail/:slug" element={<BlogDetailPage />} />
      </Routes>
      <Where />
    </>,
    `/blogdetail/${slug}`,
  );
}

/** The address the page is at. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

describe('blog post (spec 2)', () => {
  it('moves a post asked for by a slug it had before to its own address, without asking for it again', async () => {
    const post = makeBlog();
    vi.mocked(blogApi.post).mockReset().mockResolvedValue({ blogData: post });
    showPost('an-old-name-of-the-post');

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/blogdetail/${post.slug}`));
    expect(within(await screen.findByRole('article')).getByRole('heading', { level: 1, name: post.name })).toBeTruthy();
    expect(blogApi.post).toHaveBeenCalledTimes(1);
    expect(blogApi.post).toHaveBeenCalledWith('an-old-name-of-the-post');
  });

  it('shows the cover, the name, the first three paragraphs, then every section with heading, picture and text', async () => {
    const post = makeBlog();
    vi.mocked(blogApi.post).mockResolvedValue({ blogData: post });
    showPost(post.slug);

    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1, name: post.name })).toBeTruthy();
    expect(within(article).getByRole('img', { name: post.name }).getAttribute('src')).toBe(post.images[0]);
    expect(document.title).toBe(`${post.name} | Sona Jewellers`);
    expect(blogApi.post).toHaveBeenCalledWith(post.slug);

    const text = article.textContent ?? '';
    for (const paragraph of post.description.slice(0, 3)) expect(text).toContain(paragraph);
    expect(text).not.toContain(post.description[3]);

    const sections = within(article).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(['A gentle clean for everyday pieces', 'What to avoid']);
    const picture = within(article).getByRole('img', { name: 'A gentle clean for everyday pieces' });
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect(picture.getAttribute('srcset')).toContain('-1280.webp 1280w');
    expect(within(article).queryByRole('img', { name: 'What to avoid' })).toBeNull();
    expect(within(article).getByText('Mix a few drops of mild dish soap in lukewarm water.')).toBeTruthy();
    expect(within(article).getByText('Rinse, then dry it completely.')).toBeTruthy();
    expect(within(article).getByText('Toothpaste leaves fine scratches on polished silver.')).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Recently Viewed Products' })).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Blog' })).toBeTruthy();
  });

  it("says 'No image available' for a post without pictures", async () => {
    const post = makeBlog({ images: [] });
    vi.mocked(blogApi.post).mockResolvedValue({ blogData: post });
    showPost(post.slug);
    expect(await screen.findByText('No image available')).toBeTruthy();
  });

  it('has a real not-found state for an unknown slug', async () => {
    vi.mocked(blogApi.post).mockRejectedValue(new ApiError(404, 'BLOG_NOT_FOUND', 'Blog not found'));
    showPost('no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this post' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All posts' }).getAttribute('href')).toBe('/blog');
    expect(document.title).toBe('Post not found | Sona Jewellers');
  });

  it('offers Retry when the post could not be loaded', async () => {
    vi.mocked(blogApi.post).mockRejectedValueOnce(new ApiError(503, 'UNAVAILABLE', 'Try later'));
    showPost('silver-care');
    expect(await screen.findByText('We could not load this post.', {}, { timeout: 5000 })).toBeTruthy();
    vi.mocked(blogApi.post).mockResolvedValue({ blogData: makeBlog({ name: 'Back again' }) });
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Back again' })).toBeTruthy();
  });
});
