import type { PriceBreakup as Breakup } from '../../features/catalog/api';
import { formatPrice, formatRupees } from '../../lib/money';
import './PriceBreakup.css';

export type PriceBreakupProps = { breakup: Breakup };

const PERCENT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const GRAMS = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** How the making charge is reckoned, as a jeweller's bill says it: "12 % of metal value", "₹450/g", "Fixed". */
function makingBasis(making: NonNullable<Breakup['making']>): string {
  if (making.kind === 'percent') return `${PERCENT.format(making.rate)} % of metal value`;
  if (making.kind === 'per_gram') return `${formatPrice(making.rate)}/g`;
  return 'Fixed';
}

/** A round-off with its sign: +₹0.40, −₹0.49. */
function signed(amount: number): string {
  return amount < 0 ? `−${formatRupees(Math.abs(amount))}` : `+${formatRupees(amount)}`;
}

type Row = { key: string; label: string; basis?: string; amount: string; className?: string };

/**
 * Issue 16's "Price breakup": metal, making, stones, subtotal, GST, round-off, price, discount and total for a
 * rate-linked piece; taxable value, GST and total for a fixed-price one. Every figure is the server's; the page only
 * formats them.
 */
export function PriceBreakup({ breakup }: PriceBreakupProps) {
  const rateLinked = breakup.pricing === 'rate_linked';
  const rows: Row[] = [];
  if (breakup.metal !== null) {
    const { metal } = breakup;
    rows.push({
      key: 'metal',
      label: 'Metal',
      basis: `${metal.label} · ${GRAMS.format(metal.netWeight)} g × ${formatPrice(metal.ratePerGram)}/g`,
      amount: formatRupees(metal.value),
    });
  }
  if (breakup.making !== null) {
    rows.push({ key: 'making', label: 'Making charges', basis: makingBasis(breakup.making), amount: formatRupees(breakup.making.amount) });
  }
  breakup.charges.forEach((charge, index) => {
    rows.push({ key: `charge-${index}`, label: charge.label, basis: 'Stones and other charges', amount: formatRupees(charge.amount) });
  });
  rows.push({
    key: 'subtotal',
    label: rateLinked ? 'Subtotal' : 'Taxable value',
    basis: rateLinked ? 'Before GST' : undefined,
    amount: formatRupees(breakup.subtotal),
    className: 'price-breakup__sum',
  });
  rows.push({ key: 'gst', label: `GST ${PERCENT.format(breakup.gstRate)} %`, amount: formatRupees(breakup.gst) });
  if (breakup.roundOff !== 0) rows.push({ key: 'round-off', label: 'Round off', basis: 'To whole rupees', amount: signed(breakup.roundOff) });
  // with no discount the price is the total: one line says it
  if (breakup.discount > 0) {
    rows.push({ key: 'price', label: 'Price', basis: 'Inclusive of GST', amount: formatRupees(breakup.price), className: 'price-breakup__sum' });
    rows.push({
      key: 'discount',
      label: 'Discount',
      basis: `${PERCENT.format(breakup.discountPercent)} % off`,
      amount: `−${formatRupees(breakup.discount)}`,
      className: 'price-breakup__discount',
    });
  }

  return (
    <div className="price-breakup">
      <table className="price-breakup__table">
        <caption className="visually-hidden">Price breakup</caption>
        <thead>
          <tr>
            <th scope="col">Component</th>
            <th scope="col">Detail</th>
            <th scope="col" className="price-breakup__amount">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.className}>
              <th scope="row">{row.label}</th>
              <td>{row.basis ?? ''}</td>
              <td className="price-breakup__amount">{row.amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="price-breakup__total">
            <th scope="row">Total</th>
            <td>{breakup.discount > 0 ? 'What you pay' : 'Inclusive of GST'}</td>
            <td className="price-breakup__amount">{formatRupees(breakup.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="price-breakup__note">
        The total includes {formatRupees(breakup.totalGst)} GST on a taxable value of {formatRupees(breakup.totalTaxableValue)}.
        {rateLinked ? ' Metal is priced at today’s rate, so the price moves when the rate does.' : null}
      </p>
    </div>
  );
}
