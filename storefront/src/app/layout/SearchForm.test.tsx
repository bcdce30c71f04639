import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { SUGGESTION_DEBOUNCE_MS } from '../../constants';
import { catalogApi, type Suggestion } from '../../features/catalog/api';
import { renderWithApp } from '../../test/render';
import { SearchForm } from './SearchForm';

vi.mock('../../api/client', async (original) => (await import('../../test/mock-client')).clientWithoutSession(original));
vi.mock('../../features/catalog/api', () => ({
  catalogApi: { categories: vi.fn(), suggestions: vi.fn() },
}));

const BANGLES: Suggestion[] = [
  { name: 'Kundan Bangle Pair', slug: 'kundan-bangle-pair', category: 'Bangles', image: '/uploads/products/kundan-640.webp' },
  { name: 'Oxidised Silver Bangle', slug: 'oxidised-silver-bangle', category: 'Bangles', image: '' },
  { name: 'Rose Gold Bangle Set', slug: 'rose-gold-bangle-set', category: 'Bangles', image: '/uploads/products/rose-640.webp' },
];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderSearch() {
  renderWithApp(
    <>
      <SearchForm />
      <Where />
      <p>Elsewhere on the page</p>
    </>,
  );
  return screen.getByRole('combobox', { name: 'Search for jewellery' });
}

function type(box: HTMLElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
}

function suggestionOptions() {
  return within(screen.getByRole('listbox', { name: 'Suggestions' })).getAllByRole('option');
}

async function openWithBangles() {
  vi.mocked(catalogApi.suggestions).mockResolvedValue({ suggestions: BANGLES });
  const box = renderSearch();
  box.focus();
  type(box, 'bang');
  await screen.findByRole('listbox', { name: 'Suggestions' });
  return box;
}

beforeEach(() => {
  vi.mocked(catalogApi.categories).mockResolvedValue({
    categorys: [
      { _id: 'c1', name: 'Bangles', slug: 'bangles', image: '' },
      { _id: 'c2', name: 'Nose Pins', slug: 'nose-pins', image: '' },
    ],
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('header search: category dropdown and submit', () => {
  it("offers 'All categories' and every category of the shop", async () => {
    renderSearch();
    const select = screen.getByRole('combobox', { name: 'Category' });
    await within(select).findByRole('option', { name: 'Nose Pins' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All categories',
      'Bangles',
      'Nose Pins',
    ]);
  });

  it("sends Enter in the box to the listing with spec 2's route shape", async () => {
    const box = renderSearch();
    const select = screen.getByRole('combobox', { name: 'Category' });
    await within(select).findByRole('option', { name: 'Nose Pins' });
    fireEvent.change(select, { target: { value: 'Nose Pins' } });
    type(box, 'gold stud');
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('where').textContent).toBe('/products/search?category=Nose%20Pins&&value=gold%20stud');
  });
});

describe('header search: live suggestions', () => {
  it('asks once typing pauses, and not before two characters', async () => {
    vi.useFakeTimers();
    vi.mocked(catalogApi.suggestions).mockResolvedValue({ suggestions: BANGLES });
    const box = renderSearch();

    type(box, 'b');
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS * 3));
    expect(catalogApi.suggestions).not.toHaveBeenCalled();

    type(box, 'ba');
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS - 20));
    type(box, 'ban');
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS - 20));
    type(box, 'bang');
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS - 20));
    expect(catalogApi.suggestions).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(40));
    expect(catalogApi.suggestions).toHaveBeenCalledTimes(1);
    expect(vi.mocked(catalogApi.suggestions).mock.calls[0]?.[0]).toBe('bang');
  });

  it('cancels the request for words the shopper has already typed past', async () => {
    const signals: AbortSignal[] = [];
    vi.mocked(catalogApi.suggestions).mockImplementation((_q, signal) => {
      if (signal !== undefined) signals.push(signal);
      return new Promise(() => undefined);
    });
    const box = renderSearch();

    type(box, 'ev');
    await waitFor(() => expect(catalogApi.suggestions).toHaveBeenCalledTimes(1));
    expect(signals[0]?.aborted).toBe(false);

    type(box, 'evil ey');
    await waitFor(() => expect(catalogApi.suggestions).toHaveBeenCalledTimes(2));
    expect(vi.mocked(catalogApi.suggestions).mock.calls[1]?.[0]).toBe('evil ey');
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('shows each name with the typed part marked, its picture and its category', async () => {
    const box = await openWithBangles();
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);

    const options = suggestionOptions();
    expect(options).toHaveLength(3);
    const first = options[0] as HTMLElement;
    expect(first.textContent).toBe('Kundan Bangle PairBangles');
    expect([...first.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Bang']);
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/uploads/products/kundan-640.webp');
    expect(screen.getByRole('listbox').style.maxHeight).toBe('300px');
  });

  it('moves with the arrow keys (wrapping) and opens the chosen piece on Enter', async () => {
    const box = await openWithBangles();
    const options = suggestionOptions();
    expect(box.getAttribute('aria-activedescendant')).toBeNull();

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('false');

    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/product/details/oxidised-silver-bangle');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('searches on Enter when no suggestion is chosen', async () => {
    const box = await openWithBangles();
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('where').textContent).toBe('/products/search?category=&&value=bang');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens a piece on a click', async () => {
    await openWithBangles();
    fireEvent.click(screen.getByRole('option', { name: /Rose Gold Bangle Set/ }));
    expect(screen.getByTestId('where').textContent).toBe('/product/details/rose-gold-bangle-set');
  });

  it('closes on Escape and opens again with the down arrow', async () => {
    const box = await openWithBangles();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('closes when the page scrolls, but not when the list itself scrolls', async () => {
    await openWithBangles();
    fireEvent.scroll(screen.getByRole('listbox'));
    expect(screen.getByRole('listbox')).toBeTruthy();

    fireEvent.scroll(window);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes on a press outside the search, not on one inside it', async () => {
    await openWithBangles();
    fireEvent.pointerDown(suggestionOptions()[1] as HTMLElement);
    expect(screen.getByRole('listbox')).toBeTruthy();

    fireEvent.pointerDown(screen.getByText('Elsewhere on the page'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says so when nothing matches, and offers a retry when the call fails', async () => {
    vi.mocked(catalogApi.suggestions).mockResolvedValueOnce({ suggestions: [] });
    const box = renderSearch();
    type(box, 'zircon tiara');
    expect(await screen.findByText('No names match “zircon tiara”. Press Enter to search every piece.')).toBeTruthy();
    expect(box.getAttribute('aria-expanded')).toBe('false');

    vi.mocked(catalogApi.suggestions).mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'Network Error'));
    type(box, 'zircon');
    expect((await screen.findByRole('alert')).textContent).toContain('Network Error');

    vi.mocked(catalogApi.suggestions).mockResolvedValueOnce({ suggestions: BANGLES });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listbox')).toBeTruthy();
  });
});
