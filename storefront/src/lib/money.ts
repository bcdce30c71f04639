/**
 * A currency prices are shown in (issue 17): its code, the locale its amounts are formatted in, and the rupees one unit
 * buys (GET /api/currencies). The shop charges rupees only; every other currency is an approximation for reading.
 */
export type DisplayCurrency = { code: string; locale: string; inrPerUnit: number };

export const RUPEES: DisplayCurrency = { code: 'INR', locale: 'en-IN', inrPerUnit: 1 };

/**
 * From this many units up a foreign amount is shown in whole units (≈ $1,234, not ≈ $1,233.87): jewellery prices are
 * large, the figure is approximate anyway, and cents would claim a precision the rate does not have. Below it (a
 * coupon's minimum, a small fee) the currency's own minor unit, as Intl knows it, keeps ≈ $5.62 from reading ≈ $6.
 */
export const WHOLE_UNITS_FROM = 100;

const WITH_PAISE = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

// The one piece of state here: the currency the shopper chose, set by features/currency's provider before its
// screens render, so every formatter below (and every call site of them) shows it without being handed it.
let shown: DisplayCurrency = RUPEES;

/** Sets the currency every price is shown in (features/currency/currency-context.tsx, and tests). */
export function showPricesIn(currency: DisplayCurrency): void {
  shown = currency;
}

/** The currency prices are shown in now. */
export function pricesShownIn(): DisplayCurrency {
  return shown;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: DisplayCurrency, digits: number | undefined): Intl.NumberFormat {
  const key = `${currency.locale}|${currency.code}|${digits ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    const options: Intl.NumberFormatOptions = { style: 'currency', currency: currency.code };
    if (digits !== undefined) Object.assign(options, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    found = new Intl.NumberFormat(currency.locale, options);
    formatters.set(key, found);
  }
  return found;
}

/** The currency's minor unit in decimals as Intl knows it: 2 for the dollar, 0 for the yen. */
export function minorDigits(currency: DisplayCurrency): number {
  return formatter(currency, undefined).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Decimals a converted amount is shown with: none from WHOLE_UNITS_FROM units up, else the currency's minor unit. */
function digitsFor(value: number, currency: DisplayCurrency): number {
  return Math.abs(value) >= WHOLE_UNITS_FROM ? 0 : minorDigits(currency);
}

/**
 * Rupees in a foreign currency at its rate, rounded as shown (half away from zero): 45000 at ₹89.75 → 501; 500 →
 * 5.57. The rupee itself is answered as it is.
 */
export function convertRupees(amount: number, currency: DisplayCurrency): number {
  if (currency.code === RUPEES.code) return amount;
  const value = amount / currency.inrPerUnit;
  const scale = 10 ** digitsFor(value, currency);
  // toPrecision first: 1.005 × 100 is 100.49999… in binary, and should round up as it reads.
  const scaled = Number((Math.abs(value) * scale).toPrecision(12));
  return (Math.sign(value) * Math.round(scaled)) / scale || 0;
}

/** A rupee amount in a foreign currency, marked approximate: '≈ $501', '≈ €5.60', '≈ AED 1,842' (no break after ≈). */
export function formatForeign(amount: number, currency: DisplayCurrency): string {
  const value = convertRupees(amount, currency);
  return `≈\u00a0${formatter(currency, digitsFor(value, currency)).format(value)}`;
}

/** Spec 5 and CONTRACT.md: the price after the discount is price − floor(price × discount / 100). */
export function discountedPrice(price: number, discount: number): number {
  if (!discount) return price;
  return price - Math.floor((price * discount) / 100);
}

/** Rupees whatever the shopper chose, without '.00' when there are no paise: what is charged, metal rates, page heads. */
export function formatInr(amount: number): string {
  return Number.isInteger(amount) ? WHOLE_RUPEES.format(amount) : WITH_PAISE.format(amount);
}

/**
 * Rupees with paise, grouped the Indian way: 1299 → '₹1,299.00', 125000 → '₹1,25,000.00' (spec 5: the struck price);
 * in the shopper's currency when it is not the rupee.
 */
export function formatRupees(amount: number): string {
  return shown.code === RUPEES.code ? WITH_PAISE.format(amount) : formatForeign(amount, shown);
}

/**
 * Rupees without '.00' when there are no paise: 1169 → '₹1,169', 1169.5 → '₹1,169.50'; in the shopper's currency when
 * it is not the rupee.
 */
export function formatPrice(amount: number): string {
  return shown.code === RUPEES.code ? formatInr(amount) : formatForeign(amount, shown);
}

const RATE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** An exchange rate as rupees per unit, to its 4 decimals at most: 89.75 → '₹89.75', 24.4412 → '₹24.4412'. */
export function formatRate(inrPerUnit: number): string {
  return RATE.format(inrPerUnit);
}
