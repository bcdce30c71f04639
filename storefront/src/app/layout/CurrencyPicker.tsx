import { useId, type ChangeEvent } from 'react';
import { useDisplayCurrency } from '../../features/currency/currency-context';
import './CurrencyPicker.css';

export type CurrencyPickerProps = { className?: string };

/**
 * The header's currency picker (issue 17): a native select, so keyboards, screen readers and phones all know it. It
 * appears once the shop offers a currency besides the rupee.
 */
export function CurrencyPicker({ className }: CurrencyPickerProps) {
  const { currency, currencies, choose } = useDisplayCurrency();
  const id = useId();
  if (currencies.length < 2) return null;
  return (
    <div className={['currency-picker', className].filter((name) => name !== undefined).join(' ')}>
      <label htmlFor={id} className="currency-picker__label">
        Currency
      </label>
      <select id={id} className="currency-picker__select" value={currency.code} onChange={(event: ChangeEvent<HTMLSelectElement>) => choose(event.target.value)}>
        {currencies.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {entry.code} · {entry.name}
          </option>
        ))}
      </select>
    </div>
  );
}
