import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChargedInRupees } from '../../components/ChargedInRupees/ChargedInRupees';
import { Price } from '../../components/Price/Price';
import { CurrencyProvider, useDisplayCurrency } from '../../features/currency/currency-context';
import { pricesShownIn, RUPEES, showPricesIn } from '../../lib/money';
import { CurrencyPicker } from './CurrencyPicker';

vi.mock('../../features/currency/api', () => ({
  currencyApi: {
    list: vi.fn(async () => ({
      currencies: [
        { code: 'INR', name: 'Indian rupee', locale: 'en-IN', inrPerUnit: 1, updatedAt: null },
        { code: 'USD', name: 'US dollar', locale: 'en-US', inrPerUnit: 89.75, updatedAt: '2026-11-27T10:00:00.000Z' },
        { code: 'GBP', name: 'British pound', locale: 'en-GB', inrPerUnit: 118.6, updatedAt: '2026-11-27T10:00:00.000Z' },
      ],
    })),
  },
}));

/** The page as the layout keys it: mounted afresh in each currency. */
function Page() {
  const { currency } = useDisplayCurrency();
  return (
    <div key={currency.code}>
      <Price price={45_000} discount={0} />
      <ChargedInRupees amount={45_000} />
    </div>
  );
}

/** The price as the page shows it, its hidden 'Price ' included. */
const shownPrice = (container: HTMLElement) => container.querySelector('.price__sale')?.textContent;

function renderShop() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CurrencyProvider>
        <CurrencyPicker />
        <Page />
      </CurrencyProvider>
    </QueryClientProvider>,
  );
}

/** The browser's languages, as navigator.languages answers them (jsdom's are en-US, en). */
function browserLanguages(tags: string[]): void {
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => tags });
}

describe('CurrencyPicker', () => {
  beforeEach(() => browserLanguages(['en-IN']));
  afterEach(() => {
    showPricesIn(RUPEES);
    // Back to jsdom's own, on Navigator.prototype.
    Reflect.deleteProperty(navigator, 'languages');
  });

  it('offers the shop’s currencies, opens in rupees in India and converts every price once one is chosen', async () => {
    const { container } = renderShop();
    const picker = await screen.findByRole('combobox', { name: 'Currency' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['INR · Indian rupee', 'USD · US dollar', 'GBP · British pound']);
    expect(picker).toHaveProperty('value', 'INR');
    expect(shownPrice(container)).toBe('Price ₹45,000');
    expect(screen.queryByText(/You will be charged/)).toBeNull();

    fireEvent.change(picker, { target: { value: 'USD' } });
    await waitFor(() => expect(shownPrice(container)).toBe('Price ≈\u00a0$501'));
    expect(screen.getByText(/You will be charged/).textContent).toBe('You will be charged ₹45,000 in Indian rupees. Amounts in USD are approximate.');
    expect(pricesShownIn()).toEqual({ code: 'USD', locale: 'en-US', inrPerUnit: 89.75 });
    expect(JSON.parse(localStorage.getItem('currency') ?? 'null')).toEqual({ code: 'USD', locale: 'en-US', inrPerUnit: 89.75 });
  });

  it('opens in the browser region’s currency', async () => {
    browserLanguages(['en-GB', 'en']);
    const { container } = renderShop();
    await waitFor(() => expect(shownPrice(container)).toBe('Price ≈\u00a0£379'));
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveProperty('value', 'GBP');
  });

  it('opens in the remembered currency at once, before the rates arrive, whatever the browser says', async () => {
    browserLanguages(['en-GB']);
    localStorage.setItem('currency', JSON.stringify({ code: 'USD', locale: 'en-US', inrPerUnit: 90 }));
    const { container } = renderShop();
    expect(shownPrice(container)).toBe('Price ≈\u00a0$500');
    // The rates arrive: today's rate replaces the remembered one.
    await waitFor(() => expect(shownPrice(container)).toBe('Price ≈\u00a0$501'));
  });

  it('ignores a remembered value that is not a currency', async () => {
    localStorage.setItem('currency', JSON.stringify({ code: 'usd', locale: 'en-US', inrPerUnit: -1 }));
    const { container } = renderShop();
    await screen.findByRole('combobox', { name: 'Currency' });
    expect(shownPrice(container)).toBe('Price ₹45,000');
  });
});
