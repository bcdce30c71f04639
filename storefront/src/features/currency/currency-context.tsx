import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '../../app/use-hydrated';
import { type DisplayCurrency, RUPEES, showPricesIn } from '../../lib/money';
import { type Currency, currencyApi } from './api';
import { defaultCurrencyFor } from './currency-defaults';
import { currencyKeys } from './query-keys';
import { storeCurrency, storedCurrency } from './stored-currency';

export type CurrencyContextValue = {
  /** What prices are shown in now: the rupee until the chosen currency's rate is known. */
  currency: DisplayCurrency;
  /** The currencies offered (the rupee and each one with a rate); empty until they are known. */
  currencies: Currency[];
  /** Shows every price in this currency from now on, and remembers it. */
  choose: (code: string) => void;
};

const CurrencyContext = createContext<CurrencyContextValue | null>(null);

/** The currency first shown: the remembered one, else the browser's region's (its rate comes with the list). */
function firstChoice(): { code: string; remembered: DisplayCurrency | null } {
  const remembered = storedCurrency();
  // Some browsers (and stubbed test navigators) have no languages list: the one language then, or nothing.
  const languages: readonly string[] | undefined = navigator.languages;
  const language: string | undefined = navigator.language;
  return { code: remembered?.code ?? defaultCurrencyFor(languages ?? (language ? [language] : [])), remembered };
}

export type CurrencyProviderProps = {
  children: ReactNode;
  /**
   * The currency the server drew the page in (from the languages the browser sent it, entry-server.tsx): shown until
   * the page has been taken over, so that the browser's first render matches the server's. Rupees when not given.
   */
  drawnIn?: string;
};

/**
 * The shopper's display currency (issue 17). It sets lib/money's currency as it renders, before its screens do, so
 * `Price` and every formatter show it without being handed it; the layout re-mounts the page when it changes.
 */
export function CurrencyProvider({ children, drawnIn = RUPEES.code }: CurrencyProviderProps) {
  const [first] = useState(firstChoice);
  const [chosen, setCode] = useState<string | null>(null);
  // The server draws prices in the currency of the languages the browser sent, not knowing what it remembers: so does
  // the browser's first render of that page.
  const hydrated = useHydrated();
  const code = chosen ?? (hydrated ? first.code : drawnIn);
  const list = useQuery({
    queryKey: currencyKeys.all(),
    queryFn: async () => (await currencyApi.list()).currencies,
    // Staff set rates a few times a week at most.
    staleTime: 30 * 60 * 1000,
  });
  const currencies = useMemo(() => list.data ?? [], [list.data]);
  const listed = currencies.find((entry) => entry.code === code);
  // Before the list arrives, the remembered currency (with its last rate) or the rupee; a code the list no longer
  // offers (staff took its rate away) falls back to the rupee.
  const currency: DisplayCurrency = listed
    ? { code: listed.code, locale: listed.locale, inrPerUnit: listed.inrPerUnit }
    : hydrated && list.data === undefined && first.remembered?.code === code
      ? first.remembered
      : RUPEES;
  showPricesIn(currency);

  const { code: shownCode, locale, inrPerUnit } = currency;
  useEffect(() => {
    if (hydrated && listed !== undefined) storeCurrency({ code: shownCode, locale, inrPerUnit });
  }, [hydrated, listed, shownCode, locale, inrPerUnit]);

  const choose = useCallback((next: string) => setCode(next), []);
  const value = useMemo(() => ({ currency: { code: shownCode, locale, inrPerUnit }, currencies, choose }), [shownCode, locale, inrPerUnit, currencies, choose]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export function useDisplayCurrency(): CurrencyContextValue {
  const context = useContext(CurrencyContext);
  if (context === null) throw new Error('useDisplayCurrency must be used inside <CurrencyProvider>.');
  return context;
}
