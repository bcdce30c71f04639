import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct, productDetail, rateLinkedBreakup } from '../../test/products';
import { PriceBreakup } from './PriceBreakup';

/** The table's rows as [heading, detail, amount]. */
function rowsOf(): string[][] {
  const table = screen.getByRole('table', { name: 'Price breakup' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('PriceBreakup (issue 16)', () => {
  it('shows a rate-linked piece from metal to total, every figure the server’s in Indian grouping', () => {
    render(<PriceBreakup breakup={rateLinkedBreakup()} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Component', 'Detail', 'Amount']);
    expect(rowsOf()).toEqual([
      ['Metal', '22K gold (916) · 4.120 g × ₹11,900/g', '₹49,028.00'],
      ['Making charges', '12 % of metal value', '₹5,883.36'],
      ['CZ', 'Stones and other charges', '₹450.00'],
      ['Subtotal', 'Before GST', '₹55,361.36'],
      ['GST 3 %', '', '₹1,660.84'],
      ['Round off', 'To whole rupees', '−₹0.20'],
      ['Price', 'Inclusive of GST', '₹57,022.00'],
      ['Discount', '10 % off', '−₹5,702.00'],
      ['Total', 'What you pay', '₹51,320.00'],
    ]);
    expect(screen.getByText(/The total includes ₹1,494.76 GST on a taxable value of ₹49,825.24/)).toBeTruthy();
  });

  it('says how a making charge per gram or a fixed one is reckoned, and leaves out a round-off of 0 and a discount of none', () => {
    const { unmount } = render(
      <PriceBreakup
        breakup={rateLinkedBreakup({ making: { kind: 'per_gram', rate: 450, amount: 1854 }, roundOff: 0, discountPercent: 0, discount: 0, total: 57022 })}
      />,
    );
    const labels = rowsOf().map(([label]) => label);
    expect(rowsOf()[1]).toEqual(['Making charges', '₹450/g', '₹1,854.00']);
    expect(labels).not.toContain('Round off');
    expect(labels).not.toContain('Discount');
    expect(labels).not.toContain('Price');
    unmount();

    render(<PriceBreakup breakup={rateLinkedBreakup({ making: { kind: 'fixed', rate: 1200, amount: 1200 } })} />);
    expect(rowsOf()[1]).toEqual(['Making charges', 'Fixed', '₹1,200.00']);
  });

  it('shows a fixed-price piece as its taxable value, GST and total', () => {
    render(<PriceBreakup breakup={productDetail(makeProduct()).breakup} />);
    expect(rowsOf()).toEqual([
      ['Taxable value', '', '₹1,261.17'],
      ['GST 3 %', '', '₹37.83'],
      ['Price', 'Inclusive of GST', '₹1,299.00'],
      ['Discount', '15 % off', '−₹194.00'],
      ['Total', 'What you pay', '₹1,105.00'],
    ]);
  });
});
