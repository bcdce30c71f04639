import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogApi } from '../../features/blog/api';
import { catalogApi } from '../../features/catalog/api';
import { contentApi } from '../../features/content/api';
import { makeBlog } from '../../test/blogs';
import { renderWithApp } from '../../test/render';
import { BlogTeaser } from './BlogTeaser';
import { HomePage } from './HomePage';

vi.mock('../../features/blog/api', () => ({ blogApi: { list: vi.fn(), post: vi.fn() } }));
vi.mock('../../features/catalog/api', () => ({
  catalogApi: { homeProducts: vi.fn(), categories: vi.fn(), queryProducts: vi.fn(), product: vi.fn(), suggestions: vi.fn() },
}));
vi.mock('../../features/content/api', () => ({ contentApi: { banners: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
});

const TWENTY_FIVE_WORDS = Array.from({ length: 25 }, (_, index) => `word${index + 1}`);

describe("home page's blog teaser (spec 2 and 9)", () => {
  it('slides through the newest posts, each with its cover, name, description cut to 20 words and Read More', async () => {
    const post = makeBlog({ description: [TWENTY_FIVE_WORDS.slice(0, 10).join(' '), TWENTY_FIVE_WORDS.slice(10).join(' ')] });
    vi.mocked(blogApi.list).mockResolvedValue({ blogData: [post, makeBlog()], total: 2, page: 1, perPage: 8 });
    renderWithApp(<BlogTeaser />);

    const slider = await screen.findByRole('region', { name: 'Latest blog posts' });
    const cards = within(slider).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: post.name })).toBeTruthy();
    expect(within(first).getByText(`${TWENTY_FIVE_WORDS.slice(0, 20).join(' ')}…`)).toBeTruthy();
    expect(within(first).getByRole('link', { name: `Read More: ${post.name}` }).getAttribute('href')).toBe(
      `/blogdetail/${post.slug}`,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'The Latest in Jewellery Trends' })).toBeTruthy();
    expect(blogApi.list).toHaveBeenCalledWith({ page: 1, perPage: 8 });
  });

  it('offers Retry when the posts could not be loaded', async () => {
    vi.mocked(blogApi.list).mockRejectedValue(new Error('Network Error'));
    renderWithApp(<BlogTeaser />);
    expect(await screen.findByText('We could not load the latest posts.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks for its posts only when it comes near, after the three calls of the first screen', async () => {
    const reports: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          reports.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const never = () => new Promise<never>(() => undefined);
    vi.mocked(catalogApi.homeProducts).mockReturnValue(never());
    vi.mocked(catalogApi.categories).mockReturnValue(never());
    vi.mocked(contentApi.banners).mockReturnValue(never());
    vi.mocked(blogApi.list).mockResolvedValue({ blogData: [makeBlog({ name: 'Quiet Gold' })], total: 1, page: 1, perPage: 8 });
    renderWithApp(<HomePage />);

    expect(catalogApi.homeProducts).toHaveBeenCalledTimes(1);
    expect(catalogApi.categories).toHaveBeenCalledTimes(1);
    expect(contentApi.banners).toHaveBeenCalledTimes(1);
    expect(blogApi.list).not.toHaveBeenCalled();

    act(() => {
      for (const report of [...reports]) report([{ isIntersecting: true }]);
    });
    expect(await screen.findByRole('heading', { name: 'Quiet Gold' })).toBeTruthy();
    expect(blogApi.list).toHaveBeenCalledTimes(1);
  });
});
