import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { blogApi } from '../../features/blog/api';
import { makeBlog } from '../../test/blogs';
import { renderWithApp } from '../../test/render';
import { BlogTeaser } from './BlogTeaser';

vi.mock('../../features/blog/api', () => ({ blogApi: { list: vi.fn(), post: vi.fn() } }));

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
});
