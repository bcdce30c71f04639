import type { DisplayCurrency } from '../../lib/money';
import { localStore } from '../../lib/local-storage';

const KEY = 'currency';

/**
 * The shopper's currency as last shown, remembered in localStorage with its rate so that the next visit's first paint
 * is already in it (the list of rates then refreshes it); null when none is remembered or what is there is not one.
 */
export function storedCurrency(): DisplayCurrency | null {
  try {
    const value: unknown = JSON.parse(localStore()?.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { code, locale, inrPerUnit } = value as Record<string, unknown>;
    if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code) || typeof locale !== 'string' || typeof inrPerUnit !== 'number' || !(inrPerUnit > 0)) return null;
    // A locale Intl cannot read would throw at the first price.
    new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    return { code, locale, inrPerUnit };
  } catch {
    return null;
  }
}

export function storeCurrency(currency: DisplayCurrency): void {
  try {
    localStore()?.setItem(KEY, JSON.stringify({ code: currency.code, locale: currency.locale, inrPerUnit: currency.inrPerUnit }));
  } catch {
    // Storage full or refused: the choice lasts for this visit.
  }
}
