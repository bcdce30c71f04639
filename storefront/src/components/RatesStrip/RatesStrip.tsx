import { useTodayRates } from '../../features/rates/use-today-rates';
import { formatInr } from '../../lib/money';
import './RatesStrip.css';

export type RatesStripProps = { className?: string };

/**
 * "Today's rates · 22K gold (916) ₹11,900/g · Sterling silver (925) ₹153/g" (issue 16). Its line is kept while the
 * rates are on their way, so nothing moves when they come; it goes when the shop has set neither rate or the call
 * fails (the page needs it for nothing). Always in rupees, whatever currency prices are shown in: it is the metal's
 * rate in India that prices the rate-linked pieces, not a price, and a converted rate per gram would mislead.
 */
export function RatesStrip({ className }: RatesStripProps) {
  const rates = useTodayRates();
  const classes = ['rates-strip', className].filter((name) => name !== undefined).join(' ');
  if (rates.isPending) return <div className={classes} aria-hidden="true" />;
  if (rates.isError || rates.data.length === 0) return null;
  return (
    <p className={classes}>
      <span className="rates-strip__title">Today’s rates</span>
      {rates.data.map((rate) => (
        <span key={rate.purity} className="rates-strip__rate">
          <span aria-hidden="true"> · </span>
          {rate.label} <strong>{formatInr(rate.ratePerGram)}/g</strong>
        </span>
      ))}
    </p>
  );
}
