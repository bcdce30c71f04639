/**
 * The currencies a shopper may see prices in (issue 17). The gateway charges Indian rupees only: every other currency
 * is for display, converted at the rate staff set (INR per unit). `locale` is the one each is formatted in: its own
 * shoppers' where that symbol is unambiguous beside the others ($ for the US dollar, €, £), international English where
 * it is not (S$, C$ and A$ all read "$" at home: 'en' writes SGD, CA$, A$); INR keeps the Indian grouping of lakh and crore.
 */
export const DISPLAY_CURRENCIES = [
  { code: 'INR', name: 'Indian rupee', locale: 'en-IN' },
  { code: 'USD', name: 'US dollar', locale: 'en-US' },
  { code: 'EUR', name: 'Euro', locale: 'en-IE' },
  { code: 'GBP', name: 'British pound', locale: 'en-GB' },
  { code: 'AED', name: 'UAE dirham', locale: 'en-AE' },
  { code: 'SGD', name: 'Singapore dollar', locale: 'en' },
  { code: 'CAD', name: 'Canadian dollar', locale: 'en' },
  { code: 'AUD', name: 'Australian dollar', locale: 'en' },
] as const;

export type DisplayCurrencyCode = (typeof DISPLAY_CURRENCIES)[number]['code'];
/** The currencies that need an exchange rate: all but the rupee. */
export type ForeignCurrencyCode = Exclude<DisplayCurrencyCode, 'INR'>;

export const HOME_CURRENCY = 'INR';
export const DISPLAY_CURRENCY_CODES: readonly DisplayCurrencyCode[] = DISPLAY_CURRENCIES.map((currency) => currency.code);
export const FOREIGN_CURRENCY_CODES = DISPLAY_CURRENCY_CODES.filter((code): code is ForeignCurrencyCode => code !== HOME_CURRENCY);

export const isDisplayCurrency = (code: string): code is DisplayCurrencyCode => (DISPLAY_CURRENCY_CODES as readonly string[]).includes(code);
export const isForeignCurrency = (code: string): code is ForeignCurrencyCode => (FOREIGN_CURRENCY_CODES as readonly string[]).includes(code);

export function currencyOf(code: DisplayCurrencyCode): (typeof DISPLAY_CURRENCIES)[number] {
  return DISPLAY_CURRENCIES.find((currency) => currency.code === code)!;
}
