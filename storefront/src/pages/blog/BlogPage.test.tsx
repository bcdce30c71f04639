import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { blogApi } from '../../features/blog/api';
import { catalogApi } from '../../features/catalog/api';
import { RECENTLY_VIEWED_KEY, withViewed } from '../../features/recently-viewed/recently-viewed';
import { makeBlog } from '../../test/blogs';
import { makeProduct } from '../../test/products';
import { renderWithApp, viewMore } from '../../test/render';
import { BlogPage } from './BlogPage';

vi.mock('../../features/blog/api', () => ({ blogApi: { list: vi.fn(), post: vi.fn() } }));
vi.mock('../../features/catalog/api', () => ({ catalogApi: { categories: vi.fn(), homeProducts: vi.fn() } }));

const CATEGORIES = ['Rings', 'Earrings', 'Pendants', 'Bangles', 'Nose Pins', 'Mangalsutra', 'Anklets'].map((name, index) => ({
  _id: `c${index + 1}`,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  image: '',
}));
const CATALOGUE = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'].map((word) =>
  makeProduct({ name: `${word} Kundan Jhumka Earrings Gold Plated` }),
);

function Address() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

function showBlog(path = '/blog') {
  vi.mocked(catalogApi.categories).mockResolvedValue({ categorys: CATEGORIES });
  vi.mocked(catalogApi.homeProducts).mockResolvedValue({
    products: CATALOGUE,
    latest_product: [],
    topRated_product: [],
    discount_product: [],
  });
  return renderWithApp(
    <Routes>
      <Route
        path="/blog"
        element={
          <>
            <BlogPage />
            <Address />
          </>
        }
      />
    </Routes>,
    path,
  );
}

describe('blog list (spec 2, DECISIONS.md)', () => {
  it("shows each post's name, cover, first paragraph and Read More to /blogdetail/{slug}, newest first", async () => {
    const posts = [makeBlog(), makeBlog()];
    vi.mocked(blogApi.list).mockResolvedValue({ blogData: posts, total: 2, page: 1, perPage: 6 });
    showBlog();

    const list = await screen.findByRole('region', { name: 'Latest posts' });
    const cards = await within(list).findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('heading', { level: 3, name: posts[0]?.name })).toBeTruthy();
    expect(first.textContent).toContain(posts[0]?.description[0]);
    expect(first.textContent).not.toContain(posts[0]?.description[1]);
    expect(first.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    const more = within(first).getByRole('link', { name: `Read More: ${posts[0]?.name}` });
    expect(more.getAttribute('href')).toBe(`/blogdetail/${posts[0]?.slug}`);
    expect(blogApi.list).toHaveBeenCalledWith({ page: 1, perPage: 6, q: undefined });
  });

  it('searches the posts: the words go to the address and the server, and the results replace the list', async () => {
    vi.mocked(blogApi.list).mockImplementation(async ({ q }) =>
      q === 'silver'
        ? { blogData: [makeBlog({ name: 'Silver at Home' })], total: 1, page: 1, perPage: 6 }
        : { blogData: [makeBlog(), makeBlog()], total: 2, page: 1, perPage: 6 },
    );
    showBlog();
    await screen.findByRole('region', { name: 'Latest posts' });

    const search = screen.getByRole('search', { name: 'Blog' });
    fireEvent.change(within(search).getByRole('searchbox', { name: 'Search the blog' }), { target: { value: ' silver ' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('region', { name: 'Results for “silver”' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Silver at Home' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('?q=silver');
    expect(blogApi.list).toHaveBeenCalledWith({ page: 1, perPage: 6, q: 'silver' });
    expect((screen.getByRole('searchbox', { name: 'Search the blog' }) as HTMLInputElement).value).toBe('silver');
  });

  it('says so when nothing matches, with a way back to every post', async () => {
    vi.mocked(blogApi.list).mockResolvedValue({ blogData: [], total: 0, page: 1, perPage: 6 });
    showBlog('/blog?q=platinum');
    expect(await screen.findByText('No posts match “platinum”')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All posts' }).getAttribute('href')).toBe('/blog');
  });

  it('pages with View More when there are many posts', async () => {
    vi.mocked(blogApi.list).mockImplementation(async ({ page = 1 }) => ({
      blogData: Array.from({ length: page === 1 ? 6 : 1 }, () => makeBlog()),
      total: 7,
      page,
      perPage: 6,
    }));
    showBlog();
    const list = await screen.findByRole('region', { name: 'Latest posts' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(6));
    expect(within(list).getByText('Showing 6 of 7 posts')).toBeTruthy();

    await viewMore(list, 7);
    expect(blogApi.list).toHaveBeenLastCalledWith({ page: 2, perPage: 6, q: undefined });
    expect(within(list).queryByRole('button', { name: 'View More' })).toBeNull();
  });

  it('offers Retry when the posts could not be loaded', async () => {
    vi.mocked(blogApi.list).mockRejectedValue(new Error('Network Error'));
    showBlog();
    expect(await screen.findByText('We could not load the posts.')).toBeTruthy();
  });
});

describe('blog sidebar (spec 2 and 9)', () => {
  it('links categories 2 to 6 and lists the newest posts with names cut to 6 words', async () => {
    const long = makeBlog({ name: 'A Bride’s Guide to Mangalsutra, Maang Tikka and Bangles' });
    vi.mocked(blogApi.list).mockResolvedValue({ blogData: [long], total: 1, page: 1, perPage: 6 });
    showBlog();

    const categories = await screen.findByRole('region', { name: 'Categories' });
    await waitFor(() => expect(within(categories).getAllByRole('link')).toHaveLength(5));
    expect(within(categories).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Earrings',
      'Pendants',
      'Bangles',
      'Nose Pins',
      'Mangalsutra',
    ]);
    expect(within(categories).getByRole('link', { name: 'Nose Pins' }).getAttribute('href')).toBe('/category-data/nose-pins');

    const recent = screen.getByRole('region', { name: 'Recent Posts' });
    const link = await within(recent).findByRole('link', { name: long.name });
    expect(link.textContent).toContain('A Bride’s Guide to Mangalsutra, Maang…');
    expect(blogApi.list).toHaveBeenCalledWith({ page: 1, perPage: 5 });
  });

  it("falls back to the catalogue's products 3 to 6 when the shopper has viewed none", async () => {
    vi.mocked(blogApi.list).mockResolvedValue({ blogData: [], total: 0, page: 1, perPage: 6 });
    showBlog();

    const viewed = await screen.findByRole('region', { name: 'Recently Viewed Products' });
    await waitFor(() => expect(within(viewed).getAllByRole('link')).toHaveLength(4));
    expect(within(viewed).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      CATALOGUE.slice(2, 6).map((product) => `/product/details/${product.slug}`),
    );
    expect(within(viewed).getByText('Three Kundan Jhumka Earrings…')).toBeTruthy();
    expect(within(viewed).getAllByText('₹1,105')).toHaveLength(4);
  });

  it("shows the shopper's own recently viewed pieces, newest first, without asking for the catalogue", async () => {
    const [older, newer] = [makeProduct({ name: 'Silver Toe Ring' }), makeProduct({ name: 'Ruby Nose Stud' })];
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(withViewed(withViewed([], older), newer)));
    vi.mocked(blogApi.list).mockResolvedValue({ blogData: [], total: 0, page: 1, perPage: 6 });
    showBlog();

    const viewed = await screen.findByRole('region', { name: 'Recently Viewed Products' });
    expect(within(viewed).getAllByRole('link').map((link) => link.textContent)).toEqual(['Ruby Nose Stud', 'Silver Toe Ring']);
    expect(catalogApi.homeProducts).not.toHaveBeenCalled();
  });
});
